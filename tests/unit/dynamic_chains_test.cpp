// Sudoku Explainer's dynamic chaining rules (Nishio, multiple, dynamic, dynamic+ and nested
// forcing chains): on puzzles Sukaku Explainer 1.18.1 rated, the se profile's ER is its ER;
// where the rules are needed, every step they give replays in the forcing checker and holds
// against the solution, and the first is the easiest; a pattern's or a nested rule's
// elimination carries a refutation that replays, and a forged one is refused; steps read
// back from JSON.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/grid.hpp"
#include "io/step_json.hpp"
#include "io/step_text.hpp"
#include "logic/certificate.hpp"
#include "logic/finder.hpp"
#include "logic/se_choice.hpp"
#include "logic/solver.hpp"
#include "rating/se.hpp"
#include "search/brute_force.hpp"
#include "setlogic/solve.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

using T = Technique;

const std::vector<Technique> kRules = {T::nishio_forcing_chain, T::multiple_forcing_chain, T::dynamic_forcing_chain,
                                       T::dynamic_forcing_chain_plus};

// The se profile without the rules: where it stops, they are needed.
TechniqueSet before_them() {
  TechniqueSet s = *find_profile("se");
  for (Technique t : kRules) s.remove(t);
  for (Technique t : {T::nested_forcing_chain, T::nested_multiple_forcing_chain, T::nested_dynamic_forcing_chain,
                      T::nested_dynamic_forcing_chain_plus, T::nested_dynamic_forcing_chain_nested,
                      T::nested_forcing_net_contradiction})
    s.remove(t);
  return s;
}

// The candidates of a 9x9 position, a mask per cell.
std::vector<std::uint32_t> masks_of(const Puzzle& at) {
  const Grid<3> g = *Grid<3>::from_puzzle(at);
  std::vector<std::uint32_t> masks(81);
  for (int c = 0; c < 81; ++c)
    masks[static_cast<std::size_t>(c)] = static_cast<std::uint32_t>(g.candidates(Cell(c)).word(0));
  return masks;
}

// A step at `at` replays in its checker and holds against the solution, and is no easier
// than the one before (`last`): its difficulty.
int expect_holds(const Step& s, const Puzzle& at, const CountResult& ref, const std::vector<std::uint32_t>& masks,
                 int last) {
  test::expect_step_holds(s, at, ref.solution);
  const std::string line = format_step(s, default_alphabet(3));
  const int difficulty = se_difficulty(s, 9, masks);
  EXPECT_GE(difficulty, last) << line;
  return difficulty;
}

TEST(DynamicChains, RateAsSukakuExplainerDoes) {
  struct Rated {
    const char* puzzle;
    int er;  // Sukaku Explainer 1.18.1's, in tenths
    Technique rule;
  };
  const std::vector<Rated> rated = {
      // its path: "7.8 Nishio Forcing Chain: r4c7.3 on ==> r1c2.3 both on & off"
      {"..247..58..............1.4.....2...9528.9.4....9...1.........3.3....75..685..2...", 78,
       T::nishio_forcing_chain},
      {".3....4......8.2..1.4....9..7.....2..156.7........2....93...81....1....7...85..6.", 82,
       T::multiple_forcing_chain},
      {"1......4..47....3.....5.7...8..7..9......3..6..1..95.4..82....9.........2..517...", 88,
       T::dynamic_forcing_chain},
  };
  for (const Rated& r : rated) {
    const Puzzle p = test::parse_or_die(r.puzzle);
    const SolveResult s = solve(p, {.techniques = *find_profile("se")});
    ASSERT_EQ(s.status, SolveResult::Status::solved) << r.puzzle;
    EXPECT_EQ(SeScale::rate(p, s.steps).er, r.er) << r.puzzle;
    EXPECT_TRUE(std::any_of(s.steps.begin(), s.steps.end(), [&](const Step& x) { return x.technique == r.rule; }))
        << r.puzzle;
  }
  // The Nishio chain is Sukaku Explainer's: its premise, and r1c2=3 both true and false.
  const SolveResult s = solve(test::parse_or_die(rated[0].puzzle), {.techniques = *find_profile("se")});
  const auto nishio = std::find_if(s.steps.begin(), s.steps.end(),
                                   [](const Step& x) { return x.technique == T::nishio_forcing_chain; });
  ASSERT_NE(nishio, s.steps.end());
  const std::string text = format_step(*nishio, default_alphabet(3));
  EXPECT_NE(text.find("r4c7=3 => r4c7<>3"), std::string::npos) << text;
  EXPECT_NE(text.find("r1c2<>3 r1c2=3 (contradiction: no place left for 3 in row 1)"), std::string::npos) << text;
}

TEST(DynamicChains, StepsWhereTheyAreNeededReplayHoldAndComeEasiestFirst) {
  const std::vector<std::string> puzzles = {
      "..247..58..............1.4.....2...9528.9.4....9...1.........3.3....75..685..2...",
      "1......4..47....3.....5.7...8..7..9......3..6..1..95.4..82....9.........2..517...",
      // hardest1106's first: the dynamic chains alone do not go on, dynamic+ does
      "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
  };
  std::vector<int> found(kRules.size());
  int refutations = 0;
  for (const std::string& text : puzzles) {
    const Puzzle p = test::parse_or_die(text);
    const CountResult ref = count_solutions(p);
    ASSERT_EQ(ref.solutions, 1u);
    const SolveResult stuck = solve(p, {.techniques = before_them(), .guess = false});
    ASSERT_EQ(stuck.status, SolveResult::Status::stuck) << text;
    const Puzzle& at = stuck.position;
    const std::vector<std::uint32_t> masks = masks_of(at);
    for (std::size_t k = 0; k < kRules.size(); ++k) {
      TechniqueSet one = TechniqueSet::none();
      one.add(kRules[k]);
      int last = 0;
      for (const Step& s : find_all_steps(at, one, {.max_steps = 40})) {
        ++found[k];
        const std::string line = format_step(s, default_alphabet(3));
        EXPECT_GT(s.chain_nodes, 0) << line;
        last = expect_holds(s, at, ref, masks, last);
        if (kRules[k] == T::nishio_forcing_chain) {
          for (const ForcingBranch& b : s.branches)
            for (const Implication& i : b.implications)
              EXPECT_EQ(i.candidate.digit, s.branches[0].premise.candidate.digit);
        }
        for (const ForcingBranch& b : s.branches)
          for (const Implication& i : b.implications) refutations += i.nested.empty() ? 0 : 1;
      }
    }
  }
  for (std::size_t k = 0; k < kRules.size(); ++k) EXPECT_GT(found[k], 0) << info(kRules[k]).id;
  EXPECT_GT(refutations, 0);
}

// Sudoku Explainer's nested forcing chains, on hardest1106 puzzles Sukaku Explainer 1.18.1
// rated (its ER, EP and ED, and its hardest rule): forcing chains and cycles nested (9.5),
// multiple forcing chains nested (10.0).
TEST(DynamicChains, NestedRulesRateAsSukakuExplainerDoes) {
  struct Rated {
    const char* puzzle;
    int er, ep, ed;
    Technique rule;
  };
  const std::vector<Rated> rated = {
      // "Dynamic Contradiction Forcing Chains (+ Forcing Chains)"
      {"........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6.", 103, 103, 98,
       T::nested_forcing_chain},
      {"..34..7.......9..6....2..1...8..4..13.....8..57.8..........8.9.8...6...2..53..1..", 105, 105, 105,
       T::nested_forcing_chain},
      // "Dynamic Region Forcing Chains (+ Multiple Forcing Chains)"
      {"..4..3....7..8....2.81....6..3....9..8..2....1..7....3......45....8..9....9..5..8", 110, 12, 12,
       T::nested_multiple_forcing_chain},
  };
  for (const Rated& r : rated) {
    std::vector<Step> path;
    test::expect_se_rating(r.puzzle, {.er = r.er, .ep = r.ep, .ed = r.ed}, &path);
    EXPECT_TRUE(std::any_of(path.begin(), path.end(), [&](const Step& x) { return x.technique == r.rule; }))
        << r.puzzle;
  }
}

// Refutations in a step that are split into cases (their own refutations inside).
int splits(const Step& s) {
  int n = 0;
  for (const ForcingBranch& b : s.branches)
    for (const Implication& i : b.implications)
      if (!i.nested.empty())
        for (const Implication& j : i.nested[0].implications) n += j.nested.empty() ? 0 : 1;
  return n;
}

// Where the nested rules are needed, every step they give replays in the forcing checker
// (refutations of a nested rule's eliminations included, split into cases where singles
// alone do not refute them) and holds against the solution; the first is the easiest.
TEST(DynamicChains, NestedStepsReplayAndHold) {
  struct Case {
    const char* puzzle;
    Technique rule;
    bool split;  // look for the position of the rule's first step with a split refutation
  };
  const std::vector<Case> cases = {
      {"........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6.", T::nested_forcing_chain,
       false},
      // ER 11.8: dynamic forcing chains nested
      {"2.......6.5..8..1...4...9...7.3.1......82.......7.5.3...9...4...8..1..5.6.......2",
       T::nested_dynamic_forcing_chain, true},
  };
  int split = 0;
  for (const Case& c : cases) {
    const Puzzle p = test::parse_or_die(c.puzzle);
    const CountResult ref = count_solutions(p);
    ASSERT_EQ(ref.solutions, 1u);
    const SolveResult path = solve(p, {.techniques = *find_profile("se")});
    const auto first = std::find_if(path.steps.begin(), path.steps.end(), [&](const Step& s) {
      return s.technique == c.rule && (!c.split || splits(s) > 0);
    });
    ASSERT_NE(first, path.steps.end()) << c.puzzle;
    const std::optional<PathStep> before =
        step_of_path(p, path.steps, static_cast<int>(first - path.steps.begin()) + 1);
    ASSERT_TRUE(before);
    const Puzzle& at = before->position;
    const std::vector<std::uint32_t> masks = masks_of(at);
    TechniqueSet one = TechniqueSet::none();
    one.add(c.rule);
    const std::vector<Step> steps = find_all_steps(at, one, {.max_steps = 12});
    ASSERT_FALSE(steps.empty()) << c.puzzle;
    int last = 0;
    for (const Step& s : steps) {
      last = expect_holds(s, at, ref, masks, last);
      split += splits(s);
    }
  }
  EXPECT_GT(split, 0);
}

TEST(DynamicChains, AForgedRefutationIsRefusedAndStepsReadBack) {
  // A hardest1106 puzzle whose se path takes dynamic+ steps: the position before the first.
  const Puzzle p =
      test::parse_or_die("........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........");
  const SolveResult r = solve(p, {.techniques = *find_profile("se")});
  const auto first = std::find_if(r.steps.begin(), r.steps.end(),
                                  [](const Step& s) { return s.technique == T::dynamic_forcing_chain_plus; });
  ASSERT_NE(first, r.steps.end());
  const std::optional<PathStep> at = step_of_path(p, r.steps, static_cast<int>(first - r.steps.begin()) + 1);
  ASSERT_TRUE(at);
  TechniqueSet plus = TechniqueSet::none();
  plus.add(T::dynamic_forcing_chain_plus);
  const std::vector<Step> steps = find_all_steps(at->position, plus, {.max_steps = 20});
  const auto with = std::find_if(steps.begin(), steps.end(), [](const Step& s) {
    return std::any_of(s.branches.begin(), s.branches.end(), [](const ForcingBranch& b) {
      return std::any_of(b.implications.begin(), b.implications.end(),
                         [](const Implication& i) { return !i.nested.empty(); });
    });
  });
  ASSERT_NE(with, steps.end());
  const Puzzle& position = at->position;
  ASSERT_EQ(check_certificate(*with, position), std::nullopt);

  const nlohmann::json j = nlohmann::json::parse(step_json(*with, default_alphabet(3)).dump());
  const Step back = std::get<Step>(read_step_json(j, default_alphabet(3)));
  EXPECT_EQ(back.chain_nodes, with->chain_nodes);
  EXPECT_EQ(back.branches, with->branches);
  EXPECT_EQ(check_certificate(back, position), std::nullopt);

  Step forged = *with;
  for (ForcingBranch& b : forged.branches)
    for (Implication& i : b.implications)
      if (!i.nested.empty() && !i.nested[0].implications.empty()) {
        i.nested[0].implications.pop_back();
        EXPECT_NE(check_certificate(forged, position), std::nullopt);
        return;
      }
  FAIL() << "no refutation with implications";
}

}  // namespace
}  // namespace setlogic
