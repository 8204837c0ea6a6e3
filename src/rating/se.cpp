#include "rating/se.hpp"

#include <algorithm>

#include "core/puzzle.hpp"
#include "logic/se_choice.hpp"
#include "logic/solver.hpp"

namespace setlogic {

int SeScale::step(const Step& s, int side) {
  return se_difficulty(s, side);
}

SeRating SeScale::rate(std::span<const Step> path, int side) {
  SeRating r;
  bool placed = false;
  for (std::size_t k = 0; k < path.size(); ++k) add(r, placed, k == 0, path[k], step(path[k], side));
  return r;
}

SeRating SeScale::rate(const Puzzle& start, std::span<const Step> path) {
  const std::vector<Puzzle> positions = positions_along(start, path);
  SeRating r;
  bool placed = false;
  for (std::size_t k = 0; k < path.size(); ++k) {
    // a step past the positions (one that did not apply) is rated from its proof alone
    const std::vector<std::uint32_t> masks = k < positions.size() && se_reads_candidates(path[k])
                                                 ? candidate_masks(positions[k])
                                                 : std::vector<std::uint32_t>{};
    add(r, placed, k == 0, path[k], se_difficulty(path[k], start.size(), masks));
  }
  return r;
}

void SeScale::add(SeRating& r, bool& placed, bool first, const Step& s, int difficulty) {
  r.er = std::max(r.er, difficulty);
  if (first) r.ed = r.er;
  if (!placed && !s.placements.empty()) {
    placed = true;
    r.ep = r.er;
  }
}

}  // namespace setlogic
