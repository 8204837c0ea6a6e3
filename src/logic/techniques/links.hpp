#pragma once
// Chain evidence as the finders build it (step.hpp): candidate nodes, and links carried by
// a cell or by a digit in a house.

#include <optional>

#include "core/geometry.hpp"
#include "logic/step.hpp"

namespace setlogic::links {

inline ChainNode node(Digit d, Cell c) {
  return {d, {c}};
}

template <int B>
ChainLink in_house(LinkKind kind, House h, Digit d) {
  return {kind, Constraint::of_house(h, d, Geometry<B>::size)};
}

inline ChainLink in_cell(LinkKind kind, Cell c) {
  return {kind, Constraint::of_cell(c)};
}

// The first house (rows, columns, boxes) holding both cells; nullopt when they do not see
// each other.
template <int B>
std::optional<House> common_house(Cell a, Cell b) {
  using G = Geometry<B>;
  for (House h : G::houses_of(a))
    if (a != b && G::house_mask[h.index()].test(b)) return h;
  return std::nullopt;
}

// The weak link of digit d between two cells that see each other.
template <int B>
ChainLink weak_between(Cell a, Cell b, Digit d) {
  return in_house<B>(LinkKind::weak, *common_house<B>(a, b), d);
}

}  // namespace setlogic::links
