#pragma once
// Drawing a position, and optionally a step in it, as a standalone SVG document.
//
// The grid shows givens (black, bold), digits placed since (blue) and the candidates of
// every open cell in a small sub-grid. A step's evidence is drawn in the Okabe-Ito colours,
// which stay apart under the common colour blindnesses, and every role also differs in
// shape, so no colour has to be told alone:
//   base sets       sky-blue tint over their cells; their candidates ringed in blue
//   cover sets      orange hatching over their cells (where both meet, both show)
//   fins            reddish-purple disc; endo fins add a dashed black ring
//   cannibals       a thick vermilion ring (they are eliminated too)
//   eliminations    vermilion disc behind the digit, struck through
//   placements      bluish-green disc, white digit, green frame round the cell
//   chain nodes     a green ring; a group's candidates also a yellow tile
//   links           strong solid dark, weak dashed vermilion, between node centres; an
//                   open chain's links carry arrow heads along it, a loop's none
//   ALS             a dashed rounded frame inside each of its cells, a colour per set
//   colour classes  per cluster, one class as discs and the other as squares (yellow and
//                   sky for the first cluster, purple and green for the second)
//   deadly pattern  a dotted purple frame and tint over its cells; its guardians (the
//                   candidates outside its digits) an orange square
//   premises        a double black ring (forcing branches, Kraken fish)
//   implications    of one branch drawn alone: a thick green ring what it makes true, a
//                   dashed vermilion ring what it makes false
// A legend lists the roles the step uses, in rows that fit the width, and a caption gives the step in the one-line
// notation. Works for every grid size (cells shrink as the grid grows).

#include <string>

#include "core/puzzle.hpp"
#include "io/alphabet.hpp"
#include "logic/step.hpp"

namespace setlogic {

// The SVG of `position` with `step` drawn in it (nullptr: the grid alone). Every candidate
// the step names must belong to the position's grid size. A `branch` of the step's forcing
// branches (0-based) is drawn alone, with its implications, and named in the caption; -1 (or
// a step without that branch) draws every premise and no implication.
std::string render_svg(const Puzzle& position, const Alphabet& a, const Step* step, int branch = -1);

}  // namespace setlogic
