#pragma once
// JSON forms (nlohmann-json), apart from the rest of the API so that only code that wants
// JSON compiles it: puzzles, steps (and reading them back), ratings, path statistics, the
// catalogue and options tables, transforms, and the records of `setlogic solve --json` and
// `setlogic rate --format jsonl`.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string_view>

#include "io/json.hpp"
#include "io/step_json.hpp"
#include "setlogic/generate.hpp"
#include "setlogic/puzzle.hpp"
#include "setlogic/rating.hpp"
#include "setlogic/solve.hpp"

namespace setlogic {

// The object `setlogic solve --json` prints for one puzzle (README.md lists its fields).
// Its rating carries the other scales' ratings given (scale_ratings).
nlohmann::ordered_json solve_json(int line, const Puzzle& puzzle, const SolveResult& res, const Alphabet& a,
                                  bool all_solutions, const ScaleRatings& scales = {});

// The object of `setlogic rate --format jsonl` for entry number `n` (1-based): n, file (when
// not ""), line, outcome, puzzle, size, solved, solution, rating, guesses, techniques (steps
// per technique id), steps (when asked), error, ms.
nlohmann::ordered_json rate_entry_json(const RateEntry& e, std::uint64_t n, std::string_view file, bool steps);

// The object of `setlogic generate --format jsonl` for puzzle `index` of the stream of
// `seed`: its rate_entry_json (n is index + 1), then seed, index and tried (puzzles judged
// on the way).
nlohmann::ordered_json generated_json(const CheckedPuzzle& c, std::uint64_t seed, std::uint64_t index, bool steps);

}  // namespace setlogic
