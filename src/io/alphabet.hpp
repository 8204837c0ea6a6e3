#pragma once
// Alphabets: how digits are written. Inside the engine a digit is 0..N-1; on the page it
// is the digit's symbol in the grid's alphabet, and an empty cell is one of the
// alphabet's empty characters.
//
//   box 2   "1-4"      1234                 empty . 0
//   box 3   "1-9"      123456789            empty . 0
//   box 4   "1-9A-G"   123456789ABCDEFG     empty . 0
//           "0-9A-F"   0123456789ABCDEF     empty .
//           "A-P"      ABCDEFGHIJKLMNOP     empty . 0
//   box 5   "A-Y"      ABCDEFGHIJKLMNOPQRSTUVWXY   empty . 0
//
// Letters are read in either case and written in upper case.

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace setlogic {

struct Alphabet {
  std::string_view name;
  int box;
  std::string_view symbols;  // N symbols, digit d is symbols[d]
  std::string_view empties;  // characters meaning "no digit"

  [[nodiscard]] int size() const { return box * box; }
  // The digit a character stands for, or -1.
  [[nodiscard]] int digit(char ch) const;
  [[nodiscard]] bool is_empty(char ch) const;
  [[nodiscard]] char symbol(int digit) const { return symbols[static_cast<std::size_t>(digit)]; }
};

// Every alphabet, in order of preference within a box size.
std::span<const Alphabet> all_alphabets();
// The alphabet with this name, or nullptr.
const Alphabet* find_alphabet(std::string_view name);
// The names of all alphabets, comma separated (for help and error texts).
std::string alphabet_names();
// The first (default) alphabet of a box size.
const Alphabet& default_alphabet(int box);

// Chooses the alphabet of a grid of box size `box` from the characters used for its cells
// (empty characters included). An alphabet fits when every character is one of its
// symbols or empties; when several fit, those in which no symbol is used more than N
// times are preferred, then those that need only one empty character. Returns the
// alphabets that remain: exactly one means the choice is unambiguous, none that some
// character is in no alphabet of that size.
std::vector<const Alphabet*> fitting_alphabets(int box, std::string_view cell_chars);

}  // namespace setlogic
