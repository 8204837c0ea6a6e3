// Almost locked sets and Sue de Coq: on the positions of real solve paths (9x9 and 16x16),
// naive searches of the test's own (every ALS-XZ of sets of up to four cells, every basic Sue
// de Coq of bivalue line and box cells) whose eliminations the finders must all make; every
// step checked against the brute-force solution and the certificate checker, with and
// without overlapping sets; the evidence through JSON and SVG.

#include "logic/techniques/als.hpp"

#include <gtest/gtest.h>

#include <algorithm>
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
#include "logic/check/proofs.hpp"
#include "logic/finder.hpp"
#include "logic/solver.hpp"
#include "search/brute_force.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

using G = Geometry<3>;

// Positions along the solve paths of every 29th top1465 puzzle, with their solutions.
const std::vector<test::SolvedPosition>& positions() {
  static const std::vector<test::SolvedPosition> kPositions = test::top1465_positions(29);
  return kPositions;
}

std::set<Candidate> eliminated(const Grid<3>& g, Technique t) {
  CollectSink sink;
  FinderContext<3> ctx(g);
  find(ctx, t, sink);
  std::set<Candidate> out;
  for (const Step& s : sink.steps()) out.insert(s.eliminations.begin(), s.eliminations.end());
  return out;
}

bool sees(Cell a, Cell b) {
  return a != b && (G::row(a) == G::row(b) || G::column(a) == G::column(b) || G::box(a) == G::box(b));
}

// The oracle's own ALS: cells of one house (by index lists), their digit mask.
struct NaiveSet {
  std::vector<Cell> cells;
  unsigned digits = 0;
};

std::vector<NaiveSet> naive_sets(const Grid<3>& g, int max_cells) {
  std::vector<NaiveSet> out;
  std::set<std::vector<Cell>> seen;
  for (int h = 0; h < G::houses; ++h) {
    std::vector<Cell> open;
    for (Cell c : G::house_cells[static_cast<std::size_t>(h)])
      if (!g.value(c)) open.push_back(c);
    const int n = static_cast<int>(open.size());
    for (int mask = 1; mask < (1 << n); ++mask) {
      if (__builtin_popcount(static_cast<unsigned>(mask)) > max_cells) continue;
      NaiveSet s;
      for (int i = 0; i < n; ++i)
        if (mask >> i & 1) {
          s.cells.push_back(open[static_cast<std::size_t>(i)]);
          for (Digit d : g.candidates(open[static_cast<std::size_t>(i)])) s.digits |= 1u << d.index();
        }
      if (__builtin_popcount(s.digits) == static_cast<int>(s.cells.size()) + 1 && seen.insert(s.cells).second)
        out.push_back(s);
    }
  }
  return out;
}

std::vector<Cell> places(const Grid<3>& g, const NaiveSet& s, int d) {
  std::vector<Cell> out;
  for (Cell c : s.cells)
    if (g.candidates(c).test(Digit(d))) out.push_back(c);
  return out;
}

bool all_see(const std::vector<Cell>& a, const std::vector<Cell>& b) {
  for (Cell x : a)
    for (Cell y : b)
      if (!sees(x, y)) return false;
  return true;
}

// Every singly linked ALS-XZ of disjoint sets of up to four cells.
std::set<Candidate> naive_xz(const Grid<3>& g) {
  const std::vector<NaiveSet> sets = naive_sets(g, 4);
  std::set<Candidate> out;
  for (std::size_t i = 0; i < sets.size(); ++i)
    for (std::size_t j = i + 1; j < sets.size(); ++j) {
      const NaiveSet& a = sets[i];
      const NaiveSet& b = sets[j];
      bool disjoint = true;
      for (Cell c : a.cells) disjoint = disjoint && std::find(b.cells.begin(), b.cells.end(), c) == b.cells.end();
      if (!disjoint) continue;
      const unsigned both = a.digits & b.digits;
      for (int x = 0; x < 9; ++x) {
        if (!(both >> x & 1) || !all_see(places(g, a, x), places(g, b, x))) continue;
        for (int z = 0; z < 9; ++z) {
          if (z == x || !(both >> z & 1)) continue;
          std::vector<Cell> zs = places(g, a, z);
          const std::vector<Cell> zb = places(g, b, z);
          zs.insert(zs.end(), zb.begin(), zb.end());
          for (Cell e : g.cells_with(Digit(z)))
            if (std::find(zs.begin(), zs.end(), e) == zs.end() && all_see(zs, {e})) out.insert({e, Digit(z)});
        }
      }
    }
  return out;
}

// Every basic Sue de Coq: two or three cells where a line meets a box with two digits more
// than cells, a bivalue cell of the line and one of the box outside them, each holding two
// of those digits, the four all different; the line loses what the box cell does not hold,
// the box what the line cell does not.
std::set<Candidate> naive_sue_de_coq(const Grid<3>& g) {
  std::set<Candidate> out;
  for (int line = 0; line < 18; ++line)
    for (int box = 0; box < 9; ++box) {
      std::vector<Cell> meet, line_rest, box_rest;
      for (Cell c : G::house_cells[static_cast<std::size_t>(line)])
        if (!g.value(c) && G::box(c) == box) meet.push_back(c);
      if (meet.size() < 2) continue;
      for (Cell c : G::house_cells[static_cast<std::size_t>(line)])
        if (!g.value(c) && G::box(c) != box) line_rest.push_back(c);
      for (Cell c : G::house_cells[static_cast<std::size_t>(18 + box)])
        if (!g.value(c) && std::find(meet.begin(), meet.end(), c) == meet.end()) box_rest.push_back(c);
      const int m = static_cast<int>(meet.size());
      for (int mask = 1; mask < (1 << m); ++mask) {
        std::vector<Cell> c;
        unsigned v = 0;
        for (int i = 0; i < m; ++i)
          if (mask >> i & 1) {
            c.push_back(meet[static_cast<std::size_t>(i)]);
            for (Digit d : g.candidates(meet[static_cast<std::size_t>(i)])) v |= 1u << d.index();
          }
        if (c.size() < 2 || __builtin_popcount(v) != static_cast<int>(c.size()) + 2) continue;
        const auto mask_of = [&](Cell x) {
          unsigned d = 0;
          for (Digit k : g.candidates(x)) d |= 1u << k.index();
          return d;
        };
        for (Cell l : line_rest)
          for (Cell b : box_rest) {
            const unsigned vl = mask_of(l), vb = mask_of(b);
            if (__builtin_popcount(vl) != 2 || __builtin_popcount(vb) != 2 || (vl & ~v) || (vb & ~v) || (vl & vb))
              continue;
            const auto remove = [&](const std::vector<Cell>& cells, Cell keep, unsigned digits) {
              for (Cell x : cells)
                if (x != keep)
                  for (Digit d : g.candidates(x))
                    if (digits >> d.index() & 1) out.insert({x, d});
            };
            std::vector<Cell> line_cells, box_cells;
            for (Cell x : G::house_cells[static_cast<std::size_t>(line)])
              if (!g.value(x) && std::find(c.begin(), c.end(), x) == c.end()) line_cells.push_back(x);
            for (Cell x : box_rest)
              if (std::find(c.begin(), c.end(), x) == c.end()) box_cells.push_back(x);
            remove(line_cells, l, v & ~vb);
            remove(box_cells, b, v & ~vl);
          }
      }
    }
  return out;
}

TEST(Als, FindersMakeEveryEliminationOfNaiveSearches) {
  int xz = 0, sdc = 0;
  for (std::size_t i = 0; i < positions().size(); i += 2) {
    const test::SolvedPosition& at = positions()[i];
    const Grid<3> g = *Grid<3>::from_puzzle(at.puzzle);
    const std::set<Candidate> want_xz = naive_xz(g), want_sdc = naive_sue_de_coq(g);
    xz += !want_xz.empty();
    sdc += !want_sdc.empty();
    const std::set<Candidate> got_xz = eliminated(g, Technique::als_xz);
    const std::set<Candidate> got_sdc = eliminated(g, Technique::sue_de_coq);
    for (const Candidate& z : want_xz)
      EXPECT_TRUE(got_xz.count(z)) << "ALS-XZ misses " << candidate_token(z, default_alphabet(3)) << " at "
                                   << format_candidates(at.puzzle, default_alphabet(3));
    for (const Candidate& z : want_sdc)
      EXPECT_TRUE(got_sdc.count(z)) << "Sue de Coq misses " << candidate_token(z, default_alphabet(3)) << " at "
                                    << format_candidates(at.puzzle, default_alphabet(3));
  }
  EXPECT_GT(xz, 20);
  EXPECT_GT(sdc, 3);
}

TechniqueSet als_techniques() {
  TechniqueSet s = TechniqueSet::none();
  for (const TechniqueInfo& t : catalogue())
    if (t.family == Family::als || t.family == Family::sue_de_coq) s.add(t.technique);
  return s;
}

void expect_sound(const Step& s, const Puzzle& at, const std::vector<std::int8_t>& solution, const Alphabet& a) {
  const std::string text = format_step(s, a);
  for (const Candidate& x : s.eliminations)
    EXPECT_NE(solution[static_cast<std::size_t>(x.cell.index())], x.digit.index()) << text;
  EXPECT_FALSE(s.eliminations.empty()) << text;
  EXPECT_TRUE(s.placements.empty()) << text;
  EXPECT_EQ(check_certificate(s, at), std::nullopt) << text << "\n"
                                                    << step_json(s, a) << "\n"
                                                    << format_candidates(at, a);
  EXPECT_FALSE(s.als.empty()) << text;
}

TEST(Als, EveryStepHoldsAgainstTheSolutionAndTheChecker) {
  std::map<Technique, int> seen;
  // every third position of the sample, with and without overlapping sets in turn
  for (std::size_t i = 0; i < positions().size(); i += 3) {
    const test::SolvedPosition& at = positions()[i];
    const bool overlap = i % 2 == 1;
    for (const Step& s : find_all_steps(at.puzzle, als_techniques(), {.als = {.overlap = overlap}})) {
      ++seen[s.technique];
      expect_sound(s, at.puzzle, at.solution, default_alphabet(3));
    }
  }
  for (const TechniqueInfo& t : catalogue())
    if (t.family == Family::als || t.family == Family::sue_de_coq) {
      EXPECT_GT(seen[t.technique], 0) << t.name;
    }
}

// HoDoKu's solver walks ALS chains forward only: each link to a set later in its list of
// ALSs, the houses in order (rows, columns, boxes) and in each the subsets of its open cells
// depth first, a set kept where it is met first.
std::vector<int> hodoku_place(const Als& a) {
  for (int h = 0; h < G::houses; ++h) {
    std::vector<int> place = {h};
    for (Cell c : a.cells) {
      const auto& in = G::house_cells[static_cast<std::size_t>(h)];
      const auto at = std::find(in.begin(), in.end(), c);
      if (at == in.end()) break;
      place.push_back(static_cast<int>(at - in.begin()));
    }
    if (place.size() == a.cells.size() + 1) {
      std::sort(place.begin() + 1, place.end());
      return place;
    }
  }
  return {};
}

TEST(Als, ForwardChainsFollowHodokusListAndHold) {
  TechniqueSet chain = TechniqueSet::none();
  chain.add(Technique::als_xy_chain);
  int forward = 0, both = 0;
  for (std::size_t i = 0; i < positions().size(); i += 6) {
    const test::SolvedPosition& at = positions()[i];
    std::set<Candidate> ahead, anyway;
    for (const Step& s : find_all_steps(at.puzzle, chain, {.als = {.max_chain = 6, .forward_only = true}})) {
      ++forward;
      expect_sound(s, at.puzzle, at.solution, default_alphabet(3));
      for (std::size_t k = 0; k + 1 < s.als.size(); ++k)
        EXPECT_LT(hodoku_place(s.als[k]), hodoku_place(s.als[k + 1])) << format_step(s, default_alphabet(3));
      ahead.insert(s.eliminations.begin(), s.eliminations.end());
    }
    for (const Step& s : find_all_steps(at.puzzle, chain, {.als = {.max_chain = 6}})) {
      ++both;
      anyway.insert(s.eliminations.begin(), s.eliminations.end());
    }
    // a forward chain is a chain: what it eliminates, some chain eliminates
    EXPECT_TRUE(std::includes(anyway.begin(), anyway.end(), ahead.begin(), ahead.end()));
  }
  EXPECT_GT(forward, 0);
  EXPECT_LT(forward, both);
}

TEST(Als, SixteenBySixteenStepsHold) {
  std::map<Technique, int> seen;
  for (const test::Line& l : test::read_file(test::test_dir() / "corpus" / "hard16.txt", 4)) {
    const CountResult ref = count_solutions(l.parsed.puzzle);
    ASSERT_EQ(ref.solutions, 1);
    const SolveResult r = solve(l.parsed.puzzle, {});
    const std::vector<Puzzle> along = positions_along(l.parsed.puzzle, r.steps);
    for (std::size_t i = 0; i < along.size(); i += 5)
      for (const Step& s : find_all_steps(along[i], als_techniques())) {
        ++seen[s.technique];
        expect_sound(s, along[i], ref.solution, *l.parsed.alphabet);
      }
  }
  EXPECT_GT(seen[Technique::als_xz], 0);
  EXPECT_GT(seen[Technique::sue_de_coq], 0);
}

// A step whose sets are not ALSs, or whose link does not hold, is refused by the ALS
// checker, and a chain without overlap by the counting.
// A step of sets sharing cells is checked in its own form: one that misstates a set's digits
// is refused; and any ALS step made to eliminate a candidate of the solution is refused.
TEST(Als, CheckerRefusesBrokenSteps) {
  int shared = 0, tried = 0;
  for (std::size_t i = 0; i < positions().size(); i += 7) {
    const test::SolvedPosition& at = positions()[i];
    const Grid<3> g = *Grid<3>::from_puzzle(at.puzzle);
    std::optional<Candidate> true_candidate;
    for (Cell c : g.unsolved()) true_candidate = Candidate{c, Digit(at.solution[static_cast<std::size_t>(c.index())])};
    for (const Step& s : find_all_steps(at.puzzle, als_techniques(), {.als = {.overlap = true}})) {
      const std::string text = format_step(s, default_alphabet(3));
      if (check::sharing(s)) {
        Step broken = s;
        broken.als[0].digits.pop_back();  // no longer the set's digits
        EXPECT_NE(check_certificate(broken, at.puzzle), std::nullopt) << text;
        ++shared;
      }
      Step wrong = s;
      wrong.eliminations = {*true_candidate};
      EXPECT_NE(check_certificate(wrong, at.puzzle), std::nullopt) << text;
      if (++tried > 400) break;
    }
  }
  EXPECT_GT(shared, 10);
  EXPECT_GT(tried, 100);
}

// With overlapping sets allowed one set may be the petal of several stem digits, as in
// HoDoKu: stem r9c3 {46}, r39c2 {456} the petal of both 4 and 6, so 5 stays in r39c2 and
// r3c9<>5. A candidate string whose every cell keeps the digit of the grid below.
TEST(Als, OneSetMayBeThePetalOfSeveralStemDigits) {
  const std::string solution = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
  const Puzzle at = test::parse_or_die(
      "...4.....1..............7....3...........6...........9.......8..2........2..5.........6.....3.......2......."
      "1........1...5...........8.........9...4...........7..........9....5...........8.......7...2..........4....."
      "..3......1............56..........8..2...........5.......4.......3............7..1.............6...........9"
      "......7..........91............5...........8......6......4.......3.......2.........3.........4..........6..."
      "........91........12.............7......5...........8..2..............8.........9.....6......4.......3......"
      "....5..........7..1............5..........7....3.......2...............91.............6..........8....4....."
      "1...........4.6......4.6..........8.......7......5.....2...............9..3......");
  const Candidate r3c9_5{test::cell_at(3, 9), Digit(4)};
  ASSERT_NE(solution[static_cast<std::size_t>(r3c9_5.cell.index())], '5');
  TechniqueSet blossom = TechniqueSet::none();
  blossom.add(Technique::death_blossom);
  bool found = false;
  for (const Step& s : find_all_steps(at, blossom, {.als = {.overlap = true}})) {
    if (s.eliminations != std::vector<Candidate>{r3c9_5}) continue;
    found = s.als.size() == 2 && s.als[0].cells == s.als[1].cells;
    EXPECT_EQ(check_certificate(s, at), std::nullopt) << format_step(s, default_alphabet(3));
  }
  EXPECT_TRUE(found);
  for (const Step& s : find_all_steps(at, blossom, {.als = {.overlap = false}}))
    EXPECT_NE(s.eliminations, std::vector<Candidate>{r3c9_5});  // two sets that share cells
}

TEST(Als, JsonAndDrawing) {
  int checked = 0;
  const Alphabet& a = default_alphabet(3);
  for (const test::SolvedPosition& at : positions()) {
    for (const Step& s : find_all_steps(at.puzzle, als_techniques())) {
      const auto back = read_step_json(step_json(s, a), a);
      ASSERT_TRUE(std::holds_alternative<Step>(back)) << std::get<std::string>(back);
      const Step& again = std::get<Step>(back);
      EXPECT_EQ(again.als, s.als) << format_step(s, a);
      EXPECT_EQ(again.commons, s.commons) << format_step(s, a);
      EXPECT_EQ(again.chains, s.chains) << format_step(s, a);
      EXPECT_EQ(again.cells, s.cells) << format_step(s, a);
      EXPECT_EQ(again.eliminations, s.eliminations) << format_step(s, a);
      const std::string svg = render_svg(at.puzzle, a, &s);
      EXPECT_NE(svg.find("class=\"als\""), std::string::npos);
      EXPECT_NE(svg.find(">ALS"), std::string::npos);  // each set named in the legend
      if (!s.commons.empty()) {
        EXPECT_NE(svg.find("class=\"common\""), std::string::npos) << format_step(s, a);
      }
      ++checked;
    }
    if (checked > 100) break;
  }
  EXPECT_GT(checked, 10);
}

}  // namespace
}  // namespace setlogic
