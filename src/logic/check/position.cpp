#include "logic/check/position.hpp"

namespace setlogic::check {

Position::Position(const Puzzle& p)
    : n_(p.size()), box_(p.box), masks_(candidate_masks(p)), values_(p.values), given_(p.given) {
  for (int c = 0; c < p.cell_count(); ++c)
    if (p.values[c] != kEmpty) masks_[c] = 0;  // a solved cell's constraints hold no candidates
  if (given_.size() != values_.size()) given_.assign(values_.size(), 0);
}

bool Position::in_house(Cell c, int house) const {
  const int ordinal = house % n_;
  switch (house / n_) {
    case 0:
      return row(c) == ordinal;
    case 1:
      return column(c) == ordinal;
    default:
      return box_of(c) == ordinal;
  }
}

bool Position::sees(Cell a, Cell b) const {
  return a != b && (row(a) == row(b) || column(a) == column(b) || box_of(a) == box_of(b));
}

bool Position::conflict(Candidate x, Candidate y) const {
  if (x.cell == y.cell) return x.digit != y.digit;
  return x.digit == y.digit && sees(x.cell, y.cell);
}

std::vector<Candidate> Position::members(const Constraint& k) const {
  std::vector<Candidate> out;
  if (k.kind == ConstraintKind::cell) {
    for (int d = 0; d < n_; ++d)
      if (has({k.cell, Digit(d)})) out.push_back({k.cell, Digit(d)});
    return out;
  }
  for (Cell c : house_cells(k.house.index()))
    if (has({c, k.digit})) out.push_back({c, k.digit});
  return out;
}

std::array<Constraint, 4> Position::constraints_of(Candidate x) const {
  return {Constraint::of_cell(x.cell), Constraint::of_house(House(row(x.cell)), x.digit, n_),
          Constraint::of_house(House(n_ + column(x.cell)), x.digit, n_),
          Constraint::of_house(House(2 * n_ + box_of(x.cell)), x.digit, n_)};
}

std::vector<Cell> Position::house_cells(int house) const {
  std::vector<Cell> out;
  const int ordinal = house % n_;
  for (int i = 0; i < n_; ++i) {
    switch (house / n_) {
      case 0:
        out.push_back(Cell(ordinal * n_ + i));
        break;
      case 1:
        out.push_back(Cell(i * n_ + ordinal));
        break;
      default:
        out.push_back(Cell((ordinal / box_ * box_ + i / box_) * n_ + ordinal % box_ * box_ + i % box_));
        break;
    }
  }
  return out;
}

std::optional<Constraint> Position::house_of(const std::vector<Cell>& cells, Digit d, std::optional<Cell> also) const {
  std::optional<Constraint> first;
  for (int h = 0; h < 3 * n_; ++h) {
    bool all = !cells.empty();
    for (Cell c : cells) all = all && in_house(c, h);
    if (!all) continue;
    Constraint k = Constraint::of_house(House(h), d, n_);
    if (!also || in_house(*also, h)) return k;
    if (!first) first = k;
  }
  return first;
}

}  // namespace setlogic::check
