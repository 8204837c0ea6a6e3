#pragma once
// JSON reports shared by the command line and the web API, so both speak one format.

#include <nlohmann/json.hpp>

#include "core/puzzle.hpp"
#include "io/alphabet.hpp"
#include "logic/solver.hpp"

namespace setlogic::cli {

// The object `solve --json` prints for one puzzle (README.md lists its fields).
nlohmann::ordered_json solve_json(int line, const Puzzle& puzzle, const SolveResult& res, const Alphabet& a,
                                  bool all_solutions);

}  // namespace setlogic::cli
