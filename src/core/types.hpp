#pragma once
// Small index types of the core. Every index is 0-based: row 0 is the top row, digit 0 is
// the first symbol of the grid's alphabet. Human notation (r1c1, 1-based digits, letters)
// exists only in io/.

#include <compare>
#include <cstdint>

namespace setlogic {

// A strongly typed 0-based index: a Cell is not a Digit is not a House, so a call with
// swapped arguments does not compile.
template <typename Tag, typename Rep>
class Index {
 public:
  constexpr Index() = default;
  constexpr explicit Index(int value) : value_(static_cast<Rep>(value)) {}
  [[nodiscard]] constexpr int index() const { return value_; }
  constexpr auto operator<=>(const Index&) const = default;

 private:
  Rep value_ = 0;
};

using Cell = Index<struct CellTag, std::uint16_t>;
using Digit = Index<struct DigitTag, std::uint8_t>;
// Houses are numbered rows first, then columns, then boxes: 0..N-1 are rows,
// N..2N-1 columns, 2N..3N-1 boxes.
using House = Index<struct HouseTag, std::uint8_t>;

enum class HouseKind : std::uint8_t { row, column, box };

// The 4N^2 constraints of a grid, each "exactly one of these N candidates is true":
// a cell holds one digit; a row, column or box holds each digit once.
enum class ConstraintKind : std::uint8_t { cell, row_digit, column_digit, box_digit };

}  // namespace setlogic
