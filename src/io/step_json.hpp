#pragma once
// The JSON form of a step, and its reading back.
//
// Every step has technique, name, code, digits, placements, eliminations, base, cover,
// fins, endo_fins, cannibals, points and text; other evidence only when the step has it:
// houses and cells (singles, intersections, subsets), size and rank (set logic),
// branch_steps (a refuted guess), parts (a Siamese fish), chains, als, colours, pattern,
// branches (premise, implications as {"fact", "rule", "via", "causes"}, contradiction,
// end, refutations), chain_nodes (a dynamic forcing chain's size as Sudoku Explainer counts it), and
// templates (the template count of a template step). Tokens are those of step_text.hpp: cells "r1c2",
// constraints "r1#5" or "r1c2", candidates "r1c2#5", implications "r1c2=5" and "r1c2<>5", houses "r1", "c3", "b9".
// read_step_json takes what step_json writes (text and name are ignored), so a front end
// can hand a step back to be drawn without finding it again.

#include <nlohmann/json.hpp>
#include <string>
#include <variant>
#include <vector>

#include "io/alphabet.hpp"
#include "io/step_text.hpp"
#include "logic/step.hpp"

namespace setlogic {

nlohmann::ordered_json step_json(const Step& step, const Alphabet& a);
// A JSON array of steps, each as step_json gives it.
nlohmann::ordered_json steps_json(const std::vector<Step>& steps, const Alphabet& a);

// A graded hint (step_text.hpp): {"technique", "name"}; at level where also "digits",
// "houses" and "cells" (focus_of); at level step the whole step_json.
nlohmann::ordered_json hint_json(const Step& step, const Alphabet& a, HintLevel level);

// How deep steps may nest in `parts` (a Siamese fish is two levels): deeper input is refused
// before it is read, since each level is a call.
inline constexpr int kMaxStepNesting = 4;
// How deep a forcing branch's refutations may nest (a nested forcing net nests once).
inline constexpr int kMaxRefutationDepth = 4;

// The step a JSON object describes, or why it cannot be read (naming the field). The step
// is checked against the shape its finders give evidence (chains of two nodes or more, sets
// with cells and digits, indexes that name a set), so that whatever reads is sound to draw,
// write and check.
std::variant<Step, std::string> read_step_json(const nlohmann::json& j, const Alphabet& a);

}  // namespace setlogic
