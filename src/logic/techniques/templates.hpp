#pragma once
// Templates: the placements of one digit, one per row, column and box, that the
// candidates allow. A candidate in no template is false; a candidate in some template can
// never be eliminated by reasoning about that digit alone, since the template is a
// placement where it is true that keeps every house's "exactly once". So single-digit
// techniques (every fish) can skip a digit whose candidates all lie in templates, and
// their eliminations always lie in the "dead" set computed here.
//
// The dead candidates need no list of templates, only which candidates some template
// holds. Placed row by row, a template's rows so far leave a state: the columns they fill
// and, within the band of the next row, the boxes (a band's rows fill its boxes one to one,
// so a finished band fills all of its own). Templates through the same state complete the
// same ways, so a forward pass collects the states each row can be reached in, a backward
// pass keeps those that can be completed, and a candidate is alive exactly when it leads
// from a reachable state to a completable one. The states number far fewer than the
// templates (on 16x16 at most C(16, 8) column sets, times the band's box sets, against
// millions of templates). Past a budget of states every candidate counts as possibly dead,
// which prunes nothing and so stays sound.
//
// The lists themselves (collect) come from a walk that places the digit row by row (a
// placed digit fixes its row), bounded by a node budget.
//
// Template Set and Template Delete (HoDoKu 1201, 1202) read the templates of every digit
// together (TemplateTable): the solution's placement of each digit is one of its
// templates, so a cell in every template of digit k holds k, and a template of another
// digit through it is no placement; HoDoKu drops those templates until none is left to drop.
// Then an open cell in every remaining template of a digit holds it, and a candidate in none
// does not. The refining reads every digit, so when one digit's walk runs over the budget
// the table is incomplete and nothing is concluded.

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "core/grid.hpp"
#include "logic/limits.hpp"

namespace setlogic {

template <int B>
class Templates {
 public:
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;

  // The candidates of d that lie in no template. The passes read only d's candidates and
  // placements (FinderContext keeps the answer per digit while those stay the same). None
  // when `stop` is spent first: a nearly empty 25x25 takes a second per digit to overrun.
  static std::optional<CellSet> dead(const Grid<B>& g, Digit d, const Budget& stop = {}, long budget = kBudget) {
    // a state: the columns filled in its low bits, the band's boxes filled above them
    constexpr int kBoxShift = G::size;
    std::array<std::array<Cell, G::size>, G::size> cells{};
    std::array<std::size_t, G::size> count{};
    for (int r = 0; r < G::size; ++r) {
      const House h = G::row_house(r);
      for (int c = 0; c < G::size; ++c) {
        const Cell x = G::cell(r, c);
        if (g.placed(h).test(d) ? g.value(x) == d : g.cells_with(d).test(x)) cells[r][count[r]++] = x;
      }
    }
    const auto options = [&](int r) { return std::span<const Cell>(cells[r].data(), count[r]); };
    const auto next = [&](std::uint32_t state, int r, Cell x) -> std::optional<std::uint32_t> {
      const std::uint32_t column = 1u << G::column(x), box = 1u << (kBoxShift + G::box(x) % G::box_size);
      if ((state & column) != 0 || (state & box) != 0) return std::nullopt;
      std::uint32_t to = state | column | box;
      if ((r + 1) % G::box_size == 0) to &= (1u << kBoxShift) - 1;  // the band is done
      return to;
    };
    std::array<std::vector<std::uint32_t>, G::size + 1> reached;
    reached[0] = {0};
    long states = 1;
    // A row's new states are made unique whenever they pile up past a few budgets, so that a
    // row that overruns the budget is seen to before it has grown to millions (a nearly empty
    // 25x25); the distinct states only grow, so stopping then is what the row's end would do.
    const auto distinct = [](std::vector<std::uint32_t>& v) {
      std::sort(v.begin(), v.end());
      v.erase(std::unique(v.begin(), v.end()), v.end());
      return static_cast<long>(v.size());
    };
    for (int r = 0; r < G::size; ++r) {
      std::vector<std::uint32_t>& to_states = reached[r + 1];
      std::size_t seen = 0;
      for (std::uint32_t s : reached[r]) {
        if ((++seen & 4095) == 0 && stop.spent()) return std::nullopt;
        for (Cell x : options(r))
          if (const auto to = next(s, r, x)) to_states.push_back(*to);
        if (static_cast<long>(to_states.size()) > 4 * budget && states + distinct(to_states) > budget)
          return g.cells_with(d);
      }
      if ((states += distinct(to_states)) > budget) return g.cells_with(d);
    }
    // backward: reached[r] keeps only the states that can be completed
    CellSet alive;
    for (int r = G::size - 1; r >= 0; --r) {
      const std::vector<std::uint32_t>& after = reached[r + 1];
      std::vector<std::uint32_t>& here = reached[r];
      std::size_t kept = 0;
      for (const std::uint32_t s : here) {
        bool completes = false;
        for (Cell x : options(r))
          if (const auto to = next(s, r, x); to && std::binary_search(after.begin(), after.end(), *to)) {
            alive.set(x);
            completes = true;
          }
        if (completes) here[kept++] = s;
      }
      here.resize(kept);
    }
    return g.cells_with(d) - alive;
  }
  static constexpr long kBudget = 200000;

  // Every template of d, in `out`; false (and `out` partial) past the budget.
  static bool collect(const Grid<B>& g, Digit d, std::vector<CellSet>& out, long budget = kBudget) {
    Templates t(g, d, budget, out);
    std::array<Cell, G::size> chosen{};
    t.walk(0, 0, 0, chosen);
    return t.nodes_ <= budget;
  }

 private:
  Templates(const Grid<B>& g, Digit d, long budget, std::vector<CellSet>& out)
      : g_(g), d_(d), budget_(budget), list_(out) {}

  void walk(int row, unsigned columns, unsigned boxes, std::array<Cell, G::size>& chosen) {
    if (++nodes_ > budget_) return;
    if (row == G::size) {
      CellSet placement;
      for (Cell c : chosen) placement.set(c);
      list_.push_back(placement);
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
  std::vector<CellSet>& list_;
};

// The templates of every digit at a position, refined as HoDoKu's template steps refine
// them (see above).
template <int B>
struct TemplateTable {
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;
  struct PerDigit {
    long count = 0;  // templates left after refining
    CellSet fixed;   // open cells in every one of them
    CellSet dead;    // candidates in none
  };
  // Nodes per digit's walk: the table costs at most a few milliseconds on 16x16 (where it
  // is seldom complete early in a solve), far less on 9x9.
  static constexpr long kBudget = 20000;
  bool complete = false;  // every digit's walk finished within its budget
  std::array<PerDigit, G::size> digits{};

  static TemplateTable of(const Grid<B>& g) {
    TemplateTable t;
    std::array<std::vector<CellSet>, G::size> lists;
    std::array<CellSet, G::size> in_all{};
    const auto intersection = [](const std::vector<CellSet>& list) {
      if (list.empty()) return CellSet{};
      CellSet all = list.front();
      for (const CellSet& s : list) all &= s;
      return all;
    };
    // The digit with most candidates first: when a walk runs over its budget (most often on
    // 16x16), it is that one's, and the others need not be walked.
    std::array<int, G::size> order{};
    for (int d = 0; d < G::size; ++d) order[static_cast<std::size_t>(d)] = d;
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return g.cells_with(Digit(a)).count() > g.cells_with(Digit(b)).count(); });
    for (int d : order) {
      if (!Templates<B>::collect(g, Digit(d), lists[d], kBudget)) return t;
      in_all[d] = intersection(lists[d]);
    }
    t.complete = true;
    for (bool removed = true; removed;) {
      removed = false;
      for (int j = 0; j < G::size; ++j) {
        CellSet others;
        for (int k = 0; k < G::size; ++k)
          if (k != j) others |= in_all[k];
        const auto end =
            std::remove_if(lists[j].begin(), lists[j].end(), [&](const CellSet& s) { return (s & others).any(); });
        if (end == lists[j].end()) continue;
        lists[j].erase(end, lists[j].end());
        in_all[j] = intersection(lists[j]);
        removed = true;
      }
    }
    for (int d = 0; d < G::size; ++d) {
      CellSet any;
      for (const CellSet& s : lists[d]) any |= s;
      t.digits[d].count = static_cast<long>(lists[d].size());
      t.digits[d].fixed = in_all[d] & g.unsolved();
      t.digits[d].dead = g.cells_with(Digit(d)) - any;
    }
    return t;
  }
};

}  // namespace setlogic
