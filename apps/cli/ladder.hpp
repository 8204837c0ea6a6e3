#pragma once
// The technique ladder options shared by solve, hint and steps: --profile picks a named
// ladder, --techniques narrows or edits it, --set-logic-size/--set-logic-rank bound general
// logic, --kraken-* bound the Kraken fish, --assume-unique says whether the uniqueness
// techniques may run.

#include <CLI/CLI.hpp>
#include <optional>
#include <setlogic/setlogic.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace setlogic::cli {

struct LadderArgs {
  std::string profile = "default";
  std::string techniques;
  SetLogicLimits set_logic{};
  PatternLimits patterns{};
  ChainLimits chains{};
  AlsLimits als{};
  MultiSectorLimits multi_sector{};
  KrakenLimits kraken{};
  AssumeUnique assume_unique = AssumeUnique::check;
  bool missing_candidates = true;
  void add_to(CLI::App& sub);
  // The limits, with Ctrl-C as the budget's cancel flag: every search stops on it.
  [[nodiscard]] SearchLimits limits() const;
  // The same for one puzzle: with what --assume-unique makes known of its solutions, when
  // the techniques hold a uniqueness technique.
  [[nodiscard]] SearchLimits limits(const Puzzle& p, const TechniqueSet& chosen) const;
  // The chosen techniques; nullopt after reporting an unknown name on stderr.
  [[nodiscard]] std::optional<TechniqueSet> resolve() const;
};

// "full_house (Full House, 0000), ..." for help texts.
std::string technique_help();

}  // namespace setlogic::cli
