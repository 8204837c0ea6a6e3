// The finder context against naive recomputation: conjugate pairs, bivalue cells, every
// ALS and the template dead sets (against the templates listed one by one) at the
// positions of real solve paths, and the caches
// rebuilt exactly when the grid's version changes.

#include "logic/context.hpp"

#include <gtest/gtest.h>

#include <set>

#include "logic/solver.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

template <int B>
std::vector<Puzzle> path_positions(int box, int most) {
  std::vector<Puzzle> out;
  for (const auto& l : test::read_file(test::test_dir() / "corpus/own.txt")) {
    const Puzzle& p = l.parsed.puzzle;
    if (p.box != box) continue;
    SolveResult r = solve(p, {});
    if (r.status != SolveResult::Status::solved) continue;
    for (const Puzzle& at : positions_along(p, r.steps)) out.push_back(at);
    if (static_cast<int>(out.size()) >= most) break;
  }
  return out;
}

// Every set of up to max_cells open cells of one house with one digit more than cells.
template <int B>
std::set<std::vector<int>> naive_als(const Grid<B>& g, int max_cells) {
  using G = Geometry<B>;
  std::set<std::vector<int>> out;
  for (int h = 0; h < G::houses; ++h) {
    std::vector<Cell> open;
    for (Cell c : G::house_cells[static_cast<std::size_t>(h)])
      if (!g.value(c)) open.push_back(c);
    for (unsigned mask = 1; mask < (1u << open.size()); ++mask) {
      if (std::popcount(mask) > max_cells) continue;
      std::uint32_t digits = 0;
      std::vector<int> cells;
      for (std::size_t i = 0; i < open.size(); ++i)
        if (mask >> i & 1) {
          cells.push_back(open[i].index());
          for (Digit d : g.candidates(open[i])) digits |= 1u << d.index();
        }
      if (std::popcount(digits) == std::popcount(mask) + 1) {
        std::sort(cells.begin(), cells.end());
        out.insert(cells);
      }
    }
  }
  return out;
}

template <int B>
void compare_with_naive(const std::vector<Puzzle>& positions, int max_cells) {
  using G = Geometry<B>;
  ASSERT_FALSE(positions.empty());
  long als = 0, pairs = 0, listed = 0, killed = 0;
  for (const Puzzle& at : positions) {
    const Grid<B> g = *Grid<B>::from_puzzle(at);
    FinderContext<B> ctx(g);
    const LinkTable<B>& links = ctx.links();
    for (int d = 0; d < G::size; ++d) {
      std::vector<std::tuple<int, int, int>> expected, actual;
      for (int h = 0; h < G::houses; ++h) {
        std::vector<int> cells;
        for (Cell c : G::house_cells[static_cast<std::size_t>(h)])
          if (g.candidates(c).test(Digit(d))) cells.push_back(c.index());
        if (cells.size() == 2) expected.emplace_back(h, cells[0], cells[1]);
      }
      for (const auto& p : links.conjugates[static_cast<std::size_t>(d)])
        actual.emplace_back(p.house.index(), p.a.index(), p.b.index());
      EXPECT_EQ(actual, expected);
      pairs += static_cast<long>(actual.size());
    }
    for (int c = 0; c < G::cells; ++c)
      EXPECT_EQ(links.bivalue.test(Cell(c)), !g.value(Cell(c)) && g.candidates(Cell(c)).count() == 2);

    std::set<std::vector<int>> found;
    for (const AlsRecord<B>& a : ctx.als(max_cells)) {
      std::vector<int> cells;
      typename G::DigitSet digits;
      for (Cell c : a.cells) {
        cells.push_back(c.index());
        digits |= g.candidates(c);
        EXPECT_TRUE(G::house_mask[a.house.index()].test(c));
      }
      EXPECT_EQ(digits, a.digits);
      EXPECT_TRUE(found.insert(cells).second) << "an ALS listed twice";
    }
    EXPECT_EQ(found, naive_als(g, max_cells));
    als += static_cast<long>(found.size());

    for (int d = 0; d < G::size; ++d) {
      const std::optional<typename G::CellSet> answer = Templates<B>::dead(g, Digit(d));
      ASSERT_TRUE(answer);
      const typename G::CellSet dead = *answer;
      EXPECT_EQ(ctx.dead(Digit(d)), dead);
      // the passes over row states against the templates themselves, listed one by one
      std::vector<typename G::CellSet> list;
      if (!Templates<B>::collect(g, Digit(d), list)) continue;
      typename G::CellSet alive;
      for (const auto& t : list) alive |= t;
      EXPECT_EQ(dead, g.cells_with(Digit(d)) - alive);
      ++listed;
      killed += dead.count();
    }
  }
  EXPECT_GT(listed, 0);
  EXPECT_GT(killed, 0);
  EXPECT_GT(als, 0);
  EXPECT_GT(pairs, 0);
}

TEST(FinderContext, MatchesNaiveTablesOn9x9Positions) {
  compare_with_naive<3>(path_positions<3>(3, 300), 8);
}

TEST(FinderContext, MatchesNaiveTablesOn16x16Positions) {
  compare_with_naive<4>(path_positions<4>(4, 40), 4);
}

// A stop asked for before the dead sets are known gives none and leaves nothing behind: the
// next ask without one computes them.
TEST(FinderContext, DeadSetsStopWhenAskedAndKeepNothingPartial) {
  const Grid<5> empty;
  std::atomic<bool> cancel{true};
  const Budget stop{&cancel};
  EXPECT_FALSE(Templates<5>::dead(empty, Digit(0), stop));
  FinderContext<5> ctx(empty);
  EXPECT_FALSE(ctx.dead(Digit(0), stop));
  // Unstopped, an empty 25x25 overruns the state budget: every candidate may be dead.
  EXPECT_EQ(ctx.dead(Digit(0)), empty.cells_with(Digit(0)));
}

TEST(FinderContext, TablesFollowTheGridVersion) {
  // the first position with a cell of three candidates
  std::optional<Grid<3>> found;
  for (const Puzzle& p : path_positions<3>(3, 30)) {
    const Grid<3> at = *Grid<3>::from_puzzle(p);
    for (Cell c : at.unsolved())
      if (!found && at.candidates(c).count() == 3) found = at;
  }
  ASSERT_TRUE(found);
  Grid<3> g = *found;
  FinderContext<3> ctx(g);
  const LinkTable<3>* first = &ctx.links();
  const auto bivalue = ctx.links().bivalue;
  const std::size_t als = ctx.als(8).size();
  EXPECT_EQ(&ctx.links(), first);
  // A copy of the grid has its version: bound to it, the context keeps what it built.
  Grid<3> copy = g;
  ctx.bind(copy);
  EXPECT_EQ(ctx.links().bivalue, bivalue);
  EXPECT_EQ(ctx.als(8).size(), als);
  // Take a candidate of a cell with three: that cell becomes bivalue.
  std::optional<Cell> three;
  for (Cell c : copy.unsolved())
    if (copy.candidates(c).count() == 3) three = c;
  ASSERT_TRUE(three);
  ASSERT_TRUE(copy.eliminate(*three, *copy.candidates(*three).begin()));
  EXPECT_TRUE(ctx.links().bivalue.test(*three));
  EXPECT_FALSE(bivalue.test(*three));
  EXPECT_EQ(ctx.als(8).size(), naive_als(copy, 8).size());
  for (int d = 0; d < 9; ++d) EXPECT_EQ(ctx.dead(Digit(d)), Templates<3>::dead(copy, Digit(d)));
  // Back on the first grid, unchanged: its tables again.
  ctx.bind(g);
  EXPECT_EQ(ctx.links().bivalue, bivalue);
  EXPECT_EQ(ctx.als(8).size(), als);
}

}  // namespace
}  // namespace setlogic
