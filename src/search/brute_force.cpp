// Brute force by bitboards.
//
// State: for every digit d a cell bitboard cand[d] of the cells where d may still go
// (a placed cell keeps only its own digit's bit), and the board of unsolved cells.
// Placing d at c clears c from every other digit's board and d from c's peers; placing is
// refused when d is no longer possible at c, which is how conflicts surface.
//
// Propagation alternates two rules until neither applies:
//   naked singles  - bit-sliced counting over the digit boards ("ones", "twos") gives, for
//                    all cells at once, the unsolved cells with no candidate (a
//                    contradiction) and those with exactly one (placed);
//   hidden singles - for each digit and house, the house's cells on the digit's board:
//                    none is a contradiction, one unsolved is a placement.
// Locked candidates were measured as a rule too and did not pay on 9x9 or 16x16: the
// extra per-node work cost more than the guesses it saved.
//
// Branching takes a cell with the fewest candidates (a bivalue cell when there is one,
// found from the same bit-sliced counters) and tries its digits in order; the state is
// copied per alternative, which for 9x9 is 176 bytes. A guess is every alternative tried
// at a branch point except the last, which is forced once the others have failed.

#include "search/brute_force.hpp"

#include <array>

#include "core/geometry.hpp"

namespace setlogic {
namespace {

template <int B>
class BruteForce {
  using G = Geometry<B>;
  static constexpr int N = G::size;
  static constexpr int NC = G::cells;
  using Board = typename G::CellSet;

  struct State {
    std::array<Board, N> cand;
    Board unsolved;
  };

public:
  explicit BruteForce(const CountOptions& options) : options_(options) {}

  CountResult run(const Puzzle& p) {
    State s;
    s.cand.fill(Board::all());
    s.unsolved = Board::all();
    if (p.is_position())
      for (int c = 0; c < NC; ++c)
        if (p.values[c] == kEmpty)
          for (int d = 0; d < N; ++d)
            if (!(p.candidates[c] >> d & 1)) s.cand[d].reset(Cell(c));
    bool ok = true;
    for (int c = 0; c < NC && ok; ++c)
      if (p.values[c] != kEmpty) ok = place(s, Cell(c), p.values[c]);
    if (ok) search(s);
    result_.complete = !out_of_budget_;
    return std::move(result_);
  }

private:
  static bool place(State& s, Cell c, int d) {
    if (!s.cand[d].test(c)) return false;
    for (int e = 0; e < N; ++e) s.cand[e].reset(c);
    s.cand[d] -= G::peers[c.index()];
    s.cand[d].set(c);
    s.unsolved.reset(c);
    return true;
  }

  // Bit-sliced candidate counts of the unsolved cells: ones = at least one candidate,
  // twos = at least two, threes = at least three.
  struct Counts {
    Board ones, twos, threes;
  };
  static Counts count(const State& s) {
    Counts k;
    for (int d = 0; d < N; ++d) {
      Board x = s.cand[d] & s.unsolved;
      k.threes |= k.twos & x;
      k.twos |= k.ones & x;
      k.ones |= x;
    }
    return k;
  }

  // Applies singles until none is left; false on a contradiction.
  static bool propagate(State& s, Counts& k) {
    for (;;) {
      k = count(s);
      if ((s.unsolved - k.ones).any()) return false;
      Board singles = s.unsolved - k.twos;
      if (singles.any()) {
        for (Cell c : singles) {
          int d = 0;
          while (d < N && !s.cand[d].test(c)) ++d;
          if (d == N || !place(s, c, d)) return false;
        }
        continue;
      }
      bool placed = false;
      for (int d = 0; d < N; ++d) {
        for (int h = 0; h < G::houses; ++h) {
          Board x = s.cand[d] & G::house_mask[h];
          if (!x.single()) {
            if (x.none()) return false;
            continue;
          }
          Cell c = x.first();
          if (!s.unsolved.test(c)) continue;
          if (!place(s, c, d)) return false;
          placed = true;
        }
      }
      if (!placed) return true;
    }
  }

  static Cell choose_cell(const State& s, const Counts& k) {
    Board bivalue = k.twos - k.threes;
    if (bivalue.any()) return bivalue.first();
    Cell best;
    int best_count = N + 1;
    for (Cell c : s.unsolved) {
      int n = 0;
      for (int d = 0; d < N; ++d) n += s.cand[d].test(c);
      if (n < best_count) {
        best = c;
        best_count = n;
      }
    }
    return best;
  }

  void search(State s) {
    for (;;) {
      Counts k;
      if (!propagate(s, k)) return;
      if (s.unsolved.none()) {
        record(s);
        return;
      }
      Cell c = choose_cell(s, k);
      int last = -1;
      for (int d = 0; d < N; ++d) {
        if (!s.cand[d].test(c)) continue;
        if (last >= 0) {
          if ((options_.max_guesses != 0 && result_.guesses >= options_.max_guesses) ||
              (options_.cancel != nullptr && options_.cancel->load(std::memory_order_relaxed))) {
            out_of_budget_ = true;
            return;
          }
          ++result_.guesses;
          State t = s;
          place(t, c, last);
          search(t);
          if (done()) return;
        }
        last = d;
      }
      place(s, c, last);
    }
  }

  void record(const State& s) {
    if (result_.solutions++ == 0) {
      result_.solution.assign(NC, kEmpty);
      for (int d = 0; d < N; ++d)
        for (Cell c : s.cand[d]) result_.solution[c.index()] = static_cast<std::int8_t>(d);
    }
  }

  [[nodiscard]] bool done() const { return out_of_budget_ || result_.solutions >= options_.limit; }

  CountOptions options_;
  CountResult result_;
  bool out_of_budget_ = false;
};

}  // namespace

CountResult count_solutions(const Puzzle& p, const CountOptions& options) {
  CountOptions o = options;
  if (o.limit == 0) o.limit = 1;
  return with_box_size(p.box, [&](auto b) { return BruteForce<decltype(b)::value>(o).run(p); });
}

}  // namespace setlogic
