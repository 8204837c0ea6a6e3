// Aligned exclusion and multi-sector locked sets, on the positions of real solve paths (9x9
// and 16x16): a naive Aligned Pair Exclusion of the test's own (Sudoku Explainer's: two cells
// of one house, bivalue excluder cells seeing both) and Sue de Coq's own finder as oracles
// whose eliminations the finders must make; every step checked against the brute-force
// solution and its checker; broken steps refused; the evidence through JSON and SVG.

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/grid.hpp"
#include "io/step_json.hpp"
#include "io/step_text.hpp"
#include "io/svg.hpp"
#include "io/writer.hpp"
#include "logic/certificate.hpp"
#include "logic/finder.hpp"
#include "logic/solver.hpp"
#include "search/brute_force.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

using G = Geometry<3>;

const std::vector<test::SolvedPosition>& positions() {
  static const std::vector<test::SolvedPosition> kPositions = test::top1465_positions(37);
  return kPositions;
}

std::set<Candidate> eliminated(const Puzzle& p, Technique t, const SearchLimits& limits = {}) {
  TechniqueSet only = TechniqueSet::none();
  only.add(t);
  std::set<Candidate> out;
  for (const Step& s : find_all_steps(p, only, limits)) out.insert(s.eliminations.begin(), s.eliminations.end());
  return out;
}

bool sees(Cell a, Cell b) {
  return a != b && (G::row(a) == G::row(b) || G::column(a) == G::column(b) || G::box(a) == G::box(b));
}

unsigned mask_of(const Grid<3>& g, Cell c) {
  unsigned m = 0;
  for (Digit d : g.candidates(c)) m |= 1u << d.index();
  return m;
}

// Sudoku Explainer's Aligned Pair Exclusion: two cells of one house with two candidates or
// more; a pair of values is impossible when the values are equal or when a bivalue cell
// seeing both cells holds exactly those two values; a value no possible pair holds goes.
std::set<Candidate> naive_ape(const Grid<3>& g) {
  std::set<Candidate> out;
  std::vector<Cell> open;
  for (Cell c : g.unsolved())
    if (g.candidates(c).count() >= 2) open.push_back(c);
  for (Cell a : open)
    for (Cell b : open) {
      if (!(a < b) || !sees(a, b)) continue;
      std::vector<unsigned> excluders;
      for (Cell e : open)
        if (e != a && e != b && sees(e, a) && sees(e, b) && __builtin_popcount(mask_of(g, e)) == 2)
          excluders.push_back(mask_of(g, e));
      if (excluders.empty()) continue;
      unsigned allowed_a = 0, allowed_b = 0;
      for (Digit x : g.candidates(a))
        for (Digit y : g.candidates(b)) {
          const unsigned pair = 1u << x.index() | 1u << y.index();
          if (x == y || std::find(excluders.begin(), excluders.end(), pair) != excluders.end()) continue;
          allowed_a |= 1u << x.index();
          allowed_b |= 1u << y.index();
        }
      for (Digit x : g.candidates(a))
        if (!(allowed_a >> x.index() & 1)) out.insert({a, x});
      for (Digit y : g.candidates(b))
        if (!(allowed_b >> y.index() & 1)) out.insert({b, y});
    }
  return out;
}

TEST(AlignedExclusion, PairFinderMakesEveryEliminationOfTheNaiveOne) {
  int found = 0;
  for (std::size_t i = 0; i < positions().size(); i += 2) {
    const test::SolvedPosition& at = positions()[i];
    const std::set<Candidate> want = naive_ape(*Grid<3>::from_puzzle(at.puzzle));
    found += !want.empty();
    const std::set<Candidate> got = eliminated(at.puzzle, Technique::aligned_pair_exclusion);
    for (const Candidate& z : want)
      EXPECT_TRUE(got.count(z)) << "Aligned Pair Exclusion misses " << candidate_token(z, default_alphabet(3)) << " at "
                                << format_candidates(at.puzzle, default_alphabet(3));
  }
  EXPECT_GT(found, 10);
}

// A Sue de Coq of at most six cells, none of them a naked single, is a multi-sector locked
// set of cells in a line and a box: every elimination it makes, the multi-sector search
// (six cells) makes too.
TEST(MultiSector, MakesEverySmallSueDeCoqElimination) {
  int found = 0;
  for (const test::SolvedPosition& at : positions()) {
    TechniqueSet sdc = TechniqueSet::none();
    sdc.add(Technique::sue_de_coq);
    std::set<Candidate> want;
    const Grid<3> g = *Grid<3>::from_puzzle(at.puzzle);
    for (const Step& s : find_all_steps(at.puzzle, sdc)) {
      std::size_t cells = 0;
      bool single = false;  // a cell of one candidate is a single, never a base of general logic
      for (const Als& set : s.als) {
        cells += set.cells.size();
        for (Cell c : set.cells) single = single || g.candidates(c).count() == 1;
      }
      if (cells <= 6 && !single) want.insert(s.eliminations.begin(), s.eliminations.end());
    }
    if (want.empty()) continue;
    ++found;
    const std::set<Candidate> got = eliminated(at.puzzle, Technique::multi_sector_locked_set);
    for (const Candidate& z : want)
      EXPECT_TRUE(got.count(z)) << "Multi-Sector Locked Set misses " << candidate_token(z, default_alphabet(3))
                                << " at " << format_candidates(at.puzzle, default_alphabet(3));
  }
  EXPECT_GT(found, 2);
}

TechniqueSet family_techniques() {
  TechniqueSet s = TechniqueSet::none();
  for (Technique t :
       {Technique::aligned_pair_exclusion, Technique::aligned_triple_exclusion, Technique::multi_sector_locked_set})
    s.add(t);
  return s;
}

void expect_sound(const Step& s, const Puzzle& at, const std::vector<std::int8_t>& solution, const Alphabet& a) {
  const std::string text = format_step(s, a);
  EXPECT_FALSE(s.eliminations.empty()) << text;
  EXPECT_TRUE(s.placements.empty()) << text;
  for (const Candidate& x : s.eliminations)
    EXPECT_NE(solution[static_cast<std::size_t>(x.cell.index())], x.digit.index()) << text;
  EXPECT_EQ(check_certificate(s, at), std::nullopt) << text << "\n" << format_candidates(at, a);
  if (s.technique == Technique::multi_sector_locked_set) {
    EXPECT_EQ(s.rank(), 0) << text;
    for (const Constraint& k : s.base) EXPECT_EQ(k.kind, ConstraintKind::cell) << text;
  } else {
    EXPECT_EQ(s.cells.size(), static_cast<std::size_t>(info(s.technique).size)) << text;
    for (const Candidate& x : s.eliminations)
      EXPECT_NE(std::find(s.cells.begin(), s.cells.end(), x.cell), s.cells.end()) << text;
  }
}

TEST(AlignedExclusion, EveryStepHoldsAgainstTheSolutionAndTheChecker) {
  std::map<Technique, int> seen;
  for (std::size_t i = 0; i < positions().size(); i += 3)
    for (const Step& s : find_all_steps(positions()[i].puzzle, family_techniques())) {
      ++seen[s.technique];
      expect_sound(s, positions()[i].puzzle, positions()[i].solution, default_alphabet(3));
    }
  for (Technique t : family_techniques().list()) EXPECT_GT(seen[t], 0) << info(t).name;
}

TEST(AlignedExclusion, SixteenBySixteenStepsHold) {
  std::map<Technique, int> seen;
  for (const test::Line& l : test::read_file(test::test_dir() / "corpus" / "hard16.txt", 8)) {
    const CountResult ref = count_solutions(l.parsed.puzzle);
    ASSERT_EQ(ref.solutions, 1);
    const SolveResult r = solve(l.parsed.puzzle, {});
    const std::vector<Puzzle> along = positions_along(l.parsed.puzzle, r.steps);
    for (std::size_t i = along.size() / 2; i < along.size(); i += 9)
      for (const Step& s : find_all_steps(along[i], family_techniques(), {.multi_sector = {.max_cells = 4}})) {
        ++seen[s.technique];
        expect_sound(s, along[i], ref.solution, *l.parsed.alphabet);
      }
  }
  EXPECT_GT(seen[Technique::aligned_pair_exclusion], 0);
  EXPECT_GT(seen[Technique::aligned_triple_exclusion], 0);
}

// An aligned exclusion step without the sets it needs, with a set that is not an ALS, with a
// base cell too few, or made to eliminate a candidate of the solution is refused.
TEST(AlignedExclusion, CheckerRefusesBrokenSteps) {
  int tried = 0, stripped = 0;
  TechniqueSet aligned = TechniqueSet::none();
  aligned.add(Technique::aligned_pair_exclusion);
  aligned.add(Technique::aligned_triple_exclusion);
  for (std::size_t i = 0; i < positions().size() && tried < 200; i += 5) {
    const test::SolvedPosition& at = positions()[i];
    const Grid<3> g = *Grid<3>::from_puzzle(at.puzzle);
    for (const Step& s : find_all_steps(at.puzzle, aligned)) {
      const std::string text = format_step(s, default_alphabet(3));
      ++tried;
      // Without its sets, only the same-digit rule is left: it alone eliminates nothing
      // unless a base cell sees a bivalue base cell that is, in effect, a naked single.
      Step bare = s;
      bare.als.clear();
      if (check_certificate(bare, at.puzzle) != std::nullopt) ++stripped;
      Step not_als = s;
      not_als.als[0].digits.pop_back();
      EXPECT_NE(check_certificate(not_als, at.puzzle), std::nullopt) << text;
      Step short_base = s;
      short_base.cells.pop_back();
      EXPECT_NE(check_certificate(short_base, at.puzzle), std::nullopt) << text;
      Step wrong = s;
      const Cell c = s.cells[0];
      wrong.eliminations = {{c, Digit(at.solution[static_cast<std::size_t>(c.index())])}};
      EXPECT_NE(check_certificate(wrong, at.puzzle), std::nullopt) << text;
      EXPECT_TRUE(g.candidates(c).test(wrong.eliminations[0].digit));
    }
  }
  EXPECT_GT(tried, 50);
  EXPECT_GT(stripped, tried * 9 / 10);
}

TEST(AlignedExclusion, JsonAndDrawing) {
  std::map<Technique, int> checked;
  const Alphabet& a = default_alphabet(3);
  for (std::size_t i = 0; i < positions().size(); i += 11)
    for (const Step& s : find_all_steps(positions()[i].puzzle, family_techniques())) {
      if (checked[s.technique] > 20) continue;
      ++checked[s.technique];
      const auto back = read_step_json(step_json(s, a), a);
      ASSERT_TRUE(std::holds_alternative<Step>(back)) << std::get<std::string>(back);
      const Step& again = std::get<Step>(back);
      EXPECT_EQ(again.technique, s.technique) << format_step(s, a);
      EXPECT_EQ(again.als, s.als) << format_step(s, a);
      EXPECT_EQ(again.cells, s.cells) << format_step(s, a);
      EXPECT_EQ(again.base, s.base) << format_step(s, a);
      EXPECT_EQ(again.cover, s.cover) << format_step(s, a);
      EXPECT_EQ(again.eliminations, s.eliminations) << format_step(s, a);
      EXPECT_EQ(format_step(again, a), format_step(s, a));
      const std::string svg = render_svg(positions()[i].puzzle, a, &s);
      if (s.technique == Technique::multi_sector_locked_set) {
        EXPECT_NE(svg.find("cover"), std::string::npos) << format_step(s, a);
      } else {
        EXPECT_NE(svg.find(">ALS"), std::string::npos) << format_step(s, a);
      }
    }
  for (Technique t : family_techniques().list()) EXPECT_GT(checked[t], 0) << info(t).name;
}

// The text names the base cells and the excluding sets, as the JSON does.
TEST(AlignedExclusion, TextNamesCellsAndSets) {
  const Alphabet& a = default_alphabet(3);
  Step s{.technique = Technique::aligned_pair_exclusion,
         .digits = {Digit(7)},
         .eliminations = {{G::cell(2, 0), Digit(7)}},
         .cells = {G::cell(2, 0), G::cell(2, 1)},
         .als = {{{G::cell(0, 8)}, {Digit(1), Digit(7)}}, {{G::cell(1, 0)}, {Digit(3), Digit(7)}}}};
  EXPECT_EQ(format_step(s, a), "Aligned Pair Exclusion: r3c12 (r1c9 {28}, r2c1 {48}) => r3c1<>8");
}

}  // namespace
}  // namespace setlogic
