#pragma once
// Writing puzzles and positions in the formats the reader takes, in a given alphabet.
// Every writer's output reads back to the same puzzle (tests/unit/io_roundtrip_test.cpp).

#include <string>

#include "core/puzzle.hpp"
#include "io/alphabet.hpp"
#include "io/reader.hpp"

namespace setlogic {

// N^2 characters, '.' for an empty cell.
std::string format_line(const Puzzle& p, const Alphabet& a);
// N lines of N cells with box separators.
std::string format_grid(const Puzzle& p, const Alphabet& a);
// N^3 characters: per cell, digit k's symbol at place k when it is a candidate, else '.'.
// A solved cell lists only its value.
std::string format_candidates(const Puzzle& p, const Alphabet& a);
// A pencilmark grid in HoDoKu's layout: solved cells as one digit, others as their
// candidates, columns aligned, box borders drawn. As in HoDoKu, an unsolved cell with a
// lone candidate cannot be told from a solved cell: it reads back as solved.
std::string format_pencilmarks(const Puzzle& p, const Alphabet& a);
// A HoDoKu library line for a position and its case fields. Candidates of the position
// that its values do not already exclude are listed as deleted.
std::string format_library(const Puzzle& p, const Alphabet& a, const LibraryCase& c);
// The cells of a digit list ("r4c5<>2" style tokens are written by the logic layer).
std::string format_candidate_token(int box, const Alphabet& a, CandidateRef ref);

}  // namespace setlogic
