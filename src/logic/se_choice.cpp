#include "logic/se_choice.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <limits>

namespace setlogic {

namespace {

bool one_digit(const Chain& c) {
  return std::all_of(c.nodes.begin(), c.nodes.end(), [&](const ChainNode& n) { return n.digit == c.nodes[0].digit; });
}

// Every strong link held by a cell: a chain of bivalue cells (Sudoku Explainer's Y-links).
bool cells_only(const Chain& c) {
  return std::all_of(c.links.begin(), c.links.end(), [](const ChainLink& l) {
    return l.kind == LinkKind::weak || (l.carrier && l.carrier->kind == ConstraintKind::cell);
  });
}

// A forcing step's size as Sudoku Explainer counts a chain's ancestors: every premise and
// implication of every branch, and, for a nested refutation, its own branch.
int forcing_nodes(const std::vector<ForcingBranch>& branches) {
  int n = 0;
  for (const ForcingBranch& b : branches) {
    n += 1 + static_cast<int>(b.implications.size());
    for (const Implication& i : b.implications) n += forcing_nodes(i.nested);
  }
  return n;
}

bool all_one_digit(const std::vector<ForcingBranch>& branches) {
  if (branches.empty()) return false;
  const Digit d = branches[0].premise.candidate.digit;
  return std::all_of(branches.begin(), branches.end(), [&](const ForcingBranch& b) {
    return b.premise.candidate.digit == d && std::all_of(b.implications.begin(), b.implications.end(),
                                                         [&](const Implication& i) { return i.candidate.digit == d; });
  });
}

// The premises of a verity: the candidates of one cell (Sudoku Explainer's cell forcing
// chains) or of one digit in a house (region forcing chains), as opposed to one candidate
// true and false (its double forcing chains, found only dynamically).
bool cell_or_region(const std::vector<ForcingBranch>& branches) {
  return branches.size() < 2 || branches[0].premise.candidate != branches[1].premise.candidate;
}

// Rows, columns and boxes of a grid known by its side only (the scale is not templated on
// the box size).
struct Layout {
  explicit Layout(int grid_side) : side(grid_side) {
    while (box_side * box_side < side) ++box_side;
  }
  [[nodiscard]] int row(Cell c) const { return c.index() / side; }
  [[nodiscard]] int column(Cell c) const { return c.index() % side; }
  [[nodiscard]] int box(Cell c) const { return row(c) / box_side * box_side + column(c) / box_side; }
  [[nodiscard]] bool peers(Cell a, Cell b) const {
    return a != b && (row(a) == row(b) || column(a) == column(b) || box(a) == box(b));
  }
  // Whether the cells (but the one at `skip`) lie in one row, column or box.
  [[nodiscard]] bool one_house(const std::vector<Cell>& cells, std::size_t skip) const {
    const Cell first = cells[skip == 0 ? 1 : 0];
    bool same_row = true, same_column = true, same_box = true;
    for (std::size_t k = 0; k < cells.size(); ++k) {
      if (k == skip) continue;
      same_row = same_row && row(cells[k]) == row(first);
      same_column = same_column && column(cells[k]) == column(first);
      same_box = same_box && box(cells[k]) == box(first);
    }
    return same_row || same_column || same_box;
  }
  int side;
  int box_side = 1;
};

// Sudoku Explainer's count for a forcing step, replayed on the candidates of the position
// it starts from: each implication's causes are found as its search finds them (a
// falsity's, the first earlier truth that shares a constraint with it; a truth's, every
// falsity that emptied the rest of its cell, or else of one of its houses), and a
// conclusion counts its ancestors, premise included. A contradiction counts, like Sudoku
// Explainer's pair of a candidate on and off, the ancestors of the constraint it empties (or
// of the two truths it overfills) and those of its last implication again.
class Replay {
 public:
  Replay(std::span<const std::uint32_t> masks, int side) : masks_(masks), layout_(side) {}

  [[nodiscard]] int complexity(const Step& s) const {
    if (s.branches.size() == 1 && s.branches[0].contradiction) return contradiction(s.branches[0]);
    std::vector<Implication> conclusions;
    for (const Candidate& x : s.eliminations) conclusions.emplace_back(x, false);
    for (const Candidate& x : s.placements) conclusions.emplace_back(x, true);
    std::vector<Causes> causes;
    for (const ForcingBranch& b : s.branches) causes.push_back(causes_of(b));
    int best = std::numeric_limits<int>::max();
    for (const Implication& goal : conclusions) {
      int n = 0;
      for (std::size_t k = 0; k < s.branches.size(); ++k) {
        const std::vector<Implication> nodes = nodes_of(s.branches[k]);
        const auto at = std::find(nodes.begin(), nodes.end(), goal);
        n += at == nodes.end() ? static_cast<int>(nodes.size())
                               : ancestors(causes[k], {static_cast<int>(at - nodes.begin())});
      }
      best = std::min(best, n);
    }
    return best == std::numeric_limits<int>::max() ? forcing_nodes(s.branches) : best;
  }

 private:
  using Causes = std::vector<std::vector<int>>;  // by node: the nodes it follows from

  static std::vector<Implication> nodes_of(const ForcingBranch& b) {
    std::vector<Implication> nodes{Implication(b.premise.candidate, b.premise.value)};
    for (const Implication& i : b.implications) nodes.emplace_back(i.candidate, i.value);
    return nodes;
  }

  // Two candidates that cannot both be true: one cell, or one digit in peer cells.
  [[nodiscard]] bool conflict(Candidate x, Candidate y) const {
    return (y.cell == x.cell && y.digit != x.digit) || (y.digit == x.digit && layout_.peers(x.cell, y.cell));
  }
  [[nodiscard]] bool candidate(int cell, int digit) const { return ((masks_[cell] >> digit) & 1U) != 0; }
  // The cells of the house of kind k (0 box, 1 row, 2 column: Sudoku Explainer's order) through c.
  [[nodiscard]] std::vector<int> house(int kind, Cell c) const {
    std::vector<int> cells;
    for (int i = 0; i < layout_.side * layout_.side; ++i) {
      const Cell x(i);
      if ((kind == 0 && layout_.box(x) == layout_.box(c)) || (kind == 1 && layout_.row(x) == layout_.row(c)) ||
          (kind == 2 && layout_.column(x) == layout_.column(c)))
        cells.push_back(i);
    }
    return cells;
  }

  [[nodiscard]] Causes causes_of(const ForcingBranch& b) const {
    const std::vector<Implication> nodes = nodes_of(b);
    Causes causes(nodes.size());
    auto known = [&](std::size_t before, Candidate x, bool value) -> int {
      for (std::size_t j = 0; j < before; ++j)
        if (nodes[j].candidate == x && nodes[j].value == value) return static_cast<int>(j);
      return -1;
    };
    for (std::size_t k = 1; k < nodes.size(); ++k) {
      const Candidate x = nodes[k].candidate;
      if (!nodes[k].value) {
        for (std::size_t j = 0; j < k; ++j) {
          if (nodes[j].value && conflict(x, nodes[j].candidate)) {
            causes[k] = {static_cast<int>(j)};
            break;
          }
        }
      } else {
        // the rest of its cell, else of its box, row or column, all false before it
        auto all_false = [&](const std::vector<Candidate>& rest) {
          std::vector<int> found;
          for (const Candidate& y : rest) {
            const int j = known(k, y, false);
            if (j < 0) return std::vector<int>{};
            found.push_back(j);
          }
          return found;
        };
        std::vector<Candidate> rest;
        for (int d = 0; d < layout_.side; ++d)
          if (d != x.digit.index() && candidate(x.cell.index(), d)) rest.push_back({x.cell, Digit(d)});
        causes[k] = all_false(rest);
        for (int kind = 0; kind < 3 && causes[k].empty(); ++kind) {
          rest.clear();
          for (int i : house(kind, x.cell))
            if (i != x.cell.index() && candidate(i, x.digit.index())) rest.push_back({Cell(i), x.digit});
          causes[k] = all_false(rest);
        }
      }
      if (causes[k].empty()) causes[k] = {static_cast<int>(k) - 1};  // found by a rule we do not replay
    }
    return causes;
  }

  static int ancestors(const Causes& causes, std::vector<int> todo) {
    std::vector<bool> seen(causes.size());
    int n = 0;
    while (!todo.empty()) {
      const int k = todo.back();
      todo.pop_back();
      if (seen[static_cast<std::size_t>(k)]) continue;
      seen[static_cast<std::size_t>(k)] = true;
      ++n;
      for (int j : causes[static_cast<std::size_t>(k)]) todo.push_back(j);
    }
    return n;
  }

  [[nodiscard]] int contradiction(const ForcingBranch& b) const {
    const std::vector<Implication> nodes = nodes_of(b);
    const Causes causes = causes_of(b);
    const int last = static_cast<int>(nodes.size()) - 1;
    const Implication& end = nodes.back();
    // the constraint the last implication empties: every candidate of it false in the branch
    std::vector<int> members;
    auto falsified = [&](const std::vector<Candidate>& all) {
      std::vector<int> found;
      for (const Candidate& y : all) {
        int j = -1;
        for (int k = 0; k <= last && j < 0; ++k)
          if (nodes[static_cast<std::size_t>(k)].candidate == y && !nodes[static_cast<std::size_t>(k)].value) j = k;
        if (j < 0) return std::vector<int>{};
        found.push_back(j);
      }
      return found;
    };
    if (!end.value) {
      std::vector<Candidate> all;
      for (int d = 0; d < layout_.side; ++d)
        if (candidate(end.candidate.cell.index(), d)) all.push_back({end.candidate.cell, Digit(d)});
      members = falsified(all);
      for (int kind = 0; kind < 3 && members.empty(); ++kind) {
        all.clear();
        for (int i : house(kind, end.candidate.cell))
          if (candidate(i, end.candidate.digit.index())) all.push_back({Cell(i), end.candidate.digit});
        members = falsified(all);
      }
    } else {
      for (int k = 0; k < last; ++k) {
        const Implication& y = nodes[static_cast<std::size_t>(k)];
        if (y.value && conflict(end.candidate, y.candidate)) {
          members = {k};
          break;
        }
      }
    }
    if (members.empty()) return forcing_nodes({b});
    return ancestors(causes, members) + ancestors(causes, {last});
  }

  std::span<const std::uint32_t> masks_;
  Layout layout_;
};

// The most candidates in one cell of a wing's almost locked set: its cells but a bivalue
// one whose removal leaves the rest in one house (the last, for the larger wings).
int widest_of_set(const Step& s, int side, std::span<const std::uint32_t> masks) {
  if (masks.empty() || s.cells.size() < 2) return 0;
  auto count = [&](Cell c) { return std::popcount(masks[static_cast<std::size_t>(c.index())]); };
  std::size_t bivalue = s.cells.size() - 1;
  if (s.technique == Technique::wxyz_wing) {
    // a bent naked quad: Sudoku Explainer's shape when three of its cells share a house
    const Layout layout(side);
    bivalue = s.cells.size();
    for (std::size_t k = 0; k < s.cells.size() && bivalue == s.cells.size(); ++k)
      if (count(s.cells[k]) == 2 && layout.one_house(s.cells, k)) bivalue = k;
    if (bivalue == s.cells.size()) return 0;
  }
  int widest = 0;
  for (std::size_t k = 0; k < s.cells.size(); ++k)
    if (k != bivalue) widest = std::max(widest, count(s.cells[k]));
  return widest;
}

// A technique's difficulty in tenths before any length increment, by Sudoku Explainer's
// rule that makes the same deduction.
int base(const Step& s, int side, std::span<const std::uint32_t> masks) {
  using T = Technique;
  switch (s.technique) {
    case T::full_house:
      return 10;
    case T::hidden_single:
      return !s.houses.empty() && s.houses[0].index() / side == static_cast<int>(HouseKind::box) ? 12 : 15;
    case T::naked_single:
      return 23;
    case T::direct_pointing:
      return 17;
    case T::direct_claiming:
      return 19;
    case T::direct_hidden_pair:
      return 20;
    case T::direct_hidden_triple:
      return 25;
    case T::locked_candidates_pointing:
      return 26;
    case T::locked_candidates_claiming:
      return 28;
    case T::locked_pair:
    case T::naked_pair:
      return 30;
    case T::x_wing:
      return 32;
    case T::hidden_pair:
      return 34;
    case T::locked_triple:
    case T::naked_triple:
      return 36;
    case T::swordfish:
      return 38;
    case T::hidden_triple:
      return 40;
    // Sudoku Explainer's two strong links: parallel lines, a row and a column, or a box.
    case T::skyscraper:
      return 40;
    case T::two_string_kite:
    case T::dual_two_string_kite:
      return 41;
    case T::turbot_fish:
      return 42;
    case T::empty_rectangle:
    case T::dual_empty_rectangle:  // a grouped link
      return 43;
    case T::xy_wing:
      return 42;
    case T::xyz_wing:
      return 44;
    case T::unique_rectangle_1:
    case T::unique_rectangle_2:
    case T::unique_rectangle_4:
    case T::unique_rectangle_5:
    case T::unique_rectangle_6:
    case T::hidden_rectangle:
    case T::avoidable_rectangle_1:
    case T::avoidable_rectangle_2:
      return 45;
    case T::unique_rectangle_3:  // 0.1 for each digit of the naked set beside the rectangle beyond two
      return 45 + std::max(0, static_cast<int>(s.digits.size()) - 2);
    case T::naked_quad:
      return 50;
    case T::jellyfish:
      return 52;
    case T::hidden_quad:
      return 54;
    case T::w_wing:
      return 55;
    // Its wings of a bivalue cell and an almost locked set in one house (the cells but the
    // last) rate by the set's size; WXYZ and VWXYZ also by the most candidates in one cell
    // of the set (middle sizes are harder).
    case T::wxyz_wing:
      return 55 + std::max(0, 1 - std::abs(3 - widest_of_set(s, side, masks)));
    case T::vwxyz_wing:
      return 62 + std::max(0, 2 - std::abs(3 - widest_of_set(s, side, masks)));
    case T::uvwxyz_wing:
      return 66;
    case T::tuvwxyz_wing:
      return 75;
    case T::bug_plus_1:
      return 56;
    case T::aligned_pair_exclusion:
      return 62;
    case T::aligned_triple_exclusion:
      return 75;
    // Chains: cycles of one digit or of bivalue cells 6.5, forcing chains of one digit 6.6,
    // of both kinds of link 7.0.
    case T::continuous_nice_loop:
    case T::grouped_continuous_nice_loop:
      return !s.chains.empty() && (one_digit(s.chains[0]) || cells_only(s.chains[0])) ? 65 : 70;
    case T::x_chain:
      return 66;
    case T::remote_pair:
    case T::xy_chain:
      return 70;
    case T::aic:
    case T::discontinuous_nice_loop:
    case T::grouped_aic:
    case T::grouped_discontinuous_nice_loop:
      return !s.chains.empty() && one_digit(s.chains[0]) ? 66 : 70;
    // Forcing chains: a contradiction of one digit is a Nishio chain (7.5); cell and region
    // chains are Sudoku Explainer's multiple forcing chains (8.0); everything it finds only
    // dynamically 8.5; chains that nest chains 9.5.
    case T::forcing_chain_contradiction:
      return all_one_digit(s.branches) ? 75 : 85;
    case T::forcing_chain_verity:
      return cell_or_region(s.branches) ? 80 : 85;
    case T::forcing_net_contradiction:
    case T::forcing_net_verity:
    case T::kraken_fish_1:
    case T::kraken_fish_2:
      return 85;
    case T::nested_forcing_net_contradiction:
      return 95;
    case T::nishio_forcing_chain:
      return 75;
    case T::multiple_forcing_chain:
      return 80;
    case T::dynamic_forcing_chain:
      return 85;
    case T::dynamic_forcing_chain_plus:
      return 90;
    case T::nested_forcing_chain:
      return 95;
    case T::nested_multiple_forcing_chain:
      return 100;
    case T::nested_dynamic_forcing_chain:
    case T::nested_dynamic_forcing_chain_plus:
    case T::nested_dynamic_forcing_chain_nested:
      return 105;
    case T::guess:
      return kSeBeyond;
    default:
      break;
  }
  // What Sudoku Explainer has no rule for: fish beyond the Jellyfish and fish with fins or
  // of Franken or Mutant shape, colouring, ALS, Sue de Coq, set logic and templates. Sudoku
  // Explainer finds their eliminations by chains; they rate as its forcing chains (7.0),
  // bigger patterns as its multiple forcing chains (8.0).
  switch (info(s.technique).family) {
    case Family::basic_fish:
    case Family::finned_fish:
    case Family::single_digit:
    case Family::colouring:
    case Family::extended_colouring:
      return 66;
    case Family::franken_fish:
    case Family::mutant_fish:
    case Family::als:
    case Family::sue_de_coq:
      return 70;
    default:
      return 80;
  }
}

// The length of a step's chain or forcing proof in Sudoku Explainer's count, 0 for a rule
// without one.
int complexity(const Step& s) {
  if (!s.branches.empty()) return forcing_nodes(s.branches);
  if (s.chains.empty() || s.technique == Technique::remote_pair) return 0;
  switch (info(s.technique).family) {
    case Family::chains: {
      const Chain& c = s.chains[0];
      const int nodes = static_cast<int>(c.nodes.size());
      // A cycle counts its nodes; an open chain also the eliminated candidate at both ends.
      return c.loop() ? nodes : nodes + 2;
    }
    default:
      return 0;
  }
}

}  // namespace

int se_length_increment(int complexity) {
  int added = 0;
  int ceiling = 4;
  bool odd = false;
  for (int length = complexity - 2; length > ceiling; odd = !odd) {
    ++added;
    ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
  }
  return added;
}

int se_difficulty(const Step& s, int side, std::span<const std::uint32_t> masks) {
  const int b = base(s, side, masks);
  if (b >= kSeBeyond) return b;
  if (s.chain_nodes > 0) return b + se_length_increment(s.chain_nodes);
  if (info(s.technique).family == Family::direct) return b;  // its proof is no chain
  const bool replayed =
      !masks.empty() && !s.branches.empty() && s.technique != Technique::nested_forcing_net_contradiction;
  const int n = replayed ? Replay(masks, side).complexity(s) : complexity(s);
  return n > 0 ? b + se_length_increment(n) : b;
}

bool se_reads_candidates(const Step& s) {
  return s.technique == Technique::wxyz_wing || s.technique == Technique::vwxyz_wing || !s.branches.empty();
}

bool se_chooses(Technique t) {
  // a nested net is rare and costly: its first will do
  if (t == Technique::nested_forcing_net_contradiction) return false;
  switch (info(t).family) {
    case Family::singles:
    case Family::chains:
    case Family::forcing:
    case Family::uniqueness:
    case Family::als_wings:
      return true;
    default:
      return false;
  }
}

bool same_se_search(Technique a, Technique b) {
  auto group = [](Technique t) {
    switch (t) {
      case Technique::forcing_chain_contradiction:
      case Technique::forcing_chain_verity:
        return 1;
      case Technique::forcing_net_contradiction:
      case Technique::forcing_net_verity:
        return 2;
      default:
        return info(t).family == Family::chains ? 3 : 0;
    }
  };
  return a == b || (group(a) != 0 && group(a) == group(b));
}

}  // namespace setlogic
