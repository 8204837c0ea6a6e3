// Chains and loops: hand-made positions with their chains worked out by hand; on the
// positions of real solve paths (9x9 and 16x16), naive searches of the test's own (every
// simple single-digit chain, every simple chain of bivalue cells, up to twelve links) whose
// eliminations the finders must all make, every step checked against the brute-force
// solution and the certificate checker, and the options (length bound, ALS nodes) honoured.

#include "logic/techniques/chains.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
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

using test::digit_map;

std::vector<Step> steps_of(const Grid<3>& g, Technique t, const ChainLimits& limits = {}) {
  CollectSink sink;
  FinderContext<3> ctx(g);
  find(ctx, t, sink, {.chains = limits});
  return sink.steps();
}

std::vector<std::string> texts(const Grid<3>& g, Technique t) {
  return test::checked_texts(steps_of(g, t), g.to_puzzle());
}

TEST(Chains, XChainOnADigitMap) {
  // Rows 1, 4 and 7 hold 1 twice each: r1c2 = r1c5 - r4c5 = r4c8 - r7c8 = r7c3 (weak links
  // in columns 5 and 8). One of the ends r1c2 and r7c3 is 1, so r2c3 and r8c2 (each seeing
  // both, through a box and a column) are not.
  const Grid<3> g = digit_map(0, {".X..X....", "..X......", ".........", "....X..X.", ".X.......", ".........",
                                  "..X....X.", ".X.......", "........."});
  const std::vector<std::string> all = texts(g, Technique::x_chain);
  const std::vector<std::string> either = {
      "X-Chain: 1 r1c2 =1= r1c5 -1- r4c5 =1= r4c8 -1- r7c8 =1= r7c3 => r2c3,r8c2<>1",
      "X-Chain: 1 r7c3 =1= r7c8 -1- r4c8 =1= r4c5 -1- r1c5 =1= r1c2 => r2c3,r8c2<>1"};
  EXPECT_TRUE(std::find_first_of(all.begin(), all.end(), either.begin(), either.end()) != all.end())
      << (all.empty() ? "none" : all.front());
}

TEST(Chains, XyChainOfFourBivalueCells) {
  // r1c1 {1,2} - r1c5 {2,3} - r5c5 {3,4} - r5c9 {4,1}: one of r1c1, r5c9 is 1, so r1c9 and
  // r5c1 (seeing both) lose 1.
  Grid<3> g;
  const auto keep = [&](int r, int c, std::initializer_list<int> digits) {
    for (int d = 0; d < 9; ++d)
      if (std::find(digits.begin(), digits.end(), d + 1) == digits.end()) g.eliminate(G::cell(r - 1, c - 1), Digit(d));
  };
  keep(1, 1, {1, 2});
  keep(1, 5, {2, 3});
  keep(5, 5, {3, 4});
  keep(5, 9, {4, 1});
  const std::vector<std::string> all = texts(g, Technique::xy_chain);
  EXPECT_NE(std::find(all.begin(), all.end(), "XY-Chain: 1 r1c1 -2- r1c5 -3- r5c5 -4- r5c9 => r1c9,r5c1<>1"), all.end())
      << (all.empty() ? "none" : all.front());
}

TEST(Chains, RemotePairOfFourCells) {
  // r1c1, r1c5, r5c5, r5c9 all {1,2}: r1c1 and r5c9 differ, so r1c9 and r5c1 lose 1 and 2.
  Grid<3> g;
  for (auto [r, c] : {std::pair(1, 1), std::pair(1, 5), std::pair(5, 5), std::pair(5, 9)})
    for (int d = 2; d < 9; ++d) g.eliminate(G::cell(r - 1, c - 1), Digit(d));
  const std::vector<std::string> all = texts(g, Technique::remote_pair);
  EXPECT_NE(std::find(all.begin(), all.end(),
                      "Remote Pair: 1/2 r1c1 -2- r1c5 -1- r5c5 -2- r5c9 => r1c9,r5c1<>1, r1c9,r5c1<>2"),
            all.end())
      << (all.empty() ? "none" : all.front());
}

bool sees(Cell a, Cell b) {
  return G::peers[a.index()].test(b);
}

// Every candidate of digit d that some simple chain of conjugate pairs and weak links of d,
// of at most `most` links, eliminates: it sees both ends (strong first and last links).
std::set<Candidate> naive_x_chains(const Grid<3>& g, int most) {
  std::set<Candidate> out;
  for (int d = 0; d < 9; ++d) {
    const Digit digit(d);
    std::vector<Cell> cells(g.cells_with(digit).begin(), g.cells_with(digit).end());
    const auto conjugate = [&](Cell a, Cell b) {
      for (int h = 0; h < G::houses; ++h)
        if (G::house_mask[h].test(a) && G::house_mask[h].test(b) && g.count(House(h), digit) == 2) return true;
      return false;
    };
    std::vector<Cell> path;
    const std::function<void()> walk = [&] {
      const bool strong_next = path.size() % 2 == 1;
      if (path.size() >= 4 && path.size() % 2 == 0)
        for (Cell z : cells)
          if (std::find(path.begin(), path.end(), z) == path.end() && sees(z, path.front()) && sees(z, path.back()))
            out.insert({z, digit});
      if (static_cast<int>(path.size()) > most) return;
      for (Cell c : cells) {
        if (std::find(path.begin(), path.end(), c) != path.end()) continue;
        if (strong_next ? !conjugate(path.back(), c) : !sees(path.back(), c)) continue;
        path.push_back(c);
        walk();
        path.pop_back();
      }
    };
    for (Cell s : cells) {
      path = {s};
      walk();
    }
  }
  return out;
}

// Every candidate that some simple chain of bivalue cells (strong inside a cell, weak
// between cells on one digit) of at most `cells_most` cells eliminates: its digit is both
// ends' and it sees both end cells.
std::set<Candidate> naive_xy_chains(const Grid<3>& g, int cells_most) {
  std::set<Candidate> out;
  std::vector<Cell> bivalue;
  for (Cell c : g.unsolved())
    if (g.candidates(c).count() == 2) bivalue.push_back(c);
  std::vector<Cell> path;
  const auto other = [&](Cell c, Digit d) {
    for (Digit e : g.candidates(c))
      if (e != d) return e;
    return d;
  };
  // `value`: the digit the last cell holds if the first is not `start`
  const std::function<void(Digit, Digit)> walk = [&](Digit start, Digit value) {
    if (path.size() >= 2 && value == start)
      for (Cell z : g.cells_with(start))
        if (std::find(path.begin(), path.end(), z) == path.end() && sees(z, path.front()) && sees(z, path.back()))
          out.insert({z, start});
    if (static_cast<int>(path.size()) == cells_most) return;
    for (Cell c : bivalue) {
      if (std::find(path.begin(), path.end(), c) != path.end() || !sees(path.back(), c) || !g.candidates(c).test(value))
        continue;
      path.push_back(c);
      walk(start, other(c, value));
      path.pop_back();
    }
  };
  for (Cell s : bivalue)
    for (Digit d : g.candidates(s)) {
      path = {s};
      walk(d, other(s, d));
    }
  return out;
}

std::set<Candidate> eliminated(const Grid<3>& g, Technique t) {
  std::set<Candidate> out;
  for (const Step& s : steps_of(g, t)) out.insert(s.eliminations.begin(), s.eliminations.end());
  return out;
}

using Position = test::SolvedPosition;

// Positions along the default solve paths of every 25th top1465 puzzle (the project's own
// 9x9 puzzles without the shared data), with each puzzle's solution.
const std::vector<Position>& positions() {
  static const std::vector<Position> kPositions = test::top1465_positions(25);
  return kPositions;
}

TEST(Chains, FindersMakeEveryEliminationOfNaiveSearches) {
  int compared = 0, nonempty = 0;
  for (const Position& at : positions()) {
    const Grid<3> g = *Grid<3>::from_puzzle(at.puzzle);
    const std::set<Candidate> x = naive_x_chains(g, 11), xy = naive_xy_chains(g, 6);
    nonempty += !x.empty() + !xy.empty();
    compared += 2;
    const std::set<Candidate> found_x = eliminated(g, Technique::x_chain);
    const std::set<Candidate> found_xy = eliminated(g, Technique::xy_chain);
    for (const Candidate& z : x)
      EXPECT_TRUE(found_x.count(z)) << "X-Chain misses " << candidate_token(z, default_alphabet(3)) << " at "
                                    << format_candidates(at.puzzle, default_alphabet(3));
    for (const Candidate& z : xy) EXPECT_TRUE(found_xy.count(z)) << "XY-Chain misses a candidate";
  }
  EXPECT_GT(compared, 500);
  EXPECT_GT(nonempty, 50);
}

TechniqueSet chain_techniques() {
  TechniqueSet s = TechniqueSet::none();
  for (const TechniqueInfo& t : catalogue())
    if (t.family == Family::chains) s.add(t.technique);
  return s;
}

void expect_sound(const Step& s, const Puzzle& at, const std::vector<std::int8_t>& solution, const Alphabet& a) {
  const std::string text = format_step(s, a);
  for (const Candidate& x : s.eliminations)
    EXPECT_NE(solution[static_cast<std::size_t>(x.cell.index())], x.digit.index()) << text;
  EXPECT_TRUE(s.placements.empty()) << text;
  EXPECT_EQ(check_certificate(s, at), std::nullopt) << text << "\n"
                                                    << step_json(s, a) << "\n"
                                                    << format_candidates(at, a);
  ASSERT_FALSE(s.chains.empty()) << text;
  // the chain's links alternate, strong first
  for (std::size_t i = 0; i < s.chains[0].links.size() && s.technique != Technique::remote_pair; ++i)
    EXPECT_EQ(s.chains[0].links[i].kind, i % 2 == 0 ? LinkKind::strong : LinkKind::weak) << text;
}

TEST(Chains, EveryStepHoldsAgainstTheSolutionAndTheChecker) {
  std::map<Technique, int> seen;
  for (const Position& at : positions())
    for (const Step& s : find_all_steps(at.puzzle, chain_techniques())) {
      ++seen[s.technique];
      expect_sound(s, at.puzzle, at.solution, default_alphabet(3));
    }
  for (const TechniqueInfo& t : catalogue())
    if (t.family == Family::chains) {
      EXPECT_GT(seen[t.technique], 0) << t.name;
    }
}

TEST(Chains, SixteenBySixteenStepsHold) {
  int checked = 0;
  for (const test::Line& l : test::read_file(test::test_dir() / "corpus" / "hard16.txt", 4)) {
    const CountResult ref = count_solutions(l.parsed.puzzle);
    ASSERT_EQ(ref.solutions, 1);
    const SolveResult r = solve(l.parsed.puzzle, {});
    const std::vector<Puzzle> along = positions_along(l.parsed.puzzle, r.steps);
    for (std::size_t i = 0; i < along.size(); i += 3)
      for (const Step& s : find_all_steps(along[i], chain_techniques())) {
        expect_sound(s, along[i], ref.solution, *l.parsed.alphabet);
        ++checked;
      }
  }
  EXPECT_GT(checked, 50);
}

TEST(Chains, LengthBoundAndAlsNodes) {
  int longer = 0, with_als = 0;
  for (std::size_t i = 0; i < positions().size(); i += 8) {
    const Position& at = positions()[i];
    const Grid<3> g = *Grid<3>::from_puzzle(at.puzzle);
    for (Technique t : {Technique::aic, Technique::x_chain, Technique::continuous_nice_loop}) {
      for (const Step& s : steps_of(g, t, {.max_length = 5})) EXPECT_LE(chain_length(s), 5);
      for (const Step& s : steps_of(g, t)) longer += chain_length(s) > 5;
    }
    for (const Step& s : steps_of(g, Technique::grouped_aic, {.als_nodes = true})) {
      expect_sound(s, at.puzzle, at.solution, default_alphabet(3));
      with_als += !s.als.empty();
    }
  }
  EXPECT_GT(longer, 0);
  EXPECT_GT(with_als, 0);
}

// Whether a link out of an ALS into candidate (y, m) is a forcing by the definition: y lies
// outside the set and has three candidates or more, and once the set holds every digit but
// x, y keeps only m (it loses each digit of the set whose cells in the set it sees all of).
bool forces(const Grid<3>& g, const Als& a, Digit x, Cell y, Digit m) {
  if (std::find(a.cells.begin(), a.cells.end(), y) != a.cells.end() || g.candidates(y).count() < 3) return false;
  std::vector<Digit> left;
  for (Digit d : g.candidates(y)) {
    bool taken = d != x && std::find(a.digits.begin(), a.digits.end(), d) != a.digits.end();
    for (Cell c : a.cells)
      if (taken && g.candidates(c).test(d)) taken = Geometry<3>::peers[c.index()].test(y);
    if (!taken) left.push_back(d);
  }
  return left == std::vector<Digit>{m};
}

TEST(Chains, ForcingsOutOfAnAlsHold) {
  int forcings = 0;
  for (std::size_t i = 0; i < positions().size(); i += 6) {
    const Position& at = positions()[i];
    const Grid<3> g = *Grid<3>::from_puzzle(at.puzzle);
    CollectSink sink;
    FinderContext<3> ctx(g);  // one search serves the three
    for (Technique t :
         {Technique::grouped_aic, Technique::grouped_continuous_nice_loop, Technique::grouped_discontinuous_nice_loop})
      find(ctx, t, sink, {.chains = {.als_nodes = true}});
    for (const Step& s : sink.steps()) {
      expect_sound(s, at.puzzle, at.solution, default_alphabet(3));
      const Chain& c = s.chains.front();
      for (std::size_t k = 0; k < c.links.size(); ++k) {
        if (c.links[k].als < 0) continue;
        const Als& a = s.als[static_cast<std::size_t>(c.links[k].als)];
        const ChainNode& p = c.nodes[k];
        const ChainNode& q = c.nodes[(k + 1) % c.nodes.size()];
        const auto inside = [&](const ChainNode& n) {
          return std::all_of(n.cells.begin(), n.cells.end(),
                             [&](Cell x) { return std::find(a.cells.begin(), a.cells.end(), x) != a.cells.end(); });
        };
        if (inside(p) && inside(q)) continue;
        const ChainNode& in = inside(p) ? p : q;
        const ChainNode& out = inside(p) ? q : p;
        ASSERT_EQ(out.cells.size(), 1U);
        EXPECT_TRUE(forces(g, a, in.digit, out.cells[0], out.digit)) << format_step(s, default_alphabet(3));
        ++forcings;
      }
    }
  }
  EXPECT_GT(forcings, 0);
}

// A position on a hardest1106 solve path where HoDoKu 2.3.2 removes r7c4<>3 by a
// discontinuous loop through an ALS. Ours passes two sets that share five cells, A (r45c4,
// r4c5, r5c6, r6c5) and A plus r6c6, and leaves A by a forcing into r4c6, a cell without
// A's missing digit 3: were 3 missing from A, A would hold 1, 4, 5, 6 and 9, and r4c6
// (1468), which sees all of A, would keep only 8.
constexpr const char* kForcedPastTheSet =
    "..4..3....7..8....2.81....6..3....9..8..2....1..7....3......45....8..9....9..5..8";

TEST(Chains, AForcedCellNeedNotHoldTheMissingDigit) {
  const Puzzle at = test::parse_or_die(kForcedPastTheSet);
  const Grid<3> g = *Grid<3>::from_puzzle(at);
  const CountResult solved = count_solutions(at);
  ASSERT_EQ(solved.solutions, 1U);
  int forcings = 0;
  for (const Step& s : steps_of(g, Technique::grouped_discontinuous_nice_loop, {.every = true, .als_nodes = true})) {
    expect_sound(s, at, solved.solution, default_alphabet(3));
    const Chain& c = s.chains.front();
    for (std::size_t k = 0; k < c.links.size(); ++k) {
      if (c.links[k].als < 0) continue;
      const Als& a = s.als[static_cast<std::size_t>(c.links[k].als)];
      const ChainNode& in = c.nodes[k];
      const ChainNode& out = c.nodes[(k + 1) % c.nodes.size()];
      if (out.cells.size() != 1 || std::find(a.cells.begin(), a.cells.end(), out.cells[0]) != a.cells.end()) continue;
      if (g.candidates(out.cells[0]).test(in.digit)) continue;
      EXPECT_TRUE(forces(g, a, in.digit, out.cells[0], out.digit)) << format_step(s, default_alphabet(3));
      ++forcings;
    }
  }
  EXPECT_GT(forcings, 0);
}

TEST(Chains, AnOpenChainMayPassSetsSharingCellsAsHoDoKusDo) {
  const Puzzle at = test::parse_or_die(kForcedPastTheSet);
  const Grid<3> g = *Grid<3>::from_puzzle(at);
  const Candidate r7c4_3{test::cell_at(7, 4), Digit(2)};
  bool found = false;
  for (const Step& s : steps_of(g, Technique::grouped_discontinuous_nice_loop, {.every = true, .als_nodes = true})) {
    if (s.eliminations != std::vector<Candidate>{r7c4_3}) continue;
    found = true;
    // the chain's sets share a cell; a continuous loop may not do that
    ASSERT_EQ(s.als.size(), 2U) << format_step(s, default_alphabet(3));
    EXPECT_TRUE(check::sharing(s)) << format_step(s, default_alphabet(3));
  }
  EXPECT_TRUE(found);
  for (const Step& s : steps_of(g, Technique::grouped_continuous_nice_loop, {.every = true, .als_nodes = true}))
    EXPECT_FALSE(check::sharing(s)) << format_step(s, default_alphabet(3));
}

// Such a chain cannot be counted as base and cover sets (a cell of both sets would be a
// base twice): it is checked inference by inference, and each broken inference is caught.
TEST(Chains, AChainPassingItsSetsTwiceIsCheckedInferenceByInference) {
  const Puzzle at = test::parse_or_die(kForcedPastTheSet);
  const Grid<3> g = *Grid<3>::from_puzzle(at);
  const Candidate r7c4_3{test::cell_at(7, 4), Digit(2)};
  std::optional<Step> found;
  for (Step& s : steps_of(g, Technique::grouped_discontinuous_nice_loop, {.every = true, .als_nodes = true}))
    if (s.eliminations == std::vector<Candidate>{r7c4_3}) found = std::move(s);
  ASSERT_TRUE(found.has_value());
  const Step& step = *found;
  ASSERT_TRUE(check::passes_sets_twice(step));
  ASSERT_EQ(check_certificate(step, at), std::nullopt);
  using Kind = CertificateError::Kind;
  const auto error = [&](const Step& s) {
    const auto e = check_certificate(s, at);
    return e ? std::optional<Kind>(e->kind) : std::nullopt;
  };
  // an elimination that does not exclude both ends (r7c4<>6 shares no house with r5c4's 3)
  Step wrong = step;
  wrong.eliminations = {{test::cell_at(7, 4), Digit(5)}};
  ASSERT_TRUE(g.candidates(test::cell_at(7, 4)).test(Digit(5)));
  EXPECT_EQ(error(wrong), Kind::not_implied);
  // a forcing into another digit of the forced cell
  const Chain& chain = step.chains.front();
  for (std::size_t i = 0; i < chain.nodes.size(); ++i) {
    const ChainNode& n = chain.nodes[i];
    if (n.cells.size() != 1) continue;
    for (Digit d : g.candidates(n.cells[0])) {
      if (d == n.digit) continue;
      Step forged = step;
      forged.chains.front().nodes[i].digit = d;
      EXPECT_EQ(error(forged), Kind::unjustified) << i << " " << d.index();
    }
  }
  // a weak link read as strong, and a set that is not an ALS
  Step swapped = step;
  swapped.chains.front().links[1].kind = LinkKind::strong;
  EXPECT_EQ(error(swapped), Kind::unjustified);
  Step smaller = step;
  smaller.als[1].cells.pop_back();
  EXPECT_EQ(error(smaller), Kind::unjustified);
}

TEST(Chains, JsonAndDrawing) {
  for (const Position& at : positions()) {
    const Grid<3> g = *Grid<3>::from_puzzle(at.puzzle);
    const std::vector<Step> loops = steps_of(g, Technique::grouped_continuous_nice_loop);
    if (loops.empty()) continue;
    const Step& s = loops.front();
    const Alphabet& a = default_alphabet(3);
    const auto back = read_step_json(step_json(s, a), a);
    ASSERT_TRUE(std::holds_alternative<Step>(back));
    EXPECT_EQ(std::get<Step>(back).chains, s.chains);
    const std::string svg = render_svg(at.puzzle, a, &s);
    EXPECT_NE(svg.find("class=\"link strong\""), std::string::npos);
    EXPECT_NE(svg.find("class=\"link weak\""), std::string::npos);
    EXPECT_NE(svg.find("class=\"group\""), std::string::npos);
    return;
  }
  FAIL() << "no grouped continuous nice loop on the sample";
}

}  // namespace
}  // namespace setlogic
