#include "io/json.hpp"

#include <fmt/format.h>

#include <stdexcept>

#include "core/version.hpp"
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

nlohmann::ordered_json rating_json(const Rating& r, const ScaleRatings& scales) {
  nlohmann::ordered_json j = {
      {"points", r.points},
      {"hardest", r.hardest ? nlohmann::ordered_json(info(*r.hardest).id) : nlohmann::ordered_json(nullptr)},
      {"grade", level_name(r.grade)}};
  if (const auto& h = scales.hodoku) j["hodoku"] = {{"score", h->score}, {"level", level_name(h->level)}};
  if (const auto& se = scales.se) j["se"] = {{"er", se->er / 10.0}, {"ep", se->ep / 10.0}, {"ed", se->ed / 10.0}};
  return j;
}

nlohmann::ordered_json path_stats_json(const PathStats& s) {
  nlohmann::ordered_json techniques = nlohmann::ordered_json::object();
  for (const TechniqueInfo& t : catalogue())
    if (const TechniqueUse& u = s[t.technique]; u.steps > 0)
      techniques[std::string(t.id)] = {
          {"puzzles", u.puzzles}, {"steps", u.steps}, {"eliminations", u.eliminations}, {"placements", u.placements}};
  return {{"paths", s.paths()}, {"techniques", std::move(techniques)}};
}

PathStats path_stats_from_json(const nlohmann::json& j) {
  auto count = [](const nlohmann::json& v, const char* name) {
    if (!v.is_object() || !v.contains(name) || !v.at(name).is_number_unsigned())
      throw std::invalid_argument(fmt::format("path statistics: \"{}\" is not a count", name));
    return v.at(name).get<std::uint64_t>();
  };
  PathStats s;
  s.set_paths(count(j, "paths"));
  if (!j.contains("techniques") || !j.at("techniques").is_object())
    throw std::invalid_argument("path statistics: no \"techniques\" object");
  for (const auto& [id, use] : j.at("techniques").items()) {
    const std::optional<Technique> t = find_technique(id);
    if (!t || info(*t).id != id)
      throw std::invalid_argument(fmt::format("path statistics: unknown technique '{}'", id));
    s.set(*t, {count(use, "puzzles"), count(use, "steps"), count(use, "eliminations"), count(use, "placements")});
  }
  return s;
}

nlohmann::ordered_json transform_json(const Transform& t) {
  auto one_based = [](const std::vector<int>& v) {
    std::vector<int> out(v);
    for (int& x : out) ++x;
    return out;
  };
  return {{"transpose", t.transpose},
          {"rows", one_based(t.rows)},
          {"columns", one_based(t.columns)},
          {"digits", one_based(t.digits)}};
}

nlohmann::json error_json(const ParseError& e) {
  return {{"line", e.line}, {"error", e.text()}};
}

nlohmann::ordered_json catalogue_json() {
  nlohmann::ordered_json j;
  j["techniques"] = nlohmann::ordered_json::array();
  for (const TechniqueInfo& t : catalogue()) {
    nlohmann::ordered_json in = nlohmann::ordered_json::array();
    for (std::string_view name : profile_list())
      if (find_profile(name)->contains(t.technique)) in.push_back(name);
    j["techniques"].push_back({{"id", t.id},
                               {"name", t.name},
                               {"code", t.code},
                               {"family", family_name(t.family)},
                               {"size", t.size},
                               {"level", level_name(t.level)},
                               {"points", t.points},
                               {"profiles", std::move(in)}});
  }
  j["profiles"] = nlohmann::ordered_json::array();
  for (std::string_view name : profile_list()) {
    nlohmann::ordered_json ids = nlohmann::ordered_json::array();
    for (Technique t : find_profile(name)->list()) ids.push_back(info(t).id);
    j["profiles"].push_back({{"name", name}, {"techniques", ids}});
  }
  return j;
}

nlohmann::ordered_json option_json(const OptionInfo& o, int value) {
  switch (o.kind) {
    case OptionKind::whole:
      return value;
    case OptionKind::flag:
      return value != 0;
    case OptionKind::choice:
      return o.value_text(value);
  }
  return nullptr;
}

nlohmann::ordered_json options_json() {
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  for (const OptionInfo& o : ladder_options()) {
    nlohmann::ordered_json j{{"name", o.name}, {"flag", o.flag()}};
    switch (o.kind) {
      case OptionKind::whole:
        j["kind"] = "whole";
        j["low"] = o.low;
        j["high"] = o.high;
        break;
      case OptionKind::flag:
        j["kind"] = "flag";
        break;
      case OptionKind::choice:
        j["kind"] = "choice";
        j["choices"] = nlohmann::ordered_json::array();
        for (int v = o.low; v <= o.high; ++v) j["choices"].push_back(o.value_text(v));
        break;
    }
    j["default"] = option_json(o, o.default_value());
    j["help"] = o.help;
    out.push_back(std::move(j));
  }
  return out;
}

nlohmann::ordered_json settings_json(const LadderSettings& s) {
  nlohmann::ordered_json out = nlohmann::ordered_json::object();
  for (const OptionInfo& o : ladder_options()) out[std::string(o.name)] = option_json(o, o.get(s));
  return out;
}

nlohmann::ordered_json rate_header_json(std::string_view profile, const TechniqueSet* edited, const Scales& scales,
                                        double timeout, const LadderSettings& s) {
  nlohmann::ordered_json j{{"setlogic", version()}, {"command", "rate"}, {"profile", profile}};
  if (edited != nullptr) {
    j["techniques"] = nlohmann::ordered_json::array();
    for (Technique t : edited->list()) j["techniques"].push_back(info(t).id);
  }
  j["scale"] = scale_name(scales);
  j["timeout_per_puzzle"] = timeout;
  j["options"] = settings_json(s);
  return j;
}

}  // namespace setlogic
