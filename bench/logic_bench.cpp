// Google Benchmark cases for the logic solver: a whole solve path (every technique,
// guessing when stuck) on the shared fixed puzzles, and one full search of all steps at
// the start position.

#include <benchmark/benchmark.h>

#include "logic/solver.hpp"
#include "puzzles.hpp"

namespace {

using namespace setlogic;
using namespace setlogic::bench;

void logic_solve(benchmark::State& state, const char* text) {
  Puzzle p = parse(text);
  for (auto _ : state) benchmark::DoNotOptimize(solve(p, {}));
}

void all_steps(benchmark::State& state, const char* text) {
  Puzzle p = parse(text);
  p.candidates = candidate_masks(p);
  for (auto _ : state) benchmark::DoNotOptimize(find_all_steps(p, TechniqueSet::all()));
}

}  // namespace

BENCHMARK_CAPTURE(logic_solve, clue17, k17);
BENCHMARK_CAPTURE(logic_solve, top1465, kTop);
BENCHMARK_CAPTURE(logic_solve, hardest, kHard);
BENCHMARK_CAPTURE(logic_solve, grid16, k16);
BENCHMARK_CAPTURE(all_steps, hardest, kHard);
BENCHMARK_CAPTURE(all_steps, grid16, k16);
