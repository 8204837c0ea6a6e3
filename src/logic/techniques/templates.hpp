#pragma once
// Templates: the placements of one digit, one per row, column and box, that the
// candidates allow. A candidate in no template is false; a candidate in some template can
// never be eliminated by reasoning about that digit alone, since the template is a
// placement where it is true that keeps every house's "exactly once". So single-digit
// techniques (every fish) can skip a digit whose candidates all lie in templates, and
// their eliminations always lie in the "dead" set computed here.
//
// The walk places the digit row by row (a placed digit fixes its row) and collects the
// union of complete templates. It is bounded by a node budget; past it, every candidate
// counts as possibly dead, which prunes nothing and so stays sound.

#include <array>

#include "core/grid.hpp"

namespace setlogic {

template <int B>
class Templates {
 public:
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;

  // The candidates of d that lie in no template. The walk reads only d's candidates and
  // placements (FinderContext keeps the answer per digit while those stay the same).
  static CellSet dead(const Grid<B>& g, Digit d, long budget = kBudget) {
    Templates t(g, d, budget);
    std::array<Cell, G::size> chosen{};
    t.walk(0, 0, 0, chosen);
    return t.nodes_ > budget ? g.cells_with(d) : g.cells_with(d) - t.alive_;
  }
  static constexpr long kBudget = 200000;

 private:
  Templates(const Grid<B>& g, Digit d, long budget) : g_(g), d_(d), budget_(budget) {}

  void walk(int row, unsigned columns, unsigned boxes, std::array<Cell, G::size>& chosen) {
    if (++nodes_ > budget_) return;
    if (row == G::size) {
      for (Cell c : chosen) alive_.set(c);
      return;
    }
    const House h = G::row_house(row);
    if (g_.placed(h).test(d_)) {
      for (int c = 0; c < G::size; ++c)
        if (g_.value(G::cell(row, c)) == d_) {
          chosen[static_cast<std::size_t>(row)] = G::cell(row, c);
          // a placed digit already blocks its column and box for the candidates
          return walk(row + 1, columns | 1u << c, boxes | 1u << G::box(G::cell(row, c)), chosen);
        }
    }
    for (Cell c : G::house_mask[h.index()] & g_.cells_with(d_)) {
      const int col = G::column(c), box = G::box(c);
      if ((columns >> col & 1) || (boxes >> box & 1)) continue;
      chosen[static_cast<std::size_t>(row)] = c;
      walk(row + 1, columns | 1u << col, boxes | 1u << box, chosen);
      if (nodes_ > budget_) return;
    }
  }

  const Grid<B>& g_;
  Digit d_;
  long budget_;
  long nodes_ = 0;
  CellSet alive_;
};

}  // namespace setlogic
