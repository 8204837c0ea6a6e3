// Scales and path statistics (src/rating): a step's worth comes from its technique and
// evidence only, and the statistics of paths add up however they are split.

#include "rating/rating.hpp"

#include <gtest/gtest.h>

#include "io/json.hpp"
#include "logic/solver.hpp"
#include "rating/path_stats.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

Constraint row_digit(int r, int d) {
  return Constraint::of_house(House(r), Digit(d), 9);
}
Constraint column_digit(int c, int d) {
  return Constraint::of_house(House(9 + c), Digit(d), 9);
}

TEST(PointsScale, EvidenceAddsToTheCataloguePoints) {
  Step fish{.technique = Technique::finned_swordfish};
  EXPECT_EQ(step_points(fish), info(Technique::finned_swordfish).points);
  fish.endo_fins = {{Cell(0), Digit(0)}};
  EXPECT_EQ(step_points(fish), info(Technique::finned_swordfish).points + 16);
  fish.endo_fins.clear();
  fish.cannibals = {{Cell(1), Digit(0)}};
  EXPECT_EQ(step_points(fish), info(Technique::finned_swordfish).points + 16);

  // General logic: 10 a base set beyond the first, 20 a unit of rank.
  Step logic{.technique = Technique::set_logic};
  logic.base = {row_digit(0, 0), row_digit(1, 0), row_digit(2, 0)};
  logic.cover = {column_digit(0, 0), column_digit(1, 0), column_digit(2, 0), column_digit(3, 0)};
  EXPECT_EQ(step_points(logic), info(Technique::set_logic).points + 2 * 10 + 1 * 20);

  // Endo fins add nothing to what is not a fish.
  Step pair{.technique = Technique::naked_pair, .endo_fins = {{Cell(0), Digit(0)}}};
  EXPECT_EQ(step_points(pair), info(Technique::naked_pair).points);
}

TEST(PointsScale, APathsPointsAreItsStepsPoints) {
  const Puzzle p =
      test::parse_or_die("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
  const SolveResult r = solve(p, {});
  long sum = 0;
  int most = -1;
  for (const Step& s : r.steps) {
    sum += step_points(s);
    most = std::max(most, step_points(s));
  }
  const Rating rating = rate(r.steps);
  EXPECT_EQ(rating.points, sum);
  EXPECT_EQ(rating.hardest_points, most);
}

std::vector<Step> path(std::initializer_list<std::pair<Technique, int>> steps) {
  std::vector<Step> out;
  for (auto [t, eliminations] : steps) {
    Step s{.technique = t};
    if (eliminations == 0) s.placements = {{Cell(0), Digit(0)}};
    for (int k = 0; k < eliminations; ++k) s.eliminations.push_back({Cell(k), Digit(0)});
    out.push_back(s);
  }
  return out;
}

TEST(PathStats, CountsPuzzlesStepsEliminationsAndPlacements) {
  PathStats s;
  s.add(path(
      {{Technique::hidden_single, 0}, {Technique::x_wing, 3}, {Technique::hidden_single, 0}, {Technique::x_wing, 2}}));
  s.add(path({{Technique::x_wing, 1}}));
  EXPECT_EQ(s.paths(), 2u);
  EXPECT_EQ(s[Technique::hidden_single], (TechniqueUse{1, 2, 0, 2}));
  EXPECT_EQ(s[Technique::x_wing], (TechniqueUse{2, 3, 6, 0}));
  EXPECT_EQ(s[Technique::swordfish], TechniqueUse{});
}

TEST(PathStats, MergedCountsEqualOneCountOverAll) {
  auto lines = test::read_file(test::test_dir() / "corpus" / "own.txt");
  std::erase_if(lines, [](const test::Line& l) { return l.parsed.extra != "1"; });
  PathStats all, odd, even;
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const SolveResult r = solve(lines[k].parsed.puzzle, {});
    all.add(r.steps);
    (k % 2 ? odd : even).add(r.steps);
  }
  odd.merge(even);
  EXPECT_EQ(odd, all);
  EXPECT_EQ(path_stats_from_json(nlohmann::json::parse(path_stats_json(all).dump())), all);
  EXPECT_EQ(all.paths(), lines.size());
}

TEST(PathStats, JsonOfAnotherShapeIsRefusedSayingWhy) {
  auto error = [](const char* text) {
    try {
      path_stats_from_json(nlohmann::json::parse(text));
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_EQ(error(R"({"techniques": {}})"), "path statistics: \"paths\" is not a count");
  EXPECT_EQ(error(R"({"paths": 1})"), "path statistics: no \"techniques\" object");
  EXPECT_EQ(error(R"({"paths": 1, "techniques": {"X-Wing": {}}})"), "path statistics: unknown technique 'X-Wing'");
  EXPECT_EQ(error(R"({"paths": 1, "techniques": {"x_wing": {"puzzles": 1, "steps": -1}}})"),
            "path statistics: \"steps\" is not a count");
  EXPECT_EQ(error(R"({"paths": 1, "techniques": {"x_wing": {"puzzles": 1, "steps": 2, "eliminations": 3,
                      "placements": 0}}})"),
            "accepted");
}

}  // namespace
}  // namespace setlogic
