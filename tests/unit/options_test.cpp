// The options table: each row reads and writes its own setting and no other, takes exactly
// the values its kind and range name, and writes them back as it reads them.

#include "logic/options.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

namespace setlogic {
namespace {

// Every row's value in `s`, in table order.
std::vector<int> values(const LadderSettings& s) {
  std::vector<int> out;
  for (const OptionInfo& o : ladder_options()) out.push_back(o.get(s));
  return out;
}

TEST(Options, EachRowSetsItsOwnSettingAndNoOther) {
  const std::vector<int> defaults = values(LadderSettings{});
  std::size_t k = 0;
  for (const OptionInfo& o : ladder_options()) {
    for (int v : {o.low, o.high}) {
      LadderSettings s;
      o.set(s, v);
      std::vector<int> want = defaults;
      want[k] = v;
      EXPECT_EQ(values(s), want) << o.name << "=" << v;
    }
    ++k;
  }
}

TEST(Options, NamesAreUniqueAndFlagsAreTheirDashedForm) {
  std::set<std::string_view> names;
  for (const OptionInfo& o : ladder_options()) {
    EXPECT_TRUE(names.insert(o.name).second) << o.name;
    EXPECT_EQ(find_option(o.name), &o);
    std::string dashed = "--" + std::string(o.name);
    for (char& c : dashed) c = c == '_' ? '-' : c;
    EXPECT_EQ(o.flag(), dashed);
    EXPECT_FALSE(o.help.empty()) << o.name;
  }
  EXPECT_EQ(find_option("chain-length"), nullptr);
}

TEST(Options, EachRowTakesExactlyItsValuesAndWritesThemBack) {
  for (const OptionInfo& o : ladder_options()) {
    EXPECT_GE(o.default_value(), o.low) << o.name;
    EXPECT_LE(o.default_value(), o.high) << o.name;
    for (int v = o.low; v <= o.high && v <= o.low + 40; ++v) EXPECT_EQ(o.parse(o.value_text(v)), v) << o.name;
    EXPECT_EQ(o.parse(o.value_text(o.high)), o.high) << o.name;
    EXPECT_FALSE(o.parse("").has_value()) << o.name;
    EXPECT_FALSE(o.parse("bogus").has_value()) << o.name;
    if (o.kind == OptionKind::whole) {
      EXPECT_FALSE(o.parse(std::to_string(o.low - 1)).has_value()) << o.name;
      EXPECT_FALSE(o.parse(std::to_string(o.high + 1)).has_value()) << o.name;
      EXPECT_FALSE(o.parse(std::to_string(o.low) + "x").has_value()) << o.name;
      EXPECT_EQ(o.parse(std::to_string(o.high), o.low), o.high == o.low ? std::optional(o.low) : std::nullopt)
          << o.name;
    }
  }
}

TEST(Options, ChoicesAndFlagsAreReadInAnyCase) {
  const OptionInfo& kraken = *find_option("kraken_class");
  EXPECT_EQ(kraken.parse("Mutant"), static_cast<int>(FishClass::mutant));
  EXPECT_FALSE(kraken.parse("none").has_value());  // below the row's range
  EXPECT_EQ(kraken.expected(), "basic, franken or mutant");
  const OptionInfo& chain_als = *find_option("chain_als");
  EXPECT_EQ(chain_als.parse("TRUE"), 1);
  EXPECT_EQ(chain_als.parse("off"), 0);
  const OptionInfo& length = *find_option("chain_length");
  EXPECT_EQ(length.expected(12), "a whole number from 0 to 12");
}

TEST(Options, SettingsAreWrittenAsNameValuePairsInTableOrder) {
  LadderSettings s;
  find_option("chain_length")->set(s, 7);
  find_option("assume_unique")->set(s, static_cast<int>(AssumeUnique::no));
  EXPECT_EQ(s.limits.chains.max_length, 7);
  EXPECT_EQ(s.assume_unique, AssumeUnique::no);
  const std::string text = options_text(s);
  EXPECT_NE(text.find("chain_length=7 "), std::string::npos) << text;
  EXPECT_NE(text.find("assume_unique=no "), std::string::npos) << text;
  EXPECT_EQ(text.find(std::string(ladder_options().front().name)), 0U);
}

}  // namespace
}  // namespace setlogic
