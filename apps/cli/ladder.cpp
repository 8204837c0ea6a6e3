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

int run_techniques(bool json) {
  const nlohmann::ordered_json j = catalogue_json();
  if (json) {
    fmt::print("{}\n", json_text(j));
    return 0;
  }
  fmt::print("{:<34} {:<42} {:<5} {:<20} {:<8} {:>6}  {}\n", "id", "name", "code", "family", "level", "points",
             "profiles");
  for (const auto& t : j.at("techniques")) {
    std::string profiles;
    for (const auto& p : t.at("profiles")) profiles += (profiles.empty() ? "" : ",") + p.get<std::string>();
    fmt::print("{:<34} {:<42} {:<5} {:<20} {:<8} {:>6}  {}\n", t.at("id").get<std::string>(),
               t.at("name").get<std::string>(), t.at("code").get<std::string>(), t.at("family").get<std::string>(),
               t.at("level").get<std::string>(), t.at("points").get<int>(), profiles);
  }
  return 0;
}

}  // namespace setlogic::cli
