#pragma once
// Human notation of cells and candidates: rows and columns counted from 1, digits in the
// grid's alphabet. `r1c1` names a cell; `r4c5<>2` an elimination; `r2c9=8` a placement.

#include <string>
#include <string_view>

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

// A value kept in tenths as Sudoku Explainer writes it: 83 -> "8.3", 110 -> "11.0".
std::string tenths_text(int tenths);

// The length of the UTF-8 sequence that starts at text[i] (1 to 4), or 0 when none does
// (a stray continuation byte, an overlong form, a surrogate, past U+10FFFF, cut short).
int utf8_sequence(std::string_view text, std::size_t i);

// Text from outside (a file name, a header, a path) made safe to show in a message: control
// characters and bytes that are not UTF-8 written as \xHH.
std::string escaped(std::string_view text);
// Text from outside quoted in a message: escaped, and cut after `most` bytes, saying how long
// it was ("'r1c1...' (204800 bytes)"), so that an error never echoes a huge token whole.
std::string cited(std::string_view text, std::size_t most = 40);

}  // namespace setlogic
