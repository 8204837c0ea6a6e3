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
//   hidden singles - for each digit whose board changed since its houses were last
//                    scanned (kept in the state, so across branch points too), and each
//                    house, the house's cells on the digit's board: none is a
//                    contradiction, one unsolved is a placement.
// When singles stall, one round of locked candidates (a digit confined to a box/line
// intersection within the box or the line leaves the rest of the other), over the digits
// changed since their last round, runs before branching, followed by singles again if it
// eliminated anything. This engine serves 4x4, 16x16 and 25x25 (9x9 has band_solver.cpp);
// on tests/corpus/hard16.txt the locking more than halves the time of a count, and
// skipping unchanged digits takes off another third. Both per-digit rules read the digit's
// board once as one mask of columns per row (rows_of) and count houses and intersections on
// those 16- or 25-bit masks, which halved the time of hard16's counts and of 25x25 searches
// against masking the whole board once per house.
//
// On 25x25 every house then gets the all-different rule in full (match_houses): the
// unsolved cells of a house must take its missing digits one each, so a digit may stay in
// a cell only when some perfect matching of the house's cells to its digits pairs them.
// That covers naked and hidden subsets of every size. Nothing left can be matched is a
// contradiction. The rule runs to a fixed point with singles and locking before each
// branch. On the searches behind 25x25 minimal puzzles (whether a given is needed or can
// go) it took 10 to 25 times fewer guesses and 5 to 8 times less time. On 16x16 it costs
// more than it saves (emptying a grid to a minimal puzzle took half as long again), so
// smaller grids do without it.
//
// Branching takes a cell with the fewest candidates (a bivalue cell when there is one,
// found from the same bit-sliced counters), the one with the most bivalue and unsolved
// peers among those (choose_cell), and tries its digits in order; the state is copied
// per alternative (about 550 bytes on 16x16). A guess is every alternative tried at a
// branch point except the last, which is forced once the others have failed.

#include "search/brute_force.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <utility>

#include "core/geometry.hpp"
#include "search/band_solver.hpp"

namespace setlogic {
namespace {

template <int B>
class BruteForce : CountingSearch {
  using G = Geometry<B>;
  static constexpr int N = G::size;
  static constexpr int NC = G::cells;
  using Board = typename G::CellSet;

  // unscanned and unlocked: the digits whose boards changed since their houses were last
  // scanned for hidden singles, and since their intersections were last locked. A digit
  // whose board is as it was then holds nothing new for either rule.
  using Digits = std::uint32_t;
  static constexpr Digits kAllDigits = (Digits{1} << N) - 1;
  static constexpr bool kMatchHouses = B >= 5;
  struct State {
    std::array<Board, N> cand;
    Board unsolved;
    Digits unscanned = kAllDigits, unlocked = kAllDigits;
  };

 public:
  explicit BruteForce(const CountOptions& options) : CountingSearch(options) {}

  CountResult run(const CountInput& in) {
    out_ = in.solution;
    State s;
    s.cand.fill(Board::all());
    s.unsolved = Board::all();
    // A position's struck candidates; the generator's have all but one cell full.
    if (!in.candidates.empty())
      for (int c = 0; c < NC; ++c) {
        const std::uint32_t struck = ~in.candidates[c] & ((std::uint32_t{1} << N) - 1);
        if (struck == 0 || in.values[c] != kEmpty) continue;
        for (std::uint32_t m = struck; m != 0; m &= m - 1) s.cand[std::countr_zero(m)].reset(Cell(c));
      }
    bool ok = true;
    for (int c = 0; c < NC && ok; ++c)
      if (in.values[c] != kEmpty) ok = place(s, Cell(c), in.values[c]);
    if (ok) search(s);
    return finish();
  }

 private:
  static bool place(State& s, Cell c, int d) {
    if (!s.cand[d].test(c)) return false;
    Digits changed = Digits{1} << d;
    for (int e = 0; e < N; ++e)
      if (s.cand[e].test(c)) {
        s.cand[e].reset(c);
        changed |= Digits{1} << e;
      }
    s.cand[d] -= G::peers[c.index()];
    s.cand[d].set(c);
    s.unsolved.reset(c);
    s.unscanned |= changed;
    s.unlocked |= changed;
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

  // A board read as one N-bit mask of columns per row: the form in which the houses of one
  // digit are counted and locked with a few word operations each, where masking the whole
  // board per house took most of a 25x25 search.
  using Row = std::uint32_t;
  using Rows = std::array<Row, N>;
  static constexpr Row kFullRow = (Row{1} << N) - 1;
  static constexpr Row kBoxBits = (Row{1} << B) - 1;  // one box's columns, shifted by B per stack
  static Rows rows_of(const Board& x) {
    Rows rows;
    for (int r = 0; r < N; ++r) {
      const int at = r * N, w = at >> 6, shift = at & 63;
      std::uint64_t v = x.word(w) >> shift;
      if (shift + N > 64) v |= x.word(w + 1) << (64 - shift);
      rows[r] = static_cast<Row>(v) & kFullRow;
    }
    return rows;
  }
  static Row segment(Row row, int stack) { return row >> (stack * B) & kBoxBits; }

  // Hidden singles of digit d: a house where d has one place left, an unsolved cell, is a
  // placement; a house without a place is a contradiction. The houses are read from one
  // snapshot; a placement that a former one has made impossible surfaces as a refused
  // place(), which is right, since both were forced.
  enum class Found { nothing, placed, contradiction };
  static Found hidden_singles(State& s, int d) {
    const Rows rows = rows_of(s.cand[d]);
    const Rows open = rows_of(s.unsolved);
    Found found = Found::nothing;
    auto place_open = [&](int r, int c) {
      if (!(open[r] >> c & 1)) return true;
      found = Found::placed;
      return place(s, G::cell(r, c), d);
    };
    Row ones = 0, twos = 0, placed = 0;
    for (int r = 0; r < N; ++r) {
      const Row x = rows[r];
      if (x == 0) return Found::contradiction;
      if ((x & (x - 1)) == 0 && !place_open(r, std::countr_zero(x))) return Found::contradiction;
      twos |= ones & x;
      ones |= x;
      placed |= x & ~open[r];
    }
    if (ones != kFullRow) return Found::contradiction;
    for (Row single = ones & ~twos & ~placed; single != 0; single &= single - 1) {
      const int c = std::countr_zero(single);
      int r = 0;
      while (!(rows[r] >> c & 1)) ++r;
      if (!place_open(r, c)) return Found::contradiction;
    }
    for (int band = 0; band < B; ++band)
      for (int stack = 0; stack < B; ++stack) {
        int count = 0, at = 0;
        for (int k = 0; k < B; ++k) {
          const Row x = segment(rows[band * B + k], stack);
          count += std::popcount(x);
          if (x != 0) at = band * B + k;
        }
        if (count == 0) return Found::contradiction;
        if (count == 1 && !place_open(at, stack * B + std::countr_zero(segment(rows[at], stack))))
          return Found::contradiction;
      }
    return found;
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
      for (Digits m = s.unscanned; m != 0; m &= m - 1) {
        const int d = std::countr_zero(m);
        s.unscanned &= ~(Digits{1} << d);
        switch (hidden_singles(s, d)) {
          case Found::contradiction:
            return false;
          case Found::placed:
            placed = true;
            break;
          case Found::nothing:
            break;
        }
      }
      if (!placed) return true;
    }
  }

  // Box/line intersections, in the order box, then its k-th row and k-th column: the rest
  // of the box and the rest of the line.
  struct Intersection {
    Board box_rest, line_rest;
  };
  static constexpr int kIntersections = 2 * N * G::box_size;
  static constexpr std::array<Intersection, kIntersections> intersections = [] {
    std::array<Intersection, kIntersections> t{};
    int i = 0;
    for (int b = 0; b < N; ++b) {
      const Board& box = G::house_mask[G::box_house(b).index()];
      int r0 = b / G::box_size * G::box_size;
      int c0 = b % G::box_size * G::box_size;
      for (int k = 0; k < G::box_size; ++k)
        for (const Board& line :
             {G::house_mask[G::row_house(r0 + k).index()], G::house_mask[G::column_house(c0 + k).index()]}) {
          t[i].box_rest = box - line;
          t[i].line_rest = line - box;
          ++i;
        }
    }
    return t;
  }();

  // Locked candidates: a digit confined to an intersection within the box (or the line)
  // leaves the rest of the line (or the box). Read per band from the digit's rows: a row's
  // boxes (the stacks where its segment is not empty) and a box's rows; per stack from its
  // boxes' columns. The masks are read once per digit, so an intersection is struck only
  // when they show the digit outside it on the side to clear; an elimination that would
  // follow only from another made in the same round waits for the next. True when
  // anything was eliminated.
  static bool lock(State& s) {
    bool changed = false;
    for (Digits left = std::exchange(s.unlocked, 0); left != 0; left &= left - 1) {
      const int d = std::countr_zero(left);
      Board& x = s.cand[d];
      const Rows rows = rows_of(x);
      bool struck = false;
      auto strike = [&](const Board& cells) {
        if ((x & cells).none()) return;
        x -= cells;
        struck = true;
      };
      // the columns that hold the digit in more than one band
      Row in_band = 0, in_bands = 0;
      for (int band = 0; band < B; ++band) {
        Row columns = 0;
        for (int k = 0; k < B; ++k) columns |= rows[band * B + k];
        in_bands |= in_band & columns;
        in_band |= columns;
      }
      for (int band = 0; band < B; ++band) {
        std::array<Row, B> boxes_of_row{}, rows_of_box{}, columns_of_box{};
        for (int k = 0; k < B; ++k)
          for (int stack = 0; stack < B; ++stack)
            if (const Row seg = segment(rows[band * B + k], stack); seg != 0) {
              boxes_of_row[k] |= Row{1} << stack;
              rows_of_box[stack] |= Row{1} << k;
              columns_of_box[stack] |= seg;
            }
        for (int stack = 0; stack < B; ++stack) {
          const int box = band * B + stack;
          for (int k = 0; k < B; ++k) {
            if (!(rows_of_box[stack] >> k & 1)) continue;
            const Intersection& in = intersections[(box * B + k) * 2];
            const bool row_in_box = boxes_of_row[k] == Row{1} << stack;
            const bool box_in_row = rows_of_box[stack] == Row{1} << k;
            if (row_in_box && !box_in_row) strike(in.box_rest);
            if (box_in_row && !row_in_box) strike(in.line_rest);
          }
          for (Row cols = columns_of_box[stack]; cols != 0; cols &= cols - 1) {
            const int j = std::countr_zero(cols);
            const Intersection& in = intersections[(box * B + j) * 2 + 1];
            const bool box_in_column = columns_of_box[stack] == Row{1} << j;
            const bool column_in_box = !(in_bands >> (stack * B + j) & 1);
            if (box_in_column && !column_in_box) strike(in.line_rest);
            if (column_in_box && !box_in_column) strike(in.box_rest);
          }
        }
      }
      if (struck) {
        changed = true;
        s.unscanned |= Digits{1} << d;
        s.unlocked |= Digits{1} << d;
      }
    }
    return changed;
  }

  // The all-different rule on every house (see the opening note). Per house, the unsolved
  // cells' candidate masks are matched to digits (augmenting paths); then, with every
  // digit standing for the cell it is matched to, a cell may keep a digit when that digit's
  // cell lies in its strongly connected component of the graph "cell -> the cells matched
  // to its other candidates" (an alternating cycle trades the two). Digits of a cell
  // outside its component are in no perfect matching and go.
  //
  // Within one settle(), a house is matched again only when one of its cells changed since
  // its last matching: the rule gives nothing new on the masks it has already cut (it
  // keeps exactly the digits of some perfect matching). A change is seen either in a
  // pass, from another house's cut (stamped with the pass's clock), or between passes, by
  // the masks the last pass left.
  enum class Matched { unchanged, changed, contradiction };
  struct MatchMemory {
    int tick = 0;
    std::array<Digits, NC> mask{};
    std::array<int, NC> changed_at{};
    std::array<int, G::houses> matched_at = [] {
      std::array<int, G::houses> t{};
      t.fill(-1);
      return t;
    }();
  };
  static Matched match_houses(State& s, MatchMemory& memory) {
    std::array<Digits, NC> mask{};
    for (int d = 0; d < N; ++d)
      for (Cell c : s.cand[d] & s.unsolved) mask[c.index()] |= Digits{1} << d;
    int& tick = memory.tick;
    ++tick;
    for (int c = 0; c < NC; ++c)
      if (mask[c] != memory.mask[c]) memory.changed_at[c] = tick;
    Matched result = Matched::unchanged;
    for (int h = 0; h < G::houses; ++h) {
      const auto& cells = G::house_cells[h];
      if (std::none_of(cells.begin(), cells.end(),
                       [&](Cell c) { return memory.changed_at[c.index()] > memory.matched_at[h]; }))
        continue;
      HouseGraph g;
      for (Cell c : cells)
        if (s.unsolved.test(c)) {
          g.cell[g.n] = c;
          g.mask[g.n++] = mask[c.index()];
        }
      if (g.n < 2) continue;
      if (!g.match()) return Matched::contradiction;
      ++tick;
      for (int i = 0; i < g.n; ++i) {
        Digits drop = g.mask[i] & ~g.kept(i);
        if (drop == 0) continue;
        result = Matched::changed;
        const int c = g.cell[i].index();
        memory.changed_at[c] = tick;
        for (; drop != 0; drop &= drop - 1) {
          const int d = std::countr_zero(drop);
          s.cand[d].reset(g.cell[i]);
          mask[c] &= ~(Digits{1} << d);
          s.unscanned |= Digits{1} << d;
          s.unlocked |= Digits{1} << d;
        }
      }
      memory.matched_at[h] = tick;
    }
    memory.mask = mask;
    return result;
  }

  // One house's unsolved cells and their candidates, matched to digits.
  struct HouseGraph {
    int n = 0;
    std::array<Cell, N> cell{};
    std::array<Digits, N> mask{};
    std::array<int, N> digit_of{};  // per cell, its matched digit
    std::array<int, N> cell_of{};   // per digit, its matched cell (-1: none)
    std::array<Digits, N> component{};

    // A perfect matching by augmenting paths; false when there is none.
    bool match() {
      cell_of.fill(-1);
      for (int i = 0; i < n; ++i) {
        Digits seen = 0;
        if (!augment(i, seen)) return false;
      }
      components();
      return true;
    }
    bool augment(int i, Digits& seen) {
      for (Digits m = mask[i] & ~seen; m != 0; m &= m - 1) {
        const int d = std::countr_zero(m);
        if (seen >> d & 1) continue;
        seen |= Digits{1} << d;
        if (cell_of[d] < 0 || augment(cell_of[d], seen)) {
          cell_of[d] = i;
          digit_of[i] = d;
          return true;
        }
      }
      return false;
    }
    // Strongly connected components as cell sets (bit i for cell i), by forward and
    // backward reach from each cell not yet placed in one.
    void components() {
      std::array<Digits, N> out{}, in{};
      for (int i = 0; i < n; ++i)
        for (Digits m = mask[i] & ~(Digits{1} << digit_of[i]); m != 0; m &= m - 1) {
          const int j = cell_of[std::countr_zero(m)];
          out[i] |= Digits{1} << j;
          in[j] |= Digits{1} << i;
        }
      for (Digits left = (Digits{1} << n) - 1; left != 0;) {
        const int i = std::countr_zero(left);
        const Digits both = reach(out, i) & reach(in, i);
        for (Digits m = both; m != 0; m &= m - 1) component[std::countr_zero(m)] = both;
        left &= ~both;
      }
    }
    static Digits reach(const std::array<Digits, N>& edges, int from) {
      Digits seen = Digits{1} << from;
      for (Digits front = seen; front != 0;) {
        Digits next = 0;
        for (Digits m = front; m != 0; m &= m - 1) next |= edges[std::countr_zero(m)];
        front = next & ~seen;
        seen |= next;
      }
      return seen;
    }
    // The digits cell i keeps: its own and those matched within its component.
    [[nodiscard]] Digits kept(int i) const {
      Digits keep = Digits{1} << digit_of[i];
      for (Digits m = mask[i] & ~keep; m != 0; m &= m - 1) {
        const int d = std::countr_zero(m);
        if (component[i] >> cell_of[d] & 1) keep |= Digits{1} << d;
      }
      return keep;
    }
  };

  // Singles, locking and (on 25x25) the all-different rule until none of them applies;
  // false on a contradiction.
  static bool settle(State& s, Counts& k) {
    if (!propagate(s, k)) return false;
    if (s.unsolved.any() && lock(s) && !propagate(s, k)) return false;
    if constexpr (kMatchHouses) {
      MatchMemory memory;
      while (s.unsolved.any()) {
        const Matched m = match_houses(s, memory);
        if (m == Matched::contradiction) return false;
        if (m == Matched::unchanged) break;
        if (!propagate(s, k)) return false;
        if (s.unsolved.any() && lock(s) && !propagate(s, k)) return false;
      }
    }
    return true;
  }

  // Fewest candidates first; among those, the cell whose placement forces most at once: the
  // one whose peers include most bivalue cells (each left with a single when it loses the
  // digit), counted four times, and most unsolved cells. On tests/corpus/hard16.txt seeing
  // the most unsolved cells alone took the guesses of a count from 206,932 (the first
  // bivalue cell) to 12,264, removing the heavy tail (two puzzles had taken 87,208 and
  // 96,617 guesses). The bivalue peers then cut the searches that show a given can go
  // (no second solution without it), where the generator spends its time: on 25x25 a
  // tenfold drop (530,422 guesses to 58,144), and on 16x16 minimal puzzles are made 1.6
  // times as fast, for 15,693 guesses on hard16's counts.
  static Cell choose_cell(const State& s, const Counts& k) {
    Board bivalue = k.twos - k.threes;
    Board pool = bivalue.any() ? bivalue : s.unsolved;
    Cell best;
    int best_count = N + 1;
    int best_degree = -1;
    for (Cell c : pool) {
      int n = 2;
      if (bivalue.none()) {
        n = 0;
        for (int d = 0; d < N; ++d) n += s.cand[d].test(c);
      }
      if (n > best_count) continue;
      const int degree = 4 * (G::peers[c.index()] & bivalue).count() + (G::peers[c.index()] & s.unsolved).count();
      if (n < best_count || degree > best_degree) {
        best = c;
        best_count = n;
        best_degree = degree;
      }
    }
    return best;
  }

  void search(State s) {
    for (;;) {
      Counts k;
      if (!settle(s, k)) return;
      if (s.unsolved.none()) {
        record(s);
        return;
      }
      Cell c = choose_cell(s, k);
      int last = -1;
      for (int d = 0; d < N; ++d) {
        if (!s.cand[d].test(c)) continue;
        if (last >= 0) {
          if (out_of_budget()) {
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
    if (result_.solutions++ != 0 || out_.empty()) return;
    for (int d = 0; d < N; ++d)
      for (Cell c : s.cand[d]) out_[c.index()] = static_cast<std::int8_t>(d);
  }

  std::span<std::int8_t> out_;
};

}  // namespace

CountResult count_solutions_generic(int box, const CountInput& in, const CountOptions& options) {
  return with_box_size(box, [&](auto b) { return BruteForce<decltype(b)::value>(options).run(in); });
}

namespace {

CountResult count(int box, const CountInput& in, const CountOptions& options) {
  CountOptions o = options;
  if (o.limit == 0) o.limit = 1;
  return box == 3 ? count_solutions_9x9(in, o) : count_solutions_generic(box, in, o);
}

}  // namespace

CountResult count_solutions(const Puzzle& p, const CountOptions& options) {
  std::vector<std::int8_t> solution(p.values.size(), kEmpty);
  CountResult r = count(p.box, {p.values, p.candidates, solution}, options);
  if (r.solutions != 0) r.solution = std::move(solution);
  return r;
}

std::uint64_t count_up_to(int box, std::span<const std::int8_t> values, std::uint64_t limit,
                          std::span<std::int8_t> solution) {
  return count(box, {values, {}, solution}, {.limit = limit}).solutions;
}

std::uint64_t count_up_to(int box, std::span<const std::int8_t> values, std::span<const std::uint32_t> candidates,
                          std::uint64_t limit, std::span<std::int8_t> solution) {
  return count(box, {values, candidates, solution}, {.limit = limit}).solutions;
}

}  // namespace setlogic
