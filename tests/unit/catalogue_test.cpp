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
  EXPECT_EQ(find_technique("0371"), std::nullopt);  // Kraken fish: not in the catalogue
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
  // Every single below every intersection below every subset; a guess above everything;
  // within subsets, hidden above naked of the same size and larger above smaller.
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
  EXPECT_LT(3 * max_single, min_inter);
  EXPECT_LT(max_inter, min_subset);
  EXPECT_GT(info(Technique::guess).points, 4 * max_other);
  EXPECT_LT(info(Technique::naked_pair).points, info(Technique::hidden_pair).points);
  EXPECT_LT(info(Technique::naked_triple).points, info(Technique::hidden_triple).points);
  EXPECT_LT(info(Technique::naked_quad).points, info(Technique::hidden_quad).points);
  EXPECT_LT(info(Technique::hidden_pair).points, info(Technique::naked_triple).points);
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
  EXPECT_FALSE(find_profile("everything"));
  auto list = all->list();
  for (std::size_t i = 1; i < list.size(); ++i) EXPECT_LT(list[i - 1], list[i]);  // catalogue order
}

TEST(Rating, GradesFollowTheHardestStep) {
  EXPECT_EQ(grade_for(info(Technique::hidden_single).points), Grade::easy);
  EXPECT_EQ(grade_for(info(Technique::locked_candidates_claiming).points), Grade::medium);
  EXPECT_EQ(grade_for(info(Technique::naked_pair).points), Grade::hard);
  EXPECT_EQ(grade_for(info(Technique::hidden_pair).points), Grade::hard);
  EXPECT_EQ(grade_for(info(Technique::x_wing).points), Grade::expert);
  EXPECT_EQ(grade_for(info(Technique::leviathan).points), Grade::expert);
  EXPECT_EQ(grade_for(info(Technique::guess).points), Grade::extreme);
}

TEST(Catalogue, RatingDocumentMatchesTheCatalogue) {
  // docs/rating.md has one row per technique: "| order | id | name | code | family | size | points | default |".
  std::string doc = test::slurp(test::test_dir() / ".." / "docs" / "rating.md");
  ASSERT_FALSE(doc.empty());
  int order = 0;
  for (const TechniqueInfo& t : catalogue()) {
    ++order;
    std::string row = "| " + std::to_string(order) + " | " + std::string(t.id) + " | " + std::string(t.name) + " | " +
                      (t.code.empty() ? std::string("-") : std::string(t.code)) + " | ";
    std::size_t at = doc.find(row);
    ASSERT_NE(at, std::string::npos) << "missing or out of order: " << row;
    std::string rest = doc.substr(at, doc.find('\n', at) - at);
    EXPECT_NE(rest.find(" | " + std::to_string(t.points) + " | " + (t.on ? "on" : "off") + " |"), std::string::npos)
        << rest;
  }
}

}  // namespace
}  // namespace setlogic
