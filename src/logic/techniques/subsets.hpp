#pragma once
// Naked, hidden and locked subsets.
//
//   Naked subset   k cells of a house whose candidates together are exactly k digits:
//                  those digits go from every other cell of every house the k cells share.
//                  Base: the k cells; cover: the k digits in each shared house that loses
//                  candidates (one rank-0 certificate per house).
//   Locked subset  a naked pair or triple whose cells share a box and a line and that
//                  eliminates in the box (the third cell of the line's part in it counts)
//                  and in the line outside the box (HoDoKu's rule, so library cases
//                  match); a naked subset otherwise.
//   Hidden subset  k digits of a house whose places there are exactly k cells: every other
//                  digit goes from those cells. Base: the k digits in the house; cover: the
//                  k cells.
//
// Search: per house, a depth-first walk over cells (naked) or digits (hidden) in index
// order, cut as soon as the union grows past k. Cells with a single candidate and digits
// with a single place are singles, not subset members. A subset found from several houses
// is reported once: naked subsets from the first house the cells share, hidden subsets
// once per distinct cells and digits.

#include <array>
#include <utility>
#include <vector>

#include "core/grid.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/combinations.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

// Naked subsets of info(t).size; t is a naked or a locked subset technique and only steps
// of that classification are reported.
template <int B>
void find_naked_subsets(const Grid<B>& g, Technique t, Sink& sink) {
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;
  using DigitSet = typename G::DigitSet;
  const int k = info(t).size;
  const bool want_locked = t == Technique::locked_pair || t == Technique::locked_triple;
  for (int h = 0; h < G::houses; ++h) {
    std::array<Cell, G::size> cells;
    int count = 0;
    for (Cell c : G::house_mask[h] & g.unsolved())
      if (int n = g.candidates(c).count(); n >= 2 && n <= k) cells[count++] = c;
    if (count < k) continue;
    bool go_on = detail::combinations<DigitSet>(
        count, k, [&](int i) { return g.candidates(cells[i]); },
        [&](std::span<const int> chosen, DigitSet digits) {
          CellSet members;
          for (int i : chosen) members.set(cells[i]);
          std::array<House, 3> shared;
          int n_shared = 0;
          for (House s : G::houses_of(cells[chosen[0]]))
            if ((members - G::house_mask[s.index()]).none()) shared[n_shared++] = s;
          if (shared[0].index() != h) return true;  // reported from its first house
          Step s{.technique = t};
          CellSet done = members;
          for (int i = 0; i < n_shared; ++i) {
            const House sh = shared[i];
            bool any = false;
            CellSet others = (G::house_mask[sh.index()] & g.unsolved()) - done;
            done |= others;
            for (Cell c : others)
              for (Digit d : g.candidates(c) & digits) {
                s.eliminations.push_back({c, d});
                any = true;
              }
            if (!any) continue;
            s.houses.push_back(sh);
            for (Digit d : digits) s.cover.push_back(Constraint::of_house(sh, d, G::size));
          }
          if (s.eliminations.empty()) return true;
          // shared = {line, box}: eliminations in the box (the rest of the line's part in it
          // counts) and in the line outside it
          bool box_elims = false, line_elims = false;
          if (n_shared == 2)
            for (const Candidate& e : s.eliminations)
              (G::house_mask[shared[1].index()].test(e.cell) ? box_elims : line_elims) = true;
          const bool locked = k < 4 && n_shared == 2 && box_elims && line_elims;
          if (locked != want_locked) return true;
          for (Digit d : digits) s.digits.push_back(d);
          for (Cell c : members) {
            s.cells.push_back(c);
            s.base.push_back(Constraint::of_cell(c));
          }
          return sink.accept(std::move(s));
        });
    if (!go_on) return;
  }
}

template <int B>
void find_hidden_subsets(const Grid<B>& g, Technique t, Sink& sink) {
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;
  using DigitSet = typename G::DigitSet;
  const int k = info(t).size;
  std::vector<std::pair<CellSet, DigitSet>> seen;
  for (int h = 0; h < G::houses; ++h) {
    std::array<Digit, G::size> digits;
    int count = 0;
    for (int d = 0; d < G::size; ++d)
      if (int n = g.count(House(h), Digit(d)); n >= 2 && n <= k) digits[count++] = Digit(d);
    if (count < k) continue;
    bool go_on = detail::combinations<CellSet>(
        count, k, [&](int i) { return G::house_mask[h] & g.cells_with(digits[i]); },
        [&](std::span<const int> chosen, CellSet cells) {
          DigitSet subset;
          for (int i : chosen) subset.set(digits[i]);
          for (const auto& [c, d] : seen)
            if (c == cells && d == subset) return true;
          Step s{.technique = t, .houses = {House(h)}};
          for (Cell c : cells)
            for (Digit d : g.candidates(c) - subset) s.eliminations.push_back({c, d});
          if (s.eliminations.empty()) return true;
          seen.emplace_back(cells, subset);
          for (Digit d : subset) {
            s.digits.push_back(d);
            s.base.push_back(Constraint::of_house(House(h), d, G::size));
          }
          for (Cell c : cells) {
            s.cells.push_back(c);
            s.cover.push_back(Constraint::of_cell(c));
          }
          return sink.accept(std::move(s));
        });
    if (!go_on) return;
  }
}

#define SETLOGIC_SUBSETS_INSTANCES(P, B)                                   \
  P template void find_naked_subsets<B>(const Grid<B>&, Technique, Sink&); \
  P template void find_hidden_subsets<B>(const Grid<B>&, Technique, Sink&);
// The family's search entry point (families.hpp).
template <int B>
void search_subsets(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits&) {
  if (t == Technique::hidden_pair || t == Technique::hidden_triple || t == Technique::hidden_quad)
    return find_hidden_subsets(ctx.grid(), t, sink);
  find_naked_subsets(ctx.grid(), t, sink);
}

SETLOGIC_EACH_BOX(SETLOGIC_SUBSETS_INSTANCES, extern)

}  // namespace setlogic
