// Uniqueness techniques: each type on a small position built for it, with its HoDoKu text;
// the uniqueness they need (none found without it, strict rectangles when only the position
// is unique, no avoidable rectangle without known givens); real puzzles whose solve paths
// use the rarer types, every step held to the solution, the certificate checker and an
// oracle of its own (brute force: the eliminated candidate with any guardian has no
// solution).

#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <vector>

#include "core/grid.hpp"
#include "io/step_json.hpp"
#include "io/step_text.hpp"
#include "io/svg.hpp"
#include "logic/certificate.hpp"
#include "logic/finder.hpp"
#include "logic/solver.hpp"
#include "search/brute_force.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

using Kind = CertificateError::Kind;
using G = Geometry<3>;

Cell cell(int r, int c) {
  return G::cell(r - 1, c - 1);
}

using test::Cells;
using test::with_cells;

// Digit d (1-based) out of row r but for the listed columns.
void only_in_row(Grid<3>& g, int d, int r, std::initializer_list<int> columns) {
  for (int c = 1; c <= 9; ++c)
    if (std::find(columns.begin(), columns.end(), c) == columns.end()) g.eliminate(cell(r, c), Digit(d - 1));
}
void only_in_column(Grid<3>& g, int d, int c, std::initializer_list<int> rows) {
  for (int r = 1; r <= 9; ++r)
    if (std::find(rows.begin(), rows.end(), r) == rows.end()) g.eliminate(cell(r, c), Digit(d - 1));
}

std::vector<Step> found(const Grid<3>& g, Technique t, UniquenessLimits limits = {.known = Uniqueness::puzzle}) {
  CollectSink sink;
  find(g, t, sink, SearchLimits{.uniqueness = limits});
  return sink.steps();
}

// The texts of the steps, each checked by the certificate checker knowing the puzzle unique.
std::vector<std::string> texts(const std::vector<Step>& steps, const Grid<3>& g,
                               Uniqueness known = Uniqueness::puzzle) {
  std::vector<std::string> out;
  for (const Step& s : steps) {
    EXPECT_EQ(check_certificate(s, g.to_puzzle(), known), std::nullopt) << format_step(s, default_alphabet(3));
    out.push_back(format_step(s, default_alphabet(3)));
  }
  return out;
}

// A rectangle r12c14 on {1,2}.
TEST(Uniqueness, TypeOneTakesTheDigitsFromTheOnlyCellWithMore) {
  const Grid<3> g = with_cells({{1, 1, {1, 2}}, {1, 4, {1, 2}}, {2, 1, {1, 2}}, {2, 4, {1, 2, 5, 6}}});
  const auto t = texts(found(g, Technique::unique_rectangle_1), g);
  ASSERT_EQ(t.size(), 1u);
  EXPECT_EQ(t[0], "Uniqueness Test 1: 1/2 in r1c14,r2c14 => r2c4<>1, r2c4<>2");
  // without uniqueness known, nothing
  EXPECT_TRUE(found(g, Technique::unique_rectangle_1, {}).empty());
  // the same step in a puzzle not known unique fails the checker
  const auto step = found(g, Technique::unique_rectangle_1).front();
  const auto e = check_certificate(step, g.to_puzzle(), Uniqueness::unknown);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Kind::uniqueness_unknown);
}

TEST(Uniqueness, TypesTwoAndFiveTakeTheExtraDigitFromWhatSeesItsCells) {
  const Grid<3> side = with_cells({{1, 1, {1, 2}}, {1, 4, {1, 2}}, {2, 1, {1, 2, 5}}, {2, 4, {1, 2, 5}}});
  const auto two = texts(found(side, Technique::unique_rectangle_2), side);
  ASSERT_EQ(two.size(), 1u);
  EXPECT_EQ(two[0], "Uniqueness Test 2: 1/2 in r1c14,r2c14 => r2c2356789<>5");
  EXPECT_TRUE(found(side, Technique::unique_rectangle_5).empty());
  // the roof on a diagonal: what sees r1c4 and r2c1 is in row 1 and box 1, or row 2 and box 2
  const Grid<3> diagonal = with_cells({{1, 1, {1, 2}}, {2, 4, {1, 2}}, {1, 4, {1, 2, 5}}, {2, 1, {1, 2, 5}}});
  const auto five = texts(found(diagonal, Technique::unique_rectangle_5), diagonal);
  ASSERT_EQ(five.size(), 1u);
  EXPECT_EQ(five[0], "Uniqueness Test 5: 1/2 in r1c14,r2c14 => r1c23,r2c56<>5");
  EXPECT_TRUE(found(diagonal, Technique::unique_rectangle_2).empty());
}

TEST(Uniqueness, TypeThreeIsANakedSubsetWithTheRoofAsOneCell) {
  // the roof {5} and {6} with r2c7 {5,6}: a pair in row 2
  const Grid<3> g = with_cells({{1, 1, {1, 2}}, {1, 4, {1, 2}}, {2, 1, {1, 2, 5}}, {2, 4, {1, 2, 6}}, {2, 7, {5, 6}}});
  const auto steps = found(g, Technique::unique_rectangle_3);
  const auto t = texts(steps, g);
  ASSERT_EQ(t.size(), 1u);
  EXPECT_EQ(t[0], "Uniqueness Test 3: 1/2 in r1c14,r2c14 => r2c235689<>5, r2c235689<>6");
  EXPECT_EQ(steps[0].cells, std::vector<Cell>{cell(2, 7)});
  // locked in a box too: roof r1c1, r2c1 {1,2,5}/{1,2,6}, r3c1 {5,6}
  const Grid<3> locked =
      with_cells({{1, 1, {1, 2, 5}}, {2, 1, {1, 2, 6}}, {1, 4, {1, 2}}, {2, 4, {1, 2}}, {3, 1, {5, 6}}});
  const auto both = found(locked, Technique::unique_rectangle_3);
  const auto lt = texts(both, locked);
  ASSERT_EQ(lt.size(), 1u);
  EXPECT_EQ(lt[0],
            "Uniqueness Test 3: 1/2 in r1c14,r2c14 => r1c23,r2c23,r3c23,r456789c1<>5, "
            "r1c23,r2c23,r3c23,r456789c1<>6");
  EXPECT_EQ(lower(both[0], locked.to_puzzle()).size(), 2u);  // a certificate per house
}

TEST(Uniqueness, TypeFourNeedsOneHouseWhereTheOtherDigitIsOnlyInTheRoof) {
  Grid<3> g = with_cells({{1, 1, {1, 2}}, {1, 4, {1, 2}}, {2, 1, {1, 2, 5}}, {2, 4, {1, 2, 6}}});
  EXPECT_TRUE(found(g, Technique::unique_rectangle_4).empty());
  only_in_row(g, 1, 2, {1, 4});
  const auto t = texts(found(g, Technique::unique_rectangle_4), g);
  ASSERT_EQ(t.size(), 1u);
  EXPECT_EQ(t[0], "Uniqueness Test 4: 1/2 in r1c14,r2c14 => r2c14<>2");
}

TEST(Uniqueness, TypeSixNeedsAnXWingInsideTheRectangle) {
  Grid<3> g = with_cells({{1, 1, {1, 2}}, {2, 4, {1, 2}}, {1, 4, {1, 2, 5}}, {2, 1, {1, 2, 6}}});
  EXPECT_TRUE(found(g, Technique::unique_rectangle_6).empty());
  only_in_row(g, 1, 1, {1, 4});
  EXPECT_TRUE(found(g, Technique::unique_rectangle_6).empty());  // one row is not enough
  only_in_row(g, 1, 2, {1, 4});
  const auto steps = found(g, Technique::unique_rectangle_6);
  const auto t = texts(steps, g);
  ASSERT_EQ(t.size(), 1u);
  EXPECT_EQ(t[0], "Uniqueness Test 6: 1/2 in r1c14,r2c14 => r1c4,r2c1<>1");
  EXPECT_EQ(lower(steps[0], g.to_puzzle()).size(), 2u);  // a certificate per elimination
  // the same by columns
  Grid<3> by_columns = with_cells({{1, 1, {1, 2}}, {2, 4, {1, 2}}, {1, 4, {1, 2, 5}}, {2, 1, {1, 2, 6}}});
  only_in_column(by_columns, 2, 1, {1, 2});
  only_in_column(by_columns, 2, 4, {1, 2});
  const auto c = texts(found(by_columns, Technique::unique_rectangle_6), by_columns);
  ASSERT_EQ(c.size(), 1u);
  EXPECT_EQ(c[0], "Uniqueness Test 6: 1/2 in r1c14,r2c14 => r1c4,r2c1<>2");
}

TEST(Uniqueness, HiddenRectangleTakesTheOtherDigitFromTheOppositeCorner) {
  Grid<3> g = with_cells({{1, 1, {1, 2}}, {1, 4, {1, 2, 5}}, {2, 1, {1, 2, 6}}, {2, 4, {1, 2, 7}}});
  only_in_row(g, 1, 2, {1, 4});
  EXPECT_TRUE(found(g, Technique::hidden_rectangle).empty());  // column 4 still has 1 elsewhere
  only_in_column(g, 1, 4, {1, 2});
  const auto steps = found(g, Technique::hidden_rectangle);
  const auto t = texts(steps, g);
  ASSERT_EQ(t.size(), 1u);
  EXPECT_EQ(t[0], "Hidden Rectangle: 1/2 in r1c14,r2c14 => r2c4<>2");
  // the opposite corner's 1 is the certificate's fin, and it is listed as a candidate in JSON
  ASSERT_EQ(steps[0].fins.size(), 1u);
  auto back = read_step_json(step_json(steps[0], default_alphabet(3)), default_alphabet(3));
  ASSERT_TRUE(std::holds_alternative<Step>(back));
  EXPECT_EQ(std::get<Step>(back).fins, steps[0].fins);
  EXPECT_EQ(std::get<Step>(back).pattern, steps[0].pattern);
}

// r1c1 = 1 and r1c4 = 2 solved, not given.
Grid<3> avoidable_base() {
  Grid<3> g;
  g.place(cell(1, 1), Digit(0));
  g.place(cell(1, 4), Digit(1));
  return g;
}

TEST(Uniqueness, AvoidableRectanglesNeedSolvedCellsThatAreNotGivens) {
  Grid<3> one = avoidable_base();
  one.place(cell(2, 1), Digit(1));  // r2c1 = 2: r2c4 must not be 1
  const auto t1 = texts(found(one, Technique::avoidable_rectangle_1), one);
  ASSERT_EQ(t1.size(), 1u);
  EXPECT_EQ(t1[0], "Avoidable Rectangle Type 1: 1/2 in r1c14,r2c14 => r2c4<>1");
  // the same with r2c1 a given is no pattern
  Puzzle p = one.to_puzzle();
  p.given[static_cast<std::size_t>(cell(2, 1).index())] = 1;
  const Grid<3> given = *Grid<3>::from_puzzle(p);
  EXPECT_TRUE(found(given, Technique::avoidable_rectangle_1).empty());
  // nor at position level, where solved cells cannot change
  EXPECT_TRUE(found(one, Technique::avoidable_rectangle_1, {.known = Uniqueness::position}).empty());

  Grid<3> two = avoidable_base();
  for (int d : {1, 3, 4, 5, 6, 7, 8, 9}) two.eliminate(cell(2, 1), Digit(d - 1));  // r2c1 {2,5}
  for (int d : {2, 3, 4, 6, 7, 8, 9}) two.eliminate(cell(2, 4), Digit(d - 1));     // r2c4 {1,5}
  const auto t2 = texts(found(two, Technique::avoidable_rectangle_2), two);
  ASSERT_EQ(t2.size(), 1u);
  EXPECT_EQ(t2[0], "Avoidable Rectangle Type 2: 1/2 in r1c14,r2c14 => r2c2356789<>5");
}

TEST(Uniqueness, OnlyTheStrictRectangleHoldsWhenOnlyThePositionIsUnique) {
  // r1c1 lacks 1: a missing candidate. HoDoKu's option finds it; the position alone does not
  // let the digits trade places, so the checker refuses it at that level.
  const Grid<3> g = with_cells({{1, 1, {2}}, {1, 4, {1, 2}}, {2, 1, {1, 2}}, {2, 4, {1, 2, 5}}});
  EXPECT_TRUE(
      found(g, Technique::unique_rectangle_1, {.known = Uniqueness::puzzle, .missing_candidates = false}).empty());
  EXPECT_TRUE(found(g, Technique::unique_rectangle_1, {.known = Uniqueness::position}).empty());
  const auto steps = found(g, Technique::unique_rectangle_1);
  ASSERT_EQ(texts(steps, g).size(), 1u);
  const auto e = check_certificate(steps[0], g.to_puzzle(), Uniqueness::position);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Kind::not_deadly);
}

TEST(Uniqueness, WhatIsKnownComesFromTheGivensThenThePosition) {
  const Puzzle unique =
      test::parse_or_die("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
  EXPECT_EQ(establish_uniqueness(unique, AssumeUnique::check), Uniqueness::puzzle);
  EXPECT_EQ(establish_uniqueness(unique, AssumeUnique::no), Uniqueness::unknown);
  // one given less: several solutions, unless told otherwise
  Puzzle several = unique;
  several.values[0] = kEmpty;
  several.given[0] = 0;
  EXPECT_EQ(establish_uniqueness(several, AssumeUnique::check), Uniqueness::unknown);
  EXPECT_EQ(establish_uniqueness(several, AssumeUnique::yes), Uniqueness::puzzle);
  // a position with its candidates cut down to the one solution, its values not given
  const CountResult ref = count_solutions(unique);
  Puzzle position = Grid<3>::from_puzzle(several)->to_puzzle();
  for (std::size_t i = 0; i < position.values.size(); ++i) {
    position.given[i] = 0;
    if (position.values[i] == kEmpty && i % 2 == 0) position.candidates[i] = 1u << ref.solution[i];
  }
  EXPECT_EQ(establish_uniqueness(position, AssumeUnique::check), Uniqueness::position);
}

TEST(Uniqueness, GraveNeedsEveryOpenCellAndEachDigitTwiceOrNever) {
  // a bivalue grave from a solution and its twin: r1c1,r1c4,r2c1,r2c4 swap 1 and 2 ... plus
  // r5c5 with a third candidate: found in a real puzzle below; here the checker's rules.
  const Grid<3> g = with_cells({{1, 1, {1, 2}}, {1, 4, {1, 2}}, {2, 1, {1, 2}}, {2, 4, {1, 2, 5}}});
  Step s{.technique = Technique::bug_plus_1, .eliminations = {{cell(2, 4), Digit(0)}}};
  DeadlyPattern p;
  p.cells = {cell(1, 1), cell(1, 4), cell(2, 1), cell(2, 4)};
  for (Cell c : p.cells)
    for (int d : {0, 1}) p.candidates.push_back({c, Digit(d)});
  s.pattern = p;
  s.cover = {Constraint::of_cell(cell(2, 4))};
  // the other open cells of the grid are not in it: no grave
  const auto e = check_certificate(s, g.to_puzzle(), Uniqueness::puzzle);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Kind::not_deadly);
}

// The brute-force oracle: with the eliminated candidate placed, no guardian can be true.
void expect_guardians_forced_out(const Step& s, const Puzzle& at) {
  ASSERT_TRUE(s.pattern);
  for (const Candidate& z : s.eliminations)
    for (const Candidate& g : s.pattern->guardians) {
      if (g.cell == z.cell) continue;  // one cell, two digits
      Puzzle both = at;
      for (const Candidate& x : {z, g}) {
        both.values[static_cast<std::size_t>(x.cell.index())] = static_cast<std::int8_t>(x.digit.index());
        both.candidates[static_cast<std::size_t>(x.cell.index())] = 0;
      }
      if (find_contradiction(both)) continue;
      EXPECT_EQ(count_solutions(both, {.limit = 1}).solutions, 0u)
          << format_step(s, default_alphabet(3)) << ": " << candidate_token(z, default_alphabet(3)) << " with "
          << candidate_token(g, default_alphabet(3));
    }
}

// Puzzles whose solve paths take the rarer steps (from top1465, hardest1106 and qqwing's
// expert grade), with the default ladder less the forcing chains and nets: the paths of the
// first two guess there, and no puzzle of those files takes an Avoidable Rectangle 2
// without a guess.
TEST(Uniqueness, SolvePathsOfRealPuzzlesHold) {
  const std::vector<std::pair<std::string, Technique>> puzzles = {
      {".....9.8....7.4......2....4.5.8..2....7.3..5..3697.....4......3...528..6..5.9..78", Technique::bug_plus_1},
      {"..3....9.8...21..6.5........6.25.74.....73..55.....2..2....7.8....49.1...9.5.....",
       Technique::avoidable_rectangle_2},
      {"1..........4..1.9..6..8......3.7.8.......51..7..1..........3..8..5..497.4.685..1.",
       Technique::unique_rectangle_5},
      {"....5..6..752.....9.........1...85...3...7..8.....9.433.....6......1.8.478...5...",
       Technique::avoidable_rectangle_1},
  };
  for (const auto& [text, wanted] : puzzles) {
    const Puzzle p = test::parse_or_die(text);
    const CountResult ref = count_solutions(p);
    ASSERT_EQ(ref.solutions, 1u);
    const TechniqueSet ladder = test::defaults_without(Family::forcing);
    const SolveResult r = solve(p, {.techniques = ladder, .check = &ref.solution});
    ASSERT_FALSE(r.failure) << text;
    ASSERT_EQ(r.status, SolveResult::Status::solved);
    const auto at = positions_along(p, r.steps);
    bool seen = false;
    for (std::size_t i = 0; i < r.steps.size(); ++i) {
      const Step& s = r.steps[i];
      if (info(s.technique).family != Family::uniqueness) continue;
      seen = seen || s.technique == wanted;
      EXPECT_EQ(check_certificate(s, at[i], Uniqueness::puzzle), std::nullopt);
      expect_guardians_forced_out(s, at[i]);
      // JSON round trip
      auto back = read_step_json(step_json(s, default_alphabet(3)), default_alphabet(3));
      ASSERT_TRUE(std::holds_alternative<Step>(back));
      EXPECT_EQ(std::get<Step>(back).eliminations, s.eliminations);
      EXPECT_EQ(std::get<Step>(back).pattern, s.pattern);
      EXPECT_EQ(std::get<Step>(back).base, s.base);
      EXPECT_EQ(std::get<Step>(back).cover, s.cover);
      EXPECT_EQ(std::get<Step>(back).fins, s.fins);
    }
    EXPECT_TRUE(seen) << text << " no longer takes " << info(wanted).name;
    // told it is not unique, the same solve takes none
    const SolveResult plain = solve(p, {.techniques = ladder, .assume_unique = AssumeUnique::no});
    EXPECT_TRUE(std::none_of(plain.steps.begin(), plain.steps.end(),
                             [](const Step& s) { return info(s.technique).family == Family::uniqueness; }));
  }
}

TEST(Uniqueness, BugPlusOneTextAndDrawing) {
  const Puzzle p =
      test::parse_or_die(".....9.8....7.4......2....4.5.8..2....7.3..5..3697.....4......3...528..6..5.9..78");
  const SolveResult r = solve(p, {});
  const auto at = positions_along(p, r.steps);
  for (std::size_t i = 0; i < r.steps.size(); ++i) {
    if (r.steps[i].technique != Technique::bug_plus_1) continue;
    const Step& s = r.steps[i];
    const std::string text = format_step(s, default_alphabet(3));
    EXPECT_EQ(text.rfind("Bivalue Universal Grave + 1 => ", 0), 0u) << text;
    ASSERT_EQ(s.pattern->guardians.size(), 1u);
    const std::string svg = render_svg(at[i], default_alphabet(3), &s);
    EXPECT_NE(svg.find("class=\"guardian\""), std::string::npos);
    EXPECT_NE(svg.find("class=\"pattern\""), std::string::npos);
    return;
  }
  FAIL() << "no BUG+1 on the path";
}

}  // namespace
}  // namespace setlogic
