#include "io/alphabet.hpp"

#include <array>
#include <cctype>

namespace setlogic {
namespace {

constexpr std::array<Alphabet, 6> kAlphabets{{
    {"1-4", 2, "1234", ".0"},
    {"1-9", 3, "123456789", ".0"},
    {"1-9A-G", 4, "123456789ABCDEFG", ".0"},
    {"0-9A-F", 4, "0123456789ABCDEF", "."},
    {"A-P", 4, "ABCDEFGHIJKLMNOP", ".0"},
    {"A-Y", 5, "ABCDEFGHIJKLMNOPQRSTUVWXY", ".0"},
}};

}  // namespace

int Alphabet::digit(char ch) const {
  char up = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  auto pos = symbols.find(up);
  return pos == std::string_view::npos ? -1 : static_cast<int>(pos);
}

bool Alphabet::is_empty(char ch) const {
  return empties.find(ch) != std::string_view::npos;
}

std::span<const Alphabet> all_alphabets() {
  return kAlphabets;
}

const Alphabet* find_alphabet(std::string_view name) {
  for (const auto& a : kAlphabets)
    if (a.name == name) return &a;
  return nullptr;
}

std::string alphabet_names() {
  std::string s;
  for (const auto& a : kAlphabets) {
    if (!s.empty()) s += ", ";
    s += a.name;
  }
  return s;
}

const Alphabet& default_alphabet(int box) {
  for (const auto& a : kAlphabets)
    if (a.box == box) return a;
  return kAlphabets[1];
}

std::vector<const Alphabet*> fitting_alphabets(int box, std::string_view cell_chars) {
  std::array<int, 256> uses{};
  for (char ch : cell_chars) ++uses[static_cast<unsigned char>(std::toupper(static_cast<unsigned char>(ch)))];
  auto keep = [](std::vector<const Alphabet*>& from, auto pred) {
    std::vector<const Alphabet*> kept;
    for (const Alphabet* a : from)
      if (pred(*a)) kept.push_back(a);
    if (!kept.empty()) from = std::move(kept);
  };
  std::vector<const Alphabet*> fit;
  for (const auto& a : kAlphabets) {
    if (a.box != box) continue;
    bool ok = true;
    for (int ch = 0; ch < 256 && ok; ++ch)
      ok = uses[ch] == 0 || a.is_empty(static_cast<char>(ch)) || a.digit(static_cast<char>(ch)) >= 0;
    if (ok) fit.push_back(&a);
  }
  if (fit.size() <= 1) return fit;
  // A symbol used more often than a grid has room for must be an empty character.
  keep(fit, [&](const Alphabet& a) {
    for (char s : a.symbols)
      if (uses[static_cast<unsigned char>(s)] > a.size()) return false;
    return true;
  });
  // A grid writes its empty cells one way.
  keep(fit, [&](const Alphabet& a) {
    int used = 0;
    for (char e : a.empties) used += uses[static_cast<unsigned char>(e)] > 0;
    return used <= 1;
  });
  return fit;
}

}  // namespace setlogic
