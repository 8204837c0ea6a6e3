#pragma once
// The candidate grid: the state every logic technique reads.
//
// It keeps two views of the same candidates and keeps them equal: per cell, the digits
// still possible; per digit, the unsolved cells where it is still possible. Per house and
// digit it counts those cells, so "d has one place left in house h" is one lookup. Only
// `place` and `eliminate` change it; each change bumps `version`, so a caller can tell
// cheaply whether anything happened since it last looked.
//
// A solved cell has a value and no candidates.
//
// Versions come from one counter for every grid, so two grids of the same version hold the
// same state (one was copied from the other): a cache keyed on the version alone cannot go
// stale, whichever grid it is shown next.

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>

#include "core/geometry.hpp"
#include "core/puzzle.hpp"

namespace setlogic {

template <int B>
class Grid {
 public:
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;
  using DigitSet = typename G::DigitSet;

  // The empty grid: every digit possible everywhere.
  Grid() : version_(fresh_version()) {
    cells_.fill(DigitSet::all());
    digit_cells_.fill(CellSet::all());
    for (auto& h : counts_) h.fill(static_cast<std::uint8_t>(G::size));
    values_.fill(kEmpty);
    unsolved_ = CellSet::all();
  }

  // The grid of a puzzle or position; nullopt when a value contradicts another value. It is
  // built as placing the values and then removing the unlisted candidates would leave it:
  // an empty cell keeps the digits no value of its houses takes (of a position's, those
  // listed), and a value is refused where its house holds it already.
  static std::optional<Grid> from_puzzle(const Puzzle& p) {
    if (p.box != B) return std::nullopt;
    Grid g;
    for (int i = 0; i < G::cells; ++i) {
      if (p.values[i] == kEmpty) continue;
      const Cell c(i);
      const Digit d(p.values[i]);
      for (House h : G::houses_of(c)) {
        if (g.placed_[h.index()].test(d)) return std::nullopt;
        g.placed_[h.index()].set(d);
      }
      g.values_[i] = p.values[i];
      g.unsolved_.reset(c);
      if (p.given[i]) g.given_.set(c);
    }
    g.digit_cells_.fill(CellSet{});
    for (auto& h : g.counts_) h.fill(0);
    for (int i = 0; i < G::cells; ++i) {
      const Cell c(i);
      DigitSet& keep = g.cells_[i];
      if (p.values[i] != kEmpty) {
        keep = DigitSet{};
        continue;
      }
      if (p.is_position()) keep.set_word(0, p.candidates[i] & DigitSet::all().word(0));
      for (House h : G::houses_of(c)) keep -= g.placed_[h.index()];
      for (Digit d : keep) {
        g.digit_cells_[d.index()].set(c);
        for (House h : G::houses_of(c)) ++g.counts_[h.index()][d.index()];
      }
    }
    g.version_ = fresh_version();
    return g;
  }

  [[nodiscard]] Puzzle to_puzzle() const {
    Puzzle p = Puzzle::empty(B);
    p.candidates.assign(G::cells, 0);
    for (int i = 0; i < G::cells; ++i) {
      p.values[i] = values_[i];
      p.given[i] = given_.test(Cell(i)) ? 1 : 0;
      for (Digit d : cells_[i]) p.candidates[i] |= std::uint32_t{1} << d.index();
    }
    return p;
  }

  // Sets cell c to digit d and removes d from its peers. False, with nothing changed, when
  // d is not a candidate of c.
  bool place(Cell c, Digit d) {
    if (!cells_[c.index()].test(d)) return false;
    for (Digit e : cells_[c.index()]) drop(c, e);
    values_[c.index()] = static_cast<std::int8_t>(d.index());
    unsolved_.reset(c);
    for (House h : G::houses_of(c)) placed_[h.index()].set(d);
    for (Cell p : G::peers[c.index()] & digit_cells_[d.index()]) drop(p, d);
    version_ = fresh_version();
    return true;
  }

  // Removes candidate d from cell c; false when it was not there.
  bool eliminate(Cell c, Digit d) {
    if (!cells_[c.index()].test(d)) return false;
    drop(c, d);
    version_ = fresh_version();
    return true;
  }

  [[nodiscard]] std::optional<Digit> value(Cell c) const {
    if (values_[c.index()] == kEmpty) return std::nullopt;
    return Digit(values_[c.index()]);
  }
  [[nodiscard]] bool is_given(Cell c) const { return given_.test(c); }
  [[nodiscard]] DigitSet candidates(Cell c) const { return cells_[c.index()]; }
  [[nodiscard]] const CellSet& cells_with(Digit d) const { return digit_cells_[d.index()]; }
  [[nodiscard]] int count(House h, Digit d) const { return counts_[h.index()][d.index()]; }
  // The digits already placed in house h.
  [[nodiscard]] const DigitSet& placed(House h) const { return placed_[h.index()]; }
  [[nodiscard]] const CellSet& unsolved() const { return unsolved_; }
  [[nodiscard]] bool solved() const { return unsolved_.none(); }
  [[nodiscard]] std::uint64_t version() const { return version_; }

 private:
  static std::uint64_t fresh_version() {
    static std::atomic<std::uint64_t> counter{0};
    return counter.fetch_add(1, std::memory_order_relaxed) + 1;
  }

  void drop(Cell c, Digit d) {
    cells_[c.index()].reset(d);
    digit_cells_[d.index()].reset(c);
    for (House h : G::houses_of(c)) --counts_[h.index()][d.index()];
  }

  std::array<DigitSet, G::cells> cells_;
  std::array<CellSet, G::size> digit_cells_;
  std::array<std::array<std::uint8_t, G::size>, G::houses> counts_;
  std::array<DigitSet, G::houses> placed_{};
  std::array<std::int8_t, G::cells> values_;
  CellSet unsolved_;
  CellSet given_;
  std::uint64_t version_;
};

}  // namespace setlogic
