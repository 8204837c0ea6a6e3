// Corpus tests of the brute-force solver. The project's own corpus always runs; the
// external collections in ../shared/data run when that folder is present and skip with a
// message otherwise. Every reported solution is checked by an independent validator.

#include <gtest/gtest.h>

#include <fstream>

#include "search/brute_force.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

using test::read_file;
using test::shared_data;

void expect_unique(const std::filesystem::path& path, int every = 1) {
  auto lines = read_file(path, every);
  EXPECT_FALSE(lines.empty());
  for (const auto& l : lines) {
    CountResult r = count_solutions(l.parsed.puzzle);
    EXPECT_EQ(r.solutions, 1u) << path.filename() << " line " << l.number;
    EXPECT_TRUE(is_solution(l.parsed.puzzle, r.solution)) << path.filename() << " line " << l.number;
  }
}

TEST(Corpus, OwnCorpusCounts) {
  auto lines = read_file(test::test_dir() / "corpus" / "own.txt");
  ASSERT_GE(lines.size(), 14u);
  for (const auto& l : lines) {
    const std::string& want = l.parsed.extra;
    CountResult r = count_solutions(l.parsed.puzzle, {3, 0, nullptr});
    if (want == "many") {
      EXPECT_GE(r.solutions, 2u) << "line " << l.number;
    } else {
      EXPECT_EQ(std::to_string(r.solutions), want) << "line " << l.number;
    }
    if (r.solutions > 0) {
      EXPECT_TRUE(is_solution(l.parsed.puzzle, r.solution)) << "line " << l.number;
    }
  }
}

TEST(Corpus, SolutionCountsAreExact) {
  SETLOGIC_REQUIRE_SHARED("9x9/solution_counts.txt");
  auto lines = read_file(shared_data() / "9x9/solution_counts.txt");
  EXPECT_EQ(lines.size(), 43u);
  for (const auto& l : lines) {
    // extra: "<count>[:<solution>]"
    const std::string& extra = l.parsed.extra;
    std::uint64_t want = std::stoull(extra.substr(0, extra.find(':')));
    CountResult r = count_solutions(l.parsed.puzzle, {want + 1, 0, nullptr});
    EXPECT_EQ(r.solutions, want) << "line " << l.number;
    if (auto colon = extra.find(':'); colon != std::string::npos && want == 1) {
      Puzzle solution = test::parse_or_die(extra.substr(colon + 1));
      EXPECT_EQ(r.solution, solution.values) << "line " << l.number;
    }
  }
}

TEST(Corpus, MultiSolutionPuzzlesAreReportedMultiple) {
  SETLOGIC_REQUIRE_SHARED("9x9/multi_solution_serg.txt");
  auto lines = read_file(shared_data() / "9x9/multi_solution_serg.txt");
  EXPECT_EQ(lines.size(), 10000u);
  for (const auto& l : lines) {
    CountResult r = count_solutions(l.parsed.puzzle);
    EXPECT_EQ(r.solutions, 2u) << "line " << l.number;
    EXPECT_TRUE(is_solution(l.parsed.puzzle, r.solution)) << "line " << l.number;
  }
}

TEST(Corpus, SeventeenClueSampleIsUnique) {
  SETLOGIC_REQUIRE_SHARED("9x9/17clue.txt");
  expect_unique(shared_data() / "9x9/17clue.txt", 10);
}

TEST(Corpus, Top1465IsUnique) {
  SETLOGIC_REQUIRE_SHARED("9x9/top1465.txt");
  expect_unique(shared_data() / "9x9/top1465.txt");
}

TEST(Corpus, Hardest1106IsUnique) {
  SETLOGIC_REQUIRE_SHARED("9x9/hardest1106.txt");
  expect_unique(shared_data() / "9x9/hardest1106.txt");
}

TEST(Corpus, SixteenBySixteenMatchesGivenSolutions) {
  SETLOGIC_REQUIRE_SHARED("16x16/goomii_dev.txt");
  auto lines = read_file(shared_data() / "16x16/goomii_dev.txt");
  EXPECT_EQ(lines.size(), 1500u);
  for (const auto& l : lines) {
    CountResult r = count_solutions(l.parsed.puzzle);
    ASSERT_EQ(r.solutions, 1u) << "line " << l.number;
    Puzzle solution = test::parse_or_die(l.parsed.extra, ReadOptions{l.parsed.alphabet});
    EXPECT_EQ(r.solution, solution.values) << "line " << l.number;
  }
}

TEST(Corpus, OtherSixteenAndTwentyFiveGridsSolve) {
  SETLOGIC_REQUIRE_SHARED("16x16/sam_16x16_1-9A-G.txt");
  for (const char* f : {"16x16/sam_16x16_1-9A-G.txt", "16x16/sam_16x16_A-P.txt", "16x16/mael_16x16.csv",
                        "25x25/mael_25x25.csv", "25x25/jarnet_25x25.txt"}) {
    for (const auto& l : read_file(shared_data() / f)) {
      CountResult r = count_solutions(l.parsed.puzzle, {1, 0, nullptr});
      EXPECT_EQ(r.solutions, 1u) << f << " line " << l.number;
      EXPECT_TRUE(is_solution(l.parsed.puzzle, r.solution)) << f << " line " << l.number;
    }
  }
}

}  // namespace
}  // namespace setlogic
