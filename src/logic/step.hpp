#pragma once
// The step: what one application of a technique found, shared by every technique.
//
// A step says what it changes (placements, eliminations) and why (evidence). The evidence
// is kept as data, never as text: io/ formats it. Base and cover sets are constraints in
// the sense of set logic (a cell, or a digit in a row, column or box: each holds exactly
// one true candidate of the solution), so every step carries, or can be lowered to, a
// certificate that the independent checker in certificate.hpp verifies.
//
// All indices are 0-based; digits are 0..N-1.

#include <cstdint>
#include <vector>

#include "core/types.hpp"
#include "logic/catalogue.hpp"

namespace setlogic {

struct Candidate {
  Cell cell;
  Digit digit;
  auto operator<=>(const Candidate&) const = default;
};

// One of the 4N² constraints: a cell (it holds one digit) or a digit in a house (it
// appears once there).
struct Constraint {
  ConstraintKind kind = ConstraintKind::cell;
  Cell cell;    // kind == cell
  House house;  // otherwise
  Digit digit;  // otherwise
  static Constraint of_cell(Cell c) { return {ConstraintKind::cell, c, House(0), Digit(0)}; }
  static Constraint of_house(House h, Digit d, int size) {
    auto kind = static_cast<ConstraintKind>(1 + h.index() / size);
    return {kind, Cell(0), h, d};
  }
  auto operator<=>(const Constraint&) const = default;
};

struct Step {
  Technique technique = Technique::full_house;
  std::vector<Digit> digits{};  // the digit(s) the step is about
  std::vector<Candidate> placements{};
  std::vector<Candidate> eliminations{};

  // Evidence.
  std::vector<House> houses{};  // where a single, an intersection or a subset was seen
  std::vector<Cell> cells{};    // the cells of a subset
  std::vector<Constraint> base{};
  std::vector<Constraint> cover{};
  std::vector<Candidate> fins{};
  std::vector<Candidate> endo_fins{};
  std::vector<Candidate> cannibals{};
  int branch_steps = 0;  // a refuted guess: steps taken before the contradiction
  // A Siamese fish: the two fish (same digit and base, other covers) whose eliminations it
  // unites; each keeps its own cover and fins, and its own certificate.
  std::vector<Step> parts{};

  int points = 0;

  // Covers less bases: the rank of a base/cover step (set logic).
  [[nodiscard]] int rank() const { return static_cast<int>(cover.size()) - static_cast<int>(base.size()); }
};

}  // namespace setlogic
