// Sudoku Explainer's direct techniques (pointing, claiming, hidden pair and triple placed
// at once):
// on puzzles Sukaku Explainer 1.18.1 rated, the se profile's ER, EP and ED are its own; every
// direct step along those paths is a placement proved over its digit's places in one house,
// replayed by the forcing checker and held to the solution.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/grid.hpp"
#include "io/step_text.hpp"
#include "logic/certificate.hpp"
#include "logic/solver.hpp"
#include "search/brute_force.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

struct Rated {
  const char* puzzle;
  int er, ep, ed;  // Sukaku Explainer 1.18.1's, in tenths
};

// Puzzles whose paths take direct hidden pairs, triples and direct pointing where the
// hidden set or the pointing alone (3.4, 4.0, 2.6) would set a higher ER.
const std::vector<Rated> kRated = {
    {".98.1....2......6.............3.2.5..84.........6.........4.8.93..5...........1..", 26, 12, 12},
    {"4.....3.....8.2......7........1...8734.......6........5...6........1.4...82......", 28, 12, 12},
    // its path: "2.5 Direct Hidden Triplet: Cells r3c4,r5c4,r9c4: 1,2,3 in column"
    {"1.....3.8.7.4..............2.3.1...........958.........5.6...7.....8.2...4.......", 26, 12, 12},
};

TEST(Direct, RateAsSukakuExplainerDoes) {
  for (const Rated& r : kRated) test::expect_se_rating(r.puzzle, {.er = r.er, .ep = r.ep, .ed = r.ed});
}

TEST(Direct, EveryDirectStepIsAPlacementProvedOverItsHouse) {
  std::vector<Technique> seen;
  for (const Rated& r : kRated) {
    const Puzzle p = test::parse_or_die(r.puzzle);
    const CountResult ref = count_solutions(p);
    ASSERT_EQ(ref.solutions, 1u);
    const SolveResult s = solve(p, {.techniques = *find_profile("se")});
    const std::vector<Puzzle> before = positions_along(p, s.steps);
    for (std::size_t k = 0; k < s.steps.size(); ++k) {
      const Step& step = s.steps[k];
      if (info(step.technique).family != Family::direct) continue;
      seen.push_back(step.technique);
      const std::string line = format_step(step, default_alphabet(3));
      ASSERT_EQ(step.placements.size(), 1u) << line;
      EXPECT_TRUE(step.eliminations.empty()) << line;
      const Candidate x = step.placements[0];
      EXPECT_EQ(ref.solution[static_cast<std::size_t>(x.cell.index())], x.digit.index()) << line;
      EXPECT_EQ(check_certificate(step, before[k]), std::nullopt) << line;
      // a branch per place of the digit in the house; all but the placement contradictions
      ASSERT_EQ(step.houses.size(), 1u);
      const Grid<3> g = *Grid<3>::from_puzzle(before[k]);
      EXPECT_EQ(static_cast<int>(step.branches.size()), g.count(step.houses[0], x.digit)) << line;
      for (const ForcingBranch& b : step.branches) EXPECT_EQ(b.contradiction, b.premise.candidate != x) << line;
    }
  }
  for (Technique t : {Technique::direct_pointing, Technique::direct_hidden_pair, Technique::direct_hidden_triple})
    EXPECT_NE(std::find(seen.begin(), seen.end(), t), seen.end()) << info(t).id;
}

}  // namespace
}  // namespace setlogic
