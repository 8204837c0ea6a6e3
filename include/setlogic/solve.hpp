#pragma once
// Solving: the technique catalogue and its ladders, the search options, the solve loop, the
// steps at a position, a step as checked base/cover certificates, step text, and HoDoKu
// library cases.

#include <atomic>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "io/regress.hpp"
#include "io/step_text.hpp"
#include "logic/catalogue.hpp"
#include "logic/certificate.hpp"
#include "logic/limits.hpp"
#include "logic/options.hpp"
#include "logic/solver.hpp"
#include "logic/step.hpp"
#include "setlogic/puzzle.hpp"

namespace setlogic {

// Why a solve of `p` ended in a contradiction (SolveResult::Status::no_solution), beginning
// "no solution: ". Under AssumeUnique::yes a position that has a solution is no contradiction
// of its own: its givens have several solutions, and the uniqueness steps that assumed one
// refuted the assumption, which is what the text then says.
std::string no_solution_text(const Puzzle& p, AssumeUnique assume_unique, const std::atomic<bool>* cancel = nullptr);

// The steps that apply at a position: those of the simplest technique of the ladder that has
// any, or (`all`) of every technique; only those about `digits` (none given: every digit).
// At most limits.max_steps of them (0: no cap); `truncated` when there were more.
struct StepList {
  std::vector<Step> steps;
  bool truncated = false;
};
StepList steps_at(const Puzzle& position, const TechniqueSet& techniques, const SearchLimits& limits, bool all,
                  DigitSet digits = {});

// Step n (1-based) of a solve path from `start`, and the position before it; nullopt when the
// path is shorter or a step on the way does not apply.
struct PathStep {
  Puzzle position;
  Step step;
};
std::optional<PathStep> step_of_path(const Puzzle& start, std::span<const Step> path, int n);

// The next step of a ladder as base/cover certificates, with the checker's verdict. A single
// is shown as rank-0 logic of size 1: its base, and each other constraint of the placed
// candidate as a cover.
struct Explanation {
  Step step;
  std::vector<Certificate> certificates;
  std::optional<CertificateError> verdict;  // none: the checker accepts the step
};
std::optional<Explanation> explain(const Puzzle& position, const TechniqueSet& techniques,
                                   const SearchLimits& limits = {});

// Why `solve --check` refused a step: "CHECK FAILED at step 3 (X-Wing: ...): it eliminates
// r1c2<>5, which is the solution's digit".
std::string check_failure_text(const CheckFailure& f, const Alphabet& a);

}  // namespace setlogic
