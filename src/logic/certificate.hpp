#pragma once
// Base/cover certificates and their independent checker.
//
// A certificate is a set of n base constraints with pairwise disjoint candidates and a set
// of m cover constraints that together hold every base candidate. Each constraint holds
// exactly one true candidate, so the n base truths are n distinct candidates, each in at
// least one cover, and the m covers hold at most m truths between them. Suppose a
// candidate x were true:
//   - x outside the base: every cover holding x spends its one truth on x, so
//     cov(x) > m - n (x in more than rank covers) leaves too few covers for the base;
//   - x inside the base: x is a base truth using cov(x) covers, the other n-1 truths need
//     one each, so cov(x) + n - 1 > m is impossible (cannibalism, endo fins).
// Fins: when a certificate lists fins, either some fin is true, and then every candidate it
// conflicts with is false, or none is, and the counting runs on the position without them.
// So with fins an elimination must follow from the counting without the fins and conflict
// with every fin.
// A placement is certified by a base constraint whose only candidate it is.
//
// The checker counts candidates itself from the position; it shares nothing with the
// finders but the constraint numbering, so a finder's mistake cannot hide in it.

#include <optional>
#include <vector>

#include "core/puzzle.hpp"
#include "logic/step.hpp"

namespace setlogic {

struct Certificate {
  std::vector<Constraint> base;
  std::vector<Constraint> cover;
  std::vector<Candidate> fins{};  // exo and endo fins alike
  [[nodiscard]] int rank() const { return static_cast<int>(cover.size()) - static_cast<int>(base.size()); }
};

// The certificates that together justify a step's eliminations and placements. Most steps
// carry exactly one (their base and cover); a naked subset that sits in two houses
// eliminates in both, one certificate per house. Guesses have none.
std::vector<Certificate> lower(const Step& step);

struct CertificateError {
  enum class Kind {
    overlapping_bases,   // two base constraints share a candidate
    uncovered_base,      // a base candidate lies in no cover
    not_a_candidate,     // an elimination or placement that is not in the position
    not_implied,         // an elimination no certificate implies
    misses_a_fin,        // an elimination that does not conflict with every fin
    placement_unproven,  // a placement that is not the last candidate of a base constraint
  } kind;
  Candidate candidate;  // the offending candidate (for the first two: one of them)
};

// Checks that the step's certificates imply every elimination and placement in the
// position `p` (the position before the step).
std::optional<CertificateError> check_certificate(const Step& step, const Puzzle& p);

const char* describe(CertificateError::Kind kind);

}  // namespace setlogic
