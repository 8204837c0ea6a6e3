// Sudoku Explainer's scale (rating/se.hpp), its step difficulties and choice
// (logic/se_choice.hpp), and the se profile that walks its path.

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "logic/se_choice.hpp"
#include "logic/solver.hpp"
#include "rating/se.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

Step placing(Technique t, House h = House(0)) {
  return Step{.technique = t, .placements = {{Cell(0), Digit(0)}}, .houses = {h}};
}

TEST(SeScale, LengthIncrementFollowsSudokuExplainersLadder) {
  // Sudoku Explainer's ceilings of chain length (complexity less 2), a tenth above each.
  const std::vector<int> ceilings = {4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128};
  for (int complexity = 2; complexity < 120; ++complexity) {
    const int length = complexity - 2;
    const int expected = static_cast<int>(std::count_if(ceilings.begin(), ceilings.end(), [&](int c) { return length > c; }));
    EXPECT_EQ(se_length_increment(complexity), expected) << complexity;
  }
}

TEST(SeScale, ErIsTheHardestEpUpToTheFirstPlacementEdTheFirstStep) {
  const House box = House(2 * 9 + 4), row = House(3);
  Step pointing{.technique = Technique::locked_candidates_pointing, .eliminations = {{Cell(1), Digit(1)}}};
  Step x_wing{.technique = Technique::x_wing, .eliminations = {{Cell(2), Digit(2)}}};
  std::vector<Step> path = {pointing, placing(Technique::hidden_single, box), x_wing};
  EXPECT_EQ(SeScale::rate(path), (SeRating{.er = 32, .ep = 26, .ed = 26}));
  path = {placing(Technique::hidden_single, row), placing(Technique::naked_single),
          Step{.technique = Technique::swordfish}};
  EXPECT_EQ(SeScale::rate(path), (SeRating{.er = 38, .ep = 15, .ed = 15}));
  // A hidden single in a box is 1.2, the last cell of a house 1.0; a guess is beyond the solver.
  EXPECT_EQ(SeScale::step(placing(Technique::hidden_single, box)), 12);
  EXPECT_EQ(SeScale::step(placing(Technique::full_house, row)), 10);
  path.push_back(Step{.technique = Technique::guess});
  EXPECT_EQ(SeScale::rate(path).er, kSeBeyond);
}

TEST(SeProfile, TakesSudokuExplainersTechniquesInItsOrder) {
  const TechniqueSet se = *find_profile("se");
  EXPECT_EQ(se.choice(), StepChoice::se);
  const std::vector<Technique> list = se.list();
  const std::vector<Technique> head = {Technique::full_house,         Technique::hidden_single,
                                       Technique::direct_pointing,    Technique::direct_claiming,
                                       Technique::direct_hidden_pair, Technique::naked_single,
                                       Technique::direct_hidden_triple,
                                       Technique::locked_candidates_pointing, Technique::locked_candidates_claiming};
  ASSERT_GE(list.size(), head.size());
  EXPECT_TRUE(std::equal(head.begin(), head.end(), list.begin()));
  for (Technique t : {Technique::finned_x_wing, Technique::als_xz, Technique::sue_de_coq, Technique::grouped_aic,
                      Technique::simple_colors_trap, Technique::template_set, Technique::kraken_fish_1})
    EXPECT_FALSE(se.contains(t)) << info(t).id;
  EXPECT_EQ(list.back(), Technique::nested_forcing_net_contradiction);
}

TEST(SeProfile, NamesAHiddenSingleByItsBoxAsSudokuExplainerFindsIt) {
  // Sukaku Explainer rates this puzzle's first step (ED) 1.2: a hidden single in a box,
  // although the first one in our house order is in a row.
  const Puzzle p = test::parse_or_die(".6.5.1.9.1...9..539....7....4.8...7.......5.8.817.5.3.....5.2............76..8...");
  SolveOptions o{.techniques = *find_profile("se")};
  const SolveResult r = solve(p, o);
  ASSERT_EQ(r.status, SolveResult::Status::solved);
  ASSERT_EQ(r.steps[0].technique, Technique::hidden_single);
  EXPECT_EQ(r.steps[0].houses[0].index() / 9, static_cast<int>(HouseKind::box));
  EXPECT_EQ(SeScale::rate(p, r.steps).ed, 12);
  // The path the scale reads is sound: every step keeps the solution.
  for (const Step& s : r.steps)
    for (const Candidate& x : s.eliminations) EXPECT_NE(r.position.values[x.cell.index()], x.digit.index());
}

// The scale computes a position's candidates only for the steps whose difficulty reads them;
// every other step of real se paths must rate the same without them.
TEST(SeScale, OnlyTheStepsSaidToReadTheCandidatesRateDifferentlyWithoutThem) {
  const SolveOptions o{.techniques = *find_profile("se")};
  std::vector<Puzzle> puzzles;
  for (const auto& l : test::read_file(test::test_dir() / "corpus/own.txt"))
    if (l.parsed.puzzle.box == 3) puzzles.push_back(l.parsed.puzzle);
  // two of top95, whose se paths take forcing chains
  for (const char* s : {"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
                        "52...6.........7.13...........4..8..6......5...........418.........3..2...87....."})
    puzzles.push_back(test::parse_or_die(s));
  int paths = 0, read = 0, unread = 0;
  for (const Puzzle& p : puzzles) {
    const SolveResult r = solve(p, o);
    const std::vector<Puzzle> at = positions_along(p, r.steps);
    for (std::size_t k = 0; k < r.steps.size() && k < at.size(); ++k) {
      const Step& s = r.steps[k];
      const std::vector<std::uint32_t> masks = candidate_masks(at[k]);
      if (se_reads_candidates(s)) {
        ++read;
        continue;
      }
      ++unread;
      EXPECT_EQ(se_difficulty(s, p.size(), masks), se_difficulty(s, p.size())) << info(s.technique).id;
    }
    ++paths;
  }
  EXPECT_GT(paths, 0);
  EXPECT_GT(read, 0);
  EXPECT_GT(unread, 0);
}

}  // namespace
}  // namespace setlogic
