// Time to find every fish, every general-logic finding, or every step of some techniques, at
// the positions a solve passes through.
//
//   setlogic-positions [--every K] [--puzzles N] [--threads T]
//                      [--fish S [--all-fish] | --set-logic N:K | --techniques LIST]
//                      [--msls-cells C] FILE...
//
// Each puzzle is solved with the default ladder (guessing when stuck); at every K-th
// position of its path (default every one) one complete search runs: with --fish S (the
// default, S = 7) every fish kind (basic, finned, sashimi, Franken, Mutant) of sizes 2-S,
// up to 5 fins and 2 endo fins, reported one per elimination set as find-all does (with
// --all-fish every base/cover pair); with --set-logic N:K general logic of base size up to
// N and rank up to K; with --techniques LIST (ids, comma separated) every step of each of
// them, one search and one report line per technique. --threads T shares the search out
// (default 1): fish by digit, general logic by the root of its base sets.
// Reports positions searched, findings per position, and the median, 95th percentile and
// maximum time per position. Every finding is checked against the certificate checker
// outside the timing; a failure stops the run.

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "io/reader.hpp"
#include "logic/certificate.hpp"
#include "logic/solver.hpp"

namespace {

using namespace setlogic;

// The position after a step: its eliminations gone, its placements made.
void apply(Puzzle& p, const Step& s) {
  for (const Candidate& x : s.eliminations) p.candidates[x.cell.index()] &= ~(1u << x.digit.index());
  for (const Candidate& x : s.placements) p.values[x.cell.index()] = static_cast<std::int8_t>(x.digit.index());
  p.candidates = candidate_masks(p);
  for (std::size_t i = 0; i < p.values.size(); ++i)
    if (p.values[i] != kEmpty) p.candidates[i] = 0;
}

}  // namespace

int main(int argc, char** argv) {
  int every = 1;
  long max_puzzles = 0;
  int max_size = 7;
  SearchLimits limits;
  bool set_logic = false;
  std::string techniques;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--every" && i + 1 < argc)
      every = std::max(1, std::atoi(argv[++i]));
    else if (a == "--fish" && i + 1 < argc)
      max_size = std::atoi(argv[++i]);
    else if (a == "--all-fish")
      limits.fish.every = true;
    else if (a == "--threads" && i + 1 < argc)
      limits.threads = std::max(1, std::atoi(argv[++i]));
    else if (a == "--set-logic" && i + 1 < argc &&
             std::sscanf(argv[i + 1], "%d:%d", &limits.set_logic.max_size, &limits.set_logic.max_rank) == 2)
      set_logic = true, ++i;
    else if (a == "--techniques" && i + 1 < argc)
      techniques = argv[++i];
    else if (a == "--msls-cells" && i + 1 < argc)
      limits.multi_sector.max_cells = std::atoi(argv[++i]);
    else if (a == "--puzzles" && i + 1 < argc)
      max_puzzles = std::atol(argv[++i]);
    else
      files.push_back(a);
  }
  if (files.empty()) {
    fmt::print(stderr,
               "usage: setlogic-positions [--every K] [--puzzles N] [--threads T] [--fish S [--all-fish] | --set-logic "
               "N:K | --techniques LIST] [--msls-cells C] FILE...\n");
    return 2;
  }
  // The searches to time: (label, techniques).
  std::vector<std::pair<std::string, TechniqueSet>> searches;
  if (!techniques.empty()) {
    for (std::size_t start = 0; start < techniques.size();) {
      const std::size_t end = std::min(techniques.find(',', start), techniques.size());
      const std::string id = techniques.substr(start, end - start);
      start = end + 1;
      auto t = find_technique(id);
      if (!t || !is_searchable(*t)) {
        fmt::print(stderr, "unknown technique '{}'\n", id);
        return 2;
      }
      TechniqueSet one = TechniqueSet::none();
      one.add(*t);
      searches.emplace_back(info(*t).id, one);
    }
  } else {
    TechniqueSet wanted = TechniqueSet::none();
    if (set_logic)
      wanted.add(Technique::set_logic);
    else
      for (const TechniqueInfo& t : catalogue())
        if ((t.family == Family::basic_fish || t.family == Family::finned_fish || t.family == Family::franken_fish ||
             t.family == Family::mutant_fish) &&
            t.size <= max_size)
          wanted.add(t.technique);
    searches.emplace_back("", wanted);
  }
  fmt::print("{:<24} {:<22} {:>8} {:>9} {:>10} {:>10} {:>10} {:>10}\n", "file", "search", "puzzles", "positions",
             "found/pos", "median ms", "p95 ms", "max ms");
  for (const auto& file : files) {
    std::ifstream in(file);
    if (!in) {
      fmt::print(stderr, "cannot open {}\n", file);
      return 1;
    }
    RecordReader reader(in);
    std::vector<std::vector<double>> times(searches.size());
    std::vector<long> found(searches.size(), 0);
    long puzzles = 0;
    while (auto r = reader.next()) {
      if (!r->ok()) continue;
      if (max_puzzles > 0 && puzzles >= max_puzzles) break;
      ++puzzles;
      Puzzle p = r->parsed().puzzle;
      SolveResult res = solve(p, {});
      limits.uniqueness.known = establish_uniqueness(p, AssumeUnique::check);  // for the uniqueness techniques
      p.candidates = candidate_masks(p);
      for (std::size_t i = 0; i < p.values.size(); ++i)
        if (p.values[i] != kEmpty) p.candidates[i] = 0;
      for (std::size_t k = 0; k < res.steps.size(); ++k) {
        if (k % static_cast<std::size_t>(every) == 0)
          for (std::size_t i = 0; i < searches.size(); ++i) {
            auto t0 = std::chrono::steady_clock::now();
            std::vector<Step> all = find_all_steps(p, searches[i].second, limits);
            times[i].push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
            found[i] += static_cast<long>(all.size());
            for (const Step& s : all)
              if (auto e = check_certificate(s, p, limits.uniqueness.known)) {
                fmt::print(stderr, "{}: a finding fails the certificate check: {}\n", file, describe(e->kind));
                return 1;
              }
          }
        apply(p, res.steps[k]);
      }
    }
    for (std::size_t i = 0; i < searches.size(); ++i) {
      if (times[i].empty()) continue;
      std::vector<double> sorted = times[i];
      std::sort(sorted.begin(), sorted.end());
      auto at = [&](double q) {
        return sorted[std::min(sorted.size() - 1, static_cast<std::size_t>(q * static_cast<double>(sorted.size())))];
      };
      auto slash = file.find_last_of('/');
      fmt::print("{:<24} {:<22} {:>8} {:>9} {:>10.1f} {:>10.4f} {:>10.4f} {:>10.3f}\n",
                 file.substr(slash == std::string::npos ? 0 : slash + 1), searches[i].first, puzzles, sorted.size(),
                 static_cast<double>(found[i]) / static_cast<double>(sorted.size()), at(0.5) * 1e3, at(0.95) * 1e3,
                 sorted.back() * 1e3);
    }
  }
  return 0;
}
