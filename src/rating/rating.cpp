#include "rating/rating.hpp"

#include <algorithm>
#include <array>

namespace setlogic {

int PointsScale::step(const Step& s) {
  const TechniqueInfo& t = info(s.technique);
  int points = t.points;
  if (t.fish != FishClass::none && (!s.endo_fins.empty() || !s.cannibals.empty())) points += 16;
  if (family_of(s.technique).evidence == Evidence::set_logic)
    points += 10 * (static_cast<int>(s.base.size()) - 1) + 20 * s.rank();
  return points;
}

Rating PointsScale::rate(std::span<const Step> path) {
  Rating r;
  for (const Step& s : path) {
    const int points = step(s);
    r.points += points;
    if (!r.hardest || points > r.hardest_points) {
      r.hardest = s.technique;
      r.hardest_points = points;
    }
    r.grade = std::max(r.grade, info(s.technique).level);
  }
  return r;
}

namespace {

struct ScaleName {
  std::string_view name;
  Scales scales;
};
constexpr std::array<ScaleName, 4> kScaleNames = {{{"points", {}},
                                                   {"hodoku", {.hodoku = true}},
                                                   {"se", {.se = true}},
                                                   {"all", {.hodoku = true, .se = true}}}};

}  // namespace

std::optional<Scales> find_scale(std::string_view name) {
  for (const ScaleName& s : kScaleNames)
    if (equal_ignoring_case(name, s.name)) return s.scales;
  return std::nullopt;
}

std::string_view scale_names() {
  return "points, hodoku, se, all";
}

std::string_view scale_name(const Scales& s) {
  for (const ScaleName& n : kScaleNames)
    if (n.scales == s) return n.name;
  return "all";
}

}  // namespace setlogic
