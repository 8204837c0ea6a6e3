// Soundness of the logic solver over real corpora: every puzzle is solved (with guesses
// where logic stalls) and every step on the way is checked against the brute-force
// solution and against its certificate (SolveOptions::check). Also the rating's order
// over the qqwing grades. The whole files are small enough to run here except 17clue and
// goomii, which are sampled; bench/ runs them whole. General logic (singles+setlogic) is
// checked the same way on samples: it costs tenths of a second per step.

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "io/step_text.hpp"
#include "logic/explain.hpp"
#include "logic/finder.hpp"
#include "logic/solver.hpp"
#include "rating/rating.hpp"
#include "search/brute_force.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

using test::read_file;
using test::shared_data;

struct Summary {
  int puzzles = 0;
  int without_guessing = 0;
  std::vector<long> points;
};

std::string describe_failure(const CheckFailure& f, int box) {
  return fmt::format("step {} ({}) fails the check at {}", f.step + 1, format_step(f.offending, default_alphabet(box)),
                     elimination_token(f.candidate, default_alphabet(box)));
}

Summary solve_checked(const std::filesystem::path& path, int every = 1,
                      TechniqueSet techniques = TechniqueSet::defaults()) {
  Summary sum;
  for (const auto& l : read_file(path, every)) {
    const Puzzle& p = l.parsed.puzzle;
    CountResult ref = count_solutions(p);
    if (ref.solutions != 1) {
      ADD_FAILURE() << path.filename() << " line " << l.number << ": not unique";
      continue;
    }
    SolveResult r = solve(p, {.techniques = techniques, .check = &ref.solution});
    ++sum.puzzles;
    if (r.failure) {
      ADD_FAILURE() << path.filename() << " line " << l.number << ": " << describe_failure(*r.failure, p.box);
      continue;
    }
    EXPECT_EQ(r.status, SolveResult::Status::solved) << path.filename() << " line " << l.number;
    EXPECT_EQ(r.position.values, ref.solution) << path.filename() << " line " << l.number;
    if (r.guesses == 0) ++sum.without_guessing;
    sum.points.push_back(rate(r.steps).points);
  }
  return sum;
}

long median(std::vector<long> v) {
  if (v.empty()) return 0;
  std::nth_element(v.begin(), v.begin() + static_cast<long>(v.size() / 2), v.end());
  return v[v.size() / 2];
}

// The step a search per technique takes first: the ladder in order, one search each.
template <int B>
std::optional<Step> first_by_technique(const Puzzle& position, const TechniqueSet& techniques) {
  const Grid<B> g = *Grid<B>::from_puzzle(position);
  for (Technique t : techniques.list()) {
    FirstSink sink;
    find(g, t, sink);
    if (sink.found()) return std::move(sink.step());
  }
  return std::nullopt;
}

// The ladder shares one fish search among the techniques of a size that stand together;
// at every position of the solve paths it must take the step a search per technique takes.
// Returns how many positions were compared.
int compare_ladder_with_searches_per_technique(const std::vector<test::Line>& lines) {
  int compared = 0;
  const TechniqueSet ladder = TechniqueSet::defaults();
  for (const auto& l : lines) {
    const Puzzle& p = l.parsed.puzzle;
    SolveResult r = solve(p, {});
    for (const Puzzle& at : positions_along(p, r.steps)) {
      auto expected = with_box_size(p.box, [&](auto b) { return first_by_technique<decltype(b)::value>(at, ladder); });
      auto actual = next_step(at, ladder);
      ++compared;
      EXPECT_EQ(expected.has_value(), actual.has_value()) << "line " << l.number;
      if (!expected || !actual) continue;
      explain_forcing(*expected, at);  // as the ladder returns its steps
      EXPECT_EQ(format_step(*actual, default_alphabet(p.box)), format_step(*expected, default_alphabet(p.box)))
          << "line " << l.number;
    }
  }
  return compared;
}

TEST(LogicCorpus, LadderTakesTheStepOfASearchPerTechnique) {
  EXPECT_GT(compare_ladder_with_searches_per_technique(read_file(test::test_dir() / "corpus" / "own.txt")), 100);
}

TEST(LogicCorpus, LadderTakesTheStepOfASearchPerTechniqueOnTop1465) {
  SETLOGIC_REQUIRE_SHARED("9x9/top1465.txt");
  EXPECT_GT(compare_ladder_with_searches_per_technique(read_file(shared_data() / "9x9/top1465.txt", 5)), 10000);
}

TEST(LogicCorpus, LadderTakesTheStepOfASearchPerTechniqueOn16x16) {
  SETLOGIC_REQUIRE_SHARED("16x16/goomii_dev.txt");
  EXPECT_GT(compare_ladder_with_searches_per_technique(read_file(shared_data() / "16x16/goomii_dev.txt", 50)), 1000);
}

TEST(LogicCorpus, OwnPuzzles) {
  int solved = 0;
  for (const auto& l : read_file(test::test_dir() / "corpus" / "own.txt")) {
    if (l.parsed.extra != "1") continue;
    CountResult ref = count_solutions(l.parsed.puzzle);
    SolveResult r = solve(l.parsed.puzzle, {.check = &ref.solution});
    EXPECT_FALSE(r.failure) << "line " << l.number;
    EXPECT_EQ(r.status, SolveResult::Status::solved) << "line " << l.number;
    solved += r.status == SolveResult::Status::solved;
  }
  EXPECT_GE(solved, 8);
}

TEST(LogicCorpus, Top1465) {
  SETLOGIC_REQUIRE_SHARED("9x9/top1465.txt");
  EXPECT_EQ(solve_checked(shared_data() / "9x9/top1465.txt").puzzles, 1465);
}

// The default ladder decides every one by logic: its nested forcing nets, each replayed
// with its refutations by the forcing checker, leave no guess.
TEST(LogicCorpus, Hardest1106) {
  SETLOGIC_REQUIRE_SHARED("9x9/hardest1106.txt");
  const Summary all = solve_checked(shared_data() / "9x9/hardest1106.txt");
  EXPECT_EQ(all.puzzles, 375);
  EXPECT_EQ(all.without_guessing, 375);
}

// Forcing chains and nets after the default ladder: every step checked against the solution
// and replayed by the forcing checker, on samples of top1465 (where they leave almost no
// guess), hardest1106 and the 17-clue puzzles.
TEST(LogicCorpus, ForcingSamples) {
  SETLOGIC_REQUIRE_SHARED("9x9/top1465.txt");
  SETLOGIC_REQUIRE_SHARED("9x9/hardest1106.txt");
  SETLOGIC_REQUIRE_SHARED("9x9/17clue.txt");
  TechniqueSet ladder = TechniqueSet::defaults();
  for (const TechniqueInfo& t : catalogue())
    if (t.family == Family::forcing) ladder.add(t.technique);
  const Summary top = solve_checked(shared_data() / "9x9/top1465.txt", 10, ladder);
  EXPECT_EQ(top.puzzles, 147);
  EXPECT_GE(top.without_guessing, 145);
  EXPECT_EQ(solve_checked(shared_data() / "9x9/hardest1106.txt", 15, ladder).puzzles, 25);
  EXPECT_EQ(solve_checked(shared_data() / "9x9/17clue.txt", 250, ladder).puzzles, 197);
}

TEST(LogicCorpus, SeventeenClueSample) {
  SETLOGIC_REQUIRE_SHARED("9x9/17clue.txt");
  EXPECT_EQ(solve_checked(shared_data() / "9x9/17clue.txt", 98).puzzles, 502);
}

TEST(LogicCorpus, QqwingGradesRateInOrder) {
  SETLOGIC_REQUIRE_SHARED("9x9/qqwing_expert.txt");
  long previous = -1;
  for (const char* grade : {"simple", "easy", "intermediate", "expert"}) {
    Summary s = solve_checked(shared_data() / fmt::format("9x9/qqwing_{}.txt", grade));
    EXPECT_EQ(s.puzzles, 1000) << grade;
    long m = median(s.points);
    EXPECT_GT(m, previous) << "median points of qqwing " << grade;
    previous = m;
  }
}

TEST(LogicCorpus, Goomii16x16Sample) {
  SETLOGIC_REQUIRE_SHARED("16x16/goomii_dev.txt");
  Summary s = solve_checked(shared_data() / "16x16/goomii_dev.txt", 5);
  EXPECT_EQ(s.puzzles, 300);
}

TechniqueSet singles_and_set_logic() {
  return *find_profile("singles+setlogic");
}

TEST(LogicCorpus, SetLogicTop1465Sample) {
  SETLOGIC_REQUIRE_SHARED("9x9/top1465.txt");
  Summary s = solve_checked(shared_data() / "9x9/top1465.txt", 49, singles_and_set_logic());
  EXPECT_EQ(s.puzzles, 30);
  EXPECT_GT(s.without_guessing, 0);
}

TEST(LogicCorpus, SetLogicHardestSample) {
  SETLOGIC_REQUIRE_SHARED("9x9/hardest1106.txt");
  EXPECT_EQ(solve_checked(shared_data() / "9x9/hardest1106.txt", 75, singles_and_set_logic()).puzzles, 5);
}

TEST(LogicCorpus, SetLogic16x16) {
  SETLOGIC_REQUIRE_SHARED("16x16/sam_16x16_1-9A-G.txt");
  Summary sam = solve_checked(shared_data() / "16x16/sam_16x16_1-9A-G.txt", 1, singles_and_set_logic());
  EXPECT_EQ(sam.puzzles, 10);
  EXPECT_GE(sam.without_guessing, 8);
  Summary goomii = solve_checked(shared_data() / "16x16/goomii_dev.txt", 7, singles_and_set_logic());
  EXPECT_EQ(goomii.puzzles, 215);
}

// Uniqueness steps can remove a solution of a puzzle that has several: on every puzzle of
// the collection the solve finds uniqueness unknown and takes none (a ladder of singles and
// every uniqueness technique, guessing the rest; every tenth puzzle with the default
// ladder too), and still reaches a solution.
TEST(LogicCorpus, SeveralSolutionsNeverTakeAUniquenessStep) {
  SETLOGIC_REQUIRE_SHARED("9x9/multi_solution_serg.txt");
  TechniqueSet ladder = TechniqueSet::none();
  for (const TechniqueInfo& t : catalogue())
    if (t.family == Family::singles || t.family == Family::uniqueness) ladder.add(t.technique);
  const auto uniqueness_step = [](const Step& s) { return info(s.technique).family == Family::uniqueness; };
  int n = 0;
  for (const auto& l : test::read_file(test::shared_data() / "9x9/multi_solution_serg.txt")) {
    const Puzzle& p = l.parsed.puzzle;
    ASSERT_EQ(establish_uniqueness(p, AssumeUnique::check), Uniqueness::unknown) << "line " << l.number;
    for (const TechniqueSet& t : {ladder, TechniqueSet::defaults()}) {
      if (t == TechniqueSet::defaults() && n % 10 != 0) continue;
      const SolveResult r = solve(p, {.techniques = t});
      EXPECT_EQ(r.status, SolveResult::Status::solved) << "line " << l.number;
      EXPECT_TRUE(std::none_of(r.steps.begin(), r.steps.end(), uniqueness_step)) << "line " << l.number;
    }
    ++n;
  }
  EXPECT_EQ(n, 10000);
}

}  // namespace
}  // namespace setlogic
