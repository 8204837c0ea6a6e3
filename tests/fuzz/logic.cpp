// Fuzz target: a position from any bytes through every technique's find-all, each step
// checked as --check checks it: against the brute-force solution (when the puzzle has one)
// and against its certificate. Searches are bounded (steps, fins, set-logic size, a
// deadline) so that one input stays cheap. An unsound step aborts.

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "io/reader.hpp"
#include "logic/certificate.hpp"
#include "logic/solver.hpp"
#include "search/brute_force.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace setlogic;
  auto parsed = parse_one(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!std::holds_alternative<Parsed>(parsed)) return 0;
  const Puzzle& p = std::get<Parsed>(parsed).puzzle;
  if (p.box > 3 || find_contradiction(p)) return 0;  // 4x4 and 9x9: cheap enough per input
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(200);
  CountResult ref = count_solutions(p, {.limit = 2, .deadline = deadline});
  SearchLimits limits{.fish = {.max_fins = 2, .max_endo_fins = 1},
                      .set_logic = {.max_size = 2, .max_rank = 1},
                      .budget = {.deadline = deadline},
                      .max_steps = 2000};
  const std::vector<Step> steps = find_all_steps(p, TechniqueSet::all(), limits);
  if (limits.budget.spent()) return 0;
  const Uniqueness unique = ref.solutions == 1 ? Uniqueness::puzzle : Uniqueness::unknown;
  for (const Step& s : steps) {
    if (check_certificate(s, p, unique)) std::abort();
    if (ref.solutions != 1) continue;
    for (const Candidate& x : s.eliminations)
      if (ref.solution[static_cast<std::size_t>(x.cell.index())] == x.digit.index()) std::abort();
    for (const Candidate& x : s.placements)
      if (ref.solution[static_cast<std::size_t>(x.cell.index())] != x.digit.index()) std::abort();
  }
  return 0;
}
