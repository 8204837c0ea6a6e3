#pragma once
// JSON forms of puzzles and records (nlohmann-json). Field names are part of the CLI's
// contract: see README.md.

#include <nlohmann/json.hpp>

#include "core/puzzle.hpp"
#include "io/alphabet.hpp"
#include "io/reader.hpp"

namespace setlogic {

// {"size": 9, "alphabet": "1-9", "puzzle": "<line>", "clues": 17} and, for positions,
// "candidates": "<N^3 string>".
nlohmann::ordered_json puzzle_json(const Puzzle& p, const Alphabet& a);
// {"line": k, "error": "<text with line and column>"}
nlohmann::json error_json(const ParseError& e);
// The technique catalogue and the named profiles:
// {"techniques": [{"id", "name", "code", "family", "size", "level", "points"}, ...],
//  "profiles": [{"name": "default", "techniques": ["full_house", ...]}, ...]}
nlohmann::ordered_json catalogue_json();

}  // namespace setlogic
