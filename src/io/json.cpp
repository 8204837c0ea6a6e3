#include "io/json.hpp"

#include "io/writer.hpp"
#include "logic/catalogue.hpp"

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

nlohmann::ordered_json catalogue_json() {
  nlohmann::ordered_json j;
  j["techniques"] = nlohmann::ordered_json::array();
  for (const TechniqueInfo& t : catalogue())
    j["techniques"].push_back({{"id", t.id},
                               {"name", t.name},
                               {"code", t.code},
                               {"family", family_name(t.family)},
                               {"size", t.size},
                               {"level", level_name(t.level)},
                               {"points", t.points}});
  j["profiles"] = nlohmann::ordered_json::array();
  for (std::string_view name : profile_list()) {
    nlohmann::ordered_json ids = nlohmann::ordered_json::array();
    for (Technique t : find_profile(name)->list()) ids.push_back(info(t).id);
    j["profiles"].push_back({{"name", name}, {"techniques", ids}});
  }
  return j;
}

}  // namespace setlogic
