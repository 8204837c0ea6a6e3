// Google Benchmark cases for the brute-force solver on fixed puzzles of each size: the
// per-puzzle cost of a single count, for comparing changes to the solver.

#include <benchmark/benchmark.h>

#include "puzzles.hpp"
#include "search/brute_force.hpp"

namespace {

using namespace setlogic;
using namespace setlogic::bench;

void count(benchmark::State& state, const char* text, std::uint64_t limit) {
  Puzzle p = parse(text);
  for (auto _ : state) benchmark::DoNotOptimize(count_solutions(p, {limit, 0, nullptr}));
}

}  // namespace

BENCHMARK_CAPTURE(count, clue17_first, k17, 1);
BENCHMARK_CAPTURE(count, clue17_unique, k17, 2);
BENCHMARK_CAPTURE(count, top1465_unique, kTop, 2);
BENCHMARK_CAPTURE(count, hardest_unique, kHard, 2);
BENCHMARK_CAPTURE(count, grid16_unique, k16, 2);

BENCHMARK_MAIN();
