#include "io/notation.hpp"

#include <fmt/format.h>

#include <cctype>

namespace setlogic {

std::string cell_name(int box, int cell) {
  int n = box * box;
  return fmt::format("r{}c{}", cell / n + 1, cell % n + 1);
}

std::string house_name(int box, int house) {
  int n = box * box;
  static constexpr const char* kinds[] = {"row", "column", "box"};
  return fmt::format("{} {}", kinds[house / n], house % n + 1);
}

char index_symbol(int index) {
  static constexpr std::string_view numerals = "123456789ABCDEFGHIJKLMNOP";
  return numerals[static_cast<std::size_t>(index)];
}

int index_from_symbol(char ch) {
  static constexpr std::string_view numerals = "123456789ABCDEFGHIJKLMNOP";
  auto pos = numerals.find(static_cast<char>(std::toupper(static_cast<unsigned char>(ch))));
  return pos == std::string_view::npos ? -1 : static_cast<int>(pos);
}

}  // namespace setlogic
