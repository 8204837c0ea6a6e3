#pragma once
// The canonical form of a puzzle or solution grid: of all its isomorphs (transform.hpp), the
// one whose row-by-row string, an empty cell written 0 and a digit by its 1-based value, is
// lexicographically least ("minlex"). Two grids are isomorphs exactly when their canonical
// forms are equal, so a collection is de-duplicated by sorting its canonical lines. For 9x9
// this is the form the puzzle collections are compared in; other sizes use the same
// definition.

#include <cstdint>
#include <optional>

#include "core/puzzle.hpp"
#include "transform/transform.hpp"

namespace setlogic {

struct Canonical {
  Puzzle puzzle;        // apply(transform, the input): the canonical form
  Transform transform;  // one transform taking the input to it (a symmetric grid has several)
};

// The search is exact; its cost grows with the grid's symmetry, which leaves many
// transforms tied, up to a few seconds for an empty 9x9 grid and far more for a
// nearly empty 16x16 one. It gives up, returning nothing, after `budget` steps (each a
// stretch of one row written under one transform). Only values are read: a position's
// candidates are moved along but take no part in the order.
inline constexpr std::uint64_t kCanonicalBudget = 200'000'000;
std::optional<Canonical> canonical_form(const Puzzle& p, std::uint64_t budget = kCanonicalBudget);

}  // namespace setlogic
