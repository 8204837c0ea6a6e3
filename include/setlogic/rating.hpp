#pragma once
// Rating: scales over a solve path (the points scale), what paths used (PathStats), and one
// record rated as `setlogic rate` rates it.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "io/reader.hpp"
#include "logic/solver.hpp"
#include "rating/path_stats.hpp"
#include "rating/rating.hpp"

namespace setlogic {

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
  Scales scales{};
  AssumeUnique assume_unique = AssumeUnique::check;
  SearchLimits limits{};
  std::optional<std::chrono::steady_clock::time_point> deadline{};
  const std::atomic<bool>* cancel = nullptr;  // set: the record is dropped unfinished
  // The solve's SolveOptions::enough: true ends the record as a timeout.
  const std::function<bool(std::span<const Step>)>* enough = nullptr;
};
struct RecordRating {
  Outcome outcome = Outcome::no_solution;
  bool finished = true;  // false: cancelled before it was done
  std::string reason;    // why it was not rated
  SolveResult solved;    // the solve, when it was rated
  Rating rating;
  ScaleRatings scales;  // the scales asked for
};
RecordRating rate_record(const Parsed& in, const RateOptions& options);

// HoDoKu's score and level of a puzzle that `options` solved as `solved`: over that path
// when its ladder picks steps as HoDoKu does, else over a solve with the hodoku profile and
// the same limits; nullopt when that path does not solve the puzzle.
std::optional<HodokuRating> hodoku_rating(const Puzzle& puzzle, const SolveResult& solved, const SolveOptions& options);
// Sudoku Explainer's ER, EP and ED likewise, over the `se` profile's path (or the path
// given, when its ladder picks steps as Sudoku Explainer does).
std::optional<SeRating> se_rating(const Puzzle& puzzle, const SolveResult& solved, const SolveOptions& options);
// The ratings of the scales asked for, each as above.
ScaleRatings scale_ratings(const Puzzle& puzzle, const SolveResult& solved, const SolveOptions& options,
                           const Scales& scales);

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
// The entry of a record rated already (`rated`, rate_record's result for `in`), as
// rate_entry gives it but for its time.
RateEntry rate_entry_of(const Parsed& in, RecordRating rated, int line = 1);

// Which records `rate` keeps (--where, --uses, --avoids): those that meet every condition.
//   where  NAME OP VALUE, OP one of = != < <= > >=: points, guesses, hodoku_score, er, ep, ed
//          (numbers; er, ep and ed Sudoku Explainer's, e.g. er>=9.0);
//          grade, hodoku_level (easy < medium < hard < unfair < extreme); outcome (logic,
//          guesses, no_solution, multiple, timeout, error) and hardest (a technique) with =
//          or != only. A record without the value (not rated, or not on that scale) fails.
//   uses   the path uses at least one of the techniques (ids, names or codes, comma
//          separated); avoids: it uses none of them.
class RecordSieve {
 public:
  // Each adds a condition; false with the reason in `error` when it is not one.
  bool where(std::string_view condition, std::string& error);
  bool uses(std::string_view techniques, std::string& error);
  bool avoids(std::string_view techniques, std::string& error);
  [[nodiscard]] bool keeps(const RateEntry& e) const;
  [[nodiscard]] bool empty() const { return conditions_.empty() && uses_.empty() && avoids_.empty(); }
  // The scales its conditions read, which the records must be rated on.
  [[nodiscard]] Scales scales() const { return scales_; }

 private:
  enum class Field { points, guesses, hodoku_score, er, ep, ed, grade, hodoku_level, outcome, hardest };
  enum class Op { eq, ne, lt, le, gt, ge };
  struct Condition {
    Field field;
    Op op;
    double value;  // a number, a level's or an outcome's index, a technique's
  };
  std::vector<Condition> conditions_;
  std::vector<TechniqueSet> uses_;  // each: at least one of them
  TechniqueSet avoids_ = TechniqueSet::none();
  Scales scales_{};
};

}  // namespace setlogic
