// setlogic solve / hint / steps: the logic solver's front end. It reads positions, asks
// the library, and prints steps in the chosen notation; no solving happens here.

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <setlogic/setlogic.hpp>

#include "args.hpp"
#include "commands.hpp"
#include "inputs.hpp"
#include "ladder.hpp"
#include "lists.hpp"

namespace setlogic::cli {

namespace {

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
  if (!out.output.empty()) {
    if (!safe_output(out.output, inputs)) return 2;
    if (std::freopen(out.output.c_str(), "wb", stdout) == nullptr) {
      fmt::print(stderr, "setlogic: cannot write '{}': {}\n", escaped(out.output), std::strerror(errno));
      return 2;
    }
  }
  return for_each_parsed(inputs, read, out.json, [&](const Source& source, const Record& r) {
    const Parsed& in = r.parsed();
    if (std::string problem = position_problem(in); !problem.empty())
      return refuse(source, r.line, "no solution: " + problem, out.json);
    return on_position(source, r, *techniques);
  });
}

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

// The puzzle, then (before the path, which on a puzzle of several solutions guesses among
// them) what is known of its solutions, then the path and the verdicts.
void print_solve_text(const SolveArgs& args, const Puzzle& puzzle, const SolveResult& res, const Alphabet& a,
                      const ScaleRatings& scales, SolutionCount uniqueness) {
  const Rating rating = rate(res.steps);
  fmt::print("{}\n", format_line(puzzle, a));
  if (std::string w = uniqueness_warning(uniqueness); !w.empty()) fmt::print("Warning: {}\n", w);
  for (const Step& s : res.steps) fmt::print("{}\n", format_step(s, a, args.out.style));
  if (res.status == SolveResult::Status::solved)
    fmt::print("Solution: {}\n", format_line(res.position, a));
  else
    fmt::print("Stuck: no enabled technique applies\n{}\n", format_pencilmarks(res.position, a));
  fmt::print("Rating: {} points, hardest {} ({}), grade {}\n", rating.points,
             rating.hardest ? info(*rating.hardest).name : "none", rating.hardest_points, level_name(rating.grade));
  if (const auto& h = scales.hodoku) fmt::print("HoDoKu: {} ({})\n", level_name(h->level), h->score);
  if (const auto& se = scales.se)
    fmt::print("Sudoku Explainer: ER {}, EP {}, ED {}\n", tenths_text(se->er), tenths_text(se->ep),
               tenths_text(se->ed));
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
  const ScaleRatings scales = scale_ratings(in.puzzle, res, options, *find_scale(args.scale));
  if (args.out.json) {
    nlohmann::ordered_json j = solve_json(r.line, in.puzzle, res, a, args.all_solutions, scales);
    if (!args.all_solutions) j["uniqueness"] = solution_count_id(uniqueness);
    fmt::print("{}\n", json_text(j));
  } else {
    print_solve_text(args, in.puzzle, res, a, scales, uniqueness);
  }
  return args.all_solutions && res.solutions.size() > 1 ? Verdict::bad : Verdict::fine;
}

}  // namespace

int run_solve(SolveArgs& args, const Common& common) {
  SolveStats stats{};
  int status = for_each_position(common, args.ladder, args.out, args.inputs,
                                 [&](const Source& source, const Record& r, const TechniqueSet& techniques) {
                                   return solve_one(args, source, r, techniques, stats);
                                 });
  if (args.stats) print_stats(stats);
  return status;
}

namespace {

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
    const HintLevel level = *find_hint_level(args.level);
    j["steps"] = nlohmann::ordered_json::array();
    for (const Step& s : steps) j["steps"].push_back(hint_json(s, a, level));
    fmt::print("{}\n", json_text(j));
  } else {
    if (std::string w = uniqueness_warning(uniqueness); !w.empty())
      fmt::print(stderr, "{}: line {}: warning: {}\n", escaped(source.name), r.line, w);
    for (const Step& s : steps) fmt::print("{}\n", hint_text(s, a, *find_hint_level(args.level), args.out.style));
    if (steps.empty()) fmt::print("No step: no enabled technique applies\n");
  }
  return Verdict::fine;
}

}  // namespace

int run_steps(StepsArgs& args, const Common& common) {
  return for_each_position(common, args.ladder, args.out, args.inputs,
                           [&](const Source& source, const Record& r, const TechniqueSet& techniques) {
                             return steps_one(args, source, r, techniques);
                           });
}

}  // namespace setlogic::cli
