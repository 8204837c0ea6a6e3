#pragma once
// setlogic: solve Sudoku the way a strong human does, explain every step, rate difficulty,
// on 4x4, 9x9, 16x16 and 25x25 grids. This header is the library's public face: every
// front end (the command line, the web server, the Python module) uses only what it
// declares and the value types it brings in.
//
//   #include <setlogic/setlogic.hpp>
//
//   auto in = setlogic::parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
//   const setlogic::Parsed& p = std::get<setlogic::Parsed>(in);          // or a ParseError
//   setlogic::SolveResult r = setlogic::solve(p.puzzle, {});              // the default ladder
//   for (const setlogic::Step& s : r.steps) puts(setlogic::format_step(s, *p.alphabet).c_str());
//   setlogic::Rating rating = setlogic::rate(r.steps);                    // points, hardest, grade
//   auto steps = setlogic::find_all_steps(p.puzzle, setlogic::TechniqueSet::defaults());
//   std::string svg = setlogic::render_svg(p.puzzle, *p.alphabet, &steps.front());
//
// examples/api_example.cpp is that program in full; it is compiled and run by the tests.
//
// Parsing        parse, RecordReader (io/reader.hpp): every input format, errors with line and column
// Solving        solve, next_step, find_all_steps, positions_along (logic/solver.hpp)
// Ladders        catalogue, find_technique, find_profile, edit_profile (logic/catalogue.hpp)
// Options        ladder_options, find_option, LadderSettings: every search limit, declared once
//                (logic/options.hpp)
// Fish           find_fish below: every fish at a position, filtered
// Set logic      set_logic_steps below: every general-logic finding, smallest certificates
// Explaining     explain below: a step as base/cover certificates, checked
// Rating         rate, step_points: the points scale (rating/rating.hpp); PathStats: what paths
//                used, per technique (rating/path_stats.hpp); rate_record below: count, solve
//                and rate one puzzle
// Counting       count_solutions, count_up_to (search/brute_force.hpp)
// Transforms     Transform, apply, canonical_form, random_solution (transform/): isomorphs,
//                the minlex form, random complete grids
// Output         format_step, step_json, render_svg, format_line and the other writers (io/)
// Version        version (core/version.hpp): the project's CMake version

#include <atomic>
#include <chrono>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/puzzle.hpp"
#include "core/version.hpp"
#include "io/alphabet.hpp"
#include "io/json.hpp"
#include "io/notation.hpp"
#include "io/reader.hpp"
#include "io/regress.hpp"
#include "io/step_json.hpp"
#include "io/step_text.hpp"
#include "io/svg.hpp"
#include "io/writer.hpp"
#include "logic/catalogue.hpp"
#include "logic/certificate.hpp"
#include "logic/limits.hpp"
#include "logic/options.hpp"
#include "logic/solver.hpp"
#include "logic/step.hpp"
#include "rating/path_stats.hpp"
#include "rating/rating.hpp"
#include "search/brute_force.hpp"
#include "transform/canonical.hpp"
#include "transform/random_grid.hpp"
#include "transform/transform.hpp"

namespace setlogic {

// One record of text in any input format (the first, when it holds several).
inline std::variant<Parsed, ParseError> parse(std::string_view text, const ReadOptions& options = {}) {
  return parse_one(text, options);
}

// Why a parsed position cannot be worked on before any logic ("r1c2 repeats digit 4 of
// r1c1", "r3c3 has no candidate left"), or "" when it can.
std::string position_problem(const Parsed& in);
// Why a solve of `p` ended in a contradiction (SolveResult::Status::no_solution), beginning
// "no solution: ". Under AssumeUnique::yes a position that has a solution is no contradiction
// of its own: its givens have several solutions, and the uniqueness steps that assumed one
// refuted the assumption, which is what the text then says.
std::string no_solution_text(const Puzzle& p, AssumeUnique assume_unique, const std::atomic<bool>* cancel = nullptr);
std::string contradiction_text(const Puzzle& p, const Alphabet& a, const Contradiction& c);

// The steps that apply at a position: those of the simplest technique of the ladder that has
// any, or (`all`) of every technique; only those about one of `digits` (a bit per digit; 0:
// every digit). At most limits.max_steps of them (0: no cap); `truncated` when there were
// more.
struct StepList {
  std::vector<Step> steps;
  bool truncated = false;
};
StepList steps_at(const Puzzle& position, const TechniqueSet& techniques, const SearchLimits& limits, bool all,
                  std::uint32_t digits = 0);

// Step n (1-based) of a solve path from `start`, and the position before it; nullopt when the
// path is shorter or a step on the way does not apply.
struct PathStep {
  Puzzle position;
  Step step;
};
std::optional<PathStep> step_of_path(const Puzzle& start, std::span<const Step> path, int n);

// Every fish at a position: of the kinds (basic, finned, sashimi, Franken, Mutant) and sizes
// asked for, of the digits in `digits` (a bit per digit; 0: every digit), with endo fins or
// cannibalism only when asked; one per digit and elimination set unless `every`; Siamese
// fish added when asked.
struct FishQuery {
  bool basic = true, finned = true, sashimi = true, franken = true, mutant = true;
  int min_size = 2, max_size = 7;
  std::uint32_t digits = 0;
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
// its smallest certificate; only logic about `digits` (0: every digit).
std::vector<Step> set_logic_steps(const Puzzle& position, const SetLogicLimits& limits, std::uint32_t digits = 0,
                                  int threads = 1, const Budget& budget = {});

// The next step of a ladder as base/cover certificates, with the checker's verdict. A single
// is shown as rank-0 logic of size 1: its base, and each other constraint of the placed
// candidate as a cover.
struct Explanation {
  Step step;
  std::vector<Certificate> certificates;
  std::optional<CertificateError> verdict;  // none: the checker accepts the step
};
std::optional<Explanation> explain(const Puzzle& position, const TechniqueSet& techniques,
                                   const SearchLimits& limits = {});

// Whether a puzzle has one solution, as brute force tells within a second: "unique",
// "multiple", "none", or "unknown" when the count did not finish (or `cancel` was set).
// Every front end that shows steps of a puzzle says so (a warning, a "uniqueness" field)
// when it is not "unique"; uniqueness_warning gives that warning, "" for "unique" and
// "unknown".
std::string_view uniqueness_of(const Puzzle& p, const std::atomic<bool>* cancel = nullptr);
std::string uniqueness_warning(std::string_view uniqueness);

// Why `solve --check` refused a step: "CHECK FAILED at step 3 (X-Wing: ...): it eliminates
// r1c2<>5, which is the solution's digit".
std::string check_failure_text(const CheckFailure& f, const Alphabet& a);

// A solution (values of every cell) written as a puzzle line of the puzzle's size.
std::string solution_line(const Puzzle& puzzle, const std::vector<std::int8_t>& values, const Alphabet& a);

// The object `setlogic solve --json` prints for one puzzle (README.md lists its fields).
nlohmann::ordered_json solve_json(int line, const Puzzle& puzzle, const SolveResult& res, const Alphabet& a,
                                  bool all_solutions);

// One puzzle rated as `setlogic rate` rates it: its solutions counted by brute force (at
// most two), then, when it has exactly one, solved with the ladder (guessing when stuck)
// and rated. The count decides the uniqueness techniques too (assume_unique check: a plain
// puzzle is then known unique; a position is counted again by its givens, see
// establish_uniqueness).
enum class Outcome { logic, guesses, no_solution, multiple, timeout };
std::string_view outcome_id(Outcome o);    // "logic", "guesses", "no_solution", "multiple", "timeout"
std::string_view outcome_name(Outcome o);  // "solved by logic", ...
struct RateOptions {
  TechniqueSet techniques = TechniqueSet::defaults();
  AssumeUnique assume_unique = AssumeUnique::check;
  SearchLimits limits{};
  std::optional<std::chrono::steady_clock::time_point> deadline{};
  const std::atomic<bool>* cancel = nullptr;  // set: the record is dropped unfinished
};
struct RecordRating {
  Outcome outcome = Outcome::no_solution;
  bool finished = true;  // false: cancelled before it was done
  std::string reason;    // why it was not rated
  SolveResult solved;    // the solve, when it was rated
  Rating rating;
};
RecordRating rate_record(const Parsed& in, const RateOptions& options);

// One input record as `setlogic rate` and the Python module's `rate` report it: rated with
// rate_record, or an error record when it did not parse (its reason then starts with
// `source`, the file it came from). `time_limit` (seconds, 0: none) bounds the record and
// names itself in the reason of a timeout.
struct RateEntry {
  int line = 0;                    // first line of the record, 1-based
  std::optional<Outcome> outcome;  // nullopt: the record did not parse
  bool finished = true;            // false: cancelled before it was done
  std::string puzzle;              // the position as one line; "" for a bad record
  int size = 0;
  std::string solution;  // when rated
  std::string reason;    // why it was not rated
  RecordRating rated;
  const Alphabet* alphabet = nullptr;
  double seconds = 0;

  [[nodiscard]] bool is_rated() const { return outcome == Outcome::logic || outcome == Outcome::guesses; }
  [[nodiscard]] std::string_view outcome_text() const { return outcome ? outcome_id(*outcome) : "error"; }
};
RateEntry rate_entry(const Record& record, std::string_view source, RateOptions options, double time_limit = 0);

// The object of `setlogic rate --format jsonl` for entry number `n` (1-based): n, file (when
// not ""), line, outcome, puzzle, size, solved, solution, rating, guesses, techniques (steps
// per technique id), steps (when asked), error, ms.
nlohmann::ordered_json rate_entry_json(const RateEntry& e, std::uint64_t n, std::string_view file, bool steps);

}  // namespace setlogic
