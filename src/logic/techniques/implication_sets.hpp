#pragma once
// What one assumption implies by the chain or the net rules (implications.hpp), as sets of
// candidates on per-digit boards, without the order or the reasons of the event engine.
//
// The implication table needs, per assumption, only what it makes true and false and
// whether it ends in a contradiction. The rules only add facts, and each fires on the state
// of one constraint, so the facts derived until nothing more follows are the same in any
// order, and so is whether two of them conflict. The event engine looks at a constraint
// when one of its candidates becomes false, and then at its state at that moment; its last
// look comes after its last change, when the state is final. So here a constraint is
// looked at again whenever it has lost candidates since its last look, and a constraint
// that never loses one is never looked at, as there:
//   - a cell with no candidate left and none true is a contradiction; one candidate left is
//     true (for a chain, only in a cell that had two);
//   - a digit's house likewise (for a chain, only in a house that had two places);
//   - in a net, a digit's places left in a house, two or more, all in one other house make
//     its other places there false.
// A true candidate makes its cell's other digits and its digit in the cell's peers false; a
// candidate made both true and false is a contradiction.
//
// Where the engine stops at a contradiction this goes on to the end of a round, so the sets
// of a contradictory assumption differ (the table takes those from the engine).

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "core/grid.hpp"

namespace setlogic {

// A bit per candidate (cell * size + digit): what an assumption makes true or false.
template <int B>
using CandidateBits = std::array<std::uint64_t, (Geometry<B>::candidates + 63) / 64>;

template <int B>
class ImplicationSets {
 public:
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;
  using Bits = CandidateBits<B>;

  ImplicationSets(const Grid<B>& g, bool net) : net_(net) {
    for (Cell c : g.unsolved())
      for (Digit d : g.candidates(c)) base_[static_cast<std::size_t>(d.index())].set(c);
    for (Cell c : g.unsolved())
      if (g.candidates(c).count() == 2) bivalue_.set(c);
    for (int d = 0; d < G::size; ++d)
      for (int h = 0; h < G::houses; ++h)
        pair_[static_cast<std::size_t>(d)][static_cast<std::size_t>(h)] =
            (base_[static_cast<std::size_t>(d)] & G::house_mask[static_cast<std::size_t>(h)]).count() == 2;
  }

  // Follows candidate `id` (cell * size + digit) assumed `value`; true on a contradiction.
  // Otherwise `on` and `off` hold what it makes true and false, itself included.
  bool run(int id, bool value, Bits& on, Bits& off) {
    alive_ = base_;
    on_.fill(CellSet{});
    lost_.fill(CellSet{});
    on_cells_ = lost_cells_ = CellSet{};
    broken_ = false;
    trues_.clear();
    const Cell c(id / G::size);
    const Digit d(id % G::size);
    if (value) {
      trues_.push_back({c, d});
    } else {
      CellSet one;
      one.set(c);
      drop(d, one);
    }
    while (!broken_ && (!trues_.empty() || lost_cells_.any())) {
      settle();
      if (!broken_) look();
    }
    if (broken_) return true;
    on.fill(0);
    off.fill(0);
    for (int k = 0; k < G::size; ++k) {
      const auto ki = static_cast<std::size_t>(k);
      for (Cell x : on_[ki]) set(on, G::candidate(x, Digit(k)));
      for (Cell x : base_[ki] - alive_[ki]) set(off, G::candidate(x, Digit(k)));
    }
    return false;
  }

 private:
  static void set(Bits& bits, int id) { bits[static_cast<std::size_t>(id / 64)] |= std::uint64_t{1} << (id % 64); }

  // Digit d leaves these cells (each still holding it); a true one is a contradiction.
  void drop(Digit d, const CellSet& cells) {
    const auto di = static_cast<std::size_t>(d.index());
    if ((cells & on_[di]).any()) broken_ = true;
    alive_[di] -= cells;
    lost_[di] |= cells;
    lost_cells_ |= cells;
  }

  // Makes the pending truths true.
  void settle() {
    for (std::size_t k = 0; k < trues_.size() && !broken_; ++k) {
      const auto [c, d] = trues_[k];
      const auto di = static_cast<std::size_t>(d.index());
      if (on_[di].test(c)) continue;
      if (!alive_[di].test(c)) {
        broken_ = true;
        return;
      }
      on_[di].set(c);
      on_cells_.set(c);
      CellSet here;
      here.set(c);
      for (int e = 0; e < G::size; ++e) {
        if (e == d.index()) continue;
        const auto ei = static_cast<std::size_t>(e);
        lost_[ei] |= alive_[ei] & here;
        alive_[ei] -= here;
      }
      lost_cells_ |= here;
      drop(d, alive_[di] & G::peers[static_cast<std::size_t>(c.index())]);
    }
    trues_.clear();
  }

  // Every constraint that lost candidates since it was last looked at: the cells by counts
  // over the digits' boards, the houses of each digit from the houses of its lost cells.
  void look() {
    const CellSet cells = lost_cells_ - on_cells_;
    lost_cells_ = CellSet{};
    if (cells.any()) {
      CellSet ones, twos;
      for (const CellSet& board : alive_) {
        const CellSet here = board & cells;
        twos |= ones & here;
        ones |= here;
      }
      if ((cells - ones).any()) {
        broken_ = true;
        return;
      }
      CellSet single = ones - twos;
      if (!net_) single &= bivalue_;
      if (single.any())
        for (int e = 0; e < G::size; ++e)
          for (Cell c : single& alive_[static_cast<std::size_t>(e)]) trues_.push_back({c, Digit(e)});
    }
    const auto& houses_of = cell_houses();
    for (int e = 0; e < G::size && !broken_; ++e) {
      const auto ei = static_cast<std::size_t>(e);
      if (lost_[ei].none()) continue;
      HouseBits touched{};
      for (Cell c : lost_[ei])
        for (std::size_t w = 0; w < touched.size(); ++w)
          touched[w] |= houses_of[static_cast<std::size_t>(c.index())][w];
      lost_[ei] = CellSet{};
      for (std::size_t w = 0; w < touched.size(); ++w)
        for (std::uint64_t bits = touched[w]; bits != 0 && !broken_; bits &= bits - 1)
          look_at(e, static_cast<int>(64 * w) + std::countr_zero(bits));
    }
  }

  // Digit e's places in house h.
  void look_at(int e, int h) {
    const auto ei = static_cast<std::size_t>(e);
    const auto hi = static_cast<std::size_t>(h);
    if ((on_[ei] & G::house_mask[hi]).any()) return;
    const CellSet places = alive_[ei] & G::house_mask[hi];
    const int n = places.count();
    if (n == 0) {
      broken_ = true;
    } else if (n == 1) {
      if (net_ || pair_[ei][hi]) trues_.push_back({places.first(), Digit(e)});
    } else if (net_) {
      for (House other : G::houses_of(places.first())) {
        const auto oi = static_cast<std::size_t>(other.index());
        if (other.index() == h || (places - G::house_mask[oi]).any()) continue;
        if (const CellSet gone = (alive_[ei] & G::house_mask[oi]) - G::house_mask[hi]; gone.any()) drop(Digit(e), gone);
      }
    }
  }

  // The houses of each cell, as bits.
  using HouseBits = std::array<std::uint64_t, (G::houses + 63) / 64>;
  static const std::array<HouseBits, G::cells>& cell_houses() {
    static const std::array<HouseBits, G::cells> table = [] {
      std::array<HouseBits, G::cells> t{};
      for (int c = 0; c < G::cells; ++c)
        for (House h : G::houses_of(Cell(c)))
          t[static_cast<std::size_t>(c)][static_cast<std::size_t>(h.index() / 64)] |= std::uint64_t{1}
                                                                                      << (h.index() % 64);
      return t;
    }();
    return table;
  }

  struct Truth {
    Cell cell;
    Digit digit;
  };

  bool net_;
  std::array<CellSet, G::size> base_{};
  CellSet bivalue_;
  std::array<std::array<bool, G::houses>, G::size> pair_{};  // a digit's houses with two places
  std::array<CellSet, G::size> alive_{}, on_{}, lost_{};
  CellSet on_cells_, lost_cells_;
  std::vector<Truth> trues_;
  bool broken_ = false;
};

}  // namespace setlogic
