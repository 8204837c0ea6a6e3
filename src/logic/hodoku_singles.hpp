#pragma once
// HoDoKu's choice of singles (StepChoice::hodoku).
//
// HoDoKu 2.3.2 does not scan the grid for singles: its grid keeps two queues, filled as
// candidates go. A cell left with one candidate is appended to the naked single queue; a
// digit left with one place in a house appends that place to the hidden single queue. Its
// solver then takes
//   a full house   the first queued naked single, from the head on, that is the last empty
//                  cell of one of its houses (the queue is only read);
//   a naked single the head of the queue, skipping cells solved since (they are dropped);
//   a hidden single the first queued entry whose cell is still empty (entries before it are
//                  dropped), when the digit still has one place in one of the cell's houses;
//                  when it has not, there is no hidden single at this step.
// Which single comes first decides whether the next is a full house, a naked or a hidden
// single, and HoDoKu scores those 4, 4 and 14, so a puzzle's HoDoKu score follows from this
// order. HoDoKuSingles mirrors the queues: it is told every placement and elimination of the
// path in the order HoDoKu makes them (a placement removes the digit from the peers in cell
// order, then the cell's other candidates from its houses), and answers with HoDoKu's single.
// The queues live in the solver next to the grid they mirror; the technique finders never
// see them.

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "core/grid.hpp"
#include "core/puzzle.hpp"
#include "logic/step.hpp"

namespace setlogic {

template <int B>
class HodokuSingles {
  using G = Geometry<B>;

 public:
  // The queues of a puzzle read as HoDoKu reads one: an empty grid, then every solved cell
  // set in cell order; for a position, then, every candidate it lacks deleted in cell and
  // digit order.
  explicit HodokuSingles(const Puzzle& p) {
    cands_.fill(G::DigitSet::all());
    for (auto& h : free_) h.fill(static_cast<std::uint8_t>(G::size));
    values_.fill(kEmpty);
    for (int i = 0; i < G::cells; ++i)
      if (p.values[static_cast<std::size_t>(i)] != kEmpty) place(Cell(i), Digit(p.values[static_cast<std::size_t>(i)]));
    if (!p.is_position()) return;
    for (int i = 0; i < G::cells; ++i)
      for (int d = 0; d < G::size; ++d)
        if (values_[i] == kEmpty && (p.candidates[static_cast<std::size_t>(i)] >> d & 1U) == 0)
          eliminate(Cell(i), Digit(d));
  }

  // What a step did, in HoDoKu's order: its placements, then its eliminations in HoDoKu's
  // order of candidates, digit first, then cell (a step's candidates are sorted so when it is
  // written out, before it is applied).
  void apply(const Step& s) {
    for (const Candidate& x : s.placements) place(x.cell, x.digit);
    std::vector<Candidate> xs = s.eliminations;
    std::sort(xs.begin(), xs.end(), [](const Candidate& a, const Candidate& b) {
      return std::pair(a.digit, a.cell) < std::pair(b.digit, b.cell);
    });
    for (const Candidate& x : xs) eliminate(x.cell, x.digit);
  }

  std::optional<Step> full_house() const {
    for (int k = naked_.head; k < naked_.tail; ++k) {
      const auto [cell, digit] = naked_.at[k];
      if (values_[cell.index()] != kEmpty) continue;
      for (House h : G::houses_of(cell)) {
        bool last = true;
        for (int d = 0; d < G::size && last; ++d) last = d == digit.index() || free_[h.index()][d] == 0;
        if (last) return single(Technique::full_house, cell, digit, h);
      }
    }
    return std::nullopt;
  }

  std::optional<Step> naked_single() {
    while (auto k = naked_.take()) {
      const auto [cell, digit] = naked_.at[*k];
      if (values_[cell.index()] == kEmpty) return single(Technique::naked_single, cell, digit, std::nullopt);
    }
    return std::nullopt;
  }

  std::optional<Step> hidden_single() {
    while (auto k = hidden_.take()) {
      const auto [cell, digit] = hidden_.at[*k];
      if (values_[cell.index()] != kEmpty) continue;
      for (House h : G::houses_of(cell))
        if (free_[h.index()][digit.index()] == 1) return single(Technique::hidden_single, cell, digit, h);
      return std::nullopt;
    }
    return std::nullopt;
  }

 private:
  // HoDoKu's SudokuSinglesQueue: entries between head and tail; taking the last one empties
  // the array.
  struct Queue {
    std::array<Candidate, 3 * G::cells> at{};
    int head = 0, tail = 0;

    void push(Cell c, Digit d) {
      if (tail < static_cast<int>(at.size())) at[static_cast<std::size_t>(tail++)] = {c, d};
    }
    std::optional<int> take() {
      if (head >= tail) return std::nullopt;
      const int k = head++;
      if (head >= tail) head = tail = 0;
      return k;
    }
    // Drops the first queued entry that matches.
    template <class Match>
    void drop_first(Match match) {
      for (int k = head; k < tail; ++k)
        if (match(at[static_cast<std::size_t>(k)])) {
          std::copy(at.begin() + k + 1, at.begin() + tail, at.begin() + k);
          --tail;
          return;
        }
    }
  };

  static constexpr std::int8_t kEmpty = -1;

  void place(Cell c, Digit d) {
    if (values_[c.index()] != kEmpty) return;
    const auto had = cands_[c.index()];
    values_[c.index()] = static_cast<std::int8_t>(d.index());
    cands_[c.index()] = {};
    for (Cell peer : G::peers[c.index()]) eliminate(peer, d);
    for (Digit x : had)
      for (House h : G::houses_of(c))
        if (--free_[h.index()][x.index()] == 1 && x != d) queue_hidden(h, x);
  }

  void eliminate(Cell c, Digit d) {
    auto& mask = cands_[c.index()];
    if (!mask.test(d)) return;
    mask.reset(d);
    if (mask.none()) return;  // a contradiction: HoDoKu stops counting here too
    if (mask.single()) naked_.push(c, mask.first());
    for (House h : G::houses_of(c)) {
      const int left = --free_[h.index()][d.index()];
      if (left == 1)
        queue_hidden(h, d);
      else if (left == 0)
        hidden_.drop_first([&](const Candidate& x) {
          if (x.digit != d) return false;
          const auto& hs = G::houses_of(x.cell);
          return std::find(hs.begin(), hs.end(), h) != hs.end();
        });
    }
  }

  // The place left to the digit in the house, if it is still a candidate somewhere there.
  void queue_hidden(House h, Digit d) {
    for (Cell c : G::house_cells[h.index()])
      if (cands_[c.index()].test(d)) return hidden_.push(c, d);
  }

  static Step single(Technique t, Cell c, Digit d, std::optional<House> h) {
    Step s{.technique = t, .digits = {d}, .placements = {{c, d}}};
    if (h) s.houses = {*h};
    s.base = {t == Technique::hidden_single ? Constraint::of_house(*h, d, G::size) : Constraint::of_cell(c)};
    return s;
  }

  std::array<typename G::DigitSet, G::cells> cands_{};
  std::array<std::array<std::uint8_t, G::size>, G::houses> free_{};
  std::array<std::int8_t, G::cells> values_{};
  Queue naked_, hidden_;
};

}  // namespace setlogic
