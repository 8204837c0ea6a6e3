#include "logic/certificate.hpp"

#include <algorithm>

#include "logic/check/position.hpp"
#include "logic/check/proofs.hpp"

namespace setlogic {

namespace {

using check::Position;
using Kind = CertificateError::Kind;

// Marks what one certificate implies among the step's eliminations; an error when the
// certificate itself is malformed.
std::optional<CertificateError> count(const Step& step, const Certificate& cert, const Position& full,
                                      std::vector<bool>& implied, std::vector<bool>& missed_fin) {
  Position counted = full;  // the counting runs as if no fin were true
  for (const Candidate& f : cert.fins) counted.remove(f);
  std::vector<int> in_base(static_cast<std::size_t>(full.ids()), 0);
  std::vector<int> covers(static_cast<std::size_t>(full.ids()), 0);
  std::vector<std::vector<Candidate>> bases;
  for (const Constraint& k : cert.base) bases.push_back(counted.members(k));
  if (cert.pattern) bases.push_back(check::guardians(*cert.pattern, counted));
  for (const auto& members : bases)
    for (Candidate x : members)
      if (in_base[counted.id(x)]++) return CertificateError{Kind::overlapping_bases, x};
  for (const Constraint& k : cert.cover)
    for (Candidate x : counted.members(k)) ++covers[counted.id(x)];
  for (const auto& members : bases)
    for (Candidate x : members)
      if (covers[counted.id(x)] == 0) return CertificateError{Kind::uncovered_base, x};
  const int n = static_cast<int>(bases.size());
  const int m = static_cast<int>(cert.cover.size());
  for (const Candidate& x : step.eliminations) {
    const int id = counted.id(x);
    const bool contradiction = in_base[id] ? covers[id] + n - 1 > m : covers[id] > m - n;
    const bool sees_fins =
        std::all_of(cert.fins.begin(), cert.fins.end(), [&](Candidate f) { return counted.conflict(x, f); });
    if (contradiction && sees_fins) implied[id] = true;
    if (contradiction && !sees_fins) missed_fin[id] = true;
  }
  return std::nullopt;
}

}  // namespace

std::optional<CertificateError> check_certificate(const Step& step, const Puzzle& p, Uniqueness uniqueness) {
  const Position full(p);
  for (const Candidate& x : step.eliminations)
    if (!full.has(x)) return CertificateError{Kind::not_a_candidate, x};
  for (const Candidate& x : step.placements)
    if (!full.has(x)) return CertificateError{Kind::not_a_candidate, x};
  const FamilyInfo& family = family_of(step.technique);
  if (family.proof == Proof::none) return std::nullopt;
  if (!step.branches.empty()) return check::forcing(step, full);
  if (family.proof == Proof::templates) return check::templates(step, full);
  if (family.proof == Proof::aligned) return check::aligned(step, full);
  // Sets sharing cells, or a chain passing a set's cell twice, are not counted: each
  // inference is checked instead.
  if (family.evidence == Evidence::als && check::sharing(step)) return check::als(step, full);
  if (family.evidence == Evidence::chain && check::passes_sets_twice(step)) return check::inferences(step, full);

  std::vector<Certificate> certs = lower(step, p);
  for (const Certificate& cert : certs)
    if (cert.pattern) {
      if (auto e = check::deadly(*cert.pattern, full, uniqueness == Uniqueness::position)) return e;
      if (uniqueness == Uniqueness::unknown)
        return CertificateError{Kind::uniqueness_unknown, {cert.pattern->cells[0], cert.pattern->digits[0]}};
    }
  std::vector<bool> implied(static_cast<std::size_t>(full.ids()), false);
  std::vector<bool> missed_fin(implied.size(), false);
  // A placement-only step (a single) needs no covers: its base alone proves it.
  if (!step.eliminations.empty())
    for (const Certificate& cert : certs)
      if (auto e = count(step, cert, full, implied, missed_fin)) return e;
  for (const Candidate& x : step.eliminations)
    if (!implied[full.id(x)])
      return CertificateError{missed_fin[full.id(x)] ? Kind::misses_a_fin : Kind::not_implied, x};

  for (const Candidate& x : step.placements) {
    bool proven = false;
    for (const Certificate& cert : certs)
      for (const Constraint& k : cert.base) {
        std::vector<Candidate> m = full.members(k);
        if (m.size() == 1 && m[0] == x) proven = true;
      }
    if (!proven) return CertificateError{Kind::placement_unproven, x};
  }
  return std::nullopt;
}

const char* describe(CertificateError::Kind kind) {
  switch (kind) {
    case Kind::overlapping_bases:
      return "two base sets share a candidate";
    case Kind::uncovered_base:
      return "a base candidate lies in no cover set";
    case Kind::not_a_candidate:
      return "it is not a candidate of the position";
    case Kind::not_implied:
      return "the base/cover sets do not imply this elimination";
    case Kind::misses_a_fin:
      return "the elimination does not see every fin";
    case Kind::placement_unproven:
      return "the placement is not the last candidate of a base set";
    case Kind::uniqueness_unknown:
      return "a uniqueness step, but the puzzle is not known to have one solution";
    case Kind::given_in_pattern:
      return "the deadly pattern holds a given";
    case Kind::not_deadly:
      return "the pattern is not deadly: a filling of it has no second one";
    case Kind::unjustified:
      return "the implication does not follow from its cited causes by its rule";
    case Kind::no_contradiction:
      return "the branch does not end in a contradiction";
    case Kind::not_exhaustive:
      return "the branches' premises need not hold one truth";
    case Kind::not_forced:
      return "a branch does not reach this conclusion";
    case Kind::template_miscount:
      return "the digit's placement templates are not as many as the step says";
    case Kind::not_an_als:
      return "a set of the step is not an almost locked set here";
    case Kind::broken_als_link:
      return "a link or petal of the ALS step does not hold";
    case Kind::combination_possible:
      return "a combination of the base cells holding this candidate is excluded by none of the step's sets";
  }
  return "unknown";
}

}  // namespace setlogic
