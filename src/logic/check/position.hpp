#pragma once
// The checker's own view of a position: candidate masks per cell, nothing else, and the
// arithmetic of rows, columns and boxes done here rather than borrowed from the finders'
// tables, so that a mistake there cannot hide here.

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/puzzle.hpp"
#include "logic/step.hpp"

namespace setlogic::check {

class Position {
 public:
  explicit Position(const Puzzle& p);
  [[nodiscard]] int size() const { return n_; }
  [[nodiscard]] int box() const { return box_; }
  [[nodiscard]] int ids() const { return n_ * n_ * n_; }
  [[nodiscard]] int id(Candidate x) const { return x.cell.index() * n_ + x.digit.index(); }
  [[nodiscard]] Candidate candidate(int id) const { return {Cell(id / n_), Digit(id % n_)}; }
  [[nodiscard]] bool has(Candidate x) const { return (masks_[x.cell.index()] >> x.digit.index() & 1) != 0; }
  [[nodiscard]] int value(Cell c) const { return values_[c.index()]; }
  [[nodiscard]] bool given(Cell c) const { return given_[c.index()] != 0; }
  void remove(Candidate x) { masks_[x.cell.index()] &= ~(std::uint32_t{1} << x.digit.index()); }

  [[nodiscard]] int row(Cell c) const { return c.index() / n_; }
  [[nodiscard]] int column(Cell c) const { return c.index() % n_; }
  [[nodiscard]] int box_of(Cell c) const { return row(c) / box_ * box_ + column(c) / box_; }
  // House numbers as in core/types.hpp: rows, then columns, then boxes.
  [[nodiscard]] bool in_house(Cell c, int house) const;
  [[nodiscard]] std::vector<Cell> house_cells(int house) const;
  // Two different cells that share a row, column or box.
  [[nodiscard]] bool sees(Cell a, Cell b) const;
  // Both true is impossible: one cell with two digits, or one digit twice in a house.
  [[nodiscard]] bool conflict(Candidate x, Candidate y) const;

  [[nodiscard]] std::vector<Candidate> members(const Constraint& k) const;
  // The four constraints holding a candidate: its cell, and its digit in its row, column, box.
  [[nodiscard]] std::array<Constraint, 4> constraints_of(Candidate x) const;
  // The digit-in-house constraint of the first house (rows, columns, boxes) holding every
  // cell, preferring one that also holds `also`; nullopt when no house holds them all.
  [[nodiscard]] std::optional<Constraint> house_of(const std::vector<Cell>& cells, Digit d,
                                                   std::optional<Cell> also = std::nullopt) const;

 private:
  int n_;
  int box_;
  std::vector<std::uint32_t> masks_;
  std::vector<std::int8_t> values_;
  std::vector<std::uint8_t> given_;
};

}  // namespace setlogic::check
