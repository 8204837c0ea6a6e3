// Kraken fish: the forum example of the fish test cases (F2) with its HoDoKu text; at
// positions where the default ladder is stuck, every Kraken step held to the solution, to
// the forcing checker and to brute force (no solution has its target with every premise
// false, nor its target with any one premise true); the test's own recount of the fish;
// the options; and a naive search of the test's own (basic fish, singles-and-conflicts
// propagation) whose type 1 eliminations the finder must all make.

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/grid.hpp"
#include "io/step_text.hpp"
#include "logic/certificate.hpp"
#include "logic/solver.hpp"
#include "search/brute_force.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

using G = Geometry<3>;

// ../shared/spec/fish-testcases.md F2: a Sashimi X-Wing of 9 whose fins each lead to r4c2<>9.
const char* const kF2 =
    "4 159 2 6 159 3 159 7 8\n"
    "8 159 19 12459 7 1249 3 6 145\n"
    "6 3 7 1459 8 149 2 49 145\n"
    "37 19 6 13459 13459 149 1579 8 2\n"
    "37 2 8 1359 1359 6 1579 49 145\n"
    "5 4 19 8 2 7 19 3 6\n"
    "9 6 45 1234 134 124 8 15 7\n"
    "1 8 3 7 6 5 4 2 9\n"
    "2 7 45 149 149 8 6 15 3\n";

// Puzzles of top1465 on which the default ladder without forcing logic is stuck.
const std::vector<std::string> kStuck = {
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    ".4..1.2.......9.7..1..........43.6..8......5....2.....7.5..8......6..3..9........",
    "2...4.5...1.....3............6...8.2.7.3.9......1.....4...5.6.....7...9...8......",
};

TechniqueSet kraken() {
  TechniqueSet t = TechniqueSet::none();
  t.add(Technique::kraken_fish_1);
  t.add(Technique::kraken_fish_2);
  return t;
}

// The position where the default ladder without forcing logic stops.
Puzzle stuck_at(const Puzzle& p) {
  const SolveResult r = solve(p, {.techniques = test::defaults_without(Family::forcing), .guess = false});
  EXPECT_EQ(r.status, SolveResult::Status::stuck);
  return r.position;
}

// Whether the position has a solution with `on` true and every one of `off` false.
bool possible(const Puzzle& at, const std::vector<Candidate>& on, const std::vector<Candidate>& off) {
  Puzzle q = at;
  for (const Candidate& x : off) q.candidates[static_cast<std::size_t>(x.cell.index())] &= ~(1u << x.digit.index());
  for (const Candidate& x : on) q.candidates[static_cast<std::size_t>(x.cell.index())] &= 1u << x.digit.index();
  return count_solutions(q, {.limit = 1}).solutions > 0;
}

TEST(Kraken, TheForumExampleOfTypeOne) {
  const Puzzle at = test::parse_or_die(kF2);
  const std::vector<Step> steps = find_all_steps(at, kraken());
  const auto it = std::find_if(steps.begin(), steps.end(), [](const Step& s) {
    return s.technique == Technique::kraken_fish_1 && s.eliminations.size() == 1 &&
           s.eliminations[0] == Candidate{test::cell_at(4, 2), Digit(8)};
  });
  ASSERT_NE(it, steps.end());
  const std::string text = format_step(*it, default_alphabet(3));
  EXPECT_EQ(text,
            "Kraken Fish Type 1: => r4c2<>9\n"
            "  Sashimi X-Wing: 9 r16 c27 fr1c5 fr6c3\n"
            "  r1c5=9 => r2c6<>9 r3c6<>9 r4c6=9 r4c2<>9\n"
            "  r6c3=9 => r4c2<>9");
  EXPECT_EQ(check_certificate(*it, at), std::nullopt);
}

// A fin whose truth leads to a contradiction is false, so it stands for any target; its
// branch is the contradiction. HoDoKu 2.3.2 finds this Type 1 (Sashimi X-Wing 9 r39 c13, fins
// r9c258) at a position of a hardest1106 solve path; it was missed while such a fin counted
// for nothing.
TEST(Kraken, AFinLeadingToAContradictionIsFalse) {
  const Puzzle at = test::parse_or_die(
      ":0371:9:86....9.3..1..986..5..864.....9...8...867.....1...82...86..7.2..3.8..5..4.......8:713 414 514 221 722 "
      "225 231 233 241 741 242 243 743 345 445 545 446 147 347 449 749 351 452 256 961 463 469 185 186 188 197 "
      "397:951::");
  KrakenLimits limits{.max_class = FishClass::basic, .max_size = 2, .max_fins = 3};
  const std::vector<Step> steps = find_all_steps(at, kraken(), {.kraken = limits});
  const auto it = std::find_if(steps.begin(), steps.end(), [](const Step& s) {
    return s.technique == Technique::kraken_fish_1 &&
           s.eliminations == std::vector<Candidate>{{test::cell_at(5, 1), Digit(8)}};
  });
  ASSERT_NE(it, steps.end());
  EXPECT_TRUE(
      std::any_of(it->branches.begin(), it->branches.end(), [](const ForcingBranch& b) { return b.contradiction; }));
  EXPECT_EQ(check_certificate(*it, at), std::nullopt);
}

// The test's own count of the fish: per candidate of its digit, bases and covers holding it.
struct Recount {
  std::vector<int> b = std::vector<int>(81, 0), c = std::vector<int>(81, 0);
  Recount(const Step& fish, const Grid<3>& g) {
    const Digit d = fish.digits.at(0);
    for (const Constraint& k : fish.base)
      for (Cell x : G::house_mask[static_cast<std::size_t>(k.house.index())] & g.cells_with(d)) ++b[x.index()];
    for (const Constraint& k : fish.cover)
      for (Cell x : G::house_mask[static_cast<std::size_t>(k.house.index())] & g.cells_with(d)) ++c[x.index()];
  }
};

void expect_sound(const Step& s, const Puzzle& at, const std::vector<std::int8_t>& solution) {
  const std::string line = format_step(s, default_alphabet(3));
  ASSERT_EQ(s.eliminations.size(), 1u) << line;
  ASSERT_EQ(s.parts.size(), 1u) << line;
  const Candidate x = s.eliminations[0];
  EXPECT_NE(solution[static_cast<std::size_t>(x.cell.index())], x.digit.index()) << line;
  EXPECT_EQ(check_certificate(s, at), std::nullopt) << line;
  // one line for the step, one for the fish, one per premise
  EXPECT_EQ(static_cast<std::size_t>(std::count(line.begin(), line.end(), '\n')), s.branches.size() + 1) << line;

  const Grid<3> g = *Grid<3>::from_puzzle(at);
  const Step& fish = s.parts[0];
  const Digit d = fish.digits.at(0);
  const Recount n(fish, g);
  std::vector<Candidate> premises;
  for (const ForcingBranch& b : s.branches) premises.push_back(b.premise.candidate);
  // every fin is a premise, and it is what the fish lists as its fins
  std::vector<Candidate> fins;
  for (Cell cell : g.cells_with(d))
    if (n.b[cell.index()] > n.c[cell.index()]) fins.push_back({cell, d});
  std::vector<Candidate> listed = fish.fins;
  listed.insert(listed.end(), fish.endo_fins.begin(), fish.endo_fins.end());
  std::sort(listed.begin(), listed.end());
  EXPECT_EQ(fins, listed) << line;
  EXPECT_FALSE(fins.empty()) << line;
  for (const Candidate& f : fins) EXPECT_NE(std::find(premises.begin(), premises.end(), f), premises.end()) << line;
  if (s.technique == Technique::kraken_fish_1) {
    EXPECT_EQ(x.digit, d) << line;
    EXPECT_GT(n.c[x.cell.index()], n.b[x.cell.index()]) << line;
    EXPECT_EQ(premises, fins) << line;
  }
  // brute force: the target never holds with a premise, nor with every premise false
  for (const Candidate& p : premises) EXPECT_FALSE(possible(at, {p, x}, {})) << line;
  EXPECT_FALSE(possible(at, {x}, premises)) << line;
}

TEST(Kraken, StepsAtStuckPositionsHold) {
  std::set<Technique> seen;
  for (const std::string& text : kStuck) {
    const Puzzle p = test::parse_or_die(text);
    const CountResult ref = count_solutions(p);
    ASSERT_EQ(ref.solutions, 1u);
    const Puzzle at = stuck_at(p);
    for (const Step& s : find_all_steps(at, kraken())) {
      seen.insert(s.technique);
      expect_sound(s, at, ref.solution);
    }
  }
  EXPECT_EQ(seen.size(), 2u);
}

TEST(Kraken, OptionsBoundTheFish) {
  const Puzzle at = test::parse_or_die(kF2);
  std::set<FishClass> classes;
  for (const Step& s : find_all_steps(at, kraken())) {
    const Step& fish = s.parts.at(0);
    classes.insert(info(fish.technique).fish);
    EXPECT_LE(fish.base.size(), 4u);
    EXPECT_LE(fish.fins.size() + fish.endo_fins.size(), 2u);
    EXPECT_TRUE(fish.endo_fins.empty());
  }
  EXPECT_EQ(classes, (std::set<FishClass>{FishClass::basic, FishClass::franken}));
  SearchLimits basic_one_fin;
  basic_one_fin.kraken = {.max_class = FishClass::basic, .max_size = 2, .max_fins = 1};
  const std::vector<Step> fewer = find_all_steps(at, kraken(), basic_one_fin);
  for (const Step& s : fewer) {
    const Step& fish = s.parts.at(0);
    EXPECT_EQ(info(fish.technique).fish, FishClass::basic);
    EXPECT_EQ(fish.base.size(), 2u);
    EXPECT_EQ(fish.fins.size(), 1u);
    EXPECT_EQ(check_certificate(s, at), std::nullopt);
  }
  // a wider walk finds every elimination of a narrower one, each by a fish as early in the
  // catalogue
  SearchLimits mutant;
  mutant.kraken.max_class = FishClass::mutant;
  std::map<std::pair<Technique, Candidate>, Technique> narrow, wide;
  for (const Step& s : find_all_steps(at, kraken())) narrow[{s.technique, s.eliminations[0]}] = s.parts[0].technique;
  for (const Step& s : find_all_steps(at, kraken(), mutant))
    wide[{s.technique, s.eliminations[0]}] = s.parts[0].technique;
  EXPECT_GE(wide.size(), narrow.size());
  for (const auto& [what, fish] : narrow) {
    ASSERT_TRUE(wide.count(what));
    EXPECT_LE(static_cast<int>(wide[what]), static_cast<int>(fish));
  }
}

TEST(Kraken, CheckerRefusesBrokenSteps) {
  const Puzzle at = test::parse_or_die(kF2);
  const std::vector<Step> steps = find_all_steps(at, kraken());
  ASSERT_FALSE(steps.empty());
  int tried = 0;
  for (const Step& s : steps) {
    if (s.technique != Technique::kraken_fish_1 || s.branches.size() < 2) continue;
    ++tried;
    Step missing_fin = s;
    missing_fin.branches.pop_back();
    EXPECT_NE(check_certificate(missing_fin, at), std::nullopt);
    Step no_fish = s;
    no_fish.parts.clear();
    EXPECT_NE(check_certificate(no_fish, at), std::nullopt);
    // a first implication that nothing gives: the target true
    Step forged = s;
    forged.branches[0].implications.insert(forged.branches[0].implications.begin(), {s.eliminations[0], true});
    EXPECT_NE(check_certificate(forged, at), std::nullopt);
    Step one_cover_less = s;
    one_cover_less.parts[0].cover.pop_back();
    EXPECT_NE(check_certificate(one_cover_less, at), std::nullopt);
  }
  EXPECT_GT(tried, 3);
}

// The test's own propagation: what a candidate's truth makes false by singles, conflicts and
// groups (a digit's places left in a house all in one other house exclude its other places
// there), repeated to a fixed point.
std::vector<bool> falsities(const Grid<3>& g, Candidate premise) {
  std::vector<int> state(729, -1);  // -1 gone, 0 open, 1 true
  for (Cell c : g.unsolved())
    for (Digit d : g.candidates(c)) state[static_cast<std::size_t>(c.index() * 9 + d.index())] = 0;
  state[static_cast<std::size_t>(premise.cell.index() * 9 + premise.digit.index())] = 1;
  // the candidate groups of one truth: a cell, a digit in a house
  std::vector<std::vector<int>> groups;
  for (int c = 0; c < 81; ++c) {
    groups.emplace_back();
    for (int d = 0; d < 9; ++d) groups.back().push_back(c * 9 + d);
  }
  for (int h = 0; h < 27; ++h)
    for (int d = 0; d < 9; ++d) {
      groups.emplace_back();
      for (Cell c : G::house_mask[static_cast<std::size_t>(h)]) groups.back().push_back(c.index() * 9 + d);
    }
  // groups with no candidate to begin with (a digit placed in a house) take no part
  std::erase_if(groups, [&](const std::vector<int>& group) {
    return std::none_of(group.begin(), group.end(), [&](int x) { return state[static_cast<std::size_t>(x)] >= 0; });
  });
  for (bool changed = true; changed;) {
    changed = false;
    for (const auto& group : groups) {
      int on = 0, open = 0, last = -1;
      for (int x : group) {
        on += state[static_cast<std::size_t>(x)] == 1;
        if (state[static_cast<std::size_t>(x)] == 0) open++, last = x;
      }
      if (on == 1)
        for (int x : group)
          if (state[static_cast<std::size_t>(x)] == 0) state[static_cast<std::size_t>(x)] = -2, changed = true;
      if (on == 0 && open == 1) state[static_cast<std::size_t>(last)] = 1, changed = true;
      if (on > 1 || (on == 0 && open == 0))
        return std::vector<bool>(729, false);  // a contradiction: nothing is taken from it
    }
    for (int h = 0; h < 27; ++h)
      for (int d = 0; d < 9; ++d) {
        std::vector<Cell> left;
        bool on = false;
        for (Cell c : G::house_mask[static_cast<std::size_t>(h)]) {
          const int s = state[static_cast<std::size_t>(c.index() * 9 + d)];
          on = on || s == 1;
          if (s == 0) left.push_back(c);
        }
        if (on || left.empty()) continue;
        for (int other = 0; other < 27; ++other) {
          if (other == h || !std::all_of(left.begin(), left.end(), [&](Cell c) {
                return G::house_mask[static_cast<std::size_t>(other)].test(c);
              }))
            continue;
          for (Cell c : G::house_mask[static_cast<std::size_t>(other)]) {
            int& s = state[static_cast<std::size_t>(c.index() * 9 + d)];
            if (s == 0 && !G::house_mask[static_cast<std::size_t>(h)].test(c)) s = -2, changed = true;
          }
        }
      }
  }
  std::vector<bool> out(729, false);
  for (int x = 0; x < 729; ++x) out[static_cast<std::size_t>(x)] = state[static_cast<std::size_t>(x)] == -2;
  return out;
}

// Type 1 eliminations of basic finned fish of size 2 and 3 (rows against columns and the
// transpose), one or two fins, no elimination of their own.
std::set<Candidate> naive_type_one(const Grid<3>& g) {
  std::set<Candidate> out;
  for (int d = 0; d < 9; ++d) {
    const Digit digit(d);
    for (int rows_first = 0; rows_first < 2; ++rows_first) {
      const int bo = rows_first ? 0 : 9, co = rows_first ? 9 : 0;  // house offsets of bases and covers
      for (int mask = 0; mask < 512; ++mask) {
        const int n = __builtin_popcount(static_cast<unsigned>(mask));
        if (n < 2 || n > 3) continue;
        for (int cmask = 0; cmask < 512; ++cmask) {
          if (__builtin_popcount(static_cast<unsigned>(cmask)) != n) continue;
          std::vector<Cell> fins;
          bool empty_base = false;
          for (int i = 0; i < 9; ++i) {
            if (!(mask >> i & 1)) continue;
            const auto places = G::house_mask[static_cast<std::size_t>(bo + i)] & g.cells_with(digit);
            empty_base = empty_base || places.none() || g.placed(House(bo + i)).test(digit);
            for (Cell c : places) {
              bool covered = false;
              for (int j = 0; j < 9; ++j) covered = covered || ((cmask >> j & 1) && G::house_mask[co + j].test(c));
              if (!covered) fins.push_back(c);
            }
          }
          if (empty_base || fins.empty() || fins.size() > 2) continue;
          std::vector<Cell> targets;
          bool idle_cover = false;  // a cover holding no base candidate
          for (int j = 0; j < 9; ++j) {
            if (!(cmask >> j & 1)) continue;
            const auto places = G::house_mask[static_cast<std::size_t>(co + j)] & g.cells_with(digit);
            bool meets = false;
            for (Cell c : places) {
              bool in_base = false;
              for (int i = 0; i < 9; ++i) in_base = in_base || ((mask >> i & 1) && G::house_mask[bo + i].test(c));
              meets = meets || in_base;
              if (!in_base) targets.push_back(c);
            }
            idle_cover = idle_cover || !meets;
          }
          if (idle_cover) continue;
          const auto sees_all = [&](Cell t) {
            return std::all_of(fins.begin(), fins.end(), [&](Cell f) { return G::peers[t.index()].test(f); });
          };
          if (std::any_of(targets.begin(), targets.end(), sees_all)) continue;
          for (Cell t : targets) {
            bool all = true;
            for (Cell f : fins) all = all && falsities(g, {f, digit})[static_cast<std::size_t>(t.index() * 9 + d)];
            if (all) out.insert({t, digit});
          }
        }
      }
    }
  }
  return out;
}

TEST(Kraken, FinderMakesEveryTypeOneEliminationOfANaiveSearch) {
  int compared = 0;
  std::vector<Puzzle> positions = {test::parse_or_die(kF2)};
  for (const std::string& text : kStuck) positions.push_back(stuck_at(test::parse_or_die(text)));
  for (const Puzzle& at : positions) {
    const Grid<3> g = *Grid<3>::from_puzzle(at);
    std::set<Candidate> found;
    TechniqueSet one = TechniqueSet::none();
    one.add(Technique::kraken_fish_1);
    for (const Step& s : find_all_steps(at, one)) found.insert(s.eliminations.begin(), s.eliminations.end());
    for (const Candidate& x : naive_type_one(g)) {
      ++compared;
      EXPECT_TRUE(found.count(x)) << "Kraken Fish Type 1 misses " << candidate_token(x, default_alphabet(3));
    }
  }
  EXPECT_GT(compared, 3);
}

}  // namespace
}  // namespace setlogic
