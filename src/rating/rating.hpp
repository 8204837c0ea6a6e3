#pragma once
// Rating: reads a solve path, never drives the search.
//
// The points of a puzzle are the sum of its steps' points; its hardest step is the step
// with most points (the first such). The grade is the highest catalogue level among the
// steps (HoDoKu's levels: easy, medium, hard, unfair, extreme), so a 16x16 puzzle and a 9x9
// puzzle that need the same technique get the same grade, while their point totals (which
// grow with the number of cells to fill) are comparable only within one size.
// docs/rating.md gives the table.

#include <optional>
#include <span>
#include <string_view>

#include "logic/step.hpp"

namespace setlogic {

struct Rating {
  long points = 0;
  std::optional<Technique> hardest;  // none for a puzzle with no steps
  int hardest_points = 0;
  Level grade = Level::easy;
};

Rating rate(std::span<const Step> path);

}  // namespace setlogic
