#pragma once
// The two engines behind count_solutions: a fast one for 9x9 by bands (band_solver.cpp)
// and the generic bitboard one for every size (brute_force.cpp). count_solutions picks the
// fast one for 9x9; both are declared here so that tests can hold them against each other.

#include <chrono>
#include <span>

#include "search/brute_force.hpp"

namespace setlogic {

// What both engines read: per cell the value (a digit or kEmpty) and, for a position, the
// candidate mask (empty for a plain puzzle); the first solution is written to `solution`
// when it is not empty (one entry per cell). Nothing is allocated.
struct CountInput {
  std::span<const std::int8_t> values;
  std::span<const std::uint32_t> candidates;
  std::span<std::int8_t> solution;
};

// What both engines keep while counting: the options, the result so far, and whether the
// budget ran out. A guess asks out_of_budget() before it is made.
class CountingSearch {
 protected:
  explicit CountingSearch(const CountOptions& options) : options_(options) {}

  // The clock is read every 256 guesses only: a read costs as much as a small node.
  [[nodiscard]] bool out_of_budget() const {
    return (options_.max_guesses != 0 && result_.guesses >= options_.max_guesses) ||
           (options_.cancel != nullptr && options_.cancel->load(std::memory_order_relaxed)) ||
           (options_.deadline && (result_.guesses & 255) == 255 &&
            std::chrono::steady_clock::now() > *options_.deadline);
  }
  [[nodiscard]] bool done() const { return out_of_budget_ || result_.solutions >= options_.limit; }
  CountResult finish() {
    result_.complete = !out_of_budget_;
    return std::move(result_);
  }

  CountOptions options_;
  CountResult result_;
  bool out_of_budget_ = false;
};

CountResult count_solutions_9x9(const CountInput& in, const CountOptions& options);
CountResult count_solutions_generic(int box, const CountInput& in, const CountOptions& options);

}  // namespace setlogic
