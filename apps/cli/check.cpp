// setlogic check: validates each puzzle (syntax, alphabet, repeated digits, exactly one
// solution) and prints it normalised, or says what is wrong and where.

#include <fmt/format.h>

#include <setlogic/setlogic.hpp>

#include "args.hpp"
#include "commands.hpp"
#include "inputs.hpp"

namespace setlogic::cli {

namespace {

// What is wrong with a well-formed puzzle, or an empty string.
std::string problem(const Parsed& in) {
  if (auto c = find_contradiction(in.puzzle)) return contradiction_text(in.puzzle, *in.alphabet, *c);
  CountResult res = count_solutions(in.puzzle, {2, 0, &interrupted});
  if (!res.complete) return {};  // interrupted: the caller says so
  if (res.solutions == 0) return "no solution";
  if (res.solutions > 1) return "more than one solution";
  return {};
}

}  // namespace

int run_check(const CheckArgs& args, const Common& common) {
  ReadOptions read;
  if (!common.read_options(read)) return 2;
  return for_each_parsed(args.inputs, read, args.json, [&](const Source& source, const Record& r) {
    const Parsed& in = r.parsed();
    std::string why = problem(in);
    if (interrupted.load() && why.empty()) return refuse_interrupted(source, r.line, args.json);
    if (!why.empty()) return refuse(source, r.line, why, args.json);
    if (args.json) {
      auto j = puzzle_json(in.puzzle, *in.alphabet);
      j["line"] = r.line;
      fmt::print("{}\n", json_text(j));
    } else {
      fmt::print("{}\n", in.puzzle.is_position() ? format_candidates(in.puzzle, *in.alphabet)
                                                 : format_line(in.puzzle, *in.alphabet));
    }
    return Verdict::fine;
  });
}

}  // namespace setlogic::cli
