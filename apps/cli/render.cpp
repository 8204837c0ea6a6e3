// setlogic render: one position, and a step in it, drawn as SVG (io/svg.hpp). The step is
// the ladder's next one (--next, the default) or the N-th of the solve path (--step N),
// drawn in the position just before it.

#include <fmt/format.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <setlogic/setlogic.hpp>

#include "args.hpp"
#include "commands.hpp"
#include "inputs.hpp"
#include "ladder.hpp"

namespace setlogic::cli {
namespace {

// The position before step `n` (1-based) of the solve path, and that step; an error text
// when the path is shorter or the puzzle cannot be solved.
std::string step_of_path(const Puzzle& start, const TechniqueSet& techniques, const LadderArgs& ladder, int n,
                         Puzzle& position, std::optional<Step>& step) {
  SolveResult res = solve(start, SolveOptions{.techniques = techniques,
                                              .assume_unique = ladder.assume_unique(),
                                              .cancel = &interrupted,
                                              .limits = ladder.limits()});
  if (interrupted.load()) return kInterruptedText;
  if (res.status != SolveResult::Status::solved && res.status != SolveResult::Status::stuck)
    return "the puzzle has no solution the solver could reach";
  if (n > static_cast<int>(res.steps.size()))
    return fmt::format("--step {}: the solve path has only {} steps", n, res.steps.size());
  auto at = step_of_path(start, res.steps, n);
  if (!at) return fmt::format("step {} of the path does not apply", n);
  position = std::move(at->position);
  step = std::move(at->step);
  return {};
}

}  // namespace

int run_render(const RenderArgs& args, const Common& common) {
  ReadOptions read;
  if (!common.read_options(read)) return 2;
  auto techniques = args.ladder.resolve();
  if (!techniques) return 2;
  int records = 0;
  std::string svg;
  int status = for_each_parsed(args.inputs, read, false, [&](const Source& source, const Record& r) {
    if (++records > 1) return refuse(source, r.line, "render draws one position; this is a second one", false);
    const Parsed& in = r.parsed();
    if (std::string problem = position_problem(in); !problem.empty())
      return refuse(source, r.line, "no solution: " + problem, false);
    Puzzle position = in.puzzle;
    std::optional<Step> step;
    if (args.step > 0) {
      if (std::string why = step_of_path(in.puzzle, *techniques, args.ladder, args.step, position, step); !why.empty())
        return refuse(source, r.line, why, false);
    } else {
      step = next_step(in.puzzle, *techniques, args.ladder.limits(in.puzzle, *techniques));
      if (interrupted.load()) return refuse_interrupted(source, r.line, false);
      if (!step)
        fmt::print(stderr, "{}: line {}: no enabled technique applies; drawing the position alone\n", source.name,
                   r.line);
    }
    if (std::string w = uniqueness_warning(uniqueness_of(in.puzzle, &interrupted)); !w.empty())
      fmt::print(stderr, "{}: line {}: warning: {}\n", escaped(source.name), r.line, w);
    if (args.branch > 0 && (!step || static_cast<int>(step->branches.size()) < args.branch))
      return refuse(source, r.line,
                    fmt::format("--branch {}: the step has {} branches", args.branch, step ? step->branches.size() : 0),
                    false);
    svg = render_svg(position, *in.alphabet, step ? &*step : nullptr, args.branch - 1);
    return Verdict::fine;
  });
  if (records == 0 && status == 0) {
    fmt::print(stderr, "setlogic: render needs a position\n");
    return 1;
  }
  if (svg.empty()) return status;
  if (args.output.empty()) {
    std::fputs(svg.c_str(), stdout);
  } else {
    FILE* f = std::fopen(args.output.c_str(), "wb");
    const bool written = f != nullptr && std::fputs(svg.c_str(), f) >= 0;
    const int why = errno;
    if (f == nullptr || std::fclose(f) != 0 || !written) {
      fmt::print(stderr, "setlogic: cannot write '{}': {}\n", escaped(args.output),
                 std::strerror(written ? errno : why));
      return 2;
    }
  }
  return status;
}

}  // namespace setlogic::cli
