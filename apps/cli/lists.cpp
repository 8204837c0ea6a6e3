#include "lists.hpp"

#include <algorithm>

namespace setlogic::cli {

std::vector<std::string> split_list(std::string_view list) {
  std::vector<std::string> items;
  std::size_t start = 0;
  while (start < list.size()) {
    std::size_t end = std::min(list.find(',', start), list.size());
    if (end > start) items.emplace_back(list.substr(start, end - start));
    start = end + 1;
  }
  return items;
}

std::optional<DigitSet> digit_mask(const std::vector<std::string>& symbols, const Alphabet& a, std::string& bad) {
  DigitSet mask;
  for (const std::string& text : symbols) {
    int digit = text.size() == 1 ? a.digit(text[0]) : -1;
    if (digit < 0) {
      bad = text;
      return std::nullopt;
    }
    mask.set(Digit(digit));
  }
  return mask;
}

}  // namespace setlogic::cli
