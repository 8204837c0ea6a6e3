#include "setlogic/setlogic.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>

#include "logic/techniques/fish.hpp"
#include "setlogic/json.hpp"

namespace setlogic {

std::string contradiction_text(const Puzzle& p, const Alphabet& a, const Contradiction& c) {
  if (c.kind == Contradiction::Kind::no_candidates)
    return fmt::format("{} has no candidate left", cell_name(p.box, c.cell));
  return fmt::format("{} repeats digit {} of {}", cell_name(p.box, c.cell), a.symbol(c.digit),
                     cell_name(p.box, c.other));
}

std::string position_problem(const Parsed& in) {
  auto c = find_contradiction(in.puzzle);
  return c ? contradiction_text(in.puzzle, *in.alphabet, *c) : std::string();
}

namespace {

// Why a solve under AssumeUnique::yes ends in a contradiction at a position that has a solution.
constexpr std::string_view kUniquenessRefuted =
    "the uniqueness assumption (assume unique: yes) is refuted: the position has a solution, but its givens have "
    "more than one, so the uniqueness steps removed it";

}  // namespace

std::string no_solution_text(const Puzzle& p, AssumeUnique assume_unique, const std::atomic<bool>* cancel) {
  if (assume_unique == AssumeUnique::yes &&
      count_solutions(p, CountOptions{.limit = 1, .cancel = cancel}).solutions > 0)
    return fmt::format("no solution: {}", kUniquenessRefuted);
  return "no solution: every line of reasoning ends in a contradiction";
}

std::string_view solution_count_id(SolutionCount c) {
  switch (c) {
    case SolutionCount::none:
      return "none";
    case SolutionCount::unique:
      return "unique";
    case SolutionCount::multiple:
      return "multiple";
    case SolutionCount::unknown:
      break;
  }
  return "unknown";
}

SolutionCount uniqueness_of(const Puzzle& p, const std::atomic<bool>* cancel) {
  const CountResult r = count_solutions(
      p, CountOptions{
             .limit = 2, .cancel = cancel, .deadline = std::chrono::steady_clock::now() + std::chrono::seconds(1)});
  if (!r.complete && r.solutions < 2) return SolutionCount::unknown;
  return r.solutions == 0 ? SolutionCount::none : r.solutions == 1 ? SolutionCount::unique : SolutionCount::multiple;
}

std::string uniqueness_warning(SolutionCount c) {
  if (c == SolutionCount::multiple) return "the puzzle has more than one solution: this is about one of them";
  if (c == SolutionCount::none) return "the puzzle has no solution: every step shown rests on a false premise";
  return "";
}

std::string check_failure_text(const CheckFailure& f, const Alphabet& a) {
  std::string why;
  switch (f.kind) {
    case CheckFailure::Kind::eliminates_solution:
      why = fmt::format("it eliminates {}, which is the solution's digit", elimination_token(f.candidate, a));
      break;
    case CheckFailure::Kind::places_wrong_digit:
      why = fmt::format("it places {}, which is not the solution's digit", placement_token(f.candidate, a));
      break;
    case CheckFailure::Kind::certificate:
      why =
          fmt::format("certificate check failed at {}: {}", elimination_token(f.candidate, a), describe(f.certificate));
      break;
  }
  return fmt::format("CHECK FAILED at step {} ({}): {}", f.step + 1, format_step(f.offending, a), why);
}

std::string solution_line(const Puzzle& puzzle, const std::vector<std::int8_t>& values, const Alphabet& a) {
  Puzzle solution = Puzzle::empty(puzzle.box);
  solution.values = values;
  return format_line(solution, a);
}

namespace {

bool wanted_kind(const FishQuery& q, Technique t) {
  const std::string_view kind = fish_kind_name(t);
  return (kind == "basic" && q.basic) || (kind == "finned" && q.finned) || (kind == "sashimi" && q.sashimi) ||
         (kind == "franken" && q.franken) || (kind == "mutant" && q.mutant);
}

bool of_digits(const Step& s, DigitSet digits) {
  return digits.none() || std::all_of(s.digits.begin(), s.digits.end(), [&](Digit d) { return digits.test(d); });
}

// The constraints of candidate x other than those in `base`, on a grid of box size `box`.
std::vector<Constraint> other_constraints(const Candidate& x, const std::vector<Constraint>& base, int box) {
  const int n = box * box, row = x.cell.index() / n, col = x.cell.index() % n;
  const int b = row / box * box + col / box;
  std::vector<Constraint> out;
  for (Constraint k :
       {Constraint::of_cell(x.cell), Constraint::of_house(House(row), x.digit, n),
        Constraint::of_house(House(n + col), x.digit, n), Constraint::of_house(House(2 * n + b), x.digit, n)})
    if (std::find(base.begin(), base.end(), k) == base.end()) out.push_back(k);
  return out;
}

}  // namespace

StepList steps_at(const Puzzle& position, const TechniqueSet& techniques, const SearchLimits& limits, bool all,
                  DigitSet digits) {
  SearchLimits wanted = limits;
  wanted.digits = static_cast<std::uint32_t>(digits.word(0));
  if (limits.max_steps != 0) wanted.max_steps = limits.max_steps + 1;  // one more tells that there are more
  StepList out;
  if (all) {
    out.steps = find_all_steps(position, techniques, wanted);
  } else {
    for (Technique t : techniques.list()) {
      TechniqueSet one = TechniqueSet::none();
      one.add(t);
      out.steps = find_all_steps(position, one, wanted);
      if (!out.steps.empty() || limits.budget.spent()) break;
    }
  }
  out.truncated = limits.max_steps != 0 && out.steps.size() > limits.max_steps;
  if (out.truncated) out.steps.resize(limits.max_steps);
  return out;
}

std::optional<PathStep> step_of_path(const Puzzle& start, std::span<const Step> path, int n) {
  if (n < 1 || n > static_cast<int>(path.size())) return std::nullopt;
  std::vector<Puzzle> positions = positions_along(start, path.first(static_cast<std::size_t>(n)));
  if (positions.size() < static_cast<std::size_t>(n)) return std::nullopt;
  return PathStep{std::move(positions.back()), path[static_cast<std::size_t>(n - 1)]};
}

bool set_fish_kinds(FishQuery& query, const std::vector<std::string>& kinds, std::string& bad) {
  query.basic = query.finned = query.sashimi = query.franken = query.mutant = false;
  for (const std::string& kind : kinds) {
    bool* flag = kind == "basic"     ? &query.basic
                 : kind == "finned"  ? &query.finned
                 : kind == "sashimi" ? &query.sashimi
                 : kind == "franken" ? &query.franken
                 : kind == "mutant"  ? &query.mutant
                                     : nullptr;
    if (flag == nullptr) {
      bad = kind;
      return false;
    }
    *flag = true;
  }
  bad.clear();
  return !kinds.empty();
}

std::string_view fish_kind_name(Technique t) {
  switch (info(t).fish) {
    case FishClass::none:
      return "";
    case FishClass::basic:
      return info(t).fins == Fins::none ? "basic" : info(t).fins == Fins::sashimi ? "sashimi" : "finned";
    case FishClass::franken:
      return "franken";
    case FishClass::mutant:
      return "mutant";
  }
  return "";
}

std::vector<Step> find_fish(const Puzzle& position, const FishQuery& query) {
  TechniqueSet techniques = TechniqueSet::none();
  for (const TechniqueInfo& t : catalogue())
    if (wanted_kind(query, t.technique) && t.size >= query.min_size && t.size <= query.max_size)
      techniques.add(t.technique);
  if (techniques.empty()) return {};
  FishLimits limits = query.limits;
  limits.every = query.every;
  limits.franken_size = query.max_size;  // the sizes asked for, on every grid
  std::vector<Step> fish =
      find_all_steps(position, techniques, {.fish = limits, .budget = query.budget, .threads = query.threads});
  std::erase_if(fish, [&](const Step& s) {
    return !of_digits(s, query.digits) || (query.only_endo && s.endo_fins.empty()) ||
           (query.only_cannibal && s.cannibals.empty());
  });
  if (query.siamese) {
    std::vector<Step> pairs = siamese(fish);
    fish.insert(fish.end(), std::make_move_iterator(pairs.begin()), std::make_move_iterator(pairs.end()));
  }
  return fish;
}

std::vector<Step> set_logic_steps(const Puzzle& position, const SetLogicLimits& limits, DigitSet digits, int threads,
                                  const Budget& budget) {
  TechniqueSet only = TechniqueSet::none();
  only.add(Technique::set_logic);
  std::vector<Step> steps = find_all_steps(position, only, {.set_logic = limits, .budget = budget, .threads = threads});
  std::erase_if(steps, [&](const Step& s) { return !of_digits(s, digits); });
  return steps;
}

std::optional<Explanation> explain(const Puzzle& position, const TechniqueSet& techniques, const SearchLimits& limits) {
  auto step = next_step(position, techniques, limits);
  if (!step) return std::nullopt;
  Explanation e{.step = *step,
                .certificates = lower(*step, position),
                .verdict = check_certificate(*step, position, limits.uniqueness.known)};
  if (e.certificates.size() == 1 && e.certificates[0].cover.empty() && step->placements.size() == 1) {
    const std::vector<Constraint> base = e.certificates[0].base;
    e.certificates.clear();
    for (const Constraint& k : other_constraints(step->placements[0], base, position.box))
      e.certificates.push_back({base, {k}});
  }
  return e;
}

std::string_view outcome_id(Outcome o) {
  static constexpr std::array<std::string_view, 5> kIds = {"logic", "guesses", "no_solution", "multiple", "timeout"};
  return kIds[static_cast<std::size_t>(o)];
}

std::string_view outcome_name(Outcome o) {
  static constexpr std::array<std::string_view, 5> kNames = {"solved by logic", "solved with guesses", "no solution",
                                                             "multiple solutions", "timeout"};
  return kNames[static_cast<std::size_t>(o)];
}

namespace {

// The path a program's scale reads: the one solved, when its ladder picks steps as that
// program does, else a solve with the program's profile and the same limits.
template <class Rate>
auto rated_on(const Puzzle& puzzle, const SolveResult& solved, const SolveOptions& options, StepChoice choice,
              std::string_view profile, Rate rate) -> std::optional<decltype(rate(solved.steps))> {
  auto rated = [&](const SolveResult& r) {
    return r.status == SolveResult::Status::solved ? std::optional(rate(r.steps)) : std::nullopt;
  };
  if (options.techniques.choice() == choice) return rated(solved);
  SolveOptions own = options;
  own.techniques = *find_profile(profile);
  own.guess = true;
  own.all_solutions = false;
  own.stats = nullptr;
  own.enough = nullptr;  // it judges the path asked for, not this one
  return rated(solve(puzzle, own));
}

}  // namespace

std::optional<HodokuRating> hodoku_rating(const Puzzle& puzzle, const SolveResult& solved,
                                          const SolveOptions& options) {
  const int cells = static_cast<int>(puzzle.values.size());
  return rated_on(puzzle, solved, options, StepChoice::hodoku, "hodoku",
                  [&](const std::vector<Step>& path) { return HodokuScale::rate(path, cells); });
}

std::optional<SeRating> se_rating(const Puzzle& puzzle, const SolveResult& solved, const SolveOptions& options) {
  return rated_on(puzzle, solved, options, StepChoice::se, "se",
                  [&](const std::vector<Step>& path) { return SeScale::rate(puzzle, path); });
}

ScaleRatings scale_ratings(const Puzzle& puzzle, const SolveResult& solved, const SolveOptions& options,
                           const Scales& scales) {
  ScaleRatings r;
  if (solved.status != SolveResult::Status::solved) return r;
  if (scales.hodoku) r.hodoku = hodoku_rating(puzzle, solved, options);
  if (scales.se) r.se = se_rating(puzzle, solved, options);
  return r;
}

nlohmann::ordered_json solve_json(int line, const Puzzle& puzzle, const SolveResult& res, const Alphabet& a,
                                  bool all_solutions, const ScaleRatings& scales) {
  using nlohmann::ordered_json;
  const bool solved = res.status == SolveResult::Status::solved;
  const Rating rating = rate(res.steps);
  ordered_json j;
  j["line"] = line;
  j["puzzle"] = format_line(puzzle, a);
  j["size"] = puzzle.size();
  j["solved"] = solved;
  j["solution"] = solved ? ordered_json(format_line(res.position, a)) : ordered_json(nullptr);
  if (!solved) j["position"] = format_candidates(res.position, a);
  j["steps"] = steps_json(res.steps, a);
  j["rating"] = rating_json(rating, scales);
  j["guesses"] = res.guesses;
  if (all_solutions) {
    j["solutions"] = res.solutions.size();
    j["complete"] = res.complete;
    j["all_solutions"] = ordered_json::array();
    for (const auto& values : res.solutions) j["all_solutions"].push_back(solution_line(puzzle, values, a));
  }
  return j;
}

RecordRating rate_record(const Parsed& in, const RateOptions& options) {
  RecordRating r;
  auto cancelled = [&] { return options.cancel != nullptr && options.cancel->load(); };
  if (std::string problem = position_problem(in); !problem.empty()) {
    r.outcome = Outcome::no_solution;
    r.reason = problem;
    return r;
  }
  const CountResult count =
      count_solutions(in.puzzle, CountOptions{.limit = 2, .cancel = options.cancel, .deadline = options.deadline});
  if (cancelled()) {
    r.finished = false;
    return r;
  }
  if (!count.complete) {
    r.outcome = Outcome::timeout;
    return r;
  }
  if (count.solutions != 1) {
    r.outcome = count.solutions == 0 ? Outcome::no_solution : Outcome::multiple;
    r.reason = count.solutions == 0 ? "every branch of the search ends in a contradiction"
                                    : "the puzzle has more than one solution";
    return r;
  }
  // a plain puzzle's count is the check
  const bool counted = options.assume_unique == AssumeUnique::check && !in.puzzle.is_position();
  const SolveOptions solving{.techniques = options.techniques,
                             .assume_unique = counted ? AssumeUnique::yes : options.assume_unique,
                             .deadline = options.deadline,
                             .cancel = options.cancel,
                             .limits = options.limits,
                             .enough = options.enough};
  r.solved = solve(in.puzzle, solving);
  if (cancelled()) {
    r.finished = false;
    return r;
  }
  if (r.solved.status == SolveResult::Status::no_solution) {
    // the position has one solution (counted above): only a refuted uniqueness assumption
    // leads the solve into a contradiction
    r.outcome = Outcome::multiple;
    r.reason = kUniquenessRefuted;
    return r;
  }
  if (r.solved.status != SolveResult::Status::solved) {
    r.outcome = Outcome::timeout;
    return r;
  }
  r.outcome = r.solved.guesses > 0 ? Outcome::guesses : Outcome::logic;
  r.rating = rate(r.solved.steps);
  if (options.scales != Scales{}) {
    r.scales = scale_ratings(in.puzzle, r.solved, solving, options.scales);
    if (cancelled()) r.finished = false;
  }
  return r;
}

RateEntry rate_entry(const Record& record, std::string_view source, RateOptions options, double time_limit) {
  const auto start = std::chrono::steady_clock::now();
  RateEntry e;
  e.line = record.line;
  if (!record.ok()) {
    e.reason = fmt::format("{}: {}", source, record.error().text());
    return e;
  }
  const Parsed& in = record.parsed();
  if (time_limit > 0)
    options.deadline = start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                   std::chrono::duration<double>(time_limit));
  e = rate_entry_of(in, rate_record(in, options), record.line);
  if (e.outcome == Outcome::timeout) e.reason = fmt::format("no result within {} s", time_limit);
  e.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return e;
}

RateEntry rate_entry_of(const Parsed& in, RecordRating rated, int line) {
  RateEntry e;
  e.line = line;
  e.alphabet = in.alphabet;
  e.puzzle = format_line(in.puzzle, *in.alphabet);
  e.size = in.puzzle.size();
  e.rated = std::move(rated);
  e.finished = e.rated.finished;
  e.outcome = e.rated.outcome;
  e.reason = e.rated.reason;
  if (e.is_rated()) e.solution = format_line(e.rated.solved.position, *in.alphabet);
  return e;
}

nlohmann::ordered_json rate_entry_json(const RateEntry& e, std::uint64_t n, std::string_view file, bool steps) {
  nlohmann::ordered_json j;
  j["n"] = n;
  if (!file.empty()) j["file"] = file;
  j["line"] = e.line;
  j["outcome"] = e.outcome_text();
  const bool rated = e.is_rated();
  if (!e.puzzle.empty()) {
    j["puzzle"] = e.puzzle;
    j["size"] = e.size;
    j["solved"] = rated;
    j["solution"] = rated ? nlohmann::ordered_json(e.solution) : nlohmann::ordered_json(nullptr);
  }
  if (rated) {
    j["rating"] = rating_json(e.rated.rating, e.rated.scales);
    j["guesses"] = e.rated.solved.guesses;
    PathStats used;
    used.add(e.rated.solved.steps);
    nlohmann::ordered_json counts = nlohmann::ordered_json::object();
    for (const TechniqueInfo& t : catalogue())
      if (const std::uint64_t steps_of = used[t.technique].steps; steps_of > 0) counts[std::string(t.id)] = steps_of;
    j["techniques"] = std::move(counts);
    if (steps) j["steps"] = steps_json(e.rated.solved.steps, *e.alphabet);
  } else {
    j["error"] = e.reason;
  }
  j["ms"] = std::round(e.seconds * 1e6) / 1e3;
  return j;
}

nlohmann::ordered_json generated_json(const CheckedPuzzle& c, std::uint64_t seed, std::uint64_t index, bool steps) {
  nlohmann::ordered_json j = rate_entry_json(c.entry, index + 1, "", steps);
  j["seed"] = seed;
  j["index"] = index;
  j["tried"] = c.made ? c.made->tried : 0;
  return j;
}

}  // namespace setlogic
