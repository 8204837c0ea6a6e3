// The SVG drawing: every candidate drawn once, each role of a step on the candidates it
// names, text escaped, and every grid size drawn.

#include "io/svg.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <regex>

#include "logic/solver.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// (cell, digit) of every candidate drawn with the given class.
std::set<std::pair<int, int>> drawn(const std::string& svg, const std::string& cls) {
  std::set<std::pair<int, int>> out;
  const std::regex text("<text class=\"([a-z ]*)\" data-cell=\"([0-9]+)\" data-digit=\"([0-9]+)\"");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), text); it != std::sregex_iterator(); ++it) {
    std::string classes = " " + (*it)[1].str() + " ";
    if (classes.find(" " + cls + " ") != std::string::npos) out.insert({std::stoi((*it)[2]), std::stoi((*it)[3])});
  }
  return out;
}

TEST(Svg, DrawsAFinnedFishWithItsRoles) {
  // A finned swordfish of the HoDoKu library (code 0311): 4 c168 r247 fr1c6 => r2c4<>4.
  auto parsed = parse_one(
      ":0311:4:.3.2+6..+8.86..3.5.+2.+2487..+3+6.+8.39.+2.72..6.8..31.+3+527.+6...+2.863..+3.8.5+2+691.....3.2.:924 "
      "128 448 "
      "452 157 458 578 491 591 792 193 793:424::");
  ASSERT_EQ(parsed.index(), 0u);
  const Parsed& in = std::get<Parsed>(parsed);
  auto step = next_step(in.puzzle, *find_profile("all-fish"));
  ASSERT_TRUE(step.has_value());
  ASSERT_EQ(step->technique, Technique::finned_swordfish);
  const std::string svg = render_svg(in.puzzle, *in.alphabet, &*step);
  EXPECT_EQ(svg.rfind("<svg ", 0), 0u);
  EXPECT_NE(svg.find("</svg>"), std::string::npos);
  std::set<std::pair<int, int>> expected;
  for (const Candidate& e : step->eliminations) expected.insert({e.cell.index(), e.digit.index()});
  EXPECT_EQ(drawn(svg, "elimination"), expected);
  EXPECT_EQ(count(svg, "<circle class=\"fin\""), static_cast<int>(step->fins.size()));
  EXPECT_EQ(count(svg, "class=\"base\""), 27);   // three columns
  EXPECT_EQ(count(svg, "class=\"cover\""), 27);  // three rows
  EXPECT_NE(svg.find(">fin</text>"), std::string::npos);
  EXPECT_NE(svg.find("r2c4&lt;&gt;4"), std::string::npos);  // the caption, escaped
  EXPECT_EQ(svg.find("<>"), std::string::npos);
}

TEST(Svg, PlacementsAndEveryCandidateOnEachGridSize) {
  for (const char* text :
       {"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", "1...3..2...4.3.."}) {
    Puzzle p = test::parse_or_die(text);
    auto step = next_step(p, TechniqueSet::defaults());
    ASSERT_TRUE(step.has_value());
    const std::string svg = render_svg(p, *find_alphabet(p.size() == 9 ? "1-9" : "1-4"), &*step);
    int candidates = 0;
    for (std::uint32_t m : candidate_masks(p)) candidates += std::popcount(m);
    const int values = p.cell_count() - static_cast<int>(std::count(p.values.begin(), p.values.end(), kEmpty));
    EXPECT_EQ(count(svg, "data-cell="), candidates - values) << text;
    std::set<std::pair<int, int>> placed;
    for (const Candidate& x : step->placements) placed.insert({x.cell.index(), x.digit.index()});
    EXPECT_EQ(drawn(svg, "placement"), placed);
    EXPECT_EQ(count(svg, "class=\"placed-cell\""), static_cast<int>(step->placements.size()));
  }
  for (int box : {4, 5}) {
    const Puzzle empty = Puzzle::empty(box);
    const std::string svg = render_svg(empty, *find_alphabet(box == 4 ? "1-9A-G" : "A-Y"), nullptr);
    EXPECT_EQ(count(svg, "data-cell="), empty.cell_count() * empty.size());
    EXPECT_EQ(count(svg, "class=\"legend\""), 0);
  }
}

Cell at(int r, int c) {
  return Cell((r - 1) * 9 + c - 1);
}
Constraint in_row(int r, int d) {
  return Constraint::of_house(House(r - 1), Digit(d - 1), 9);
}

TEST(Svg, DrawsChainsAlsColoursPatternsAndPremisesWithALegendOfWhatIsThere) {
  const Puzzle empty = Puzzle::empty(3);
  Step s{.technique = Technique::set_logic, .eliminations = {{at(5, 5), Digit(0)}}};
  // an open chain of three links, one of them through a group, and an ALS
  s.chains = {
      {{{Digit(0), {at(1, 1)}}, {Digit(0), {at(1, 5)}}, {Digit(0), {at(2, 5), at(3, 5)}}, {Digit(1), {at(3, 5)}}},
       {{LinkKind::strong, in_row(1, 1)},
        {LinkKind::weak, Constraint::of_house(House(13), Digit(0), 9)},
        {LinkKind::strong, std::nullopt, 0}}}};
  s.als = {{{at(2, 5), at(3, 5)}, {Digit(0), Digit(1), Digit(2)}}};
  std::string svg = render_svg(empty, default_alphabet(3), &s);
  EXPECT_EQ(count(svg, "class=\"link strong\""), 2);
  EXPECT_EQ(count(svg, "class=\"link weak\""), 1);
  EXPECT_EQ(count(svg, "stroke-dasharray=\"5,3\""), 2);  // the weak link and its legend swatch
  EXPECT_EQ(count(svg, "marker-end=\"url(#arrow)\""), 3);
  EXPECT_EQ(count(svg, "class=\"als\""), 2);
  EXPECT_EQ(count(svg, "class=\"group\""), 2);
  EXPECT_EQ(count(svg, "class=\"node\""), 5);  // r1c1, r1c5, r2c5, r3c5 (1) and r3c5 (2)
  for (const char* label : {">strong link<", ">weak link<", ">group<", ">ALS<", ">chain node<", ">eliminated<"})
    EXPECT_EQ(count(svg, label), 1) << label;
  for (const char* label : {">colour A<", ">deadly pattern<", ">premise<", ">fin<", ">base<"})
    EXPECT_EQ(count(svg, label), 0) << label;

  // a loop has no arrows
  Step loop{.technique = Technique::set_logic};
  loop.chains = {{{{Digit(0), {at(1, 1)}}, {Digit(0), {at(1, 5)}}, {Digit(0), {at(4, 5)}}, {Digit(0), {at(4, 1)}}},
                  {{LinkKind::strong, in_row(1, 1)},
                   {LinkKind::weak, Constraint::of_house(House(13), Digit(0), 9)},
                   {LinkKind::strong, in_row(4, 1)},
                   {LinkKind::weak, Constraint::of_house(House(9), Digit(0), 9)}}}};
  svg = render_svg(empty, default_alphabet(3), &loop);
  EXPECT_EQ(count(svg, "class=\"link "), 4);
  EXPECT_EQ(count(svg, "marker-end"), 0);

  Step other{.technique = Technique::set_logic};
  other.colours = {{{{at(1, 1), Digit(4)}, {at(2, 5), Digit(4)}}, {{at(3, 3), Digit(4)}}},
                   {{{at(7, 7), Digit(2)}}, {{at(8, 8), Digit(2)}}}};
  other.pattern = DeadlyPattern{{at(1, 1), at(1, 4), at(2, 1), at(2, 4)}, {Digit(0), Digit(1)}};
  other.branches = {{{{at(9, 9), Digit(0)}, true}, {}, true}};
  svg = render_svg(empty, default_alphabet(3), &other);
  EXPECT_EQ(count(svg, "class=\"colour-on\""), 3);
  EXPECT_EQ(count(svg, "class=\"colour-off\""), 2);
  EXPECT_EQ(count(svg, "class=\"pattern\""), 4);
  EXPECT_EQ(count(svg, "class=\"premise\""), 1);
  for (const char* label : {">colour A<", ">colour B<", ">colour C<", ">colour D<", ">deadly pattern<", ">premise<"})
    EXPECT_EQ(count(svg, label), 1) << label;
  // six entries do not fit one row: the legend wraps and stays inside the drawing
  const std::regex entry("<g transform=\"translate\\(([0-9]+),([0-9]+)\\)\">");
  std::set<int> rows;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), entry); it != std::sregex_iterator(); ++it) {
    EXPECT_LT(std::stoi((*it)[1]), 9 * 56 + 2 * 28);
    rows.insert(std::stoi((*it)[2]));
  }
  EXPECT_EQ(rows.size(), 2u);
}

TEST(Svg, DrawsOneForcingBranchAloneWithWhatItImplies) {
  const Puzzle empty = Puzzle::empty(3);
  const auto at = [](int r, int c) { return Cell((r - 1) * 9 + c - 1); };
  Step s{.technique = Technique::forcing_net_verity, .eliminations = {{at(5, 5), Digit(2)}}};
  s.branches = {{{{at(1, 1), Digit(0)}, true}, {{{at(1, 2), Digit(0)}, false}, {{at(5, 5), Digit(2)}, false}}},
                {{{at(1, 1), Digit(0)}, false}, {{{at(2, 1), Digit(0)}, true}, {{at(5, 5), Digit(2)}, false}}}};
  // every premise, no implication
  std::string svg = render_svg(empty, default_alphabet(3), &s);
  EXPECT_EQ(count(svg, "class=\"premise\""), 1);  // both branches start at r1c1#1
  EXPECT_EQ(count(svg, "class=\"implied-"), 0);
  // the second branch alone
  svg = render_svg(empty, default_alphabet(3), &s, 1);
  EXPECT_EQ(count(svg, "class=\"implied-true\""), 1);
  EXPECT_EQ(count(svg, "class=\"implied-false\""), 1);
  EXPECT_EQ(count(svg, ">implied true<"), 1);
  // the caption names the branch, on a line of its own, and gives its implications
  EXPECT_EQ(count(svg, ">branch 2 of 2: r1c1&lt;&gt;1 =&gt; r2c1=1 r5c5&lt;&gt;3</text>"), 1) << svg;
  // a branch the step does not have draws every premise
  svg = render_svg(empty, default_alphabet(3), &s, 2);
  EXPECT_EQ(count(svg, "class=\"implied-"), 0);
}

TEST(Svg, AForcingBranchDrawsAnArrowPerCauseMarksItsContradictionAndWrapsItsCaption) {
  // examples/puzzles.txt #2: its third step is a forcing net contradiction
  const Puzzle p =
      test::parse_or_die("1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..");
  const SolveResult r = solve(p, {});
  const auto found = std::find_if(r.steps.begin(), r.steps.end(),
                                  [](const Step& s) { return s.technique == Technique::forcing_net_contradiction; });
  ASSERT_NE(found, r.steps.end());
  const Puzzle at = positions_along(p, r.steps)[static_cast<std::size_t>(found - r.steps.begin())];
  const ForcingBranch& b = found->branches[0];
  ASSERT_NE(b.end.kind, ForcingEnd::Kind::none);
  int arrows = 0;
  for (const Implication& i : b.implications)
    for (const Candidate& c : i.causes) arrows += c.cell != i.candidate.cell;
  ASSERT_GT(arrows, 0);
  const std::string svg = render_svg(at, default_alphabet(3), &*found, 0);
  EXPECT_EQ(count(svg, "<line class=\"cause"), arrows);
  EXPECT_EQ(count(svg, "<rect class=\"contradiction\""), 1);
  EXPECT_EQ(count(svg, ">contradiction<"), 1);  // in the legend
  EXPECT_EQ(count(svg, ">implies<"), 1);
  // no arrow of zero length
  const std::regex line("<line class=\"cause\" x1=\"([0-9.]+)\" y1=\"([0-9.]+)\" x2=\"([0-9.]+)\" y2=\"([0-9.]+)\"");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), line); it != std::sregex_iterator(); ++it)
    EXPECT_GT(std::hypot(std::stod((*it)[3]) - std::stod((*it)[1]), std::stod((*it)[4]) - std::stod((*it)[2])), 5.0);
  // every caption line fits the picture at 9 px a character (escaped entities count once)
  const std::smatch width = [&] {
    std::smatch m;
    std::regex_search(svg, m, std::regex("<svg [^>]*width=\"([0-9]+)\""));
    return m;
  }();
  const double room = std::stod(width[1]) - 2 * 28;
  const std::regex caption("<text class=\"caption\"[^>]*>([^<]*)</text>");
  int lines = 0;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), caption); it != std::sregex_iterator(); ++it, ++lines) {
    const std::string text = std::regex_replace((*it)[1].str(), std::regex("&[a-z]+;"), "x");
    EXPECT_LE(static_cast<double>(text.size()) * 9.0, room) << text;
  }
  EXPECT_GT(lines, 3);
}

// The end points of every link drawn (a line, or an arc's path), in pixels.
std::vector<std::array<double, 4>> link_ends(const std::string& svg) {
  std::vector<std::array<double, 4>> out;
  const std::regex line(
      "<line class=\"link [a-z ]*\" x1=\"([0-9.]+)\" y1=\"([0-9.]+)\" x2=\"([0-9.]+)\" y2=\"([0-9.]+)\"");
  const std::regex arc("<path class=\"link [a-z ]*\" d=\"M([0-9.]+),([0-9.]+) Q[0-9.]+,[0-9.]+ ([0-9.]+),([0-9.]+)\"");
  for (const std::regex* r : {&line, &arc})
    for (auto it = std::sregex_iterator(svg.begin(), svg.end(), *r); it != std::sregex_iterator(); ++it)
      out.push_back({std::stod((*it)[1]), std::stod((*it)[2]), std::stod((*it)[3]), std::stod((*it)[4])});
  return out;
}

TEST(Svg, LinksBetweenNodesWhoseCentresMeetAreDrawnWithLength) {
  // a group r1c13 and the candidate r1c2 between its cells: the same centre
  const auto at = [](int r, int c) { return Cell((r - 1) * 9 + c - 1); };
  Step s{.technique = Technique::grouped_aic, .eliminations = {{at(1, 5), Digit(0)}}};
  s.chains = {{.nodes = {{Digit(0), {at(1, 1), at(1, 3)}}, {Digit(0), {at(1, 2)}}, {Digit(0), {at(5, 2)}}},
               .links = {{LinkKind::weak}, {LinkKind::strong}}}};
  const std::string svg = render_svg(Puzzle::empty(3), default_alphabet(3), &s);
  const auto ends = link_ends(svg);
  ASSERT_EQ(ends.size(), 2u) << svg;
  for (const auto& e : ends) EXPECT_GT(std::hypot(e[2] - e[0], e[3] - e[1]), 10.0) << svg;
  EXPECT_EQ(count(svg, "class=\"link weak arc\""), 1);
}

TEST(Svg, ArrowHeadsStayOffTheCandidatesAndAlsSetsAreNamedInTheLegend) {
  // an ALS-XZ and a Sue de Coq of HoDoKu's library
  const std::vector<std::string> lines = {
      ":0901-1:1:...2..6..67...8....853+6.......+4.6...5..19...2+1.4...79+6.....426....7..8.3.1.+6.29..:719 427 345 "
      "545 845 365 579:128::",
      ":1101:234589:+3+24+8+6+1+59765+7+9+4+3+82191+8+5+273+642.1+43....5.32.6...+4..+7.....+1..6.....+8..1746..7..+"
      "39..1.::277 378 477 478 578 849 869 949 969::"};
  const std::vector<Technique> techniques = {Technique::als_xz, Technique::sue_de_coq};
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const Puzzle at = test::parse_or_die(lines[k]);
    TechniqueSet one = TechniqueSet::none();
    one.add(techniques[k]);
    const auto step = next_step(at, one);
    ASSERT_TRUE(step) << lines[k];
    const std::string svg = render_svg(at, default_alphabet(3), &*step);
    // no letter drawn in a cell; one legend entry per set, in its own colour
    EXPECT_EQ(count(svg, "als-label"), 0);
    const std::size_t sets = step->als.size();
    ASSERT_GE(sets, 2u);
    for (std::size_t i = 0; i < sets; ++i)
      EXPECT_EQ(count(svg, fmt::format(">ALS {}<", static_cast<char>('A' + i))), 1);
    // a link's tip stops at least 0.3 of a candidate square from every candidate's centre
    const double sub = 56.0 / 3;
    for (const auto& e : link_ends(svg))
      for (int c = 0; c < 81; ++c)
        for (int d = 0; d < 9; ++d) {
          const double cx = 28 + c % 9 * 56 + (d % 3 + 0.5) * sub, cy = 28 + c / 9 * 56 + (d / 3 + 0.5) * sub;
          EXPECT_GE(std::hypot(e[2] - cx, e[3] - cy), 0.3 * sub) << lines[k];
        }
  }
}

}  // namespace
}  // namespace setlogic
