// count_up_to allocates nothing: every operator new of this program is counted (this test
// is a program of its own so that the counting touches no other test).

#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>
#include <random>

#include "search/brute_force.hpp"
#include "transform/random_grid.hpp"

namespace {
std::atomic<long> allocations{0};
}  // namespace

void* operator new(std::size_t n) {
  ++allocations;
  if (void* p = std::malloc(n == 0 ? 1 : n)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept {
  std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
  std::free(p);
}

namespace setlogic {
namespace {

// Clues taken away from a random grid one by one while the puzzle stays unique, as a
// generator does; each count must agree with count_solutions and allocate nothing. Box 2
// runs the generic engine, box 3 the band engine.
TEST(CountUpTo, AllocatesNothingAndCountsAsCountSolutions) {
  for (int box = 2; box <= 3; ++box) {
    std::mt19937_64 rng(static_cast<unsigned>(box));
    std::vector<std::int8_t> values = random_solution(box, rng);
    std::vector<std::int8_t> first(values.size());
    Puzzle p = Puzzle::empty(box);
    int counts = 0;
    for (std::size_t c = 0; c < values.size(); ++c) {
      const std::int8_t kept = values[c];
      values[c] = kEmpty;
      const long before = allocations.load();
      const std::uint64_t n = count_up_to(box, values, 2, first);
      EXPECT_EQ(allocations.load(), before) << "box " << box;
      p.values = values;
      const CountResult want = count_solutions(p, {.limit = 2});
      EXPECT_GT(allocations.load(), before);  // the counter sees count_solutions' solution
      ASSERT_EQ(n, want.solutions);
      EXPECT_EQ(first, want.solution);
      if (n != 1) values[c] = kept;
      ++counts;
    }
    EXPECT_EQ(counts, box * box * box * box);
  }
}

TEST(CountUpTo, CountsPastTwoAndWithoutASolutionBuffer) {
  const Puzzle p = Puzzle::empty(2);
  EXPECT_EQ(count_up_to(2, p.values, 1000), 288u);  // every 4x4 grid
  EXPECT_EQ(count_up_to(2, p.values, 5), 5u);
}

}  // namespace
}  // namespace setlogic
