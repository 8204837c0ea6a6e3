#include "io/writer.hpp"

#include <gtest/gtest.h>

#include <bit>

#include "search/brute_force.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

// A puzzle of each size with a few values, as a plain puzzle and as a position.
std::vector<std::pair<Puzzle, const Alphabet*>> samples() {
  std::vector<std::pair<Puzzle, const Alphabet*>> out;
  for (const auto& a : all_alphabets()) {
    // A valid full grid from the solver, thinned to a puzzle.
    Puzzle full = Puzzle::empty(a.box);
    full.values = count_solutions(full, {1, 0, nullptr}).solution;
    Puzzle p = Puzzle::empty(a.box);
    for (int c = 0; c < p.cell_count(); c += 3) {
      p.values[c] = full.values[c];
      p.given[c] = 1;
    }
    out.emplace_back(p, &a);
    Puzzle pos = p;
    pos.candidates = candidate_masks(p);
    for (int c = 0; c < p.cell_count(); ++c)
      if (pos.values[c] == kEmpty && c % 5 == 1)
        pos.candidates[c] &= ~(1u << full.values[(c + 1) % p.cell_count()]);
      else if (pos.values[c] != kEmpty)
        pos.candidates[c] = 0;
    out.emplace_back(pos, &a);
  }
  return out;
}

Puzzle reread(const std::string& text, const Alphabet* a) {
  return test::parse_or_die(text, ReadOptions{a});
}

TEST(Writer, LineAndGridRoundTrip) {
  for (auto& [p, a] : samples()) {
    if (p.is_position()) continue;
    EXPECT_EQ(reread(format_line(p, *a), a), p) << a->name;
    EXPECT_EQ(reread(format_grid(p, *a), a), p) << a->name << "\n" << format_grid(p, *a);
  }
}

TEST(Writer, CandidatesPencilmarksAndLibraryRoundTrip) {
  for (auto& [p, a] : samples()) {
    if (!p.is_position()) continue;
    Puzzle c = reread(format_candidates(p, *a), a);
    EXPECT_EQ(candidate_masks(c), candidate_masks(p)) << a->name;
    // A pencilmark grid shows a lone candidate as a solved cell, so compare with the
    // position in which lone candidates are placed.
    Puzzle placed = p;
    for (int i = 0; i < p.cell_count(); ++i)
      if (p.values[i] == kEmpty && std::has_single_bit(p.candidates[i]))
        placed.values[i] = static_cast<std::int8_t>(std::countr_zero(p.candidates[i]));
    Puzzle m = reread(format_pencilmarks(p, *a), a);
    EXPECT_EQ(m.values, placed.values) << a->name;
    for (int i = 0; i < p.cell_count(); ++i)
      if (placed.values[i] == kEmpty) {
        EXPECT_EQ(m.candidates[i], p.candidates[i]) << a->name << " cell " << i;
      }
    LibraryCase lc{"0301", "", {0}, {}, {{5, 0}}, {}, ""};
    Puzzle l = reread(format_library(p, *a, lc), a);
    EXPECT_EQ(candidate_masks(l), candidate_masks(p)) << a->name;
    EXPECT_EQ(l.values, p.values);
  }
}

TEST(Writer, PencilmarksLookLikeHodoku) {
  Puzzle p = test::parse_or_die("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
  std::string s = format_pencilmarks(p, *find_alphabet("1-9"));
  EXPECT_EQ(s.substr(0, 2), ".-");
  EXPECT_NE(s.find("| 4 "), std::string::npos);
  EXPECT_EQ(std::count(s.begin(), s.end(), '\n'), 13);
}

TEST(Writer, LibraryTokensUseHodokuOrder) {
  EXPECT_EQ(format_candidate_token(3, *find_alphabet("1-9"), {80, 4}), "599");
  EXPECT_EQ(format_candidate_token(4, *find_alphabet("1-9A-G"), {255, 15}), "GGG");
}

}  // namespace
}  // namespace setlogic
