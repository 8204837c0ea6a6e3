#include "io/json.hpp"

#include "io/writer.hpp"

namespace setlogic {

nlohmann::ordered_json puzzle_json(const Puzzle& p, const Alphabet& a) {
  nlohmann::ordered_json j;
  j["puzzle"] = format_line(p, a);
  j["size"] = p.size();
  j["alphabet"] = std::string(a.name);
  j["clues"] = p.clue_count();
  if (p.is_position()) j["candidates"] = format_candidates(p, a);
  return j;
}

nlohmann::json error_json(const ParseError& e) {
  return {{"line", e.line}, {"error", e.text()}};
}

}  // namespace setlogic
