// The checker on chain, ALS, uniqueness and forcing evidence, in hand-made positions: the
// shared chain lowering gives base/cover sets that the counting accepts exactly when the
// chain is right, the deadly-pattern check tells a swappable pattern from one that is not,
// and forcing branches are replayed with singles and conflicts only.

#include <gtest/gtest.h>

#include "core/grid.hpp"
#include "logic/certificate.hpp"
#include "logic/explain.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

using G = Geometry<3>;
using Kind = CertificateError::Kind;

Cell cell(int r, int c) {
  return G::cell(r - 1, c - 1);
}
Candidate at(int r, int c, int d) {
  return {cell(r, c), Digit(d - 1)};
}
Constraint row(int r, int d) {
  return Constraint::of_house(G::row_house(r - 1), Digit(d - 1), 9);
}
Constraint col(int c, int d) {
  return Constraint::of_house(G::column_house(c - 1), Digit(d - 1), 9);
}
Constraint in_cell(int r, int c) {
  return Constraint::of_cell(cell(r, c));
}

using test::Cells;
using test::with_cells;
// An empty grid where digit d stays only in the listed cells of the listed rows.
Grid<3> digit_rows(int d, std::initializer_list<std::pair<int, std::vector<int>>> rows) {
  Grid<3> g;
  for (const auto& [r, cols] : rows)
    for (int c = 1; c <= 9; ++c)
      if (std::find(cols.begin(), cols.end(), c) == cols.end()) g.eliminate(cell(r, c), Digit(d - 1));
  return g;
}

ChainNode node(int d, std::initializer_list<std::pair<int, int>> cells) {
  ChainNode n{Digit(d - 1), {}};
  for (auto [r, c] : cells) n.cells.push_back(cell(r, c));
  return n;
}
ChainLink strong(Constraint k) {
  return {LinkKind::strong, k};
}
ChainLink weak(Constraint k) {
  return {LinkKind::weak, k};
}

Step chain_step(Chain chain, std::vector<Candidate> eliminations) {
  Step s{.technique = Technique::set_logic, .eliminations = std::move(eliminations)};
  s.chains = {std::move(chain)};
  return s;
}

// Skyscraper on 1: rows 1 and 4 hold it only in c1,c5 and c1,c6. Chain
// (1)r1c5 = (1)r1c1 - (1)r4c1 = (1)r4c6: what sees both ends goes.
Chain skyscraper() {
  return {{node(1, {{1, 5}}), node(1, {{1, 1}}), node(1, {{4, 1}}), node(1, {{4, 6}})},
          {strong(row(1, 1)), weak(col(1, 1)), strong(row(4, 1))}};
}

TEST(ChainCertificate, SkyscraperLowersToRankOne) {
  const Puzzle p = digit_rows(1, {{1, {1, 5}}, {4, {1, 6}}}).to_puzzle();
  Step s = chain_step(skyscraper(), {at(2, 6, 1), at(3, 6, 1), at(5, 5, 1), at(6, 5, 1)});
  EXPECT_EQ(check_certificate(s, p), std::nullopt);
  for (const Certificate& c : lower(s, p)) EXPECT_EQ(c.rank(), 1);
  // r2c5 sees r1c5 only.
  s.eliminations = {at(2, 5, 1)};
  auto e = check_certificate(s, p);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Kind::not_implied);
}

TEST(ChainCertificate, ABrokenStrongLinkIsCaught) {
  // Row 4 holds 1 in a third cell: (1)r4c1 = (1)r4c6 is no strong link.
  const Puzzle p = digit_rows(1, {{1, {1, 5}}, {4, {1, 6, 9}}}).to_puzzle();
  auto e = check_certificate(chain_step(skyscraper(), {at(2, 6, 1)}), p);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Kind::uncovered_base);
  EXPECT_EQ(e->candidate, at(4, 9, 1));
}

// XY-Wing: pivot r1c1 {1,2}, pincers r1c5 {1,3} and r5c1 {2,3}.
const std::initializer_list<Cells> kXyWing = {{1, 1, {1, 2}}, {1, 5, {1, 3}}, {5, 1, {2, 3}}};

TEST(ChainCertificate, XyChainThroughBivalueCells) {
  const Puzzle p = with_cells(kXyWing).to_puzzle();
  Chain xy{{node(3, {{1, 5}}), node(1, {{1, 5}}), node(1, {{1, 1}}), node(2, {{1, 1}}), node(2, {{5, 1}}),
            node(3, {{5, 1}})},
           {strong(in_cell(1, 5)), weak(row(1, 1)), strong(in_cell(1, 1)), weak(col(1, 2)), strong(in_cell(5, 1))}};
  EXPECT_EQ(check_certificate(chain_step(xy, {at(5, 5, 3)}), p), std::nullopt);
  // Not r5c6: it sees r5c1 but not r1c5.
  auto e = check_certificate(chain_step(xy, {at(5, 6, 3)}), p);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Kind::not_implied);
  // The same chain with a pincer of three digits fails.
  const Puzzle wider = with_cells({{1, 1, {1, 2}}, {1, 5, {1, 3, 4}}, {5, 1, {2, 3}}}).to_puzzle();
  e = check_certificate(chain_step(xy, {at(5, 5, 3)}), wider);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Kind::uncovered_base);
}

TEST(ChainCertificate, DiscontinuousLoopEndsAtItsElimination) {
  // (3)r5c5 - (3)r1c5 = (1)r1c5 - (1)r1c1 = (2)r1c1 - (2)r5c1 = (3)r5c1 - (3)r5c5
  const Puzzle p = with_cells(kXyWing).to_puzzle();
  Chain loop{{node(3, {{5, 5}}), node(3, {{1, 5}}), node(1, {{1, 5}}), node(1, {{1, 1}}), node(2, {{1, 1}}),
              node(2, {{5, 1}}), node(3, {{5, 1}}), node(3, {{5, 5}})},
             {weak(col(5, 3)), strong(in_cell(1, 5)), weak(row(1, 1)), strong(in_cell(1, 1)), weak(col(1, 2)),
              strong(in_cell(5, 1)), weak(row(5, 3))}};
  Step s = chain_step(loop, {at(5, 5, 3)});
  EXPECT_EQ(check_certificate(s, p), std::nullopt);
  ASSERT_EQ(lower(s, p).size(), 1u);
  EXPECT_EQ(lower(s, p)[0].rank(), 1);
}

TEST(ChainCertificate, ContinuousLoopHasRankZero) {
  // An X-Wing on 1 as a loop: r1c1 = r1c5 - r4c5 = r4c1 - r1c1. Every other 1 of
  // columns 1 and 5 goes; one of row 2 does not.
  const Puzzle p = digit_rows(1, {{1, {1, 5}}, {4, {1, 5}}}).to_puzzle();
  Chain loop{{node(1, {{1, 1}}), node(1, {{1, 5}}), node(1, {{4, 5}}), node(1, {{4, 1}})},
             {strong(row(1, 1)), weak(col(5, 1)), strong(row(4, 1)), weak(col(1, 1))}};
  ASSERT_TRUE(loop.loop());
  Step s = chain_step(loop, {at(2, 1, 1), at(9, 1, 1), at(7, 5, 1)});
  EXPECT_EQ(check_certificate(s, p), std::nullopt);
  ASSERT_EQ(lower(s, p).size(), 1u);
  EXPECT_EQ(lower(s, p)[0].rank(), 0);
  s.eliminations = {at(2, 2, 1)};
  EXPECT_TRUE(check_certificate(s, p));
}

TEST(ChainCertificate, AlsXz) {
  // ALS A = r2c7 {1,2}; ALS B = r2c2 {1,3}, r3c3 {2,3} in box 1. The 1s see each other
  // in row 2 (restricted common), so the 2s of A or B hold a truth: r2c1, r2c3, r3c7,
  // r3c8 and r3c9 see them all and lose 2.
  const Puzzle p = with_cells({{2, 7, {1, 2}}, {2, 2, {1, 3}}, {3, 3, {2, 3}}}).to_puzzle();
  Chain xz{
      {node(2, {{2, 7}}), node(1, {{2, 7}}), node(1, {{2, 2}}), node(2, {{3, 3}})},
      {ChainLink{LinkKind::strong, std::nullopt, 0}, weak(row(2, 1)), ChainLink{LinkKind::strong, std::nullopt, 1}}};
  Step s = chain_step(xz, {at(2, 1, 2), at(2, 3, 2), at(3, 7, 2), at(3, 8, 2), at(3, 9, 2)});
  s.als = {{{cell(2, 7)}, {Digit(0), Digit(1)}}, {{cell(2, 2), cell(3, 3)}, {Digit(0), Digit(1), Digit(2)}}};
  EXPECT_EQ(check_certificate(s, p), std::nullopt);
  for (const Certificate& c : lower(s, p)) EXPECT_EQ(c.rank(), 1);
  // r1c7 sees r2c7 but not r3c3.
  s.eliminations = {at(1, 7, 2)};
  auto e = check_certificate(s, p);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Kind::not_implied);
  // With a fourth digit in B it is no ALS, and the counting finds the candidate left over.
  const Puzzle not_als = with_cells({{2, 7, {1, 2}}, {2, 2, {1, 3, 4}}, {3, 3, {2, 3}}}).to_puzzle();
  s.eliminations = {at(2, 1, 2)};
  e = check_certificate(s, not_als);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Kind::uncovered_base);
}

// A unique rectangle r12c14 on {1,2}; r2c4 also holds 5 and 6.
Step ur_type_1() {
  Step s{.technique = Technique::set_logic, .eliminations = {at(2, 4, 1), at(2, 4, 2)}};
  s.pattern = DeadlyPattern{{cell(1, 1), cell(1, 4), cell(2, 1), cell(2, 4)}, {Digit(0), Digit(1)}};
  s.cover = {in_cell(2, 4)};
  return s;
}
const std::initializer_list<Cells> kRectangle = {{1, 1, {1, 2}}, {1, 4, {1, 2}}, {2, 1, {1, 2}}, {2, 4, {1, 2, 5, 6}}};

TEST(UniquenessCertificate, UniqueRectangleTypeOne) {
  const Puzzle p = with_cells(kRectangle).to_puzzle();
  EXPECT_EQ(check_certificate(ur_type_1(), p, Uniqueness::puzzle), std::nullopt);
  auto e = check_certificate(ur_type_1(), p);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Kind::uniqueness_unknown);
}

TEST(UniquenessCertificate, AGivenInThePatternBreaksIt) {
  Grid<3> g = with_cells({{1, 1, {1, 2}}, {1, 4, {1, 2}}, {2, 4, {1, 5, 6}}});
  Puzzle p = g.to_puzzle();
  p.values[static_cast<std::size_t>(cell(2, 1).index())] = 1;  // a given 2 in r2c1
  p.given[static_cast<std::size_t>(cell(2, 1).index())] = 1;
  Step s = ur_type_1();
  s.eliminations = {at(2, 4, 1)};
  auto e = check_certificate(s, p, Uniqueness::puzzle);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Kind::given_in_pattern);
  // The same digit placed by logic instead keeps the pattern deadly.
  p.given[static_cast<std::size_t>(cell(2, 1).index())] = 0;
  EXPECT_EQ(check_certificate(s, p, Uniqueness::puzzle), std::nullopt);
}

TEST(UniquenessCertificate, APatternThatCannotSwapIsRefused) {
  // r1c1 r1c4 r2c1 r3c4: the two digits cannot trade places (row 2 and row 3 would change).
  const Puzzle p = with_cells({{1, 1, {1, 2}}, {1, 4, {1, 2}}, {2, 1, {1, 2}}, {3, 4, {1, 2, 5}}}).to_puzzle();
  Step s{.technique = Technique::set_logic, .eliminations = {at(3, 4, 1)}};
  s.pattern = DeadlyPattern{{cell(1, 1), cell(1, 4), cell(2, 1), cell(3, 4)}, {Digit(0), Digit(1)}};
  s.cover = {in_cell(3, 4)};
  auto e = check_certificate(s, p, Uniqueness::puzzle);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Kind::not_deadly);
}

// r1c1 {1,2}; r1c5 {1,3}; r9c1 {2,3}: either digit of r1c1 takes the 3 from r9c5.
Step cell_forcing_facts() {
  Step s{.technique = Technique::set_logic, .eliminations = {at(9, 5, 3)}};
  s.branches = {
      {.premise = {at(1, 1, 1), true},
       .implications = {{at(1, 5, 1), false}, {at(1, 5, 3), true}, {at(9, 5, 3), false}}},
      {.premise = {at(1, 1, 2), true},
       .implications = {{at(9, 1, 2), false}, {at(9, 1, 3), true}, {at(9, 5, 3), false}}},
  };
  return s;
}
const std::initializer_list<Cells> kForcing = {{1, 1, {1, 2}}, {1, 5, {1, 3}}, {9, 1, {2, 3}}};
// The same, each implication with its rule and causes.
Step cell_forcing() {
  Step s = cell_forcing_facts();
  explain_forcing(s, with_cells(kForcing).to_puzzle());
  return s;
}

TEST(ForcingCertificate, ImplicationsAreExplainedByTheirEarliestCauses) {
  const Step s = cell_forcing();
  const std::vector<Implication>& first = s.branches[0].implications;
  // r1c1=1 takes the 1 from r1c5 (row 1), which leaves r1c5 the 3, which r9c5 loses (column 5).
  EXPECT_EQ(first[0].rule, Rule::conflict);
  EXPECT_EQ(first[0].causes, std::vector<Candidate>{at(1, 1, 1)});
  EXPECT_EQ(first[0].via, Constraint::of_house(House(0), Digit(0), 9));
  EXPECT_EQ(first[1].rule, Rule::single);
  EXPECT_EQ(first[1].via, Constraint::of_cell(cell(1, 5)));
  EXPECT_EQ(first[1].causes, std::vector<Candidate>{at(1, 5, 1)});
  EXPECT_EQ(first[2].rule, Rule::conflict);
  EXPECT_EQ(first[2].causes, std::vector<Candidate>{at(1, 5, 3)});
  EXPECT_EQ(first[2].via, Constraint::of_house(House(9 + 4), Digit(2), 9));
}

TEST(ForcingCertificate, ATamperedCauseListIsRefused) {
  const Puzzle p = with_cells(kForcing).to_puzzle();
  // A cause that is no fact of the branch (r9c1=3 belongs to the other branch).
  Step s = cell_forcing();
  s.branches[0].implications[2].causes = {at(9, 1, 3)};
  auto e = check_certificate(s, p);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Kind::unjustified);
  EXPECT_EQ(e->candidate, at(9, 5, 3));
  // A single that leaves one of its constraint's other candidates uncited.
  s = cell_forcing();
  s.branches[0].implications[1].causes.clear();
  e = check_certificate(s, p);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->candidate, at(1, 5, 3));
  // A conflict through a constraint that does not hold both candidates.
  s = cell_forcing();
  s.branches[0].implications[0].via = Constraint::of_house(House(9), Digit(0), 9);
  e = check_certificate(s, p);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->candidate, at(1, 5, 1));
  // A rule that does not give the fact: a falsity called a single.
  s = cell_forcing();
  s.branches[1].implications[0].rule = Rule::single;
  e = check_certificate(s, p);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->candidate, at(9, 1, 2));
  // Unexplained facts prove nothing.
  e = check_certificate(cell_forcing_facts(), p);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Kind::unjustified);
}

TEST(ForcingCertificate, CellForcingChains) {
  const Puzzle p = with_cells(kForcing).to_puzzle();
  EXPECT_EQ(check_certificate(cell_forcing(), p), std::nullopt);
  EXPECT_TRUE(lower(cell_forcing(), p).empty());
}

TEST(ForcingCertificate, EveryImplicationMustFollow) {
  const Puzzle p = with_cells(kForcing).to_puzzle();
  Step s = cell_forcing();
  s.branches[0].implications.erase(s.branches[0].implications.begin());  // r1c5=3 no longer follows
  auto e = check_certificate(s, p);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Kind::unjustified);
  EXPECT_EQ(e->candidate, at(1, 5, 3));
}

TEST(ForcingCertificate, PremisesMustBeExhaustive) {
  // r1c1 also holds 4: the two branches leave a case out.
  const Puzzle p = with_cells({{1, 1, {1, 2, 4}}, {1, 5, {1, 3}}, {9, 1, {2, 3}}}).to_puzzle();
  auto e = check_certificate(cell_forcing(), p);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Kind::not_exhaustive);
}

TEST(ForcingCertificate, ConclusionMustHoldInEveryBranch) {
  const Puzzle p = with_cells(kForcing).to_puzzle();
  Step s = cell_forcing();
  s.branches[1].implications.pop_back();
  auto e = check_certificate(s, p);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Kind::not_forced);
}

TEST(ForcingCertificate, AContradictionRefutesItsPremise) {
  // r1c1=1 empties r1c6 {1,3} once r1c5 {1,3} takes the 3.
  const Puzzle p = with_cells({{1, 1, {1, 2}}, {1, 5, {1, 3}}, {1, 6, {1, 3}}}).to_puzzle();
  Step s{.technique = Technique::set_logic, .eliminations = {at(1, 1, 1)}};
  s.branches = {
      {.premise = {at(1, 1, 1), true},
       .implications = {{at(1, 5, 1), false}, {at(1, 6, 1), false}, {at(1, 5, 3), true}, {at(1, 6, 3), false}},
       .contradiction = true}};
  explain_forcing(s, p);
  EXPECT_EQ(s.branches[0].end, (ForcingEnd{ForcingEnd::Kind::emptied, Constraint::of_cell(cell(1, 6)), {}}));
  EXPECT_EQ(check_certificate(s, p), std::nullopt);
  // A lone branch without a contradiction proves nothing.
  const ForcingBranch whole = s.branches[0];
  s.branches[0].implications.pop_back();
  auto e = check_certificate(s, p);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Kind::no_contradiction);
  // Nor does one whose named end does not hold.
  s.branches[0] = whole;
  s.branches[0].end.where = Constraint::of_cell(cell(1, 5));
  e = check_certificate(s, p);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Kind::no_contradiction);
  // Nor does it prove anything but its premise's negation.
  s.branches[0] = whole;
  s.eliminations = {at(1, 1, 1), at(1, 7, 1)};
  e = check_certificate(s, p);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Kind::not_forced);
}

}  // namespace
}  // namespace setlogic
