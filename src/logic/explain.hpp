#pragma once
// Why each implication of a forcing step holds: its rule, the constraint the rule used and
// the earlier facts it follows from (step.hpp's Implication), and where each contradiction
// shows (ForcingEnd).
//
// The finders record what a branch derives, in order, but not from what: their propagation
// works on bitsets a round at a time, and keeping a reason per fact there would cost every
// search for the sake of the few steps shown. So the reasons are found afterwards, for the
// steps a search returns, by replaying each branch over the position: an implication takes
// the first rule that gives it, in the order conflict, group (falsities) and single
// (truths), and the earliest causes that make the rule hold (the truth it conflicts with
// that was derived first; the constraint whose last other candidate went first), so that
// the explanation is as shallow as the branch allows. A refuted falsity cites the facts of
// the outer branch its nested branch uses. An implication no rule gives keeps
// Rule::premise, which the checker refuses.

#include "core/puzzle.hpp"
#include "logic/step.hpp"

namespace setlogic {

// Explains every branch of `step` (and of its parts) over `position`, the position the
// step was found in.
void explain_forcing(Step& step, const Puzzle& position);

}  // namespace setlogic
