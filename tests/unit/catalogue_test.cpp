// The technique catalogue: names, codes and points are consistent and findable.

#include "logic/catalogue.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "rating/rating.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

TEST(Catalogue, IdsNamesAndCodesAreUnique) {
  std::set<std::string_view> ids, names, codes;
  for (const TechniqueInfo& t : catalogue()) {
    EXPECT_TRUE(ids.insert(t.id).second) << t.id;
    EXPECT_TRUE(names.insert(t.name).second) << t.name;
    if (!t.code.empty()) {
      EXPECT_TRUE(codes.insert(t.code).second) << t.code;
    }
    EXPECT_EQ(&info(t.technique), &t);
  }
}

TEST(Catalogue, FindsByIdNameAndCode) {
  EXPECT_EQ(find_technique("x_wing"), Technique::x_wing);
  EXPECT_EQ(find_technique("X-Wing"), Technique::x_wing);
  EXPECT_EQ(find_technique("x-wing"), Technique::x_wing);
  EXPECT_EQ(find_technique("0300"), Technique::x_wing);
  EXPECT_EQ(find_technique("0110-1"), Technique::locked_pair);  // variant counts as the plain code
  EXPECT_EQ(find_technique("0310"), Technique::finned_x_wing);
  EXPECT_EQ(find_technique("0371"), Technique::kraken_fish_1);
  EXPECT_EQ(find_technique("9999"), std::nullopt);
  EXPECT_EQ(find_technique("nonsense"), std::nullopt);
}

TEST(Catalogue, SourcePagePointsAreFixed) {
  EXPECT_EQ(info(Technique::naked_pair).points, 32);
  EXPECT_EQ(info(Technique::naked_triple).points, 48);
  EXPECT_EQ(info(Technique::naked_quad).points, 64);
  EXPECT_EQ(info(Technique::x_wing).points, 48);
  for (Technique t :
       {Technique::swordfish, Technique::jellyfish, Technique::squirmbag, Technique::whale, Technique::leviathan})
    EXPECT_EQ(info(t).points, 64) << info(t).name;
}

TEST(Catalogue, PointsRiseByFamily) {
  // Every single below every intersection below every subset; a guess above every logic
  // step; within subsets, hidden above naked of the same size and larger above smaller.
  int max_single = 0, min_inter = 1 << 30, max_inter = 0, min_subset = 1 << 30, max_other = 0;
  for (const TechniqueInfo& t : catalogue()) {
    if (t.family == Family::singles) max_single = std::max(max_single, t.points);
    if (t.family == Family::intersections) {
      min_inter = std::min(min_inter, t.points);
      max_inter = std::max(max_inter, t.points);
    }
    if (t.family == Family::subsets) min_subset = std::min(min_subset, t.points);
    if (t.family != Family::guess) max_other = std::max(max_other, t.points);
  }
  EXPECT_LT(max_single, min_inter);
  EXPECT_LT(max_inter, min_subset);
  EXPECT_GT(info(Technique::guess).points, max_other);
  EXPECT_LT(info(Technique::naked_pair).points, info(Technique::hidden_pair).points);
  EXPECT_LT(info(Technique::naked_triple).points, info(Technique::hidden_triple).points);
  EXPECT_LT(info(Technique::naked_quad).points, info(Technique::hidden_quad).points);
  EXPECT_LT(info(Technique::hidden_pair).points, info(Technique::naked_triple).points);
}

TEST(Catalogue, LevelsAreHoDoKus) {
  // HoDoKu 2.3.2's StepConfig levels, written out here rather than read from the table.
  const std::pair<Technique, Level> expected[] = {
      {Technique::hidden_single, Level::easy},       {Technique::locked_candidates_claiming, Level::medium},
      {Technique::hidden_triple, Level::medium},     {Technique::naked_quad, Level::hard},
      {Technique::jellyfish, Level::hard},           {Technique::squirmbag, Level::unfair},
      {Technique::sashimi_x_wing, Level::hard},      {Technique::finned_swordfish, Level::unfair},
      {Technique::franken_jellyfish, Level::unfair}, {Technique::finned_franken_squirmbag, Level::extreme},
      {Technique::mutant_x_wing, Level::extreme},    {Technique::guess, Level::extreme},
  };
  for (auto [t, level] : expected) EXPECT_EQ(info(t).level, level) << info(t).name;
  // Within a family a larger fish is never easier.
  for (const TechniqueInfo& a : catalogue())
    for (const TechniqueInfo& b : catalogue())
      if (a.family == b.family && a.fish != FishClass::none && a.fins == b.fins && a.size < b.size) {
        EXPECT_LE(a.level, b.level) << a.name << " / " << b.name;
      }
}

TEST(Catalogue, FishColumnsNameEveryFishOnce) {
  int fish = 0;
  for (const TechniqueInfo& t : catalogue()) {
    if (t.fish == FishClass::none) {
      EXPECT_EQ(t.fins, Fins::none) << t.name;
      continue;
    }
    ++fish;
    EXPECT_EQ(fish_technique(t.fish, t.fins, t.size), t.technique) << t.name;
    // The names say the same as the columns.
    const std::string name(t.name);
    EXPECT_EQ(name.find("Sashimi") != std::string::npos, t.fins == Fins::sashimi) << name;
    EXPECT_EQ(name.find("Finned") != std::string::npos, t.fins == Fins::finned) << name;
    EXPECT_EQ(name.find("Franken") != std::string::npos, t.fish == FishClass::franken) << name;
    EXPECT_EQ(name.find("Mutant") != std::string::npos, t.fish == FishClass::mutant) << name;
  }
  EXPECT_EQ(fish, 6 * 7);  // sizes 2-7: basic, finned, sashimi, and Franken and Mutant with and without fins
  EXPECT_EQ(fish_technique(FishClass::franken, Fins::sashimi, 2), std::nullopt);
  EXPECT_EQ(fish_technique(FishClass::basic, Fins::none, 8), std::nullopt);
}

TEST(Catalogue, ProfilesAndSets) {
  auto singles = find_profile("singles");
  ASSERT_TRUE(singles);
  EXPECT_EQ(singles->list().size(), 3u);
  EXPECT_TRUE(singles->contains(Technique::hidden_single));
  EXPECT_FALSE(singles->contains(Technique::x_wing));
  auto all = find_profile("all");
  ASSERT_TRUE(all);
  EXPECT_FALSE(all->contains(Technique::guess));
  EXPECT_TRUE(all->contains(Technique::leviathan));
  EXPECT_TRUE(all->contains(Technique::set_logic));
  EXPECT_EQ(static_cast<int>(all->list().size()), kTechniqueCount - 1);  // all but the guess
  EXPECT_FALSE(find_profile("everything"));
  auto list = all->list();
  for (std::size_t i = 1; i < list.size(); ++i) EXPECT_LT(list[i - 1], list[i]);  // catalogue order
  // The default ladder holds every fish of every kind and size, the single-digit patterns,
  // wings, colouring and templates, and no general logic.
  const TechniqueSet defaults = TechniqueSet::defaults();
  for (Technique t :
       {Technique::x_wing, Technique::sashimi_leviathan, Technique::franken_x_wing, Technique::finned_mutant_leviathan,
        Technique::mutant_whale, Technique::skyscraper, Technique::dual_empty_rectangle, Technique::xy_wing,
        Technique::wxyz_wing, Technique::multi_colors_1, Technique::template_delete})
    EXPECT_TRUE(defaults.contains(t)) << info(t).name;
  EXPECT_FALSE(defaults.contains(Technique::set_logic));
  // X-Colors and 3D Medusa go beyond HoDoKu's set: only "all" has them
  EXPECT_FALSE(defaults.contains(Technique::x_colors));
  EXPECT_FALSE(defaults.contains(Technique::medusa_3d));
  EXPECT_TRUE(all->contains(Technique::medusa_3d));
  const TechniqueSet fish = *find_profile("all-fish");
  EXPECT_TRUE(fish.contains(Technique::finned_mutant_leviathan));
  EXPECT_FALSE(fish.contains(Technique::skyscraper));
  EXPECT_FALSE(fish.contains(Technique::xy_wing));
  for (Technique t : fish.list()) EXPECT_TRUE(defaults.contains(t)) << info(t).name;
  auto setlogic = find_profile("setlogic");
  ASSERT_TRUE(setlogic);
  EXPECT_TRUE(setlogic->contains(Technique::set_logic));
  EXPECT_TRUE(setlogic->contains(Technique::finned_swordfish));
}

TEST(Catalogue, TechniqueSetHoldsEveryTechnique) {
  TechniqueSet s = TechniqueSet::none();
  for (const TechniqueInfo& t : catalogue()) s.add(t.technique);
  EXPECT_EQ(static_cast<int>(s.list().size()), kTechniqueCount);
  for (const TechniqueInfo& t : catalogue()) {
    s.remove(t.technique);
    EXPECT_FALSE(s.contains(t.technique)) << t.name;
  }
  EXPECT_TRUE(s.empty());
}

TEST(Catalogue, ProfilesAreEdited) {
  std::string error;
  auto only = edit_profile("default", "x_wing,Naked Pair,0100", error);
  ASSERT_TRUE(only) << error;
  EXPECT_EQ(only->list(),
            (std::vector{Technique::locked_candidates_pointing, Technique::naked_pair, Technique::x_wing}));
  auto less = edit_profile("fish", "-x_wing,+set_logic", error);
  ASSERT_TRUE(less) << error;
  EXPECT_FALSE(less->contains(Technique::x_wing));
  EXPECT_TRUE(less->contains(Technique::swordfish));
  EXPECT_TRUE(less->contains(Technique::set_logic));
  EXPECT_FALSE(edit_profile("nonsense", "", error));
  EXPECT_NE(error.find("unknown profile 'nonsense'"), std::string::npos) << error;
  EXPECT_FALSE(edit_profile("default", "+guess", error));
  EXPECT_NE(error.find("unknown technique 'guess'"), std::string::npos) << error;
  EXPECT_FALSE(edit_profile("singles", "-full_house,-naked_single,-hidden_single", error));
  EXPECT_EQ(error, "no technique left to use");
}

TEST(Rating, GradeIsTheHighestLevelOfThePath) {
  auto path = [](std::initializer_list<Technique> ts) {
    std::vector<Step> steps;
    for (Technique t : ts) steps.push_back(Step{.technique = t});
    return steps;
  };
  EXPECT_EQ(rate(path({Technique::full_house, Technique::hidden_single})).grade, Level::easy);
  EXPECT_EQ(rate(path({Technique::hidden_single, Technique::locked_pair, Technique::full_house})).grade, Level::medium);
  EXPECT_EQ(rate(path({Technique::x_wing, Technique::naked_pair})).grade, Level::hard);
  // A finned Swordfish has fewer points than a Squirmbag's 64 but the same level.
  EXPECT_EQ(rate(path({Technique::finned_swordfish, Technique::naked_single})).grade, Level::unfair);
  EXPECT_EQ(rate(path({Technique::mutant_x_wing})).grade, Level::extreme);
  EXPECT_EQ(rate(path({Technique::naked_single, Technique::guess})).grade, Level::extreme);
  const Rating r = rate(path({Technique::naked_pair, Technique::x_wing, Technique::hidden_pair}));
  EXPECT_EQ(r.points, 32 + 48 + 40);
  EXPECT_EQ(r.hardest, Technique::x_wing);
  EXPECT_EQ(rate(path({})).grade, Level::easy);
}

TEST(Catalogue, RatingDocumentMatchesTheCatalogue) {
  // docs/rating.md has one row per technique:
  // "| order | id | name | code | family | size | level | points | default |".
  std::string doc = test::slurp(test::test_dir() / ".." / "docs" / "rating.md");
  ASSERT_FALSE(doc.empty());
  int order = 0;
  const TechniqueSet defaults = TechniqueSet::defaults();
  for (const TechniqueInfo& t : catalogue()) {
    ++order;
    std::string row = "| " + std::to_string(order) + " | " + std::string(t.id) + " | " + std::string(t.name) + " | " +
                      (t.code.empty() ? std::string("-") : std::string(t.code)) + " | ";
    std::size_t at = doc.find(row);
    ASSERT_NE(at, std::string::npos) << "missing or out of order: " << row;
    std::string rest = doc.substr(at, doc.find('\n', at) - at);
    const bool on = defaults.contains(t.technique) || t.technique == Technique::guess;
    EXPECT_NE(rest.find(" | " + std::string(level_name(t.level)) + " | " + std::to_string(t.points) + " | " +
                        (on ? "on" : "off") + " |"),
              std::string::npos)
        << rest;
  }
}

}  // namespace
}  // namespace setlogic
