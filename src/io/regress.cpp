#include "io/regress.hpp"

#include <algorithm>
#include <array>

#include "logic/certificate.hpp"
#include "logic/solver.hpp"
#include "logic/techniques/chains.hpp"
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
  if (family_of(s.technique).evidence == Evidence::chain) got.extra = std::to_string(chain_length(s));
  return got;
}

bool is_hodoku_code(std::string_view code) {
  // HoDoKu 2.3.2's SolutionType library codes
  static constexpr std::array<std::string_view, 93> kCodes = {
      "0000", "0002", "0003", "0100", "0101", "0110", "0111", "0200", "0201", "0202", "0210", "0211", "0212", "0300",
      "0301", "0302", "0303", "0304", "0305", "0310", "0311", "0312", "0313", "0314", "0315", "0320", "0321", "0322",
      "0323", "0324", "0325", "0330", "0331", "0332", "0333", "0334", "0335", "0340", "0341", "0342", "0343", "0344",
      "0345", "0350", "0351", "0352", "0353", "0354", "0355", "0360", "0361", "0362", "0363", "0364", "0365", "0371",
      "0372", "0400", "0401", "0402", "0403", "0404", "0405", "0500", "0501", "0502", "0503", "0600", "0601", "0602",
      "0603", "0604", "0605", "0606", "0607", "0608", "0610", "0701", "0702", "0703", "0706", "0707", "0708", "0709",
      "0710", "0711", "0800", "0801", "0803", "0901", "0902", "0903", "0904"};
  static constexpr std::array<std::string_view, 9> kLater = {"1000", "1001", "1101", "1201", "1202",
                                                             "1301", "1302", "1303", "1304"};
  // codes the catalogue adds in HoDoKu's numbering (WXYZ-Wing)
  static constexpr std::array<std::string_view, 1> kOwn = {"0802"};
  const std::string_view four = code.substr(0, 4);
  return std::find(kCodes.begin(), kCodes.end(), four) != kCodes.end() ||
         std::find(kLater.begin(), kLater.end(), four) != kLater.end() ||
         std::find(kOwn.begin(), kOwn.end(), four) != kOwn.end();
}

CaseOutcome run_case(const Puzzle& position, const LibraryCase& c) {
  CaseOutcome out;
  // a fifth digit marks a Siamese fish, and is 1
  const bool siamese_case = c.code.size() == 5;
  const bool fish_code = c.code.rfind("03", 0) == 0;
  if (!is_hodoku_code(c.code) || (siamese_case && (c.code.back() != '1' || !fish_code))) {
    out.verdict = CaseOutcome::Verdict::unknown_code;
    return out;
  }
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
  // HoDoKu's library runs its "-1" empty rectangles and its dual ones with two-candidate
  // rectangles allowed
  const bool two_candidate_er = (out.technique == Technique::empty_rectangle && c.variant == "1") ||
                                out.technique == Technique::dual_empty_rectangle;
  // and its grouped nice loops through ALS nodes in these variants
  const bool als_nodes =
      (out.technique == Technique::grouped_continuous_nice_loop && c.variant == "2") ||
      ((out.technique == Technique::grouped_discontinuous_nice_loop || out.technique == Technique::grouped_aic) &&
       (c.variant == "3" || c.variant == "4"));
  // and its ALS-XY-Wings, ALS-XY-Chains and Death Blossoms of variant 2 with overlapping sets
  const bool overlap =
      c.variant == "2" && (out.technique == Technique::als_xy_wing || out.technique == Technique::als_xy_chain ||
                           out.technique == Technique::death_blossom);
  // Uniqueness cases run where the puzzle (or the position) is found unique, with HoDoKu's
  // missing candidates except in its "-1" variant
  const bool uniqueness = family_of(*out.technique).evidence == Evidence::deadly_pattern;
  const UniquenessLimits unique{
      .known = uniqueness ? establish_uniqueness(position, AssumeUnique::check) : Uniqueness::unknown,
      .missing_candidates = c.variant != "1"};
  // and its Kraken fish of basic and Franken fish up to size 4 with its all-steps fin limits
  const KrakenLimits kraken{.max_class = FishClass::franken, .max_size = 4, .max_fins = 5, .max_endo_fins = 2};
  out.steps = find_all_steps(position, only,
                             {.fish = {.every = true},
                              .kraken = kraken,
                              .patterns = {.two_candidate_rectangles = two_candidate_er},
                              .chains = {.every = true, .als_nodes = als_nodes},
                              .als = {.overlap = overlap},
                              .uniqueness = unique});
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
    // HoDoKu writes a dual kite of two digits with its first kite's digit alone
    if (s.technique == Technique::dual_two_string_kite && ds.size() == 2 && digits.size() == 1) ds.resize(1);
    return ds == digits && sorted(refs(s.eliminations)) == eliminations && sorted(refs(s.placements)) == placements &&
           !check_certificate(s, position, unique.known);
  };
  const bool ok = c.variant == "x" ? out.steps.empty() : std::any_of(out.steps.begin(), out.steps.end(), matches);
  out.verdict = ok ? CaseOutcome::Verdict::passed : CaseOutcome::Verdict::failed;
  return out;
}

}  // namespace setlogic
