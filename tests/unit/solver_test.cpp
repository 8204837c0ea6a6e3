// The solve loop, guess and check, uniqueness and budgets, on the project's own puzzles.

#include "logic/solver.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <span>

#include "rating/rating.hpp"
#include "search/brute_force.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

constexpr const char* kEasy = ".1.....2..3..9..1656..7...33.7..8..........89....6......6.254..9.5..1..7..3.....2";
constexpr const char* kHard = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
// from the forum hardest list: the default ladder without its forcing tier stalls
constexpr const char* kStalls = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
const TechniqueSet kNoForcing = test::defaults_without(Family::forcing);

SolveResult checked(const char* text, SolveOptions options = {}) {
  Puzzle p = test::parse_or_die(text);
  CountResult ref = count_solutions(p, {});
  EXPECT_EQ(ref.solutions, 1u);
  options.check = &ref.solution;
  SolveResult r = solve(p, options);
  EXPECT_FALSE(r.failure.has_value());
  if (r.status == SolveResult::Status::solved) {
    EXPECT_EQ(r.position.values, ref.solution);
  }
  return r;
}

TEST(Solver, SolvesWithLogicAlone) {
  SolveResult r = checked(kEasy, {.guess = false});
  EXPECT_EQ(r.status, SolveResult::Status::solved);
  EXPECT_EQ(r.guesses, 0);
  EXPECT_FALSE(r.steps.empty());
  Rating rating = rate(r.steps);
  EXPECT_GT(rating.points, 0);
  EXPECT_NE(rating.grade, Level::extreme);
}

TEST(Solver, EveryChangeRestartsFromTheFirstTechnique) {
  // After a step of technique t, the next step is of a technique no later than t unless
  // nothing earlier applied: equivalently, a step of t' > t never follows while an earlier
  // technique still applies. Checked by replaying: at each position the step taken is the
  // first technique with a step.
  Puzzle p = test::parse_or_die(kHard);
  SolveResult r = solve(p, {.guess = false});
  ASSERT_FALSE(r.steps.empty());
  Puzzle at = p;
  for (const Step& s : r.steps) {
    auto next = next_step(at, TechniqueSet::defaults());
    ASSERT_TRUE(next);
    EXPECT_EQ(next->technique, s.technique);
    // apply
    at.candidates = candidate_masks(at);
    for (const Candidate& x : s.eliminations) at.candidates[x.cell.index()] &= ~(1u << x.digit.index());
    for (const Candidate& x : s.placements) at.values[x.cell.index()] = static_cast<std::int8_t>(x.digit.index());
    at.candidates = candidate_masks(at);
  }
}

TEST(Solver, StuckWithoutGuessing) {
  SolveResult r = checked(kStalls, {.techniques = kNoForcing, .guess = false});
  EXPECT_EQ(r.status, SolveResult::Status::stuck);
  EXPECT_TRUE(r.position.is_position());
  EXPECT_EQ(r.guesses, 0);
}

TEST(Solver, GuessesWhenStuckAndRecordsThem) {
  SolveResult r = checked(kStalls, {.techniques = kNoForcing});
  ASSERT_EQ(r.status, SolveResult::Status::solved);
  EXPECT_GT(r.guesses, 0);
  int guess_steps = 0;
  for (const Step& s : r.steps) guess_steps += s.technique == Technique::guess;
  EXPECT_GT(guess_steps, 0);
  EXPECT_EQ(rate(r.steps).grade, Level::extreme);
}

// `enough` sees the path after each step outside a guess, each a prefix of the path the
// whole solve takes (a guess in it only as refuted: an elimination); saying yes stops the
// solve there, with the steps seen.
TEST(Solver, EnoughSeesPrefixesOfThePathAndStopsIt) {
  const Puzzle p = test::parse_or_die(kStalls);
  const SolveOptions plain{.techniques = kNoForcing};
  const SolveResult whole = solve(p, plain);
  ASSERT_EQ(whole.status, SolveResult::Status::solved);
  ASSERT_GT(whole.guesses, 0);
  auto same_steps = [](const Step& a, const Step& b) {
    return a.technique == b.technique && a.placements == b.placements && a.eliminations == b.eliminations;
  };
  std::size_t calls = 0;
  bool prefixes = true;
  const std::function<bool(std::span<const Step>)> watch = [&](std::span<const Step> path) {
    ++calls;
    prefixes = prefixes && path.size() <= whole.steps.size() &&
               std::equal(path.begin(), path.end(), whole.steps.begin(), same_steps);
    for (const Step& s : path) prefixes = prefixes && (s.technique != Technique::guess || s.placements.empty());
    return false;
  };
  SolveOptions watched = plain;
  watched.enough = &watch;
  const SolveResult same = solve(p, watched);
  EXPECT_EQ(same.steps.size(), whole.steps.size());
  EXPECT_TRUE(prefixes);
  EXPECT_GT(calls, 5u);
  const std::function<bool(std::span<const Step>)> five = [](std::span<const Step> path) { return path.size() >= 5; };
  watched.enough = &five;
  const SolveResult cut = solve(p, watched);
  EXPECT_EQ(cut.status, SolveResult::Status::stopped);
  ASSERT_GE(cut.steps.size(), 5u);
  ASSERT_LT(cut.steps.size(), whole.steps.size());
  EXPECT_TRUE(std::equal(cut.steps.begin(), cut.steps.end(), whole.steps.begin(), same_steps));
}

TEST(Solver, AllSolutionsProvesUniqueness) {
  Puzzle p = test::parse_or_die(kStalls);
  SolveResult r = solve(p, {.all_solutions = true, .limit = 2});
  EXPECT_EQ(r.status, SolveResult::Status::solved);
  EXPECT_EQ(r.solutions.size(), 1u);
  EXPECT_TRUE(r.complete);
}

TEST(Solver, AllSolutionsFindsSeveral) {
  // kEasy with three givens removed has several solutions.
  std::string text = kEasy;
  for (int i : {1, 7, 12}) text[static_cast<std::size_t>(i)] = '.';
  Puzzle p = test::parse_or_die(text);
  CountResult ref = count_solutions(p, {.limit = 1000});
  ASSERT_GT(ref.solutions, 1u);
  SolveResult some = solve(p, {.all_solutions = true, .limit = 2});
  EXPECT_EQ(some.solutions.size(), 2u);
  EXPECT_FALSE(some.complete);
  SolveResult every = solve(p, {.all_solutions = true, .limit = 100000});
  EXPECT_EQ(every.solutions.size(), ref.solutions);
  EXPECT_TRUE(every.complete);
  for (const auto& s : every.solutions) EXPECT_TRUE(is_solution(p, s));
  SolveResult first = solve(p, {});
  EXPECT_EQ(first.solutions.size(), 1u);
}

TEST(Solver, NoSolution) {
  // Row 1 needs 1 and 2 in r1c1 and r1c2, but columns 1 and 2 both hold a 1 already.
  Puzzle p = test::parse_or_die(
      "..3456789"
      "........."
      "........."
      "1........"
      "........."
      "........."
      ".1......."
      "........."
      ".........");
  ASSERT_FALSE(find_contradiction(p));
  SolveResult r = solve(p, {});
  EXPECT_EQ(r.status, SolveResult::Status::no_solution);
  EXPECT_TRUE(r.solutions.empty());
}

TEST(Solver, GuessBudgetStops) {
  Puzzle p = test::parse_or_die(kStalls);
  SolveResult r = solve(p, {.techniques = kNoForcing, .all_solutions = true, .limit = 2, .max_guesses = 1});
  EXPECT_FALSE(r.complete);
  EXPECT_LE(r.guesses, 1);
}

// General logic of base size 5 and rank 2 spends seconds in one search at this position;
// the deadline cuts that search short and the solve says it stopped, not stuck.
TEST(Solver, DeadlineStopsALongSearch) {
  Puzzle p = test::parse_or_die(kStalls);
  SolveOptions options{.techniques = *find_profile("setlogic"),
                       .limits = {.set_logic = {.max_size = 5, .max_rank = 2}}};
  auto start = std::chrono::steady_clock::now();
  options.deadline = start + std::chrono::milliseconds(100);
  SolveResult r = solve(p, options);
  EXPECT_EQ(r.status, SolveResult::Status::stopped);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
}

TEST(Solver, SixteenBySixteenAndFourByFour) {
  for (const char* text : {"1...3..2...4.3..",
                           "6E.F..B82D..5.73.35.7.1..G.A.29.9....A2..E1....8..8..F.D3.6..G...57...C..2...4E.F2.4..A..3."
                           ".7.818..EB......F2..CG..1.5.2E.D.9..A7..6.3.AF.4.C..DB..81......2G..9DF.5..4..9..A.26.C2..."
                           "8..6...E5...6..B.E5.3..7..3....1F..B8....5.DF.5.G..1.6.93.5B.9..63G4..E.CF"}) {
    Puzzle p = test::parse_or_die(text);
    CountResult ref = count_solutions(p, {});
    ASSERT_EQ(ref.solutions, 1u) << text;
    SolveResult r = solve(p, {.check = &ref.solution});
    EXPECT_FALSE(r.failure) << text;
    EXPECT_EQ(r.status, SolveResult::Status::solved) << text;
    EXPECT_EQ(r.position.values, ref.solution) << text;
    EXPECT_EQ(p.size(), static_cast<int>(p.box == 2 ? 4 : 16));
  }
}

TEST(Solver, TechniqueSetLimitsTheLadder) {
  auto singles = find_profile("singles");
  Puzzle p = test::parse_or_die(kHard);
  SolveResult r = solve(p, {.techniques = *singles, .guess = false});
  ASSERT_FALSE(r.steps.empty());
  for (const Step& s : r.steps) EXPECT_EQ(info(s.technique).family, Family::singles);
}

}  // namespace
}  // namespace setlogic
