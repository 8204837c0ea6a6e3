// The family registry (logic/families.hpp): one row per family drives the finder's dispatch
// and how steps are written, drawn and proved.

#include <gtest/gtest.h>

#include <set>

#include "io/step_text.hpp"
#include "logic/certificate.hpp"
#include "logic/solver.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

TEST(Families, RowsFollowTheEnumWithUniqueIds) {
  std::set<std::string_view> ids;
  for (int k = 0; k < kFamilyCount; ++k) {
    const auto f = static_cast<Family>(k);
    EXPECT_EQ(family_info(f).family, f);
    EXPECT_TRUE(ids.insert(family_name(f)).second) << family_name(f);
  }
  EXPECT_EQ(family_name(Family::singles), "singles");
  EXPECT_EQ(family_name(Family::guess), "guess");
  for (const TechniqueInfo& t : catalogue()) EXPECT_LT(static_cast<int>(t.family), kFamilyCount) << t.id;
}

// Every technique asked of find_all_steps comes back only as itself: the registry sends each
// technique to its own family's entry point.
TEST(Families, EachTechniqueReachesItsFamilysEntryPoint) {
  std::set<Technique> seen;
  const auto positions = test::top1465_positions(150);
  for (std::size_t k = 0; k < positions.size(); k += 8) {
    const test::SolvedPosition& at = positions[k];
    for (const TechniqueInfo& t : catalogue()) {
      if (!is_searchable(t.technique)) continue;
      TechniqueSet one = TechniqueSet::none();
      one.add(t.technique);
      // Sudoku Explainer's nested levels search in full at every position: a few of their
      // nested searches show that they are reached.
      SearchLimits limits{.max_steps = 2};
      limits.forcing.nested_chains = 20;
      for (const Step& s : find_all_steps(at.puzzle, one, limits)) {
        EXPECT_EQ(s.technique, t.technique);
        seen.insert(s.technique);
      }
    }
  }
  EXPECT_GT(seen.size(), 20u);
}

// Text, JSON and the checker read a step by its family's evidence kind: a step given the
// technique of another family with the same kind reads the same but for its name, and is
// proved the same way.
TEST(Families, StepsAreWrittenAndProvedByTheirEvidenceKind) {
  std::optional<Step> wing;
  for (const test::SolvedPosition& at : test::top1465_positions(40)) {
    TechniqueSet only = TechniqueSet::none();
    only.add(Technique::x_wing);
    auto steps = find_all_steps(at.puzzle, only, {.max_steps = 1});
    if (steps.empty()) continue;
    Step moved = steps[0];
    moved.technique = Technique::finned_x_wing;  // the finned fish family: fish evidence too
    ASSERT_NE(info(moved.technique).family, info(steps[0].technique).family);
    ASSERT_EQ(family_of(moved.technique).evidence, family_of(steps[0].technique).evidence);
    const Alphabet& a = default_alphabet(3);
    std::string text = format_step(moved, a);
    EXPECT_EQ(text.substr(text.find(':')), format_step(steps[0], a).substr(format_step(steps[0], a).find(':')));
    EXPECT_EQ(check_certificate(moved, at.puzzle), std::nullopt);
    wing = steps[0];
    break;
  }
  ASSERT_TRUE(wing) << "no X-Wing on the sampled paths";
}

}  // namespace
}  // namespace setlogic
