// Step JSON read back: every step of the solve paths of the own corpus (every family, every
// grid size) and steps with every kind of chain, colouring, uniqueness and forcing evidence
// come back from read_step_json as they went in; chains print in Eureka notation; malformed
// steps are refused with the reason; and structured mutations of real steps of every
// technique are refused or drawn and written without a crash.

#include "io/step_json.hpp"

#include <gtest/gtest.h>

#include <map>

#include "core/geometry.hpp"
#include "io/step_text.hpp"
#include "io/svg.hpp"
#include "logic/solver.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

using G = Geometry<3>;

Cell cell(int r, int c) {
  return G::cell(r - 1, c - 1);
}
Constraint row(int r, int d) {
  return Constraint::of_house(G::row_house(r - 1), Digit(d - 1), 9);
}
Constraint col(int c, int d) {
  return Constraint::of_house(G::column_house(c - 1), Digit(d - 1), 9);
}

void expect_round_trip(const Step& s, const Alphabet& a) {
  const auto j = step_json(s, a);
  auto back = read_step_json(nlohmann::json::parse(j.dump()), a);
  ASSERT_TRUE(std::holds_alternative<Step>(back)) << std::get<std::string>(back) << "\n" << j.dump();
  EXPECT_EQ(step_json(std::get<Step>(back), a), j);
}

TEST(StepJson, SolvePathsOfTheOwnCorpusReadBack) {
  int steps = 0;
  for (const auto& l : test::read_file(test::test_dir() / "corpus/own.txt")) {
    const Puzzle& p = l.parsed.puzzle;
    SolveResult r = solve(p, {.techniques = *find_profile("all")});
    for (const Step& s : r.steps) {
      expect_round_trip(s, *l.parsed.alphabet);
      ++steps;
    }
  }
  EXPECT_GT(steps, 800);
}

Step xy_wing() {
  Step s{.technique = Technique::set_logic, .digits = {Digit(2)}, .eliminations = {{cell(5, 5), Digit(2)}}};
  s.chains = {{{{Digit(2), {cell(1, 5)}},
                {Digit(0), {cell(1, 5)}},
                {Digit(0), {cell(1, 1)}},
                {Digit(1), {cell(1, 1)}},
                {Digit(1), {cell(5, 1)}},
                {Digit(2), {cell(5, 1)}}},
               {{LinkKind::strong, Constraint::of_cell(cell(1, 5))},
                {LinkKind::weak, row(1, 1)},
                {LinkKind::strong, Constraint::of_cell(cell(1, 1))},
                {LinkKind::weak, col(1, 2)},
                {LinkKind::strong, Constraint::of_cell(cell(5, 1))}}}};
  return s;
}

TEST(StepJson, ChainsPrintInEurekaNotation) {
  const Alphabet& a = default_alphabet(3);
  EXPECT_EQ(format_step(xy_wing(), a),
            "Set Logic: size 0 rank 0, BaseSet: , CoverSet:  (3=1)r1c5-(1=2)r1c1-(2=3)r5c1 => r5c5<>3");
  Step loop{.technique = Technique::set_logic};
  loop.chains = {
      {{{Digit(0), {cell(1, 1)}}, {Digit(0), {cell(1, 5)}}, {Digit(0), {cell(4, 5)}}, {Digit(0), {cell(4, 1)}}},
       {{LinkKind::strong, row(1, 1)},
        {LinkKind::weak, col(5, 1)},
        {LinkKind::strong, row(4, 1)},
        {LinkKind::weak, col(1, 1)}}}};
  EXPECT_NE(format_step(loop, a).find("(1)r1c1=(1)r1c5-(1)r4c5=(1)r4c1-(1)r1c1"), std::string::npos);
}

TEST(StepJson, EveryKindOfEvidenceReadsBack) {
  const Alphabet& a = default_alphabet(3);
  Step s = xy_wing();
  expect_round_trip(s, a);
  // ALS links, groups
  s.als = {{{cell(2, 2), cell(3, 3)}, {Digit(0), Digit(1), Digit(2)}}};
  s.chains[0].nodes.push_back({Digit(3), {cell(7, 1), cell(8, 1)}});
  s.chains[0].links.push_back({LinkKind::strong, std::nullopt, 0});
  s.colours = {{{{cell(1, 1), Digit(4)}, {cell(2, 5), Digit(4)}}, {{cell(3, 3), Digit(4)}}}};
  s.pattern = DeadlyPattern{{cell(1, 1), cell(1, 4), cell(2, 1), cell(2, 4)}, {Digit(0), Digit(1)}};
  s.branches = {
      {{{cell(1, 1), Digit(0)}, true}, {{{cell(1, 5), Digit(0)}, false}, {{cell(1, 5), Digit(2)}, true}}, false},
      {{{cell(1, 1), Digit(1)}, false}, {}, true}};
  expect_round_trip(s, a);
  const std::string text = format_step(s, a);
  EXPECT_NE(text.find("colours r1c1#5,r2c5#5 / r3c3#5"), std::string::npos) << text;
  EXPECT_NE(text.find("pattern r1c14,r2c14 of 12"), std::string::npos) << text;
  EXPECT_NE(text.find("r1c1=1 => r1c5<>1 r1c5=3"), std::string::npos) << text;
  EXPECT_NE(text.find("r1c1<>2 => (contradiction)"), std::string::npos) << text;
}

TEST(StepJson, TemplateStepsKeepTheirTemplateCount) {
  const Alphabet& a = default_alphabet(3);
  const Step s{.technique = Technique::template_set,
               .digits = {Digit(5)},
               .placements = {{cell(1, 2), Digit(5)}},
               .template_count = 12};
  const auto j = step_json(s, a);
  EXPECT_EQ(j.at("templates"), 12);
  auto back = read_step_json(nlohmann::json::parse(j.dump()), a);
  ASSERT_TRUE(std::holds_alternative<Step>(back));
  EXPECT_EQ(std::get<Step>(back).template_count, 12);
  EXPECT_EQ(format_step(s, a), "Template Set: r1c2=6");
}

TEST(StepJson, MalformedStepsAreRefusedWithTheReason) {
  const Alphabet& a = default_alphabet(3);
  auto error = [&](const char* text) {
    auto r = read_step_json(nlohmann::json::parse(text), a);
    return std::holds_alternative<std::string>(r) ? std::get<std::string>(r) : std::string("accepted");
  };
  EXPECT_EQ(error("[1, 2]"), "a step is a JSON object");
  EXPECT_EQ(error("{}"), "missing field 'technique'");
  EXPECT_EQ(error(R"({"technique": "nonsense"})"), "unknown technique \"nonsense\"");
  EXPECT_EQ(error(R"({"technique": "x_wing", "eliminations": ["r10c1<>4"]})"), "'r10c1<>4': r out of 1..9");
  EXPECT_EQ(error(R"({"technique": "x_wing", "eliminations": ["r1c1<>0"]})"), "'0' is not a digit of this grid");
  EXPECT_EQ(error(R"({"technique": "x_wing", "eliminations": "r1c1<>4"})"), "field 'eliminations' is not an array");
  EXPECT_EQ(error(R"({"technique": "x_wing", "base": ["q1#4"]})"), "'q1' is not a house");
  EXPECT_EQ(error(R"({"technique": "x_wing", "fins": ["r1c1"]})"), "fins without a digit");
  EXPECT_EQ(error(R"({"technique": "x_wing", "chains": [{"nodes": [], "links": [{"kind": "strong"}]}]})"),
            "a chain has one link fewer than nodes, or as many (a loop)");
  EXPECT_EQ(error(R"({"technique": "x_wing", "points": "many"})").rfind("malformed step:", 0), 0u);
  EXPECT_EQ(error(R"({"technique": "aic", "chains": [{"loop": false, "nodes": [], "links": []}]})"),
            "a chain has 0 nodes; it needs two or more");
  EXPECT_EQ(error(R"({"technique": "x_wing", "eliminations": ["r99999999999999999999c1<>7"]})"),
            "'r99999999999999999999c1<>7': r out of 1..9");
  EXPECT_EQ(error(R"({"technique": "x_wing", "eliminations": ["r1c1<>7"], "parts": [{"technique": "x_wing",
            "parts": [{"technique": "x_wing", "parts": [{"technique": "x_wing", "parts": [{"technique": "x_wing"}]}]}]}]})"),
            "steps nest more than 4 deep in 'parts' (no step of the catalogue has more)");
  EXPECT_EQ(error(R"({"technique": "x_wing", "digits": ["4"], "eliminations": ["r1c1<>4"]})"), "accepted");
}

// Every place in a JSON tree, as a JSON pointer; in a list, its first two items and its
// last (the items between are of the same kind, and a forcing net's hundreds of
// implications would make the mutants' count grow with the square of its size).
void places(const nlohmann::json& j, const nlohmann::json::json_pointer& at,
            std::vector<nlohmann::json::json_pointer>& out) {
  out.push_back(at);
  if (j.is_object())
    for (const auto& [key, value] : j.items()) places(value, at / key, out);
  else if (j.is_array())
    for (std::size_t i = 0; i < j.size(); ++i)
      if (i < 2 || i + 1 == j.size()) places(j[i], at / i, out);
}

// The mutations of one place: removed, emptied, cut to its first element, its first element
// dropped, and replaced by values of the wrong kind or out of range.
std::vector<nlohmann::json> mutants(const nlohmann::json& step, const nlohmann::json::json_pointer& at) {
  std::vector<nlohmann::json> out;
  const nlohmann::json& here = step.at(at);
  if (!at.empty()) {
    nlohmann::json removed = step;
    removed.at(at.parent_pointer()).is_object() ? (void)removed.at(at.parent_pointer()).erase(at.back())
                                                : (void)removed.at(at.parent_pointer()).erase(std::stoul(at.back()));
    out.push_back(std::move(removed));
  }
  for (const nlohmann::json& value : {nlohmann::json::array(), nlohmann::json::object(), nlohmann::json(-1),
                                      nlohmann::json(1 << 30), nlohmann::json("r0c0#0"), nlohmann::json(nullptr)}) {
    nlohmann::json m = step;
    m.at(at) = value;
    out.push_back(std::move(m));
  }
  if (here.is_array() && !here.empty()) {
    nlohmann::json first = step, rest = step;
    first.at(at) = nlohmann::json::array({here.front()});
    rest.at(at).erase(0);
    out.push_back(std::move(first));
    out.push_back(std::move(rest));
  }
  return out;
}

// What /api/draw does with a step from outside: read it, and when it reads, draw it and
// write it back in both notations. Two steps of every technique on the own corpus's paths,
// every mutation of every place of their JSON; a crash fails the test run.
TEST(StepJson, MutatedStepsOfEveryTechniqueAreRefusedOrDrawn) {
  std::map<Technique, int> seen;
  std::size_t tried = 0, refused = 0;
  for (const auto& l : test::read_file(test::test_dir() / "corpus/own.txt")) {
    const Puzzle& p = l.parsed.puzzle;
    const Alphabet& a = *l.parsed.alphabet;
    SolveResult r = solve(p, {.techniques = *find_profile("all")});
    const std::vector<Puzzle> positions = positions_along(p, r.steps);
    for (std::size_t k = 0; k < r.steps.size(); ++k) {
      if (++seen[r.steps[k].technique] > 2) continue;
      const nlohmann::json j = nlohmann::json::parse(step_json(r.steps[k], a).dump());
      std::vector<nlohmann::json::json_pointer> at;
      places(j, nlohmann::json::json_pointer(), at);
      for (const auto& place : at)
        for (const nlohmann::json& m : mutants(j, place)) {
          ++tried;
          auto back = read_step_json(m, a);
          if (const auto* why = std::get_if<std::string>(&back)) {
            EXPECT_FALSE(why->empty());
            ++refused;
            continue;
          }
          const Step& s = std::get<Step>(back);
          EXPECT_FALSE(render_svg(positions[k], a, &s).empty());
          for (int b = 0; b < static_cast<int>(s.branches.size()) && b < 3; ++b)
            EXPECT_FALSE(render_svg(positions[k], a, &s, b).empty());
          (void)format_step(s, a, Notation::hodoku);
          (void)format_step(s, a, Notation::gnpx);
          (void)step_json(s, a).dump();
        }
    }
  }
  // the techniques on the own corpus's paths (28: Kraken fish take steps that forcing chains
  // took before); the request fuzz target's seeds hold every technique
  EXPECT_GE(seen.size(), 28u);
  EXPECT_GT(refused, 0u);
  EXPECT_GT(tried, refused);
}

}  // namespace
}  // namespace setlogic
