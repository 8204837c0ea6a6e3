#pragma once
// Helpers shared by the tests: reading data files, parsing, skipping when ../shared/data
// is absent.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "core/grid.hpp"
#include "core/puzzle.hpp"
#include "io/reader.hpp"
#include "io/step_text.hpp"
#include "logic/catalogue.hpp"
#include "logic/certificate.hpp"
#include "logic/solver.hpp"
#include "rating/se.hpp"
#include "search/brute_force.hpp"

namespace setlogic::test {

inline std::filesystem::path shared_data() {
  return SETLOGIC_SHARED_DATA;
}
inline std::filesystem::path test_dir() {
  return SETLOGIC_TEST_DIR;
}

inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

inline Puzzle parse_or_die(std::string_view text, ReadOptions options = {}) {
  auto r = parse_one(text, options);
  if (auto* e = std::get_if<ParseError>(&r)) {
    ADD_FAILURE() << "parse failed: " << e->text() << "\n" << text;
    return {};
  }
  return std::get<Parsed>(r).puzzle;
}

struct Line {
  int number;
  Parsed parsed;
};

// Every `every`-th puzzle of a file; a record that does not parse fails the test.
inline std::vector<Line> read_file(const std::filesystem::path& path, int every = 1) {
  std::ifstream in(path);
  RecordReader reader(in);
  std::vector<Line> out;
  int i = 0;
  while (auto r = reader.next()) {
    if (!r->ok()) {
      ADD_FAILURE() << path << ": " << r->error().text();
      continue;
    }
    if (i++ % every == 0) out.push_back({r->line, std::move(r->parsed())});
  }
  return out;
}

#define SETLOGIC_REQUIRE_SHARED(file)                                                         \
  do {                                                                                        \
    if (!std::filesystem::exists(::setlogic::test::shared_data() / (file)))                   \
      GTEST_SKIP() << "../shared/data/" << (file) << " is absent; skipping this corpus test"; \
  } while (0)

// A position along a solve path, with its puzzle's one solution.
struct SolvedPosition {
  Puzzle puzzle;
  std::vector<std::int8_t> solution;
};

// Every position along the default solve paths of the unique puzzles among `lines`.
inline std::vector<SolvedPosition> positions_along_paths(const std::vector<Line>& lines) {
  std::vector<SolvedPosition> out;
  for (const Line& l : lines) {
    const CountResult ref = count_solutions(l.parsed.puzzle);
    if (ref.solutions != 1) continue;
    const SolveResult r = solve(l.parsed.puzzle, {});
    for (Puzzle& p : positions_along(l.parsed.puzzle, r.steps)) out.push_back({std::move(p), ref.solution});
  }
  return out;
}

// The positions along the default solve paths of every `every`-th top1465 puzzle, or of the
// project's own 9x9 puzzles when the shared data is absent.
inline std::vector<SolvedPosition> top1465_positions(int every) {
  std::vector<Line> lines;
  if (std::filesystem::exists(shared_data() / "9x9/top1465.txt"))
    lines = read_file(shared_data() / "9x9/top1465.txt", every);
  else
    for (auto& l : read_file(test_dir() / "corpus" / "own.txt"))
      if (l.parsed.puzzle.box == 3) lines.push_back(std::move(l));
  return positions_along_paths(lines);
}

// An empty 9x9 grid where digit d is a candidate only at the 'X' of the map (one row a
// line).
inline Grid<3> digit_map(int d, const std::vector<std::string>& rows) {
  Grid<3> g;
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c)
      if (rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] != 'X')
        g.eliminate(Geometry<3>::cell(r, c), Digit(d));
  return g;
}

// The default ladder without one family (the forcing chains and nets, to reach the
// positions where everything before them fails, or the paths that guess there).
inline TechniqueSet defaults_without(Family f) {
  TechniqueSet t = TechniqueSet::defaults();
  for (const TechniqueInfo& i : catalogue())
    if (i.family == f) t.remove(i.technique);
  return t;
}

// A cell of a 9x9 grid by its 1-based row and column.
inline Cell cell_at(int r, int c) {
  return Geometry<3>::cell(r - 1, c - 1);
}

// An empty 9x9 grid where the listed cells keep only the listed (1-based) digits.
struct Cells {
  int r, c;
  std::vector<int> digits;
};
inline Grid<3> with_cells(std::initializer_list<Cells> cells) {
  Grid<3> g;
  for (const Cells& x : cells)
    for (int d = 1; d <= 9; ++d)
      if (std::find(x.digits.begin(), x.digits.end(), d) == x.digits.end())
        g.eliminate(cell_at(x.r, x.c), Digit(d - 1));
  return g;
}

// The texts of these steps of a 9x9 position, each held to the certificate checker first.
inline std::vector<std::string> checked_texts(const std::vector<Step>& steps, const Puzzle& position) {
  std::vector<std::string> out;
  for (const Step& s : steps) {
    EXPECT_EQ(check_certificate(s, position), std::nullopt) << format_step(s, default_alphabet(3));
    out.push_back(format_step(s, default_alphabet(3)));
  }
  return out;
}

// A 9x9 step at `at` holds: its checker replays it, it eliminates no candidate of the
// solution and places only the solution's digits.
inline void expect_step_holds(const Step& s, const Puzzle& at, const std::vector<std::int8_t>& solution) {
  const std::string line = format_step(s, default_alphabet(3));
  EXPECT_EQ(check_certificate(s, at), std::nullopt) << line;
  for (const Candidate& x : s.eliminations)
    EXPECT_NE(solution[static_cast<std::size_t>(x.cell.index())], x.digit.index()) << line;
  for (const Candidate& x : s.placements)
    EXPECT_EQ(solution[static_cast<std::size_t>(x.cell.index())], x.digit.index()) << line;
}

// A puzzle solved under the se profile has Sukaku Explainer's ER, EP and ED (`want`, in
// tenths); its path in `path` when asked.
inline void expect_se_rating(std::string_view text, SeRating want, std::vector<Step>* path = nullptr) {
  const Puzzle p = parse_or_die(text);
  const SolveResult s = solve(p, {.techniques = *find_profile("se")});
  ASSERT_EQ(s.status, SolveResult::Status::solved) << text;
  const SeRating se = SeScale::rate(p, s.steps);
  EXPECT_EQ(se.er, want.er) << text;
  EXPECT_EQ(se.ep, want.ep) << text;
  EXPECT_EQ(se.ed, want.ed) << text;
  if (path != nullptr) *path = s.steps;
}

}  // namespace setlogic::test
