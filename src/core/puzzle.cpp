#include "core/puzzle.hpp"

#include <algorithm>

#include "core/geometry.hpp"

namespace setlogic {

Puzzle Puzzle::empty(int box) {
  Puzzle p;
  p.box = box;
  p.values.assign(static_cast<std::size_t>(p.cell_count()), kEmpty);
  p.given.assign(p.values.size(), 0);
  return p;
}

int Puzzle::clue_count() const {
  return static_cast<int>(std::count_if(values.begin(), values.end(), [](auto v) { return v != kEmpty; }));
}

std::optional<Contradiction> find_contradiction(const Puzzle& p) {
  return with_box_size(p.box, [&](auto b) -> std::optional<Contradiction> {
    using G = Geometry<decltype(b)::value>;
    for (int h = 0; h < G::houses; ++h) {
      std::array<int, G::size> seen;
      seen.fill(-1);
      for (Cell c : G::house_cells[h]) {
        int v = p.values[c.index()];
        if (v == kEmpty) continue;
        if (seen[v] >= 0) return Contradiction{Contradiction::Kind::repeated_digit, c.index(), seen[v], v};
        seen[v] = c.index();
      }
    }
    if (p.is_position()) {
      auto masks = candidate_masks(p);
      for (int c = 0; c < G::cells; ++c)
        if (p.values[c] == kEmpty && masks[c] == 0) return Contradiction{Contradiction::Kind::no_candidates, c, 0, 0};
    }
    return std::nullopt;
  });
}

std::vector<std::uint32_t> candidate_masks(const Puzzle& p) {
  std::vector<std::uint32_t> out(p.values.size());
  with_box_size(p.box, [&](auto b) {
    using G = Geometry<decltype(b)::value>;
    for (int c = 0; c < G::cells; ++c) {
      if (p.values[c] != kEmpty) {
        out[c] = std::uint32_t{1} << p.values[c];
        continue;
      }
      std::uint32_t mask = p.is_position() ? p.candidates[c] : (std::uint32_t{1} << G::size) - 1;
      for (Cell q : G::peers[c])
        if (p.values[q.index()] != kEmpty) mask &= ~(std::uint32_t{1} << p.values[q.index()]);
      out[c] = mask;
    }
  });
  return out;
}

bool is_solution(const Puzzle& p, const std::vector<std::int8_t>& s) {
  return with_box_size(p.box, [&](auto b) {
    using G = Geometry<decltype(b)::value>;
    if (s.size() != G::cells) return false;
    for (int c = 0; c < G::cells; ++c) {
      if (s[c] < 0 || s[c] >= G::size) return false;
      if (p.values[c] != kEmpty && p.values[c] != s[c]) return false;
      if (p.is_position() && p.values[c] == kEmpty && !(p.candidates[c] >> s[c] & 1)) return false;
    }
    for (int h = 0; h < G::houses; ++h) {
      std::uint32_t seen = 0;
      for (Cell c : G::house_cells[h]) seen |= std::uint32_t{1} << s[c.index()];
      if (seen != (std::uint32_t{1} << G::size) - 1) return false;
    }
    return true;
  });
}

}  // namespace setlogic
