// RecordSieve (rate --where, --uses, --avoids): which rated records are written.

#include <gtest/gtest.h>

#include <setlogic/rating.hpp>
#include <string>

namespace setlogic {
namespace {

RateEntry rated(long points, Level grade, std::optional<HodokuRating> hodoku, std::vector<Technique> path) {
  RateEntry e;
  e.outcome = Outcome::logic;
  e.rated.outcome = Outcome::logic;
  e.rated.rating = {.points = points, .hardest = path.back(), .hardest_points = 0, .grade = grade};
  e.rated.scales.hodoku = hodoku;
  for (Technique t : path) e.rated.solved.steps.push_back(Step{.technique = t});
  return e;
}

RecordSieve sieve_of(std::initializer_list<const char*> where) {
  RecordSieve s;
  std::string error;
  for (const char* c : where) EXPECT_TRUE(s.where(c, error)) << c << ": " << error;
  return s;
}

TEST(RecordSieve, ComparesNumbersLevelsOutcomesAndTheHardestTechnique) {
  const RateEntry hard =
      rated(300, Level::hard, HodokuRating{1400, Level::hard}, {Technique::hidden_single, Technique::x_wing});
  const RateEntry extreme = rated(900, Level::extreme, HodokuRating{9000, Level::extreme},
                                  {Technique::naked_single, Technique::kraken_fish_1});
  EXPECT_TRUE(sieve_of({}).keeps(hard));
  EXPECT_TRUE(sieve_of({"points>=300", "points < 301"}).keeps(hard));
  EXPECT_FALSE(sieve_of({"points>300"}).keeps(hard));
  EXPECT_TRUE(sieve_of({"grade>=unfair"}).keeps(extreme));
  EXPECT_FALSE(sieve_of({"grade>=unfair"}).keeps(hard));
  EXPECT_TRUE(sieve_of({"hodoku_level=hard", "hodoku_score<=1400"}).keeps(hard));
  EXPECT_TRUE(sieve_of({"hardest=X-Wing", "outcome=logic"}).keeps(hard));  // a technique by any of its names
  EXPECT_FALSE(sieve_of({"hardest!=x_wing"}).keeps(hard));
  EXPECT_TRUE(sieve_of({"outcome!=guesses"}).keeps(hard));
  EXPECT_TRUE(sieve_of({"hodoku_score>1000"}).scales().hodoku);
  EXPECT_FALSE(sieve_of({"points>1000"}).scales().hodoku);
}

TEST(RecordSieve, AValueARecordLacksFailsTheCondition) {
  const RateEntry unscaled = rated(300, Level::hard, std::nullopt, {Technique::x_wing});
  EXPECT_FALSE(sieve_of({"hodoku_score>=0"}).keeps(unscaled));
  RateEntry bad;  // a record that did not parse
  EXPECT_FALSE(sieve_of({"points>=0"}).keeps(bad));
  EXPECT_TRUE(sieve_of({"outcome=error"}).keeps(bad));
  EXPECT_FALSE(sieve_of({"outcome=logic"}).keeps(bad));
  RecordSieve avoiding;
  std::string error;
  ASSERT_TRUE(avoiding.avoids("x_wing", error));
  EXPECT_FALSE(avoiding.keeps(bad));  // a path it does not have uses nothing it could avoid
}

TEST(RecordSieve, UsesAnyOfAListAvoidsEveryOne) {
  const RateEntry kraken = rated(900, Level::extreme, std::nullopt, {Technique::x_wing, Technique::kraken_fish_2});
  std::string error;
  RecordSieve uses;
  ASSERT_TRUE(uses.uses("kraken_fish_1, Kraken Fish Type 2", error)) << error;
  EXPECT_TRUE(uses.keeps(kraken));
  ASSERT_TRUE(uses.uses("0310", error)) << error;  // and a finned X-Wing too: every list must hold
  EXPECT_FALSE(uses.keeps(kraken));
  RecordSieve avoids;
  ASSERT_TRUE(avoids.avoids("swordfish,jellyfish", error));
  EXPECT_TRUE(avoids.keeps(kraken));
  ASSERT_TRUE(avoids.avoids("x_wing", error));
  EXPECT_FALSE(avoids.keeps(kraken));
}

TEST(RecordSieve, RefusesWhatIsNoCondition) {
  RecordSieve s;
  std::string error;
  for (const char* bad : {"points", "points>", "colour=red", "points>=many", "grade>=terrible", "outcome<logic",
                          "hardest>x_wing", "hardest=nothing", "points>=nan", "outcome=solved"}) {
    error.clear();
    EXPECT_FALSE(s.where(bad, error)) << bad;
    EXPECT_FALSE(error.empty()) << bad;
  }
  EXPECT_FALSE(s.uses("", error));
  EXPECT_FALSE(s.uses("x_wing,nothing", error));
  EXPECT_NE(error.find("nothing"), std::string::npos);
  EXPECT_TRUE(s.empty());
}

TEST(RecordSieve, ComparesSudokuExplainersRatingsToTheTenth) {
  RateEntry e = rated(900, Level::extreme, std::nullopt, {Technique::naked_single, Technique::forcing_net_verity});
  EXPECT_FALSE(sieve_of({"er>=9.0"}).keeps(e));  // not rated on the scale
  e.rated.scales.se = SeRating{.er = 83, .ep = 12, .ed = 12};
  EXPECT_TRUE(sieve_of({"er>=8.3", "er<=8.3", "ep=1.2", "ed<1.3"}).keeps(e));
  EXPECT_FALSE(sieve_of({"er>8.3"}).keeps(e));
  EXPECT_FALSE(sieve_of({"er>=9.0", "er<=10.5"}).keeps(e));
  EXPECT_TRUE(sieve_of({"er>=8"}).scales().se);
  EXPECT_FALSE(sieve_of({"er>=8"}).scales().hodoku);
}

}  // namespace
}  // namespace setlogic
