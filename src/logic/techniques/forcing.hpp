#pragma once
// Forcing chains and nets: assume a candidate true (or false), follow what it implies, and
// conclude from where that leads. HoDoKu's four kinds (its TablingSolver):
//
//   Forcing Chain/Net Contradiction  the assumption leads to a contradiction (two true
//              candidates in one cell or of one digit in one house, or a cell or a house
//              left without any place for a digit): it is false. An assumed truth goes; an
//              assumed falsity is placed.
//   Forcing Chain/Net Verity  every candidate of a cell, or every place of a digit in a
//              house, assumed true in turn, or one candidate assumed true and then false,
//              leads to the same truth or falsity: it holds.
//
// What an assumption implies comes from the rules the forcing checker replays: a
// true candidate makes every candidate it conflicts with false (same cell, or same digit in
// a house), and a constraint (a cell, or a digit in a house) left with one candidate makes it
// true. A chain uses the second rule only where the constraint had two candidates in the
// position (a bivalue cell, a conjugate pair: the strong links of the chains), so every
// inference has one predecessor; a net uses it wherever a constraint is down to one, and a
// third rule, HoDoKu's group nodes: when a digit's places left in a house all lie in one
// other house, its other places there are false.
// Propagation runs to its end (HoDoKu bounds its nets by a look-ahead; this finds every net
// it finds and more).
//
//   Nested Forcing Net Contradiction  a net with a fourth rule, tried when the first three
//              give nothing more: a candidate still open, assumed true from what the net
//              knows at that point, that leads a net of its own to a contradiction is false
//              (Sudoku Explainer's nested forcing chains, one level deep). The assumption that
//              leads to a contradiction this way is false, as in the net contradiction. Each
//              such falsity carries its refutation, a branch the checker replays from what
//              the outer branch holds at that point; the premises stay single assumptions.
//              The inner nets run over every open candidate, round after round until a round
//              refutes none, so the tier costs a net per open candidate per assumption: it
//              comes last before the guess and decides the hardest puzzles by logic. Its
//              refuting nets are counted per position and bounded (ForcingLimits).
//
// Search: per position, one propagation for every candidate true and for every candidate
// false, kept in the finder context's implication table of the kind (implications.hpp), so
// that the contradiction and verity finders (and the Kraken fish) follow each assumption
// once; verity intersects the consequences as bitsets per cell, per house and digit, and
// per candidate. Each step carries its branches: the premise and, in the
// order they were derived, the implications that lead to its conclusion or contradiction,
// cut down to what they need (the ancestors of the conclusion), which the forcing checker
// replays (certificate.hpp). One step per conclusion set; the search stops when the sink
// asks or the budget is spent.

#include "core/grid.hpp"
#include "logic/context.hpp"
#include "logic/limits.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

// The steps of one forcing technique (forcing_chain_contradiction .. nested_forcing_net_contradiction).
template <int B>
void find_forcing(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits& limits = {});

#define SETLOGIC_FORCING_INSTANCES(P, B) \
  P template void find_forcing<B>(FinderContext<B>&, Technique, Sink&, const SearchLimits&);
// The family's search entry point (families.hpp).
template <int B>
void search_forcing(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits& limits) {
  find_forcing(ctx, t, sink, limits);
}

SETLOGIC_EACH_BOX(SETLOGIC_FORCING_INSTANCES, extern)

}  // namespace setlogic
