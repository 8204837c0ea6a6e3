#include "logic/catalogue.hpp"

#include <algorithm>
#include <array>
#include <cctype>

namespace setlogic {

namespace {

constexpr std::array kCatalogue = {
#define SETLOGIC_INFO(id, name, code, family, size, points, on) \
  TechniqueInfo{Technique::id, #id, name, code, Family::family, size, points, on != 0},
    SETLOGIC_TECHNIQUES(SETLOGIC_INFO)
#undef SETLOGIC_INFO
};
static_assert(kCatalogue.size() <= 64, "TechniqueSet holds 64 techniques");

bool equal_ignoring_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

}  // namespace

std::span<const TechniqueInfo> catalogue() {
  return kCatalogue;
}

const TechniqueInfo& info(Technique t) {
  return kCatalogue[static_cast<std::size_t>(t)];
}

bool is_searchable(Technique t) {
  return info(t).family != Family::guess;
}

std::optional<Technique> find_technique(std::string_view text) {
  std::string_view code = text.substr(0, text.find('-'));
  for (const TechniqueInfo& t : kCatalogue) {
    if (equal_ignoring_case(text, t.id) || equal_ignoring_case(text, t.name)) return t.technique;
    if (!t.code.empty() && code == t.code) return t.technique;
  }
  return std::nullopt;
}

TechniqueSet TechniqueSet::all() {
  TechniqueSet s;
  for (const TechniqueInfo& t : kCatalogue)
    if (is_searchable(t.technique)) s.add(t.technique);
  return s;
}

TechniqueSet TechniqueSet::defaults() {
  TechniqueSet s;
  for (const TechniqueInfo& t : kCatalogue)
    if (is_searchable(t.technique) && t.on) s.add(t.technique);
  return s;
}

TechniqueSet TechniqueSet::none() {
  return {};
}

std::vector<Technique> TechniqueSet::list() const {
  std::vector<Technique> out;
  for (const TechniqueInfo& t : kCatalogue)
    if (contains(t.technique)) out.push_back(t.technique);
  return out;
}

std::optional<TechniqueSet> find_profile(std::string_view name) {
  // Each profile is every searchable technique up to and including a family.
  static constexpr std::array<std::pair<std::string_view, Family>, 5> kUpTo = {{
      {"singles", Family::singles},
      {"intersections", Family::intersections},
      {"subsets", Family::subsets},
      {"fish", Family::basic_fish},
      {"all-fish", Family::mutant_fish},
  }};
  if (name == "default") return TechniqueSet::defaults();
  if (name == "all") return TechniqueSet::all();
  // The minimal solver of general logic, and the default ladder with it as a last rung.
  if (name == "singles+setlogic" || name == "setlogic") {
    TechniqueSet s = name == "setlogic" ? TechniqueSet::defaults() : TechniqueSet::none();
    for (const TechniqueInfo& t : kCatalogue)
      if (t.family == Family::singles) s.add(t.technique);
    s.add(Technique::set_logic);
    return s;
  }
  for (auto [profile, last] : kUpTo) {
    if (name != profile) continue;
    TechniqueSet s;
    for (const TechniqueInfo& t : kCatalogue)
      if (is_searchable(t.technique) && t.family <= last) s.add(t.technique);
    return s;
  }
  return std::nullopt;
}

std::string_view profile_names() {
  return "default, all, singles, intersections, subsets, fish, all-fish, singles+setlogic, setlogic";
}

}  // namespace setlogic
