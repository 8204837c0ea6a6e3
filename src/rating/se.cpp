#include "rating/se.hpp"

#include <algorithm>

#include "core/puzzle.hpp"
#include "logic/se_choice.hpp"

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
  const int side = start.size();
  std::vector<std::uint32_t> masks = candidate_masks(start);
  auto peers = [&](int a, int b) {
    const int ra = a / side, ca = a % side, rb = b / side, cb = b % side;
    return a != b && (ra == rb || ca == cb || (ra / start.box == rb / start.box && ca / start.box == cb / start.box));
  };
  SeRating r;
  bool placed = false;
  for (std::size_t k = 0; k < path.size(); ++k) {
    const Step& s = path[k];
    add(r, placed, k == 0, s, se_difficulty(s, side, masks));
    for (const Candidate& x : s.eliminations) masks[static_cast<std::size_t>(x.cell.index())] &= ~(1U << x.digit.index());
    for (const Candidate& x : s.placements) {
      masks[static_cast<std::size_t>(x.cell.index())] = 1U << x.digit.index();
      for (int i = 0; i < side * side; ++i)
        if (peers(i, x.cell.index())) masks[static_cast<std::size_t>(i)] &= ~(1U << x.digit.index());
    }
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
