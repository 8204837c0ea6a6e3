#pragma once
// Rating: a scale reads a solve path, never drives the search. Finders record what they
// found (the technique and its evidence: fins, base sets, rank, chain lengths); what that is
// worth is the scale's business, so a new scale changes no finder.
//
// The points scale is setlogic's own. A step's points are its technique's catalogue points
// plus what its evidence adds (step_points); a puzzle's points are the sum over its path,
// its hardest step the step with most points (the first such). The grade is the highest
// catalogue level among the steps (HoDoKu's levels: easy, medium, hard, unfair, extreme),
// so a 16x16 puzzle and a 9x9 puzzle that need the same technique get the same grade, while
// their point totals (which grow with the number of cells to fill) are comparable only
// within one size. docs/rating.md gives the table.
//
// PathStats (path_stats.hpp) counts what paths used, per technique.

#include <optional>
#include <span>
#include <string_view>

#include "logic/step.hpp"
#include "rating/hodoku.hpp"
#include "rating/se.hpp"

namespace setlogic {

struct Rating {
  long points = 0;
  std::optional<Technique> hardest;  // none for a puzzle with no steps
  int hardest_points = 0;
  Level grade = Level::easy;
};

struct PointsScale {
  static constexpr std::string_view id = "points";
  // The catalogue's points, plus: endo fins or cannibalism make any fish harder to see (spec
  // §6: 16 more); general logic and multi-sector locked sets grow harder with every base set
  // beyond the first (10) and every unit of rank (20).
  static int step(const Step& s);
  static Rating rate(std::span<const Step> path);
};

// The scales a puzzle is rated on (--scale): the points scale always, over the path of the
// ladder asked for; HoDoKu's when asked, over the path of the `hodoku` profile, and Sudoku
// Explainer's over the path of the `se` profile (in each case the asked ladder's own path
// when it picks steps as that program does, as the profile edited does).
struct Scales {
  bool hodoku = false;
  bool se = false;
  bool operator==(const Scales&) const = default;
};
// By --scale's value: "points" (the points scale alone), "hodoku", "se", "all" (every scale).
std::optional<Scales> find_scale(std::string_view name);
std::string_view scale_names();  // "points, hodoku, se, all"
std::string_view scale_name(const Scales& s);

// The ratings of the scales other than points that a puzzle was rated on.
struct ScaleRatings {
  std::optional<HodokuRating> hodoku;
  std::optional<SeRating> se;
  bool operator==(const ScaleRatings&) const = default;
};

inline int step_points(const Step& s) {
  return PointsScale::step(s);
}
inline Rating rate(std::span<const Step> path) {
  return PointsScale::rate(path);
}

}  // namespace setlogic
