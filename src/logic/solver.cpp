#include "logic/solver.hpp"

#include <algorithm>
#include <array>
#include <numeric>
#include <set>

#include "core/grid.hpp"
#include "logic/explain.hpp"
#include "logic/finder.hpp"
#include "logic/hodoku_choice.hpp"
#include "logic/hodoku_singles.hpp"
#include "logic/never_first.hpp"
#include "logic/se_choice.hpp"
#include "search/brute_force.hpp"

namespace setlogic {

namespace {

// A contradiction: an unsolved cell without candidates, or a digit neither placed in a
// house nor possible anywhere in it.
template <int B>
bool broken(const Grid<B>& g) {
  using G = Geometry<B>;
  for (Cell c : g.unsolved())
    if (g.candidates(c).none()) return true;
  for (int h = 0; h < G::houses; ++h) {
    const auto& placed = g.placed(House(h));
    for (int d = 0; d < G::size; ++d)
      if (g.count(House(h), Digit(d)) == 0 && !placed.test(Digit(d))) return true;
  }
  return false;
}

// The same test limited to what a step just changed: its cells, their houses, and for a
// placement every peer that lost the digit.
template <int B>
bool broken_after(const Grid<B>& g, const Step& s) {
  using G = Geometry<B>;
  auto dead = [&](House h, Digit d) { return g.count(h, d) == 0 && !g.placed(h).test(d); };
  auto emptied = [&](Cell c) { return g.unsolved().test(c) && g.candidates(c).none(); };
  for (const Candidate& x : s.eliminations) {
    if (emptied(x.cell)) return true;
    for (House h : G::houses_of(x.cell))
      if (dead(h, x.digit)) return true;
  }
  for (const Candidate& x : s.placements) {
    for (House h : G::houses_of(x.cell))
      for (int d = 0; d < G::size; ++d)
        if (dead(h, Digit(d))) return true;
    for (Cell p : G::peers[x.cell.index()]) {
      if (emptied(p)) return true;
      for (House h : G::houses_of(p))
        if (dead(h, x.digit)) return true;
    }
  }
  return false;
}

// Makes a step's changes in g: its eliminations, then its placements. False when a placement
// no longer fits (the digit is not a candidate there); the other changes are made anyway.
template <int B>
bool apply(Grid<B>& g, const Step& s) {
  for (const Candidate& x : s.eliminations) g.eliminate(x.cell, x.digit);
  bool placed = true;
  for (const Candidate& x : s.placements) placed = g.place(x.cell, x.digit) && placed;
  return placed;
}

// The first step of a ladder at a position: its techniques in order, the first that has a
// step wins. Generic fish of one size that stand next to each other in the ladder (the
// finned and sashimi fish of a size; the Franken and Mutant fish of a size, with and
// without fins) come from one search over all their classes, made when the ladder reaches
// the first of them at this position: it keeps the first fish of each technique (the one a
// search for that technique alone would report first) and stops early once it has one of
// the first technique of the run. The others of the run then cost no search of their own.
// A run does not reach across other techniques: a search for the Franken and Mutant fish of
// a size walks every kind of house and costs far more than the finned fish of the larger
// sizes that the ladder asks for before it.
template <int B>
class Ladder {
 public:
  Ladder(const std::vector<Technique>& order, StepChoice choice, const SearchLimits& limits, SolveStats* stats)
      : order_(order), choice_(choice), limits_(limits), stats_(stats), run_of_(order.size(), -1) {
    for (std::size_t i = 0; i < order_.size(); ++i) {
      const Technique t = order_[i];
      if (!is_generic_fish(t)) continue;
      if (i == 0 || run_of_[i - 1] < 0 || info(order_[i - 1]).size != info(t).size)
        runs_.push_back(TechniqueSet::none());
      run_of_[i] = static_cast<int>(runs_.size()) - 1;
      runs_.back().add(t);
    }
    searched_.resize(runs_.size());
  }

  // With `singles` (StepChoice::hodoku), the singles come from HoDoKu's queues and the
  // techniques with a rule of HoDoKu's choice (hodoku_choice.hpp) are picked by it. A
  // forcing step comes explained.
  std::optional<Step> first(const Grid<B>& g, HodokuSingles<B>* singles = nullptr) {
    std::optional<Step> s = find_first(g, singles);
    if (s && !s->branches.empty()) explain_forcing(*s, g.to_puzzle());
    return s;
  }

 private:
  std::optional<Step> find_first(const Grid<B>& g, HodokuSingles<B>* singles) {
    ctx_.bind(g);
    std::fill(searched_.begin(), searched_.end(), false);
    fish_.clear();
    for (std::size_t i = 0; i < order_.size(); ++i) {
      const Technique t = order_[i];
      if (singles != nullptr && info(t).family == Family::singles) {
        if (auto s = queued_single(*singles, t)) return s;
        continue;
      }
      if (const HodokuRule rule = hodoku_rule(t); singles != nullptr && rule != HodokuRule::first) {
        // Every step of the techniques HoDoKu finds in this one search, for its pick.
        CollectSink all;
        const SearchLimits limits = hodoku_limits(t, limits_);
        for (; i < order_.size() && same_hodoku_search(t, order_[i]); ++i)
          timed(order_[i], [&] { find(ctx_, order_[i], all, limits); });
        --i;
        if (auto s = pick_as_hodoku(g, rule, all.steps())) return s;
        continue;
      }
      if (choice_ == StepChoice::se && se_chooses(t)) {
        // Every step of the techniques Sudoku Explainer finds in this one search: the easiest.
        CollectSink all;
        for (; i < order_.size() && same_se_search(t, order_[i]); ++i)
          timed(order_[i], [&] { find(ctx_, order_[i], all, limits_); });
        --i;
        if (auto s = easiest_for_se(g, all.steps())) return s;
        continue;
      }
      if (const int run = run_of_[i]; run >= 0) {
        if (!searched_[static_cast<std::size_t>(run)]) {
          searched_[static_cast<std::size_t>(run)] = true;
          FirstOfEach sink(fish_, t);
          timed(t, [&] { find_fish_sized(ctx_, info(t).size, runs_[static_cast<std::size_t>(run)], sink, limits_); });
        }
        const auto f = std::find_if(fish_.begin(), fish_.end(), [t](const Step& s) { return s.technique == t; });
        if (f != fish_.end()) return std::move(*f);
        continue;
      }
      FirstSink sink;
      timed(t, [&] { find(ctx_, t, sink, limits_); });
      if (sink.found()) return std::move(sink.step());
    }
    return std::nullopt;
  }

  static std::optional<Step> queued_single(HodokuSingles<B>& singles, Technique t) {
    switch (t) {
      case Technique::full_house:
        return singles.full_house();
      case Technique::naked_single:
        return singles.naked_single();
      default:
        return singles.hidden_single();
    }
  }

  // The first step of each technique a search found, in the order found (a few fish).
  using Firsts = std::vector<Step>;
  // Keeps the first step of each technique; stops at the first of `last`.
  class FirstOfEach final : public Sink {
   public:
    FirstOfEach(Firsts& firsts, Technique last) : firsts_(firsts), last_(last) {}
    bool accept(Step&& s) override {
      const Technique t = s.technique;
      if (std::none_of(firsts_.begin(), firsts_.end(), [t](const Step& f) { return f.technique == t; }))
        firsts_.push_back(std::move(s));
      return t != last_;
    }

   private:
    Firsts& firsts_;
    Technique last_;
  };

  template <class F>
  void timed(Technique t, F&& search) {
    if (stats_ == nullptr) return search();
    auto t0 = std::chrono::steady_clock::now();
    search();
    TechniqueStats& st = (*stats_)[static_cast<std::size_t>(t)];
    ++st.searches;
    st.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }

  // Sudoku Explainer looks for hidden singles in the boxes first: one that is also the
  // digit's last place in its box is the box's (and 1.2, where a line's is 1.5).
  static std::optional<Step> easiest_for_se(const Grid<B>& g, std::vector<Step>& steps) {
    if (steps.empty()) return std::nullopt;
    using G = Geometry<B>;
    for (Step& s : steps) {
      if (s.technique != Technique::hidden_single) continue;
      const Candidate x = s.placements[0];
      const House box = G::houses_of(x.cell)[static_cast<int>(HouseKind::box)];
      if (g.count(box, x.digit) != 1 || s.houses[0] == box) continue;
      s.houses = {box};
      s.base = {Constraint::of_house(box, x.digit, G::size)};
    }
    std::vector<std::uint32_t> masks(G::cells);
    for (int c = 0; c < G::cells; ++c)
      masks[static_cast<std::size_t>(c)] = g.value(Cell(c)) ? 1U << g.value(Cell(c))->index()
                                                            : static_cast<std::uint32_t>(g.candidates(Cell(c)).word(0));
    std::vector<int> difficulty(steps.size());
    for (std::size_t k = 0; k < steps.size(); ++k) difficulty[k] = se_difficulty(steps[k], G::size, masks);
    const auto k = std::min_element(difficulty.begin(), difficulty.end()) - difficulty.begin();
    return std::move(steps[static_cast<std::size_t>(k)]);
  }

  const std::vector<Technique>& order_;
  StepChoice choice_;
  const SearchLimits& limits_;
  SolveStats* stats_;
  std::vector<int> run_of_;         // by place in the order: the run of generic fish it is in, or -1
  std::vector<TechniqueSet> runs_;  // the techniques of each run
  std::vector<bool> searched_;      // by run, at this position
  Firsts fish_;
  FinderContext<B> ctx_;  // what the techniques at the position share
};

template <int B>
class Solver {
 public:
  Solver(const SolveOptions& options, Uniqueness known, SolveResult& out)
      : options_(options),
        limits_(with_budget(options, known)),
        order_(searched_order(options.techniques, B, limits_)),
        ladder_(order_, options.techniques.choice(), limits_, options.stats),
        out_(out) {}

  enum class Outcome { solved, dead, stuck, stopped, failed };
  using Singles = std::optional<HodokuSingles<B>>;

  // Ariadne's thread from grid g (and HoDoKu's queues of singles at g, when the ladder picks
  // steps as HoDoKu does); `on_line` says whether every guess so far agrees with the
  // reference solution, so that the steps here must too.
  Outcome run(Grid<B>& g, Singles& singles, std::vector<Step>& path, bool on_line) {
    for (;;) {
      Outcome o = logic(g, singles, path, on_line);
      if (o == Outcome::solved) {
        record(g, path);
        return o;
      }
      if (o != Outcome::stuck) return o;
      if (!options_.guess) return o;
      if (out_of_budget()) return Outcome::stopped;

      auto [cell, digit] = singles ? choose_as_hodoku(g) : choose(g);
      ++out_.guesses;
      count_step(Technique::guess);
      const std::size_t mark = path.size();
      Grid<B> child = g;
      Singles child_singles = singles;
      Step guess{.technique = Technique::guess, .digits = {digit}, .placements = {{cell, digit}}};
      child.place(cell, digit);
      if (child_singles) child_singles->apply(guess);
      path.push_back(std::move(guess));
      const bool child_on_line = on_line && options_.check && (*options_.check)[cell.index()] == digit.index();
      ++guesses_open_;
      Outcome r = run(child, child_singles, path, child_on_line);
      --guesses_open_;
      if (r == Outcome::stopped || r == Outcome::failed) return r;
      if (r == Outcome::solved && !wants_more()) return r;
      // Refuted, or (when enumerating) every solution with this guess is counted: either
      // way the rest of the search goes on without it.
      if (r == Outcome::solved) on_line = false;
      Step refuted{.technique = Technique::guess,
                   .digits = {digit},
                   .eliminations = {{cell, digit}},
                   .branch_steps = static_cast<int>(path.size() - mark - 1)};
      path.resize(mark);
      if (!accept(g, refuted, path, on_line)) return Outcome::failed;
      g.eliminate(cell, digit);
      if (singles) singles->apply(refuted);
      path.push_back(std::move(refuted));
      if (broken(g)) return Outcome::dead;
    }
  }

 private:
  // Techniques in order until solved, stuck or broken.
  Outcome logic(Grid<B>& g, Singles& singles, std::vector<Step>& path, bool on_line) {
    if (broken(g)) return Outcome::dead;
    while (!g.solved()) {
      std::optional<Step> found = ladder_.first(g, singles ? &*singles : nullptr);
      // A search cut short by the budget may have missed a step: "stuck" would be a lie.
      if (limits_.budget.spent()) return Outcome::stopped;
      if (!found) return Outcome::stuck;
      Step& s = *found;
      count_step(s.technique);
      if (!accept(g, s, path, on_line)) return Outcome::failed;
      if (!apply(g, s) || broken_after(g, s)) return Outcome::dead;
      if (singles) singles->apply(s);
      path.push_back(std::move(s));
      if (guesses_open_ == 0 && options_.enough != nullptr && (*options_.enough)(path)) return Outcome::stopped;
    }
    return Outcome::solved;
  }

  static SearchLimits with_budget(const SolveOptions& options, Uniqueness known) {
    SearchLimits limits = options.limits;
    limits.budget = {options.cancel, options.deadline};
    limits.uniqueness.known = known;
    return limits;
  }

  void count_step(Technique t) {
    if (options_.stats != nullptr) ++(*options_.stats)[static_cast<std::size_t>(t)].steps;
  }

  // The --check of one step before it is applied.
  bool accept(const Grid<B>& g, const Step& s, const std::vector<Step>& path, bool on_line) {
    if (options_.check == nullptr) return true;
    auto fail = [&](CheckFailure::Kind kind, Candidate x, CertificateError::Kind why = {}) {
      out_.failure = CheckFailure{kind, static_cast<int>(path.size()), s, x, why};
      return false;
    };
    if (on_line) {
      const auto& solution = *options_.check;
      for (const Candidate& x : s.eliminations)
        if (solution[x.cell.index()] == x.digit.index()) return fail(CheckFailure::Kind::eliminates_solution, x);
      for (const Candidate& x : s.placements)
        if (solution[x.cell.index()] != x.digit.index() && s.technique != Technique::guess)
          return fail(CheckFailure::Kind::places_wrong_digit, x);
    }
    if (auto e = check_certificate(s, g.to_puzzle(), limits_.uniqueness.known))
      return fail(CheckFailure::Kind::certificate, e->candidate, e->kind);
    return true;
  }

  // A solution; the first one's path and position. The path is taken when the search ends
  // with this solution.
  void record(const Grid<B>& g, std::vector<Step>& path) {
    out_.solutions.push_back(g.to_puzzle().values);
    if (out_.solutions.size() > 1) return;
    out_.position = g.to_puzzle();
    if (wants_more())
      out_.steps = path;
    else
      out_.steps = std::move(path);
  }

  [[nodiscard]] bool wants_more() const {
    return options_.all_solutions && static_cast<int>(out_.solutions.size()) < options_.limit;
  }

  [[nodiscard]] bool out_of_budget() const {
    if (options_.max_guesses > 0 && out_.guesses >= options_.max_guesses) return true;
    return limits_.budget.spent();
  }

  // A cell with fewest candidates (the first in cell order), and its smallest digit.
  static Candidate choose(const Grid<B>& g) {
    Cell best = g.unsolved().first();
    int fewest = Geometry<B>::size + 1;
    for (Cell c : g.unsolved())
      if (int n = g.candidates(c).count(); n < fewest) {
        best = c;
        fewest = n;
        if (n == 2) break;
      }
    return {best, g.candidates(best).first()};
  }

  // HoDoKu's guess: the middle one of the unsolved cells, in cell order, takes its digit of
  // the solution (it guesses right); a position with no solution gets the usual guess.
  static Candidate choose_as_hodoku(const Grid<B>& g) {
    const CountResult r = count_solutions(g.to_puzzle(), {.limit = 1});
    if (r.solution.empty()) return choose(g);
    int skip = g.unsolved().count() / 2;
    for (Cell c : g.unsolved())
      if (skip-- == 0) return {c, Digit(r.solution[c.index()])};
    return choose(g);
  }

  const SolveOptions& options_;
  SearchLimits limits_;   // the options' limits, with the budget of cancel flag and deadline
  int guesses_open_ = 0;  // guesses the thread is inside: their steps may yet be undone
  std::vector<Technique> order_;
  Ladder<B> ladder_;
  SolveResult& out_;
};

template <int B>
SolveResult solve_sized(const Puzzle& puzzle, const SolveOptions& options) {
  SolveResult out;
  auto grid = Grid<B>::from_puzzle(puzzle);
  if (!grid) {
    out.status = SolveResult::Status::no_solution;
    out.position = puzzle;
    return out;
  }
  Uniqueness known = Uniqueness::unknown;
  const bool establish = !options.all_solutions && has_uniqueness(options.techniques);
  if (establish) known = establish_uniqueness(puzzle, options.assume_unique, {options.cancel, options.deadline});
  // The nested tiers cannot decide a puzzle without exactly one solution (no logic can),
  // and there they would spend their whole search (the nested forcing net its bound of nets,
  // ForcingLimits) at every guess: they are left out.
  SolveOptions run = options;
  constexpr std::array kNested = {Technique::nested_forcing_chain,
                                  Technique::nested_multiple_forcing_chain,
                                  Technique::nested_dynamic_forcing_chain,
                                  Technique::nested_dynamic_forcing_chain_plus,
                                  Technique::nested_dynamic_forcing_chain_nested,
                                  Technique::nested_forcing_net_contradiction};
  if (std::any_of(kNested.begin(), kNested.end(), [&](Technique t) { return run.techniques.contains(t); })) {
    const CountOptions count{.limit = 2, .cancel = options.cancel, .deadline = options.deadline};
    const bool counted = establish && options.assume_unique == AssumeUnique::check;
    const bool one = counted ? known != Uniqueness::unknown : count_solutions(puzzle, count).solutions == 1;
    if (!one)
      for (Technique t : kNested) run.techniques.remove(t);
  }
  Solver<B> solver(run, known, out);
  std::vector<Step> path;
  typename Solver<B>::Singles singles;
  if (options.techniques.choice() == StepChoice::hodoku) singles.emplace(puzzle);
  auto outcome = solver.run(*grid, singles, path, options.check != nullptr);
  using Status = SolveResult::Status;
  using Outcome = typename Solver<B>::Outcome;
  if (out.steps.empty() && out.solutions.empty()) {
    out.steps = std::move(path);
    out.position = grid->to_puzzle();
  }
  switch (outcome) {
    case Outcome::failed:
      out.status = Status::failed_check;
      break;
    case Outcome::stopped:
      out.status = out.solutions.empty() ? Status::stopped : Status::solved;
      out.complete = false;
      break;
    case Outcome::stuck:
      out.status = Status::stuck;
      break;
    case Outcome::solved:
    case Outcome::dead:
      out.status = out.solutions.empty() ? Status::no_solution : Status::solved;
      break;
  }
  if (options.all_solutions && static_cast<int>(out.solutions.size()) >= options.limit) out.complete = false;
  return out;
}

// Passes on the steps about one of the wanted digits (a bit each; 0: all).
class DigitFilter final : public Sink {
 public:
  DigitFilter(CollectSink& inner, std::uint32_t digits) : inner_(inner), digits_(digits) {}
  bool accept(Step&& s) override {
    if (digits_ != 0 &&
        std::none_of(s.digits.begin(), s.digits.end(), [&](Digit d) { return (digits_ >> d.index() & 1) != 0; }))
      return !inner_.full();
    return inner_.accept(std::move(s));
  }

 private:
  CollectSink& inner_;
  std::uint32_t digits_;
};

template <int B>
std::vector<Step> all_steps_sized(const Puzzle& position, const TechniqueSet& techniques, const SearchLimits& limits) {
  CollectSink collected(limits.max_steps);
  DigitFilter sink(collected, limits.digits);
  auto g = Grid<B>::from_puzzle(position);
  if (!g) return {};
  FinderContext<B> ctx(*g);
  // The generic fish are searched together, one walk per size; everything else by
  // technique. Then the steps are put in catalogue order, as a walk technique by technique
  // would give them.
  TechniqueSet generic_fish = TechniqueSet::none();
  for (Technique t : techniques.list()) {
    if (is_generic_fish(t))
      generic_fish.add(t);
    else if (!collected.full())
      find(ctx, t, sink, limits);
  }
  if (!generic_fish.empty() && !collected.full()) find_fish_group(ctx, generic_fish, sink, limits);
  if (limits.budget.spent()) return {};  // unfinished: not worth putting in order
  std::vector<Step>& found = collected.steps();
  std::vector<std::size_t> order(found.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return found[a].technique < found[b].technique; });
  std::vector<Step> steps;
  steps.reserve(found.size());
  const Puzzle explained_in = g->to_puzzle();
  // Unless every fish is wanted, a fish whose eliminations an earlier fish of the
  // catalogue already makes is left out (the generic fish search does this among its own).
  std::set<std::pair<std::vector<Digit>, std::vector<Candidate>>> fish_made;
  for (std::size_t i : order) {
    Step& s = found[i];
    if (!limits.fish.every && info(s.technique).fish != FishClass::none &&
        !fish_made.emplace(s.digits, s.eliminations).second)
      continue;
    if (!s.branches.empty()) explain_forcing(s, explained_in);
    steps.push_back(std::move(s));
  }
  return steps;
}

template <int B>
std::optional<Step> next_step_sized(const Puzzle& position, const TechniqueSet& techniques,
                                    const SearchLimits& limits) {
  auto g = Grid<B>::from_puzzle(position);
  if (!g) return std::nullopt;
  const std::vector<Technique> order = searched_order(techniques, B, limits);
  return Ladder<B>(order, techniques.choice(), limits, nullptr).first(*g);
}

// The positions before the steps whose indices `wanted` takes, in path order.
template <int B, class Wanted>
std::vector<Puzzle> positions_sized(const Puzzle& start, std::span<const Step> path, Wanted wanted) {
  std::vector<Puzzle> positions;
  auto g = Grid<B>::from_puzzle(start);
  if (!g) return positions;
  for (std::size_t k = 0; k < path.size(); ++k) {
    if (wanted(k)) positions.push_back(g->to_puzzle());
    if (!apply(*g, path[k])) break;
  }
  return positions;
}

}  // namespace

Uniqueness establish_uniqueness(const Puzzle& p, AssumeUnique assume, const Budget& budget) {
  if (assume != AssumeUnique::check) return assume == AssumeUnique::yes ? Uniqueness::puzzle : Uniqueness::unknown;
  const CountOptions count{.limit = 2, .cancel = budget.cancel, .deadline = budget.deadline};
  const auto unique = [&](const Puzzle& q) {
    const CountResult r = count_solutions(q, count);
    return r.complete && r.solutions == 1;
  };
  Puzzle givens = Puzzle::empty(p.box);
  for (std::size_t i = 0; i < p.values.size(); ++i)
    if (p.given[i] != 0) {
      givens.values[i] = p.values[i];
      givens.given[i] = 1;
    }
  if (unique(givens)) return Uniqueness::puzzle;
  return p.is_position() && unique(p) ? Uniqueness::position : Uniqueness::unknown;
}

bool has_uniqueness(const TechniqueSet& techniques) {
  for (int k = 0; k < kTechniqueCount; ++k)
    if (const auto t = static_cast<Technique>(k);
        techniques.contains(t) && family_of(t).evidence == Evidence::deadly_pattern)
      return true;
  return false;
}

std::vector<Puzzle> positions_along(const Puzzle& start, std::span<const Step> path) {
  return with_box_size(start.box, [&](auto b) {
    return positions_sized<decltype(b)::value>(start, path, [](std::size_t) { return true; });
  });
}

std::vector<Puzzle> positions_before(const Puzzle& start, std::span<const Step> path,
                                     std::span<const std::size_t> indices) {
  return with_box_size(start.box, [&](auto b) {
    std::size_t next = 0;
    return positions_sized<decltype(b)::value>(start, path.first(indices.empty() ? 0 : indices.back() + 1),
                                               [&](std::size_t k) {
                                                 if (next == indices.size() || indices[next] != k) return false;
                                                 ++next;
                                                 return true;
                                               });
  });
}

SolveResult solve(const Puzzle& puzzle, const SolveOptions& options) {
  return with_box_size(puzzle.box, [&](auto b) { return solve_sized<decltype(b)::value>(puzzle, options); });
}

std::vector<Step> find_all_steps(const Puzzle& position, const TechniqueSet& techniques, const SearchLimits& limits) {
  return with_box_size(position.box,
                       [&](auto b) { return all_steps_sized<decltype(b)::value>(position, techniques, limits); });
}

std::optional<Step> next_step(const Puzzle& position, const TechniqueSet& techniques, const SearchLimits& limits) {
  return with_box_size(position.box,
                       [&](auto b) { return next_step_sized<decltype(b)::value>(position, techniques, limits); });
}

}  // namespace setlogic
