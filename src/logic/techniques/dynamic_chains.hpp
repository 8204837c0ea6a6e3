#pragma once
// Dynamic forcing chains: Sudoku Explainer's chaining rules beyond its chains and cycles,
// found and measured as it finds and measures them, so that its rating (ER, EP, ED) can be
// read off our path. Each rule assumes a candidate true ("on") or false ("off") and follows
// what that implies:
//
//   on => off  the candidate's cell loses its other digits (not in a Nishio chain), and its
//              digit goes from the other cells of its box, row and column;
//   off => on  a cell left with one other digit, or a house left with one other place for
//              the digit, sets it.
// A static chain reads "left with one" on the position itself (a bivalue cell, a conjugate
// pair); a dynamic chain removes each falsity from its own copy of the candidates as it
// goes, so "left with one" counts what the chain has removed, and those falsities become
// parents of the truth ("hidden parents"). Each implication keeps the parents that first
// gave it; the queue takes every pending truth before the next falsity.
//
//   nishio_forcing_chain        (7.5) dynamic, one digit only: a candidate on or off whose
//                               chain reaches a candidate both on and off is the opposite.
//   multiple_forcing_chain      (8.0) static: every candidate of a cell (of three or more),
//                               or every place of a digit in a house, leads to the same
//                               truth or falsity.
//   dynamic_forcing_chain       (8.5) dynamic, both kinds of link: contradictions, a
//                               candidate's on and off leading to the same conclusion
//                               ("double", cells of three or more), and the cell and
//                               house rules.
//   dynamic_forcing_chain_plus  (9.0) the same, and when a chain has nothing left to follow,
//                               the eliminations of pointing and claiming, hidden and naked
//                               pairs and X-Wings on the chain's copy of the candidates join
//                               it as falsities whose parents are the chain's falsities the
//                               pattern needed.
//   nested_forcing_chain        (9.5) dynamic+, and then the eliminations of Sudoku
//                               Explainer's forcing chains and cycles (X-, Y- and XY-
//                               cycles and forcing chains, static) on the chain's candidates.
//   nested_multiple_forcing_chain  (10.0) and then its multiple forcing chains (static).
//   nested_dynamic_forcing_chain   (10.5) dynamic+ with its dynamic forcing chains instead;
//   nested_dynamic_forcing_chain_plus, _nested  (10.5) with its dynamic forcing chains (+),
//                               or its nested forcing chains (9.5), instead.
// A nested rule's hints join the chain in the rule's order (the easiest first): the
// eliminations of each hint that needs a candidate the chain removed (Sudoku Explainer's
// "rule parents": the removals that made a truth of the hint's chains the last of its cell
// or house), with those removals as parents; a hint that holds without the chain is left
// out, and the first rule with such hints ends the round.
// A step's size is Sudoku Explainer's: per chain, the conclusion's ancestors (itself
// included), summed over the branches; a contradiction counts the ancestors of the candidate
// both on and off twice, once per side; and the sizes of the nested hints among those
// ancestors, a hint counted once however many of them it gave. Its difficulty adds to the rule's base 0.1 for each
// rung of the length ladder (se_choice.hpp) its size passes. Of every step a rule finds at a
// position, the one that Sudoku Explainer would give comes first: the easiest, then the
// smallest, then by kind (double, cell, house, contradiction), then by the order of the
// search (cells in order, digits in order).
//
// Search: one chain per candidate on and per candidate off, shared by the cells and houses
// that take it. The search skips what can give no step, where it can tell beforehand,
// which changes no step: a Nishio chain is followed only where the closure of its digit's
// places shows it meets a contradiction (its only steps); the patterns are sought only in
// the houses and cells the chain removed candidates from (elsewhere they hold without the
// chain, and are not taken in); a nested search's forcing chains and cycles start only
// from candidates that can reach a link the chain made, a cycle walks only such
// candidates, and a forcing chain stops at its first find; a nested search's multiple
// forcing chains follow a cell's or a house's premises only where one of them can reach a
// truth in a cell or house the chain removed candidates from, or they start from one.
//
// Proof: each step carries its branches cut down to the ancestors of the conclusion, in the
// order found, which the forcing checker replays; a falsity from a pattern or a nested rule
// carries a refutation: assumed true, it leads by singles to a contradiction from what the
// branch holds (a pattern's eliminations are exactly those, and a nested chain's of single
// implications or contradiction), or, for a nested hint whose branches each reach what it
// contradicts, the hint's cases are refuted by singles in turn (each candidate of its cell
// or house but the last, which is then true; its premise true, which is then false) and
// singles go on to a contradiction. A step whose refutation is not found so is not given.

#include "core/grid.hpp"
#include "logic/context.hpp"
#include "logic/limits.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

// The steps of one dynamic chaining technique, Sudoku Explainer's choice first.
// A nested level runs a whole search of its nested rule each time a chain runs dry: at most
// `nested_chains` of them per position (ForcingLimits), past which it gives nothing there.
template <int B>
void find_dynamic_chains(FinderContext<B>& ctx, Technique t, Sink& sink, const Budget& budget = {},
                         int nested_chains = ForcingLimits{}.nested_chains);

#define SETLOGIC_DYNAMIC_CHAINS_INSTANCES(P, B) \
  P template void find_dynamic_chains<B>(FinderContext<B>&, Technique, Sink&, const Budget&, int);
// The family's search entry point (families.hpp).
template <int B>
void search_dynamic_chains(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits& limits) {
  find_dynamic_chains(ctx, t, sink, limits.budget, limits.forcing.nested_chains);
}

SETLOGIC_EACH_BOX(SETLOGIC_DYNAMIC_CHAINS_INSTANCES, extern)

}  // namespace setlogic
