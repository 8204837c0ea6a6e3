#pragma once
// Puzzles: reading every input format, the values and candidates of a grid, writing them,
// why a position cannot be worked on, and counting solutions by brute force.

#include <atomic>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/bitset.hpp"
#include "core/puzzle.hpp"
#include "core/types.hpp"
#include "io/alphabet.hpp"
#include "io/notation.hpp"
#include "io/reader.hpp"
#include "io/writer.hpp"
#include "search/brute_force.hpp"

namespace setlogic {

// Some digits of a grid (0-based, at most 25): what a query is about; empty stands for every
// digit.
using DigitSet = BitSet<Digit, 25>;

// One record of text in any input format (the first, when it holds several).
inline std::variant<Parsed, ParseError> parse(std::string_view text, const ReadOptions& options = {}) {
  return parse_one(text, options);
}

// Why a parsed position cannot be worked on before any logic ("r1c2 repeats digit 4 of
// r1c1", "r3c3 has no candidate left"), or "" when it can.
std::string position_problem(const Parsed& in);
std::string contradiction_text(const Puzzle& p, const Alphabet& a, const Contradiction& c);

// Whether a puzzle has one solution, as brute force tells within a second: unique, multiple,
// none, or unknown when the count did not finish (or `cancel` was set). Every front end that
// shows steps of a puzzle says so (a warning, a "uniqueness" field: solution_count_id) when
// it is not unique; uniqueness_warning gives that warning, "" for unique and unknown.
enum class SolutionCount : std::uint8_t { none, unique, multiple, unknown };
std::string_view solution_count_id(SolutionCount c);  // "none", "unique", "multiple", "unknown"
SolutionCount uniqueness_of(const Puzzle& p, const std::atomic<bool>* cancel = nullptr);
std::string uniqueness_warning(SolutionCount c);

// A solution (values of every cell) written as a puzzle line of the puzzle's size.
std::string solution_line(const Puzzle& puzzle, const std::vector<std::int8_t>& values, const Alphabet& a);

}  // namespace setlogic
