#pragma once
// General logic: base and cover sets over all 4N² constraints (Allan Barker's set logic).
//
// Definitions (../shared/spec/fish-and-setlogic.md §1.3, §4). Every constraint — a cell
// (one digit), or a digit in a row, column or box (one cell) — holds exactly one true
// candidate. A base set is n constraints with pairwise disjoint candidates: n truths. A
// cover set is m other constraints holding every base candidate; each holds at most one
// truth. The rank is R = m - n. With c(x) the covers holding x:
//   x outside the base with c(x) >= R + 1 is false (were it true, the covers holding it
//     would have no room left for enough base truths);
//   x inside the base with c(x) >= R + 2 is false (as a truth it would use c(x) covers).
// Rank 0 is every cover candidate outside the base; a fish is rank-0 logic over one digit,
// a finned fish rank 1 once the fins' box is a cover. General logic only eliminates.
//
// Search, per size n = 1..max_size, smallest first:
//   - Base sets are grown connected: two constraints are neighbours when a candidate of
//     one and a candidate of the other share a constraint. A base set that falls into
//     unconnected parts has covers that fall apart too (a cover meets one part only), so
//     each of its eliminations comes from one part alone, a smaller logic found at its own
//     size. Connected sets are enumerated once each (Wernicke's ESU: grow from the lowest
//     member by neighbours above it, each new one brought in by the first member that
//     reaches it). A constraint with one candidate is a single, not a base; a set whose
//     members share a candidate is dropped with every set grown from it.
//   - Targets. Outside the base, x is eliminated only when c(x) >= R + 1 = m - n + 1,
//     that is when at most n - 1 covers miss it; inside, at most n - 2 (its room). The
//     base candidates x does not see (with which it shares no constraint but a base) are
//     covered only by covers missing x, so a greedy set of them pairwise sharing no
//     possible cover (each needs a cover of its own) must fit in x's room, whatever the
//     rank. Only candidates of constraints holding a base candidate can be targets (a
//     cover holds one). A greedy independent set of size L over the whole base finds
//     them fast: x sees at most one of its members through each constraint and must see
//     at least L - room of them, so once L >= n, as it nearly always is, only candidates
//     next to its members need looking at. Bases that join later keep that set
//     independent and seen by the same candidates, and leave unseen what x does not see:
//     so once a partial base set has L >= n, the targets that fit it are all that the
//     sets grown from it can have, and when there are none it is dropped with all of
//     them.
//   - Covers by branching: the uncovered base candidate with fewest possible covers is
//     covered by each of them in turn, each banned once tried, so each cover set is
//     reached once. A cover added once every base candidate is covered only raises the
//     rank by one and some counts by at most one, so it never adds an elimination: the
//     sets reached this way are all that matter. A branch ends when the uncovered
//     candidates hold more than the covers left (m <= n + max_rank) can take (the greedy
//     independent set again), when no target has room left, or once m >= n and no
//     candidate has a surplus (covers holding it, less one for a base candidate) above
//     the rank m - n: every further cover raises the rank by one and a surplus by at most
//     one, and a candidate in no cover yet ends with surplus at most n - m <= 0.
//   - Only minimal cover sets are evaluated: one with a cover whose base candidates the
//     others hold too eliminates no more than the set without it, at a lower rank. Each
//     elimination set is reported once, with its smallest certificate: by size, then
//     rank, then base and cover sets in constraint order, so what is reported does not
//     depend on the order of the search.
// The search is complete within max_size and max_rank; nothing else is cut. With
// cells_only, only cells are bases (the covers are then digits in houses): the same search
// over fewer base sets.

#include "core/grid.hpp"
#include "logic/limits.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

namespace detail {

// The search with masks over at most MaskBits base candidates (set_logic.cpp); exposed so
// that tests can hold two mask widths against each other.
template <int B, int MaskBits>
void find_set_logic_within(const Grid<B>& g, Sink& sink, SetLogicLimits limits, Budget budget, int threads);

}  // namespace detail

// Every general-logic step within the limits, smallest first (see the essay above).
template <int B>
void find_set_logic(const Grid<B>& g, Sink& sink, SetLogicLimits limits = {}, Budget budget = {}, int threads = 1);

#define SETLOGIC_SET_LOGIC_INSTANCES(P, B) \
  P template void find_set_logic<B>(const Grid<B>&, Sink&, SetLogicLimits, Budget, int);
// The family's search entry point (families.hpp).
template <int B>
void search_set_logic(FinderContext<B>& ctx, Technique, Sink& sink, const SearchLimits& limits) {
  find_set_logic(ctx.grid(), sink, limits.set_logic, limits.budget, limits.threads);
}

SETLOGIC_EACH_BOX(SETLOGIC_SET_LOGIC_INSTANCES, extern)

}  // namespace setlogic
