// General logic: the search against a naive enumeration of every base and cover set (the
// same elimination sets, none missed, none invented), every finding against the
// certificate checker, and the reporting order (smallest size, then rank, first).

#include "logic/techniques/set_logic.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "logic/certificate.hpp"
#include "logic/solver.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

// GNPX's GL1 position (../shared/spec/fish-testcases.md §2).
constexpr const char* kGL1 =
    "1 2357 567 | 4 9 27 | 237 36 8\n"
    "36 9 247 | 1 27 8 | 237 5 3467\n"
    "24 2478 2478 | 5 6 3 | 127 9 147\n"
    "24 248 1 | 3 48 5 | 6 7 9\n"
    "9 45 3 | 6 147 17 | 8 2 15\n"
    "7 6 58 | 2 18 9 | 4 13 135\n"
    "36 234 249 | 7 5 12 | 139 8 136\n"
    "5 1 29 | 8 23 6 | 379 4 37\n"
    "8 37 67 | 9 13 4 | 5 136 2\n";

using G = Geometry<3>;
using Elims = std::vector<int>;

// Every elimination set of base sets of up to `size` constraints (two or more candidates
// each, pairwise disjoint) and cover sets of up to size + rank other constraints holding
// every base candidate, by brute force over all combinations: `all` of them, and `exact`,
// those of connected base sets and minimal cover sets (each cover holds a base candidate
// no other cover holds), which are what the search reports.
struct Naive {
  std::set<Elims> all, exact;
};

Naive naive(const Grid<3>& g, int size, int rank) {
  std::vector<std::vector<int>> members(G::constraints);
  for (int c = 0; c < G::cells; ++c)
    for (Digit d : g.candidates(Cell(c)))
      for (int k : G::constraints_of(Cell(c), d))
        members[static_cast<std::size_t>(k)].push_back(G::candidate(Cell(c), d));
  std::vector<int> bases, live;
  for (int k = 0; k < G::constraints; ++k) {
    if (members[static_cast<std::size_t>(k)].size() >= 2) bases.push_back(k);
    if (!members[static_cast<std::size_t>(k)].empty()) live.push_back(k);
  }
  Naive out;
  std::vector<int> base, cover;
  std::vector<int> in_base(static_cast<std::size_t>(G::candidates), 0),
      count(static_cast<std::size_t>(G::candidates), 0);
  bool connected = false;
  const auto share = [](int x, int y) {
    const auto kx = G::constraints_of(Cell(x / G::size), Digit(x % G::size));
    const auto ky = G::constraints_of(Cell(y / G::size), Digit(y % G::size));
    return std::any_of(kx.begin(), kx.end(), [&](int k) { return std::find(ky.begin(), ky.end(), k) != ky.end(); });
  };
  const auto meet = [&](int a, int b) {
    for (int x : members[static_cast<std::size_t>(a)])
      for (int y : members[static_cast<std::size_t>(b)])
        if (share(x, y)) return true;
    return false;
  };
  const auto is_connected = [&] {
    std::vector<int> reached{base[0]};
    for (std::size_t i = 0; i < reached.size(); ++i)
      for (int k : base)
        if (std::find(reached.begin(), reached.end(), k) == reached.end() && meet(reached[i], k)) reached.push_back(k);
    return reached.size() == base.size();
  };
  const auto minimal = [&] {
    return std::all_of(cover.begin(), cover.end(), [&](int k) {
      const auto& ms = members[static_cast<std::size_t>(k)];
      return std::any_of(ms.begin(), ms.end(), [&](int x) {
        return in_base[static_cast<std::size_t>(x)] != 0 && count[static_cast<std::size_t>(x)] == 1;
      });
    });
  };
  // Covers: any live constraints that are not bases, chosen in index order.
  auto covers = [&](auto&& self, std::size_t from, const std::vector<int>& pool) -> void {
    const int m = static_cast<int>(cover.size()), n = static_cast<int>(base.size());
    bool all = true;
    for (int k : base)
      for (int x : members[static_cast<std::size_t>(k)]) all = all && count[static_cast<std::size_t>(x)] > 0;
    if (all && m >= n) {
      Elims e;
      for (int k : cover)
        for (int x : members[static_cast<std::size_t>(k)])
          if (count[static_cast<std::size_t>(x)] >= m - n + 1 + in_base[static_cast<std::size_t>(x)]) e.push_back(x);
      std::sort(e.begin(), e.end());
      e.erase(std::unique(e.begin(), e.end()), e.end());
      if (!e.empty()) {
        out.all.insert(e);
        if (connected && minimal()) out.exact.insert(e);
      }
    }
    if (m == n + rank) return;
    for (std::size_t i = from; i < pool.size(); ++i) {
      cover.push_back(pool[i]);
      for (int x : members[static_cast<std::size_t>(pool[i])]) ++count[static_cast<std::size_t>(x)];
      self(self, i + 1, pool);
      for (int x : members[static_cast<std::size_t>(pool[i])]) --count[static_cast<std::size_t>(x)];
      cover.pop_back();
    }
  };
  auto grow = [&](auto&& self, std::size_t from) -> void {
    if (!base.empty()) {
      // only constraints meeting the base can matter as covers
      std::vector<int> pool;
      for (int k : live) {
        if (std::find(base.begin(), base.end(), k) != base.end()) continue;
        const auto& ms = members[static_cast<std::size_t>(k)];
        if (std::any_of(ms.begin(), ms.end(), [&](int x) { return in_base[static_cast<std::size_t>(x)] != 0; }))
          pool.push_back(k);
      }
      connected = is_connected();
      covers(covers, 0, pool);
    }
    if (static_cast<int>(base.size()) == size) return;
    for (std::size_t i = from; i < bases.size(); ++i) {
      const auto& ms = members[static_cast<std::size_t>(bases[i])];
      if (std::any_of(ms.begin(), ms.end(), [&](int x) { return in_base[static_cast<std::size_t>(x)] != 0; })) continue;
      base.push_back(bases[i]);
      for (int x : ms) in_base[static_cast<std::size_t>(x)] = 1;
      self(self, i + 1);
      for (int x : ms) in_base[static_cast<std::size_t>(x)] = 0;
      base.pop_back();
    }
  };
  grow(grow, 0);
  return out;
}

std::vector<Step> search(const Puzzle& p, int size, int rank, int threads = 1) {
  TechniqueSet only = TechniqueSet::none();
  only.add(Technique::set_logic);
  return find_all_steps(p, only, {.set_logic = {size, rank}, .threads = threads});
}

Elims ids(const Step& s) {
  Elims e;
  for (const Candidate& x : s.eliminations) e.push_back(G::candidate(x.cell, x.digit));
  return e;
}

TEST(SetLogic, FindsExactlyTheEliminationSetsOfEveryBaseAndCoverSet) {
  // A puzzle's start (top1465 #1, small logic abounds) and GL1 (nothing below size 3).
  const char* start = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
  struct Case {
    const char* position;
    int size, rank;
  };
  for (auto [position, size, rank] : {Case{start, 1, 1}, Case{start, 2, 1}, Case{start, 2, 2}, Case{kGL1, 3, 0}}) {
    const Puzzle p = test::parse_or_die(position);
    const auto g = Grid<3>::from_puzzle(p);
    ASSERT_TRUE(g);
    std::set<Elims> found;
    for (const Step& s : search(p, size, rank)) {
      EXPECT_TRUE(found.insert(ids(s)).second) << "an elimination set reported twice";
      EXPECT_FALSE(check_certificate(s, p)) << "size " << s.base.size();
    }
    // The naive enumeration also counts logic whose bases fall apart; each of its
    // eliminations is then some connected part's, so the union of everything is the same.
    const Naive want = naive(*g, size, rank);
    std::set<int> want_all, found_all;
    for (const Elims& e : want.all) want_all.insert(e.begin(), e.end());
    for (const Elims& e : found) found_all.insert(e.begin(), e.end());
    EXPECT_EQ(found_all, want_all) << "size " << size << " rank " << rank;
    // Exactly the elimination sets of connected base sets and minimal cover sets.
    EXPECT_EQ(found, want.exact) << "size " << size << " rank " << rank;
    EXPECT_FALSE(found.empty());
  }
}

// The same findings, in the same order, with the same certificates.
void expect_same_steps(const std::vector<Step>& got, const std::vector<Step>& want, const std::string& what) {
  ASSERT_EQ(got.size(), want.size()) << what;
  for (std::size_t i = 0; i < want.size(); ++i) {
    EXPECT_EQ(got[i].base, want[i].base) << what << ", finding " << i;
    EXPECT_EQ(got[i].cover, want[i].cover) << what << ", finding " << i;
    EXPECT_EQ(got[i].eliminations, want[i].eliminations) << what << ", finding " << i;
  }
}

TEST(SetLogic, ThreadsChangeNothing) {
  // Each elimination set keeps its smallest certificate, whichever search found it first.
  const Puzzle p = test::parse_or_die(kGL1);
  const std::vector<Step> one = search(p, 4, 1, 1);
  ASSERT_GT(one.size(), 10U);
  for (int threads : {2, 3}) expect_same_steps(search(p, 4, 1, threads), one, std::to_string(threads) + " threads");
}

TEST(SetLogic, MaskWidthChangesNothing) {
  // The masks over base candidates take one word when the limits allow; the search must
  // find the same with wider ones.
  const Puzzle p = test::parse_or_die(kGL1);
  const auto g = Grid<3>::from_puzzle(p);
  ASSERT_TRUE(g);
  const SetLogicLimits limits{4, 1};
  CollectSink narrow, wide;
  detail::find_set_logic_within<3, 64>(*g, narrow, limits, {}, 1);
  detail::find_set_logic_within<3, SetLogicLimits::kMaxSize * 9>(*g, wide, limits, {}, 1);
  ASSERT_GT(narrow.steps().size(), 10U);
  expect_same_steps(wide.steps(), narrow.steps(), "the widest mask");
}

TEST(SetLogic, ReportsSmallestSizeThenRankFirst) {
  const Puzzle p = test::parse_or_die(kGL1);
  const std::vector<Step> steps = search(p, 4, 1);
  ASSERT_FALSE(steps.empty());
  for (std::size_t i = 1; i < steps.size(); ++i) {
    const auto key = [](const Step& s) { return std::pair{s.base.size(), s.cover.size() - s.base.size()}; };
    EXPECT_LE(key(steps[i - 1]), key(steps[i]));
  }
  // GL1's stated step is the first of size 3 rank 0.
  const auto first = std::find_if(steps.begin(), steps.end(), [](const Step& s) { return s.base.size() == 3; });
  ASSERT_NE(first, steps.end());
  EXPECT_EQ(first->eliminations, (std::vector<Candidate>{{G::cell(0, 6), Digit(2)}}));
  const auto next = next_step(p, *find_profile("singles+setlogic"));
  ASSERT_TRUE(next);
  EXPECT_EQ(next->technique, Technique::set_logic);
}

}  // namespace
}  // namespace setlogic
