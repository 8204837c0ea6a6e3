#pragma once
// Geometry of a grid of box size B: N = B*B digits, N rows, N columns, N boxes, N*N cells.
//
// Cells are numbered row-major: cell = row * N + column. Houses are rows 0..N-1, columns
// N..2N-1, boxes 2N..3N-1; boxes are numbered row-major too. Every table is constexpr, so
// one templated code path serves 4x4, 9x9, 16x16 and 25x25 grids; the box size is chosen
// once, at the front end, with `with_box_size`.
//
// The 4N^2 constraints (the "weak links" of set logic) are numbered
//   kind * N^2 + a * N + b
// with (a, b) = (row, column) for a cell, (row, digit), (column, digit), (box, digit).
// A candidate (cell, digit) is numbered cell * N + digit; it lies in exactly four
// constraints, one of each kind.

#include <array>
#include <stdexcept>
#include <type_traits>

#include "core/bitset.hpp"
#include "core/types.hpp"

namespace setlogic {

inline constexpr int kMinBox = 2;
inline constexpr int kMaxBox = 5;

template <int B>
struct Geometry {
  static_assert(B >= kMinBox && B <= kMaxBox, "box sizes 2..5 (grids 4x4 .. 25x25)");
  static constexpr int box_size = B;
  static constexpr int size = B * B;  // digits per cell, cells per house
  static constexpr int cells = size * size;
  static constexpr int houses = 3 * size;
  static constexpr int candidates = cells * size;
  static constexpr int constraints = 4 * cells;

  using CellSet = BitSet<Cell, cells>;
  using DigitSet = BitSet<Digit, size>;
  using HouseSet = BitSet<House, houses>;

  static constexpr int row(Cell c) { return c.index() / size; }
  static constexpr int column(Cell c) { return c.index() % size; }
  static constexpr int box(Cell c) { return row(c) / B * B + column(c) / B; }
  static constexpr Cell cell(int row, int column) { return Cell(row * size + column); }

  static constexpr House row_house(int r) { return House(r); }
  static constexpr House column_house(int c) { return House(size + c); }
  static constexpr House box_house(int b) { return House(2 * size + b); }
  static constexpr House house(HouseKind kind, int ordinal) { return House(static_cast<int>(kind) * size + ordinal); }
  static constexpr HouseKind kind(House h) { return static_cast<HouseKind>(h.index() / size); }
  // Position of a house within its kind: the row, column or box number.
  static constexpr int ordinal(House h) { return h.index() % size; }

  // The three houses of a cell: row, column, box.
  static constexpr const std::array<House, 3>& houses_of(Cell c) { return cell_houses[c.index()]; }
  static constexpr std::array<std::array<House, 3>, cells> cell_houses = [] {
    std::array<std::array<House, 3>, cells> t{};
    for (int i = 0; i < cells; ++i)
      t[i] = {row_house(row(Cell(i))), column_house(column(Cell(i))), box_house(box(Cell(i)))};
    return t;
  }();

  // Cells of a house in reading order.
  static constexpr std::array<std::array<Cell, size>, houses> house_cells = [] {
    std::array<std::array<Cell, size>, houses> t{};
    for (int i = 0; i < size; ++i)
      for (int j = 0; j < size; ++j) {
        t[i][j] = cell(i, j);
        t[size + i][j] = cell(j, i);
        t[2 * size + i][j] = cell(i / B * B + j / B, i % B * B + j % B);
      }
    return t;
  }();

  static constexpr std::array<CellSet, houses> house_mask = [] {
    std::array<CellSet, houses> t{};
    for (int h = 0; h < houses; ++h)
      for (Cell c : house_cells[h]) t[h].set(c);
    return t;
  }();

  // The cells that share a house with a cell, the cell itself excluded.
  static constexpr std::array<CellSet, cells> peers = [] {
    std::array<CellSet, cells> t{};
    for (int i = 0; i < cells; ++i) {
      Cell c(i);
      for (House h : houses_of(c)) t[i] |= house_mask[h.index()];
      t[i].reset(c);
    }
    return t;
  }();

  static constexpr int constraint(ConstraintKind kind, int a, int b) {
    return static_cast<int>(kind) * cells + a * size + b;
  }
  static constexpr std::array<int, 4> constraints_of(Cell c, Digit d) {
    return {constraint(ConstraintKind::cell, row(c), column(c)),
            constraint(ConstraintKind::row_digit, row(c), d.index()),
            constraint(ConstraintKind::column_digit, column(c), d.index()),
            constraint(ConstraintKind::box_digit, box(c), d.index())};
  }
  static constexpr int candidate(Cell c, Digit d) { return c.index() * size + d.index(); }
};

// Calls f(std::integral_constant<int, B>{}) for the runtime box size: the one place where
// a runtime size becomes a compile-time one.
template <typename F>
decltype(auto) with_box_size(int box, F&& f) {
  switch (box) {
    case 2:
      return f(std::integral_constant<int, 2>{});
    case 3:
      return f(std::integral_constant<int, 3>{});
    case 4:
      return f(std::integral_constant<int, 4>{});
    case 5:
      return f(std::integral_constant<int, 5>{});
    default:
      throw std::invalid_argument("box size must be 2..5");
  }
}

}  // namespace setlogic
