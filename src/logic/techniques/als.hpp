#pragma once
// Almost locked sets: HoDoKu's ALS techniques over the ALS table of the finder context
// (als_table.hpp: the sets, where each digit of a set is seen, the restricted commons).
//
// An ALS A (n cells, n + 1 digits) that loses one digit is locked on the others. So when x is
// a restricted common of A and B, one of them lacks x and holds all its other digits:
//   ALS-XZ         A and B with restricted common x: a digit z of both (z != x) is in A or
//                  in B, so z goes from the candidates seeing all of z in both. Doubly
//                  linked (two commons x1, x2): neither set can lack both, so each is locked
//                  on its digits but x1 and x2, which go from every cell seeing all their
//                  places outside the other set, and x1 and x2 go from the cells seeing all
//                  of their places in both.
//   ALS-XY-Wing    a pivot set C with commons x to A and y to B (x != y): A lacks x or B
//                  lacks y, so a digit z of A and B other than every common of the two pairs
//                  is in A or in B, and goes from the candidates seeing all of z in both (in
//                  C too). A and B share no cell and neither contains the other.
//   ALS-XY-Chain   sets A1 .. Ak (k >= 4) with commons x1 .. x(k-1) between neighbours, each
//                  differing from the one before: if z is not in A1, A1 holds x1, A2 lacks it
//                  and holds x2, ..., Ak holds z. A digit z of A1 and Ak (not x1 nor the last
//                  common) goes from the candidates seeing all of z in both. A doubly linked
//                  pair carries both commons unless the one before used one of them; the next
//                  then may not use the smaller (HoDoKu's rule).
//   Death Blossom  a stem cell whose every candidate d has a petal: a set holding d whose
//                  places of d all see the stem. Whatever the stem holds, its petal lacks it
//                  and holds its other digits, so a digit z of every petal (not a stem digit)
//                  goes from the candidates seeing all of z in every petal (not the stem).
// The sets of a step share no cell (AlsLimits::overlap lifts that where HoDoKu's option
// does: between the wing's A and B, along a chain, and between petals).
//
// Search: ALS-XZ over the table's commons; the wing over pairs of commons at each pivot; the
// chain depth first from every set and first common, the sets pairwise disjoint, up to
// AlsLimits::max_chain commons, a state (set, commons carried, chain length up to four)
// entered once per start; the blossom over each stem's petals digit by digit, cut when no
// digit is left that every petal so far holds and something sees. One step per elimination
// set, the one with fewest sets and cells kept; steps come most eliminations first, as
// HoDoKu sorts them.
//
// Evidence: the sets, the restricted commons (the stem's as set -1), the eliminated digits;
// XZ, wing and chain carry the chain of ALS links they amount to (z in the first set = its
// commons through the sets = z in the last; the doubly linked XZ a loop), lowered as every
// chain is; the blossom lowers by its stem and petals (certificate.hpp).

#include "core/grid.hpp"
#include "logic/context.hpp"
#include "logic/limits.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

// The steps of one ALS technique (als_xz .. death_blossom), until the budget is spent (the
// search is then unfinished).
template <int B>
void find_als(FinderContext<B>& ctx, Technique t, Sink& sink, const AlsLimits& limits = {}, const Budget& budget = {});

#define SETLOGIC_ALS_INSTANCES(P, B) \
  P template void find_als<B>(FinderContext<B>&, Technique, Sink&, const AlsLimits&, const Budget&);
// The family's search entry point (families.hpp).
template <int B>
void search_als(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits& limits) {
  find_als(ctx, t, sink, limits.als, limits.budget);
}

SETLOGIC_EACH_BOX(SETLOGIC_ALS_INSTANCES, extern)

}  // namespace setlogic
