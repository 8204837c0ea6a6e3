// Isomorph tests: relabelling digits, permuting bands, stacks, rows within a band and
// columns within a stack, and transposing give an equivalent puzzle. The logic ladder here
// (singles to basic fish) only ever removes candidates that stay removable, so the point
// where logic alone stops is the same up to the isomorphism: the same number of solved
// cells and of candidates left. A finder that favours rows, low digits or one corner of
// the grid breaks that. Seeds are printed on failure; each failure names the puzzle and
// the isomorph as one line to replay.

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>

#include "io/alphabet.hpp"
#include "io/writer.hpp"
#include "logic/solver.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

using test::read_file;
using test::shared_data;

Puzzle isomorph(const Puzzle& p, std::mt19937& rng) {
  const int b = p.box, n = p.size();
  auto shuffled = [&](int count) {
    std::vector<int> v(static_cast<std::size_t>(count));
    std::iota(v.begin(), v.end(), 0);
    std::shuffle(v.begin(), v.end(), rng);
    return v;
  };
  auto line_order = [&] {  // a permutation of lines that keeps bands together
    std::vector<int> order;
    for (int band : shuffled(b))
      for (int i : shuffled(b)) order.push_back(band * b + i);
    return order;
  };
  std::vector<int> rows = line_order(), cols = line_order(), digits = shuffled(n);
  const bool transpose = std::uniform_int_distribution<int>(0, 1)(rng) == 1;
  Puzzle q = Puzzle::empty(b);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      int from = rows[static_cast<std::size_t>(r)] * n + cols[static_cast<std::size_t>(c)];
      int to = transpose ? c * n + r : r * n + c;
      std::int8_t v = p.values[static_cast<std::size_t>(from)];
      q.values[static_cast<std::size_t>(to)] = v == kEmpty ? kEmpty : static_cast<std::int8_t>(digits[v]);
      q.given[static_cast<std::size_t>(to)] = p.given[static_cast<std::size_t>(from)];
    }
  return q;
}

struct Stop {
  int solved = 0;
  int candidates = 0;
  bool operator==(const Stop&) const = default;
};

Stop logic_stop(const Puzzle& p) {
  SolveResult r = solve(p, {.guess = false});
  Stop s;
  for (std::size_t i = 0; i < r.position.values.size(); ++i) {
    if (r.position.values[i] != kEmpty) ++s.solved;
    if (r.position.is_position()) s.candidates += std::popcount(r.position.candidates[i]);
  }
  return s;
}

void expect_invariant(const std::vector<test::Line>& lines, unsigned seed, int copies) {
  std::mt19937 rng(seed);
  for (const auto& l : lines) {
    const Puzzle& p = l.parsed.puzzle;
    Stop want = logic_stop(p);
    for (int k = 0; k < copies; ++k) {
      Puzzle q = isomorph(p, rng);
      Stop got = logic_stop(q);
      EXPECT_EQ(got, want) << "seed " << seed << ", line " << l.number << ": logic stops at " << got.solved
                           << " cells / " << got.candidates << " candidates on\n  "
                           << format_line(q, default_alphabet(q.box)) << "\nbut at " << want.solved << " / "
                           << want.candidates << " on\n  " << format_line(p, default_alphabet(p.box));
    }
  }
}

TEST(Isomorph, OwnCorpus) {
  auto lines = read_file(test::test_dir() / "corpus" / "own.txt");
  std::erase_if(lines, [](const test::Line& l) { return l.parsed.extra != "1"; });
  expect_invariant(lines, 20261129, 4);
}

TEST(Isomorph, Top1465Sample) {
  SETLOGIC_REQUIRE_SHARED("9x9/top1465.txt");
  expect_invariant(read_file(shared_data() / "9x9/top1465.txt", 3), 1465, 3);
}

TEST(Isomorph, QqwingExpertSample) {
  SETLOGIC_REQUIRE_SHARED("9x9/qqwing_expert.txt");
  expect_invariant(read_file(shared_data() / "9x9/qqwing_expert.txt"), 4, 1);
}

TEST(Isomorph, SixteenBySixteen) {
  SETLOGIC_REQUIRE_SHARED("16x16/sam_16x16_1-9A-G.txt");
  expect_invariant(read_file(shared_data() / "16x16/sam_16x16_1-9A-G.txt"), 16, 2);
}

}  // namespace
}  // namespace setlogic
