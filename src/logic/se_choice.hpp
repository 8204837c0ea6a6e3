#pragma once
// Sudoku Explainer's difficulty of a step, and its choice among simultaneous steps
// (StepChoice::se), per Sukaku Explainer 1.18.1 with its default settings.
//
// Sudoku Explainer rates a step by the rule that made it (a hidden single in a box 1.2, in
// a line 1.5; a naked single 2.3; pointing 2.6; an X-Wing 3.2; ...; a forcing chain 7.0; a
// cell or region forcing chain 8.0; a dynamic forcing chain 8.5; nested chains 9.5 and up).
// Chains, cycles and forcing chains add to their base 0.1 for every rung of a length
// ladder: a chain of up to 4 implications beyond its two ends adds nothing, then the
// ceiling grows to 6, 8, 12, 16, 24, 32, ... (by 3/2 and 4/3 in turn).
//
// At each position it takes the first rule, in its order, that has a step, and of that
// rule's steps the easiest (for chains: the shortest of the simplest kind). The `se`
// profile holds the techniques it has, in its order (catalogue.cpp); with StepChoice::se
// the solver collects every step of the searches that Sudoku Explainer makes as one (the
// hidden singles; the chains and cycles; the uniqueness tests; the larger wings) and takes
// the one of least difficulty here, the first of them on a tie. Its own chaining rules
// (dynamic_chains.hpp) give their steps in its order, each with the size it counts.
//
// Where a technique of ours has no rule of its own in Sudoku Explainer, it is rated as the
// rule Sudoku Explainer would use for the same deduction (docs/rating.md). Our chains' and
// other forcing steps' lengths are read from our proofs: their nodes, or their branches'
// implications replayed on the position, stand for the ancestors Sudoku Explainer counts;
// the two can differ, and so the length increment by a tenth or two.
//
// Difficulties are in tenths (8.3 is 83) so that they compare exactly.

#include <cstdint>
#include <span>

#include "logic/step.hpp"

namespace setlogic {

inline constexpr int kSeBeyond = 200;  // a guess: "beyond the solver", ER 20.0

// The step's difficulty in tenths; `side` is the grid's side (9 on 9x9). With `masks`, the
// candidates (bit d: digit d) of every cell of the position the step starts from, a forcing
// step's length is replayed on them as Sudoku Explainer counts it; without, it is estimated
// from the proof alone.
int se_difficulty(const Step& s, int side, std::span<const std::uint32_t> masks = {});
// Whether se_difficulty reads `masks` for this step (for the others they may be left out).
bool se_reads_candidates(const Step& s);
// The length increment, in tenths, of a chain whose proof counts `complexity` nodes.
int se_length_increment(int complexity);

// Whether the solver takes the steps of techniques a and b from one collected search under
// StepChoice::se (a and b next to each other in the ladder).
bool same_se_search(Technique a, Technique b);
// Whether Sudoku Explainer chooses among the steps of t by difficulty.
bool se_chooses(Technique t);

}  // namespace setlogic
