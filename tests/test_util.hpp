#pragma once
// Helpers shared by the tests: reading data files, skipping when ../shared/data is absent,
// and an independent check that a solution is a valid completion of its puzzle.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "core/geometry.hpp"
#include "core/puzzle.hpp"
#include "io/reader.hpp"

namespace setlogic::test {

inline std::filesystem::path shared_data() { return SETLOGIC_SHARED_DATA; }
inline std::filesystem::path test_dir() { return SETLOGIC_TEST_DIR; }

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

// Every house holds every digit once and the givens are kept: checked without the solver.
inline bool is_solution_of(const Puzzle& p, const std::vector<std::int8_t>& s) {
  return with_box_size(p.box, [&](auto b) {
    using G = Geometry<decltype(b)::value>;
    if (s.size() != G::cells) return false;
    for (int c = 0; c < G::cells; ++c) {
      if (s[c] < 0 || s[c] >= G::size) return false;
      if (p.values[c] != kEmpty && p.values[c] != s[c]) return false;
      if (p.is_position() && p.values[c] == kEmpty && !(p.candidates[c] >> s[c] & 1)) return false;
    }
    for (int h = 0; h < G::houses; ++h) {
      std::uint32_t seen = 0;
      for (Cell c : G::house_cells[h]) seen |= std::uint32_t{1} << s[c.index()];
      if (seen != (std::uint32_t{1} << G::size) - 1) return false;
    }
    return true;
  });
}

#define SETLOGIC_REQUIRE_SHARED(file)                                                        \
  do {                                                                                       \
    if (!std::filesystem::exists(::setlogic::test::shared_data() / (file)))                  \
      GTEST_SKIP() << "../shared/data/" << (file) << " is absent; skipping this corpus test"; \
  } while (0)

}  // namespace setlogic::test
