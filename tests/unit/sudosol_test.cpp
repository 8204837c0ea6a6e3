// The sudosol finned and sashimi fish fixtures (../shared/data/fixtures/sudosol, MIT):
// each line is a position before and after one finned or sashimi basic fish of size 2-4
// (the "after" side also places the naked single such a fish may leave). On every line a
// fish of that kind and size must eliminate exactly the candidates between the two, and
// every step found must pass the certificate checker.

#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>

#include "logic/certificate.hpp"
#include "logic/solver.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

// 81 tokens: g<d> given, v<d> placed, c<digits> candidates.
Puzzle parse_cells(const std::string& text) {
  Puzzle p = Puzzle::empty(3);
  p.candidates.assign(81, 0);
  static const std::regex token("([gvc])([1-9]+)");
  std::size_t i = 0;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), token); it != std::sregex_iterator() && i < 81;
       ++it, ++i) {
    const std::string kind = (*it)[1], digits = (*it)[2];
    if (kind == "c") {
      for (char ch : digits) p.candidates[i] |= 1u << (ch - '1');
    } else {
      // A placed cell keeps its digit as its candidate: the "after" side of a line places
      // the naked single the fish leaves, and that is no elimination.
      p.values[i] = static_cast<std::int8_t>(digits[0] - '1');
      p.given[i] = kind == "g" ? 1 : 0;
      p.candidates[i] = 1u << (digits[0] - '1');
    }
  }
  EXPECT_EQ(i, 81u) << text.substr(0, 40);
  return p;
}

std::string describe(const std::vector<Candidate>& xs) {
  std::string out;
  for (const Candidate& x : xs)
    out += " r" + std::to_string(x.cell.index() / 9 + 1) + "c" + std::to_string(x.cell.index() % 9 + 1) + "<>" +
           std::to_string(x.digit.index() + 1);
  return out;
}

void run_fixture(const char* name, std::initializer_list<Technique> techniques) {
  SETLOGIC_REQUIRE_SHARED(std::string("fixtures/sudosol/") + name);
  std::ifstream in(test::shared_data() / "fixtures/sudosol" / name);
  TechniqueSet set = TechniqueSet::none();
  for (Technique t : techniques) set.add(t);
  std::string line;
  int cases = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string before_text, after_text;
    fields >> before_text >> after_text;
    Puzzle before = parse_cells(before_text), after = parse_cells(after_text);
    std::set<Candidate> expected;
    for (int c = 0; c < 81; ++c)
      for (int d = 0; d < 9; ++d)
        if ((before.candidates[c] >> d & 1) && !(after.candidates[c] >> d & 1)) expected.insert({Cell(c), Digit(d)});
    ++cases;
    bool whole = false;
    std::string seen;
    for (const Step& s : find_all_steps(before, set)) {
      EXPECT_EQ(check_certificate(s, before), std::nullopt) << name << " case " << cases;
      std::set<Candidate> got(s.eliminations.begin(), s.eliminations.end());
      if (got == expected) whole = true;
      seen += "\n  found: " + describe(s.eliminations);
    }
    EXPECT_TRUE(whole) << name << " case " << cases << ": expected " << describe({expected.begin(), expected.end()})
                       << seen;
  }
  EXPECT_EQ(cases, 50);
}

TEST(Sudosol, FinnedXWing) {
  run_fixture("fbf2.txt", {Technique::finned_x_wing, Technique::sashimi_x_wing});
}
TEST(Sudosol, FinnedSwordfish) {
  run_fixture("fbf3.txt", {Technique::finned_swordfish});
}
TEST(Sudosol, FinnedJellyfish) {
  run_fixture("fbf4.txt", {Technique::finned_jellyfish});
}
TEST(Sudosol, SashimiXWing) {
  run_fixture("sbf2.txt", {Technique::finned_x_wing, Technique::sashimi_x_wing});
}
TEST(Sudosol, SashimiSwordfish) {
  run_fixture("sbf3.txt", {Technique::sashimi_swordfish});
}
TEST(Sudosol, SashimiJellyfish) {
  run_fixture("sbf4.txt", {Technique::sashimi_jellyfish});
}

}  // namespace
}  // namespace setlogic
