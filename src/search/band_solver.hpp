#pragma once
// The two engines behind count_solutions: a fast one for 9x9 by bands (band_solver.cpp)
// and the generic bitboard one for every size (brute_force.cpp). count_solutions picks the
// fast one for 9x9; both are declared here so that tests can hold them against each other.

#include "search/brute_force.hpp"

namespace setlogic {

CountResult count_solutions_9x9(const Puzzle& p, const CountOptions& options);
CountResult count_solutions_generic(const Puzzle& p, const CountOptions& options);

}  // namespace setlogic
