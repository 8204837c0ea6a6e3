#include "rating/path_stats.hpp"

namespace setlogic {

void PathStats::add(std::span<const Step> path) {
  ++paths_;
  std::array<bool, kTechniqueCount> used{};
  for (const Step& s : path) {
    const auto k = static_cast<std::size_t>(s.technique);
    TechniqueUse& u = uses_[k];
    u.puzzles += !used[k];
    used[k] = true;
    ++u.steps;
    u.eliminations += s.eliminations.size();
    u.placements += s.placements.size();
  }
}

void PathStats::merge(const PathStats& other) {
  paths_ += other.paths_;
  for (std::size_t k = 0; k < uses_.size(); ++k) {
    uses_[k].puzzles += other.uses_[k].puzzles;
    uses_[k].steps += other.uses_[k].steps;
    uses_[k].eliminations += other.uses_[k].eliminations;
    uses_[k].placements += other.uses_[k].placements;
  }
}

}  // namespace setlogic
