// The generator: its puzzles have one solution, the symmetry, givens and minimality asked
// for, and meet their goal, each judged by a path of the test's own (a backtracking count
// written here, the symmetry's maps written out, the mode read off the solve path); a seed
// and a number name one puzzle.

#include <gtest/gtest.h>

#include <set>
#include <setlogic/generate.hpp>
#include <setlogic/setlogic.hpp>

namespace setlogic {
namespace {

// Solutions of a 9x9 (or any size) puzzle up to `limit`, by plain backtracking over the
// first empty cell: slow, obviously right, and sharing nothing with the library's solvers.
int count_by_backtracking(std::vector<int>& v, int box, int limit) {
  const int n = box * box;
  int cell = -1;
  for (int c = 0; c < n * n && cell < 0; ++c)
    if (v[static_cast<std::size_t>(c)] < 0) cell = c;
  if (cell < 0) return 1;
  const int r = cell / n, col = cell % n;
  int found = 0;
  for (int d = 0; d < n && found < limit; ++d) {
    bool free = true;
    for (int k = 0; k < n && free; ++k) {
      const int br = r / box * box + k / box, bc = col / box * box + k % box;
      free = v[static_cast<std::size_t>(r * n + k)] != d && v[static_cast<std::size_t>(k * n + col)] != d &&
             v[static_cast<std::size_t>(br * n + bc)] != d;
    }
    if (!free) continue;
    v[static_cast<std::size_t>(cell)] = d;
    found += count_by_backtracking(v, box, limit - found);
    v[static_cast<std::size_t>(cell)] = -1;
  }
  return found;
}

int solutions(const Puzzle& p, int limit = 2) {
  std::vector<int> v(p.values.begin(), p.values.end());
  return count_by_backtracking(v, p.box, limit);
}

// The cell a symmetry maps (r, c) to, written out for each (n = 9).
std::vector<std::pair<int, int>> maps(Symmetry s, int r, int c) {
  const int m = 8;
  switch (s) {
    case Symmetry::none:
      return {};
    case Symmetry::central:
      return {{m - r, m - c}};
    case Symmetry::diagonal:
      return {{c, r}};
    case Symmetry::antidiagonal:
      return {{m - c, m - r}};
    case Symmetry::mirror:
      return {{r, m - c}};
    case Symmetry::both:
      return {{r, m - c}, {m - r, c}, {m - r, m - c}};
    case Symmetry::rotational90:
      return {{c, m - r}, {m - r, m - c}, {m - c, r}};
  }
  return {};
}

bool given(const Puzzle& p, int r, int c) {
  return p.values[static_cast<std::size_t>(r * 9 + c)] != kEmpty;
}

GenerateOptions options(std::uint64_t seed) {
  GenerateOptions o;
  o.seed = seed;
  return o;
}

constexpr std::array kSymmetries = {Symmetry::none,   Symmetry::central, Symmetry::diagonal,    Symmetry::antidiagonal,
                                    Symmetry::mirror, Symmetry::both,    Symmetry::rotational90};

TEST(Generate, OrbitsPartitionTheCellsAndAreClosedUnderTheSymmetry) {
  for (Symmetry s : kSymmetries) {
    std::vector<int> seen(81);
    for (const std::vector<int>& orbit : symmetry_orbits(3, s)) {
      for (int c : orbit) {
        ++seen[static_cast<std::size_t>(c)];
        for (auto [r2, c2] : maps(s, c / 9, c % 9))
          EXPECT_NE(std::find(orbit.begin(), orbit.end(), r2 * 9 + c2), orbit.end()) << symmetry_id(s);
      }
    }
    EXPECT_EQ(std::count(seen.begin(), seen.end(), 1), 81) << symmetry_id(s);
  }
  EXPECT_EQ(symmetry_orbits(3, Symmetry::central).size(), 41U);
  EXPECT_EQ(symmetry_orbits(3, Symmetry::rotational90).size(), 21U);
  EXPECT_EQ(symmetry_orbits(3, Symmetry::both).size(), 25U);
}

TEST(Generate, PuzzlesAreUniqueSymmetricAndMinimalAsAsked) {
  for (Symmetry s : kSymmetries) {
    GenerateOptions o = options(7);
    o.symmetry = s;
    o.minimal = s == Symmetry::none || s == Symmetry::central;
    for (std::uint64_t i = 0; i < 3; ++i) {
      const auto g = generate(o, i);
      ASSERT_TRUE(g);
      const Puzzle& p = g->puzzle;
      EXPECT_EQ(solutions(p), 1) << format_line(p, default_alphabet(3));
      for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c)
          for (auto [r2, c2] : maps(s, r, c)) EXPECT_EQ(given(p, r, c), given(p, r2, c2)) << symmetry_id(s);
      if (o.minimal) {
        for (std::size_t c = 0; c < p.values.size(); ++c) {
          if (p.values[c] == kEmpty) continue;
          Puzzle less = p;
          less.values[c] = kEmpty;
          EXPECT_EQ(solutions(less), 2) << "given " << c << " is not needed";
        }
      }
      EXPECT_EQ(shape_miss(o, p), "");
    }
  }
}

// The solution of a 9x9 puzzle with one, found cell by cell by backtracking, without
// touching the library's solvers.
std::vector<std::int8_t> solution_of(const Puzzle& p) {
  std::vector<int> v(p.values.begin(), p.values.end());
  std::vector<std::int8_t> solution(81);
  for (std::size_t c = 0; c < 81; ++c) {
    if (v[c] >= 0) {
      solution[c] = static_cast<std::int8_t>(v[c]);
      continue;
    }
    for (int d = 0; d < 9; ++d) {
      v[c] = d;
      std::vector<int> w = v;
      if (count_by_backtracking(w, 3, 1) == 1) break;
    }
    solution[c] = static_cast<std::int8_t>(v[c]);
  }
  return solution;
}

// Every given of a generated 9x9 puzzle has a witness: a grid that keeps every other given,
// has another digit there, and breaks no house.
void expect_true_witnesses(const Generated& g) {
  const Puzzle& p = g.puzzle;
  ASSERT_EQ(g.witnesses.size(), p.values.size());
  for (std::size_t c = 0; c < 81; ++c) {
    if (p.values[c] == kEmpty) continue;
    const std::vector<std::int8_t>& w = g.witnesses[c];
    ASSERT_EQ(w.size(), 81U) << "given " << c << " has no witness";
    EXPECT_NE(w[c], p.values[c]);
    for (std::size_t k = 0; k < 81; ++k) {
      if (k != c && p.values[k] != kEmpty) {
        EXPECT_EQ(w[k], p.values[k]);
      }
    }
    for (int h = 0; h < 27; ++h) {
      std::set<int> digits;
      for (int k = 0; k < 9; ++k) {
        const int r = h < 9 ? h : h < 18 ? k : h % 9 / 3 * 3 + k / 3;
        const int col = h < 9 ? k : h < 18 ? h % 9 : h % 3 * 3 + k % 3;
        digits.insert(w[static_cast<std::size_t>(r * 9 + col)]);
      }
      EXPECT_EQ(digits.size(), 9U) << "witness of given " << c << ", house " << h;
    }
  }
}

// A witness shows a given needed only when it is a second solution of the puzzle without
// that given: the generator's witnesses are, for every given; a false one (a grid that breaks
// a house, keeps the given's digit, or contradicts another given) never passes a given that
// is not needed, and is_minimal then searches instead.
TEST(Generate, WitnessesShowGivensNeededAndFalseOnesDoNot) {
  GenerateOptions o = options(11);
  o.minimal = true;
  const auto g = generate(o, 0);
  ASSERT_TRUE(g);
  const Puzzle& p = g->puzzle;
  EXPECT_EQ(solutions(p), 1);
  const std::vector<std::int8_t> solution = solution_of(p);
  expect_true_witnesses(*g);
  EXPECT_TRUE(is_minimal(p, g->witnesses));

  // one needless given added: no witness of any kind may pass it
  std::size_t extra = 0;
  while (p.values[extra] != kEmpty) ++extra;
  Puzzle more = p;
  more.values[extra] = solution[extra];
  more.given[extra] = 1;
  Witnesses false_ones = g->witnesses;
  std::vector<std::int8_t> broken = solution;
  broken[extra] = static_cast<std::int8_t>((solution[extra] + 1) % 9);  // two of a digit in its houses
  false_ones[extra] = broken;
  EXPECT_FALSE(is_minimal(more, false_ones));
  false_ones[extra] = solution;  // its own digit kept
  EXPECT_FALSE(is_minimal(more, false_ones));
  false_ones[extra] = g->witnesses[p.values[0] != kEmpty ? 0 : 1];  // another given's witness
  EXPECT_FALSE(is_minimal(more, false_ones));
  EXPECT_FALSE(is_minimal(more));
}

// A walk's neighbours are emptied with the unavoidable sets met on their grid in place of
// most searches: puzzles found after a walk are still unique and minimal (each given needed,
// by the test's own count without it), with true witnesses.
TEST(Generate, WalkedPuzzlesStayUniqueAndMinimalWithTrueWitnesses) {
  for (Symmetry s : {Symmetry::none, Symmetry::central}) {
    GenerateOptions o = options(5);
    o.symmetry = s;
    o.minimal = true;
    o.goal.techniques = {{Technique::swordfish, StepMode::anywhere}};
    std::uint64_t neighbours = 0;
    for (std::uint64_t i = 0; i < 3; ++i) {
      const auto g = generate(o, i);
      ASSERT_TRUE(g);
      neighbours += g->tried - 1;
      const Puzzle& p = g->puzzle;
      EXPECT_EQ(solutions(p), 1);
      for (std::size_t c = 0; c < p.values.size(); ++c) {
        if (p.values[c] == kEmpty) continue;
        Puzzle less = p;
        less.values[c] = kEmpty;
        EXPECT_EQ(solutions(less), 2) << "given " << c << " is not needed";
      }
      if (s == Symmetry::none) expect_true_witnesses(*g);
    }
    EXPECT_GT(neighbours, 10U) << symmetry_id(s);
  }
}

TEST(Generate, ASeedAndANumberNameOnePuzzle) {
  const GenerateOptions o = options(42);
  const auto a = generate(o, 5), b = generate(o, 5), c = generate(o, 6), d = generate(options(43), 5);
  ASSERT_TRUE(a && b && c && d);
  EXPECT_EQ(a->puzzle, b->puzzle);
  EXPECT_NE(a->puzzle, c->puzzle);
  EXPECT_NE(a->puzzle, d->puzzle);
}

TEST(Generate, GivensWithinTheirRange) {
  GenerateOptions o = options(3);
  o.givens = std::pair{30, 32};
  for (std::uint64_t i = 0; i < 4; ++i) {
    const auto g = generate(o, i);
    ASSERT_TRUE(g);
    EXPECT_GE(g->puzzle.clue_count(), 30);
    EXPECT_LE(g->puzzle.clue_count(), 32);
    EXPECT_EQ(solutions(g->puzzle), 1);
  }
}

TEST(Generate, APatternsGivensAreExactlyItsCells) {
  // the givens of a known puzzle make a pattern that has unique fillings
  const auto in = parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
  GenerateOptions o = options(1);
  for (auto v : std::get<Parsed>(in).puzzle.values) o.pattern.push_back(v != kEmpty ? 1 : 0);
  const auto g = generate(o, 0);
  ASSERT_TRUE(g);
  for (std::size_t c = 0; c < 81; ++c) EXPECT_EQ(g->puzzle.values[c] != kEmpty, o.pattern[c] != 0);
  EXPECT_EQ(solutions(g->puzzle), 1);
}

// Whether a path uses t as the mode asks, read off the path here: the steps other than t
// are singles (mode singles), simple before its first use and singles after (2), simple (1).
bool fits(const std::vector<Step>& path, Technique t, StepMode mode) {
  const std::set<std::string_view> simple = {"full_house",
                                             "naked_single",
                                             "hidden_single",
                                             "locked_candidates_pointing",
                                             "locked_candidates_claiming",
                                             "locked_pair",
                                             "locked_triple",
                                             "naked_pair",
                                             "naked_triple",
                                             "naked_quad",
                                             "hidden_pair",
                                             "hidden_triple",
                                             "hidden_quad",
                                             "x_wing",
                                             "swordfish",
                                             "jellyfish",
                                             "xy_wing",
                                             "simple_colors_trap",
                                             "simple_colors_wrap",
                                             "multi_colors_1",
                                             "multi_colors_2"};
  const std::set<std::string_view> singles = {"full_house", "naked_single", "hidden_single"};
  bool seen = false;
  for (const Step& s : path) {
    if (s.technique == t) {
      seen = true;
      continue;
    }
    const std::string_view id = info(s.technique).id;
    if (mode == StepMode::singles && !singles.contains(id)) return false;
    if (mode == StepMode::simple && !simple.contains(id)) return false;
    if (mode == StepMode::simple_then_singles && !(seen ? singles : simple).contains(id)) return false;
  }
  return seen;
}

TEST(Generate, PathsUseTheGoalsTechniqueInItsMode) {
  for (auto [t, mode] :
       {std::pair{Technique::x_wing, StepMode::anywhere}, std::pair{Technique::xy_wing, StepMode::simple},
        std::pair{Technique::locked_candidates_pointing, StepMode::singles},
        std::pair{Technique::naked_pair, StepMode::simple_then_singles}}) {
    GenerateOptions o = options(11);
    o.goal.techniques = {{t, mode}};
    for (std::uint64_t i = 0; i < 2; ++i) {
      const auto g = generate(o, i);
      ASSERT_TRUE(g);
      const SolveResult r = solve(g->puzzle, {});
      EXPECT_EQ(r.status, SolveResult::Status::solved);
      EXPECT_EQ(r.guesses, 0);
      EXPECT_TRUE(fits(r.steps, t, mode))
          << info(t).id << " " << step_mode_id(mode) << " " << format_line(g->puzzle, default_alphabet(3));
    }
  }
}

// A rare goal's run goes on from each puzzle found: its puzzles still each meet the goal
// (the test's own check of the path), and those sharing a solution grid differ in at least
// four givens. A run entered in its middle, as another thread or a Dask task enters it,
// gives the same puzzles as one made from its start. With one_per_grid, no two share a grid.
TEST(Generate, ARareGoalsRunGoesOnFromItsPuzzlesWhichStayApartUnlessOnePerGridIsAsked) {
  // A seed whose run turns rare within six puzzles (one of them took kCostly judged): few do.
  GenerateOptions o = options(20);
  o.goal.techniques = {{Technique::als_xy_wing, StepMode::anywhere}};
  GenerateRun run(o, 0, {});
  std::vector<Puzzle> made;
  std::vector<std::vector<std::int8_t>> grids;
  for (int k = 0; k < 6; ++k) {
    const CheckedPuzzle c = run.next();
    ASSERT_TRUE(c.made);
    EXPECT_EQ(c.error, "");
    const Puzzle& p = c.made->puzzle;
    const SolveResult r = solve(p, {});
    ASSERT_EQ(r.status, SolveResult::Status::solved);
    EXPECT_EQ(solutions(p), 1);
    EXPECT_TRUE(fits(r.steps, Technique::als_xy_wing, StepMode::anywhere)) << format_line(p, default_alphabet(3));
    made.push_back(p);
    grids.push_back(r.position.values);
  }
  int sharing = 0;
  for (std::size_t a = 0; a < made.size(); ++a)
    for (std::size_t b = a + 1; b < made.size(); ++b) {
      if (grids[a] != grids[b]) continue;
      ++sharing;
      int differ = 0;
      for (std::size_t c = 0; c < 81; ++c) differ += made[a].given[c] != made[b].given[c] ? 1 : 0;
      EXPECT_GE(differ, 4) << a << " " << b;
    }
  EXPECT_GT(sharing, 0) << "the run never went on from a puzzle: the test no longer tests it";
  GenerateRun middle(o, 4, {});
  for (std::size_t k = 4; k < 6; ++k) {
    const CheckedPuzzle c = middle.next();
    ASSERT_TRUE(c.made);
    EXPECT_EQ(c.made->puzzle, made[k]);
  }
  const auto alone = generate(o, 5);
  ASSERT_TRUE(alone);
  EXPECT_EQ(alone->puzzle, made[5]);
  // one puzzle a grid, asked: the walk starts over after each
  o.one_per_grid = true;
  GenerateRun apart(o, 0, {});
  std::set<std::vector<std::int8_t>> seen;
  for (int k = 0; k < 6; ++k) {
    const CheckedPuzzle c = apart.next();
    ASSERT_TRUE(c.made);
    EXPECT_EQ(c.error, "");
    const SolveResult r = solve(c.made->puzzle, {});
    ASSERT_EQ(r.status, SolveResult::Status::solved);
    EXPECT_TRUE(seen.insert(r.position.values).second) << "two puzzles of one grid";
  }
}

TEST(Generate, LevelsRangesAndStepsAsAsked) {
  GenerateOptions o = options(5);
  o.goal.hodoku_level = std::pair{Level::unfair, Level::extreme};
  o.goal.points = ValueRange{.low = 500};
  o.goal.without.add(Technique::sue_de_coq);
  o.rating.techniques = *find_profile("hodoku");
  const auto g = generate(o, 0);
  ASSERT_TRUE(g);
  // the rating again, through the public path rate takes
  const RecordRating r = rate_record(Parsed{.puzzle = g->puzzle,
                                            .alphabet = &default_alphabet(3),
                                            .format = InputFormat::line,
                                            .extra = {},
                                            .library = {}},
                                     {.techniques = *find_profile("hodoku"), .scales = {.hodoku = true}});
  ASSERT_TRUE(r.scales.hodoku);
  EXPECT_GE(r.scales.hodoku->level, Level::unfair);
  EXPECT_GE(r.rating.points, 500);
  for (const Step& s : r.solved.steps) EXPECT_NE(s.technique, Technique::sue_de_coq);
  EXPECT_EQ(goal_miss(o.goal, r), "");

  GenerateOptions first = options(9);
  first.goal.first = Technique::hidden_pair;
  const auto h = generate(first, 0);
  ASSERT_TRUE(h);
  const SolveResult path = solve(h->puzzle, {});
  const auto hard = std::find_if(path.steps.begin(), path.steps.end(), [](const Step& s) {
    return s.technique != Technique::full_house && s.technique != Technique::naked_single &&
           s.technique != Technique::hidden_single;
  });
  ASSERT_NE(hard, path.steps.end());
  EXPECT_EQ(hard->technique, Technique::hidden_pair);
}

TEST(Generate, AMissedGoalSaysWhy) {
  GenerateGoal goal;
  goal.techniques = {{Technique::jellyfish, StepMode::anywhere}};
  goal.points = ValueRange{.low = 10000};
  const auto in = parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
  const RecordRating r = rate_record(std::get<Parsed>(in), {});
  const std::string why = goal_miss(goal, r);
  EXPECT_NE(why.find("does not use Jellyfish"), std::string::npos) << why;
  EXPECT_NE(why.find("at least 10000"), std::string::npos) << why;
}

TEST(Generate, OtherSizes) {
  for (int box : {2, 4}) {
    GenerateOptions o = options(1);
    o.box = box;
    const auto g = generate(o, 0);
    ASSERT_TRUE(g);
    EXPECT_EQ(g->puzzle.box, box);
    EXPECT_EQ(count_solutions(g->puzzle).solutions, 1U);
    if (box == 2) {
      EXPECT_EQ(solutions(g->puzzle), 1);
    }
  }
}

TEST(Generate, ReadsRangesLevelsAndModes) {
  EXPECT_EQ(parse_range("800-")->low, 800);
  EXPECT_TRUE(std::isinf(parse_range("800-")->high));
  EXPECT_EQ(parse_range("-300")->high, 300);
  EXPECT_EQ(parse_range("8.0-9.5")->high, 9.5);
  EXPECT_EQ(parse_range("5")->low, 5);
  for (const char* bad : {"", "-", "x", "9-8", "1-2-3", "nan"}) EXPECT_FALSE(parse_range(bad)) << bad;
  EXPECT_EQ(parse_level_range("hard-")->second, Level::extreme);
  EXPECT_EQ(parse_level_range("Extreme")->first, Level::extreme);
  EXPECT_FALSE(parse_level_range("extreme-easy"));
  EXPECT_FALSE(parse_level_range("impossible"));
  EXPECT_EQ(find_step_mode("2"), StepMode::simple_then_singles);
  EXPECT_EQ(find_step_mode("singles"), StepMode::singles);
  EXPECT_FALSE(find_step_mode("4"));
  EXPECT_EQ(find_symmetry("Rotational90"), Symmetry::rotational90);
  EXPECT_FALSE(find_symmetry("spiral"));
}

TEST(Generate, StopsWhenCancelled) {
  std::atomic<bool> cancel{true};
  GenerateOptions o = options(1);
  o.goal.techniques = {{Technique::jellyfish, StepMode::singles}};
  o.rating.cancel = &cancel;
  EXPECT_FALSE(generate(o, 0));
}

}  // namespace
}  // namespace setlogic

namespace setlogic {
namespace {

TEST(Generate, ACheckedPuzzleIsJudgedOnTheLadderItWasMadeOn) {
  // 3D Medusa is not in the default ladder: the goal adds it, to the search and the check alike
  GenerateOptions o = options(4);
  o.goal.techniques = {{Technique::medusa_3d, StepMode::anywhere}};
  const CheckedPuzzle c = generate_checked(o, 0, {.hodoku = true, .se = false});
  ASSERT_TRUE(c.made);
  EXPECT_EQ(c.error, "");
  ASSERT_TRUE(c.entry.is_rated());
  EXPECT_TRUE(c.entry.rated.scales.hodoku);  // the scales asked for besides the goal's
  EXPECT_TRUE(std::any_of(c.entry.rated.solved.steps.begin(), c.entry.rated.solved.steps.end(),
                          [](const Step& s) { return s.technique == Technique::medusa_3d; }));
  EXPECT_EQ(c.entry.puzzle, format_line(c.made->puzzle, default_alphabet(3)));
}

}  // namespace
}  // namespace setlogic
