#include "ladder.hpp"

#include <fmt/format.h>

#include <setlogic/json.hpp>

#include "args.hpp"
#include "commands.hpp"

namespace setlogic::cli {

SearchLimits LadderArgs::limits() const {
  SearchLimits out = settings.limits;
  out.budget = {.cancel = &interrupted};
  return out;
}

SearchLimits LadderArgs::limits(const Puzzle& p, const TechniqueSet& chosen) const {
  SearchLimits out = limits();
  if (has_uniqueness(chosen)) out.uniqueness.known = establish_uniqueness(p, settings.assume_unique, out.budget);
  return out;
}

std::optional<TechniqueSet> LadderArgs::resolve() const {
  std::string error;
  auto chosen = edit_profile(profile, techniques, error);
  if (!chosen) fmt::print(stderr, "setlogic: {} (see --help)\n", error);
  return chosen;
}

int run_options(bool json) {
  if (json) {
    fmt::print("{}\n", json_text(options_json()));
    return 0;
  }
  for (const OptionInfo& o : ladder_options()) {
    const std::string values = o.kind == OptionKind::whole ? fmt::format("{} to {}", o.low, o.high) : o.expected();
    fmt::print("{:<20} {:<26} default {:<8} {}\n", o.flag(), values, o.value_text(o.default_value()), o.help);
  }
  return 0;
}

std::string technique_help() {
  std::string out;
  for (const TechniqueInfo& t : catalogue()) {
    if (!is_searchable(t.technique)) continue;
    out += fmt::format("{}{} ({}, {})", out.empty() ? "" : ", ", t.id, t.name, t.code);
  }
  return out;
}

}  // namespace setlogic::cli
