#pragma once
// Aligned exclusion: Aligned Pair Exclusion and Aligned Triple Exclusion (HoDoKu's library
// codes 1000 and 1001; HoDoKu names them but has no finder, so the definition is Sudoku
// Explainer's, widened to almost locked sets as the forum's "APE with ALS" does).
//
// Take k open cells, the base (two for a pair, three for a triple), and give each one of its
// candidates: a combination. No solution holds a combination in which
//   - two base cells that see each other hold the same digit, or
//   - an almost locked set outside the base loses two digits: a digit of the set dies when a
//     base cell holding it sees all the set's places of it, and n cells of one house left
//     with n - 1 digits cannot be filled. A bivalue cell (n = 1) is Sudoku Explainer's
//     excluder cell, dead when the combination holds both its digits.
// A candidate of a base cell that no possible combination holds is false. The base cells need
// not share a house: whatever links them, the counting is the same.
//
// Search. For every open cell c and every set of the finder context's ALS table (the ALS
// techniques' own, AlsLimits::cells) that does not hold c, the digits c can kill in it: those
// of whose seers c is one.
// A set matters to a base when two of its digits can die by two different base cells; for
// each pair of cells those sets are listed once, and a triple takes the lists of its three
// pairs. Bases with no such set are skipped: with only the same-digit rule, a candidate goes
// only when a single would place its digit. For the others every combination is tried
// against the rule and the sets (at most N^3 of them, most far fewer). Each elimination set
// is reported once, with the base and sets of its first finding of fewest sets; steps come
// most eliminations first.
//
// Evidence: the base cells (`cells`) and, as `als`, one set for each excluded combination
// that holds an eliminated candidate and that the same-digit rule does not exclude. There is
// no base/cover certificate: the checker of this kind (check::aligned) enumerates the
// combinations itself and tries each against those sets.

#include "core/grid.hpp"
#include "logic/context.hpp"
#include "logic/limits.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

// The steps of aligned_pair_exclusion or aligned_triple_exclusion, excluders of at most
// `limits.cells` cells, until the budget is spent (the search is then unfinished).
template <int B>
void find_aligned_exclusion(FinderContext<B>& ctx, Technique t, Sink& sink, const AlsLimits& limits = {},
                            const Budget& budget = {});

#define SETLOGIC_ALIGNED_EXCLUSION_INSTANCES(P, B) \
  P template void find_aligned_exclusion<B>(FinderContext<B>&, Technique, Sink&, const AlsLimits&, const Budget&);
// The family's search entry point (families.hpp).
template <int B>
void search_aligned_exclusion(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits& limits) {
  find_aligned_exclusion(ctx, t, sink, limits.als, limits.budget);
}

SETLOGIC_EACH_BOX(SETLOGIC_ALIGNED_EXCLUSION_INSTANCES, extern)

}  // namespace setlogic
