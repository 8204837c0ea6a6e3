#pragma once
// Random complete grids, the start of every generated puzzle.

#include <cstdint>
#include <random>
#include <vector>

namespace setlogic {

// A complete grid of box size `box` (one 0-based digit per cell), drawn from `rng`: the
// boxes on the diagonal, which share no house, are filled with random orders of the digits,
// the brute force completes them, and a random transform moves the result so that no
// corner, line or digit is favoured. Every grid can come out, though not each equally often.
std::vector<std::int8_t> random_solution(int box, std::mt19937_64& rng);

}  // namespace setlogic
