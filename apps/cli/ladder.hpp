#pragma once
// The technique ladder options shared by solve, hint, steps, rate and explain: --profile
// picks a named ladder, --techniques narrows or edits it, and every row of the library's
// options table (ladder_options()) is a flag: --chain-length, --kraken-size, --assume-unique...

#include <optional>
#include <setlogic/setlogic.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace setlogic::cli {

struct LadderArgs {
  std::string profile = "default";
  std::string techniques;
  LadderSettings settings{};
  [[nodiscard]] AssumeUnique assume_unique() const { return settings.assume_unique; }
  // The limits, with Ctrl-C as the budget's cancel flag: every search stops on it.
  [[nodiscard]] SearchLimits limits() const;
  // The same for one puzzle: with what --assume-unique makes known of its solutions, when
  // the techniques hold a uniqueness technique.
  [[nodiscard]] SearchLimits limits(const Puzzle& p, const TechniqueSet& chosen) const;
  // The chosen techniques; nullopt after reporting an unknown name on stderr.
  [[nodiscard]] std::optional<TechniqueSet> resolve() const;
};

}  // namespace setlogic::cli
