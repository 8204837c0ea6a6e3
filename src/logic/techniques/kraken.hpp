#pragma once
// Kraken fish: a finned fish that eliminates nothing by itself, completed by what its fins
// (and its cover candidates) imply. HoDoKu's two types (its FishSolver and TablingSolver):
//
//   Type 1  a possible elimination x of the fish (a cover candidate outside the base, or a
//           cannibalistic one) that does not see every fin: when every fin, assumed true,
//           implies "x false", x goes. Either a fin is true, or none is and the fish holds.
//   Type 2  one cover set C: when every fin and every candidate of C that the base holds
//           once and C covers once, each assumed true, imply "y false", y goes (y any
//           candidate outside those cells, of any digit). With no fin true the fish holds,
//           every cover then holds exactly one true base candidate, and C's is one of those.
//           A cover whose candidates are all such base candidates is left to the forcing
//           verity of that house (HoDoKu skips it too).
// The fish are those of fish.hpp's definitions: n base houses, n cover houses, a fin a base
// candidate that the covers hold fewer times than the bases (every candidate in two bases
// counts as an endo fin, as in HoDoKu). As in HoDoKu, a fish that eliminates something as a
// finned fish is not a Kraken fish. What a candidate implies comes from the implication
// engine of the forcing nets (implications.hpp: singles, conflicts and HoDoKu's group nodes),
// so every chain HoDoKu's tables hold is found (not its ALS nodes, an option off by default
// there), and nets too; each premise's branch is part of the step and is replayed by the forcing checker, which also
// recounts the fish (certificate.hpp).
//
// Search, per digit and size (smallest first): base sets of the allowed kinds with at most
// max_endo_fins candidates in two bases, walked in house order; for each, the cover sets by
// branching on the first base candidate neither covered nor a fin: it becomes a fin (while
// fins are left), or one of its houses covers it, the earlier ones then barred so that each
// cover set and fin set is reached once. Every complete fish without eliminations of its own
// is tried as type 1 or type 2; what a candidate's truth makes false comes from the finder
// context's table of nets, shared with the forcing nets. One step per digit and eliminated
// candidate: the fish earliest in the catalogue (its solving order), then the one with fewer
// premises (HoDoKu keeps the simplest subtype too).
//
// Options (KrakenLimits, HoDoKu's defaults): fish classes up to Franken, size 4, 2 fins,
// no endo fin.

#include "core/grid.hpp"
#include "logic/context.hpp"
#include "logic/limits.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

// The steps of one Kraken technique (kraken_fish_1 or kraken_fish_2).
template <int B>
void find_kraken(FinderContext<B>& ctx, Technique t, Sink& sink, const KrakenLimits& limits, const Budget& budget = {});

#define SETLOGIC_KRAKEN_INSTANCES(P, B) \
  P template void find_kraken<B>(FinderContext<B>&, Technique, Sink&, const KrakenLimits&, const Budget&);
// The family's search entry point (families.hpp).
template <int B>
void search_kraken(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits& limits) {
  find_kraken(ctx, t, sink, limits.kraken, limits.budget);
}

SETLOGIC_EACH_BOX(SETLOGIC_KRAKEN_INSTANCES, extern)

}  // namespace setlogic
