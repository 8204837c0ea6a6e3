// setlogic regress: runs HoDoKu library lines (io/regress.hpp says when a case passes). A
// failure prints the expected line and every actual step as library lines, ready to paste.

#include <fmt/format.h>

#include <algorithm>
#include <setlogic/setlogic.hpp>

#include "args.hpp"
#include "commands.hpp"
#include "inputs.hpp"

namespace setlogic::cli {

int run_regress(const RegressArgs& args, const Common& common) {
  ReadOptions read;
  if (!common.read_options(read)) return 2;
  int passed = 0, failed = 0, skipped = 0;
  int status = for_each_parsed(args.inputs, read, false, [&](const Source& source, const Record& r) {
    const Parsed& in = r.parsed();
    if (!in.library) return Verdict::fine;  // a plain puzzle in a regression file: nothing to test
    const LibraryCase& c = *in.library;
    if (std::string problem = position_problem(in); !problem.empty()) {
      ++failed;
      return refuse(source, r.line, "the case's position is contradictory: " + problem, false);
    }
    CaseOutcome outcome = run_case(in.puzzle, c);
    if (outcome.verdict == CaseOutcome::Verdict::unknown_code) {
      ++failed;
      fmt::print("FAIL {}:{}: {} is not a HoDoKu library code\n", escaped(source.name), r.line, c.code);
      return Verdict::bad;
    }
    if (outcome.verdict == CaseOutcome::Verdict::not_implemented) {
      ++skipped;
      if (args.verbose) fmt::print("skip {}:{}: {} is not implemented\n", source.name, r.line, c.code);
      return Verdict::fine;
    }
    if (outcome.verdict == CaseOutcome::Verdict::passed) {
      ++passed;
      return Verdict::fine;
    }
    ++failed;
    const Alphabet& a = *in.alphabet;
    fmt::print("FAIL {}:{}\n  expected: {}\n", source.name, r.line, format_library(in.puzzle, a, c));
    if (outcome.steps.empty()) fmt::print("  actual:   no {} step\n", info(*outcome.technique).name);
    for (const Step& s : outcome.steps)
      fmt::print("  actual:   {}\n            {}\n", format_library(in.puzzle, a, as_case(s, c.code)),
                 format_step(s, a));
    return Verdict::bad;
  });
  fmt::print("{} passed, {} failed, {} skipped\n", passed, failed, skipped);
  return status;
}

}  // namespace setlogic::cli
