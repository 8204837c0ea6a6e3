// Forcing chains and nets: at the positions where the default ladder is stuck (it would
// guess), every forcing step is replayed by the forcing checker and held to the solution;
// a chain's inferences each have one predecessor; contradiction steps end in one; and the
// ladder with them solves, without a guess, puzzles that the default ladder guesses on.
// The nested forcing net does the same where every net fails: its refutations replay, a
// step without them or with a forged one is refused, and it reads back from JSON.

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <string>
#include <variant>
#include <vector>

#include "core/grid.hpp"
#include "io/step_json.hpp"
#include "io/step_text.hpp"
#include "logic/certificate.hpp"
#include "logic/finder.hpp"
#include "logic/solver.hpp"
#include "logic/techniques/implications.hpp"
#include "search/brute_force.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

// Puzzles of top1465 on which the default ladder without forcing logic guesses.
const std::vector<std::string> kStuck = {
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    ".4..1.2.......9.7..1..........43.6..8......5....2.....7.5..8......6..3..9........",
    "2...4.5...1.....3............6...8.2.7.3.9......1.....4...5.6.....7...9...8......",
};

const std::vector<Technique> kForcing = {Technique::forcing_chain_contradiction, Technique::forcing_chain_verity,
                                         Technique::forcing_net_contradiction, Technique::forcing_net_verity};

TEST(Forcing, StepsAtStuckPositionsReplayAndHold) {
  int steps = 0;
  for (const std::string& text : kStuck) {
    const Puzzle p = test::parse_or_die(text);
    const CountResult ref = count_solutions(p);
    ASSERT_EQ(ref.solutions, 1u);
    const SolveResult stuck = solve(p, {.techniques = test::defaults_without(Family::forcing), .guess = false});
    ASSERT_EQ(stuck.status, SolveResult::Status::stuck) << text;
    const Puzzle& at = stuck.position;
    for (Technique t : kForcing) {
      TechniqueSet one = TechniqueSet::none();
      one.add(t);
      for (const Step& s : find_all_steps(at, one)) {
        ++steps;
        test::expect_step_holds(s, at, ref.solution);
        const std::string line = format_step(s, default_alphabet(3));
        const bool contradiction =
            t == Technique::forcing_chain_contradiction || t == Technique::forcing_net_contradiction;
        if (contradiction) {
          ASSERT_EQ(s.branches.size(), 1u);
          EXPECT_TRUE(s.branches[0].contradiction);
        } else {
          EXPECT_GE(s.branches.size(), 2u);
          // the long form says what every branch gives
          EXPECT_NE(format_step(s, default_alphabet(3), Notation::gnpx).find("Verity: every branch gives "),
                    std::string::npos);
        }
        // HoDoKu's multi-line form: the step line, then a line per branch
        EXPECT_EQ(static_cast<std::size_t>(std::count(line.begin(), line.end(), '\n')), s.branches.size()) << line;
        // a chain's "true" inferences come from a cell or house of two candidates
        if (t == Technique::forcing_chain_contradiction || t == Technique::forcing_chain_verity) {
          const Grid<3> g = *Grid<3>::from_puzzle(at);
          for (const ForcingBranch& b : s.branches)
            for (const Implication& i : b.implications) {
              if (!i.value) continue;
              bool strong = g.candidates(i.candidate.cell).count() == 2;
              for (House h : Geometry<3>::houses_of(i.candidate.cell))
                strong = strong || g.count(h, i.candidate.digit) == 2;
              EXPECT_TRUE(strong) << line;
            }
        }
      }
    }
  }
  EXPECT_GT(steps, 10);
}

// The implication sets against the event engine, at every position of solve paths: for
// every open candidate, true and false, as a chain and as a net, the same contradiction
// and, without one, the same candidates made true and false.
template <int B>
void sets_match_the_engine(const std::vector<Puzzle>& positions, long& contradictions, long& facts) {
  using G = Geometry<B>;
  using Kind = typename Propagation<B>::Kind;
  for (const Puzzle& at : positions) {
    const Grid<B> g = *Grid<B>::from_puzzle(at);
    for (const Kind kind : {Kind::chain, Kind::net}) {
      Propagation<B> engine(g, kind);
      ImplicationSets<B> sets(g, kind == Kind::net);
      for (int id = 0; id < G::candidates; ++id) {
        if (!engine.open(id)) continue;
        for (const bool value : {true, false}) {
          engine.run(id, value);
          typename Propagation<B>::Bits on{}, off{}, set_on{}, set_off{};
          engine.consequences(on, off);
          const bool broken = sets.run(id, value, set_on, set_off);
          ASSERT_EQ(broken, engine.contradiction()) << "candidate " << id << (value ? " true" : " false");
          if (broken) {
            ++contradictions;
            continue;
          }
          EXPECT_EQ(set_on, on) << "candidate " << id << (value ? " true" : " false");
          EXPECT_EQ(set_off, off) << "candidate " << id << (value ? " true" : " false");
          for (const std::uint64_t w : off) facts += std::popcount(w);
        }
      }
    }
  }
}

TEST(Forcing, ImplicationSetsMatchTheEngine) {
  std::vector<Puzzle> nine, sixteen;
  for (const std::string& text : kStuck) {
    const Puzzle p = test::parse_or_die(text);
    const SolveResult r = solve(p, {});
    ASSERT_EQ(r.status, SolveResult::Status::solved);
    for (const Puzzle& at : positions_along(p, r.steps)) nine.push_back(at);
  }
  for (const auto& l : test::read_file(test::test_dir() / "corpus/hard16.txt")) {
    const SolveResult r = solve(l.parsed.puzzle, {});
    const std::vector<Puzzle> along = positions_along(l.parsed.puzzle, r.steps);
    for (std::size_t k = 0; k < along.size(); k += 8) sixteen.push_back(along[k]);
    if (sixteen.size() >= 12) break;
  }
  long contradictions = 0, facts = 0;
  sets_match_the_engine<3>(nine, contradictions, facts);
  sets_match_the_engine<4>(sixteen, contradictions, facts);
  // both outcomes were met, many times
  EXPECT_GT(contradictions, 100);
  EXPECT_GT(facts, 10000);
}

TEST(Forcing, TheLadderWithThemSolvesWithoutGuessing) {
  for (const std::string& text : kStuck) {
    const Puzzle p = test::parse_or_die(text);
    const CountResult ref = count_solutions(p);
    const SolveResult r = solve(p, {.check = &ref.solution});
    ASSERT_FALSE(r.failure) << text;
    EXPECT_EQ(r.status, SolveResult::Status::solved);
    EXPECT_EQ(r.guesses, 0) << text;
    EXPECT_TRUE(std::any_of(r.steps.begin(), r.steps.end(),
                            [](const Step& s) { return info(s.technique).family == Family::forcing; }));
  }
}

TEST(Forcing, AForgedBranchIsRefused) {
  const Puzzle p = test::parse_or_die(kStuck[0]);
  const SolveResult stuck = solve(p, {.techniques = test::defaults_without(Family::forcing), .guess = false});
  TechniqueSet one = TechniqueSet::none();
  one.add(Technique::forcing_net_contradiction);
  std::vector<Step> found = find_all_steps(stuck.position, one);
  ASSERT_FALSE(found.empty());
  Step s = found.front();
  ASSERT_GE(s.branches[0].implications.size(), 2u);
  // without its first implication the rest no longer follows
  s.branches[0].implications.erase(s.branches[0].implications.begin());
  const auto e = check_certificate(s, stuck.position);
  ASSERT_TRUE(e);
  EXPECT_TRUE(e->kind == CertificateError::Kind::unjustified || e->kind == CertificateError::Kind::no_contradiction);
}

// A hardest1106 puzzle on which the ladder with every forcing net still guesses.
const std::string kBeyondNets = "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........";

struct NestedCase {
  Puzzle at;                // the position where every net fails
  std::vector<Step> steps;  // its nested forcing net steps
  std::vector<std::int8_t> solution;
};

NestedCase nested_case() {
  NestedCase c;
  const Puzzle p = test::parse_or_die(kBeyondNets);
  const CountResult ref = count_solutions(p);
  EXPECT_EQ(ref.solutions, 1u);
  c.solution = ref.solution;
  TechniqueSet before = TechniqueSet::defaults();
  before.remove(Technique::nested_forcing_net_contradiction);
  const SolveResult stuck = solve(p, {.techniques = before, .guess = false});
  EXPECT_EQ(stuck.status, SolveResult::Status::stuck);
  c.at = stuck.position;
  TechniqueSet one = TechniqueSet::none();
  one.add(Technique::nested_forcing_net_contradiction);
  c.steps = find_all_steps(c.at, one);
  return c;
}

bool has_refutation(const ForcingBranch& b) {
  return std::any_of(b.implications.begin(), b.implications.end(),
                     [](const Implication& i) { return !i.nested.empty(); });
}

TEST(Forcing, NestedNetsDecideWhereNetsFailAndReplay) {
  const NestedCase c = nested_case();
  ASSERT_FALSE(c.steps.empty());
  const Alphabet a = default_alphabet(3);
  for (const Step& s : c.steps) {
    const std::string line = format_step(s, a);
    EXPECT_EQ(check_certificate(s, c.at), std::nullopt) << line;
    for (const Candidate& x : s.eliminations)
      EXPECT_NE(c.solution[static_cast<std::size_t>(x.cell.index())], x.digit.index()) << line;
    for (const Candidate& x : s.placements)
      EXPECT_EQ(c.solution[static_cast<std::size_t>(x.cell.index())], x.digit.index()) << line;
    ASSERT_EQ(s.branches.size(), 1u);
    EXPECT_TRUE(s.branches[0].contradiction);
    // a plain net would have found it: every step rests on a refutation
    EXPECT_TRUE(has_refutation(s.branches[0])) << line;
    for (const Implication& i : s.branches[0].implications)
      if (!i.nested.empty()) {
        EXPECT_FALSE(i.value);
        EXPECT_EQ(i.nested.front().premise.candidate, i.candidate);
        EXPECT_TRUE(i.nested.front().contradiction);
        EXPECT_NE(line.find('['), std::string::npos) << line;  // the refutation, in brackets
      }
    const auto j = step_json(s, a);
    ASSERT_TRUE(j.at("branches").at(0).contains("refutations"));
    auto back = read_step_json(nlohmann::json::parse(j.dump()), a);
    ASSERT_TRUE(std::holds_alternative<Step>(back)) << std::get<std::string>(back);
    EXPECT_EQ(std::get<Step>(back).branches, s.branches);
  }
}

// Every implication of the branch, and of its refutations, has a rule; the explanations of
// two branches agree.
void expect_explained(const ForcingBranch& b) {
  for (const Implication& i : b.implications) {
    EXPECT_NE(i.rule, Rule::premise);
    EXPECT_EQ(i.rule == Rule::refuted, !i.nested.empty());
    for (const ForcingBranch& n : i.nested) expect_explained(n);
  }
  if (b.contradiction) {
    EXPECT_NE(b.end.kind, ForcingEnd::Kind::none);
  }
}
void expect_same_explanations(const ForcingBranch& a, const ForcingBranch& b) {
  ASSERT_EQ(a.implications.size(), b.implications.size());
  EXPECT_EQ(a.end, b.end);
  for (std::size_t k = 0; k < a.implications.size(); ++k) {
    const Implication &x = a.implications[k], &y = b.implications[k];
    EXPECT_EQ(x.rule, y.rule);
    EXPECT_EQ(x.causes, y.causes);
    if (x.rule != Rule::refuted) {
      EXPECT_EQ(x.via, y.via);
    }
    ASSERT_EQ(x.nested.size(), y.nested.size());
    for (std::size_t n = 0; n < x.nested.size(); ++n) expect_same_explanations(x.nested[n], y.nested[n]);
  }
}

TEST(Forcing, NestedStepsCarryTheirCausesInTextAndJson) {
  const NestedCase c = nested_case();
  ASSERT_FALSE(c.steps.empty());
  const Alphabet& a = default_alphabet(3);
  for (const Step& s : c.steps) {
    for (const ForcingBranch& b : s.branches) expect_explained(b);
    // Read back, the explanations are the same and still check.
    auto back = read_step_json(nlohmann::json::parse(step_json(s, a).dump()), a);
    ASSERT_TRUE(std::holds_alternative<Step>(back)) << std::get<std::string>(back);
    const Step& read = std::get<Step>(back);
    for (std::size_t k = 0; k < s.branches.size(); ++k) expect_same_explanations(s.branches[k], read.branches[k]);
    EXPECT_EQ(check_certificate(read, c.at), std::nullopt);
    // The long form: the premise numbered 0, each implication on a line of its own with
    // the numbers of its causes, refutations numbered under theirs, the contradiction named.
    const std::string text = format_step(s, a, Notation::gnpx);
    const ForcingBranch& b = s.branches[0];
    EXPECT_NE(text.find("0. " + implication_token(b.premise, a)), std::string::npos) << text;
    const std::size_t last = b.implications.size();
    EXPECT_NE(text.find(fmt::format("{}. {}", last, implication_token(b.implications.back(), a))), std::string::npos);
    EXPECT_NE(text.find(" <- 0 ("), std::string::npos);
    EXPECT_NE(text.find("contradiction: "), std::string::npos);
    const auto refuted = std::find_if(b.implications.begin(), b.implications.end(),
                                      [](const Implication& i) { return !i.nested.empty(); });
    ASSERT_NE(refuted, b.implications.end());
    const std::size_t at = static_cast<std::size_t>(refuted - b.implications.begin()) + 1;
    EXPECT_NE(text.find(fmt::format("{}.0. {}", at, implication_token(refuted->nested[0].premise, a))),
              std::string::npos)
        << text;
    EXPECT_EQ(text.find("unexplained"), std::string::npos);
  }
}

TEST(Forcing, ANestedNetWithoutOrWithAForgedRefutationIsRefused) {
  const NestedCase c = nested_case();
  ASSERT_FALSE(c.steps.empty());
  const Step& s = c.steps.front();
  const auto refuted = std::find_if(s.branches[0].implications.begin(), s.branches[0].implications.end(),
                                    [](const Implication& i) { return !i.nested.empty(); });
  ASSERT_NE(refuted, s.branches[0].implications.end());
  const auto at = static_cast<std::size_t>(refuted - s.branches[0].implications.begin());

  Step without = s;  // the falsity asserted with no refutation: not given by the rules
  without.branches[0].implications[at].nested.clear();
  auto e = check_certificate(without, c.at);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, CertificateError::Kind::unjustified);

  Step cut = s;  // the refutation without its last implication no longer ends in a contradiction
  auto& inner = cut.branches[0].implications[at].nested.front().implications;
  ASSERT_GE(inner.size(), 1u);
  inner.pop_back();
  e = check_certificate(cut, c.at);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, CertificateError::Kind::unjustified);

  Step elsewhere = s;  // a refutation of another candidate
  elsewhere.branches[0].implications[at].nested.front().premise.candidate = s.branches[0].premise.candidate;
  EXPECT_TRUE(check_certificate(elsewhere, c.at));

  Step truth = s;  // a refutation may only make a candidate false
  truth.branches[0].implications[at].value = true;
  EXPECT_TRUE(check_certificate(truth, c.at));
}

TEST(Forcing, TheDefaultLadderSolvesBeyondNetsWithoutGuessing) {
  const Puzzle p = test::parse_or_die(kBeyondNets);
  const CountResult ref = count_solutions(p);
  const SolveResult r = solve(p, {.check = &ref.solution});
  ASSERT_FALSE(r.failure);
  EXPECT_EQ(r.status, SolveResult::Status::solved);
  EXPECT_EQ(r.guesses, 0);
  EXPECT_TRUE(std::any_of(r.steps.begin(), r.steps.end(),
                          [](const Step& s) { return s.technique == Technique::nested_forcing_net_contradiction; }));
}

}  // namespace
}  // namespace setlogic
