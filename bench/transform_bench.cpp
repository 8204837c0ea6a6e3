// Google Benchmark cases for what a generator spends its time on: counting to two without
// allocating (against count_solutions on the same puzzle), the canonical form, and random
// complete grids.

#include <benchmark/benchmark.h>

#include <random>

#include "puzzles.hpp"
#include "search/brute_force.hpp"
#include "transform/canonical.hpp"
#include "transform/random_grid.hpp"

namespace {

using namespace setlogic;
using namespace setlogic::bench;

void count_to_two(benchmark::State& state, const char* text) {
  const Puzzle p = parse(text);
  std::vector<std::int8_t> solution(p.values.size());
  for (auto _ : state) benchmark::DoNotOptimize(count_up_to(p.box, p.values, 2, solution));
}

void canonical(benchmark::State& state, const char* text) {
  const Puzzle p = parse(text);
  for (auto _ : state) benchmark::DoNotOptimize(canonical_form(p));
}

void random_grid(benchmark::State& state) {
  std::mt19937_64 rng(1);
  const int box = static_cast<int>(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(random_solution(box, rng));
}

}  // namespace

BENCHMARK_CAPTURE(count_to_two, clue17, k17);
BENCHMARK_CAPTURE(count_to_two, top1465, kTop);
BENCHMARK_CAPTURE(count_to_two, grid16, k16);
BENCHMARK_CAPTURE(canonical, clue17, k17);
BENCHMARK_CAPTURE(canonical, top1465, kTop);
BENCHMARK_CAPTURE(canonical, grid16, k16);
BENCHMARK(random_grid)->Arg(3)->Arg(4)->Arg(5);
