// The SVG drawing: every candidate drawn once, each role of a step on the candidates it
// names, text escaped, and every grid size drawn.

#include "io/svg.hpp"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace setlogic
