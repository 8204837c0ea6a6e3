#pragma once
// Singles: the placements.
//
//   Full house     a house with one unsolved cell left: that cell takes the missing digit.
//   Naked single   a cell with one candidate left.
//   Hidden single  a digit with one place left in a house.
//
// Each step places one digit and is certified by one base constraint holding exactly that
// candidate: the cell for full house and naked single, the digit in the house for a hidden
// single. A cell that is a single in several houses is reported once, for the first house
// in house order (rows, then columns, then boxes).

#include "core/grid.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

template <int B>
void find_full_house(const Grid<B>& g, Sink& sink) {
  using G = Geometry<B>;
  typename G::CellSet seen;
  for (int h = 0; h < G::houses; ++h) {
    auto open = G::house_mask[h] & g.unsolved();
    if (!open.single()) continue;
    Cell c = open.first();
    if (seen.test(c) || !g.candidates(c).single()) continue;
    seen.set(c);
    Digit d = g.candidates(c).first();
    Step s{.technique = Technique::full_house, .digits = {d}, .placements = {{c, d}}, .houses = {House(h)}};
    s.base = {Constraint::of_cell(c)};
    if (!sink.accept(std::move(s))) return;
  }
}

template <int B>
void find_naked_singles(const Grid<B>& g, Sink& sink) {
  for (Cell c : g.unsolved()) {
    if (!g.candidates(c).single()) continue;
    Digit d = g.candidates(c).first();
    Step s{.technique = Technique::naked_single, .digits = {d}, .placements = {{c, d}}};
    s.base = {Constraint::of_cell(c)};
    if (!sink.accept(std::move(s))) return;
  }
}

template <int B>
void find_hidden_singles(const Grid<B>& g, Sink& sink) {
  using G = Geometry<B>;
  for (int d = 0; d < G::size; ++d) {
    typename G::CellSet seen;
    for (int h = 0; h < G::houses; ++h) {
      if (g.count(House(h), Digit(d)) != 1) continue;
      Cell c = (G::house_mask[h] & g.cells_with(Digit(d))).first();
      if (seen.test(c)) continue;
      seen.set(c);
      Step s{.technique = Technique::hidden_single,
             .digits = {Digit(d)},
             .placements = {{c, Digit(d)}},
             .houses = {House(h)}};
      s.base = {Constraint::of_house(House(h), Digit(d), G::size)};
      if (!sink.accept(std::move(s))) return;
    }
  }
}

#define SETLOGIC_SINGLES_INSTANCES(P, B)                        \
  P template void find_full_house<B>(const Grid<B>&, Sink&);    \
  P template void find_naked_singles<B>(const Grid<B>&, Sink&); \
  P template void find_hidden_singles<B>(const Grid<B>&, Sink&);
// The family's search entry point (families.hpp).
template <int B>
void search_singles(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits&) {
  switch (t) {
    case Technique::full_house:
      return find_full_house(ctx.grid(), sink);
    case Technique::naked_single:
      return find_naked_singles(ctx.grid(), sink);
    default:
      return find_hidden_singles(ctx.grid(), sink);
  }
}

SETLOGIC_EACH_BOX(SETLOGIC_SINGLES_INSTANCES, extern)

}  // namespace setlogic
