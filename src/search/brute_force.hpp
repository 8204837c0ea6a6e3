#pragma once
// The brute-force solver: counts the solutions of a puzzle or position up to a limit and
// returns the first. It serves as the uniqueness check, the guess fallback of the logic
// solver and the oracle every test checks logic steps against, so it must be exact on
// every input; it is not meant to explain anything.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "core/puzzle.hpp"

namespace setlogic {

struct CountOptions {
  std::uint64_t limit = 2;                    // stop once this many solutions are found (>= 1)
  std::uint64_t max_guesses = 0;              // node budget: give up after this many guesses; 0 = none
  const std::atomic<bool>* cancel = nullptr;  // when set and true, give up at the next guess
  // Give up once this time has passed (read every 256 guesses, so about a millisecond late).
  std::optional<std::chrono::steady_clock::time_point> deadline{};
};

struct CountResult {
  std::uint64_t solutions = 0;        // solutions found, at most the limit
  std::vector<std::int8_t> solution;  // the first solution found, empty when none
  std::uint64_t guesses = 0;          // alternatives tried at branch points, forced ones excluded
  bool complete = true;               // false when the budget ran out or the search was cancelled
};

CountResult count_solutions(const Puzzle& p, const CountOptions& options = {});

// The same count for a puzzle given by its values alone (per cell a 0-based digit or kEmpty,
// box⁴ cells), up to `limit` (>= 1; 2 tells unique from not), with the first solution
// written to `solution` when it is not empty. It allocates nothing, so a generator can call
// it millions of times; values must be valid for the size (the readers check that).
std::uint64_t count_up_to(int box, std::span<const std::int8_t> values, std::uint64_t limit,
                          std::span<std::int8_t> solution = {});
// The same for a position: per cell the candidates it may take (bit d for digit d; one mask
// per cell, read only for empty cells). A generator asks with it whether a puzzle that
// lost a given has a solution without the given's digit there, that is, a second one; the
// solution it finds is the witness that the given is needed.
std::uint64_t count_up_to(int box, std::span<const std::int8_t> values, std::span<const std::uint32_t> candidates,
                          std::uint64_t limit, std::span<std::int8_t> solution = {});

}  // namespace setlogic
