// Finders on hand-made and worked-example positions, every size. Fish positions are
// digit maps (spec/fish-testcases.md): the fish digit's candidates, every other digit
// left open, which no basic fish of another digit can use.

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "core/grid.hpp"
#include "io/step_text.hpp"
#include "logic/certificate.hpp"
#include "logic/finder.hpp"
#include "logic/solver.hpp"
#include "logic/techniques/fish.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

// An empty grid where digit d is a candidate only at the 'X' of the map (one row a line).
template <int B>
Grid<B> digit_map(int d, const std::vector<std::string>& rows) {
  using G = Geometry<B>;
  Grid<B> g;
  for (int r = 0; r < G::size; ++r)
    for (int c = 0; c < G::size; ++c)
      if (rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] != 'X') g.eliminate(G::cell(r, c), Digit(d));
  return g;
}

template <int B>
std::vector<std::string> texts(const Grid<B>& g, Technique t) {
  CollectSink sink;
  find(g, t, sink);
  std::vector<std::string> out;
  for (const Step& s : sink.steps()) {
    EXPECT_EQ(check_certificate(s, g.to_puzzle()), std::nullopt) << format_step(s, default_alphabet(B));
    out.push_back(format_step(s, default_alphabet(B)));
  }
  return out;
}

// top1465 #1 at its start: a position full of fish of every kind.
constexpr const char* kTop1465First =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

// The fish techniques (basic fish included) of sizes low..high.
TechniqueSet fish_of_sizes(int low, int high) {
  TechniqueSet fish = TechniqueSet::none();
  for (const TechniqueInfo& t : catalogue())
    if (t.size >= low && t.size <= high && t.fish != FishClass::none) fish.add(t.technique);
  return fish;
}

bool contains(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

const std::vector<std::string> kG01 = {
    // spec G01: X-Wing on 4 (digit index 3); placed 4s are simply absent candidates here
    ".........", ".........", ".........", ".XX.X....", ".X...X...", ".........", ".X...X...", ".XX.X....", ".........",
};

TEST(BasicFish, XWingOfTheSourcePage) {
  auto g = digit_map<3>(3, kG01);
  auto found = texts(g, Technique::x_wing);
  EXPECT_TRUE(contains(found, "X-Wing: 4 r57 c26 => r48c2<>4")) << testing::PrintToString(found);
}

TEST(BasicFish, SwordfishAndJellyfishOfTheSourcePage) {
  // spec G02/G03: digit 7
  const std::vector<std::string> map = {
      ".XX...X.X", ".X....X..", "....XX...", ".X...X...", "....X.X..",
      "X.X...X.X", ".........", ".........", "XXX......",
  };
  auto g = digit_map<3>(6, map);
  auto sword = texts(g, Technique::swordfish);
  EXPECT_TRUE(contains(sword, "Swordfish: 7 c139 r169 => r1c27,r6c7,r9c2<>7")) << testing::PrintToString(sword);
  // The Jellyfish r2345/c2567 is the complement of that Swordfish (U = 7 lines): the
  // complement rule leaves it to the smaller fish, with the same eliminations.
  auto jelly = texts(g, Technique::jellyfish);
  EXPECT_FALSE(contains(jelly, "Jellyfish: 7 r2345 c2567 => r1c27,r6c7,r9c2<>7"));
}

TEST(BasicFish, SixteenBySixteenXWingAndSwordfish) {
  // spec S1 and S2 (digit d = 1 here)
  const std::vector<std::string> s1 = {
      "....X.....X...XX", "X....XX.......X.", "...X.......XX...", "X....XX.........",
      "..X.X...........", ".......XX....X..", ".X.........X...X", ".XX...X.X.....X.",
      ".X...X.......X..", "..X.X...........", ".........X.XX...", "......X..X...X..",
      "......X.XX......", "X..X......X.....", ".......X....X...", "...XX..........X",
  };
  auto g1 = digit_map<4>(0, s1);
  auto x = texts(g1, Technique::x_wing);
  EXPECT_TRUE(contains(x, "X-Wing: 1 r5,10 c3,5 => r1,16c5 r8c3<>1")) << testing::PrintToString(x);
  const std::vector<std::string> s2 = {
      ".........X..X...", "..X..........X..", "......X..XX.....", ".X...X.X..X.....",
      "X..X...........X", "....X...X...X...", "......X...X....X", "X....X..X..X....",
      "..XX...X.....XXX", "...X..X.......X.", "X......X..X.....", "........XX....X.",
      ".X..X..........X", ".X..XX...XX.....", "..X........X....", "...........X.X..",
  };
  auto g2 = digit_map<4>(0, s2);
  auto sw = texts(g2, Technique::swordfish);
  EXPECT_TRUE(contains(sw, "Swordfish: 1 r2,15,16 c3,12,14 => r8c12 r9c3,14<>1")) << testing::PrintToString(sw);
}

TEST(Fish, MutantSwordfishOfTheSourcePage) {
  // spec G07: digit 8; GNPX calls it Franken, HoDoKu's classes make it Mutant
  const std::vector<std::string> map = {
      "X.....X.X", "...XX..X.", "..X.X.X..", ".........", "...X....X",
      "...X.XX..", "....X.X..", "X....X...", "X.X....XX",
  };
  auto g = digit_map<3>(7, map);
  auto found = texts(g, Technique::mutant_swordfish);
  EXPECT_TRUE(contains(found, "Mutant Swordfish: 8 r1c38 r9b13 => r3c7,r9c19<>8")) << testing::PrintToString(found);
  EXPECT_FALSE(contains(texts(g, Technique::franken_swordfish), "Franken Swordfish: 8 r1c38 r9b13 => r3c7,r9c19<>8"));
}

// --franken-size bounds Franken and Mutant fish, and by default only beyond 9x9.
TEST(Fish, FrankenSizeBoundsFrankenAndMutantFish) {
  const std::vector<std::string> map = {
      "X.....X.X", "...XX..X.", "..X.X.X..", ".........", "...X....X",
      "...X.XX..", "....X.X..", "X....X...", "X.X....XX",
  };
  const auto g = digit_map<3>(7, map);
  auto found = [&](int franken_size) {
    SearchLimits limits;
    limits.fish.franken_size = franken_size;
    CollectSink sink;
    find(g, Technique::mutant_swordfish, sink, limits);
    return sink.steps().size();
  };
  EXPECT_GT(found(0), 0u);  // 9x9: every size
  EXPECT_GT(found(3), 0u);
  EXPECT_EQ(found(2), 0u);
  EXPECT_EQ(FishLimits{}.franken_bases(9), 7);
  EXPECT_EQ(FishLimits{}.franken_bases(16), 4);
  EXPECT_EQ(FishLimits{}.franken_bases(25), 4);
}

TEST(Fish, EndoFinOfTheSourcePage) {
  // spec G11: digit 2, base r4 c27, covers r8 b46, endo fin r4c7
  const std::vector<std::string> map = {
      ".........", ".......XX", "X.X......", "X.X...X..", ".X.....X.",
      ".........", "X.X.....X", ".X....X.X", ".........",
  };
  auto g = digit_map<3>(1, map);
  auto found = texts(g, Technique::finned_mutant_swordfish);
  EXPECT_TRUE(contains(found, "Finned Mutant Swordfish with Endo Fins: 2 r4c27 r8b46 efr4c7 => r5c8<>2"))
      << testing::PrintToString(found);
}

TEST(Fish, FinnedFishOnlyWithFins) {
  // The X-Wing map of G01 holds its X-Wing and no finned X-Wing with the same eliminations:
  // fins are required for the finned techniques.
  auto g = digit_map<3>(3, kG01);
  const std::vector<std::string> x = texts(g, Technique::x_wing);
  ASSERT_FALSE(x.empty());
  const std::string eliminations = x.front().substr(x.front().find(" => "));
  for (const std::string& text : texts(g, Technique::finned_x_wing)) EXPECT_FALSE(text.ends_with(eliminations)) << text;
  // Where finned fish exist, each has a fin: a finned Swordfish of the HoDoKu library
  // (0311: 4 c168 r247 fr1c6 => r2c4<>4).
  const Puzzle p = test::parse_or_die(
      ":0311:4:.3.2+6..+8.86..3.5.+2.+2487..+3+6.+8.39.+2.72..6.8..31.+3+527.+6...+2.863..+3.8.5+2+691.....3.2.:924 "
      "128 "
      "448 452 157 458 578 491 591 792 193 793:424::");
  const std::vector<std::string> finned = texts(*Grid<3>::from_puzzle(p), Technique::finned_swordfish);
  ASSERT_FALSE(finned.empty());
  EXPECT_TRUE(contains(finned, "Finned Swordfish: 4 c168 r247 fr1c6 => r2c4<>4")) << testing::PrintToString(finned);
  for (const std::string& text : finned) EXPECT_NE(text.find(" fr"), std::string::npos) << text;
}

TEST(Fish, FewestFinsFirstAmongOneBaseSetsCovers) {
  // The base r7c4 of digit 3 takes the covers b59 (fin r9c4) and
  // r9b5 (fins r7c8, r7c9). The solver's next Finned Mutant X-Wing is the one-fin fish.
  const Puzzle p = test::parse_or_die(kTop1465First);
  TechniqueSet only = TechniqueSet::none();
  only.add(Technique::finned_mutant_x_wing);
  const auto first = next_step(p, only);
  ASSERT_TRUE(first);
  EXPECT_EQ(format_step(*first, default_alphabet(3)), "Finned Mutant X-Wing: 3 r7c4 b59 fr9c4 => r9c789<>3");
  std::vector<std::string> every, distinct;
  for (const Step& s : find_all_steps(p, only, {.fish = {.every = true}}))
    every.push_back(format_step(s, default_alphabet(3)));
  EXPECT_TRUE(contains(every, "Finned Mutant X-Wing: 3 r7c4 b59 fr9c4 => r9c789<>3"));
  EXPECT_TRUE(contains(every, "Finned Mutant X-Wing: 3 r7c4 r9b5 fr7c8 fr7c9 => r9c789<>3"));
  // One per elimination set by default: the one-fin fish, and nothing else making r9c789<>3.
  for (const Step& s : find_all_steps(p, only)) distinct.push_back(format_step(s, default_alphabet(3)));
  EXPECT_TRUE(contains(distinct, "Finned Mutant X-Wing: 3 r7c4 b59 fr9c4 => r9c789<>3"));
  EXPECT_EQ(std::count_if(distinct.begin(), distinct.end(),
                          [](const std::string& t) { return t.ends_with(" => r9c789<>3"); }),
            1);
  EXPECT_LT(distinct.size(), every.size());
}

TEST(Fish, FindAllGivesOneFishPerEliminationSetAndLosesNone) {
  // Every fish kind of sizes 2-4: the distinct list has exactly
  // the elimination sets of the full one, each once, and each from the first technique of
  // the catalogue that makes it.
  const Puzzle p = test::parse_or_die(kTop1465First);
  const TechniqueSet fish = fish_of_sizes(2, 4);
  using Key = std::pair<std::vector<Digit>, std::vector<Candidate>>;
  std::map<Key, Technique> first;
  for (const Step& s : find_all_steps(p, fish, {.fish = {.every = true}}))
    first.try_emplace({s.digits, s.eliminations}, s.technique);
  std::map<Key, Technique> distinct;
  for (const Step& s : find_all_steps(p, fish)) {
    EXPECT_TRUE(distinct.emplace(Key{s.digits, s.eliminations}, s.technique).second)
        << format_step(s, default_alphabet(3));
    EXPECT_FALSE(check_certificate(s, p)) << format_step(s, default_alphabet(3));
  }
  EXPECT_GT(first.size(), 10u);
  EXPECT_EQ(distinct, first);
}

TEST(Fish, FindAllIsTheSameOnAnyNumberOfThreads) {
  const Puzzle p = test::parse_or_die(kTop1465First);
  const TechniqueSet fish = fish_of_sizes(2, 4);
  auto texts = [&](int threads) {
    std::vector<std::string> out;
    for (const Step& s : find_all_steps(p, fish, {.threads = threads}))
      out.push_back(format_step(s, default_alphabet(3)));
    return out;
  };
  const std::vector<std::string> one = texts(1);
  EXPECT_GT(one.size(), 10u);
  EXPECT_EQ(texts(2), one);
  EXPECT_EQ(texts(5), one);
}

// sam_16x16 #1 part-way through its default solve path (library line).
constexpr const char* kSixteenPartWay =
    ":0000::6E+AF..B82D..5+173+C35+B7.1.+8G+FA+D29.9+4+D+G+3A2+5.E1.+F+C+68+2+18+7.F+9D3.6.+BG+A.+A57+D+6+8C+F.2.+1+"
    "34E+GF2+B4+D+EA+9+63..7+5818+9+3EB+G+7+1+4+A+5F2+6+DCG+6+C1+45+32E.D.9+F+BA7+G+96+23+EAF.4.C+B+1DB+A+481+D+5...+"
    "E2G+3+F9DF+E5..4.+19.+3A+826+1C2+3+F+98..6..+4E5+7+4+86..B+DE5+F3.+17+G+23+7+G+2.1F+C.B8+E+6.+45+EDF.5.G..1.6+893+"
    "B5B+19+8.63G4..E.CF::::";

// The technique of a fish by the spec's table (§2.5) and HoDoKu's names, looked up by name:
// base and cover house kinds as bits (row 1, column 2, box 4). Sashimi: a finned basic fish
// with a base line that keeps at most one candidate without its fins.
template <int B>
std::optional<Technique> spec_technique(unsigned bm, unsigned cm, const std::vector<int>& base,
                                        const typename Geometry<B>::CellSet& digit,
                                        const typename Geometry<B>::CellSet& fins, int k) {
  using G = Geometry<B>;
  constexpr unsigned L = 1, C = 2, X = 4;
  const bool basic = (bm == L && cm == C) || (bm == C && cm == L);
  const bool franken = !basic && (((bm == L || bm == (L | X)) && (cm == C || cm == (C | X))) ||
                                  ((bm == C || bm == (C | X)) && (cm == L || cm == (L | X))));
  bool sashimi = false;
  for (int h : base) sashimi = sashimi || ((G::house_mask[h] & digit) - fins).count() <= 1;
  static const char* sizes[] = {"", "", "X-Wing", "Swordfish", "Jellyfish", "Squirmbag", "Whale", "Leviathan"};
  std::string name = basic ? (fins.none() ? ""
                              : sashimi   ? "Sashimi "
                                          : "Finned ")
                           : std::string(fins.none() ? "" : "Finned ") + (franken ? "Franken " : "Mutant ");
  if (basic && fins.none()) return std::nullopt;
  return find_technique(name + sizes[k]);
}

// Every fish of size k by the definitions alone: each set of k houses holding the digit
// (overlap within the endo-fin limit) against each set of k other houses meeting its
// candidates, as the search's walks never look further.
template <int B>
std::vector<std::string> naive_fish(const Grid<B>& g, int k, FishLimits limits) {
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;
  std::vector<std::string> out;
  auto subsets = [](const std::vector<int>& from, int size, auto&& visit) {
    std::vector<int> pick;
    auto rec = [&](auto&& self, std::size_t i) -> void {
      if (static_cast<int>(pick.size()) == size) return visit(pick);
      for (; i < from.size(); ++i) {
        pick.push_back(from[i]);
        self(self, i + 1);
        pick.pop_back();
      }
    };
    rec(rec, 0);
  };
  for (int d = 0; d < G::size; ++d) {
    const CellSet digit = g.cells_with(Digit(d));
    std::vector<int> holding;
    for (int h = 0; h < G::houses; ++h)
      if ((G::house_mask[h] & digit).any()) holding.push_back(h);
    subsets(holding, k, [&](const std::vector<int>& base) {
      CellSet b1, b2, b3;
      std::vector<bool> is_base(G::houses), meets(G::houses);
      unsigned base_kinds = 0;
      for (int h : base) {
        const CellSet u = G::house_mask[h] & digit;
        b3 |= b2 & u, b2 |= b1 & u, b1 |= u;
        is_base[static_cast<std::size_t>(h)] = true;
        base_kinds |= 1u << static_cast<int>(G::kind(House(h)));
      }
      if (b2.count() > limits.max_endo_fins) return;
      for (Cell x : b1)
        for (House h : G::houses_of(x)) meets[h.index()] = true;
      std::vector<int> pool;
      for (int h = 0; h < G::houses; ++h)
        if (meets[static_cast<std::size_t>(h)] && !is_base[static_cast<std::size_t>(h)]) pool.push_back(h);
      subsets(pool, k, [&](const std::vector<int>& cover) {
        CellSet c1, c2, c3;
        unsigned cover_kinds = 0;
        for (int h : cover) {
          const CellSet u = G::house_mask[h] & digit;
          c3 |= c2 & u, c2 |= c1 & u, c1 |= u;
          cover_kinds |= 1u << static_cast<int>(G::kind(House(h)));
        }
        const CellSet fins = (b1 - c1) | (b2 - c2) | (b3 - c3);
        if (fins.count() > limits.max_fins || (fins.none() && b2.any())) return;
        CellSet elims = (c1 - b1) | (c2 - b2) | (c3 - b3);
        for (Cell f : fins) elims &= G::peers[f.index()];
        if (elims.none()) return;
        const auto technique = spec_technique<B>(base_kinds, cover_kinds, base, digit, fins, k);
        if (!technique) return;  // a basic fish without fins: the basic fish finder's
        detail::FoundFish<B> f{.technique = *technique,
                               .digit = Digit(d),
                               .size = k,
                               .fins = fins - b2,
                               .endo_fins = fins & b2,
                               .eliminations = elims,
                               .cannibals = elims & b1};
        std::copy(base.begin(), base.end(), f.base.begin());
        std::copy(cover.begin(), cover.end(), f.cover.begin());
        out.push_back(format_step(f.step(), default_alphabet(B)));
      });
    });
  }
  std::sort(out.begin(), out.end());
  return out;
}

template <int B>
std::vector<std::string> searched_fish(const Grid<B>& g, int k) {
  TechniqueSet wanted = fish_of_sizes(k, k);
  for (const TechniqueInfo& t : catalogue())
    if (t.family == Family::basic_fish) wanted.remove(t.technique);
  CollectSink sink;
  FinderContext<B> ctx(g);
  find_all_fish(ctx, wanted, sink, {.every = true});
  std::vector<std::string> out;
  for (const Step& s : sink.steps()) out.push_back(format_step(s, default_alphabet(B)));
  std::sort(out.begin(), out.end());
  return out;
}

TEST(Fish, TheSearchFindsEveryFishTheDefinitionsGive) {
  // The search's cuts (target bounds, earlier targets, hopeless partial bases) against a
  // plain enumeration of base and cover sets: the same fish, base, cover, fins and
  // eliminations, on 9x9 and on a 16x16 position part-way through a solve.
  const Grid<3> g9 = *Grid<3>::from_puzzle(test::parse_or_die(kTop1465First));
  for (int k = 2; k <= 3; ++k) {
    const auto found = searched_fish(g9, k);
    EXPECT_GT(found.size(), 100u) << "size " << k;
    EXPECT_EQ(found, naive_fish(g9, k, {})) << "size " << k;
  }
  const Grid<4> g16 = *Grid<4>::from_puzzle(test::parse_or_die(kSixteenPartWay));
  const auto found = searched_fish(g16, 3);
  EXPECT_GT(found.size(), 10u);
  EXPECT_EQ(found, naive_fish(g16, 3, {}));
}

TEST(Fish, SiameseFishUniteTwoFishOfOneBaseAndPassTheChecker) {
  // spec G05's position: Siamese pairs among the size-3 fish of digit 5.
  const Puzzle p = test::parse_or_die(
      ":0300:5:19.3.......2...14.8..641...3.9..8...75.....28...7..9.5...164+5.2.16...7.......7.81:513 526 594:::");
  const TechniqueSet fish = fish_of_sizes(3, 3);
  std::vector<Step> found = find_all_steps(p, fish, {.fish = {.every = true}});
  std::erase_if(found, [](const Step& s) { return s.digits.front() != Digit(4); });
  const std::vector<Step> pairs = siamese(found);
  ASSERT_FALSE(pairs.empty());
  std::vector<std::string> texts;
  for (const Step& s : pairs) {
    ASSERT_EQ(s.parts.size(), 2u);
    EXPECT_EQ(s.parts[0].base.size(), s.parts[1].base.size());
    EXPECT_GT(s.eliminations.size(), s.parts[0].eliminations.size());
    EXPECT_FALSE(check_certificate(s, p)) << format_step(s, default_alphabet(3));
    texts.push_back(format_step(s, default_alphabet(3)));
  }
  EXPECT_TRUE(contains(texts, "Siamese Sashimi Swordfish: 5 c368 r138 fr9c3 | r139 fr8c6 => r8c1,r9c5<>5"));
}

TEST(Intersections, PointingAndClaiming) {
  using G = Geometry<3>;
  Grid<3> g;
  // 1 (index 0) in box 1 only in row 1; in row 9 only in box 9
  for (int r = 1; r < 3; ++r)
    for (int c = 0; c < 3; ++c) g.eliminate(G::cell(r, c), Digit(0));
  for (int c = 0; c < 6; ++c) g.eliminate(G::cell(8, c), Digit(0));
  auto pointing = texts(g, Technique::locked_candidates_pointing);
  EXPECT_TRUE(contains(pointing, "Locked Candidates Type 1 (Pointing): 1 in b1 => r1c456789<>1"));
  auto claiming = texts(g, Technique::locked_candidates_claiming);
  EXPECT_TRUE(contains(claiming, "Locked Candidates Type 2 (Claiming): 1 in r9 => r7c789,r8c789<>1"));
}

TEST(Subsets, NakedLockedAndHidden) {
  using G = Geometry<3>;
  Grid<3> g;
  // r1c1, r1c2: only 1 and 2 (a locked pair: row 1 and box 1)
  for (int c : {0, 1})
    for (int d = 2; d < 9; ++d) g.eliminate(G::cell(0, c), Digit(d));
  auto locked = texts(g, Technique::locked_pair);
  ASSERT_EQ(locked.size(), 1u);
  EXPECT_EQ(locked[0].substr(0, 23), "Locked Pair: 1,2 in r1c");
  EXPECT_TRUE(texts(g, Technique::naked_pair).empty()) << "a locked pair is not also a naked pair";
  {
    // Only the third cell of the pair's row in its box loses a candidate there, and the row
    // loses more outside the box: still a locked pair (HoDoKu counts the box's part too).
    Grid<3> h;
    for (int c : {0, 1})
      for (int d = 2; d < 9; ++d) h.eliminate(G::cell(0, c), Digit(d));
    for (int r = 1; r < 3; ++r)
      for (int c = 0; c < 3; ++c)
        for (int d : {0, 1}) h.eliminate(G::cell(r, c), Digit(d));
    for (int c = 3; c < 9; ++c)
      if (c != 6) h.eliminate(G::cell(0, c), Digit(1));
    EXPECT_EQ(texts(h, Technique::locked_pair),
              std::vector<std::string>{"Locked Pair: 1,2 in r1c12 => r1c3456789<>1, r1c37<>2"});
    EXPECT_TRUE(texts(h, Technique::naked_pair).empty());
    // With nothing to take in the box but the row's third cell, and nothing in the row
    // beyond the box, it is a naked pair.
    for (int c = 3; c < 9; ++c) h.eliminate(G::cell(0, c), Digit(0));
    h.eliminate(G::cell(0, 6), Digit(1));
    EXPECT_TRUE(texts(h, Technique::locked_pair).empty());
    EXPECT_EQ(texts(h, Technique::naked_pair),
              std::vector<std::string>{"Naked Pair: 1,2 in r1c12 => r1c3<>1, r1c3<>2"});
  }
  // r5c1, r5c9: only 3 and 4 (a naked pair in row 5 alone)
  for (int c : {0, 8})
    for (int d = 0; d < 9; ++d)
      if (d != 2 && d != 3) g.eliminate(G::cell(4, c), Digit(d));
  auto naked = texts(g, Technique::naked_pair);
  ASSERT_EQ(naked.size(), 1u);
  EXPECT_EQ(naked[0], "Naked Pair: 3,4 in r5c19 => r5c2345678<>3, r5c2345678<>4");
  // 9 (index 8) and 8 (index 7) in column 9 only at r7c9 and r8c9: a hidden pair
  for (int r = 0; r < 9; ++r)
    if (r != 6 && r != 7)
      for (int d : {7, 8}) g.eliminate(G::cell(r, 8), Digit(d));
  auto hidden = texts(g, Technique::hidden_pair);
  EXPECT_TRUE(contains(hidden,
                       "Hidden Pair: 8,9 in r78c9 => r78c9<>1, r78c9<>2, r78c9<>3, r78c9<>4, r78c9<>5, "
                       "r78c9<>6, r78c9<>7"))
      << testing::PrintToString(hidden);
}

TEST(Singles, FullHouseNakedAndHidden) {
  Puzzle p = test::parse_or_die("12345678.........................................................................");
  auto steps = find_all_steps(p, TechniqueSet::defaults());
  ASSERT_FALSE(steps.empty());
  EXPECT_EQ(steps.front().technique, Technique::full_house);
  EXPECT_EQ(format_step(steps.front(), default_alphabet(3)), "Full House: r1c9=9");
  auto next = next_step(p, TechniqueSet::all());
  ASSERT_TRUE(next);
  EXPECT_EQ(next->technique, Technique::full_house);
  TechniqueSet hidden_only = TechniqueSet::none();
  hidden_only.add(Technique::hidden_single);
  const std::vector<Step> hidden = find_all_steps(p, hidden_only);
  ASSERT_FALSE(hidden.empty());
  for (const Step& s : hidden) EXPECT_EQ(s.technique, Technique::hidden_single);
}

TEST(Singles, FourByFour) {
  Puzzle small = test::parse_or_die("1234341221434321");  // solved: nothing to find
  EXPECT_TRUE(find_all_steps(small, TechniqueSet::all()).empty());
  Puzzle p = test::parse_or_die("123.341221434321");
  auto steps = find_all_steps(p, TechniqueSet::all());
  ASSERT_FALSE(steps.empty());
  EXPECT_EQ(format_step(steps.front(), default_alphabet(2)), "Full House: r1c4=4");
}

}  // namespace
}  // namespace setlogic

namespace setlogic {
namespace {

// Sudoku Explainer's larger wings: along real solve paths every one is a bivalue cell yz and
// an almost locked set of k cells in one house holding its digits, with a digit of yz whose
// places in the set all see yz; each is certified and keeps the solution.
TEST(AlsWings, EveryWingIsOfItsShapeCertifiedAndSound) {
  const std::vector<std::pair<Technique, int>> wings = {
      {Technique::vwxyz_wing, 4}, {Technique::uvwxyz_wing, 5}, {Technique::tuvwxyz_wing, 6}};
  std::vector<int> found(wings.size());
  const auto positions = test::top1465_positions(60);
  for (std::size_t p = 0; p < positions.size(); p += 3) {
    const test::SolvedPosition& at = positions[p];
    const Grid<3> g = *Grid<3>::from_puzzle(at.puzzle);
    for (std::size_t w = 0; w < wings.size(); ++w) {
      const auto [t, k] = wings[w];
      TechniqueSet one = TechniqueSet::none();
      one.add(t);
      for (const Step& s : find_all_steps(at.puzzle, one, {.max_steps = 8})) {
        ++found[w];
        const std::string line = format_step(s, default_alphabet(3));
        ASSERT_EQ(static_cast<int>(s.cells.size()), k + 1) << line;
        const std::vector<Cell> set(s.cells.begin(), s.cells.end() - 1);
        const Cell yz = s.cells.back();
        Geometry<3>::DigitSet digits;
        for (Cell c : set) digits |= g.candidates(c);
        EXPECT_EQ(static_cast<int>(digits.count()), k + 1) << line;
        EXPECT_EQ(g.candidates(yz).count(), 2) << line;
        EXPECT_EQ(g.candidates(yz) & digits, g.candidates(yz)) << line;
        bool one_house = false;
        for (int h = 0; h < 27; ++h)
          one_house = one_house || std::all_of(set.begin(), set.end(), [&](Cell c) {
                        return Geometry<3>::house_mask[static_cast<std::size_t>(h)].test(c);
                      });
        EXPECT_TRUE(one_house) << line;
        bool restricted = false;
        for (Digit x : g.candidates(yz))
          restricted = restricted || std::all_of(set.begin(), set.end(), [&](Cell c) {
                         return !g.candidates(c).test(x) || Geometry<3>::peers[c.index()].test(yz);
                       });
        EXPECT_TRUE(restricted) << line;
        EXPECT_EQ(check_certificate(s, at.puzzle), std::nullopt) << line;
        for (const Candidate& x : s.eliminations)
          EXPECT_NE(at.solution[static_cast<std::size_t>(x.cell.index())], x.digit.index()) << line;
      }
    }
  }
  EXPECT_GT(found[0], 0);
  EXPECT_GT(found[1], 0);
}

}  // namespace
}  // namespace setlogic
