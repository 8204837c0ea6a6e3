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
        if (seen[v] >= 0)
          return Contradiction{Contradiction::Kind::repeated_digit, c.index(), seen[v], v};
        seen[v] = c.index();
      }
    }
    if (p.is_position()) {
      for (int c = 0; c < G::cells; ++c) {
        if (p.values[c] != kEmpty) continue;
        std::uint32_t mask = p.candidates[c];
        for (Cell q : G::peers[c])
          if (p.values[q.index()] != kEmpty) mask &= ~(std::uint32_t{1} << p.values[q.index()]);
        if (mask == 0) return Contradiction{Contradiction::Kind::no_candidates, c, 0, 0};
      }
    }
    return std::nullopt;
  });
}

}  // namespace setlogic
