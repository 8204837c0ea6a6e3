// setlogic solve / hint / steps: the logic solver's front end. It reads positions, asks
// the library, and prints steps in the chosen notation; no solving happens here.

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <setlogic/setlogic.hpp>

#include "commands.hpp"
#include "inputs.hpp"
#include "ladder.hpp"
#include "lists.hpp"

namespace setlogic::cli {

namespace {

struct StepOutput {
  std::string notation = "hodoku";
  bool json = false;
  Notation style = Notation::hodoku;
  void add_to(CLI::App& sub) {
    sub.add_option("--notation", notation, "Step notation: hodoku (one line) or gnpx (long form)")
        ->check(CLI::IsMember({"hodoku", "gnpx"}))
        ->capture_default_str();
    sub.add_flag("--json", json, "One JSON object per puzzle");
  }
  void resolve() { style = *find_notation(notation); }
};

// The loop solve, hint and steps share: options resolved once (exit 2 when they are
// wrong), then every record whose values stand goes to `on_position` with the ladder.
int for_each_position(const Common& common, const LadderArgs& ladder, StepOutput& out,
                      const std::vector<std::string>& inputs,
                      const std::function<Verdict(const Source&, const Record&, const TechniqueSet&)>& on_position) {
  ReadOptions read;
  if (!common.read_options(read)) return 2;
  auto techniques = ladder.resolve();
  if (!techniques) return 2;
  out.resolve();
  return for_each_parsed(inputs, read, out.json, [&](const Source& source, const Record& r) {
    const Parsed& in = r.parsed();
    if (std::string problem = position_problem(in); !problem.empty())
      return refuse(source, r.line, "no solution: " + problem, out.json);
    return on_position(source, r, *techniques);
  });
}

struct SolveArgs {
  LadderArgs ladder;
  StepOutput out;
  bool guess = true;
  bool all_solutions = false;
  int limit = 2;
  bool check = false;
  long max_guesses = 0;
  double time_limit = 0;
  bool stats = false;
  std::vector<std::string> inputs;
};

// The --stats table on stderr: one line per technique that ran.
void print_stats(const SolveStats& stats) {
  fmt::print(stderr, "{:<38} {:>10} {:>8} {:>10} {:>10}\n", "technique", "searches", "steps", "ms", "us/search");
  for (const TechniqueInfo& t : catalogue()) {
    const TechniqueStats& s = stats[static_cast<std::size_t>(t.technique)];
    if (s.searches == 0 && s.steps == 0) continue;
    fmt::print(stderr, "{:<38} {:>10} {:>8} {:>10.1f} {:>10.2f}\n", t.name, s.searches, s.steps, s.seconds * 1e3,
               s.searches > 0 ? s.seconds * 1e6 / static_cast<double>(s.searches) : 0.0);
  }
}

void print_solve_text(const SolveArgs& args, const Puzzle& puzzle, const SolveResult& res, const Alphabet& a) {
  const Rating rating = rate(res.steps);
  fmt::print("{}\n", format_line(puzzle, a));
  for (const Step& s : res.steps) fmt::print("{}\n", format_step(s, a, args.out.style));
  if (res.status == SolveResult::Status::solved)
    fmt::print("Solution: {}\n", format_line(res.position, a));
  else
    fmt::print("Stuck: no enabled technique applies\n{}\n", format_pencilmarks(res.position, a));
  fmt::print("Rating: {} points, hardest {} ({}), grade {}\n", rating.points,
             rating.hardest ? info(*rating.hardest).name : "none", rating.hardest_points, level_name(rating.grade));
  if (res.guesses > 0) fmt::print("Guesses: {}\n", res.guesses);
  if (args.all_solutions) {
    if (res.complete)
      fmt::print("Solutions: {} (search complete)\n", res.solutions.size());
    else
      fmt::print("Solutions: at least {}\n", res.solutions.size());
    for (std::size_t k = 1; k < res.solutions.size(); ++k)
      fmt::print("Solution {}: {}\n", k + 1, solution_line(puzzle, res.solutions[k], a));
  }
  fmt::print("\n");
}

Verdict solve_one(const SolveArgs& args, const Source& source, const Record& r, const TechniqueSet& techniques,
                  SolveStats& stats) {
  const Parsed& in = r.parsed();
  const Alphabet& a = *in.alphabet;
  SolveOptions options{.techniques = techniques,
                       .assume_unique = args.ladder.assume_unique(),
                       .guess = args.guess,
                       .all_solutions = args.all_solutions,
                       .limit = args.limit,
                       .max_guesses = args.max_guesses,
                       .cancel = &interrupted,
                       .stats = args.stats ? &stats : nullptr,
                       .limits = args.ladder.limits()};
  if (args.time_limit > 0)
    options.deadline =
        std::chrono::steady_clock::now() +
        std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(args.time_limit));
  CountResult reference;
  if (args.check) {
    reference = count_solutions(in.puzzle, CountOptions{.limit = 2, .cancel = &interrupted});
    if (interrupted.load()) return refuse_interrupted(source, r.line, args.out.json);
    if (reference.solutions != 1)
      return refuse(
          source, r.line,
          reference.solutions == 0 ? "no solution" : "more than one solution: --check needs a unique solution",
          args.out.json);
    options.check = &reference.solution;
  }
  SolveResult res = solve(in.puzzle, options);
  using Status = SolveResult::Status;
  if (interrupted.load() && res.status == Status::stopped) return refuse_interrupted(source, r.line, args.out.json);
  if (res.status == Status::failed_check)
    return refuse(source, r.line, check_failure_text(*res.failure, a), args.out.json);
  if (res.status == Status::no_solution)
    return refuse(source, r.line, no_solution_text(in.puzzle, args.ladder.assume_unique(), &interrupted),
                  args.out.json);
  if (res.status == Status::stopped)
    return refuse(source, r.line, fmt::format("stopped by the guess or time budget after {} guesses", res.guesses),
                  args.out.json);
  // --all-solutions counts them itself; otherwise the solve finds one, so say when it is not
  // the only one
  const SolutionCount uniqueness = args.all_solutions ? SolutionCount::unknown : uniqueness_of(in.puzzle, &interrupted);
  if (args.out.json) {
    nlohmann::ordered_json j = solve_json(r.line, in.puzzle, res, a, args.all_solutions);
    if (!args.all_solutions) j["uniqueness"] = solution_count_id(uniqueness);
    fmt::print("{}\n", json_text(j));
  } else {
    print_solve_text(args, in.puzzle, res, a);
    if (std::string w = uniqueness_warning(uniqueness); !w.empty()) fmt::print("Warning: {}\n", w);
  }
  return args.all_solutions && res.solutions.size() > 1 ? Verdict::bad : Verdict::fine;
}

int run_solve(SolveArgs& args, const Common& common) {
  SolveStats stats{};
  int status = for_each_position(common, args.ladder, args.out, args.inputs,
                                 [&](const Source& source, const Record& r, const TechniqueSet& techniques) {
                                   return solve_one(args, source, r, techniques, stats);
                                 });
  if (args.stats) print_stats(stats);
  return status;
}

struct StepsArgs {
  LadderArgs ladder;
  StepOutput out;
  bool all = false;
  int threads = 0;
  std::vector<std::string> digits;
  std::vector<std::string> inputs;
  bool hint = false;
};

Verdict steps_one(const StepsArgs& args, const Source& source, const Record& r, const TechniqueSet& techniques) {
  const Parsed& in = r.parsed();
  const Alphabet& a = *in.alphabet;
  std::string bad;
  auto digits = digit_mask(args.digits, a, bad);
  if (!digits) return refuse(source, r.line, fmt::format("--digit {}: not a digit of this grid", bad), args.out.json);
  std::vector<Step> steps;
  if (args.hint) {
    if (auto s = next_step(in.puzzle, techniques, args.ladder.limits(in.puzzle, techniques)))
      steps.push_back(std::move(*s));
  } else {
    SearchLimits limits = args.ladder.limits(in.puzzle, techniques);
    limits.threads = thread_count(args.threads);
    steps = steps_at(in.puzzle, techniques, limits, args.all, *digits).steps;
  }
  // an unfinished search found nothing or part of the list: neither is printed as the answer
  if (interrupted.load()) return refuse_interrupted(source, r.line, args.out.json);
  const SolutionCount uniqueness = uniqueness_of(in.puzzle, &interrupted);
  if (args.out.json) {
    nlohmann::ordered_json j;
    j["line"] = r.line;
    j["puzzle"] = format_line(in.puzzle, a);
    j["uniqueness"] = solution_count_id(uniqueness);
    j["steps"] = steps_json(steps, a);
    fmt::print("{}\n", json_text(j));
  } else {
    if (std::string w = uniqueness_warning(uniqueness); !w.empty())
      fmt::print(stderr, "{}: line {}: warning: {}\n", escaped(source.name), r.line, w);
    for (const Step& s : steps) fmt::print("{}\n", format_step(s, a, args.out.style));
    if (steps.empty()) fmt::print("No step: no enabled technique applies\n");
  }
  return Verdict::fine;
}

int run_steps(StepsArgs& args, const Common& common) {
  return for_each_position(common, args.ladder, args.out, args.inputs,
                           [&](const Source& source, const Record& r, const TechniqueSet& techniques) {
                             return steps_one(args, source, r, techniques);
                           });
}

}  // namespace

Command add_solve(CLI::App& app, const Common& common) {
  auto args = std::make_shared<SolveArgs>();
  auto* sub = app.add_subcommand("solve", "Solve step by step, explain each step, rate the puzzle");
  args->ladder.add_to(*sub);
  args->out.add_to(*sub);
  sub->add_flag("--guess,!--no-guess", args->guess, "Guess and check when logic is stuck (default on)");
  sub->add_flag("--all-solutions", args->all_solutions,
                "Follow every branch to count solutions (up to --limit); more than one is an error");
  sub->add_option("--limit", args->limit, "Solutions to look for with --all-solutions")
      ->check(CLI::Range(1, 1 << 30))
      ->capture_default_str();
  sub->add_flag("--check", args->check,
                "Check every step against the brute-force solution and its certificate; a failure is an error");
  sub->add_option("--max-guesses", args->max_guesses, "Give up after this many guesses (0: no limit)")
      ->check(whole_in(0, 1LL << 62));
  sub->add_flag("--stats", args->stats, "Print searches, applied steps and time per technique on stderr at the end");
  sub->add_option("--time-limit", args->time_limit, "Give up on a puzzle after this many seconds (0: no limit)")
      ->check(seconds_in(0, 1e6));
  sub->add_option("inputs", args->inputs, "Files ('-' for standard input) or puzzles; none: standard input");
  return [args, &common] { return run_solve(*args, common); };
}

Command add_hint(CLI::App& app, const Common& common) {
  auto args = std::make_shared<StepsArgs>();
  args->hint = true;
  auto* sub = app.add_subcommand("hint", "Print the next step of each position");
  args->ladder.add_to(*sub);
  args->out.add_to(*sub);
  sub->add_option("inputs", args->inputs,
                  "Positions: puzzle lines, candidate strings, pencilmark grids or HoDoKu library lines; files or '-'");
  return [args, &common] { return run_steps(*args, common); };
}

Command add_steps(CLI::App& app, const Common& common) {
  auto args = std::make_shared<StepsArgs>();
  auto* sub = app.add_subcommand("steps", "List the steps that apply in each position now");
  args->ladder.add_to(*sub);
  args->out.add_to(*sub);
  sub->add_flag("--all", args->all, "Every step of every enabled technique (default: those of the simplest one)");
  sub->add_option("--digit", args->digits, "Only steps about this digit (repeatable)")->allow_extra_args(false);
  add_threads_option(*sub, args->threads, "Threads sharing out the fish search (by digit)");
  sub->add_option("inputs", args->inputs,
                  "Positions: puzzle lines, candidate strings, pencilmark grids or HoDoKu library lines; files or '-'");
  return [args, &common] { return run_steps(*args, common); };
}

}  // namespace setlogic::cli
