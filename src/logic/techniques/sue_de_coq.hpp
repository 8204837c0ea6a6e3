#pragma once
// Sue de Coq, as HoDoKu defines it with its extensions.
//
// C: two or three open cells where a line meets a box, holding V_C, at least |C| + 2 digits.
// L: open cells of the line outside C, holding V_L, with E_L = V_L \ V_C its extra digits,
// some digit of V_C among them, and 0 < |L| - |E_L| < |V_C| - |C|. B: open cells of the box
// outside C and L holding V_B, none of them a digit of V_L ∩ V_C, some digit of V_C among
// them, and |B| - |E_B| = |V_C| - |C| - (|L| - |E_L|). Then C, L and B have as many cells as
// their digits can fill: each digit of V_C once, an extra digit once, or twice if both L and
// B hold it (once in the line, once in the box). So every one of them is placed in the sets:
// the line outside C and L loses V_C ∪ V_L but V_B's own digits, and the extras both hold; the
// box outside C and B loses V_C ∪ V_B but V_L's, and those shared extras.
//
// Search: every line and box, every two or three of their common open cells, every set of
// the line's other open cells that can still satisfy the count (a set with more extras than
// it can outgrow is cut), every set of the box's open cells drawing only on the digits
// allowed there. Every step is reported; steps with the same eliminations are kept once.
// Above 9x9, C may hold at most four digits more than cells and L and B at most six cells
// each, and a budget bounds the walk.
//
// Evidence: C's cells (`cells`), the three sets as C, L, B (`als`), the eliminated digits.
// It lowers by the sets' cells as bases, a house per digit (two for a shared extra) as covers
// (certificate.hpp): rank 0.

#include "core/grid.hpp"
#include "logic/context.hpp"
#include "logic/limits.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

// Every Sue de Coq, until the budget is spent (the search is then unfinished).
template <int B>
void find_sue_de_coq(FinderContext<B>& ctx, Sink& sink, const Budget& budget = {});

#define SETLOGIC_SUE_DE_COQ_INSTANCES(P, B) P template void find_sue_de_coq<B>(FinderContext<B>&, Sink&, const Budget&);
// The family's search entry point (families.hpp).
template <int B>
void search_sue_de_coq(FinderContext<B>& ctx, Technique, Sink& sink, const SearchLimits& limits) {
  find_sue_de_coq(ctx, sink, limits.budget);
}

SETLOGIC_EACH_BOX(SETLOGIC_SUE_DE_COQ_INSTANCES, extern)

}  // namespace setlogic
