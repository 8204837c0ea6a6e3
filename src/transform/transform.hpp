#pragma once
// Transforms: the maps of a grid onto itself that keep every sudoku a sudoku, and so every
// solve path a solve path. A transform transposes the grid (or not), then permutes its rows
// and its columns, each keeping bands (stacks) together, then relabels the digits. Puzzles,
// solutions and steps are mapped alike, so a step found on a puzzle is a step, with the same
// certificate, on every isomorph of it. Any box size.

#include <cstdint>
#include <random>
#include <vector>

#include "core/puzzle.hpp"
#include "core/types.hpp"
#include "logic/step.hpp"

namespace setlogic {

struct Transform {
  int box = 3;
  bool transpose = false;
  std::vector<int> rows;     // the line a row moves to (after transposition): rows[r]
  std::vector<int> columns;  // the line a column moves to: columns[c]
  std::vector<int> digits;   // the digit a digit becomes: digits[d]

  static Transform identity(int box);
  bool operator==(const Transform&) const = default;
};

// Whether t is a transform of its box size: three permutations of the right length, and
// the line ones moving whole bands (stacks) to whole bands.
bool is_valid(const Transform& t);

// The transform undoing t, and the one applying a then b.
Transform inverse(const Transform& t);
Transform then(const Transform& a, const Transform& b);

// One of the box!^(2(box+1)) · 2 · (box²)! transforms, each as likely as every other.
Transform random_transform(int box, std::mt19937_64& rng);

Cell map_cell(const Transform& t, Cell c);
Digit map_digit(const Transform& t, Digit d);
House map_house(const Transform& t, House h);

// A puzzle or position (values, givens and candidates moved and relabelled together), a
// solution (one digit per cell) and a step (every cell, digit, house and constraint of its
// placements, eliminations and evidence).
Puzzle apply(const Transform& t, const Puzzle& p);
std::vector<std::int8_t> apply(const Transform& t, const std::vector<std::int8_t>& values);
Step apply(const Transform& t, const Step& s);

}  // namespace setlogic
