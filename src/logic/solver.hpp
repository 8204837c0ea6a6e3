#pragma once
// The logic solver: the runtime entry points every front end uses.
//
// solve() applies the enabled techniques in the ladder's order, going back to the first after
// every change, until the grid is solved or nothing applies. Then, when guessing is on, it
// follows Ariadne's thread: it places a candidate of a cell with fewest candidates and goes
// on with logic (and further guesses); a contradiction refutes the guess, which becomes an
// elimination in the path, and logic resumes. In first-solution mode the path is the line
// that reached the solution; with all_solutions every branch is followed until `limit`
// solutions are found, which proves uniqueness when the search completes with one.
//
// With a reference solution (`check`), every step on the line towards that solution is
// checked against it and every step's certificate against the independent checker; the
// first failure stops the solve and is reported with its step.

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "core/puzzle.hpp"
#include "logic/catalogue.hpp"
#include "logic/certificate.hpp"
#include "logic/limits.hpp"
#include "logic/step.hpp"

namespace setlogic {

// Counters and timers per technique, summed over every solve that is given them
// (--stats): how often a finder ran, how many of its steps were applied (inside refuted
// branches too), and the time spent in it.
struct TechniqueStats {
  long searches = 0;
  long steps = 0;
  double seconds = 0;
};
using SolveStats = std::array<TechniqueStats, kTechniqueCount>;

// Whether the puzzle may be taken as having one solution, which the uniqueness techniques
// need: yes (the caller knows it), no (never use them), or check (count with brute force).
enum class AssumeUnique { yes, no, check };

// What is known of a puzzle's solutions (limits.hpp) as `assume` asks: yes is
// Uniqueness::puzzle, no is unknown; check counts solutions with brute force, at most two,
// within the budget: of the givens alone (puzzle), and when they have several and `p` is a
// position (candidates given), of the position as it stands (position). A count cut short
// by the budget knows nothing.
Uniqueness establish_uniqueness(const Puzzle& p, AssumeUnique assume, const Budget& budget = {});

// Whether the set holds a uniqueness technique (so that knowing uniqueness is worth a count).
bool has_uniqueness(const TechniqueSet& techniques);

struct SolveOptions {
  TechniqueSet techniques = TechniqueSet::defaults();
  // Decides limits.uniqueness.known, which solve() sets itself (unknown when counting all
  // solutions, where a uniqueness step would hide some).
  AssumeUnique assume_unique = AssumeUnique::check;
  bool guess = true;
  bool all_solutions = false;
  int limit = 2;  // solutions to find in all_solutions mode
  // The puzzle's one solution, every step checked against it (and certificates checked
  // knowing the puzzle unique).
  const std::vector<std::int8_t>* check = nullptr;
  long max_guesses = 0;  // 0: no limit
  std::optional<std::chrono::steady_clock::time_point> deadline{};
  const std::atomic<bool>* cancel = nullptr;
  SolveStats* stats = nullptr;  // when set, finders are timed (a clock read per search)
  SearchLimits limits{};        // fins of a fish, size and rank of general logic
  // Asked with the path after each step taken outside any guess (so that the steps it sees
  // stay on the final path): true stops the solve as the deadline would, for a caller that
  // has seen enough of the path.
  const std::function<bool(std::span<const Step>)>* enough = nullptr;
};

struct CheckFailure {
  enum class Kind { eliminates_solution, places_wrong_digit, certificate } kind;
  int step = 0;         // index into the path as it stood
  Step offending;       // the step itself
  Candidate candidate;  // the candidate at fault
  CertificateError::Kind certificate = CertificateError::Kind::not_implied;
};

struct SolveResult {
  enum class Status {
    solved,       // a solution was reached
    stuck,        // logic alone found nothing more (guessing off)
    no_solution,  // every line led to a contradiction
    stopped,      // a guess budget, the deadline or an interrupt ended the search
    failed_check,
  } status = Status::stuck;
  std::vector<Step> steps;                          // the path (to the first solution, when there is one)
  Puzzle position;                                  // where the path ends: the solution, or the stuck grid
  std::vector<std::vector<std::int8_t>> solutions;  // all_solutions: those found, up to limit
  bool complete = true;                             // all_solutions: every branch was followed
  long guesses = 0;
  std::optional<CheckFailure> failure;
};

// The puzzle must be free of contradictions between its values (find_contradiction).
SolveResult solve(const Puzzle& puzzle, const SolveOptions& options);

// Every step of the given techniques that applies in the position now (the first
// limits.max_steps found, when that is set).
std::vector<Step> find_all_steps(const Puzzle& position, const TechniqueSet& techniques,
                                 const SearchLimits& limits = {});

// The position before each step of a path from `start` (element k is where step k applies),
// with the steps applied as the solve loop applies them. The list stops early at a step that
// does not fit (a placement of a non-candidate): it then has fewer elements than the path.
std::vector<Puzzle> positions_along(const Puzzle& start, std::span<const Step> path);
// Of those, the positions before the steps at `indices` (ascending) alone.
std::vector<Puzzle> positions_before(const Puzzle& start, std::span<const Step> path,
                                     std::span<const std::size_t> indices);

// The step the solver would take next, if any.
std::optional<Step> next_step(const Puzzle& position, const TechniqueSet& techniques, const SearchLimits& limits = {});

}  // namespace setlogic
