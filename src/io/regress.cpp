#include "io/regress.hpp"

#include <algorithm>

#include "logic/solver.hpp"
#include "logic/techniques/fish.hpp"

namespace setlogic {

namespace {

std::vector<CandidateRef> refs(const std::vector<Candidate>& xs) {
  std::vector<CandidateRef> out;
  for (const Candidate& x : xs) out.push_back({x.cell.index(), x.digit.index()});
  return out;
}

// Library order: by digit, then cell.
std::vector<CandidateRef> sorted(std::vector<CandidateRef> v) {
  std::sort(v.begin(), v.end(),
            [](CandidateRef a, CandidateRef b) { return std::pair(a.digit, a.cell) < std::pair(b.digit, b.cell); });
  return v;
}

}  // namespace

LibraryCase as_case(const Step& s, const std::string& code) {
  LibraryCase got{.code = code};
  for (Digit d : s.digits) got.digits.push_back(d.index());
  got.eliminations = sorted(refs(s.eliminations));
  got.placements = sorted(refs(s.placements));
  return got;
}

CaseOutcome run_case(const Puzzle& position, const LibraryCase& c) {
  CaseOutcome out;
  const bool siamese_case = c.code.size() == 5 && c.code.back() == '1';
  out.technique = find_technique(siamese_case ? c.code.substr(0, 4) : c.code);
  if (!out.technique || !is_searchable(*out.technique)) {
    out.technique.reset();
    return out;
  }
  TechniqueSet only = TechniqueSet::none();
  only.add(*out.technique);
  if (siamese_case)  // a Siamese pair may join a finned and a sashimi fish of one size
    for (const TechniqueInfo& t : catalogue())
      if (t.family == info(*out.technique).family && t.size == info(*out.technique).size) only.add(t.technique);
  out.steps = find_all_steps(position, only, {.fish = {.every = true}});
  if (siamese_case) {
    std::vector<Step> pairs = siamese(out.steps);
    out.steps.insert(out.steps.end(), std::make_move_iterator(pairs.begin()), std::make_move_iterator(pairs.end()));
  }
  std::vector<int> digits = c.digits;
  std::sort(digits.begin(), digits.end());
  const std::vector<CandidateRef> eliminations = sorted(c.eliminations), placements = sorted(c.placements);
  auto matches = [&](const Step& s) {
    std::vector<int> ds;
    for (Digit d : s.digits) ds.push_back(d.index());
    std::sort(ds.begin(), ds.end());
    return ds == digits && sorted(refs(s.eliminations)) == eliminations && sorted(refs(s.placements)) == placements;
  };
  const bool ok = c.variant == "x" ? out.steps.empty() : std::any_of(out.steps.begin(), out.steps.end(), matches);
  out.verdict = ok ? CaseOutcome::Verdict::passed : CaseOutcome::Verdict::failed;
  return out;
}

}  // namespace setlogic
