#include "ladder.hpp"

#include <fmt/format.h>

namespace setlogic::cli {

void LadderArgs::add_to(CLI::App& sub) {
  sub.add_option("--profile", profile, fmt::format("Technique ladder: {}", profile_names()))->capture_default_str();
  sub.add_option("--techniques", techniques,
                 "Comma-separated techniques (id, name or HoDoKu code): only these; with a leading '-' each, the "
                 "profile without them. Known: " +
                     technique_help());
}

std::optional<TechniqueSet> LadderArgs::resolve() const {
  auto base = find_profile(profile);
  if (!base) {
    fmt::print(stderr, "setlogic: unknown profile '{}' (known: {})\n", profile, profile_names());
    return std::nullopt;
  }
  TechniqueSet chosen = TechniqueSet::none();
  bool only = false;
  std::size_t start = 0;
  while (start <= techniques.size() && !techniques.empty()) {
    std::size_t end = techniques.find(',', start);
    if (end == std::string::npos) end = techniques.size();
    std::string item = techniques.substr(start, end - start);
    start = end + 1;
    if (item.empty()) continue;
    bool remove = item.front() == '-';
    if (remove) item.erase(0, 1);
    auto t = find_technique(item);
    if (!t || !is_searchable(*t)) {
      fmt::print(stderr, "setlogic: unknown technique '{}' (see --help for the list)\n", item);
      return std::nullopt;
    }
    if (remove) {
      base->remove(*t);
    } else {
      only = true;
      chosen.add(*t);
    }
  }
  if (!only) chosen = *base;
  if (chosen.empty()) {
    fmt::print(stderr, "setlogic: no technique left to use\n");
    return std::nullopt;
  }
  return chosen;
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
