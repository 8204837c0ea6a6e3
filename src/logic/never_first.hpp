#pragma once
// Techniques a ladder never takes: where one of them has a step, techniques that stand
// before it in the ladder always have one too, so no solve path holds it and no puzzle can
// be made that needs it. Each case rests on a proof (docs/generate.md, "Never first"); the
// last two also on a check at the positions of real solve paths
// (tests/unit/never_first_test.cpp):
//   - a basic fish of five lines or more, finned, sashimi or neither, on 9x9: its
//     complementary fish of at most four lines has the same fins and eliminations (a hidden
//     single or locked candidates for one line);
//   - the dual 2-String Kite and dual Empty Rectangle: each half is a step of the single
//     form;
//   - a Franken or Mutant X-Wing without fins: a grouped continuous nice loop through its
//     four base/cover meetings, or a single or locked candidates when one is empty;
//   - a Forcing Chain Verity: every conclusion is a Forcing Chain Contradiction's, a chain's
//     rules being their own contrapositives.
// A ladder that picks the easiest step of all (StepChoice::se) has no such order, and a
// bound on chain length may cut the loops: nothing is claimed for either.

#include <string>
#include <vector>

#include "logic/catalogue.hpp"
#include "logic/limits.hpp"

namespace setlogic {

// Why `ladder` never takes a step of `t` on grids of box size `box` with `limits`, "" when
// that is not known.
std::string never_first(const TechniqueSet& ladder, Technique t, int box, const SearchLimits& limits);

// The ladder's techniques in its order, less those it never takes: the solve loop searches
// only these, with the same steps.
std::vector<Technique> searched_order(const TechniqueSet& ladder, int box, const SearchLimits& limits);

}  // namespace setlogic
