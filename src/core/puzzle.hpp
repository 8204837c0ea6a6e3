#pragma once
// A puzzle or position of any size, as a plain runtime value: what the readers produce and
// every engine consumes. Engines turn it into their own compile-time-sized state through
// `with_box_size`.

#include <cstdint>
#include <optional>
#include <vector>

namespace setlogic {

inline constexpr std::int8_t kEmpty = -1;

struct Puzzle {
  int box = 3;
  // Per cell: the 0-based digit, or kEmpty.
  std::vector<std::int8_t> values;
  // Per cell: 1 when the value is a given clue, 0 when it was solved later (or is empty).
  std::vector<std::uint8_t> given;
  // Either empty (a plain puzzle: candidates follow from the values) or one mask per cell
  // (a position: bit d set when digit d is still a candidate of that unsolved cell).
  std::vector<std::uint32_t> candidates;

  static Puzzle empty(int box);
  [[nodiscard]] int size() const { return box * box; }
  [[nodiscard]] int cell_count() const { return size() * size(); }
  [[nodiscard]] bool is_position() const { return !candidates.empty(); }
  [[nodiscard]] int clue_count() const;
  bool operator==(const Puzzle&) const = default;
};

// Why a puzzle cannot have a solution before any search: a digit twice in one house, or
// an empty cell left without candidates.
struct Contradiction {
  enum class Kind : std::uint8_t { repeated_digit, no_candidates } kind;
  int cell = 0;   // the second cell holding the digit, or the cell without candidates
  int other = 0;  // the first cell holding the digit (repeated_digit only)
  int digit = 0;  // the repeated digit (repeated_digit only)
};

std::optional<Contradiction> find_contradiction(const Puzzle& p);

// The candidate mask of every cell: the listed candidates of a position (or every digit
// for a plain puzzle) less the digits of the cell's peers' values. A solved cell gets its
// value's bit.
std::vector<std::uint32_t> candidate_masks(const Puzzle& p);

// Whether `solution` completes `p`: every house holds every digit once, every value of p
// is kept and, for a position, every cell's digit was one of its candidates. Independent
// of every solver, so tests and benchmarks can judge them.
bool is_solution(const Puzzle& p, const std::vector<std::int8_t>& solution);

}  // namespace setlogic
