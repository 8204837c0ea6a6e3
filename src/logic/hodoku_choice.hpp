#pragma once
// HoDoKu's choice among the steps of one technique (StepChoice::hodoku), beyond singles
// (hodoku_singles.hpp).
//
// Each of HoDoKu 2.3.2's searches has its own rule for the step it reports when several
// are there; which one it takes decides the rest of the path, and so its score. Two rules
// cover the techniques met most on its paths:
//   scan    the first step of its scan: locked candidates by box (pointing) or by row, then
//           column (claiming), and digit; subsets in boxes, then rows, then columns, each
//           house's cells (naked) or digits (hidden) combined in order; XY-Wings by their
//           cells in cell order, then which of them is the pivot; XYZ-Wings by pivot, then
//           pincers.
//   sorted  every step found, sorted: most eliminations first, then the shorter chain,
//           then the smaller sum of the eliminations' indices (HoDoKu's
//           SolutionStep.compareTo). Chains and loops, Remote Pairs and Turbot Fish; the
//           nice loops and AICs are one search there, so they are sorted together, and so
//           are the grouped ones.
// Every other technique takes the first step our finder reports.

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include "core/grid.hpp"
#include "logic/catalogue.hpp"
#include "logic/limits.hpp"
#include "logic/step.hpp"

namespace setlogic {

enum class HodokuRule { first, scan, sorted };

inline HodokuRule hodoku_rule(Technique t) {
  using T = Technique;
  switch (t) {
    case T::locked_candidates_pointing:
    case T::locked_candidates_claiming:
    case T::locked_pair:
    case T::locked_triple:
    case T::naked_pair:
    case T::naked_triple:
    case T::naked_quad:
    case T::hidden_pair:
    case T::hidden_triple:
    case T::hidden_quad:
    case T::xy_wing:
    case T::xyz_wing:
    case T::als_xz:
    case T::als_xy_wing:
      return HodokuRule::scan;
    case T::als_xy_chain:
    case T::remote_pair:
    case T::turbot_fish:
    case T::x_chain:
    case T::xy_chain:
    case T::continuous_nice_loop:
    case T::aic:
    case T::discontinuous_nice_loop:
    case T::grouped_continuous_nice_loop:
    case T::grouped_aic:
    case T::grouped_discontinuous_nice_loop:
      return HodokuRule::sorted;
    default:
      return HodokuRule::first;
  }
}

// HoDoKu's searches that report several of our techniques: its nice loops (and AICs) and
// its grouped nice loops.
enum class HodokuSearch { own, nice_loops, grouped_nice_loops };
inline HodokuSearch hodoku_search(Technique t) {
  using T = Technique;
  switch (t) {
    case T::continuous_nice_loop:
    case T::aic:
    case T::discontinuous_nice_loop:
      return HodokuSearch::nice_loops;
    case T::grouped_continuous_nice_loop:
    case T::grouped_aic:
    case T::grouped_discontinuous_nice_loop:
      return HodokuSearch::grouped_nice_loops;
    default:
      return HodokuSearch::own;
  }
}

// Whether one HoDoKu search reports both techniques (and so sorts their steps together).
inline bool same_hodoku_search(Technique a, Technique b) {
  return a == b || (hodoku_search(a) != HodokuSearch::own && hodoku_search(a) == hodoku_search(b));
}

// The limits of a technique's search for HoDoKu's pick: its nice loop search reads the
// chains from every candidate to every end (chains.hpp), as HoDoKu's finds chains with more
// eliminations than the shortest for each.
inline SearchLimits hodoku_limits(Technique t, SearchLimits limits) {
  limits.chains.every = hodoku_search(t) == HodokuSearch::nice_loops;
  // HoDoKu's solver walks its ALS chains forward only, up to 50 links (AlsSolver.getStep),
  // and takes the ALS-XZ and ALS-XY-Wing its list meets first
  limits.als.forward_only = info(t).family == Family::als;
  if (t == Technique::als_xy_chain) limits.als.max_chain = AlsLimits::kMaxChain;
  return limits;
}

// An ALS's place in HoDoKu's list of ALSs (its SudokuStepFinder.doGetAlses): the first of
// the houses in order (rows, columns, boxes) that holds its cells, then its cells' positions
// there, depth first; padded with -1 so that places compare as the lists do.
template <int B>
using HodokuAlsPlace = std::array<int, Geometry<B>::size + 1>;

template <int B>
HodokuAlsPlace<B> hodoku_als_place(const typename Geometry<B>::CellSet& set) {
  using G = Geometry<B>;
  HodokuAlsPlace<B> place;
  place.fill(-1);
  if (set.none()) return place;
  // a house holding them all holds any one of them: its row, column and box, in house order
  for (House h : G::houses_of(set.first())) {
    if ((set - G::house_mask[static_cast<std::size_t>(h.index())]).any()) continue;
    place[0] = h.index();
    std::size_t at = 1;
    for (int k = 0; k < G::size; ++k)
      if (set.test(G::house_cells[static_cast<std::size_t>(h.index())][k])) place[at++] = k;
    return place;
  }
  return place;
}

template <int B>
HodokuAlsPlace<B> hodoku_als_place(const std::vector<Cell>& cells) {
  typename Geometry<B>::CellSet set;
  for (Cell c : cells) set.set(c);
  return hodoku_als_place<B>(set);
}

// Where HoDoKu's solver meets an ALS-XZ (sets A, B) or ALS-XY-Wing (A, B, pivot C) first:
// at the first pair of sets (A-B), or pair of restricted commons (A-C, B-C), of its list of
// restricted commons, which runs over its list of ALSs, the lower place of a pair first.
template <int B>
std::vector<int> hodoku_als_key(const std::vector<Als>& sets) {
  const auto pair = [](const Als& a, const Als& b) {
    HodokuAlsPlace<B> x = hodoku_als_place<B>(a.cells), y = hodoku_als_place<B>(b.cells);
    if (y < x) std::swap(x, y);
    std::vector<int> key(x.begin(), x.end());
    key.insert(key.end(), y.begin(), y.end());
    return key;
  };
  if (sets.size() == 2) return pair(sets[0], sets[1]);
  std::vector<int> first = pair(sets[0], sets[2]), second = pair(sets[1], sets[2]);
  if (second < first) std::swap(first, second);
  first.insert(first.end(), second.begin(), second.end());
  return first;
}

namespace detail {

// Where HoDoKu's scan meets a step first, as a key to compare lexicographically.
template <int B>
std::vector<int> hodoku_scan_key(const Grid<B>& g, const Step& s) {
  using G = Geometry<B>;
  const int n = G::size;
  auto digit = [&] { return s.digits.empty() ? 0 : s.digits.front().index(); };
  switch (s.technique) {
    case Technique::als_xz:
    case Technique::als_xy_wing:
      return hodoku_als_key<B>(s.als);
    case Technique::locked_candidates_pointing:
      return {s.houses.front().index() - 2 * n, digit()};  // the box, then the digit
    case Technique::locked_candidates_claiming:
      return {s.houses.front().index(), digit()};  // rows, then columns
    case Technique::xy_wing: {                     // cells {pivot, a, b}
      std::vector<int> key = {s.cells[0].index(), s.cells[1].index(), s.cells[2].index()};
      std::sort(key.begin(), key.end());
      key.push_back(static_cast<int>(std::find(key.begin(), key.end(), s.cells[0].index()) - key.begin()));
      return key;
    }
    case Technique::xyz_wing:
      return {s.cells[0].index(), std::min(s.cells[1].index(), s.cells[2].index()),
              std::max(s.cells[1].index(), s.cells[2].index())};
    default:
      break;
  }
  // A subset: the first house of boxes, rows, columns that holds its cells (and, for a
  // hidden subset, where its digits have no other place); then the cells' places in it
  // (naked) or the digits (hidden).
  const bool hidden = s.technique == Technique::hidden_pair || s.technique == Technique::hidden_triple ||
                      s.technique == Technique::hidden_quad;
  typename G::CellSet cells;
  for (Cell c : s.cells) cells.set(c);
  const Cell first = s.cells.front();
  const House order[3] = {House(2 * n + G::box(first)), House(G::row(first)), House(n + G::column(first))};
  for (int rank = 0; rank < 3; ++rank) {
    const House h = order[rank];
    const auto in = G::house_mask[h.index()];
    if (!(cells - in).none()) continue;
    if (hidden) {
      if ((in & g.unsolved()).count() <= static_cast<int>(s.cells.size())) continue;
      bool confined = true;
      for (Digit d : s.digits) confined = confined && ((g.cells_with(d) & in) - cells).none();
      if (!confined) continue;
    }
    std::vector<int> key = {rank, h.index()};
    if (hidden) {
      for (Digit d : s.digits) key.push_back(d.index());
      std::sort(key.begin() + 2, key.end());
    } else {
      for (int k = 0; k < n; ++k)
        if (cells.test(G::house_cells[h.index()][k])) key.push_back(k);
    }
    return key;
  }
  return {3};
}

// HoDoKu's sort of a search's steps, as a key: chains by most eliminations, the shorter
// chain, the index sum; ALS steps (its AlsComparator) by most eliminations, the index sum,
// the fewer sets, the fewer cells.
inline std::vector<int> hodoku_sort_key(const Step& s) {
  // SolutionStep.getIndexSumme: each elimination's cell index, weighted 1, 81, 161, ...
  int sum = 0, weight = 1;
  for (const Candidate& x : s.eliminations) {
    sum += x.cell.index() * weight + x.digit.index() + 1;
    weight += 80;
  }
  const int eliminations = -static_cast<int>(s.eliminations.size());
  if (s.technique == Technique::als_xy_chain) {
    int cells = 0;
    for (const Als& a : s.als) cells += static_cast<int>(a.cells.size());
    return {eliminations, sum, static_cast<int>(s.als.size()), cells};
  }
  int length = 0;
  for (const Chain& c : s.chains) length += static_cast<int>(c.nodes.size());
  return {eliminations, length, sum};
}

}  // namespace detail

// HoDoKu's pick among the steps of a rule's techniques at grid g; nullopt when there are none.
template <int B>
std::optional<Step> pick_as_hodoku(const Grid<B>& g, HodokuRule rule, std::vector<Step>& steps) {
  if (steps.empty()) return std::nullopt;
  auto key = [&](const Step& s) {
    return rule == HodokuRule::scan ? detail::hodoku_scan_key(g, s) : detail::hodoku_sort_key(s);
  };
  std::size_t best = 0;
  std::vector<int> best_key = key(steps[0]);
  for (std::size_t k = 1; k < steps.size(); ++k)
    if (auto kk = key(steps[k]); kk < best_key) {
      best = k;
      best_key = std::move(kk);
    }
  return std::move(steps[best]);
}

}  // namespace setlogic
