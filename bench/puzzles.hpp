#pragma once
// The fixed puzzles the Google Benchmark cases share: one per kind of difficulty and size.

#include "io/reader.hpp"

namespace setlogic::bench {

inline Puzzle parse(const char* text) {
  return std::get<Parsed>(parse_one(text)).puzzle;
}

// A 17-clue puzzle, a hard magictour puzzle, a forum "hardest" puzzle, a 16x16 puzzle.
inline constexpr const char* k17 = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
inline constexpr const char* kTop = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
inline constexpr const char* kHard =
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
inline constexpr const char* k16 =
    "6E.F..B82D..5.73.35.7.1..G.A.29.9....A2..E1....8..8..F.D3.6..G...57...C..2...4E.F2.4..A..3..7.818..EB......"
    "F2..CG..1.5.2E.D.9..A7..6.3.AF.4.C..DB..81......2G..9DF.5..4..9..A.26.C2...8..6...E5...6..B.E5.3..7..3....1F"
    "..B8....5.DF.5.G..1.6.93.5B.9..63G4..E.CF";

}  // namespace setlogic::bench
