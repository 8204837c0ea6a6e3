// The generator.
//
// A puzzle starts as a random complete grid (random_solution) with every cell given. Its
// cells fall into orbits under the symmetry asked for (one cell each without one), and
// orbits are emptied in random order, each kept empty only while the puzzle still has one
// solution (the allocation-free brute force, count_up_to): the result is minimal as far as
// the symmetry allows. With a pattern of givens there is nothing to remove: random grids
// are drawn until the pattern's cells of one of them make a unique puzzle.
//
// A puzzle that does not meet the goal is not thrown away. Puzzles near each other (most
// givens shared) mostly solve along the same path, so the search walks from puzzle to
// neighbouring puzzle, which is how rare techniques are reached at all: a neighbour
// trades one orbit of givens for another of the same solution grid (adding more while it
// has several solutions) and is emptied again as above, mostly without a search: a given
// that alone meets one of the grid's unavoidable sets found so far is needed
// (Unavoidables). The walk keeps a neighbour that is no farther from the goal than where
// it stands, and starts over from a new grid after kPatience neighbours in a row that
// were not nearer. The distance to the goal adds up, per condition: how far a value lies
// outside its range (points and HoDoKu's score in 200s, ER in whole points, levels in
// levels), a technique not used (less the share of its points the hardest step has
// reached) or used out of its mode, a technique used that must not be, a guess, givens
// outside their range. A neighbour farther than where the walk stands is dropped whatever
// its distance, so its solve stops once the terms that only grow along a path (points,
// HoDoKu's score and level, forbidden techniques) put it there (floor_of). For a goal of
// techniques alone, it also stops at a step of a technique the ladder tries after all of
// them, taken before they were all used, and is judged by its path so far (past_goal).
//
// A rare goal (a late technique) takes thousands of judged puzzles to reach, and the puzzles
// around one that meets it mostly meet it too. So the stream comes in runs of kGenerateRun
// numbers: once a puzzle of a run took at least kCostly judged to find, the walk goes on
// from each puzzle found, taking the first neighbour that meets the goal and whose givens
// differ in at least a twentieth of the cells from those of every puzzle found on the grid
// so far. A walk stuck for kPatience neighbours goes back to a puzzle found, up to kReturns
// times, before a new grid. Until a run is rare each puzzle starts from a new grid, so
// common goals give unrelated puzzles; with one_per_grid every puzzle does.
//
// Every run is drawn from its own generator, seeded by the stream's seed and the run's
// number, so puzzle n is the same whichever thread makes it and whatever other runs were
// made before it.

#include "setlogic/generate.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <functional>
#include <random>

#include "logic/never_first.hpp"
#include "rating/hodoku.hpp"
#include "setlogic/puzzle.hpp"
#include "setlogic/solve.hpp"
#include "setlogic/transform.hpp"

namespace setlogic {

namespace {

constexpr std::array<std::string_view, 7> kSymmetryIds = {"none",   "central", "diagonal",    "antidiagonal",
                                                          "mirror", "both",    "rotational90"};
constexpr std::array<std::string_view, 4> kModeIds = {"anywhere", "simple", "simple-then-singles", "singles"};
constexpr int kPatience = 100;
// A run whose puzzle took at least this many judged to find goes on from each puzzle found.
constexpr std::uint64_t kCostly = 256;
// A rare run's walk that finds nothing new goes back to a puzzle it found this many times
// before it starts over from a new grid.
constexpr int kReturns = 16;

// The enumerator an id names (any case), or, with `numbers`, its number.
template <class E, std::size_t N>
std::optional<E> named(const std::array<std::string_view, N>& ids, std::string_view name, bool numbers) {
  for (std::size_t k = 0; k < N; ++k)
    if (equal_ignoring_case(name, ids[k]) || (numbers && name == std::to_string(k))) return static_cast<E>(k);
  return std::nullopt;
}

template <std::size_t N>
std::string joined(const std::array<std::string_view, N>& names) {
  std::string out;
  for (std::string_view n : names) out += fmt::format("{}{}", out.empty() ? "" : ", ", n);
  return out;
}

// The images of a cell (row r, column c of an n x n grid) under the symmetry's generators.
std::vector<std::pair<int, int>> images(Symmetry s, int n, int r, int c) {
  const int r2 = n - 1 - r, c2 = n - 1 - c;
  switch (s) {
    case Symmetry::none:
      return {};
    case Symmetry::central:
      return {{r2, c2}};
    case Symmetry::diagonal:
      return {{c, r}};
    case Symmetry::antidiagonal:
      return {{c2, r2}};
    case Symmetry::mirror:
      return {{r, c2}};
    case Symmetry::both:
      return {{r, c2}, {r2, c}};
    case Symmetry::rotational90:
      return {{c, r2}};
  }
  return {};
}

std::uint64_t splitmix(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ULL;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

// A uniform choice below n (n > 0), the same on every platform.
std::size_t below(std::mt19937_64& rng, std::size_t n) {
  return static_cast<std::size_t>(rng() % n);
}

template <class T>
void shuffled(std::vector<T>& v, std::mt19937_64& rng) {
  for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(rng, i)]);
}

std::optional<double> number(std::string_view text) {
  if (text.empty()) return std::nullopt;
  double v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(v)) return std::nullopt;
  return v;
}

std::optional<Level> level_named(std::string_view name) {
  for (int k = 0; k < kLevelCount; ++k)
    if (equal_ignoring_case(name, level_name(static_cast<Level>(k)))) return static_cast<Level>(k);
  return std::nullopt;
}

// How a path stands to one technique: whether it uses it, and how many of its other steps
// the technique's mode does not allow.
struct Use {
  bool seen = false;
  int out_of_mode = 0;
};
Use use_of(const std::vector<Step>& path, const TechniqueGoal& g) {
  Use u;
  for (const Step& s : path) {
    if (s.technique == g.technique) {
      u.seen = true;
      continue;
    }
    bool fits = true;
    switch (g.mode) {
      case StepMode::anywhere:
        break;
      case StepMode::simple:
        fits = is_simple(s.technique);
        break;
      case StepMode::simple_then_singles:
        fits = u.seen ? is_single(s.technique) : is_simple(s.technique);
        break;
      case StepMode::singles:
        fits = is_single(s.technique);
        break;
    }
    if (!fits) ++u.out_of_mode;
  }
  return u;
}

std::optional<Technique> first_hard(const std::vector<Step>& path) {
  for (const Step& s : path)
    if (!is_single(s.technique)) return s.technique;
  return std::nullopt;
}

std::string range_text(const ValueRange& r) {
  if (std::isinf(r.low)) return fmt::format("at most {}", r.high);
  if (std::isinf(r.high)) return fmt::format("at least {}", r.low);
  return fmt::format("{} to {}", r.low, r.high);
}

// The goal's terms for the techniques a path is to use (in their modes) and not to use:
// miss(by, reason) for each, unreached(t) the term of a technique it does not use.
template <class Unreached, class Miss>
void technique_terms(const GenerateGoal& goal, const std::vector<Step>& path, const Unreached& unreached,
                     const Miss& miss) {
  for (const TechniqueGoal& g : goal.techniques) {
    const Use u = use_of(path, g);
    if (!u.seen) miss(unreached(g.technique), fmt::format("its path does not use {}", info(g.technique).name));
    // out of its mode: the fewer steps in the way, the nearer
    if (u.seen && u.out_of_mode > 0)
      miss(0.25 + 0.25 * std::min(1.0, u.out_of_mode / 8.0),
           fmt::format("its path uses {}, but not {}", info(g.technique).name, step_mode_id(g.mode)));
  }
  for (const Step& s : path)
    if (goal.without.contains(s.technique)) miss(1, fmt::format("its path uses {}", info(s.technique).name));
}

// How far a rated puzzle is from the goal (0: it meets it), with the reasons when asked.
// `reach`, when given, says how near the path came to a technique it does not use, from 0
// to 2 (below 1 where the technique had a step), refining the distance for a search.
using Reach = std::function<double(Technique)>;
double distance(const GenerateGoal& goal, const RecordRating& rated, std::vector<std::string>* why,
                const Reach& reach = {}) {
  if (rated.outcome != Outcome::logic && rated.outcome != Outcome::guesses) {
    if (why != nullptr) why->push_back(fmt::format("it was not rated ({})", outcome_name(rated.outcome)));
    return 100;
  }
  double d = 0;
  auto miss = [&](double by, std::string text) {
    d += by;
    if (why != nullptr) why->push_back(std::move(text));
  };
  const std::vector<Step>& path = rated.solved.steps;
  const Rating& rating = rated.rating;
  if (rated.outcome == Outcome::guesses && !goal.empty())
    miss(1, fmt::format("its solve needs {} guesses", rated.solved.guesses));
  if (goal.points && !goal.points->contains(static_cast<double>(rating.points)))
    miss(goal.points->distance(static_cast<double>(rating.points)) / 200,
         fmt::format("its points, {}, are not {}", rating.points, range_text(*goal.points)));
  if (goal.hodoku_score || goal.hodoku_level) {
    const auto& h = rated.scales.hodoku;
    if (!h) {
      miss(2, fmt::format("it has no HoDoKu rating"));
    } else {
      const auto score = static_cast<double>(h->score);
      if (goal.hodoku_score && !goal.hodoku_score->contains(score))
        miss(goal.hodoku_score->distance(score) / 200,
             fmt::format("its HoDoKu score, {}, is not {}", h->score, range_text(*goal.hodoku_score)));
      if (goal.hodoku_level) {
        const int k = static_cast<int>(h->level), lo = static_cast<int>(goal.hodoku_level->first),
                  hi = static_cast<int>(goal.hodoku_level->second);
        if (k < lo || k > hi)
          miss(k < lo ? lo - k : k - hi, fmt::format("its HoDoKu level is {}", level_name(h->level)));
      }
    }
  }
  if (goal.er) {
    const auto& se = rated.scales.se;
    if (!se)
      miss(2, fmt::format("it has no Sudoku Explainer rating"));
    else if (const double er = se->er / 10.0; !goal.er->contains(er))
      miss(goal.er->distance(er), fmt::format("its ER, {:.1f}, is not {}", er, range_text(*goal.er)));
  }
  // a technique not reached yet: less where it could have been used, and the nearer the
  // hardest step comes to its points
  auto unreached = [&](Technique t) {
    const double share = std::min(1.0, static_cast<double>(rating.hardest_points) / std::max(1, info(t).points));
    return reach ? 0.5 + 0.5 * reach(t) : 1.5 - 0.5 * share;
  };
  technique_terms(goal, path, unreached, miss);
  if (goal.hardest && rating.hardest != goal.hardest)
    miss(unreached(*goal.hardest),
         fmt::format("its hardest step is {}", rating.hardest ? info(*rating.hardest).name : std::string_view("none")));
  if (goal.first) {
    const auto f = first_hard(path);
    if (f != goal.first)
      miss(1, fmt::format("its first step beyond singles is {}", f ? info(*f).name : std::string_view("none")));
  }
  return d;
}

Parsed parsed(Puzzle p) {
  const int box = p.box;
  return Parsed{.puzzle = std::move(p),
                .alphabet = &default_alphabet(box),
                .format = InputFormat::line,
                .extra = {},
                .library = {}};
}

// The ladder a goal is judged on: the one asked for, with the techniques the goal wants
// used, so that a path can use them.
TechniqueSet ladder_of(const GenerateOptions& o) {
  TechniqueSet out = o.rating.techniques;
  for (const TechniqueGoal& g : o.goal.techniques) out.add(g.technique);
  if (o.goal.hardest) out.add(*o.goal.hardest);
  if (o.goal.first) out.add(*o.goal.first);
  return out;
}

// The unavoidable sets met on one grid. A solution of a puzzle other than its grid differs
// from the grid in a set of cells that every puzzle of the grid must give one of: a puzzle
// none of whose givens lie in the set has that solution too. So a given is needed as soon as
// one such set meets the givens in it alone, and a puzzle is not unique as soon as one set
// misses every given: exact, with no search. The emptying's witnesses are such solutions,
// and a walk's neighbours mostly meet the sets their neighbours met.
class Unavoidables {
 public:
  void clear(std::size_t cells) {
    words_ = (cells + 63) / 64;
    sets_.clear();
    solutions_.clear();
    by_cell_.assign(cells, {});
  }

  // Records the cells in which a solution differs from the grid.
  void add(std::span<const std::int8_t> solution, std::span<const std::int8_t> grid) {
    if (solutions_.size() == kMost) clear(grid.size());
    const std::size_t id = solutions_.size();
    solutions_.emplace_back(solution.begin(), solution.end());
    sets_.resize(sets_.size() + words_, 0);
    for (std::size_t c = 0; c < grid.size(); ++c)
      if (solution[c] != grid[c]) {
        sets_[id * words_ + c / 64] |= std::uint64_t{1} << (c % 64);
        by_cell_[c].push_back(static_cast<std::uint32_t>(id));
      }
  }

  [[nodiscard]] std::size_t size() const { return solutions_.size(); }

  // A solution among the first `first` recorded that keeps every given (`givens`, a bit per
  // cell) and differs from the grid in one of `cells`, the cells just emptied; null when none
  // does. (Of a puzzle that was unique before they were emptied, every other solution
  // differs in one of them.)
  [[nodiscard]] const std::vector<std::int8_t>* keeping(std::span<const int> cells,
                                                        std::span<const std::uint64_t> givens,
                                                        std::size_t first) const {
    for (int c : cells)
      for (std::uint32_t id : by_cell_[static_cast<std::size_t>(c)]) {
        if (id >= first) break;
        if (misses(id, givens)) return &solutions_[id];
      }
    return nullptr;
  }

 private:
  // Past this many sets the record starts over, so that a long walk's checks stay cheap.
  static constexpr std::size_t kMost = 2048;

  [[nodiscard]] bool misses(std::size_t id, std::span<const std::uint64_t> givens) const {
    for (std::size_t w = 0; w < words_; ++w)
      if ((sets_[id * words_ + w] & givens[w]) != 0) return false;
    return true;
  }

  std::size_t words_ = 0;
  std::vector<std::uint64_t> sets_;  // words_ words per set
  std::vector<std::vector<std::int8_t>> solutions_;
  std::vector<std::vector<std::uint32_t>> by_cell_;  // per cell: the sets that hold it
};

// The search for the puzzles of one run, one after the other.
class Search {
 public:
  Search(const GenerateOptions& o, std::uint64_t run)
      : o_(o), rng_(splitmix(o.seed ^ splitmix(run))), orbits_(symmetry_orbits(o.box, o.symmetry)), rate_(o.rating) {
    rate_.scales = {.hodoku = o.rating.scales.hodoku || o.goal.scales().hodoku,
                    .se = o.rating.scales.se || o.goal.scales().se};
    rate_.techniques = ladder_of(o);
    const GenerateGoal& g = o.goal;
    hodoku_path_ = rate_.techniques.choice() == StepChoice::hodoku;
    const bool below_top = g.hodoku_level && g.hodoku_level->second != Level::extreme;
    floored_ = (g.points && std::isfinite(g.points->high)) || (g.hodoku_score && std::isfinite(g.hodoku_score->high)) ||
               (hodoku_path_ && below_top) || !g.without.empty();
    order_.fill(0);
    const std::vector<Technique> list = rate_.techniques.list();
    for (std::size_t k = 0; k < list.size(); ++k) order_[static_cast<std::size_t>(list[k])] = static_cast<int>(k) + 1;
    // a goal of techniques alone (and givens): a path past them is judged as it stands
    if (!g.points && !g.hodoku_score && !g.hodoku_level && !g.er && !g.hardest && !g.first)
      for (const TechniqueGoal& t : g.techniques)
        last_goal_ = std::max(last_goal_, order_[static_cast<std::size_t>(t.technique)]);
  }

  [[nodiscard]] std::uint64_t judged() const { return judged_; }

  // The next puzzle of the run: in a rare run the walk goes on from the last one found (to a
  // neighbour that meets the goal too and stands apart from every puzzle found on this
  // grid), else it starts from a new grid.
  std::optional<Generated> next() {
    tried_ = 0;
    for (;;) {
      if (stopped()) return std::nullopt;
      if (!walking_) {
        solution_ = random_solution(o_.box, rng_);
        unavoidables_.clear(solution_.size());
        found_.clear();
        if (!o_.pattern.empty()) {
          if (auto g = from_pattern()) return g;
          continue;
        }
        in_.assign(orbits_.size(), 1);
        empty_out();
        fill_to_givens();
        here_ = judge();
        idle_ = 0;
        walking_ = true;
        if (here_ == 0) return done();
      }
      while (idle_ < kPatience && !stopped()) {
        const std::vector<std::uint8_t> before = in_;
        step();
        const double there = judge();
        if (there == 0 && apart()) {
          here_ = 0;
          idle_ = 0;
          return done();
        }
        if (there <= here_) {
          idle_ = there < here_ ? 0 : idle_ + 1;
          here_ = there;
        } else {
          in_ = before;
          ++idle_;
        }
      }
      // stuck: back to a puzzle found on this grid, a few times, before a new grid
      if (walking_ && !found_.empty() && returns_ < kReturns && !stopped()) {
        ++returns_;
        in_ = found_[below(rng_, found_.size())];
        here_ = 0;
        idle_ = 0;
        continue;
      }
      walking_ = false;
    }
  }

 private:
  [[nodiscard]] bool stopped() const {
    const RateOptions& r = o_.rating;
    return (r.cancel != nullptr && r.cancel->load()) || (r.deadline && std::chrono::steady_clock::now() >= *r.deadline);
  }

  // values_ and given_bits_ for the givens in hand.
  void write_givens() {
    values_.assign(solution_.size(), kEmpty);
    given_bits_.assign((solution_.size() + 63) / 64, 0);
    for (std::size_t k = 0; k < orbits_.size(); ++k)
      if (in_[k] != 0) set_given(k, true);
  }

  // Gives or empties orbit k, in in_, values_ and given_bits_.
  void set_given(std::size_t k, bool given) {
    in_[k] = given ? 1 : 0;
    for (int c : orbits_[k]) {
      const auto u = static_cast<std::size_t>(c);
      values_[u] = given ? solution_[u] : kEmpty;
      const std::uint64_t bit = std::uint64_t{1} << (u % 64);
      given_bits_[u / 64] = given ? given_bits_[u / 64] | bit : given_bits_[u / 64] & ~bit;
    }
  }

  // Whether the givens of values_ make a unique puzzle, where it was unique before the cells
  // `emptied` were.
  bool unique_in_hand(std::span<const int> emptied) {
    if (unavoidables_.keeping(emptied, given_bits_, unavoidables_.size()) != nullptr) return false;
    return count_up_to(o_.box, values_, 2) == 1;
  }

  bool unique(std::span<const int> emptied) {
    write_givens();
    return unique_in_hand(emptied);
  }

  // Empties orbits in random order while the puzzle stays unique. The puzzle before has one
  // solution, the grid; so after one cell is emptied it has another exactly when it has a
  // solution without the grid's digit in that cell: one search for one solution, cheaper
  // than counting to two, and the solution it finds is the given's witness. An orbit of
  // several cells is counted.
  void empty_out() {
    std::vector<std::size_t> order;
    for (std::size_t k = 0; k < in_.size(); ++k)
      if (in_[k] != 0) order.push_back(k);
    shuffled(order, rng_);
    const std::uint32_t all = (std::uint32_t{1} << (o_.box * o_.box)) - 1;
    masks_.assign(solution_.size(), all);
    witnesses_.resize(solution_.size());
    // a set recorded in this pass holds a given it keeps to the end of the pass
    const std::size_t known = unavoidables_.size();
    write_givens();
    for (std::size_t k : order) {
      set_given(k, false);
      if (orbits_[k].size() == 1) {
        const auto c = static_cast<std::size_t>(orbits_[k].front());
        std::vector<std::int8_t>& witness = witnesses_[c];
        if (const std::vector<std::int8_t>* other = unavoidables_.keeping(orbits_[k], given_bits_, known)) {
          witness = *other;
          set_given(k, true);
          continue;
        }
        masks_[c] = all & ~(std::uint32_t{1} << solution_[c]);
        witness.resize(solution_.size());
        if (count_up_to(o_.box, values_, masks_, 1, witness) != 0) {
          set_given(k, true);
          unavoidables_.add(witness, solution_);
        } else {
          witness.clear();
        }
        masks_[c] = all;
      } else if (!unique_in_hand(orbits_[k])) {
        set_given(k, true);
      }
    }
  }

  [[nodiscard]] int givens() const {
    int n = 0;
    for (std::size_t k = 0; k < orbits_.size(); ++k)
      if (in_[k] != 0) n += static_cast<int>(orbits_[k].size());
    return n;
  }

  // Adds random orbits up to the fewest givens asked for (a puzzle that is not minimal).
  void fill_to_givens() {
    if (!o_.givens || o_.minimal) return;
    while (givens() < o_.givens->first) {
      std::vector<std::size_t> out;
      for (std::size_t k = 0; k < in_.size(); ++k)
        if (in_[k] == 0) out.push_back(k);
      if (out.empty()) return;
      in_[out[below(rng_, out.size())]] = 1;
    }
  }

  // A neighbour: one orbit of givens traded for another, more added while the puzzle has
  // several solutions, then emptied out again.
  void step() {
    std::vector<std::size_t> given, open;
    for (std::size_t k = 0; k < in_.size(); ++k) (in_[k] != 0 ? given : open).push_back(k);
    if (given.empty() || open.empty()) return;
    const std::size_t out = given[below(rng_, given.size())];
    in_[out] = 0;
    in_[open[below(rng_, open.size())]] = 1;
    while (!unique(orbits_[out])) {
      open.clear();
      for (std::size_t k = 0; k < in_.size(); ++k)
        if (in_[k] == 0) open.push_back(k);
      in_[open[below(rng_, open.size())]] = 1;
    }
    empty_out();
    fill_to_givens();
  }

  Puzzle puzzle() {
    write_givens();
    return puzzle_of(values_);
  }

  [[nodiscard]] Puzzle puzzle_of(const std::vector<std::int8_t>& values) const {
    Puzzle p = Puzzle::empty(o_.box);
    p.values = values;
    for (std::size_t c = 0; c < p.values.size(); ++c) p.given[c] = p.values[c] != kEmpty ? 1 : 0;
    return p;
  }

  // The distance of the puzzle in hand from everything asked (0: done).
  double judge() {
    ++tried_;
    ++judged_;
    double d = 0;
    if (o_.givens) {
      const int n = givens();
      d += ValueRange{static_cast<double>(o_.givens->first), static_cast<double>(o_.givens->second)}.distance(n) / 5;
    }
    if (!o_.goal.empty()) {
      parsed_puzzle_ = puzzle();
      // In the walk a neighbour farther than where it stands is dropped, however far: its
      // solve stops once the floor of its path so far puts it there.
      floor_ = {};
      passing_.seen = 0;
      passing_.used.assign(o_.goal.techniques.size(), 0);
      std::optional<double> cut;  // the distance at least, when the solve stopped there
      bool passed = false;        // the solve stopped past the goal's techniques
      const bool floored = walking_ && floored_;
      const std::function<bool(std::span<const Step>)> enough = [&](std::span<const Step> path) {
        if (floored)
          if (const double at_least = d + floor_of(path); at_least > here_) cut = at_least;
        passed = !cut && last_goal_ > 0 && past_goal(path);
        return cut.has_value() || passed;
      };
      rate_.enough = floored || last_goal_ > 0 ? &enough : nullptr;
      rated_ = rate_record(parsed(parsed_puzzle_), rate_);
      rate_.enough = nullptr;
      if (cut) return *cut;
      beyond_singles_.clear();
      positions_.clear();
      const Reach reached = [this](Technique t) { return reach(t); };
      if (passed) {
        technique_terms(
            o_.goal, rated_.solved.steps, [&](Technique t) { return 0.5 + 0.5 * reached(t); },
            [&](double by, const std::string&) { d += by; });
        return d;
      }
      if (!rated_.finished) return 1;
      d += distance(o_.goal, rated_, nullptr, reached);
    }
    // the costly check last, on a puzzle that meets everything else; emptied one cell at a
    // time, a puzzle is minimal already (a given needed once stays needed as others go)
    if (d == 0 && o_.minimal && o_.symmetry != Symmetry::none && !is_minimal(puzzle(), witnesses_)) d = 0.5;
    return d;
  }

  // Whether the path took a step of a technique the ladder tries after every technique the
  // goal asks for, before it used them all. Such a puzzle mostly needs the rest of the
  // ladder to the end, every search of it at every position, to learn at most that the
  // technique came late; its solve stops there instead, and it is judged by its path so far
  // (technique_terms: a longer path could only use the techniques, or come nearer to them).
  // So the walk looks for puzzles that use the goal's techniques before anything harder,
  // and judges the others at a fraction of the cost.
  bool past_goal(std::span<const Step> path) {
    const std::vector<TechniqueGoal>& goals = o_.goal.techniques;
    for (; passing_.seen < path.size(); ++passing_.seen) {
      const Technique t = path[passing_.seen].technique;
      for (std::size_t k = 0; k < goals.size(); ++k)
        if (goals[k].technique == t) passing_.used[k] = 1;
      const bool all = std::all_of(passing_.used.begin(), passing_.used.end(), [](std::uint8_t u) { return u != 0; });
      if (!all && order_[static_cast<std::size_t>(t)] > last_goal_) return true;
    }
    return false;
  }

  // A floor under distance() for every path that begins with `path`: the terms of values
  // that only grow along a path, once past the top of their range. Those are the points,
  // HoDoKu's score and level (when this ladder's path is the one HoDoKu's scale reads: it
  // picks steps as HoDoKu does) and the techniques not to be used. The judged solve's path
  // only grows while it asks, so the totals run on from the steps seen before.
  double floor_of(std::span<const Step> path) {
    for (; floor_.seen < path.size(); ++floor_.seen) {
      const Step& s = path[floor_.seen];
      floor_.points += PointsScale::step(s);
      floor_.score += HodokuScale::step(s.technique);
      floor_.hardest = std::max(floor_.hardest, info(s.technique).level);
      if (o_.goal.without.contains(s.technique)) ++floor_.forbidden;
    }
    const GenerateGoal& g = o_.goal;
    double f = floor_.forbidden;
    if (const auto points = static_cast<double>(floor_.points); g.points && points > g.points->high)
      f += g.points->distance(points) / 200;
    if (hodoku_path_ && (g.hodoku_score || g.hodoku_level)) {
      const auto score = static_cast<double>(floor_.score);
      if (g.hodoku_score && score > g.hodoku_score->high) f += g.hodoku_score->distance(score) / 200;
      const Level level = HodokuScale::level(floor_.hardest, floor_.score, static_cast<int>(solution_.size()));
      if (g.hodoku_level && level > g.hodoku_level->second)
        f += static_cast<int>(level) - static_cast<int>(g.hodoku_level->second);
    }
    return f;
  }

  // How near the path came to using t: at each position where it took a step beyond
  // singles, whether t had one too, and how far before t in the ladder the step taken
  // stands (0: just before it, below 1); where t had a step nowhere, 1 and more the less
  // deep into the ladder the path went (2: singles only).
  double reach(Technique t) {
    const std::vector<Step>& path = rated_.solved.steps;
    if (beyond_singles_.empty()) {
      for (std::size_t k = 0; k < path.size(); ++k)
        if (!is_single(path[k].technique)) beyond_singles_.push_back(k);
      positions_ = positions_before(parsed_puzzle_, path, beyond_singles_);
    }
    const int at = order_[static_cast<std::size_t>(t)];
    TechniqueSet one = TechniqueSet::none();
    one.add(t);
    // the positions by the place of the step taken, deepest first: the first where t has a
    // step gives the least gap
    std::vector<std::pair<int, std::size_t>> taken;
    for (std::size_t j = 0; j < positions_.size(); ++j) {
      const int used = order_[static_cast<std::size_t>(path[beyond_singles_[j]].technique)];
      if (used < at) taken.emplace_back(used, j);
    }
    std::stable_sort(taken.begin(), taken.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (const auto& [used, k] : taken)
      if (next_step(positions_[k], one, rate_.limits)) return static_cast<double>(at - used) / at;
    return 2 - static_cast<double>(taken.empty() ? 0 : taken.front().first) / at;
  }

  // Whether the givens differ, in at least a twentieth of the cells, from those of every
  // puzzle already found on this grid.
  [[nodiscard]] bool apart() const {
    const std::size_t least = std::max<std::size_t>(4, solution_.size() / 20);
    return std::all_of(found_.begin(), found_.end(), [&](const std::vector<std::uint8_t>& f) {
      std::size_t differ = 0;
      for (std::size_t k = 0; k < f.size(); ++k)
        if (f[k] != in_[k]) differ += orbits_[k].size();
      return differ >= least;
    });
  }

  std::optional<Generated> done() {
    rare_ = rare_ || tried_ >= kCostly;
    returns_ = 0;
    walking_ = rare_ && !o_.one_per_grid;
    if (walking_) found_.push_back(in_);
    return Generated{.puzzle = puzzle(), .rated = std::move(rated_), .tried = tried_, .witnesses = witnesses_};
  }

  std::optional<Generated> from_pattern() {
    values_.assign(solution_.size(), kEmpty);
    for (std::size_t c = 0; c < values_.size(); ++c)
      if (o_.pattern[c] != 0) values_[c] = solution_[c];
    ++tried_;
    ++judged_;
    if (count_up_to(o_.box, values_, 2) != 1) return std::nullopt;
    Puzzle p = puzzle_of(values_);
    if (o_.minimal && !is_minimal(p)) return std::nullopt;
    if (!o_.goal.empty()) {
      rated_ = rate_record(parsed(p), rate_);
      if (!rated_.finished || distance(o_.goal, rated_, nullptr) != 0) return std::nullopt;
    }
    return Generated{.puzzle = std::move(p), .rated = std::move(rated_), .tried = tried_, .witnesses = {}};
  }

  const GenerateOptions& o_;
  std::mt19937_64 rng_;
  std::vector<std::vector<int>> orbits_;
  RateOptions rate_;
  std::vector<std::int8_t> solution_, values_;
  std::vector<std::uint32_t> masks_;       // candidates for the search for a second solution
  std::vector<std::uint8_t> in_;           // per orbit: given
  Witnesses witnesses_;                    // per cell: the last solution without its given, if any
  std::vector<std::uint64_t> given_bits_;  // a bit per given cell, by write_givens
  Unavoidables unavoidables_;              // those met on this grid
  RecordRating rated_;
  Puzzle parsed_puzzle_;                      // the puzzle rated_ rates
  std::vector<std::size_t> beyond_singles_;   // its path's steps that are not singles
  std::vector<Puzzle> positions_;             // before those steps, when needed
  std::array<int, kTechniqueCount> order_{};  // by technique: its place in the ladder, from 1
  std::uint64_t tried_ = 0;                   // puzzles judged since the last one found
  std::uint64_t judged_ = 0;                  // puzzles judged in all
  bool rare_ = false;                         // a puzzle of the run took kCostly judged or more
  bool walking_ = false;                      // a walk is under way (else next() draws a new grid)
  double here_ = 0;                           // its distance from the goal
  bool floored_ = false;                      // the goal has a floor (floor_of)
  int last_goal_ = 0;                         // the ladder's place of the goal's last technique (past_goal)
  struct {
    std::size_t seen = 0;            // steps of the judged path looked at
    std::vector<std::uint8_t> used;  // per technique of the goal: among them
  } passing_;
  bool hodoku_path_ = false;  // the ladder's path is the one HoDoKu's scale reads
  struct {
    std::size_t seen = 0;  // steps of the judged path counted in the totals below
    long points = 0, score = 0;
    Level hardest = Level::easy;
    int forbidden = 0;
  } floor_;
  int idle_ = 0;                                  // neighbours in a row that were not nearer
  int returns_ = 0;                               // to a puzzle found, since the last one found
  std::vector<std::vector<std::uint8_t>> found_;  // the givens (per orbit) of the puzzles found on this grid
};

}  // namespace

std::optional<Symmetry> find_symmetry(std::string_view name) {
  return named<Symmetry>(kSymmetryIds, name, false);
}
std::string_view symmetry_id(Symmetry s) {
  return kSymmetryIds[static_cast<std::size_t>(s)];
}
std::string_view symmetry_names() {
  static const std::string names = joined(kSymmetryIds);
  return names;
}

std::vector<std::vector<int>> symmetry_orbits(int box, Symmetry s) {
  const int n = box * box;
  std::vector<int> orbit_of(static_cast<std::size_t>(n * n), -1);
  std::vector<std::vector<int>> out;
  for (int start = 0; start < n * n; ++start) {
    if (orbit_of[static_cast<std::size_t>(start)] >= 0) continue;
    const int k = static_cast<int>(out.size());
    std::vector<int> orbit{start};
    orbit_of[static_cast<std::size_t>(start)] = k;
    for (std::size_t i = 0; i < orbit.size(); ++i)
      for (auto [r, c] : images(s, n, orbit[i] / n, orbit[i] % n))
        if (int& o = orbit_of[static_cast<std::size_t>(r * n + c)]; o < 0) {
          o = k;
          orbit.push_back(r * n + c);
        }
    std::sort(orbit.begin(), orbit.end());
    out.push_back(std::move(orbit));
  }
  return out;
}

std::optional<int> box_of_size(int size) {
  for (int box = 2; box <= 5; ++box)
    if (box * box == size) return box;
  return std::nullopt;
}

bool is_symmetric(const Puzzle& p, Symmetry s) {
  for (const std::vector<int>& orbit : symmetry_orbits(p.box, s))
    for (int c : orbit)
      if ((p.values[static_cast<std::size_t>(c)] == kEmpty) !=
          (p.values[static_cast<std::size_t>(orbit.front())] == kEmpty))
        return false;
  return true;
}

bool is_minimal(const Puzzle& p, const Witnesses& witnesses) {
  // a given is needed when, without it, the puzzle has a solution with another digit there
  Puzzle less = p;
  const std::uint32_t all = (std::uint32_t{1} << p.size()) - 1;
  std::vector<std::uint32_t> masks(p.values.size(), all);
  for (std::size_t c = 0; c < p.values.size(); ++c) {
    const std::int8_t kept = p.values[c];
    if (kept == kEmpty) continue;
    less.values[c] = kEmpty;
    bool needed =
        c < witnesses.size() && !witnesses[c].empty() && witnesses[c][c] != kept && is_solution(less, witnesses[c]);
    if (!needed) {
      masks[c] = all & ~(std::uint32_t{1} << kept);
      needed = count_up_to(p.box, less.values, masks, 1) > 0;
      masks[c] = all;
    }
    less.values[c] = kept;
    if (!needed) return false;
  }
  return true;
}

std::optional<StepMode> find_step_mode(std::string_view name) {
  return named<StepMode>(kModeIds, name, true);
}
std::string_view step_mode_id(StepMode m) {
  return kModeIds[static_cast<std::size_t>(m)];
}
std::string_view step_mode_names() {
  static const std::string names = joined(kModeIds);
  return names;
}

bool is_single(Technique t) {
  return info(t).family == Family::singles;
}

bool is_simple(Technique t) {
  using T = Technique;
  switch (t) {
    case T::locked_candidates_pointing:
    case T::locked_candidates_claiming:
    case T::locked_pair:
    case T::locked_triple:
    case T::naked_pair:
    case T::naked_triple:
    case T::naked_quad:
    case T::hidden_pair:
    case T::hidden_triple:
    case T::hidden_quad:
    case T::x_wing:
    case T::swordfish:
    case T::jellyfish:
    case T::xy_wing:
    case T::simple_colors_trap:
    case T::simple_colors_wrap:
    case T::multi_colors_1:
    case T::multi_colors_2:
      return true;
    default:
      return is_single(t);
  }
}

std::optional<ValueRange> parse_range(std::string_view text) {
  const std::size_t dash = text.find('-', 1);  // a leading '-' opens the range below
  ValueRange r;
  if (text.starts_with('-')) {
    const auto hi = number(text.substr(1));
    if (!hi) return std::nullopt;
    r.high = *hi;
    return r;
  }
  if (dash == std::string_view::npos) {
    const auto v = number(text);
    if (!v) return std::nullopt;
    return ValueRange{*v, *v};
  }
  const auto lo = number(text.substr(0, dash));
  if (!lo) return std::nullopt;
  r.low = *lo;
  if (dash + 1 < text.size()) {
    const auto hi = number(text.substr(dash + 1));
    if (!hi || *hi < *lo) return std::nullopt;
    r.high = *hi;
  }
  return r;
}

std::optional<std::pair<Level, Level>> parse_level_range(std::string_view text) {
  const std::size_t dash = text.find('-');
  if (dash == std::string_view::npos) {
    const auto l = level_named(text);
    if (!l) return std::nullopt;
    return std::pair{*l, *l};
  }
  const std::string_view a = text.substr(0, dash), b = text.substr(dash + 1);
  const auto lo = a.empty() ? std::optional<Level>(Level::easy) : level_named(a);
  const auto hi = b.empty() ? std::optional<Level>(Level::extreme) : level_named(b);
  if (!lo || !hi || *hi < *lo) return std::nullopt;
  return std::pair{*lo, *hi};
}

bool GenerateGoal::empty() const {
  return !hodoku_level && !points && !hodoku_score && !er && techniques.empty() && without.empty() && !hardest &&
         !first;
}

Scales GenerateGoal::scales() const {
  return {.hodoku = hodoku_level || hodoku_score, .se = er.has_value()};
}

std::string_view default_profile(const GenerateGoal& goal) {
  const Scales s = goal.scales();
  return s.hodoku == s.se ? "default" : s.hodoku ? "hodoku" : "se";
}

std::string unreachable_goal(const GenerateOptions& o) {
  std::vector<Technique> wanted;
  for (const TechniqueGoal& g : o.goal.techniques) wanted.push_back(g.technique);
  if (o.goal.hardest) wanted.push_back(*o.goal.hardest);
  if (o.goal.first) wanted.push_back(*o.goal.first);
  const TechniqueSet ladder = ladder_of(o);
  for (Technique t : wanted)
    if (std::string why = never_first(ladder, t, o.box, o.rating.limits); !why.empty()) return why;
  return "";
}

std::string goal_miss(const GenerateGoal& goal, const RecordRating& rated) {
  std::vector<std::string> why;
  if (distance(goal, rated, &why) == 0) return "";
  std::string out;
  for (const std::string& w : why) out += fmt::format("{}{}", out.empty() ? "" : "; ", w);
  return out;
}

namespace {

// The search rates on the scales asked for too, so that its rating is the record's.
GenerateOptions with_scales(GenerateOptions o, Scales scales) {
  o.rating.scales = {.hodoku = scales.hodoku || o.goal.scales().hodoku, .se = scales.se || o.goal.scales().se};
  return o;
}

CheckedPuzzle checked(const GenerateOptions& o, std::optional<Generated> made, bool rate) {
  CheckedPuzzle out;
  out.made = std::move(made);
  if (!out.made) return out;
  const Puzzle& p = out.made->puzzle;
  if (out.error = shape_miss(o, p, out.made->witnesses); !out.error.empty()) return out;
  if (o.goal.empty() && !rate) {
    const Alphabet& a = default_alphabet(p.box);
    out.entry.puzzle = format_line(p, a);
    out.entry.size = p.size();
    out.entry.alphabet = &a;
    return out;
  }
  if (o.goal.empty()) {
    // nothing was rated on the way: the rating of the record, which the run's clock does not
    // cut short; its stop does, and then nothing was made
    RateOptions rating = o.rating;
    rating.techniques = ladder_of(o);
    rating.deadline.reset();
    rating.limits.budget.deadline.reset();
    out.made->rated = rate_record(parsed(p), rating);
    if (!out.made->rated.finished) {
      out.made.reset();
      return out;
    }
  }
  out.entry = rate_entry_of(parsed(p), out.made->rated);
  if (!out.entry.is_rated())
    out.error = fmt::format("it was not rated ({})", out.entry.outcome_text());
  else
    out.error = goal_miss(o.goal, out.entry.rated);
  return out;
}

// Makes the puzzles of index's run before it (the walk index goes on from); false when
// the search stopped first.
bool enter_run(Search& search, std::uint64_t index) {
  for (std::uint64_t k = index % kGenerateRun; k > 0; --k)
    if (!search.next()) return false;
  return true;
}

}  // namespace

struct GenerateRun::State {
  explicit State(GenerateOptions options) : o(std::move(options)) {}
  GenerateOptions o;
  std::unique_ptr<Search> search;  // of the run of the next number
  std::uint64_t judged = 0;        // by the searches of earlier runs
  void start(std::uint64_t run) {
    if (search) judged += search->judged();
    search = std::make_unique<Search>(o, run);
  }
};

GenerateRun::GenerateRun(const GenerateOptions& options, std::uint64_t first, Scales scales)
    : state_(std::make_unique<State>(with_scales(options, scales))), next_(first) {
  if (first % kGenerateRun == 0) return;
  state_->start(first / kGenerateRun);
  enter_run(*state_->search, first);  // stopped: next() gives nothing either
}

GenerateRun::GenerateRun(GenerateRun&&) noexcept = default;
GenerateRun& GenerateRun::operator=(GenerateRun&&) noexcept = default;
GenerateRun::~GenerateRun() = default;

CheckedPuzzle GenerateRun::next(bool rate) {
  if (!state_->search || next_ % kGenerateRun == 0) state_->start(next_ / kGenerateRun);
  ++next_;
  return checked(state_->o, state_->search->next(), rate);
}

std::optional<Generated> generate(const GenerateOptions& options, std::uint64_t index) {
  Search search(options, index / kGenerateRun);
  if (!enter_run(search, index)) return std::nullopt;
  return search.next();
}

std::uint64_t GenerateRun::judged() const {
  return state_->judged + (state_->search ? state_->search->judged() : 0);
}

CheckedPuzzle generate_checked(const GenerateOptions& options, std::uint64_t index, Scales scales, bool rate) {
  return GenerateRun(options, index, scales).next(rate);
}

std::string read_goal(const GoalText& text, GenerateGoal& goal) {
  const std::string_view range = "a number or range, e.g. 800-, -300, 8.0-9.5";
  auto bad = [](std::string_view field, std::string_view value, std::string_view expected) {
    return fmt::format("{} '{}': expected {}", field, value, expected);
  };
  if (!text.level.empty() && !(goal.hodoku_level = parse_level_range(text.level)))
    return bad("level", text.level, "a level or range of levels (easy, medium, hard, unfair, extreme), e.g. hard-");
  if (!text.points.empty() && !(goal.points = parse_range(text.points))) return bad("points", text.points, range);
  if (!text.score.empty() && !(goal.hodoku_score = parse_range(text.score))) return bad("score", text.score, range);
  if (!text.er.empty() && !(goal.er = parse_range(text.er))) return bad("er", text.er, range);
  std::string error;
  auto technique = [&](std::string_view field, std::string_view name) -> std::optional<Technique> {
    const auto t = find_technique(name);
    if (t && is_searchable(*t)) return t;
    error = bad(field, name, "a technique (id, name or HoDoKu code)");
    if (const auto near = nearest_technique(name)) error += fmt::format(" (did you mean {}?)", *near);
    return std::nullopt;
  };
  for (const std::string& item : text.techniques) {
    const std::size_t colon = item.rfind(':');
    const auto mode = colon == std::string::npos ? std::optional(StepMode::anywhere)
                                                 : find_step_mode(std::string_view(item).substr(colon + 1));
    if (!mode) return bad("technique", item, fmt::format("ID or ID:MODE, MODE one of {} or 0-3", step_mode_names()));
    const auto t = technique("technique", std::string_view(item).substr(0, colon));
    if (!t) return error;
    goal.techniques.push_back({*t, *mode});
  }
  for (const std::string& item : text.without) {
    const auto t = technique("without", item);
    if (!t) return error;
    goal.without.add(*t);
  }
  if (!text.hardest.empty() && !(goal.hardest = technique("hardest", text.hardest))) return error;
  if (!text.first.empty() && !(goal.first = technique("first", text.first))) return error;
  return "";
}

std::string shape_miss(const GenerateOptions& options, const Puzzle& p, const Witnesses& witnesses) {
  if (p.box != options.box) return fmt::format("it is {0}x{0}", p.size());
  if (count_up_to(p.box, p.values, 2) != 1) return "it does not have exactly one solution";
  if (!is_symmetric(p, options.symmetry)) return fmt::format("it is not {} symmetric", symmetry_id(options.symmetry));
  const int n = p.clue_count();
  if (options.givens && (n < options.givens->first || n > options.givens->second))
    return fmt::format("it has {} givens", n);
  if (!options.pattern.empty())
    for (std::size_t c = 0; c < p.values.size(); ++c)
      if ((p.values[c] != kEmpty) != (options.pattern[c] != 0)) return "its givens are not the pattern's";
  if (options.minimal && !is_minimal(p, witnesses)) return "it is not minimal";
  return "";
}

}  // namespace setlogic
