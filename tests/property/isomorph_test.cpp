// Isomorph tests: relabelling digits, permuting bands, stacks, rows within a band and
// columns within a stack, and transposing (transform/transform.hpp) give an equivalent
// puzzle. The logic ladder here
// (singles to basic fish) only ever removes candidates that stay removable, so the point
// where logic alone stops is the same up to the isomorphism: the same number of solved
// cells and of candidates left. A finder that favours rows, low digits or one corner of
// the grid breaks that. Seeds are printed on failure; each failure names the puzzle and
// the isomorph as one line to replay.

#include <gtest/gtest.h>

#include <random>

#include "io/alphabet.hpp"
#include "io/writer.hpp"
#include "logic/solver.hpp"
#include "test_util.hpp"
#include "transform/transform.hpp"

namespace setlogic {
namespace {

using test::read_file;
using test::shared_data;

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
  std::mt19937_64 rng(seed);
  for (const auto& l : lines) {
    const Puzzle& p = l.parsed.puzzle;
    Stop want = logic_stop(p);
    for (int k = 0; k < copies; ++k) {
      Puzzle q = apply(random_transform(p.box, rng), p);
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
