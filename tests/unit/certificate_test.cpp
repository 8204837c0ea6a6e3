// The certificate checker on hand-made positions: it accepts what base/cover counting
// implies and rejects everything else, whatever the finder claimed.

#include "logic/certificate.hpp"

#include <gtest/gtest.h>

#include "core/grid.hpp"

namespace setlogic {
namespace {

using G = Geometry<3>;

Candidate at(int r, int c, int d) {
  return {G::cell(r - 1, c - 1), Digit(d - 1)};
}
Constraint row(int r, int d) {
  return Constraint::of_house(G::row_house(r - 1), Digit(d - 1), 9);
}
Constraint col(int c, int d) {
  return Constraint::of_house(G::column_house(c - 1), Digit(d - 1), 9);
}
Constraint box(int b, int d) {
  return Constraint::of_house(G::box_house(b - 1), Digit(d - 1), 9);
}

// An empty grid where digit d stays only in the listed cells ("r5c2" style pairs).
Puzzle digit_map(int d, std::initializer_list<std::pair<int, int>> cells) {
  Grid<3> g;
  G::CellSet keep;
  for (auto [r, c] : cells) keep.set(G::cell(r - 1, c - 1));
  for (int i = 0; i < G::cells; ++i)
    if (!keep.test(Cell(i))) g.eliminate(Cell(i), Digit(d - 1));
  return g.to_puzzle();
}

// The X-Wing of the source page: 4 in rows 5 and 7 only in columns 2 and 6.
Puzzle x_wing_position() {
  return digit_map(4, {{4, 2}, {4, 3}, {4, 5}, {5, 2}, {5, 6}, {7, 2}, {7, 6}, {8, 2}, {8, 3}, {8, 5}});
}

Step fish(std::vector<Constraint> base, std::vector<Constraint> cover, std::vector<Candidate> elims) {
  Step s{.technique = Technique::x_wing, .digits = {Digit(3)}, .eliminations = std::move(elims)};
  s.base = std::move(base);
  s.cover = std::move(cover);
  return s;
}

TEST(Certificate, AcceptsAnXWing) {
  Step s = fish({row(5, 4), row(7, 4)}, {col(2, 4), col(6, 4)}, {at(4, 2, 4), at(8, 2, 4)});
  EXPECT_EQ(check_certificate(s, x_wing_position()), std::nullopt);
}

TEST(Certificate, RejectsAnEliminationOutsideTheCovers) {
  Step s = fish({row(5, 4), row(7, 4)}, {col(2, 4), col(6, 4)}, {at(4, 2, 4), at(4, 3, 4)});
  auto e = check_certificate(s, x_wing_position());
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, CertificateError::Kind::not_implied);
  EXPECT_EQ(e->candidate, at(4, 3, 4));
}

TEST(Certificate, RejectsAnUncoveredBase) {
  Step s = fish({row(5, 4), row(8, 4)}, {col(2, 4), col(6, 4)}, {at(4, 2, 4)});
  auto e = check_certificate(s, x_wing_position());
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, CertificateError::Kind::uncovered_base);
}

TEST(Certificate, RejectsOverlappingBases) {
  Step s = fish({row(5, 4), col(2, 4)}, {col(2, 4), col(6, 4), row(4, 4), row(7, 4), row(8, 4)}, {});
  s.eliminations = {at(4, 3, 4)};
  auto e = check_certificate(s, x_wing_position());
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, CertificateError::Kind::overlapping_bases);
}

TEST(Certificate, RejectsWhatIsNotACandidate) {
  Step s = fish({row(5, 4), row(7, 4)}, {col(2, 4), col(6, 4)}, {at(1, 1, 4)});
  auto e = check_certificate(s, x_wing_position());
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, CertificateError::Kind::not_a_candidate);
}

TEST(Certificate, RankOneNeedsTwoCovers) {
  // A finned X-Wing on 4: rows 1 and 7 in columns 5 and 7, with the fin r1c6 in box 2.
  // Base r17#4, covers c57#4 b2#4: rank 1, so only candidates in two covers go.
  Puzzle p = digit_map(4, {{1, 5}, {1, 6}, {1, 7}, {7, 5}, {7, 7}, {2, 5}, {3, 5}, {5, 5}, {9, 7}});
  Step good = fish({row(1, 4), row(7, 4)}, {col(5, 4), col(7, 4), box(2, 4)}, {at(2, 5, 4), at(3, 5, 4)});
  EXPECT_EQ(check_certificate(good, p), std::nullopt);
  Step bad = fish({row(1, 4), row(7, 4)}, {col(5, 4), col(7, 4), box(2, 4)}, {at(5, 5, 4)});
  auto e = check_certificate(bad, p);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, CertificateError::Kind::not_implied);
}

TEST(Certificate, BaseCandidateInMoreCoversThanRankAllowsGoes) {
  // Bases r1#4 {r1c1 r1c2} and r2#4 {r2c2 r2c3}, covers b1#4 and c1#4 (rank 0). r1c1 lies
  // in the base and in both covers: were it true, the second base truth would find no
  // cover left. r1c2 lies in one cover only and stays.
  Puzzle p = digit_map(4, {{1, 1}, {1, 2}, {2, 2}, {2, 3}});
  Step s = fish({row(1, 4), row(2, 4)}, {box(1, 4), col(1, 4)}, {at(1, 1, 4)});
  EXPECT_EQ(check_certificate(s, p), std::nullopt);
  s.eliminations = {at(1, 2, 4)};
  auto e = check_certificate(s, p);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, CertificateError::Kind::not_implied);
  // One more cover (rank 1) and r1c1 no longer goes: 2 covers + 1 other truth fit in 3.
  Step rank1 = fish({row(1, 4), row(2, 4)}, {box(1, 4), col(1, 4), col(2, 4)}, {at(1, 1, 4)});
  EXPECT_TRUE(check_certificate(rank1, p));
}

TEST(Certificate, PlacementNeedsALastCandidate) {
  Grid<3> g;
  for (int d = 1; d < 9; ++d) g.eliminate(G::cell(0, 0), Digit(d));
  Step single{.technique = Technique::naked_single, .digits = {Digit(0)}, .placements = {{G::cell(0, 0), Digit(0)}}};
  single.base = {Constraint::of_cell(G::cell(0, 0))};
  EXPECT_EQ(check_certificate(single, g.to_puzzle()), std::nullopt);
  Step wrong = single;
  wrong.placements = {{G::cell(0, 1), Digit(0)}};
  wrong.base = {Constraint::of_cell(G::cell(0, 1))};
  auto e = check_certificate(wrong, g.to_puzzle());
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, CertificateError::Kind::placement_unproven);
}

TEST(Certificate, NakedPairInTwoHousesLowersToOneCertificatePerHouse) {
  Grid<3> g;
  for (int c : {0, 1})
    for (int d = 2; d < 9; ++d) g.eliminate(G::cell(0, c), Digit(d));
  Step s{.technique = Technique::locked_pair, .digits = {Digit(0), Digit(1)}};
  s.base = {Constraint::of_cell(G::cell(0, 0)), Constraint::of_cell(G::cell(0, 1))};
  for (House h : {G::row_house(0), G::box_house(0)})
    for (int d : {0, 1}) s.cover.push_back(Constraint::of_house(h, Digit(d), 9));
  s.eliminations = {{G::cell(0, 5), Digit(0)}, {G::cell(2, 2), Digit(1)}};
  EXPECT_EQ(lower(s, g.to_puzzle()).size(), 2u);
  EXPECT_EQ(check_certificate(s, g.to_puzzle()), std::nullopt);
  s.eliminations.push_back({G::cell(5, 0), Digit(0)});  // column 1: no certificate covers it
  auto e = check_certificate(s, g.to_puzzle());
  ASSERT_TRUE(e);
  EXPECT_EQ(e->candidate, (Candidate{G::cell(5, 0), Digit(0)}));
}

}  // namespace
}  // namespace setlogic
