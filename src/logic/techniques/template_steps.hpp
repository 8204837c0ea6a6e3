#pragma once
// Template Set and Template Delete (HoDoKu 1201, 1202), from the placement templates of one
// digit (templates.hpp): every placement of the digit, one per row, column and box, that
// its candidates and placed cells allow. The solution's placement of the digit is one of
// them, so an open cell in every template holds the digit (Template Set) and a candidate in
// none does not (Template Delete).
//
// HoDoKu's refinement: a template through a cell that every template of another digit
// holds is no placement; such templates go until none is left (templates.hpp). The walk is
// the fish engine's; the finder context keeps the table for the position. A step keeps its
// digit's number of templates (after refining) as its proof; the checker counts them again
// on its own, with the same refinement, and checks each conclusion against them
// (certificate.hpp).
//
// When the walk of any digit exceeds its node budget (TemplateTable::kBudget: most 25x25
// positions, many 16x16 ones) nothing is concluded, so that the count does not depend on
// the budget.

#include "core/grid.hpp"
#include "logic/context.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

// One step per digit with a conclusion, digits in order.
template <int B>
void find_templates(FinderContext<B>& ctx, Technique t, Sink& sink);

#define SETLOGIC_TEMPLATE_INSTANCES(P, B) P template void find_templates<B>(FinderContext<B>&, Technique, Sink&);
// The family's search entry point (families.hpp).
template <int B>
void search_templates(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits&) {
  find_templates(ctx, t, sink);
}

SETLOGIC_EACH_BOX(SETLOGIC_TEMPLATE_INSTANCES, extern)

}  // namespace setlogic
