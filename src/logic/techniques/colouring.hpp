#pragma once
// Colouring: the conjugate pairs of one digit (a house with two places for it) join its
// candidates into clusters; in each cluster the candidates fall into two colour classes
// (the two ends of every pair differ), and exactly one class is true. HoDoKu's rules:
//
//   Simple Colors Wrap  two candidates of one class see each other: that class is false,
//                       every candidate of it goes.
//   Simple Colors Trap  a candidate outside the cluster that sees both classes goes.
//   Multi Colors 2      a class of one cluster has candidates seeing both classes of
//                       another cluster: it is false (one of those two is true, and would
//                       see it), every candidate of it goes.
//   Multi Colors 1      a candidate of class a1 of one cluster sees one of class b1 of
//                       another: a1 and b1 are not both true, so a2 or b2 is, and every
//                       candidate seeing both a2 and b2 goes.
//
// Evidence: the clusters involved as colour classes. A trap or a Multi Colors 1 step gives
// one chain per elimination (the cluster paths between the candidates it sees, joined by
// the weak link of the two classes that see each other), lowered as every chain is. A wrap
// or a Multi Colors 2 step is a forcing step of two branches: the premise that one candidate
// u of the doomed class is true leads along the cluster paths to two true candidates in
// conflict; its negation makes every candidate of u's class false by singles and conflicts
// along the cluster. The forcing checker replays both.
//
// Search: per digit, one breadth-first colouring over its conjugate pairs from the finder
// context's link table, then each rule over every cluster (every ordered pair of clusters
// for Multi Colors). Complete for the rules; HoDoKu's order (wrap before trap, Multi Colors
// 2 before 1) is the catalogue's. A candidate of a cluster that a trap or Multi Colors 1
// would take but that lies on every chain proving it is left to the wrap that then applies.

#include "core/grid.hpp"
#include "logic/context.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

// The steps of one colouring technique (simple_colors_wrap .. multi_colors_1).
template <int B>
void find_colouring(FinderContext<B>& ctx, Technique t, Sink& sink);

#define SETLOGIC_COLOURING_INSTANCES(P, B) P template void find_colouring<B>(FinderContext<B>&, Technique, Sink&);
// The family's search entry point (families.hpp).
template <int B>
void search_colouring(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits&) {
  find_colouring(ctx, t, sink);
}

SETLOGIC_EACH_BOX(SETLOGIC_COLOURING_INSTANCES, extern)

}  // namespace setlogic
