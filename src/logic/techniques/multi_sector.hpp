#pragma once
// Multi-sector locked sets: rank-0 general logic whose base sets are cells.
//
// Definition (Obi-Wahn's MSLS, in set-logic terms, source page 003): n open cells are n
// truths; when n digit-in-house constraints (rows, columns, boxes, any mix: the "sectors")
// hold every candidate of the cells, each holds exactly one of those truths, so every other
// candidate of those sectors is false. A Sue de Coq is a small one (a line and a box share
// its cells: the 0-rank Sue de Coq); a naked subset is the smallest, its sectors all in one
// house. Those are reported here too: leaving them out would lose the elimination sets whose
// smallest certificate they are (a naked set of five cells, a hidden pair's complement, hides
// the Sue de Coq with the same eliminations), and the ladder meets them earlier anyway.
//
// Search: the general-logic search (set_logic.hpp) with cells alone as bases and rank 0, so
// it is complete up to MultiSectorLimits::max_cells cells and reports each elimination set
// once, with its smallest certificate. The step is its base (the cells) and cover (the
// sectors), checked by counting like any general-logic step; points as general logic's, by
// the number of cells.

#include "core/grid.hpp"
#include "logic/limits.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

// Every multi-sector locked set within the limits, smallest first, until the budget is
// spent (the search is then unfinished); `threads` as for general logic.
template <int B>
void find_multi_sector(const Grid<B>& g, Sink& sink, const MultiSectorLimits& limits = {}, const Budget& budget = {},
                       int threads = 1);

#define SETLOGIC_MULTI_SECTOR_INSTANCES(P, B) \
  P template void find_multi_sector<B>(const Grid<B>&, Sink&, const MultiSectorLimits&, const Budget&, int);
// The family's search entry point (families.hpp).
template <int B>
void search_multi_sector(FinderContext<B>& ctx, Technique, Sink& sink, const SearchLimits& limits) {
  find_multi_sector(ctx.grid(), sink, limits.multi_sector, limits.budget, limits.threads);
}

SETLOGIC_EACH_BOX(SETLOGIC_MULTI_SECTOR_INSTANCES, extern)

}  // namespace setlogic
