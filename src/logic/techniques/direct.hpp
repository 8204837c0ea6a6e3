#pragma once
// Direct techniques: Sudoku Explainer's placements that an intersection or a hidden pair
// leaves at once, which it looks for before naked singles (and rates below them):
//
//   Direct Pointing     (1.7) a digit's places in a box all lie in one line; in another box
//                       the line crosses, one place of the digit is left outside the line:
//                       the digit goes there.
//   Direct Claiming     (1.9) the same with a line's places all in one box, and another line
//                       crossing that box.
//   Direct Hidden Pair  (2.0) two digits with their places (two or more each) in the same two
//                       cells of a house: a third digit with one place left in the house
//                       outside those cells goes there.
//   Direct Hidden Triple (2.5) the same with three digits in three cells (tried after the
//                       naked singles).
//
// Search, in Sudoku Explainer's order: intersections box then line as the locked house,
// digits, locked house, crossing house, the house of the placement; hidden pairs by boxes,
// columns, rows (houses of more than two open cells), pairs of digits (of two places or
// more; a partial set whose places pass its size is dropped), the first digit placed.
// Every step is reported; the first is Sudoku Explainer's.
//
// Proof: a verity over the placed digit's places in the house of the placement: each other
// place, assumed true, leads by singles to a contradiction (singles_refutation.hpp: the
// locked house, or the pair's house, left without a digit); in a hidden triple's cell, once
// that cell has lost its other digits, after one candidate of the house refuted by singles
// (the three digits left for two cells). The placement is its own branch.

#include "core/grid.hpp"
#include "logic/context.hpp"
#include "logic/limits.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

// The steps of one direct technique (direct_pointing .. direct_hidden_triple).
template <int B>
void find_direct(FinderContext<B>& ctx, Technique t, Sink& sink);

#define SETLOGIC_DIRECT_INSTANCES(P, B) P template void find_direct<B>(FinderContext<B>&, Technique, Sink&);
// The family's search entry point (families.hpp).
template <int B>
void search_direct(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits&) {
  find_direct(ctx, t, sink);
}

SETLOGIC_EACH_BOX(SETLOGIC_DIRECT_INSTANCES, extern)

}  // namespace setlogic
