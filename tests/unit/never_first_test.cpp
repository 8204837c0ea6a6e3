// Techniques the default ladder never takes first, checked at the positions of real solve
// paths by what the proofs in docs/generate.md rest on:
//   - a Forcing Chain Verity's every conclusion is a Forcing Chain Contradiction's;
//   - an unfinned Franken or Mutant X-Wing either leaves a single or locked candidates
//     step (one of its four base/cover meetings empty, or a cannibalistic elimination), or
//     each of its eliminations is a chain's (the four meetings close a grouped loop).
// And why a finned Franken or Mutant X-Wing is so rarely first: its eliminations are
// chains' too, or locked candidates' or singles', but where its AIC needs part of a
// box-line meeting as a node.
// Every fish and verity found is counted, so the checks cannot pass on empty ground.

#include "logic/never_first.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <optional>
#include <set>
#include <utility>
#include <vector>

#include "core/grid.hpp"
#include "io/step_text.hpp"
#include "logic/catalogue.hpp"
#include "logic/solver.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

using G = Geometry<3>;

TechniqueSet only(std::initializer_list<Technique> ts) {
  TechniqueSet set = TechniqueSet::none();
  for (Technique t : ts) set.add(t);
  return set;
}

std::vector<test::SolvedPosition> sample_positions() {
  std::vector<test::SolvedPosition> out;
  const std::vector<test::SolvedPosition> all = test::top1465_positions(20);
  for (std::size_t k = 0; k < all.size(); k += 2) out.push_back(all[k]);
  return out;
}

G::CellSet mask(House h) {
  return G::house_mask[static_cast<std::size_t>(h.index())];
}

// What the X-Wing proofs hold a fish against at its position: the single and locked
// candidates steps there, and every chain's eliminations.
struct Earlier {
  std::vector<Step> simple;
  std::set<Candidate> chained;

  explicit Earlier(const Puzzle& p)
      : simple(
            find_all_steps(p, only({Technique::full_house, Technique::naked_single, Technique::hidden_single,
                                    Technique::locked_candidates_pointing, Technique::locked_candidates_claiming}))) {
    TechniqueSet chains = TechniqueSet::none();
    for (const TechniqueInfo& i : catalogue())
      if (i.family == Family::chains) chains.add(i.technique);
    for (const Step& s : find_all_steps(p, chains)) chained.insert(s.eliminations.begin(), s.eliminations.end());
  }

  // Whether a single or locked candidates step places or removes the fish's digit inside
  // its houses.
  [[nodiscard]] bool simple_inside(const Step& fish) const {
    G::CellSet houses;
    for (const Constraint& h : fish.base) houses |= mask(h.house);
    for (const Constraint& h : fish.cover) houses |= mask(h.house);
    const Digit d = fish.base[0].digit;
    auto inside = [&](const Candidate& x) { return x.digit == d && houses.test(x.cell); };
    return std::any_of(simple.begin(), simple.end(), [&](const Step& t) {
      return std::any_of(t.placements.begin(), t.placements.end(), inside) ||
             std::any_of(t.eliminations.begin(), t.eliminations.end(), inside);
    });
  }
};

// Calls f(grid, earlier, fish, its text) for every fish of `kinds`, X-Wings, at the sample
// positions.
template <class F>
void each_x_wing(std::initializer_list<Technique> kinds, F&& f) {
  for (const test::SolvedPosition& at : sample_positions()) {
    const std::vector<Step> fish = find_all_steps(at.puzzle, only(kinds));
    if (fish.empty()) continue;
    const Grid<3> g = *Grid<3>::from_puzzle(at.puzzle);
    const Earlier earlier(at.puzzle);
    for (const Step& s : fish) {
      const std::string line = format_step(s, default_alphabet(3));
      ASSERT_EQ(s.base.size(), 2u) << line;
      ASSERT_EQ(s.cover.size(), 2u) << line;
      f(g, earlier, s, line);
    }
  }
}

TEST(NeverFirst, EveryForcingChainVerityIsAContradictionToo) {
  long verities = 0;
  for (const test::SolvedPosition& at : sample_positions()) {
    std::set<Candidate> refuted, proven;
    for (const Step& s : find_all_steps(at.puzzle, only({Technique::forcing_chain_contradiction}))) {
      refuted.insert(s.eliminations.begin(), s.eliminations.end());
      proven.insert(s.placements.begin(), s.placements.end());
    }
    for (const Step& s : find_all_steps(at.puzzle, only({Technique::forcing_chain_verity}))) {
      ++verities;
      for (const Candidate& x : s.eliminations) EXPECT_TRUE(refuted.contains(x)) << format_step(s, default_alphabet(3));
      for (const Candidate& x : s.placements) EXPECT_TRUE(proven.contains(x)) << format_step(s, default_alphabet(3));
    }
  }
  EXPECT_GT(verities, 100);
}

// Degenerate (a meeting empty, or a base candidate in both covers): a single or locked
// candidates step places or removes the fish's digit inside its houses. Else each
// elimination is a chain's.
TEST(NeverFirst, AnUnfinnedFrankenOrMutantXWingIsALockedSetOrAGroupedLoop) {
  long loops = 0, locked = 0;
  each_x_wing({Technique::franken_x_wing, Technique::mutant_x_wing},
              [&](const Grid<3>& g, const Earlier& earlier, const Step& s, const std::string& line) {
                ASSERT_TRUE(s.fins.empty() && s.endo_fins.empty()) << line;
                const Digit d = s.base[0].digit;
                bool degenerate = !s.cannibals.empty();
                for (const Constraint& b : s.base)
                  for (const Constraint& c : s.cover)
                    degenerate = degenerate || (g.cells_with(d) & mask(b.house) & mask(c.house)).none();
                if (!degenerate) {
                  ++loops;
                  for (const Candidate& x : s.eliminations) EXPECT_TRUE(earlier.chained.contains(x)) << line;
                  return;
                }
                ++locked;
                EXPECT_TRUE(earlier.simple_inside(s)) << line;
              });
  EXPECT_GT(loops, 100);
  EXPECT_GT(locked, 100);
}

// A finned Franken or Mutant X-Wing can come first, but only through a node HoDoKu's
// chains do not have. For each elimination z and each base that does not hold z, K is its
// candidates that see z and R the others: K lies in one cell or one box-line meeting (where
// z's houses cross the base), R in the base's meeting with the cover that does not hold z
// (empty when both do). Where some K or R is empty, a single or locked candidates step
// places or removes the fish's digit inside its houses. Else K1 = R1 - R2 = K2 is an AIC
// whose ends z sees; when each of the four is a chain node (one cell, or every candidate of
// the digit in a box-line meeting) z is a chain's elimination, so the fish is first only
// where one of them is part of a meeting.
TEST(NeverFirst, AFinnedFrankenOrMutantXWingComesFirstOnlyThroughPartOfAMeeting) {
  // The box-line meeting holding every cell of s, if one does (s of two cells or more).
  auto meeting = [](const G::CellSet& s) -> std::optional<G::CellSet> {
    for (int b = 0; b < G::size; ++b)
      for (int l = 0; l < 2 * G::size; ++l)
        if (const G::CellSet m = mask(G::box_house(b)) & mask(House(l)); (s - m).none()) return m;
    return std::nullopt;
  };
  long aics = 0, partial = 0, locked = 0;
  each_x_wing({Technique::finned_franken_x_wing, Technique::finned_mutant_x_wing},
              [&](const Grid<3>& g, const Earlier& earlier, const Step& s, const std::string& line) {
                const Digit d = s.base[0].digit;
                // Whether a node of the AIC is a chain node; it must lie in a cell or a meeting.
                auto chain_node = [&](const G::CellSet& n) {
                  if (n.single()) return true;
                  const auto m = meeting(n);
                  EXPECT_TRUE(m.has_value()) << line;
                  return m && n == (*m & g.cells_with(d));
                };
                for (const Candidate& z : s.eliminations) {
                  G::CellSet away;  // the cover not holding z, if one does not
                  for (const Constraint& c : s.cover)
                    if (!mask(c.house).test(z.cell)) away |= mask(c.house);
                  bool some_empty = false, all_nodes = true;
                  for (const Constraint& b : s.base) {
                    if (mask(b.house).test(z.cell)) continue;
                    const G::CellSet cands = g.cells_with(d) & mask(b.house);
                    const G::CellSet k = cands & G::peers[z.cell.index()], r = cands - k;
                    EXPECT_TRUE((r - away).none()) << line;
                    some_empty = some_empty || k.none() || r.none();
                    if (k.any() && r.any()) all_nodes = chain_node(k) && chain_node(r) && all_nodes;
                  }
                  if (some_empty) {
                    ++locked;
                    EXPECT_TRUE(earlier.simple_inside(s)) << line;
                  } else if (all_nodes) {
                    ++aics;
                    EXPECT_TRUE(earlier.chained.contains(z)) << line;
                  } else {
                    ++partial;
                  }
                }
              });
  EXPECT_GT(aics, 100);
  EXPECT_GT(locked, 100);
  RecordProperty("through_part_of_a_meeting", static_cast<int>(partial));
}

// The claims hold only where their proofs' techniques stand before, in a ladder that takes
// the first technique's step, with chains of any length.
TEST(NeverFirst, IsClaimedOnlyWhereItsProofHolds) {
  const TechniqueSet defaults = TechniqueSet::defaults();
  for (Technique t : {Technique::squirmbag, Technique::finned_leviathan, Technique::dual_empty_rectangle,
                      Technique::franken_x_wing, Technique::mutant_x_wing, Technique::forcing_chain_verity})
    EXPECT_NE(never_first(defaults, t, 3, {}), "") << info(t).id;
  for (Technique t : {Technique::jellyfish, Technique::finned_franken_x_wing, Technique::forcing_net_verity})
    EXPECT_EQ(never_first(defaults, t, 3, {}), "") << info(t).id;
  EXPECT_EQ(never_first(defaults, Technique::squirmbag, 4, {}), "");  // 16x16: the complement may be larger
  TechniqueSet without = defaults;
  without.remove(Technique::grouped_aic);
  EXPECT_EQ(never_first(without, Technique::franken_x_wing, 3, {}), "");
  without = defaults;
  without.remove(Technique::forcing_chain_contradiction);
  EXPECT_EQ(never_first(without, Technique::forcing_chain_verity, 3, {}), "");
  SearchLimits bounded;
  bounded.chains.max_length = 6;
  EXPECT_EQ(never_first(defaults, Technique::mutant_x_wing, 3, bounded), "");
  EXPECT_EQ(never_first(*find_profile("se"), Technique::forcing_chain_verity, 3, {}), "");
  EXPECT_NE(never_first(*find_profile("hodoku"), Technique::forcing_chain_verity, 3, {}), "");
}

}  // namespace
}  // namespace setlogic
