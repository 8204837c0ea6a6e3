// Single-digit patterns, wings, colouring and templates: hand-made positions with their
// steps worked out by hand; on the positions of real solve paths, naive searches of the
// test's own (every pair of conjugate pairs, every triple of bivalue cells) that the
// finders must agree with exactly, every step checked against the brute-force solution and
// the certificate checker; and HoDoKu's own texts of its library cases.

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/grid.hpp"
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

using test::digit_map;

std::vector<std::string> texts(const Grid<3>& g, Technique t) {
  CollectSink sink;
  find(g, t, sink);
  return test::checked_texts(sink.steps(), g.to_puzzle());
}

TEST(SingleDigit, SkyscraperOnADigitMap) {
  // rows 1 and 5 hold 1 twice each, joined in column 9; the free ends r1c2 and r5c1 both see
  // r2c1 and r3c1
  const Grid<3> g = digit_map(0, {".X......X", "X........", "X........", ".........", "X.......X", ".........",
                                  ".........", ".........", "........."});
  EXPECT_EQ(texts(g, Technique::skyscraper),
            std::vector<std::string>{"Skyscraper: 1 in r1c2,r5c1 (connected by r15c9) => r23c1<>1"});
  EXPECT_TRUE(texts(g, Technique::two_string_kite).empty());
}

TEST(SingleDigit, TwoStringKiteOnADigitMap) {
  // row 1 and column 1 meet in box 1 at r1c2 and r3c1; the free ends r1c8 and r7c1 both see r7c8
  const Grid<3> g = digit_map(0, {".X.....X.", ".........", "X........", ".........", ".........", ".........",
                                  "X......X.", ".........", "........."});
  EXPECT_EQ(texts(g, Technique::two_string_kite),
            std::vector<std::string>{"2-String Kite: 1 in r1c8,r7c1 (connected by r1c2,r3c1) => r7c8<>1"});
}

TEST(SingleDigit, EmptyRectangleOnADigitMap) {
  // box 1 holds 1 in row 2 and column 2 only (three places); column 5 pairs r2c5 with r7c5,
  // and r7c2 sees both the box's column part and r7c5
  const Grid<3> g = digit_map(0, {".X.......", "XX..X....", ".X.......", ".........", ".........", ".........",
                                  ".X..X...X", ".........", "........X"});
  EXPECT_EQ(texts(g, Technique::empty_rectangle),
            std::vector<std::string>{"Empty Rectangle: 1 in b1 (r27c5) => r7c2<>1"});
}

TEST(Wings, XYWingOnHandMadeCandidates) {
  Grid<3> g;
  const auto keep = [&](Cell c, std::initializer_list<int> digits) {
    for (int d = 0; d < 9; ++d)
      if (std::find(digits.begin(), digits.end(), d) == digits.end()) g.eliminate(c, Digit(d));
  };
  keep(G::cell(0, 0), {0, 1});  // pivot 1/2
  keep(G::cell(0, 4), {0, 2});  // pincer 1/3 in its row
  keep(G::cell(4, 0), {1, 2});  // pincer 2/3 in its column
  EXPECT_EQ(texts(g, Technique::xy_wing), std::vector<std::string>{"XY-Wing: 1/2/3 in r1c15,r5c1 => r5c5<>3"});
  EXPECT_TRUE(texts(g, Technique::xyz_wing).empty());
  EXPECT_TRUE(texts(g, Technique::w_wing).empty());
}

TEST(Wings, TheDrawingFramesThePivotAndThePincers) {
  Grid<3> g;
  for (int d = 2; d < 9; ++d) g.eliminate(G::cell(0, 0), Digit(d));
  for (int d : {1, 3, 4, 5, 6, 7, 8}) g.eliminate(G::cell(0, 4), Digit(d));
  for (int d : {0, 3, 4, 5, 6, 7, 8}) g.eliminate(G::cell(4, 0), Digit(d));
  FirstSink sink;
  find(g, Technique::xy_wing, sink);
  ASSERT_TRUE(sink.found());
  const std::string svg = render_svg(g.to_puzzle(), default_alphabet(3), &sink.step());
  const auto count = [&](const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = svg.find(what); at != std::string::npos; at = svg.find(what, at + 1)) ++n;
    return n;
  };
  EXPECT_EQ(count("class=\"pivot\""), 1u);
  EXPECT_EQ(count("class=\"pincer\""), 2u);
  EXPECT_EQ(count("class=\"link strong"), 3u);  // the XY-chain: three cells, three strong links
  EXPECT_EQ(count("class=\"link weak"), 2u);
  EXPECT_NE(svg.find(">pivot<"), std::string::npos);
  EXPECT_NE(svg.find(">pincer<"), std::string::npos);
}

// --- Naive searches of the test's own -------------------------------------------------

struct Pair {
  House house;
  Cell a, b;
};

std::vector<Pair> conjugates(const Grid<3>& g, Digit d) {
  std::vector<Pair> out;
  for (int h = 0; h < G::houses; ++h) {
    std::vector<Cell> cells;
    for (Cell c : G::house_cells[static_cast<std::size_t>(h)])
      if (g.cells_with(d).test(c)) cells.push_back(c);
    if (cells.size() == 2) out.push_back({House(h), cells[0], cells[1]});
  }
  return out;
}

bool sees(Cell a, Cell b) {
  return a != b && (G::row(a) == G::row(b) || G::column(a) == G::column(b) || G::box(a) == G::box(b));
}

std::vector<Candidate> seeing_all(const Grid<3>& g, Digit d, std::initializer_list<Cell> cells) {
  std::vector<Candidate> out;
  for (Cell t : g.cells_with(d))
    if (std::all_of(cells.begin(), cells.end(), [&](Cell c) { return sees(t, c); })) out.push_back({t, d});
  return out;
}

using Elims = std::set<std::vector<Candidate>>;

Elims found(const Grid<3>& g, Technique t) {
  CollectSink sink;
  find(g, t, sink);
  Elims out;
  for (const Step& s : sink.steps()) out.insert(s.eliminations);
  return out;
}

Elims naive_skyscrapers(const Grid<3>& g) {
  Elims out;
  for (int dv = 0; dv < 9; ++dv) {
    const Digit d(dv);
    const auto pairs = conjugates(g, d);
    for (const Pair& p : pairs)
      for (const Pair& q : pairs) {
        const HouseKind kind = G::kind(p.house);
        if (!(p.house < q.house) || kind == HouseKind::box || G::kind(q.house) != kind) continue;
        const auto cross = [&](Cell c) { return kind == HouseKind::row ? G::column(c) : G::row(c); };
        for (Cell pb : {p.a, p.b})
          for (Cell qb : {q.a, q.b}) {
            const Cell pf = pb == p.a ? p.b : p.a, qf = qb == q.a ? q.b : q.a;
            if (cross(pb) != cross(qb) || cross(pf) == cross(qf)) continue;
            if (auto e = seeing_all(g, d, {pf, qf}); !e.empty()) out.insert(e);
          }
      }
  }
  return out;
}

Elims naive_kites(const Grid<3>& g) {
  Elims out;
  for (int dv = 0; dv < 9; ++dv) {
    const Digit d(dv);
    const auto pairs = conjugates(g, d);
    for (const Pair& row : pairs)
      for (const Pair& col : pairs) {
        if (G::kind(row.house) != HouseKind::row || G::kind(col.house) != HouseKind::column) continue;
        if (row.a == col.a || row.a == col.b || row.b == col.a || row.b == col.b) continue;
        for (Cell rb : {row.a, row.b})
          for (Cell cb : {col.a, col.b}) {
            if (G::box(rb) != G::box(cb)) continue;
            const Cell rf = rb == row.a ? row.b : row.a, cf = cb == col.a ? col.b : col.a;
            const Cell cross = G::cell(G::row(cf), G::column(rf));
            if (g.cells_with(d).test(cross)) out.insert({{cross, d}});
          }
      }
  }
  return out;
}

std::vector<Cell> with_candidates(const Grid<3>& g, int count) {
  std::vector<Cell> out;
  for (Cell c : g.unsolved())
    if (g.candidates(c).count() == count) out.push_back(c);
  return out;
}

Elims naive_xy_wings(const Grid<3>& g) {
  Elims out;
  const auto two = with_candidates(g, 2);
  for (Cell p : two)
    for (Cell a : two)
      for (Cell b : two) {
        if (!(a < b) || p == a || p == b || !sees(p, a) || !sees(p, b)) continue;
        const auto pc = g.candidates(p), ac = g.candidates(a), bc = g.candidates(b);
        if ((pc | ac | bc).count() != 3 || (ac & bc).count() != 1 || (pc & ac).count() != 1 || (pc & bc).count() != 1 ||
            (ac & bc & pc).any())
          continue;
        if (auto e = seeing_all(g, (ac & bc).first(), {a, b}); !e.empty()) out.insert(e);
      }
  return out;
}

Elims naive_xyz_wings(const Grid<3>& g) {
  Elims out;
  const auto two = with_candidates(g, 2);
  for (Cell p : with_candidates(g, 3))
    for (Cell a : two)
      for (Cell b : two) {
        if (!(a < b) || !sees(p, a) || !sees(p, b)) continue;
        const auto pc = g.candidates(p), ac = g.candidates(a), bc = g.candidates(b);
        if ((pc | ac | bc) != pc || ac == bc) continue;
        if (auto e = seeing_all(g, (ac & bc).first(), {p, a, b}); !e.empty()) out.insert(e);
      }
  return out;
}

Elims naive_w_wings(const Grid<3>& g) {
  Elims out;
  const auto two = with_candidates(g, 2);
  for (Cell p : two)
    for (Cell q : two) {
      if (!(p < q) || g.candidates(p) != g.candidates(q)) continue;
      for (Digit x : g.candidates(p)) {
        Digit y = x;
        for (Digit o : g.candidates(p))
          if (o != x) y = o;
        const auto e = seeing_all(g, x, {p, q});
        if (e.empty()) continue;
        for (const Pair& link : conjugates(g, y)) {
          if (link.a == p || link.a == q || link.b == p || link.b == q) continue;
          if ((sees(link.a, p) && sees(link.b, q)) || (sees(link.b, p) && sees(link.a, q))) {
            out.insert(e);
            break;
          }
        }
      }
    }
  return out;
}

// Positions along the default solve paths of the project's own 9x9 puzzles, and of every
// 25th top1465 puzzle when the shared data is there, with each puzzle's solution.
using Position = test::SolvedPosition;

const std::vector<Position>& positions() {
  static const std::vector<Position> kPositions = [] {
    std::vector<test::Line> lines;
    for (auto& l : test::read_file(test::test_dir() / "corpus" / "own.txt"))
      if (l.parsed.puzzle.box == 3) lines.push_back(std::move(l));
    if (std::filesystem::exists(test::shared_data() / "9x9/top1465.txt"))
      for (auto& l : test::read_file(test::shared_data() / "9x9/top1465.txt", 25)) lines.push_back(std::move(l));
    return test::positions_along_paths(lines);
  }();
  return kPositions;
}

TEST(Patterns, FindersAgreeWithNaiveSearches) {
  int compared = 0, nonempty = 0;
  for (const Position& at : positions()) {
    const Grid<3> g = *Grid<3>::from_puzzle(at.puzzle);
    const std::pair<Technique, Elims> cases[] = {
        {Technique::skyscraper, naive_skyscrapers(g)}, {Technique::two_string_kite, naive_kites(g)},
        {Technique::xy_wing, naive_xy_wings(g)},       {Technique::xyz_wing, naive_xyz_wings(g)},
        {Technique::w_wing, naive_w_wings(g)},
    };
    for (const auto& [t, expected] : cases) {
      ++compared;
      nonempty += !expected.empty();
      EXPECT_EQ(found(g, t), expected) << info(t).name << " at " << format_candidates(at.puzzle, default_alphabet(3));
    }
  }
  EXPECT_GT(compared, 500);
  EXPECT_GT(nonempty, 50);
}

TEST(Patterns, EveryStepHoldsAgainstTheSolutionAndTheChecker) {
  TechniqueSet families = TechniqueSet::none();
  for (const TechniqueInfo& t : catalogue())
    if (t.family == Family::single_digit || t.family == Family::wings || t.family == Family::colouring ||
        t.family == Family::extended_colouring || t.family == Family::templates)
      families.add(t.technique);
  std::map<Technique, int> seen;
  for (const Position& at : positions()) {
    for (const Step& s : find_all_steps(at.puzzle, families)) {
      ++seen[s.technique];
      const std::string text = format_step(s, default_alphabet(3));
      for (const Candidate& x : s.eliminations)
        EXPECT_NE(at.solution[static_cast<std::size_t>(x.cell.index())], x.digit.index()) << text;
      for (const Candidate& x : s.placements)
        EXPECT_EQ(at.solution[static_cast<std::size_t>(x.cell.index())], x.digit.index()) << text;
      EXPECT_EQ(check_certificate(s, at.puzzle), std::nullopt) << text;
      // a colouring step's eliminations each see both classes of a cluster it names, or are a
      // whole class of it
      for (const ColourCluster& k : s.colours) EXPECT_FALSE(k.on.empty() || k.off.empty()) << text;
    }
  }
  for (Technique t :
       {Technique::skyscraper, Technique::two_string_kite, Technique::turbot_fish, Technique::empty_rectangle,
        Technique::w_wing, Technique::xy_wing, Technique::xyz_wing, Technique::wxyz_wing, Technique::simple_colors_trap,
        Technique::multi_colors_1, Technique::x_colors, Technique::medusa_3d})
    EXPECT_GT(seen[t], 0) << info(t).name;
}

// WXYZ-Wing's general form: bent naked sets of up to six cells, every step sound and
// certified, the four-cell ones among them.
TEST(Wings, BentSetsOfMoreCellsHoldAndKeepTheQuads) {
  TechniqueSet wxyz = TechniqueSet::none();
  wxyz.add(Technique::wxyz_wing);
  int larger = 0;
  for (const Position& at : positions()) {
    const std::vector<Step> quads = find_all_steps(at.puzzle, wxyz);
    const std::vector<Step> bent = find_all_steps(at.puzzle, wxyz, {.patterns = {.bent_cells = 6}});
    for (const Step& s : quads)
      EXPECT_NE(std::find_if(bent.begin(), bent.end(), [&](const Step& b) { return b.cells == s.cells; }), bent.end());
    for (const Step& s : bent) {
      larger += s.cells.size() > 4;
      EXPECT_LE(s.cells.size(), 6u);
      for (const Candidate& x : s.eliminations)
        EXPECT_NE(at.solution[static_cast<std::size_t>(x.cell.index())], x.digit.index());
      EXPECT_EQ(check_certificate(s, at.puzzle), std::nullopt) << format_step(s, default_alphabet(3));
    }
  }
  EXPECT_GT(larger, 0);
}

// The template checker counts the templates again: a wrong count, or a conclusion some
// remaining template contradicts, is refused.
TEST(Patterns, TemplateStepsAreRecounted) {
  int tampered = 0;
  for (const Position& at : positions()) {
    TechniqueSet templates = TechniqueSet::none();
    templates.add(Technique::template_set);
    templates.add(Technique::template_delete);
    for (const Step& s : find_all_steps(at.puzzle, templates)) {
      ASSERT_EQ(check_certificate(s, at.puzzle), std::nullopt) << format_step(s, default_alphabet(3));
      Step miscounted = s;
      ++miscounted.template_count;
      auto e = check_certificate(miscounted, at.puzzle);
      ASSERT_TRUE(e);
      EXPECT_EQ(e->kind, CertificateError::Kind::template_miscount);
      // the solution's own cell of the digit lies in every template the refining keeps
      Step wrong = s;
      for (Cell c : G::house_cells[0])
        if (at.solution[static_cast<std::size_t>(c.index())] == s.digits[0].index() && at.puzzle.values[c.index()] < 0)
          wrong.eliminations.push_back({c, s.digits[0]});
      if (wrong.eliminations.size() == s.eliminations.size()) continue;
      ++tampered;
      EXPECT_TRUE(check_certificate(wrong, at.puzzle)) << format_step(wrong, default_alphabet(3));
    }
  }
  EXPECT_GT(tampered, 0);
}

// HoDoKu's texts of four of its library cases (the step comments in its sources).
TEST(Patterns, HoDoKuTextsOfItsLibraryCases) {
  SETLOGIC_REQUIRE_SHARED("reglib/reglib-dev.txt");
  const std::vector<std::pair<std::string, std::string>> cases = {
      {":0401:3:+156+87+49+3+2.4+762.", "2-String Kite: 3 in r2c1,r8c5 (connected by r2c6,r3c5) => r8c1<>3"},
      {":0401:3:9.567.1..61.5+4", "2-String Kite: 3 in r2c3,r6c8 (connected by r5c3,r6c1) => r2c8<>3"},
      {":0803:14:6..+9+5..7", "W-Wing: 4/1 in r1c9,r8c7 connected by 1 in r18c3 => r123c7,r89c9<>4"},
      {":0800:123:..+8+2..57", "XY-Wing: 1/2/3 in r2c7,r3c18 => r3c7<>3"},
  };
  const std::string lib = test::slurp(test::shared_data() / "reglib/reglib-dev.txt");
  for (const auto& [prefix, text] : cases) {
    const std::size_t at = lib.find(prefix);
    ASSERT_NE(at, std::string::npos) << prefix;
    const std::string line = lib.substr(at, lib.find('\n', at) - at);
    const Puzzle p = test::parse_or_die(line);
    const Technique t = *find_technique(prefix.substr(1, 4));
    std::vector<std::string> all;
    for (const Step& s : find_all_steps(p, [&] {
           TechniqueSet one = TechniqueSet::none();
           one.add(t);
           return one;
         }()))
      all.push_back(format_step(s, default_alphabet(3)));
    EXPECT_NE(std::find(all.begin(), all.end(), text), all.end()) << text;
  }
}

}  // namespace
}  // namespace setlogic
