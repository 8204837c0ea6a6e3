#include "logic/options.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <type_traits>

namespace setlogic {
namespace {

// A limit that is a member of one of SearchLimits's groups, read and written as an int.
template <auto group, auto field>
int get_limit(const LadderSettings& s) {
  return static_cast<int>((s.limits.*group).*field);
}
template <auto group, auto field>
void set_limit(LadderSettings& s, int v) {
  auto& target = (s.limits.*group).*field;
  target = static_cast<std::remove_cvref_t<decltype(target)>>(v);
}

template <auto group, auto field>
constexpr OptionInfo whole(std::string_view name, int low, int high, std::string_view help) {
  return {name, OptionKind::whole, low, high, {}, help, &get_limit<group, field>, &set_limit<group, field>};
}
template <auto group, auto field>
constexpr OptionInfo flag(std::string_view name, std::string_view help) {
  return {name, OptionKind::flag, 0, 1, {}, help, &get_limit<group, field>, &set_limit<group, field>};
}

// Indexed by FishClass; `none` is no class a search may be limited to.
constexpr std::array<std::string_view, 4> kFishClasses{"none", "basic", "franken", "mutant"};
static_assert(static_cast<int>(FishClass::mutant) == 3);
// Indexed by AssumeUnique.
constexpr std::array<std::string_view, 3> kAssumeUnique{"yes", "no", "check"};
static_assert(static_cast<int>(AssumeUnique::check) == 2);

// Fins of a fish in the ladder: far more than any fish on a solve path has, few enough that
// a search asked for them still ends.
constexpr int kMaxFishFins = 16;

using L = SearchLimits;
const std::array kOptions{
    whole<&L::set_logic, &SetLogicLimits::max_size>("set_logic_size", 1, SetLogicLimits::kMaxSize,
                                                    "General logic: most base sets"),
    whole<&L::set_logic, &SetLogicLimits::max_rank>("set_logic_rank", 0, SetLogicLimits::kMaxRank,
                                                    "General logic: highest rank"),
    whole<&L::fish, &FishLimits::max_fins>("max_fins", 0, kMaxFishFins, "Finned fish: most fins, exo and endo"),
    whole<&L::fish, &FishLimits::max_endo_fins>("max_endo_fins", 0, kMaxFishFins, "Finned fish: most endo fins"),
    whole<&L::fish, &FishLimits::franken_size>(
        "franken_size", 0, FishLimits::kMaxSize,
        "Franken and Mutant fish: most base sets (0: by grid size, 7 on 9x9, 4 on 16x16 and 25x25)"),
    flag<&L::patterns, &PatternLimits::two_candidate_rectangles>(
        "er_two_candidates", "Empty rectangles may hold one place each in their row and column (HoDoKu's option)"),
    whole<&L::patterns, &PatternLimits::bent_cells>(
        "bent_cells", 4, PatternLimits::kMaxBentCells,
        "WXYZ-Wing in its general form: bent naked sets of 4 up to this many cells"),
    whole<&L::chains, &ChainLimits::max_length>("chain_length", 0, ChainLimits::kMaxLength,
                                                "Chains and loops: most links (0: no bound)"),
    flag<&L::chains, &ChainLimits::als_nodes>(
        "chain_als", "Grouped nice loops and AICs may pass through almost locked sets (HoDoKu's option)"),
    whole<&L::als, &AlsLimits::max_cells>(
        "als_cells", 0, AlsLimits::kMaxCells,
        "ALS techniques: most cells of a set (0: by grid size, 8 on 9x9, 4 on 16x16, 3 on 25x25)"),
    flag<&L::als, &AlsLimits::overlap>("als_overlap",
                                       "ALS-XY-Wings, ALS-XY-Chains and Death Blossoms may use sets that share "
                                       "cells (HoDoKu's option; such steps carry no base/cover certificate)"),
    whole<&L::als, &AlsLimits::max_chain>("als_chain_length", AlsLimits::kMinChain, AlsLimits::kMaxChain,
                                          "ALS-XY-Chain: most restricted commons"),
    whole<&L::multi_sector, &MultiSectorLimits::max_cells>("msls_cells", 2, SetLogicLimits::kMaxSize,
                                                           "Multi-sector locked sets: most cells"),
    OptionInfo{"assume_unique", OptionKind::choice, 0, 2, kAssumeUnique,
               "Uniqueness techniques: yes (take the puzzle as unique), no (never), check (count its solutions "
               "first and use them only when there is one)",
               [](const LadderSettings& s) { return static_cast<int>(s.assume_unique); },
               [](LadderSettings& s, int v) { s.assume_unique = static_cast<AssumeUnique>(v); }},
    OptionInfo{"kraken_class", OptionKind::choice, 1, 3, kFishClasses,
               "Kraken fish: the widest fish class walked: basic, franken (basic and Franken) or mutant (all)",
               &get_limit<&L::kraken, &KrakenLimits::max_class>, &set_limit<&L::kraken, &KrakenLimits::max_class>},
    whole<&L::kraken, &KrakenLimits::max_size>("kraken_size", 2, KrakenLimits::kMaxSize, "Kraken fish: most base sets"),
    whole<&L::kraken, &KrakenLimits::max_fins>("kraken_fins", 1, KrakenLimits::kMaxFins,
                                               "Kraken fish: most fins, exo and endo"),
    whole<&L::kraken, &KrakenLimits::max_endo_fins>("kraken_endo_fins", 0, KrakenLimits::kMaxFins,
                                                    "Kraken fish: most endo fins"),
    whole<&L::forcing, &ForcingLimits::nested_nets>("nested_nets", 1, ForcingLimits::kMaxNestedNets,
                                                    "Nested forcing nets: most refuting nets per position"),
    whole<&L::forcing, &ForcingLimits::nested_chains>(
        "nested_chains", 1, ForcingLimits::kMaxNestedNets,
        "Nested forcing chains (Sudoku Explainer's): most nested searches per position"),
    flag<&L::uniqueness, &UniquenessLimits::missing_candidates>(
        "missing_candidates",
        "Unique rectangles may lack one of their digits in a cell where no solved peer holds it (HoDoKu's option)"),
};

}  // namespace

std::string OptionInfo::flag() const {
  std::string out = "--" + std::string(name);
  std::replace(out.begin(), out.end(), '_', '-');
  return out;
}

std::string OptionInfo::value_text(int value) const {
  switch (kind) {
    case OptionKind::whole:
      return std::to_string(value);
    case OptionKind::flag:
      return value != 0 ? "true" : "false";
    case OptionKind::choice:
      return value >= 0 && static_cast<std::size_t>(value) < choices.size() ? std::string(choices[value]) : "?";
  }
  return {};
}

std::string OptionInfo::expected(std::optional<int> cap) const {
  switch (kind) {
    case OptionKind::whole:
      return "a whole number from " + std::to_string(low) + " to " + std::to_string(std::min(high, cap.value_or(high)));
    case OptionKind::flag:
      return "true or false";
    case OptionKind::choice: {
      std::string out;
      for (int v = low; v <= high; ++v)
        out += (v == low ? "" : v == high ? " or " : ", ") + std::string(choices[static_cast<std::size_t>(v)]);
      return out;
    }
  }
  return {};
}

std::optional<int> OptionInfo::parse(std::string_view text, std::optional<int> cap) const {
  switch (kind) {
    case OptionKind::whole: {
      int v = 0;
      const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
      if (ec != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
      if (v < low || v > std::min(high, cap.value_or(high))) return std::nullopt;
      return v;
    }
    case OptionKind::flag:
      for (std::string_view t : {"true", "yes", "on", "1"})
        if (equal_ignoring_case(text, t)) return 1;
      for (std::string_view f : {"false", "no", "off", "0"})
        if (equal_ignoring_case(text, f)) return 0;
      return std::nullopt;
    case OptionKind::choice:
      for (int v = low; v <= high; ++v)
        if (equal_ignoring_case(text, choices[static_cast<std::size_t>(v)])) return v;
      return std::nullopt;
  }
  return std::nullopt;
}

std::span<const OptionInfo> ladder_options() {
  return kOptions;
}

const OptionInfo* find_option(std::string_view name) {
  for (const OptionInfo& o : kOptions)
    if (o.name == name) return &o;
  return nullptr;
}

std::string options_text(const LadderSettings& s) {
  std::string out;
  for (const OptionInfo& o : kOptions)
    out += (out.empty() ? "" : " ") + std::string(o.name) + "=" + o.value_text(o.get(s));
  return out;
}

}  // namespace setlogic
