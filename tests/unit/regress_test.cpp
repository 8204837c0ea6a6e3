// HoDoKu library cases: when one passes, Siamese fish included.

#include "io/regress.hpp"

#include <gtest/gtest.h>

#include "logic/solver.hpp"
#include "logic/techniques/fish.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

// top1465 #1 at its start: a position full of fish of every kind.
constexpr const char* kFishy = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

std::vector<Step> every_fish(const Puzzle& p, std::initializer_list<Technique> ts) {
  TechniqueSet only = TechniqueSet::none();
  for (Technique t : ts) only.add(t);
  return find_all_steps(p, only, {.fish = {.every = true}});
}

TEST(Regress, ACaseIsAStepWithItsDigitsAndExactlyItsEliminations) {
  const Puzzle p = test::parse_or_die(kFishy);
  const std::vector<Step> fish = every_fish(p, {Technique::finned_franken_swordfish});
  ASSERT_FALSE(fish.empty());
  LibraryCase c = as_case(fish.front(), "0341");
  EXPECT_EQ(run_case(p, c).verdict, CaseOutcome::Verdict::passed);
  c.eliminations.pop_back();  // one elimination short is no match
  if (!c.eliminations.empty()) {
    CaseOutcome missing = run_case(p, c);
    bool any_exact = false;
    for (const Step& s : missing.steps) any_exact = any_exact || as_case(s, "0341").eliminations == c.eliminations;
    EXPECT_EQ(missing.verdict, any_exact ? CaseOutcome::Verdict::passed : CaseOutcome::Verdict::failed);
  }
  EXPECT_EQ(run_case(p, LibraryCase{.code = "0341", .variant = "x", .digits = c.digits}).verdict,
            CaseOutcome::Verdict::failed);
  // a Kraken fish always eliminates something: a case that expects nothing is no match
  EXPECT_EQ(run_case(p, LibraryCase{.code = "0371"}).verdict, CaseOutcome::Verdict::failed);
  EXPECT_EQ(run_case(p, LibraryCase{.code = "0705"}).verdict, CaseOutcome::Verdict::unknown_code);
  EXPECT_FALSE(is_hodoku_code("0999"));
  EXPECT_TRUE(is_hodoku_code("03401"));
}

TEST(Regress, SiameseCasesPassWithAPairOrWithOneFishThatMakesTheUnion) {
  const Puzzle p = test::parse_or_die(kFishy);
  const std::vector<Step> fish = every_fish(p, {Technique::franken_x_wing, Technique::finned_franken_x_wing});
  const std::vector<Step> pairs = siamese(fish);
  ASSERT_FALSE(pairs.empty());
  EXPECT_EQ(run_case(p, as_case(pairs.front(), "03401")).verdict, CaseOutcome::Verdict::passed);
  // The expected eliminations are exactly those of one fish: found in a single fish.
  ASSERT_FALSE(fish.empty());
  EXPECT_EQ(run_case(p, as_case(fish.front(), "03401")).verdict, CaseOutcome::Verdict::passed);
}

}  // namespace
}  // namespace setlogic
