#include "logic/certificate.hpp"

#include <algorithm>
#include <map>

namespace setlogic {

namespace {

// Candidate ids cell * N + digit over the position's candidate masks.
class Position {
 public:
  explicit Position(const Puzzle& p) : n_(p.size()), box_(p.box), masks_(candidate_masks(p)) {
    for (int c = 0; c < p.cell_count(); ++c)
      if (p.values[c] != kEmpty) masks_[c] = 0;  // a solved cell's constraints hold no candidates
  }
  [[nodiscard]] int size() const { return n_; }
  void remove(Candidate x) { masks_[x.cell.index()] &= ~(std::uint32_t{1} << x.digit.index()); }
  // Both true is impossible: one cell with two digits, or one digit twice in a house.
  [[nodiscard]] bool conflict(Candidate x, Candidate y) const {
    if (x.cell == y.cell) return x.digit != y.digit;
    if (x.digit != y.digit) return false;
    int rx = x.cell.index() / n_, cx = x.cell.index() % n_, ry = y.cell.index() / n_, cy = y.cell.index() % n_;
    return rx == ry || cx == cy || (rx / box_ == ry / box_ && cx / box_ == cy / box_);
  }
  [[nodiscard]] bool has(Candidate x) const { return (masks_[x.cell.index()] >> x.digit.index() & 1) != 0; }
  [[nodiscard]] int id(Candidate x) const { return x.cell.index() * n_ + x.digit.index(); }

  [[nodiscard]] std::vector<Candidate> members(const Constraint& k) const {
    std::vector<Candidate> out;
    if (k.kind == ConstraintKind::cell) {
      for (int d = 0; d < n_; ++d)
        if (has({k.cell, Digit(d)})) out.push_back({k.cell, Digit(d)});
      return out;
    }
    int ordinal = k.house.index() % n_;
    for (int i = 0; i < n_; ++i) {
      int r = 0, c = 0;
      switch (k.kind) {
        case ConstraintKind::row_digit:
          r = ordinal, c = i;
          break;
        case ConstraintKind::column_digit:
          r = i, c = ordinal;
          break;
        default:
          r = ordinal / box_ * box_ + i / box_, c = ordinal % box_ * box_ + i % box_;
          break;
      }
      Candidate x{Cell(r * n_ + c), k.digit};
      if (has(x)) out.push_back(x);
    }
    return out;
  }

 private:
  int n_;
  int box_;
  std::vector<std::uint32_t> masks_;
};

bool is_cell_base(const Step& step) {
  if (step.base.empty()) return false;
  for (const Constraint& k : step.base)
    if (k.kind != ConstraintKind::cell) return false;
  return true;
}

}  // namespace

std::vector<Certificate> lower(const Step& step) {
  if (info(step.technique).family == Family::guess) return {};
  if (!step.parts.empty()) {
    std::vector<Certificate> out;
    for (const Step& part : step.parts)
      for (Certificate& c : lower(part)) out.push_back(std::move(c));
    return out;
  }
  // A naked subset whose cells share two houses: each house alone is a certificate.
  if (info(step.technique).family == Family::subsets && is_cell_base(step) && !step.cover.empty()) {
    std::map<int, Certificate> by_house;
    for (const Constraint& k : step.cover) {
      Certificate& c = by_house[k.house.index()];
      c.base = step.base;
      c.cover.push_back(k);
    }
    std::vector<Certificate> out;
    for (auto& [house, c] : by_house) out.push_back(std::move(c));
    return out;
  }
  Certificate c{step.base, step.cover, step.fins};
  c.fins.insert(c.fins.end(), step.endo_fins.begin(), step.endo_fins.end());
  return {c};
}

std::optional<CertificateError> check_certificate(const Step& step, const Puzzle& p) {
  using Kind = CertificateError::Kind;
  const Position full(p);
  for (const Candidate& x : step.eliminations)
    if (!full.has(x)) return CertificateError{Kind::not_a_candidate, x};
  for (const Candidate& x : step.placements)
    if (!full.has(x)) return CertificateError{Kind::not_a_candidate, x};
  if (info(step.technique).family == Family::guess) return std::nullopt;

  std::vector<Certificate> certs = lower(step);
  const int ids = p.cell_count() * full.size();
  std::vector<bool> implied(static_cast<std::size_t>(ids), false);
  std::vector<bool> missed_fin(static_cast<std::size_t>(ids), false);
  // A placement-only step (a single) needs no covers: its base alone proves it.
  for (const Certificate& cert : step.eliminations.empty() ? std::vector<Certificate>{} : certs) {
    Position counted = full;  // the counting runs as if no fin were true
    for (const Candidate& f : cert.fins) counted.remove(f);
    std::vector<int> in_base(static_cast<std::size_t>(ids), 0);
    std::vector<int> covers(static_cast<std::size_t>(ids), 0);
    for (const Constraint& k : cert.base)
      for (Candidate x : counted.members(k))
        if (in_base[counted.id(x)]++) return CertificateError{Kind::overlapping_bases, x};
    for (const Constraint& k : cert.cover)
      for (Candidate x : counted.members(k)) ++covers[counted.id(x)];
    for (const Constraint& k : cert.base)
      for (Candidate x : counted.members(k))
        if (covers[counted.id(x)] == 0) return CertificateError{Kind::uncovered_base, x};
    const int n = static_cast<int>(cert.base.size());
    const int m = static_cast<int>(cert.cover.size());
    for (const Candidate& x : step.eliminations) {
      int id = counted.id(x);
      bool contradiction = in_base[id] ? covers[id] + n - 1 > m : covers[id] > m - n;
      bool sees_fins =
          std::all_of(cert.fins.begin(), cert.fins.end(), [&](Candidate f) { return counted.conflict(x, f); });
      if (contradiction && sees_fins) implied[id] = true;
      if (contradiction && !sees_fins) missed_fin[id] = true;
    }
  }
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
    case CertificateError::Kind::overlapping_bases:
      return "two base sets share a candidate";
    case CertificateError::Kind::uncovered_base:
      return "a base candidate lies in no cover set";
    case CertificateError::Kind::not_a_candidate:
      return "it is not a candidate of the position";
    case CertificateError::Kind::not_implied:
      return "the base/cover sets do not imply this elimination";
    case CertificateError::Kind::misses_a_fin:
      return "the elimination does not see every fin";
    case CertificateError::Kind::placement_unproven:
      return "the placement is not the last candidate of a base set";
  }
  return "unknown";
}

}  // namespace setlogic
