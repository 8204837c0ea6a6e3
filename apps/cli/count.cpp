// setlogic count: how many solutions each puzzle has (up to a limit), and the solution
// when it is unique. The brute-force solver answers; nothing here explains anything.

#include <fmt/format.h>

#include <setlogic/setlogic.hpp>

#include "args.hpp"
#include "commands.hpp"
#include "inputs.hpp"

namespace setlogic::cli {

int run_count(const CountArgs& args, const Common& common) {
  ReadOptions read;
  if (!common.read_options(read)) return 2;
  CountOptions options{args.limit, args.max_guesses, &interrupted};
  return for_each_parsed(args.inputs, read, args.json, [&](const Source& source, const Record& r) {
    const Parsed& in = r.parsed();
    CountResult res = count_solutions(in.puzzle, options);
    if (interrupted.load() && !res.complete) return refuse_interrupted(source, r.line, args.json);
    std::string line = format_line(in.puzzle, *in.alphabet);
    if (!res.complete)
      return refuse(source, r.line,
                    fmt::format("guess budget of {} exhausted after {} solution(s)", args.max_guesses, res.solutions),
                    args.json);
    Puzzle solution;
    if (res.solutions == 1) {
      solution = Puzzle::empty(in.puzzle.box);
      solution.values = res.solution;
    }
    if (args.json) {
      auto j = puzzle_json(in.puzzle, *in.alphabet);
      j["line"] = r.line;
      j["solutions"] = res.solutions;
      if (res.solutions == 1) j["solution"] = format_line(solution, *in.alphabet);
      j["guesses"] = res.guesses;
      fmt::print("{}\n", json_text(j));
    } else if (res.solutions == 0) {
      fmt::print("{} none\n", line);
    } else if (res.solutions > 1) {
      fmt::print("{} multiple (at least {})\n", line, res.solutions);
    } else if (args.grid) {
      fmt::print("{} unique\n{}\n", line, format_grid(solution, *in.alphabet));
    } else {
      fmt::print("{} unique {}\n", line, format_line(solution, *in.alphabet));
    }
    return Verdict::fine;
  });
}

}  // namespace setlogic::cli
