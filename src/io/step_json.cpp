#include "io/step_json.hpp"

#include <fmt/format.h>

#include <array>
#include <charconv>
#include <functional>
#include <map>
#include <optional>

#include "io/notation.hpp"
#include "io/step_text.hpp"
#include "rating/rating.hpp"

namespace setlogic {

namespace {

using nlohmann::ordered_json;

constexpr std::string_view kHouseLetters = "rcb";

std::string digit_token(Digit d, const Alphabet& a) {
  return std::string(1, a.symbol(d.index()));
}

std::string house_token(House h, const Alphabet& a) {
  return fmt::format("{}{}", kHouseLetters[static_cast<std::size_t>(h.index() / a.size())], h.index() % a.size() + 1);
}

template <typename T, typename F>
ordered_json list(const std::vector<T>& items, F token) {
  ordered_json arr = ordered_json::array();
  for (const T& x : items) arr.push_back(token(x));
  return arr;
}

ordered_json chain_json(const Chain& chain, const Alphabet& a) {
  ordered_json j;
  j["loop"] = chain.loop();
  j["nodes"] = list(chain.nodes, [&](const ChainNode& n) {
    return ordered_json{{"digit", digit_token(n.digit, a)},
                        {"cells", list(n.cells, [&](Cell c) { return cell_name(a.box, c.index()); })}};
  });
  j["links"] = list(chain.links, [&](const ChainLink& l) {
    ordered_json link{{"kind", l.kind == LinkKind::strong ? "strong" : "weak"}};
    if (l.carrier) link["carrier"] = constraint_token(*l.carrier, a);
    if (l.als >= 0) link["als"] = l.als;
    return link;
  });
  return j;
}

// Reading: each helper throws the reason, caught once in read_step_json.
struct Bad {
  std::string why;
};

constexpr std::array<std::string_view, 5> kRuleNames{"premise", "conflict", "single", "group", "refuted"};

std::string_view rule_name(Rule r) {
  return kRuleNames[static_cast<std::size_t>(r)];
}

std::optional<Rule> find_rule(std::string_view name) {
  for (std::size_t k = 0; k < kRuleNames.size(); ++k)
    if (kRuleNames[k] == name) return static_cast<Rule>(k);
  return std::nullopt;
}

class Reader {
 public:
  explicit Reader(const Alphabet& a) : a_(a), n_(a.size()) {}

  [[nodiscard]] Digit digit(const std::string& t) const {
    if (t.size() != 1 || a_.digit(t[0]) < 0) throw Bad{fmt::format("{} is not a digit of this grid", cited(t))};
    return Digit(a_.digit(t[0]));
  }
  // "r12c3"; `rest` is what follows the cell.
  Cell cell(const std::string& t, std::string* rest = nullptr) const {
    std::size_t at = 0;
    const int r = number(t, 'r', at), c = number(t, 'c', at);
    if (rest != nullptr)
      *rest = t.substr(at);
    else if (at != t.size())
      throw Bad{fmt::format("{} is not a cell", cited(t))};
    return Cell(r * n_ + c);
  }
  [[nodiscard]] House house(const std::string& t) const {
    const auto kind = t.empty() ? std::string_view::npos : kHouseLetters.find(t[0]);
    std::size_t at = 0;
    if (kind == std::string_view::npos) throw Bad{fmt::format("{} is not a house", cited(t))};
    const int ordinal = number(t, t[0], at);
    if (at != t.size()) throw Bad{fmt::format("{} is not a house", cited(t))};
    return House(static_cast<int>(kind) * n_ + ordinal);
  }
  [[nodiscard]] Constraint constraint(const std::string& t) const {
    const auto hash = t.find('#');
    if (hash == std::string::npos) return Constraint::of_cell(cell(t));
    return Constraint::of_house(house(t.substr(0, hash)), digit(t.substr(hash + 1)), n_);
  }
  // "r1c2#5", "r1c2=5" or "r1c2<>5": the candidate, and whether it is set (= or #).
  Candidate candidate(const std::string& t, bool* value = nullptr) const {
    std::string rest;
    const Cell c = cell(t, &rest);
    for (std::string_view mark : {"#", "=", "<>"})
      if (rest.rfind(mark, 0) == 0) {
        if (value != nullptr) *value = mark != "<>";
        return {c, digit(rest.substr(mark.size()))};
      }
    throw Bad{fmt::format("{} is not a candidate", cited(t))};
  }

 private:
  // The 1-based number after `letter` at `at`, as a 0-based index below N.
  int number(const std::string& t, char letter, std::size_t& at) const {
    if (at >= t.size() || t[at] != letter) throw Bad{fmt::format("{}: expected '{}' at {}", cited(t), letter, at + 1)};
    std::size_t end = ++at;
    while (end < t.size() && std::isdigit(static_cast<unsigned char>(t[end]))) ++end;
    int v = 0;  // a number too long for an int is out of range as well
    if (std::from_chars(t.data() + at, t.data() + end, v).ec != std::errc() || v < 1 || v > n_)
      throw Bad{fmt::format("{}: {} out of 1..{}", cited(t), letter, n_)};
    at = end;
    return v - 1;
  }

  const Alphabet& a_;
  int n_;
};

const nlohmann::json& field(const nlohmann::json& j, const char* name) {
  if (!j.is_object() || !j.contains(name)) throw Bad{fmt::format("missing field '{}'", name)};
  return j.at(name);
}

// Each string of an optional array field, read by `read`.
template <typename T, typename F>
std::vector<T> read_list(const nlohmann::json& j, const char* name, F read) {
  std::vector<T> out;
  if (!j.contains(name)) return out;
  const nlohmann::json& arr = j.at(name);
  if (!arr.is_array()) throw Bad{fmt::format("field '{}' is not an array", name)};
  for (const auto& x : arr) {
    if (!x.is_string()) throw Bad{fmt::format("field '{}' holds a non-string", name)};
    out.push_back(read(x.get<std::string>()));
  }
  return out;
}

// A step's evidence as its finders give it, which is what the text, the drawing and the
// checker rely on: every chain has two nodes or more, each of at least one cell, and one link
// fewer than nodes (as many in a loop); every set has cells and digits; every index names an
// existing set.
void check_shape(const Step& s) {
  for (const Chain& c : s.chains) {
    if (c.nodes.size() < 2) throw Bad{fmt::format("a chain has {} nodes; it needs two or more", c.nodes.size())};
    for (const ChainNode& node : c.nodes)
      if (node.cells.empty()) throw Bad{"a chain node has no cells"};
    for (const ChainLink& l : c.links)
      if (l.als < -1 || l.als >= static_cast<int>(s.als.size()))
        throw Bad{fmt::format("a link names ALS {} of {}", l.als, s.als.size())};
  }
  for (const Als& set : s.als)
    if (set.cells.empty() || set.digits.empty()) throw Bad{"a set (als) needs cells and digits"};
  for (const RestrictedCommon& rc : s.commons)
    for (int k : {rc.a, rc.b})
      if (k < -1 || k >= static_cast<int>(s.als.size()))
        throw Bad{fmt::format("a restricted common names set {} of {}", k, s.als.size())};
  if (s.branch_steps < 0 || s.template_count < 0 || s.chain_nodes < 0)
    throw Bad{"branch_steps, templates and chain_nodes are not negative"};
}

Step read_step(const nlohmann::json& j, const Reader& r, int depth) {
  if (!j.is_object()) throw Bad{"a step is a JSON object"};
  if (depth > kMaxStepNesting)
    throw Bad{
        fmt::format("steps nest more than {} deep in 'parts' (no step of the catalogue has more)", kMaxStepNesting)};
  const nlohmann::json& id = field(j, "technique");
  auto technique = id.is_string() ? find_technique(id.get<std::string>()) : std::nullopt;
  if (!technique) throw Bad{fmt::format("unknown technique {}", id.dump())};
  Step s{.technique = *technique};
  s.digits = read_list<Digit>(j, "digits", [&](const std::string& t) { return r.digit(t); });
  s.placements = read_list<Candidate>(j, "placements", [&](const std::string& t) { return r.candidate(t); });
  s.eliminations = read_list<Candidate>(j, "eliminations", [&](const std::string& t) { return r.candidate(t); });
  s.base = read_list<Constraint>(j, "base", [&](const std::string& t) { return r.constraint(t); });
  s.cover = read_list<Constraint>(j, "cover", [&](const std::string& t) { return r.constraint(t); });
  // fins are listed by cell where the step is about one digit (a fish), else as candidates
  const auto fin = [&](const std::string& t) {
    if (t.find('#') != std::string::npos) return r.candidate(t);
    if (s.digits.empty()) throw Bad{"fins without a digit"};
    return Candidate{r.cell(t), s.digits.front()};
  };
  s.fins = read_list<Candidate>(j, "fins", fin);
  s.endo_fins = read_list<Candidate>(j, "endo_fins", fin);
  s.cannibals = read_list<Candidate>(j, "cannibals", fin);
  s.houses = read_list<House>(j, "houses", [&](const std::string& t) { return r.house(t); });
  s.cells = read_list<Cell>(j, "cells", [&](const std::string& t) { return r.cell(t); });
  if (j.contains("branch_steps")) s.branch_steps = j.at("branch_steps").get<int>();
  // A step's points are the points scale's, computed from it: a value given is only checked.
  if (j.contains("points") && j.at("points").get<int>() < 0) throw Bad{"points are not negative"};
  if (j.contains("parts"))
    for (const auto& part : j.at("parts")) s.parts.push_back(read_step(part, r, depth + 1));
  if (j.contains("chains"))
    for (const auto& c : j.at("chains")) {
      Chain chain;
      for (const auto& n : field(c, "nodes"))
        chain.nodes.push_back({r.digit(field(n, "digit").get<std::string>()),
                               read_list<Cell>(n, "cells", [&](const std::string& t) { return r.cell(t); })});
      for (const auto& l : field(c, "links")) {
        const std::string kind = field(l, "kind").get<std::string>();
        if (kind != "strong" && kind != "weak") throw Bad{fmt::format("link kind {}", cited(kind))};
        ChainLink link{kind == "strong" ? LinkKind::strong : LinkKind::weak};
        if (l.contains("carrier")) link.carrier = r.constraint(l.at("carrier").get<std::string>());
        if (l.contains("als")) link.als = l.at("als").get<int>();
        chain.links.push_back(link);
      }
      if (chain.links.size() != chain.nodes.size() && chain.links.size() + 1 != chain.nodes.size())
        throw Bad{"a chain has one link fewer than nodes, or as many (a loop)"};
      s.chains.push_back(std::move(chain));
    }
  if (j.contains("als"))
    for (const auto& x : j.at("als"))
      s.als.push_back({read_list<Cell>(x, "cells", [&](const std::string& t) { return r.cell(t); }),
                       read_list<Digit>(x, "digits", [&](const std::string& t) { return r.digit(t); })});
  if (j.contains("restricted_commons"))
    for (const auto& rc : j.at("restricted_commons")) {
      const auto& sets = field(rc, "sets");
      if (!sets.is_array() || sets.size() != 2) throw Bad{"a restricted common joins two sets"};
      s.commons.push_back({sets[0].get<int>(), sets[1].get<int>(),
                           read_list<Digit>(rc, "digits", [&](const std::string& t) { return r.digit(t); })});
    }
  if (j.contains("colours"))
    for (const auto& k : j.at("colours"))
      s.colours.push_back({read_list<Candidate>(k, "on", [&](const std::string& t) { return r.candidate(t); }),
                           read_list<Candidate>(k, "off", [&](const std::string& t) { return r.candidate(t); })});
  if (j.contains("pattern")) {
    const nlohmann::json& p = j.at("pattern");
    const auto candidate = [&](const std::string& t) { return r.candidate(t); };
    s.pattern = DeadlyPattern{read_list<Cell>(p, "cells", [&](const std::string& t) { return r.cell(t); }),
                              read_list<Digit>(p, "digits", [&](const std::string& t) { return r.digit(t); }),
                              read_list<Candidate>(p, "candidates", candidate),
                              read_list<Candidate>(p, "guardians", candidate)};
  }
  const auto fact = [&](const std::string& t) {
    bool value = true;
    Candidate x = r.candidate(t, &value);
    return Implication{x, value};
  };
  // An implication: its fact alone, or an object with its rule, constraint and causes.
  const auto implication = [&](const nlohmann::json& i) {
    if (i.is_string()) return fact(i.get<std::string>());
    Implication out = fact(field(i, "fact").get<std::string>());
    const std::string rule = field(i, "rule").get<std::string>();
    const auto known = find_rule(rule);
    if (!known) throw Bad{"unknown rule \"" + rule + "\""};
    out.rule = *known;
    if (i.contains("via")) out.via = r.constraint(i.at("via").get<std::string>());
    out.causes = read_list<Candidate>(i, "causes", [&](const std::string& t) { return r.candidate(t); });
    return out;
  };
  // A branch, and the refutations of its nested falsities ({"at": index, "branch"}), to a
  // bounded depth.
  const std::function<ForcingBranch(const nlohmann::json&, int)> branch = [&](const nlohmann::json& b, int level) {
    ForcingBranch out{fact(field(b, "premise").get<std::string>()),
                      {},
                      b.contains("contradiction") && b.at("contradiction").get<bool>()};
    for (const auto& i : field(b, "implications")) out.implications.push_back(implication(i));
    if (b.contains("end")) {
      const nlohmann::json& e = b.at("end");
      const std::string kind = field(e, "kind").get<std::string>();
      if (kind == "both") {
        out.end = {ForcingEnd::Kind::both, {}, r.candidate(field(e, "candidate").get<std::string>())};
      } else if (kind == "emptied" || kind == "doubled") {
        out.end = {kind == "emptied" ? ForcingEnd::Kind::emptied : ForcingEnd::Kind::doubled,
                   r.constraint(field(e, "where").get<std::string>()),
                   {}};
      } else {
        throw Bad{"an end's kind is emptied, doubled or both"};
      }
    }
    if (!b.contains("refutations")) return out;
    if (level >= kMaxRefutationDepth) throw Bad{"refutations nest too deep"};
    for (const auto& refutation : b.at("refutations")) {
      const auto at = field(refutation, "at").get<std::size_t>();
      if (at >= out.implications.size()) throw Bad{"a refutation's \"at\" is not one of the branch's implications"};
      out.implications[at].nested = {branch(field(refutation, "branch"), level + 1)};
    }
    return out;
  };
  if (j.contains("branches"))
    for (const auto& b : j.at("branches")) s.branches.push_back(branch(b, 0));
  if (j.contains("templates")) s.template_count = j.at("templates").get<long>();
  if (j.contains("chain_nodes")) s.chain_nodes = j.at("chain_nodes").get<int>();
  check_shape(s);
  return s;
}

}  // namespace

ordered_json step_json(const Step& s, const Alphabet& a) {
  auto cell_token = [&](const Candidate& x) { return cell_name(a.box, x.cell.index()); };
  auto constraint = [&](const Constraint& k) { return constraint_token(k, a); };
  auto candidate = [&](const Candidate& x) { return candidate_token(x, a); };
  auto cell = [&](Cell c) { return cell_name(a.box, c.index()); };
  auto digit = [&](Digit d) { return digit_token(d, a); };
  const TechniqueInfo& t = info(s.technique);
  ordered_json j;
  j["technique"] = t.id;
  j["name"] = step_name(s);
  j["code"] = t.code;
  j["digits"] = list(s.digits, digit);
  j["placements"] = list(s.placements, [&](const Candidate& x) { return placement_token(x, a); });
  j["eliminations"] = list(s.eliminations, [&](const Candidate& x) { return elimination_token(x, a); });
  j["base"] = list(s.base, constraint);
  j["cover"] = list(s.cover, constraint);
  const auto fin_token = [&](const Candidate& x) { return s.digits.size() == 1 ? cell_token(x) : candidate(x); };
  j["fins"] = list(s.fins, fin_token);
  j["endo_fins"] = list(s.endo_fins, fin_token);
  j["cannibals"] = list(s.cannibals, fin_token);
  if (!s.houses.empty()) j["houses"] = list(s.houses, [&](House h) { return house_token(h, a); });
  if (!s.cells.empty()) j["cells"] = list(s.cells, cell);
  if (family_of(s.technique).evidence == Evidence::set_logic) {
    j["size"] = s.base.size();
    j["rank"] = s.rank();
  }
  j["points"] = step_points(s);
  if (s.technique == Technique::guess && !s.eliminations.empty()) j["branch_steps"] = s.branch_steps;
  if (!s.parts.empty()) j["parts"] = steps_json(s.parts, a);
  if (!s.chains.empty()) j["chains"] = list(s.chains, [&](const Chain& c) { return chain_json(c, a); });
  if (!s.als.empty())
    j["als"] = list(s.als, [&](const Als& x) {
      return ordered_json{{"cells", list(x.cells, cell)}, {"digits", list(x.digits, digit)}};
    });
  if (!s.commons.empty())
    j["restricted_commons"] = list(s.commons, [&](const RestrictedCommon& rc) {
      return ordered_json{{"sets", {rc.a, rc.b}}, {"digits", list(rc.digits, digit)}};
    });
  if (!s.colours.empty())
    j["colours"] = list(s.colours, [&](const ColourCluster& k) {
      return ordered_json{{"on", list(k.on, candidate)}, {"off", list(k.off, candidate)}};
    });
  if (s.pattern) {
    ordered_json p = {{"cells", list(s.pattern->cells, cell)}, {"digits", list(s.pattern->digits, digit)}};
    if (!s.pattern->candidates.empty()) p["candidates"] = list(s.pattern->candidates, candidate);
    p["guardians"] = list(s.pattern->guardians, candidate);
    j["pattern"] = std::move(p);
  }
  if (!s.branches.empty()) {
    // Causes are written as the facts they are ("r1c2=5", "r1c3<>5"), looked up among the
    // facts of the branch and of the branches it is nested in.
    using Facts = std::map<Candidate, bool>;
    const std::function<ordered_json(const ForcingBranch&, Facts)> branch = [&](const ForcingBranch& b, Facts facts) {
      facts.try_emplace(b.premise.candidate, b.premise.value);
      ordered_json implications = ordered_json::array();
      ordered_json refutations = ordered_json::array();
      for (std::size_t k = 0; k < b.implications.size(); ++k) {
        const Implication& i = b.implications[k];
        if (!i.nested.empty()) refutations.push_back({{"at", k}, {"branch", branch(i.nested.front(), facts)}});
        ordered_json one{{"fact", implication_token(i, a)}, {"rule", rule_name(i.rule)}};
        if (i.rule != Rule::premise && i.rule != Rule::refuted) one["via"] = constraint_token(i.via, a);
        ordered_json causes = ordered_json::array();
        for (const Candidate& x : i.causes) {
          const auto it = facts.find(x);
          causes.push_back(implication_token({x, it == facts.end() || it->second}, a));
        }
        one["causes"] = std::move(causes);
        implications.push_back(std::move(one));
        facts.try_emplace(i.candidate, i.value);
      }
      ordered_json out{{"premise", implication_token(b.premise, a)},
                       {"implications", std::move(implications)},
                       {"contradiction", b.contradiction}};
      if (b.end.kind == ForcingEnd::Kind::both)
        out["end"] = {{"kind", "both"}, {"candidate", candidate_token(b.end.candidate, a)}};
      else if (b.end.kind != ForcingEnd::Kind::none)
        out["end"] = {{"kind", b.end.kind == ForcingEnd::Kind::emptied ? "emptied" : "doubled"},
                      {"where", constraint_token(b.end.where, a)}};
      if (!refutations.empty()) out["refutations"] = std::move(refutations);
      return out;
    };
    j["branches"] = ordered_json::array();
    for (const ForcingBranch& b : s.branches) j["branches"].push_back(branch(b, {}));
  }
  if (s.chain_nodes > 0) j["chain_nodes"] = s.chain_nodes;
  if (family_of(s.technique).evidence == Evidence::templates) j["templates"] = s.template_count;
  j["text"] = format_step(s, a);
  return j;
}

ordered_json steps_json(const std::vector<Step>& steps, const Alphabet& a) {
  ordered_json arr = ordered_json::array();
  for (const Step& s : steps) arr.push_back(step_json(s, a));
  return arr;
}

std::variant<Step, std::string> read_step_json(const nlohmann::json& j, const Alphabet& a) {
  try {
    return read_step(j, Reader(a), 1);
  } catch (const Bad& b) {
    return b.why;
  } catch (const nlohmann::json::exception& e) {
    return std::string("malformed step: ") + e.what();
  }
}

ordered_json hint_json(const Step& step, const Alphabet& a, HintLevel level) {
  if (level == HintLevel::step) return step_json(step, a);
  ordered_json j{{"technique", info(step.technique).id}, {"name", step_name(step)}};
  if (level == HintLevel::technique) return j;
  const StepFocus f = focus_of(step);
  j["digits"] = ordered_json::array();
  for (Digit d : f.digits) j["digits"].push_back(std::string(1, a.symbol(d.index())));
  j["houses"] = ordered_json::array();
  for (House h : f.houses) j["houses"].push_back(house_token(h, a));
  j["cells"] = ordered_json::array();
  for (Cell c : f.cells) j["cells"].push_back(cell_name(a.box, c.index()));
  return j;
}

}  // namespace setlogic
