#pragma once
// Human notation of cells and candidates: rows and columns counted from 1, digits in the
// grid's alphabet. `r1c1` names a cell; `r4c5<>2` an elimination; `r2c9=8` a placement.

#include <string>

#include "io/alphabet.hpp"

namespace setlogic {

// "r3c12" for the cell numbered `cell` on a grid of box size `box`.
std::string cell_name(int box, int cell);
// The house numbered rows, columns, boxes (see core/geometry.hpp): "row 3", "box 7".
std::string house_name(int box, int house);
// A row or column number (0-based) in the numerals of library lines: 1-9 then A=10 .. P=25.
char index_symbol(int index);
// The inverse of index_symbol, or -1.
int index_from_symbol(char ch);

}  // namespace setlogic
