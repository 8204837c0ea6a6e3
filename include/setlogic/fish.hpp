#pragma once
// Queries at a position: every fish of the kinds and sizes asked for, and every general-logic
// finding with its smallest certificate.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.hpp"
#include "logic/limits.hpp"
#include "logic/step.hpp"
#include "setlogic/puzzle.hpp"

namespace setlogic {

// Every fish at a position: of the kinds (basic, finned, sashimi, Franken, Mutant) and sizes
// asked for, of the digits in `digits` (none given: every digit), with endo fins or
// cannibalism only when asked; one per digit and elimination set unless `every`; Siamese
// fish added when asked.
struct FishQuery {
  bool basic = true, finned = true, sashimi = true, franken = true, mutant = true;
  int min_size = 2, max_size = 7;
  DigitSet digits{};  // none: every digit
  bool only_endo = false;
  bool only_cannibal = false;
  bool siamese = false;
  bool every = false;
  FishLimits limits{};  // fins
  int threads = 1;
  Budget budget{};  // spent: the list is unfinished
};
std::vector<Step> find_fish(const Puzzle& position, const FishQuery& query);

// The kind of a fish technique as FishQuery and `setlogic fish --kind` name it: "basic",
// "finned", "sashimi", "franken" or "mutant"; "" for any other technique.
std::string_view fish_kind_name(Technique t);

// Sets the kinds a query asks for from their names (basic, finned, sashimi, franken,
// mutant) and clears the others; false, with the offending name in `bad` ("" for an empty
// list), when one is not a kind or none is given.
bool set_fish_kinds(FishQuery& query, const std::vector<std::string>& kinds, std::string& bad);

// Every general-logic finding at a position within the limits, one per elimination set with
// its smallest certificate; only logic about `digits` (none given: every digit).
std::vector<Step> set_logic_steps(const Puzzle& position, const SetLogicLimits& limits, DigitSet digits = {},
                                  int threads = 1, const Budget& budget = {});

}  // namespace setlogic
