#pragma once
// Extended colouring: X-Colors and 3D Medusa, beyond HoDoKu's set and off in the default
// ladder (profile "all", or --techniques +x_colors,+medusa_3d).
//
// Both colour a cluster in two classes, exactly one of them true, and then follow each
// class to its consequences:
//   X-Colors   one digit: the cluster of its conjugate pairs, as Simple Colors; a class,
//              once assumed true, also makes true every candidate left alone in a house by
//              what it makes false (the colour spreads by hidden singles of the digit),
//              over and over.
//   3D Medusa  every digit at once: the cluster of candidates joined by conjugate pairs
//              and by bivalue cells (the two candidates of a cell with two), coloured
//              across digits.
// Under each class assumed true, every candidate in conflict with a true one (same cell,
// or same digit in a house) is false. Then (Sudopedia's rules, and X-Colors' for one
// digit): a class whose world holds two true candidates in conflict, or empties a cell or
// a house of a digit, is false, and every candidate of it goes; else every candidate false
// in both worlds goes, and one true in both (X-Colors' spreading can reach a candidate
// from both sides) is placed.
//
// Each step is a forcing step of two branches: "u is true" and "u is false" for one
// candidate u of the cluster, each the world of one class written as the implications that
// derive it (singles and conflicts, in order), which the forcing checker replays. Evidence:
// the cluster as colour classes (on: u's class).
//
// Search: per cluster (per digit for X-Colors), the two worlds by propagation from u; one
// step per cluster with conclusions.

#include "core/grid.hpp"
#include "logic/context.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

// The steps of x_colors or medusa_3d.
template <int B>
void find_extended_colouring(FinderContext<B>& ctx, Technique t, Sink& sink);

#define SETLOGIC_EXTENDED_COLOURING_INSTANCES(P, B) \
  P template void find_extended_colouring<B>(FinderContext<B>&, Technique, Sink&);
// The family's search entry point (families.hpp).
template <int B>
void search_extended_colouring(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits&) {
  find_extended_colouring(ctx, t, sink);
}

SETLOGIC_EACH_BOX(SETLOGIC_EXTENDED_COLOURING_INSTANCES, extern)

}  // namespace setlogic
