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

int utf8_sequence(std::string_view text, std::size_t i) {
  const auto b = static_cast<unsigned char>(text[i]);
  if (b < 0x80) return 1;
  const int len = b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0;
  if (len == 0 || i + static_cast<std::size_t>(len) > text.size()) return 0;
  for (int k = 1; k < len; ++k)
    if ((static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]) & 0xC0) != 0x80) return 0;
  const auto b1 = static_cast<unsigned char>(text[i + 1]);
  if ((b == 0xE0 && b1 < 0xA0) || (b == 0xED && b1 > 0x9F) || (b == 0xF0 && b1 < 0x90) || (b == 0xF4 && b1 > 0x8F))
    return 0;
  return len;
}

std::string tenths_text(int tenths) {
  return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10);
}

std::string escaped(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const auto b = static_cast<unsigned char>(text[i]);
    const int len = utf8_sequence(text, i);
    if (len == 0 || b < 0x20 || b == 0x7f) {
      out += fmt::format("\\x{:02X}", b);
      ++i;
      continue;
    }
    out.append(text.substr(i, static_cast<std::size_t>(len)));
    i += static_cast<std::size_t>(len);
  }
  return out;
}

std::string cited(std::string_view text, std::size_t most) {
  if (text.size() <= most) return "'" + escaped(text) + "'";
  std::size_t cut = most;  // at the start of a UTF-8 sequence
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return fmt::format("'{}...' ({} bytes)", escaped(text.substr(0, cut)), text.size());
}

}  // namespace setlogic
