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
// A JSON value as one line of text. Bytes that are not UTF-8 (which the reader refuses, so
// none should reach here) are replaced rather than thrown on: output is never lost to them.
template <typename Json>
std::string json_text(const Json& j) {
  return j.dump(-1, ' ', false, Json::error_handler_t::replace);
}

// {"line": k, "error": "<text with line and column>"}
nlohmann::json error_json(const ParseError& e);
// The technique catalogue and the named profiles:
// {"techniques": [{"id", "name", "code", "family", "size", "level", "points"}, ...],
//  "profiles": [{"name": "default", "techniques": ["full_house", ...]}, ...]}
nlohmann::ordered_json catalogue_json();

}  // namespace setlogic
