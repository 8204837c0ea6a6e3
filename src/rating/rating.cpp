#include "rating/rating.hpp"

#include <algorithm>

namespace setlogic {

Rating rate(std::span<const Step> path) {
  Rating r;
  for (const Step& s : path) {
    r.points += s.points;
    if (!r.hardest || s.points > r.hardest_points) {
      r.hardest = s.technique;
      r.hardest_points = s.points;
    }
    r.grade = std::max(r.grade, info(s.technique).level);
  }
  return r;
}

}  // namespace setlogic
