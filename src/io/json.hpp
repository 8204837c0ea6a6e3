#pragma once
// JSON forms of puzzles and records (nlohmann-json). Field names are part of the CLI's
// contract: see README.md.

#include <nlohmann/json.hpp>

#include "core/puzzle.hpp"
#include "io/alphabet.hpp"
#include "io/reader.hpp"
#include "logic/options.hpp"
#include "rating/path_stats.hpp"
#include "rating/rating.hpp"
#include "transform/transform.hpp"

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

// {"transpose": false, "rows": [...], "columns": [...], "digits": [...]}: where each line
// of the grid (after transposition) moves and what each digit becomes, 1-based.
nlohmann::ordered_json transform_json(const Transform& t);

// {"points", "hardest" (a technique id, or null), "grade"}: a rating on the points scale.
// {points, hardest, grade}, hodoku: {score, level} and se: {er, ep, ed} when given.
nlohmann::ordered_json rating_json(const Rating& r, const ScaleRatings& scales = {});
// {"paths": n, "techniques": {"<id>": {"puzzles", "steps", "eliminations", "placements"}, ...}}
// with the techniques used, in catalogue order; path_stats_from_json reads it back (and
// throws std::invalid_argument, saying what is wrong, on anything else), so that counts
// made in other processes can be merged.
nlohmann::ordered_json path_stats_json(const PathStats& s);
PathStats path_stats_from_json(const nlohmann::json& j);

// {"line": k, "error": "<text with line and column>"}
nlohmann::json error_json(const ParseError& e);
// The technique catalogue and the named profiles:
// {"techniques": [{"id", "name", "code", "family", "size", "level", "points", "profiles"}, ...],
//  "profiles": [{"name": "default", "techniques": ["full_house", ...]}, ...]}
nlohmann::ordered_json catalogue_json();
// The options table (logic/options.hpp): [{"name", "flag", "kind", "low", "high" (whole
// numbers), "choices" (a choice), "default", "help"}, ...], defaults as option_json writes them.
nlohmann::ordered_json options_json();
// A value of option `o`: a number, true or false, or the choice's name.
nlohmann::ordered_json option_json(const OptionInfo& o, int value);
// {"set_logic_size": 4, ..., "assume_unique": "check", ...}: every option's value in `s`.
nlohmann::ordered_json settings_json(const LadderSettings& s);
// The first record of rate's JSON Lines, which says what wrote the records after it:
// {"setlogic": <version>, "command": "rate", "profile", "techniques": [ids] (only when the
// profile was edited: `edited`), "scale" (--scale), "timeout_per_puzzle" (seconds, 0: none),
// "options": {...}}.
nlohmann::ordered_json rate_header_json(std::string_view profile, const TechniqueSet* edited, const Scales& scales,
                                        double timeout, const LadderSettings& s);

}  // namespace setlogic
