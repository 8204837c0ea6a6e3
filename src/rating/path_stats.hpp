#pragma once
// What solve paths used: per technique, how many paths used it, its steps, and the
// candidates those steps eliminated and placed. One path (a puzzle) or many (a collection,
// or the merge of collections rated apart, as rate's threads and Dask's workers do) alike.

#include <array>
#include <cstdint>
#include <span>

#include "logic/step.hpp"

namespace setlogic {

struct TechniqueUse {
  std::uint64_t puzzles = 0;  // paths with at least one step of the technique
  std::uint64_t steps = 0;
  std::uint64_t eliminations = 0;
  std::uint64_t placements = 0;
  bool operator==(const TechniqueUse&) const = default;
};

class PathStats {
 public:
  // Counts one path.
  void add(std::span<const Step> path);
  void merge(const PathStats& other);

  [[nodiscard]] std::uint64_t paths() const { return paths_; }
  [[nodiscard]] const TechniqueUse& operator[](Technique t) const { return uses_[static_cast<std::size_t>(t)]; }
  // The same count read back (a merge across processes goes through JSON: io/json.hpp).
  void set(Technique t, const TechniqueUse& use) { uses_[static_cast<std::size_t>(t)] = use; }
  void set_paths(std::uint64_t n) { paths_ = n; }
  bool operator==(const PathStats&) const = default;

 private:
  std::uint64_t paths_ = 0;
  std::array<TechniqueUse, kTechniqueCount> uses_{};
};

}  // namespace setlogic
