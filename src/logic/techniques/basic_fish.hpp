#pragma once
// Basic fish: X-Wing (size 2) to Leviathan (size 7), rows against columns.
//
// For a digit d, k base lines of one orientation whose places of d all lie in k cover
// lines of the other orientation: the k truths of the base fill the k covers, so d goes
// from the cover lines outside the base. Base: the k line-digits; cover: the k cross
// line-digits (a rank-0 certificate).
//
// Search: per digit and orientation, a depth-first walk over the lines that hold d in 1..k
// places, cut when the union of their cross positions exceeds k. By the complement rule a
// size-k fish in one orientation is the size U-k fish of the other orientation with the
// same eliminations (U = lines still missing d), so sizes with 2k > U are not searched:
// the smaller complementary fish is found instead. Finned, sashimi, Franken and Mutant fish
// are another search (fish.hpp).

#include <array>

#include "core/grid.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/combinations.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

template <int B>
void find_basic_fish(const Grid<B>& g, Technique t, Sink& sink) {
  using G = Geometry<B>;
  using Positions = BitSet<int, G::size>;  // indices along a line
  const int k = info(t).size;
  if (2 * k > G::size) return;  // no grid has that many lines to spare: the complement is smaller
  for (int d = 0; d < G::size; ++d) {
    const Digit digit(d);
    // across[0][r]: the columns of row r holding d; across[1][c]: the rows of column c.
    std::array<std::array<Positions, G::size>, 2> across{};
    for (Cell c : g.cells_with(digit)) {
      across[0][G::row(c)].set(G::column(c));
      across[1][G::column(c)].set(G::row(c));
    }
    for (int orient = 0; orient < 2; ++orient) {
      // Line i of this orientation is house base0 + i; its cross lines are cross0 + j.
      const int base0 = orient == 0 ? 0 : G::size;
      const int cross0 = orient == 0 ? G::size : 0;
      std::array<int, G::size> lines;
      std::array<Positions, G::size> places;
      int count = 0;
      int unsolved = 0;
      for (int i = 0; i < G::size; ++i) {
        int n = across[orient][i].count();
        if (n == 0) continue;
        ++unsolved;
        if (n > k) continue;
        lines[count] = i;
        places[count++] = across[orient][i];
      }
      if (2 * k > unsolved || count < k) continue;
      bool go_on = detail::combinations<Positions>(
          count, k, [&](int i) { return places[i]; },
          [&](std::span<const int> chosen, Positions cover) {
            typename G::CellSet base_cells;
            for (int i : chosen) base_cells |= G::house_mask[base0 + lines[i]];
            Step s{.technique = t, .digits = {digit}};
            for (int j : cover)
              for (Cell c : (G::house_mask[cross0 + j] & g.cells_with(digit)) - base_cells)
                s.eliminations.push_back({c, digit});
            if (s.eliminations.empty()) return true;
            for (int i : chosen) s.base.push_back(Constraint::of_house(House(base0 + lines[i]), digit, G::size));
            for (int j : cover) s.cover.push_back(Constraint::of_house(House(cross0 + j), digit, G::size));
            return sink.accept(std::move(s));
          });
      if (!go_on) return;
    }
  }
}

#define SETLOGIC_BASIC_FISH_INSTANCES(P, B) P template void find_basic_fish<B>(const Grid<B>&, Technique, Sink&);
// The family's search entry point (families.hpp).
template <int B>
void search_basic_fish(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits&) {
  find_basic_fish(ctx.grid(), t, sink);
}

SETLOGIC_EACH_BOX(SETLOGIC_BASIC_FISH_INSTANCES, extern)

}  // namespace setlogic
