#include "core/grid.hpp"

#include <gtest/gtest.h>

#include "test_util.hpp"

namespace setlogic {
namespace {

TEST(Grid, PlaceRemovesTheDigitFromPeersAndKeepsBothViewsEqual) {
  Grid<3> g;
  ASSERT_TRUE(g.place(Cell(0), Digit(4)));
  EXPECT_EQ(g.value(Cell(0)), Digit(4));
  EXPECT_TRUE(g.candidates(Cell(0)).none());
  EXPECT_FALSE(g.candidates(Cell(8)).test(Digit(4)));   // same row
  EXPECT_FALSE(g.candidates(Cell(72)).test(Digit(4)));  // same column
  EXPECT_FALSE(g.candidates(Cell(20)).test(Digit(4)));  // same box
  EXPECT_TRUE(g.candidates(Cell(40)).test(Digit(4)));
  for (int c = 0; c < 81; ++c)
    for (int d = 0; d < 9; ++d) EXPECT_EQ(g.candidates(Cell(c)).test(Digit(d)), g.cells_with(Digit(d)).test(Cell(c)));
  EXPECT_EQ(g.count(House(0), Digit(4)), 0);
  EXPECT_EQ(g.count(House(1), Digit(4)), 6);  // row 2 loses box 1's three cells
  EXPECT_EQ(g.count(House(1), Digit(3)), 9);
  for (House h : Geometry<3>::houses_of(Cell(0))) EXPECT_TRUE(g.placed(h).test(Digit(4)));
  EXPECT_TRUE(g.placed(House(1)).none());
}

TEST(Grid, PlaceRefusesANonCandidateAndEliminateReportsChange) {
  Grid<3> g;
  ASSERT_TRUE(g.place(Cell(0), Digit(4)));
  auto v = g.version();
  EXPECT_FALSE(g.place(Cell(1), Digit(4)));
  EXPECT_EQ(g.version(), v);
  EXPECT_TRUE(g.eliminate(Cell(40), Digit(2)));
  const auto after = g.version();
  EXPECT_NE(after, v);
  EXPECT_FALSE(g.eliminate(Cell(40), Digit(2)));
  EXPECT_EQ(g.version(), after);
  EXPECT_EQ(g.count(House(4), Digit(2)), 8);
}

TEST(Grid, VersionsNameOneStateAcrossGrids) {
  Grid<3> a;
  Grid<3> b;
  EXPECT_NE(a.version(), b.version());  // two grids, each changed apart, never meet
  Grid<3> copy = a;
  EXPECT_EQ(copy.version(), a.version());
  copy.eliminate(Cell(0), Digit(0));
  a.eliminate(Cell(0), Digit(0));  // the same change, made apart: other versions
  EXPECT_NE(copy.version(), a.version());
  const Puzzle p = Puzzle::empty(3);
  EXPECT_NE(Grid<3>::from_puzzle(p)->version(), Grid<3>::from_puzzle(p)->version());
}

TEST(Grid, FromPuzzleKeepsGivensAndPositionCandidates) {
  Puzzle p = test::parse_or_die(":0000:1:4.+3" + std::string(78, '.') + "::::");
  p.candidates[1] = 0b100000010;  // r1c2: 2 or 9
  auto g = Grid<3>::from_puzzle(p);
  ASSERT_TRUE(g.has_value());
  EXPECT_TRUE(g->is_given(Cell(0)));
  EXPECT_FALSE(g->is_given(Cell(2)));
  EXPECT_EQ(g->candidates(Cell(1)).count(), 2);
  EXPECT_EQ(g->to_puzzle().candidates[1], 0b100000010u);
  EXPECT_EQ(g->to_puzzle().values, p.values);
}

TEST(Grid, FromPuzzleRejectsRepeatedDigits) {
  Puzzle p = test::parse_or_die("11" + std::string(79, '.'));
  EXPECT_FALSE(Grid<3>::from_puzzle(p).has_value());
  auto c = find_contradiction(p);
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->kind, Contradiction::Kind::repeated_digit);
  EXPECT_EQ(c->cell, 1);
  EXPECT_EQ(c->other, 0);
}

TEST(Grid, WorksOnSixteenAndTwentyFive) {
  Grid<4> g16;
  EXPECT_TRUE(g16.place(Cell(255), Digit(15)));
  EXPECT_EQ(g16.count(House(15), Digit(15)), 0);
  Grid<5> g25;
  EXPECT_TRUE(g25.place(Cell(624), Digit(24)));
  EXPECT_FALSE(g25.candidates(Cell(0)).test(Digit(24)) && g25.candidates(Cell(600)).test(Digit(24)));
  EXPECT_EQ(g25.unsolved().count(), 624);
}

}  // namespace
}  // namespace setlogic
