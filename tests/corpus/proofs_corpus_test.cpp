// The chain lowering, the deadly-pattern check and the forcing replay on real positions:
// the positions along the solve paths of a top1465 sample. The steps are found here by
// small searches of the test's own (two-link chains of one digit, unique rectangles of
// type 1, contradictions reached by singles), so the checker meets evidence no finder of
// the library wrote; each step must hold against the brute-force solution and pass the
// checker, and X-Wings found by the library, recast as loops, must lower to their own
// base and cover sets.

#include <gtest/gtest.h>

#include <algorithm>

#include "logic/certificate.hpp"
#include "logic/explain.hpp"
#include "logic/finder.hpp"
#include "logic/solver.hpp"
#include "search/brute_force.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

using test::read_file;
using test::shared_data;
using G = Geometry<3>;

struct Sample {
  std::vector<std::int8_t> solution;
  std::vector<Puzzle> positions;
};

std::vector<Sample> top1465_sample(int every) {
  std::vector<Sample> out;
  for (const auto& l : read_file(shared_data() / "9x9/top1465.txt", every)) {
    const Puzzle& p = l.parsed.puzzle;
    CountResult ref = count_solutions(p);
    if (ref.solutions != 1) continue;
    SolveResult r = solve(p, {});
    out.push_back({ref.solution, positions_along(p, r.steps)});
  }
  return out;
}

bool in_solution(const Sample& s, Candidate x) {
  return s.solution[static_cast<std::size_t>(x.cell.index())] == x.digit.index();
}

Constraint house_digit(House h, Digit d) {
  return Constraint::of_house(h, d, 9);
}

// Cells of digit d in house h.
std::vector<Cell> cells_of(const Grid<3>& g, House h, Digit d) {
  std::vector<Cell> out;
  for (Cell c : G::house_mask[h.index()] & g.cells_with(d)) out.push_back(c);
  return out;
}

bool sees(Cell a, Cell b) {
  return a != b && G::peers[a.index()].test(b);
}

// Every chain x1 = y1 - x2 = y2 of one digit with two conjugate pairs (Skyscraper, 2-String
// Kite, Turbot Fish) whose ends have a common peer holding the digit.
std::vector<Step> two_link_chains(const Grid<3>& g) {
  std::vector<Step> out;
  for (int dv = 0; dv < 9; ++dv) {
    const Digit d(dv);
    std::vector<std::pair<House, std::array<Cell, 2>>> pairs;
    for (int h = 0; h < G::houses; ++h)
      if (auto cs = cells_of(g, House(h), d); cs.size() == 2) pairs.push_back({House(h), {cs[0], cs[1]}});
    for (const auto& [h1, p1] : pairs)
      for (const auto& [h2, p2] : pairs) {
        if (h1 == h2) continue;
        for (int i = 0; i < 2; ++i)
          for (int j = 0; j < 2; ++j) {
            const Cell x1 = p1[1 - i], y1 = p1[i], x2 = p2[j], y2 = p2[1 - j];
            if (!sees(y1, x2) || x1 == y2 || y1 == y2 || x1 == x2) continue;
            std::vector<Candidate> elims;
            for (Cell c : G::peers[x1.index()] & G::peers[y2.index()] & g.cells_with(d))
              if (c != y1 && c != x2) elims.push_back({c, d});
            if (elims.empty()) continue;
            // the weak link's house: one holding both y1 and x2
            House weak_house(0);
            for (House h : G::houses_of(y1))
              if (G::house_mask[h.index()].test(x2)) weak_house = h;
            Step s{.technique = Technique::set_logic, .digits = {d}, .eliminations = elims};
            s.chains = {{{{d, {x1}}, {d, {y1}}, {d, {x2}}, {d, {y2}}},
                         {{LinkKind::strong, house_digit(h1, d)},
                          {LinkKind::weak, house_digit(weak_house, d)},
                          {LinkKind::strong, house_digit(h2, d)}}}};
            out.push_back(std::move(s));
          }
      }
  }
  return out;
}

// Unique rectangles of type 1: four unsolved cells, none a given, in two rows, two columns
// and two boxes, three holding exactly {a, b} and the fourth a and b and more.
std::vector<Step> unique_rectangles(const Grid<3>& g) {
  std::vector<Step> out;
  for (int r1 = 0; r1 < 9; ++r1)
    for (int r2 = r1 + 1; r2 < 9; ++r2)
      for (int c1 = 0; c1 < 9; ++c1)
        for (int c2 = c1 + 1; c2 < 9; ++c2) {
          const std::array<Cell, 4> cells = {G::cell(r1, c1), G::cell(r1, c2), G::cell(r2, c1), G::cell(r2, c2)};
          std::set<int> boxes;
          for (Cell c : cells) boxes.insert(G::box(c));
          if (boxes.size() != 2) continue;
          for (int k = 0; k < 4; ++k) {
            const auto pair = g.candidates(cells[(k + 1) % 4]);
            if (pair.count() != 2) continue;
            bool ok = true;
            for (int m = 0; m < 4; ++m) {
              const auto cand = g.candidates(cells[m]);
              ok = ok && !g.value(cells[m]) && (m == k ? (cand & pair) == pair && cand.count() > 2 : cand == pair);
            }
            if (!ok) continue;
            Step s{.technique = Technique::set_logic};
            DeadlyPattern pattern{{cells.begin(), cells.end()}, {}};
            for (Digit d : pair) {
              pattern.digits.push_back(d);
              s.eliminations.push_back({cells[k], d});
            }
            s.pattern = pattern;
            s.cover = {Constraint::of_cell(cells[k])};
            out.push_back(std::move(s));
          }
        }
  return out;
}

// Assumes x and follows singles and conflicts until nothing changes or a contradiction:
// the branch of a contradiction forcing chain, or nullopt when none is reached.
std::optional<ForcingBranch> refute(const Grid<3>& g, Candidate x) {
  ForcingBranch b{.premise = {x, true}, .implications = {}, .contradiction = true};
  std::array<int, G::candidates> state{};  // 1 true, -1 false
  for (int c = 0; c < G::cells; ++c)
    for (int d = 0; d < 9; ++d)
      if (!g.candidates(Cell(c)).test(Digit(d))) state[static_cast<std::size_t>(c * 9 + d)] = -1;
  auto id = [](Candidate y) { return static_cast<std::size_t>(y.cell.index() * 9 + y.digit.index()); };
  std::vector<Candidate> queue{x};
  state[id(x)] = 1;
  while (!queue.empty()) {
    const Candidate t = queue.back();
    queue.pop_back();
    std::vector<Candidate> falls;
    for (int d = 0; d < 9; ++d)
      if (d != t.digit.index()) falls.push_back({t.cell, Digit(d)});
    for (Cell c : G::peers[t.cell.index()]) falls.push_back({c, t.digit});
    for (Candidate y : falls) {
      if (state[id(y)] == 1) return b;  // two truths in conflict
      if (state[id(y)] == -1) continue;
      state[id(y)] = -1;
      b.implications.push_back({y, false});
    }
    // the last candidates of cells and houses
    for (int c = 0; c < G::cells; ++c) {
      if (g.value(Cell(c))) continue;
      int open = 0, last = -1, truths = 0;
      for (int d = 0; d < 9; ++d) {
        const int s = state[static_cast<std::size_t>(c * 9 + d)];
        if (s == 1) ++truths;
        if (s == 0) ++open, last = d;
      }
      if (truths == 0 && open == 0) return b;
      if (truths == 0 && open == 1) {
        const Candidate y{Cell(c), Digit(last)};
        state[id(y)] = 1;
        b.implications.push_back({y, true});
        queue.push_back(y);
      }
    }
    for (int h = 0; h < G::houses; ++h)
      for (int d = 0; d < 9; ++d) {
        if (g.placed(House(h)).test(Digit(d))) continue;
        int open = 0, truths = 0;
        Cell last(0);
        for (Cell c : G::house_cells[h]) {
          const int s = state[id({c, Digit(d)})];
          if (s == 1) ++truths;
          if (s == 0) ++open, last = c;
        }
        if (truths == 0 && open == 0) return b;
        if (truths == 0 && open == 1) {
          const Candidate y{last, Digit(d)};
          state[id(y)] = 1;
          b.implications.push_back({y, true});
          queue.push_back(y);
        }
      }
  }
  return std::nullopt;
}

TEST(ProofsCorpus, TwoLinkChainsOnTop1465) {
  SETLOGIC_REQUIRE_SHARED("9x9/top1465.txt");
  int checked = 0;
  for (const Sample& s : top1465_sample(20))
    for (const Puzzle& at : s.positions) {
      const Grid<3> g = *Grid<3>::from_puzzle(at);
      for (const Step& step : two_link_chains(g)) {
        for (const Candidate& x : step.eliminations) ASSERT_FALSE(in_solution(s, x));
        ASSERT_EQ(check_certificate(step, at), std::nullopt);
        // rank 1, or 0 where both ends and the elimination share a house
        for (const Certificate& c : lower(step, at)) EXPECT_LE(c.rank(), 1);
        // A candidate of the digit that sees only one end stays.
        const Chain& chain = step.chains[0];
        const Cell x1 = chain.nodes.front().cells[0], y2 = chain.nodes.back().cells[0];
        for (Cell c : G::peers[x1.index()] & g.cells_with(step.digits[0]))
          if (!sees(c, y2) && c != y2 && c != chain.nodes[1].cells[0]) {
            Step wrong = step;
            wrong.eliminations = {{c, step.digits[0]}};
            EXPECT_TRUE(check_certificate(wrong, at));
            break;
          }
        ++checked;
      }
    }
  EXPECT_GT(checked, 500);
}

TEST(ProofsCorpus, XWingsAsLoopsOnTop1465) {
  SETLOGIC_REQUIRE_SHARED("9x9/top1465.txt");
  int checked = 0;
  for (const Sample& s : top1465_sample(20))
    for (const Puzzle& at : s.positions) {
      const Grid<3> g = *Grid<3>::from_puzzle(at);
      CollectSink sink;
      find(g, Technique::x_wing, sink);
      for (const Step& fish : sink.steps()) {
        const Digit d = fish.digits[0];
        // base lines b1 b2, cover lines c1 c2: b1∩c1 = b1∩c2 - b2∩c2 = b2∩c1 - b1∩c1
        auto meet = [&](const Constraint& a, const Constraint& b) {
          for (Cell c : G::house_mask[a.house.index()] & G::house_mask[b.house.index()]) return c;
          return Cell(0);
        };
        const auto &b1 = fish.base[0], &b2 = fish.base[1], &c1 = fish.cover[0], &c2 = fish.cover[1];
        Step loop{.technique = Technique::set_logic, .digits = {d}, .eliminations = fish.eliminations};
        loop.chains = {{{{d, {meet(b1, c1)}}, {d, {meet(b1, c2)}}, {d, {meet(b2, c2)}}, {d, {meet(b2, c1)}}},
                        {{LinkKind::strong, b1}, {LinkKind::weak, c2}, {LinkKind::strong, b2}, {LinkKind::weak, c1}}}};
        ASSERT_EQ(check_certificate(loop, at), std::nullopt);
        const std::vector<Certificate> certs = lower(loop, at);
        ASSERT_EQ(certs.size(), 1u);
        EXPECT_EQ(certs[0].rank(), 0);
        auto sorted = [](std::vector<Constraint> v) {
          std::sort(v.begin(), v.end());
          return v;
        };
        EXPECT_EQ(sorted(certs[0].base), sorted(fish.base));
        EXPECT_EQ(sorted(certs[0].cover), sorted(fish.cover));
        ++checked;
      }
    }
  EXPECT_GT(checked, 20);
}

TEST(ProofsCorpus, UniqueRectanglesOnTop1465) {
  SETLOGIC_REQUIRE_SHARED("9x9/top1465.txt");
  int checked = 0;
  for (const Sample& s : top1465_sample(10))
    for (const Puzzle& at : s.positions) {
      const Grid<3> g = *Grid<3>::from_puzzle(at);
      for (const Step& step : unique_rectangles(g)) {
        for (const Candidate& x : step.eliminations) ASSERT_FALSE(in_solution(s, x));
        ASSERT_EQ(check_certificate(step, at, Uniqueness::puzzle), std::nullopt);
        ASSERT_TRUE(check_certificate(step, at, Uniqueness::unknown));
        ++checked;
      }
    }
  EXPECT_GT(checked, 10);
}

TEST(ProofsCorpus, ContradictionsBySinglesOnTop1465) {
  SETLOGIC_REQUIRE_SHARED("9x9/top1465.txt");
  int checked = 0;
  for (const Sample& s : top1465_sample(40))
    for (std::size_t k = 0; k < s.positions.size(); k += 4) {
      const Puzzle& at = s.positions[k];
      const Grid<3> g = *Grid<3>::from_puzzle(at);
      for (int c = 0; c < G::cells; ++c)
        for (Digit d : g.candidates(Cell(c))) {
          const Candidate x{Cell(c), d};
          auto branch = refute(g, x);
          if (!branch) continue;
          ASSERT_FALSE(in_solution(s, x));
          Step step{.technique = Technique::set_logic, .eliminations = {x}};
          step.branches = {*branch};
          explain_forcing(step, at);
          ASSERT_EQ(check_certificate(step, at), std::nullopt);
          ++checked;
        }
    }
  EXPECT_GT(checked, 100);
}

}  // namespace
}  // namespace setlogic
