#include "rating/rating.hpp"

namespace setlogic {

Grade grade_for(int hardest_points) {
  // Upper bounds (inclusive) of each grade's hardest step: singles; intersections;
  // pairs (locked, naked, hidden); triples, quads and basic fish; then guessing.
  if (hardest_points <= 3) return Grade::easy;
  if (hardest_points <= 14) return Grade::medium;
  if (hardest_points <= 40) return Grade::hard;
  if (hardest_points <= 120) return Grade::expert;
  return Grade::extreme;
}

std::string_view grade_name(Grade g) {
  switch (g) {
    case Grade::easy:
      return "easy";
    case Grade::medium:
      return "medium";
    case Grade::hard:
      return "hard";
    case Grade::expert:
      return "expert";
    case Grade::extreme:
      return "extreme";
  }
  return "unknown";
}

Rating rate(std::span<const Step> path) {
  Rating r;
  for (const Step& s : path) {
    r.points += s.points;
    if (!r.hardest || s.points > r.hardest_points) {
      r.hardest = s.technique;
      r.hardest_points = s.points;
    }
  }
  r.grade = grade_for(r.hardest_points);
  return r;
}

}  // namespace setlogic
