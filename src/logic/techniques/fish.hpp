#pragma once
// Finned, sashimi, Franken and Mutant fish: one base/cover search over rows, columns and
// boxes for one digit.
//
// Definitions (../shared/spec/fish-and-setlogic.md §2, after HoDoKu and the UFG): n base
// houses and n other cover houses, all restricted to the candidates of digit d. For a
// candidate x, b(x) and c(x) count the bases and covers holding it.
//   fin                 b > c: an exo fin (b = 1, c = 0) or an endo fin (b >= 2, where a
//                       box overlaps a line of the base);
//   possible elimination c > b: outside the base (b = 0) or cannibalistic (b >= 1, c > b);
//   elimination         every possible elimination when there is no fin, else those that
//                       see every fin (exo and endo).
// Classes (spec §2.5): base rows / cover columns (or the transpose) is basic; base rows and
// boxes against cover columns and boxes (or the transpose) is Franken; anything else is
// Mutant. A finned basic fish is Sashimi when a base line keeps at most one candidate once
// its fins are gone.
//
// Search, per digit: a depth-first walk over base houses in index order (rows, columns,
// boxes) keeping the candidates held once, twice and three times (B1 ⊇ B2 ⊇ B3), cut when
// the overlap B2 exceeds the endo-fin limit; then, for each base set, a walk over the cover
// pool (houses of the allowed kinds that meet the base and are not bases), keeping
// C1 ⊇ C2 ⊇ C3, once per target. A fish only ever eliminates candidates that lie in no
// placement template of d (templates.hpp), and each of its eliminations sees every fin, so
// the targets are the template-dead candidates the pool reaches, and under target t:
//   - t must end in more covers than bases, so it is settled first;
//   - a fin must see t, so a base candidate outside t's row, column and box is covered
//     (as many times as bases hold it);
//   - the remaining candidates that cannot be fins need one cover each unless two share a
//     pool house, and none of those covers holds t: a greedy set of candidates pairwise
//     sharing no pool house bounds them from below;
//   - a cell in two bases has one house left, so it is always a fin (an endo fin): t must
//     see every such cell, and lie in at most one base (its covers must outnumber them).
// The walk branches on the first unsettled item: one of its (at most three) houses covers
// it, the earlier ones then banned so each cover set is reached once, through its lowest
// house holding that item; or, for a base candidate seeing t, it becomes a fin. A fish is
// found under each of its eliminations and reported under the first, so it is reported
// once; a partial fish sure to eliminate an earlier target (one in a cover that sees every
// candidate still able to end a fin) is left to that target's walk. When find-all keeps one
// fish per elimination set, a partial fish whose possible elimination sets all have a kept
// fish of an earlier technique, or the same with no more fins, is cut too: fins only join
// once declared, so with them the sets are the target plus some of the few later dead
// cells seeing them all. On 16x16 and larger grids, each target carries an independent set
// of the base candidates outside its houses, extended as bases join, and a base set
// (partial or complete) is cut before it is built when no target could fit its covers.
// None of these cuts drops a fish with eliminations that would be reported: the search is
// exhaustive within the fin limits (5 fins, 2 endo fins, as HoDoKu). The fish of one base
// set are reported fewest fins first, so a search that stops at the first fish takes the
// simplest cover.
// The cover walk only looks at base candidates and the target, so the base walk numbers
// base candidates as they join (at most 7 * size of them: one machine word on 9x9) and
// keeps each house's base candidates in those numbers; the walk's sets are local masks,
// and only a complete fish is worked out on the whole grid.
//
// A search serves a set of fish techniques of one size: it walks the house kinds the widest
// wanted class can use (rows/columns; with boxes on both sides for Franken; all kinds for
// Mutant), allows fins when a finned technique is wanted, and reports each fish it finds
// under its classification when that technique is wanted. The solve loop asks for the
// techniques of one size that stand together in its ladder; find-all asks for every wanted technique of a size at once,
// and by default keeps one fish per digit and elimination set (DistinctFish), one table per digit with its sizes
// searched smallest first, the digits shared out over threads. The Step records base, cover, exo fins, endo fins,
// cannibalistic eliminations; its certificate is the base and cover sets with the fins (certificate.hpp).

#include <array>
#include <vector>

#include "core/grid.hpp"
#include "logic/limits.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

namespace detail {

// Which kinds a set of houses uses, as a bit per HouseKind (row 1, column 2, box 4).
inline FishClass classify(unsigned base_kinds, unsigned cover_kinds) {
  constexpr unsigned L = 1, C = 2, X = 4;
  if ((base_kinds == L && cover_kinds == C) || (base_kinds == C && cover_kinds == L)) return FishClass::basic;
  auto franken = [&](unsigned line, unsigned cross) {
    return (base_kinds & line) && !(base_kinds & ~(line | X)) && (cover_kinds & cross) && !(cover_kinds & ~(cross | X));
  };
  if (franken(L, C) || franken(C, L)) return FishClass::franken;
  return FishClass::mutant;
}

// One fish as the search finds it, before it becomes a Step.
template <int B>
struct FoundFish {
  using CellSet = typename Geometry<B>::CellSet;
  Technique technique{};
  Digit digit;
  int size = 0;
  std::array<int, 8> base{}, cover{};
  CellSet fins, endo_fins, eliminations, cannibals;

  [[nodiscard]] int fin_count() const { return fins.count() + endo_fins.count(); }

  [[nodiscard]] Step step() const {
    using G = Geometry<B>;
    Step s{.technique = technique, .digits = {digit}};
    s.base.reserve(static_cast<std::size_t>(size));
    s.cover.reserve(static_cast<std::size_t>(size));
    for (int i = 0; i < size; ++i) {
      s.base.push_back(Constraint::of_house(House(base[static_cast<std::size_t>(i)]), digit, G::size));
      s.cover.push_back(Constraint::of_house(House(cover[static_cast<std::size_t>(i)]), digit, G::size));
    }
    s.eliminations.reserve(static_cast<std::size_t>(eliminations.count()));
    for (Cell c : fins) s.fins.push_back({c, digit});
    for (Cell c : endo_fins) s.endo_fins.push_back({c, digit});
    for (Cell c : eliminations) s.eliminations.push_back({c, digit});
    for (Cell c : cannibals) s.cannibals.push_back({c, digit});
    return s;
  }
};

}  // namespace detail

// Siamese fish (HoDoKu): two fish of one family and size (a finned and a sashimi fish may
// pair), digit and base set with different covers, whose eliminations together exceed
// either's; one step uniting them, named after the first.
std::vector<Step> siamese(const std::vector<Step>& fish);

// The fish of size k of the wanted techniques, in the walk's order (base sets in house
// order, each one's fish fewest fins first) until the sink asks to stop. The fish of one
// technique come in the order a search for that technique alone reports them, since the
// wider walk visits those base and cover sets in the same relative order.
template <int B>
void find_fish_of_size(FinderContext<B>& ctx, int k, const TechniqueSet& wanted, Sink& sink, FishLimits limits = {},
                       Budget budget = {});

template <int B>
void find_fish(FinderContext<B>& ctx, Technique t, Sink& sink, FishLimits limits = {}, Budget budget = {});

// Every fish of the wanted techniques at once: one walk per size instead of one per
// technique (find-all; the solve loop asks one run of techniques of a size at a time).
// One fish per elimination set unless limits.every; then the searches of each digit and
// size are shared out over `threads`, the result not depending on how many there are.
template <int B>
void find_all_fish(FinderContext<B>& ctx, const TechniqueSet& wanted, Sink& sink, FishLimits limits = {},
                   const Budget& budget = {}, int threads = 1);

#define SETLOGIC_FISH_INSTANCES(P, B)                                                                           \
  P template void find_fish_of_size<B>(FinderContext<B>&, int, const TechniqueSet&, Sink&, FishLimits, Budget); \
  P template void find_fish<B>(FinderContext<B>&, Technique, Sink&, FishLimits, Budget);                        \
  P template void find_all_fish<B>(FinderContext<B>&, const TechniqueSet&, Sink&, FishLimits, const Budget&, int);
// The family's search entry point (families.hpp).
template <int B>
void search_fish(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits& limits) {
  find_fish(ctx, t, sink, limits.fish, limits.budget);
}

SETLOGIC_EACH_BOX(SETLOGIC_FISH_INSTANCES, extern)

}  // namespace setlogic
