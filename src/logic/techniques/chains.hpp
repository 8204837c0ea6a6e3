#pragma once
// Chains and loops: alternating inference chains over the inference graph of the finder
// context (chain_graph.hpp), HoDoKu's names and definitions.
//
// An AIC a = ... = b (strong first and last link) proves a or b. Each technique is a view
// of the graph and a reading of what the chain proves:
//   X-Chain        one digit, house links only; the digit goes from the cells seeing both
//                  ends.
//   XY-Chain       bivalue cells, strong in the cells and weak between them, ends of one
//                  digit; that digit goes from the cells seeing both ends.
//   Remote Pair    an XY-Chain of four or more cells of the same two digits: each cell has
//                  the other digit than the next, so both digits go from the cells seeing
//                  two chain cells an odd number of cells apart (three at least).
//   Nice loops and AICs, over every candidate (grouped: group nodes too, and ALS nodes as
//   an option, at least one of them in the chain):
//     Continuous Nice Loop     the chain's ends are weakly linked, closing a loop in which
//                              every link is strong and weak at once: each weak link's
//                              digit goes from the cells outside the loop seeing both its
//                              nodes, and a cell the loop enters and leaves by strong links
//                              loses its other digits.
//     AIC                      ends a and b in different cells, of one digit (that digit
//                              goes from the cells seeing both; two eliminations at least)
//                              or of two digits in cells that see each other (each end's
//                              cell loses the other end's digit; both must be candidates).
//     Discontinuous Nice Loop  a loop through a candidate z whose links at z break the
//                              alternation: z's two weak links (z sees both ends of an AIC
//                              that eliminates z alone) remove z; two strong links (the AIC
//                              runs from z back to z, so z is true) remove z's cell's other
//                              digits, which is how HoDoKu states that placement.
//
// Search. The ungrouped chains walk a graph of candidates alone, the grouped ones a graph
// with group (and ALS) nodes. A closure over the graph (ChainReach), once per position for
// the chains of candidates (the X- and XY-Chain views walk parts of that graph) and once
// for grouped chains, tells for every candidate z whether some chain may eliminate it: z's
// weak neighbours n1, nk with nk reachable true from n1 false, read from the one set of
// what "z true" reaches. Only for those is a chain built: breadth-first from "z true" to
// the first weak neighbour of z reached true at three links or more, the shortest chain
// (fewest links) that eliminates z, ties broken by node order; where that walk met a
// neighbour too early to use it, a walk from each neighbour on its own. The grouped walk
// ends only on paths that passed a group or ALS node, so that a shorter chain of
// candidates (found by the plain techniques) does not hide the grouped one. Its ends decide the technique and its
// eliminations, one step per chain. Steps with the same eliminations keep the shorter chain; the shortest step comes
// first. With ChainLimits::every (regression runs) the shortest chain from every candidate's "false" to every end it
// reaches is read too, as HoDoKu's all-steps search does. Remote Pairs are few and small: every simple path of equal
// bivalue cells is walked, as HoDoKu walks them. A chain that visits a candidate twice is walked again without it, a
// few times, and else dropped (it is a forcing chain, not an AIC); ChainLimits::max_length bounds the links (0: none).
//
// Evidence: the chain (nodes and links with their carriers), a continuous loop with its
// closing link. Certificates come from the shared chain lowering: strong links are bases,
// weak links covers; a chain from z back to z lowers with z as a fin.

#include "core/grid.hpp"
#include "logic/context.hpp"
#include "logic/limits.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

// The steps of one chain technique (x_chain .. grouped_aic, remote_pair).
template <int B>
void find_chains(FinderContext<B>& ctx, Technique t, Sink& sink, const ChainLimits& limits = {});

// A chain step's length in links, as HoDoKu counts it (the library line's `extra`): a
// loop's links but the one closing it, so a discontinuous loop through z counts one of its
// two links at z.
int chain_length(const Step& s);

#define SETLOGIC_CHAINS_INSTANCES(P, B) \
  P template void find_chains<B>(FinderContext<B>&, Technique, Sink&, const ChainLimits&);
// The family's search entry point (families.hpp).
template <int B>
void search_chains(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits& limits) {
  find_chains(ctx, t, sink, limits.chains);
}

SETLOGIC_EACH_BOX(SETLOGIC_CHAINS_INSTANCES, extern)

}  // namespace setlogic
