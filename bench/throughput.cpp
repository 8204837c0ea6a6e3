// Throughput over a puzzle file: puzzles/s, µs/puzzle, guesses/puzzle.
//
//   setlogic-throughput [--runs R] [--limit L] [--logic] FILE...
//
// The brute-force solver by default (counting up to L solutions); with --logic the logic
// solver (every technique, guessing when stuck), which also reports the share of puzzles
// solved without a guess ("no guess"). The puzzles are parsed once, then solved once as a
// warm-up that also validates every answer (each solution must be complete, consistent and
// agree with the givens) and records the slowest single puzzle ("max us"). Then R timed
// runs over the whole set; the median run is reported. Parsing is never timed.

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "core/puzzle.hpp"
#include "io/reader.hpp"
#include "logic/solver.hpp"
#include "search/brute_force.hpp"

int main(int argc, char** argv) {
  int runs = 5;
  std::uint64_t limit = 1;
  bool logic = false;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--runs" && i + 1 < argc)
      runs = std::max(1, std::atoi(argv[++i]));
    else if (a == "--limit" && i + 1 < argc)
      limit = std::max(1, std::atoi(argv[++i]));
    else if (a == "--logic")
      logic = true;
    else
      files.push_back(a);
  }
  if (files.empty()) {
    fmt::print(stderr, "usage: setlogic-throughput [--runs R] [--limit L] [--logic] FILE...\n");
    return 2;
  }
  fmt::print("{:<28} {:>7} {:>12} {:>12} {:>12} {:>10} {:>9} {:>9}\n", "file", "puzzles", "puzzles/s", "us/puzzle",
             "max us", "guesses/p", "solved", "no guess");
  // One solve: the solution found (empty when none) and the guesses it took.
  struct Outcome {
    std::vector<std::int8_t> solution;
    long guesses = 0;
  };
  const setlogic::CountOptions count_options{limit, 0, nullptr};
  auto solve_one = [&](const setlogic::Puzzle& p) {
    if (logic) {
      setlogic::SolveResult r = setlogic::solve(p, {});
      return Outcome{r.status == setlogic::SolveResult::Status::solved ? r.position.values : std::vector<std::int8_t>{},
                     r.guesses};
    }
    setlogic::CountResult r = setlogic::count_solutions(p, count_options);
    return Outcome{r.solutions >= 1 ? r.solution : std::vector<std::int8_t>{}, static_cast<long>(r.guesses)};
  };
  for (const auto& file : files) {
    std::ifstream in(file);
    if (!in) {
      fmt::print(stderr, "cannot open {}\n", file);
      return 1;
    }
    std::vector<setlogic::Puzzle> puzzles;
    setlogic::RecordReader reader(in);
    while (auto r = reader.next())
      if (r->ok()) puzzles.push_back(r->parsed().puzzle);

    long guesses = 0;
    std::size_t solved = 0, without_guess = 0;
    double slowest = 0;
    for (const auto& p : puzzles) {
      auto t0 = std::chrono::steady_clock::now();
      Outcome res = solve_one(p);
      slowest = std::max(slowest, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
      guesses += res.guesses;
      if (res.guesses == 0) ++without_guess;
      if (!res.solution.empty()) {
        if (!setlogic::is_solution(p, res.solution)) {
          fmt::print(stderr, "{}: invalid solution\n", file);
          return 1;
        }
        ++solved;
      }
    }
    std::vector<double> times;
    for (int r = 0; r < runs; ++r) {
      auto t0 = std::chrono::steady_clock::now();
      std::uint64_t sink = 0;
      for (const auto& p : puzzles) sink += solve_one(p).solution.size();
      times.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
      if (sink == 0 && !puzzles.empty()) fmt::print("");
    }
    std::nth_element(times.begin(), times.begin() + runs / 2, times.end());
    double t = times[static_cast<std::size_t>(runs / 2)];
    double n = static_cast<double>(puzzles.size());
    auto slash = file.find_last_of('/');
    fmt::print("{:<28} {:>7} {:>12.0f} {:>12.2f} {:>12.0f} {:>10.2f} {:>9} {:>8.1f}%\n",
               file.substr(slash == std::string::npos ? 0 : slash + 1), puzzles.size(), n / t, t / n * 1e6,
               slowest * 1e6, static_cast<double>(guesses) / n, solved, 100.0 * static_cast<double>(without_guess) / n);
  }
  return 0;
}
