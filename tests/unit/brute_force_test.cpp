#include "search/brute_force.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <numeric>
#include <random>

#include "search/band_solver.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

using test::parse_or_die;

constexpr const char* kEasy = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
constexpr const char* kEasySolution =
    "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

TEST(BruteForce, UniquePuzzle) {
  Puzzle p = parse_or_die(kEasy);
  CountResult r = count_solutions(p);
  EXPECT_EQ(r.solutions, 1u);
  EXPECT_TRUE(r.complete);
  ASSERT_TRUE(is_solution(p, r.solution));
  EXPECT_EQ(r.solution, parse_or_die(kEasySolution).values);
}

TEST(BruteForce, FullGridNeedsNoGuess) {
  Puzzle p = parse_or_die(kEasySolution);
  CountResult r = count_solutions(p);
  EXPECT_EQ(r.solutions, 1u);
  EXPECT_EQ(r.guesses, 0u);
}

TEST(BruteForce, EmptyGridHasManySolutions) {
  CountResult r = count_solutions(Puzzle::empty(3), {5, 0, nullptr});
  EXPECT_EQ(r.solutions, 5u);
  EXPECT_TRUE(is_solution(Puzzle::empty(3), r.solution));
}

TEST(BruteForce, FourByFourHas288Grids) {
  // The number of 4x4 Sudoku grids is 288: an exact count exercises the whole search tree.
  CountResult r = count_solutions(Puzzle::empty(2), {1000, 0, nullptr});
  EXPECT_EQ(r.solutions, 288u);
  EXPECT_TRUE(r.complete);
}

TEST(BruteForce, RepeatedGivenHasNoSolution) {
  Puzzle p = parse_or_die("44" + std::string(79, '.'));
  EXPECT_EQ(count_solutions(p).solutions, 0u);
  EXPECT_TRUE(count_solutions(p).solution.empty());
}

TEST(BruteForce, ConsistentGivensWithoutSolution) {
  // No repeated digit, yet r1c9 can hold nothing: row 1 has 1-8, column 9 has a 9.
  Puzzle p = parse_or_die("12345678." + std::string(8, '.') + "9" + std::string(63, '.'));
  EXPECT_FALSE(find_contradiction(p).has_value());
  EXPECT_EQ(count_solutions(p).solutions, 0u);
}

TEST(BruteForce, KnownMultipleSolutionPuzzle) {
  // From a published list of puzzles with two or more solutions.
  Puzzle p = parse_or_die("8.........95.......76.........426798...571243...893165......916....3.487....1.532");
  CountResult r = count_solutions(p, {2, 0, nullptr});
  EXPECT_EQ(r.solutions, 2u);
  EXPECT_TRUE(is_solution(p, r.solution));
}

TEST(BruteForce, PositionCandidatesRestrictTheSearch) {
  Puzzle p = parse_or_die(kEasy);
  Puzzle solution = parse_or_die(kEasySolution);
  p.candidates.assign(81, 0x1FF);
  // Forbid the solution's digit in one empty cell: no solution remains.
  p.candidates[1] &= ~(1u << solution.values[1]);
  EXPECT_EQ(count_solutions(p).solutions, 0u);
  // An unsolved cell with no candidates at all.
  p.candidates.assign(81, 0x1FF);
  p.candidates[1] = 0;
  EXPECT_EQ(count_solutions(p).solutions, 0u);
}

TEST(BruteForce, GuessBudgetAndCancellationStopTheSearch) {
  CountResult r = count_solutions(Puzzle::empty(4), {1000000, 10, nullptr});
  EXPECT_FALSE(r.complete);
  EXPECT_EQ(r.guesses, 10u);
  std::atomic<bool> cancel{true};
  CountResult c = count_solutions(Puzzle::empty(3), {1000000, 0, &cancel});
  EXPECT_FALSE(c.complete);
  EXPECT_LT(c.solutions, 1000000u);
}

TEST(BruteForce, DeadlineStopsTheSearch) {
  // Counting every 9x9 grid would take years; the deadline ends it at once.
  auto start = std::chrono::steady_clock::now();
  CountResult r =
      count_solutions(Puzzle::empty(3), {.limit = ~0ULL, .deadline = start + std::chrono::milliseconds(20)});
  EXPECT_FALSE(r.complete);
  EXPECT_GT(r.solutions, 0u);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
}

TEST(BruteForce, SixteenAndTwentyFiveEmptyGridsSolve) {
  for (int box : {4, 5}) {
    CountResult r = count_solutions(Puzzle::empty(box), {1, 0, nullptr});
    EXPECT_EQ(r.solutions, 1u);
    EXPECT_TRUE(is_solution(Puzzle::empty(box), r.solution));
  }
}

// Counts by plain backtracking, independent of the engines: the empty cell with the fewest
// digits its houses allow, each tried in turn, up to `limit` solutions. `allowed` may
// narrow a cell further (all digits when empty).
class Backtracking {
 public:
  Backtracking(int box, std::vector<std::int8_t> values, std::vector<std::uint32_t> allowed)
      : box_(box), n_(box * box), values_(std::move(values)), allowed_(std::move(allowed)) {
    used_.assign(static_cast<std::size_t>(3 * n_), 0);
    for (int c = 0; c < n_ * n_; ++c)
      if (values_[c] != kEmpty) toggle(c, values_[c]);
  }
  std::uint64_t count(std::uint64_t limit) {
    int best = -1;
    std::uint32_t best_digits = 0;
    for (int c = 0; c < n_ * n_; ++c) {
      if (values_[c] != kEmpty) continue;
      std::uint32_t digits = allowed_.empty() ? (std::uint32_t{1} << n_) - 1 : allowed_[c];
      for (int h : houses(c)) digits &= ~used_[h];
      if (best < 0 || std::popcount(digits) < std::popcount(best_digits)) {
        best = c;
        best_digits = digits;
      }
    }
    if (best < 0) return 1;
    std::uint64_t found = 0;
    for (; best_digits != 0 && found < limit; best_digits &= best_digits - 1) {
      const int d = std::countr_zero(best_digits);
      values_[best] = static_cast<std::int8_t>(d);
      toggle(best, d);
      found += count(limit - found);
      toggle(best, d);
    }
    values_[best] = kEmpty;
    return found;
  }

 private:
  [[nodiscard]] std::array<int, 3> houses(int c) const {
    const int r = c / n_, col = c % n_;
    return {r, n_ + col, 2 * n_ + r / box_ * box_ + col / box_};
  }
  void toggle(int c, int d) {
    for (int h : houses(c)) used_[h] ^= std::uint32_t{1} << d;
  }
  int box_, n_;
  std::vector<std::int8_t> values_;
  std::vector<std::uint32_t> allowed_, used_;
};

// A complete grid without any engine: the pattern grid, digit (r*box + r/box + c) mod n,
// with its digits relabelled and its rows and columns shuffled within bands and stacks and
// the bands and stacks themselves, all of which keep it valid.
std::vector<std::int8_t> shuffled_pattern_grid(int box, std::mt19937_64& rng) {
  const int n = box * box;
  auto shuffled_lines = [&] {
    std::vector<int> groups(box), line(box), out;
    std::iota(groups.begin(), groups.end(), 0);
    std::shuffle(groups.begin(), groups.end(), rng);
    for (int g : groups) {
      std::iota(line.begin(), line.end(), 0);
      std::shuffle(line.begin(), line.end(), rng);
      for (int k : line) out.push_back(g * box + k);
    }
    return out;
  };
  const std::vector<int> rows = shuffled_lines(), columns = shuffled_lines();
  std::vector<int> digits(n);
  std::iota(digits.begin(), digits.end(), 0);
  std::shuffle(digits.begin(), digits.end(), rng);
  std::vector<std::int8_t> grid(static_cast<std::size_t>(n * n));
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int row = rows[r], column = columns[c];
      grid[static_cast<std::size_t>(r * n + c)] =
          static_cast<std::int8_t>(digits[(row * box + row / box + column) % n]);
    }
  return grid;
}

// 25x25 counts (the engine's all-different rule only runs there) as the backtracking
// counts them: random grids with cells emptied, and the generator's question of whether a
// puzzle has a solution with another digit in a cell it lost.
TEST(BruteForce, TwentyFiveCountsAsBacktracking) {
  std::mt19937_64 rng(25);
  for (int round = 0; round < 6; ++round) {
    const std::vector<std::int8_t> grid = shuffled_pattern_grid(5, rng);
    std::vector<std::int8_t> values = grid;
    std::vector<int> cells(values.size());
    std::iota(cells.begin(), cells.end(), 0);
    std::shuffle(cells.begin(), cells.end(), rng);
    for (int k = 0; k < 150 + 30 * round; ++k) values[static_cast<std::size_t>(cells[k])] = kEmpty;
    std::vector<std::uint32_t> allowed(values.size(), (std::uint32_t{1} << 25) - 1);
    const auto lost = static_cast<std::size_t>(cells.front());
    allowed[lost] &= ~(std::uint32_t{1} << grid[lost]);
    for (const auto& narrowed : {std::vector<std::uint32_t>{}, allowed}) {
      const std::uint64_t expected = Backtracking(5, values, narrowed).count(3);
      std::vector<std::int8_t> first(values.size(), kEmpty);
      const CountResult r = count_solutions_generic(5, {values, narrowed, first}, {.limit = 3, .max_guesses = 20000});
      ASSERT_TRUE(r.complete) << "round " << round;
      EXPECT_EQ(r.solutions, expected) << "round " << round << (narrowed.empty() ? "" : ", a given's digit struck");
      if (r.solutions == 0) continue;
      Puzzle p = Puzzle::empty(5);
      p.values = values;
      EXPECT_TRUE(is_solution(p, first)) << "round " << round;
      if (!narrowed.empty()) {
        EXPECT_NE(first[lost], grid[lost]);
      }
    }
  }
}

// The 9x9 band engine must count exactly as the generic one: same number of solutions up
// to any limit, a valid first solution, the same verdict under a budget.
void expect_same_counts(const Puzzle& p, std::uint64_t limit, const std::string& what) {
  std::vector<std::int8_t> first(p.values.size(), kEmpty);
  CountResult fast = count_solutions_9x9({p.values, p.candidates, first}, {.limit = limit});
  CountResult generic = count_solutions_generic(p.box, {p.values, p.candidates, {}}, {.limit = limit});
  EXPECT_EQ(fast.solutions, generic.solutions) << what << " limit " << limit;
  EXPECT_TRUE(fast.complete);
  if (fast.solutions > 0) {
    EXPECT_TRUE(is_solution(p, first)) << what;
  }
}

TEST(BruteForce, BandEngineCountsAsTheGenericOne) {
  std::vector<std::string> texts = {
      kEasy, "8.........95.......76.........426798...571243...893165......916....3.487....1.532",
      "44...............................................................................",
      "12345678.........9..............................................................."};
  const auto counts = test::shared_data() / "9x9" / "solution_counts.txt";
  if (std::filesystem::exists(counts)) {
    std::istringstream in(test::slurp(counts));
    for (std::string line; std::getline(in, line);)
      if (!line.empty() && line[0] != '#') texts.push_back(line.substr(0, 81));
  } else {
    std::cout << "[ SKIPPED part ] " << counts << " not found: own puzzles only\n";
  }
  std::mt19937 rng(7);
  for (const std::string& text : texts) {
    Puzzle p = parse_or_die(text);
    for (std::uint64_t limit : {1, 2, 1000}) expect_same_counts(p, limit, text);
    // The same puzzle as a position: candidates struck at random (some of them the
    // solution's, so some positions lose every solution).
    Puzzle pos = p;
    pos.candidates = candidate_masks(p);
    for (std::size_t c = 0; c < pos.candidates.size(); ++c)
      if (pos.values[c] == kEmpty && rng() % 4 == 0) pos.candidates[c] &= ~(1u << (rng() % 9));
    for (std::uint64_t limit : {1, 2, 1000}) expect_same_counts(pos, limit, text + " as a position");
  }
  expect_same_counts(Puzzle::empty(3), 5000, "empty grid");
}

}  // namespace
}  // namespace setlogic
