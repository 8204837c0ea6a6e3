// Transforms, the canonical form and random grids (src/transform).
//
// Oracles: the brute force for solutions; the certificate checker for steps moved by a
// transform; for the canonical form, an exhaustive search over every transform of 4x4
// grids and of two 9x9 puzzles written here without pruning, and the least 9x9 grid of all,
// a fact of the grid catalogues.

#include "transform/transform.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <string>

#include "logic/certificate.hpp"
#include "logic/solver.hpp"
#include "search/brute_force.hpp"
#include "test_util.hpp"
#include "transform/canonical.hpp"
#include "transform/random_grid.hpp"

namespace setlogic {
namespace {

using test::read_file;

Puzzle puzzle(const std::string& text) {
  return test::parse_or_die(text);
}

std::string text_of(const Puzzle& p) {
  std::string s;
  for (std::int8_t v : p.values) s += v == kEmpty ? '0' : static_cast<char>('1' + v);
  return s;
}

std::vector<test::Line> own_unique() {
  auto lines = read_file(test::test_dir() / "corpus" / "own.txt");
  std::erase_if(lines, [](const test::Line& l) { return l.parsed.extra != "1"; });
  return lines;
}

TEST(Transform, InverseAndCompositionUndoEachOther) {
  std::mt19937_64 rng(39);
  for (int box = 2; box <= 5; ++box)
    for (int k = 0; k < 20; ++k) {
      const Transform a = random_transform(box, rng), b = random_transform(box, rng);
      ASSERT_TRUE(is_valid(a));
      EXPECT_EQ(then(a, inverse(a)), Transform::identity(box));
      EXPECT_EQ(then(inverse(a), a), Transform::identity(box));
      const Puzzle p = [&] {
        Puzzle q = Puzzle::empty(box);
        for (std::size_t c = 0; c < q.values.size(); c += 3) q.values[c] = static_cast<std::int8_t>(c % (box * box));
        return q;
      }();
      EXPECT_EQ(apply(then(a, b), p), apply(b, apply(a, p)));
    }
}

TEST(Transform, RejectsWhatWouldBreakBandsOrIsNoPermutation) {
  Transform t = Transform::identity(3);
  std::swap(t.rows[2], t.rows[3]);  // a row of band 0 and one of band 1
  EXPECT_FALSE(is_valid(t));
  t = Transform::identity(3);
  t.digits[0] = 1;
  EXPECT_FALSE(is_valid(t));
  t = Transform::identity(3);
  std::swap(t.columns[0], t.columns[3]), std::swap(t.columns[1], t.columns[4]), std::swap(t.columns[2], t.columns[5]);
  EXPECT_TRUE(is_valid(t));
}

TEST(Transform, MovesASolutionToTheSolutionOfTheMovedPuzzle) {
  std::mt19937_64 rng(1);
  for (const auto& l : own_unique()) {
    const Puzzle& p = l.parsed.puzzle;
    const CountResult want = count_solutions(p);
    for (int k = 0; k < 3; ++k) {
      const Transform t = random_transform(p.box, rng);
      const CountResult got = count_solutions(apply(t, p));
      ASSERT_EQ(got.solutions, 1u) << "line " << l.number;
      EXPECT_EQ(got.solution, apply(t, want.solution)) << "line " << l.number;
    }
  }
}

// Every step of a solve path, moved with its position, is still sound and certified there.
void expect_steps_survive(const std::vector<test::SolvedPosition>& positions, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  int checked = 0;
  for (const test::SolvedPosition& at : positions) {
    for (const Step& step : find_all_steps(at.puzzle, TechniqueSet::defaults(), {.max_steps = 4})) {
      if (check_certificate(step, at.puzzle, Uniqueness::puzzle)) continue;  // judged by its own tests
      const Transform t = random_transform(at.puzzle.box, rng);
      const Puzzle moved = apply(t, at.puzzle);
      const std::vector<std::int8_t> solution = apply(t, at.solution);
      const Step s = apply(t, step);
      EXPECT_EQ(check_certificate(s, moved, Uniqueness::puzzle), std::nullopt) << info(step.technique).name;
      for (const Candidate& x : s.eliminations) EXPECT_NE(solution[x.cell.index()], x.digit.index());
      for (const Candidate& x : s.placements) EXPECT_EQ(solution[x.cell.index()], x.digit.index());
      ++checked;
    }
  }
  EXPECT_GT(checked, 100);
}

TEST(Transform, StepsStayCertifiedOnTheMovedPosition) {
  expect_steps_survive(test::top1465_positions(60), 7);
}

TEST(Transform, StepsOfOtherSizesStayCertified) {
  std::vector<test::Line> lines;
  for (auto& l : own_unique())
    if (l.parsed.puzzle.box != 3) lines.push_back(std::move(l));
  expect_steps_survive(test::positions_along_paths(lines), 16);
}

TEST(Transform, ForcingStepsKeepTheirExplanationsAndRefutations) {
  // examples/puzzles.txt #2: its path has forcing nets, a verity and nested nets
  const Puzzle p =
      test::parse_or_die("1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..");
  const SolveResult r = solve(p, {});
  const std::vector<Puzzle> at = positions_along(p, r.steps);
  std::mt19937_64 rng(3);
  int nested = 0;
  for (std::size_t k = 0; k < r.steps.size(); ++k) {
    if (r.steps[k].branches.empty()) continue;
    const Transform t = random_transform(3, rng);
    const Step moved = apply(t, r.steps[k]);
    EXPECT_EQ(check_certificate(moved, apply(t, at[k])), std::nullopt) << info(moved.technique).name;
    for (const Implication& i : moved.branches[0].implications) nested += !i.nested.empty();
  }
  EXPECT_GT(nested, 0);
}

// The least string over every transform, by trying them all.
std::string exhaustive_minlex(const Puzzle& p) {
  const int b = p.box, n = p.size();
  std::vector<std::vector<int>> orders;
  std::vector<int> v(static_cast<std::size_t>(b));
  std::iota(v.begin(), v.end(), 0);
  do orders.push_back(v);
  while (std::next_permutation(v.begin(), v.end()));
  // Every line order keeping bands: a band order and an order within each band.
  std::vector<std::vector<int>> lines;
  std::vector<std::size_t> pick(static_cast<std::size_t>(b + 1), 0);
  for (;;) {
    std::vector<int> order;
    for (int band = 0; band < b; ++band)
      for (int i = 0; i < b; ++i)
        order.push_back(orders[pick[0]][static_cast<std::size_t>(band)] * b +
                        orders[pick[static_cast<std::size_t>(band + 1)]][static_cast<std::size_t>(i)]);
    lines.push_back(order);
    std::size_t k = 0;
    while (k < pick.size() && ++pick[k] == orders.size()) pick[k++] = 0;
    if (k == pick.size()) break;
  }
  std::string best;
  for (int t = 0; t < 2; ++t)
    for (const auto& rows : lines)
      for (const auto& cols : lines) {
        std::string s(static_cast<std::size_t>(n * n), '0');
        std::array<char, 26> label{};
        char next = '1';
        for (int r = 0; r < n; ++r)
          for (int c = 0; c < n; ++c) {
            const int from = t ? cols[c] * n + rows[r] : rows[r] * n + cols[c];
            const std::int8_t d = p.values[static_cast<std::size_t>(from)];
            if (d == kEmpty) continue;
            if (!label[static_cast<std::size_t>(d)]) label[static_cast<std::size_t>(d)] = next++;
            s[static_cast<std::size_t>(r * n + c)] = label[static_cast<std::size_t>(d)];
          }
        if (best.empty() || s < best) best = s;
      }
  return best;
}

TEST(Canonical, IsTheLeastIsomorphOfFourByFourGrids) {
  std::mt19937_64 rng(4);
  for (const char* text : {"1234341221434321", "12..34..2...4...", "1.........2....3", "................"}) {
    const Puzzle p = puzzle(text);
    const auto c = canonical_form(p);
    ASSERT_TRUE(c);
    EXPECT_EQ(text_of(c->puzzle), exhaustive_minlex(p)) << text;
    EXPECT_EQ(apply(c->transform, p), c->puzzle);
  }
}

TEST(Canonical, IsTheLeastIsomorphOfTwoPuzzles) {
  for (const char* text : {"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
                           "8.........95.......76.........426798...571243...893165......916....3.487....1.532"}) {
    const Puzzle p = puzzle(text);
    const auto c = canonical_form(p);
    ASSERT_TRUE(c);
    EXPECT_EQ(text_of(c->puzzle), exhaustive_minlex(p)) << text;
  }
}

// The least of all 9x9 solution grids (the first of the catalogues of essentially
// different grids) is its own canonical form, and every isomorph of it comes back to it.
TEST(Canonical, TheLeastGridOfAllIsReachedFromItsIsomorphs) {
  const std::string least = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";
  const Puzzle p = puzzle(least);
  std::mt19937_64 rng(5472730538);
  for (int k = 0; k < 20; ++k) {
    const auto c = canonical_form(apply(random_transform(3, rng), p));
    ASSERT_TRUE(c);
    EXPECT_EQ(text_of(c->puzzle), least);
  }
}

TEST(Canonical, IsomorphsShareOneFormAndTheTransformLeadsThere) {
  std::mt19937_64 rng(17);
  for (const auto& l : own_unique()) {
    const Puzzle& p = l.parsed.puzzle;
    const auto want = canonical_form(p);
    ASSERT_TRUE(want) << "line " << l.number;
    EXPECT_EQ(apply(want->transform, p), want->puzzle);
    for (int k = 0; k < 3; ++k) {
      const Puzzle q = apply(random_transform(p.box, rng), p);
      const auto got = canonical_form(q);
      ASSERT_TRUE(got);
      EXPECT_EQ(got->puzzle.values, want->puzzle.values) << "line " << l.number;
      EXPECT_LE(text_of(want->puzzle), text_of(q));
    }
  }
}

TEST(Canonical, ASymmetricGridBeyondTheBudgetGivesNothing) {
  EXPECT_FALSE(canonical_form(Puzzle::empty(4), 1'000'000));
  EXPECT_TRUE(canonical_form(Puzzle::empty(3)));
}

TEST(RandomGrid, IsACompleteGridOfEverySizeAndFollowsTheSeed) {
  for (int box = 2; box <= 5; ++box) {
    std::mt19937_64 a(box), b(box), c(box + 100);
    const auto grid = random_solution(box, a);
    EXPECT_TRUE(is_solution(Puzzle::empty(box), grid)) << "box " << box;
    EXPECT_EQ(random_solution(box, b), grid);
    if (box > 2) {
      EXPECT_NE(random_solution(box, c), grid);
    }
  }
}

TEST(RandomGrid, ManyDrawsAreDistinctAndUseEveryDigitEverywhere) {
  std::mt19937_64 rng(81);
  std::vector<std::vector<std::int8_t>> grids;
  std::array<std::array<int, 9>, 81> seen{};
  for (int k = 0; k < 300; ++k) {
    grids.push_back(random_solution(3, rng));
    for (std::size_t c = 0; c < 81; ++c) ++seen[c][static_cast<std::size_t>(grids.back()[c])];
  }
  std::sort(grids.begin(), grids.end());
  EXPECT_EQ(std::unique(grids.begin(), grids.end()), grids.end());
  for (const auto& cell : seen)
    for (int n : cell) EXPECT_GT(n, 10);  // 300 draws, expected 33 each
}

}  // namespace
}  // namespace setlogic
