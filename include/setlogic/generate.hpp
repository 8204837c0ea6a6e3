#pragma once
// Generating puzzles: of a shape (size, symmetry, givens, minimality, a pattern of givens)
// and a goal on the rating (a level or range on any scale, techniques the path must or must
// not use, its hardest or first hard step). generate() makes puzzle number `index` of the
// stream a seed names, so that a batch comes out the same on any number of threads.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "setlogic/rating.hpp"

namespace setlogic {

// Which cells mirror each other: a puzzle is symmetric when each orbit of cells under the
// symmetry is either all givens or all empty.
enum class Symmetry : std::uint8_t { none, central, diagonal, antidiagonal, mirror, both, rotational90 };
std::optional<Symmetry> find_symmetry(std::string_view name);  // "none", "central", ...
std::string_view symmetry_id(Symmetry s);
std::string_view symmetry_names();  // "none, central, diagonal, ..."
// The orbits of the cells of a grid of box size `box` under `s`, each in increasing order.
std::vector<std::vector<int>> symmetry_orbits(int box, Symmetry s);
bool is_symmetric(const Puzzle& p, Symmetry s);
// Whether every given is needed: without any one of them the puzzle has more than one
// solution (`p` must have one solution). A given is shown needed by its witness, when one
// is passed (per cell; any may be empty) and it is a solution of the puzzle without that
// given with another digit in its cell (checked by is_solution), else by brute force.
using Witnesses = std::vector<std::vector<std::int8_t>>;
bool is_minimal(const Puzzle& p, const Witnesses& witnesses = {});

// Where a technique may stand in a path, as HoDoKu's generator modes have it: anywhere (0);
// every other step simple, that is a single or one of HoDoKu's "simple sudoku technique set"
// (subsets, locked candidates, basic fish of 2-4, XY-Wing, simple and multi colours) (1);
// simple steps before its first use and singles after it (2); singles only around it (3).
enum class StepMode : std::uint8_t { anywhere, simple, simple_then_singles, singles };
std::optional<StepMode> find_step_mode(std::string_view name);  // a name or HoDoKu's number
std::string_view step_mode_id(StepMode m);
std::string_view step_mode_names();
bool is_single(Technique t);
bool is_simple(Technique t);  // HoDoKu's SSTS, singles included

// A closed range of values; either end may be open.
struct ValueRange {
  double low = -std::numeric_limits<double>::infinity();
  double high = std::numeric_limits<double>::infinity();
  [[nodiscard]] bool contains(double v) const { return v >= low && v <= high; }
  // How far v lies outside, 0 inside.
  [[nodiscard]] double distance(double v) const { return v < low ? low - v : v > high ? v - high : 0; }
};
// "800-" (800 or more), "-300", "8.0-9.5", "5"; nullopt for anything else.
std::optional<ValueRange> parse_range(std::string_view text);
// "hard", "hard-extreme", "unfair-" (unfair or harder); levels as level_name gives them.
std::optional<std::pair<Level, Level>> parse_level_range(std::string_view text);

struct TechniqueGoal {
  Technique technique;
  StepMode mode = StepMode::anywhere;
};

// What a generated puzzle's solve must show; an empty goal takes any unique puzzle. A goal
// on the path takes only puzzles solved without a guess.
struct GenerateGoal {
  std::optional<std::pair<Level, Level>> hodoku_level;  // HoDoKu's level, within these
  std::optional<ValueRange> points, hodoku_score, er;
  std::vector<TechniqueGoal> techniques;  // each used, where its mode allows
  TechniqueSet without = TechniqueSet::none();
  std::optional<Technique> hardest;  // the step with most points
  std::optional<Technique> first;    // the first step that is not a single
  [[nodiscard]] bool empty() const;
  [[nodiscard]] Scales scales() const;  // the scales it reads
};
// A goal as the front ends take it, in words: level "hard-", points, score and er ranges
// ("800-", "8.0-9.5"), techniques "ID[:MODE]" (ids, names or HoDoKu codes; modes by name or
// HoDoKu's number), techniques without, the hardest and the first. Every field may be empty.
struct GoalText {
  std::string level, points, score, er;
  std::vector<std::string> techniques, without;
  std::string hardest, first;
};
// Reads `text` into `goal`; "" when it is all read, else what is wrong, naming the field
// ("technique 'x_wing:7': expected ...").
std::string read_goal(const GoalText& text, GenerateGoal& goal);

// The profile a goal is best solved with when none is named: HoDoKu's for a goal on its
// scale alone, Sudoku Explainer's for one on ER alone (one solve then rates both), else
// "default".
std::string_view default_profile(const GenerateGoal& goal);

// Why a rated puzzle misses the goal, "" when it meets it.
std::string goal_miss(const GenerateGoal& goal, const RecordRating& rated);

// The box size of a grid of `size` rows (4, 9, 16, 25), nullopt for any other size.
std::optional<int> box_of_size(int size);

struct GenerateOptions {
  int box = 3;
  Symmetry symmetry = Symmetry::none;
  bool minimal = false;                       // every given needed
  bool one_per_grid = false;                  // a rare run's walk does not go on from its puzzles
  std::optional<std::pair<int, int>> givens;  // how many, at least and at most
  std::vector<std::uint8_t> pattern;          // per cell 1 where a given must stand, 0 where none may; empty: free
  GenerateGoal goal;
  RateOptions
      rating;  // the ladder that solves (with the goal's techniques added), its limits, scales besides the goal's
  std::uint64_t seed = 0;
};

struct Generated {
  Puzzle puzzle;
  RecordRating rated;       // its rating, when the goal needed one
  std::uint64_t tried = 0;  // puzzles made and judged on the way, this one included
  Witnesses witnesses;      // of its givens, those the emptying found (for is_minimal)
};
// The stream of `options.seed` comes in runs of kGenerateRun numbers. Each puzzle of a run
// is searched from a random grid until one of them was costly to find (a rare goal); from
// then on the search goes on from the puzzle before, to a neighbour that meets the goal as
// well and whose givens differ in at least a twentieth of the cells (four on 9x9) from
// those of every puzzle of the run on that grid (docs/generate.md; not with one_per_grid).
// Puzzle n depends on the seed, the options and the puzzles of its run before it, so it is
// the same whichever thread makes it; a thread that makes a run's puzzles in order makes
// each once.
inline constexpr std::uint64_t kGenerateRun = 16;

// Why no puzzle can meet `options`' goal, "" when none is known: a technique it wants on the
// path (used, hardest or first) that its ladder never takes (logic/never_first.hpp). The
// front ends refuse such a goal before they search.
std::string unreachable_goal(const GenerateOptions& options);

// Puzzle number `index` of the stream of `options.seed`: the same for the same options.
// nullopt when options.rating's cancel flag is set or its deadline passes first. The
// puzzles of its run before it are made on the way (GenerateRun makes a run's puzzles once).
std::optional<Generated> generate(const GenerateOptions& options, std::uint64_t index);

// Puzzle number `index`, checked as a front end checks a puzzle before it gives it out: its
// shape again (shape_miss: one solution by brute force, symmetry, pattern, givens,
// minimality) and its goal read again off its rating (rate_record's, on the `scales` asked
// for besides the goal's), which is the record's entry. `error` says which check failed (a
// bug, never a puzzle to give out); `made` is empty when the run was stopped first.
struct CheckedPuzzle {
  std::optional<Generated> made;
  RateEntry entry;
  std::string error;
};
// Without a goal and with `rate` false, nothing is rated: the entry holds the puzzle alone.
CheckedPuzzle generate_checked(const GenerateOptions& options, std::uint64_t index, Scales scales, bool rate = true);

// The checked puzzles from number `first` on, one after the other, each run's walk kept
// from one puzzle to the next (puzzles before `first` in its run are made first, unchecked).
// next() gives what generate_checked(options, n, scales, rate) would for n = first, first+1, ...
class GenerateRun {
 public:
  GenerateRun(const GenerateOptions& options, std::uint64_t first, Scales scales);
  GenerateRun(GenerateRun&&) noexcept;
  GenerateRun& operator=(GenerateRun&&) noexcept;
  ~GenerateRun();
  CheckedPuzzle next(bool rate = true);
  [[nodiscard]] std::uint64_t number() const { return next_; }  // the number next() makes
  // Puzzles judged so far, those of a search next() gave up on (stopped) included.
  [[nodiscard]] std::uint64_t judged() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
  std::uint64_t next_;
};

// Why `p` does not have the shape `options` ask for (one solution, symmetry, pattern,
// givens, minimality, with is_minimal's witnesses), "" when it has it: the check every
// generated puzzle passes.
std::string shape_miss(const GenerateOptions& options, const Puzzle& p, const Witnesses& witnesses = {});

}  // namespace setlogic
