// HoDoKu's scale (rating/hodoku.hpp) and the hodoku profile that walks HoDoKu's path
// (catalogue.cpp, logic/hodoku_singles.hpp, logic/hodoku_choice.hpp).

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "logic/hodoku_choice.hpp"
#include "logic/solver.hpp"
#include "rating/hodoku.hpp"
#include "rating/rating.hpp"
#include "search/brute_force.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

std::vector<Step> steps_of(std::initializer_list<std::pair<Technique, int>> counts) {
  std::vector<Step> path;
  for (auto [t, n] : counts)
    for (int k = 0; k < n; ++k) path.push_back(Step{.technique = t});
  return path;
}

TEST(HodokuScale, ScoreIsTheSumOfTheRowsScores) {
  // 20 full houses and 21 naked singles (4 each), 30 hidden singles (14), an X-Wing (140)
  // and a nice loop scored as HoDoKu's NICE_LOOP row (280).
  const auto path = steps_of({{Technique::full_house, 20},
                              {Technique::naked_single, 21},
                              {Technique::hidden_single, 30},
                              {Technique::x_wing, 1},
                              {Technique::discontinuous_nice_loop, 1}});
  const HodokuRating r = HodokuScale::rate(path);
  EXPECT_EQ(r.score, 20 * 4 + 21 * 4 + 30 * 14 + 140 + 280);
  EXPECT_EQ(r.level, Level::unfair);  // the nice loop's level; 1004 is within unfair's band
}

TEST(HodokuScale, LevelRisesWithTheScoreBands) {
  // Singles only, 58 hidden singles: 812 > 800, so medium although every step is easy.
  EXPECT_EQ(HodokuScale::rate(steps_of({{Technique::hidden_single, 58}})).level, Level::medium);
  EXPECT_EQ(HodokuScale::rate(steps_of({{Technique::hidden_single, 57}})).level, Level::easy);  // 798
  // A hard path of 1610 is unfair; a guess (10000) is extreme whatever else.
  EXPECT_EQ(HodokuScale::rate(steps_of({{Technique::x_wing, 11}, {Technique::hidden_single, 5}})).level, Level::unfair);
  EXPECT_EQ(HodokuScale::rate(steps_of({{Technique::guess, 1}})).level, Level::extreme);
  // On 16x16 the bands grow by 256/81: 812 stays easy.
  EXPECT_EQ(HodokuScale::rate(steps_of({{Technique::hidden_single, 58}}), 256).level, Level::easy);
}

TEST(HodokuScale, EveryTechniqueScores) {
  for (const TechniqueInfo& t : catalogue()) EXPECT_GT(HodokuScale::step(t.technique), 0) << t.id;
  EXPECT_EQ(HodokuScale::step(Technique::dual_two_string_kite), HodokuScale::step(Technique::two_string_kite));
  EXPECT_EQ(HodokuScale::step(Technique::grouped_aic), 300);
}

TEST(HodokuProfile, TakesHoDoKusTechniquesInItsOrder) {
  const TechniqueSet h = *find_profile("hodoku");
  EXPECT_EQ(h.choice(), StepChoice::hodoku);
  const std::vector<Technique> list = h.list();
  const std::vector<Technique> head = {Technique::full_house,
                                       Technique::naked_single,
                                       Technique::hidden_single,
                                       Technique::locked_pair,
                                       Technique::locked_triple,
                                       Technique::locked_candidates_pointing,
                                       Technique::locked_candidates_claiming,
                                       Technique::naked_pair,
                                       Technique::naked_triple,
                                       Technique::hidden_pair};
  ASSERT_GE(list.size(), head.size());
  EXPECT_TRUE(std::equal(head.begin(), head.end(), list.begin()));
  // What HoDoKu 2.3.2 leaves off by default.
  for (Technique t :
       {Technique::squirmbag, Technique::wxyz_wing, Technique::franken_jellyfish, Technique::mutant_x_wing,
        Technique::template_set, Technique::kraken_fish_1, Technique::death_blossom})
    EXPECT_FALSE(h.contains(t)) << info(t).id;
  // Forcing chains and nets close the ladder.
  EXPECT_EQ(list.back(), Technique::forcing_net_verity);

  // Edited, it keeps its order and its choice of steps.
  std::string error;
  const auto edited = edit_profile("hodoku", "x_wing,naked_pair", error);
  ASSERT_TRUE(edited) << error;
  EXPECT_EQ(edited->choice(), StepChoice::hodoku);
  EXPECT_EQ(edited->list(), (std::vector<Technique>{Technique::naked_pair, Technique::x_wing}));
  const auto plus = edit_profile("hodoku", "+wxyz_wing,-x_wing", error);
  ASSERT_TRUE(plus) << error;
  EXPECT_TRUE(plus->contains(Technique::wxyz_wing));
  EXPECT_FALSE(plus->contains(Technique::x_wing));
  EXPECT_EQ(plus->list().back(), Technique::wxyz_wing);  // added after HoDoKu's own
  // The default ladder's order is the catalogue's.
  const auto d = TechniqueSet::defaults().list();
  EXPECT_TRUE(std::is_sorted(d.begin(), d.end()));
}

// Puzzles with the score and level HoDoKu 2.3.2 gives them (`hodoku.jar /bs`, default
// settings): paths of singles in the order of HoDoKu's queues, and of locked candidates,
// subsets and chains as its searches pick them.
struct Rated {
  const char* puzzle;
  long score;
  Level level;
};
constexpr Rated kHodokuRated[] = {
    {"...1864....8.5..2.4.53......43.......2.........1..5........81..1.2..963......495.", 274, Level::easy},
    {"..8..5......9...7....2...95......5.......4..3.79...21...2.........87.3...3..1.98.", 386, Level::easy},
    {"..871...3.3..4...8716.......4.13.5....7.6....8..4..1.....2......7.3....6.2...48..", 400, Level::easy},
    {".81.............6...7..8..9..4.......9517.4.3.7..3........835..5....68...39.456..", 320, Level::easy},
    {"..52.1...14.68.9.2....5981.7...6...4..............41.9......2..2..54....957....8.", 426, Level::medium},
    {"1.97.5...7.2.......3..9..6........2........59...43......16..79..762......2..4...3", 918, Level::medium},
    {"....6....3..9...5.....7.......6.98....7...6...59.....3.8.4.356...1.8...97..5...3.", 788, Level::hard},
    {"8..49..........9....1......3..1.8...5.4..9..8.....75.14...3.895.6.....3.......4..", 1102, Level::hard},
    {"...9..7...8...495..1.....3....2............41.54.312..7.1.5..93.2....8...95......", 1204, Level::unfair},
    {".9..67..8.........6...8..1.....98.4.............421.97.4...2..9.1...96..36....1..", 1618, Level::unfair},
    {"2..1....37.....8...3..........39.4....3.57.1.47..1..8....5..2.831.....4.8.5...7..", 2490, Level::extreme},
};

TEST(HodokuProfile, WalksHoDoKusPath) {
  const SolveOptions options{.techniques = *find_profile("hodoku")};
  for (const Rated& r : kHodokuRated) {
    const Puzzle p = test::parse_or_die(r.puzzle);
    const SolveResult res = solve(p, options);
    ASSERT_EQ(res.status, SolveResult::Status::solved) << r.puzzle;
    const HodokuRating got = HodokuScale::rate(res.steps);
    EXPECT_EQ(got.score, r.score) << r.puzzle;
    EXPECT_EQ(got.level, r.level) << r.puzzle;
  }
}

// HoDoKu's list of ALSs: the houses in order (rows, columns, boxes), in each the subsets of
// its open cells depth first, a set kept in the first house that holds it.
TEST(HodokuProfile, AlsPairsInTheOrderOfHoDoKusList) {
  const auto at = [](int r, int c) { return Cell((r - 1) * 9 + c - 1); };
  const Als row{{at(2, 3), at(2, 8)}, {}};          // row 2, positions 2 and 7
  const Als row_prefix{{at(2, 3)}, {}};             // a prefix of it: met first
  const Als box_and_row{{at(1, 1), at(1, 2)}, {}};  // row 1 before box 1
  const Als column{{at(1, 1), at(3, 1)}, {}};       // column 1: after every row
  const Als box{{at(1, 1), at(2, 2)}, {}};          // box 1 alone: after every column
  const auto place = [](const Als& a) { return hodoku_als_place<3>(a.cells); };
  EXPECT_LT(place(box_and_row), place(row_prefix));
  EXPECT_LT(place(row_prefix), place(row));
  EXPECT_LT(place(row), place(column));
  EXPECT_LT(place(column), place(box));
  EXPECT_EQ(place(box_and_row)[0], 0);
  EXPECT_EQ(place(box)[0], 18);
  // an ALS-XZ is met at its pair, lower place first, whichever order the step names them
  EXPECT_EQ(hodoku_als_key<3>({column, row}), hodoku_als_key<3>({row, column}));
  EXPECT_LT(hodoku_als_key<3>({box_and_row, box}), hodoku_als_key<3>({row, column}));
}

TEST(HodokuProfile, SinglesComeFromHoDoKusQueues) {
  // A puzzle of singles: its HoDoKu score depends only on which single comes first at each
  // step; the default ladder's scan finds another mix of naked and hidden singles.
  const Puzzle p = test::parse_or_die(kHodokuRated[1].puzzle);
  const SolveResult hodoku = solve(p, {.techniques = *find_profile("hodoku")});
  const SolveResult scan = solve(p, {});
  ASSERT_EQ(hodoku.status, SolveResult::Status::solved);
  EXPECT_EQ(hodoku.position.values, scan.position.values);
  EXPECT_NE(HodokuScale::rate(scan.steps).score, HodokuScale::rate(hodoku.steps).score);
  // Every single is still sound and certified.
  const CountResult solution = count_solutions(p);
  const SolveResult checked = solve(p, {.techniques = *find_profile("hodoku"), .check = &solution.solution});
  EXPECT_EQ(checked.status, SolveResult::Status::solved);
  EXPECT_FALSE(checked.failure);
}

TEST(HodokuProfile, GuessesTheSolutionsDigitInTheMiddleCell) {
  // Singles only, on a puzzle that needs more: HoDoKu's brute force places the solution's
  // digit, so no guess is ever refuted.
  const Puzzle p =
      test::parse_or_die("2..1....37.....8...3..........39.4....3.57.1.47..1..8....5..2.831.....4.8.5...7..");
  std::string error;
  const auto singles = edit_profile("hodoku", "full_house,naked_single,hidden_single", error);
  ASSERT_TRUE(singles) << error;
  const SolveResult res = solve(p, {.techniques = *singles});
  ASSERT_EQ(res.status, SolveResult::Status::solved);
  const CountResult solution = count_solutions(p);
  int guesses = 0;
  for (const Step& s : res.steps) {
    if (s.technique != Technique::guess) continue;
    ++guesses;
    ASSERT_EQ(s.placements.size(), 1U);
    EXPECT_EQ(solution.solution[s.placements[0].cell.index()], s.placements[0].digit.index());
  }
  EXPECT_GT(guesses, 0);
  EXPECT_EQ(res.guesses, guesses);
}

}  // namespace
}  // namespace setlogic
