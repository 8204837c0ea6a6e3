#include "io/writer.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "io/notation.hpp"

namespace setlogic {

std::string format_line(const Puzzle& p, const Alphabet& a) {
  std::string s;
  s.reserve(p.values.size());
  for (auto v : p.values) s += v == kEmpty ? '.' : a.symbol(v);
  return s;
}

std::string format_grid(const Puzzle& p, const Alphabet& a) {
  const int b = p.box;
  const int n = p.size();
  std::string rule;
  for (int j = 0; j < b; ++j) rule += (j ? "+" : "") + std::string(static_cast<std::size_t>(2 * b + 1), '-');
  std::string s;
  for (int r = 0; r < n; ++r) {
    if (r > 0 && r % b == 0) s += rule + '\n';
    for (int c = 0; c < n; ++c) {
      if (c > 0 && c % b == 0) s += " |";
      auto v = p.values[r * n + c];
      s += ' ';
      s += v == kEmpty ? '.' : a.symbol(v);
    }
    s += '\n';
  }
  return s;
}

std::string format_candidates(const Puzzle& p, const Alphabet& a) {
  auto masks = candidate_masks(p);
  const int n = p.size();
  std::string s;
  s.reserve(masks.size() * static_cast<std::size_t>(n));
  for (auto m : masks)
    for (int d = 0; d < n; ++d) s += (m >> d & 1) ? a.symbol(d) : '.';
  return s;
}

std::string format_pencilmarks(const Puzzle& p, const Alphabet& a) {
  auto masks = candidate_masks(p);
  const int b = p.box;
  const int n = p.size();
  std::vector<std::string> text(masks.size());
  for (std::size_t i = 0; i < masks.size(); ++i) {
    if (p.values[i] != kEmpty) {
      text[i] = a.symbol(p.values[i]);
      continue;
    }
    for (int d = 0; d < n; ++d)
      if (masks[i] >> d & 1) text[i] += a.symbol(d);
  }
  // Column widths per box column, as HoDoKu aligns them.
  std::vector<std::size_t> width(static_cast<std::size_t>(n), 1);
  for (std::size_t i = 0; i < text.size(); ++i) width[i % n] = std::max(width[i % n], text[i].size());
  auto rule = [&](char corner, char middle) {
    std::string s(1, corner);
    for (int j = 0; j < b; ++j) {
      std::size_t w = 1;
      for (int c = j * b; c < (j + 1) * b; ++c) w += width[c] + 1;
      s += std::string(w, '-');
      s += j + 1 < b ? middle : corner;
    }
    return s + '\n';
  };
  std::string s = rule('.', '.');
  for (int r = 0; r < n; ++r) {
    if (r > 0 && r % b == 0) s += rule(':', '+');
    s += '|';
    for (int c = 0; c < n; ++c) {
      const std::string& t = text[r * n + c];
      s += ' ' + t + std::string(width[c] - t.size(), ' ');
      if ((c + 1) % b == 0) s += " |";
    }
    s += '\n';
  }
  return s + rule('\'', '\'');
}

std::string format_candidate_token(int box, const Alphabet& a, CandidateRef ref) {
  int n = box * box;
  return {a.symbol(ref.digit), index_symbol(ref.cell / n), index_symbol(ref.cell % n)};
}

std::string format_library(const Puzzle& p, const Alphabet& a, const LibraryCase& c) {
  auto tokens = [&](const std::vector<CandidateRef>& refs) {
    std::string s;
    for (const auto& r : refs) s += (s.empty() ? "" : " ") + format_candidate_token(p.box, a, r);
    return s;
  };
  std::string code = c.code + (c.variant.empty() ? "" : "-" + c.variant);
  std::string digits;
  for (int d : c.digits) digits += a.symbol(d);
  std::string givens;
  for (std::size_t i = 0; i < p.values.size(); ++i) {
    if (p.values[i] == kEmpty) {
      givens += '.';
    } else {
      if (!p.given[i]) givens += '+';
      givens += a.symbol(p.values[i]);
    }
  }
  // Deleted: what the plain puzzle would still allow but the position does not.
  std::vector<CandidateRef> deleted;
  if (p.is_position()) {
    Puzzle plain = p;
    plain.candidates.clear();
    auto full = candidate_masks(plain);
    for (std::size_t i = 0; i < p.values.size(); ++i) {
      if (p.values[i] != kEmpty) continue;
      for (int d = 0; d < p.size(); ++d)
        if ((full[i] >> d & 1) && !(p.candidates[i] >> d & 1)) deleted.push_back({static_cast<int>(i), d});
    }
  }
  std::sort(deleted.begin(), deleted.end(),
            [](auto x, auto y) { return std::tie(x.digit, x.cell) < std::tie(y.digit, y.cell); });
  return fmt::format(":{}:{}:{}:{}:{}:{}:{}", code, digits, givens, tokens(deleted), tokens(c.eliminations),
                     tokens(c.placements), c.extra);
}

}  // namespace setlogic
