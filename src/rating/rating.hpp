#pragma once
// Rating: reads a solve path, never drives the search.
//
// The points of a puzzle are the sum of its steps' points; its hardest step is the step
// with most points (the first such). The grade follows from the hardest step alone, so a
// 16x16 puzzle and a 9x9 puzzle that need the same technique get the same grade, while
// their point totals (which grow with the number of cells to fill) are comparable only
// within one size. docs/rating.md gives the table and the bounds.

#include <optional>
#include <span>
#include <string_view>

#include "logic/step.hpp"

namespace setlogic {

enum class Grade { easy, medium, hard, expert, extreme };

struct Rating {
  long points = 0;
  std::optional<Technique> hardest;  // none for a puzzle with no steps
  int hardest_points = 0;
  Grade grade = Grade::easy;
};

Rating rate(std::span<const Step> path);
Grade grade_for(int hardest_points);
std::string_view grade_name(Grade g);

}  // namespace setlogic
