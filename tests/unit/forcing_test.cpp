// Forcing chains and nets: at the positions where the default ladder is stuck (it would
// guess), every forcing step is replayed by the forcing checker and held to the solution;
// a chain's inferences each have one predecessor; contradiction steps end in one; and the
// ladder with them solves, without a guess, puzzles that the default ladder guesses on.

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "core/grid.hpp"
#include "io/step_text.hpp"
#include "logic/certificate.hpp"
#include "logic/finder.hpp"
#include "logic/solver.hpp"
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
        const std::string line = format_step(s, default_alphabet(3));
        EXPECT_EQ(check_certificate(s, at), std::nullopt) << line;
        for (const Candidate& x : s.eliminations)
          EXPECT_NE(ref.solution[static_cast<std::size_t>(x.cell.index())], x.digit.index()) << line;
        for (const Candidate& x : s.placements)
          EXPECT_EQ(ref.solution[static_cast<std::size_t>(x.cell.index())], x.digit.index()) << line;
        const bool contradiction =
            t == Technique::forcing_chain_contradiction || t == Technique::forcing_net_contradiction;
        if (contradiction) {
          ASSERT_EQ(s.branches.size(), 1u);
          EXPECT_TRUE(s.branches[0].contradiction);
        } else {
          EXPECT_GE(s.branches.size(), 2u);
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

}  // namespace
}  // namespace setlogic
