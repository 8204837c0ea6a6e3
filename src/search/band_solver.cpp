// Brute force for 9x9 by bands: the fast path of count_solutions.
//
// Representation. For every digit d and band b (rows 3b..3b+2) one 27-bit word F[3d+b]
// holds the cells of the band where d may still go, bit 9r+c for row r of the band and
// column c. A placed cell keeps only its own digit's bit. unsolved[b] holds the band's
// cells not placed yet. Everything the search touches is 30 words of 32 bits, so a
// branch copies 120 bytes.
//
// The band rule. In a band, a digit sits once in each of its three rows and once in each of
// its three boxes, so its rows and boxes are matched one to one. Fold the word to nine
// bits, "row r meets box x" (a segment of three cells); a segment survives only when some
// perfect matching of rows to boxes uses it (a table over the 512 foldings). That single
// lookup does a band's locked candidates (pointing and claiming between its rows and
// boxes) and finds a row or box without the digit (no matching: a contradiction). After
// it, a row or box of the band with one cell left holds the digit there: a hidden single.
//
// Propagation repeats, until nothing changes: the band rule for every word that changed
// since it was last reduced; then naked singles and empty cells, from bit-sliced counts over
// the nine digits of a band; then the same rule turned by a quarter, for stacks (columns
// matched to bands), for the digits changed since it last ran, which also finds the hidden
// singles in columns. Placing a digit clears its cell from the other digits and its row,
// box and column from the digit.
//
// Branching takes an unsolved cell with two candidates when there is one, else one with
// fewest, the one with most unsolved peers among those (choose_cell says how ties go), and
// tries its digits in order; a guess is every alternative but the last, as in the generic
// solver (brute_force.cpp), whose results this one must equal exactly.

#include "search/band_solver.hpp"

#include <array>
#include <bit>
#include <cstdint>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace setlogic {
namespace {

constexpr std::uint32_t kBand = (1u << 27) - 1;

struct Tables {
  std::array<std::uint8_t, 512> row_boxes{};      // boxes a row's nine bits meet
  std::array<std::uint32_t, 512> matched{};       // segments in some perfect matching, as cells
  std::array<std::uint16_t, 512> matched_fold{};  // the same segments, as folded bits
  std::array<std::uint32_t, 512> spread{};        // a band's nine columns, column c at bit 9(c/3) + 3(c%3)
  std::array<std::uint16_t, 512> lone{};          // a row's nine bits when only one is set, else 0
  std::array<std::uint32_t, 27> peers{};          // cells of the band sharing a row, box or column
  std::array<std::uint32_t, 9> column{};          // the three cells of a column in a band
  std::array<std::uint32_t, 27> cell_column{};    // column[] of the column of each cell
  std::array<std::uint32_t, 3> box{};             // the nine cells of a box in a band
};

constexpr Tables make_tables() {
  Tables t{};
  for (int v = 0; v < 512; ++v)
    for (int x = 0; x < 3; ++x)
      if ((v >> (3 * x) & 7) != 0) t.row_boxes[static_cast<std::size_t>(v)] |= static_cast<std::uint8_t>(1 << x);
  constexpr int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  for (int s = 0; s < 512; ++s)
    for (const auto& p : perms) {
      bool ok = true;
      for (int r = 0; r < 3; ++r) ok = ok && (s >> (3 * r + p[r]) & 1) != 0;
      if (!ok) continue;
      for (int r = 0; r < 3; ++r) {
        t.matched[static_cast<std::size_t>(s)] |= 7u << (9 * r + 3 * p[r]);
        t.matched_fold[static_cast<std::size_t>(s)] |= static_cast<std::uint16_t>(1u << (3 * r + p[r]));
      }
    }
  for (int v = 1; v < 512; v <<= 1) t.lone[static_cast<std::size_t>(v)] = static_cast<std::uint16_t>(v);
  for (int v = 0; v < 512; ++v)
    for (int c = 0; c < 9; ++c)
      if (v >> c & 1) t.spread[static_cast<std::size_t>(v)] |= 1u << (9 * (c / 3) + 3 * (c % 3));
  for (int c = 0; c < 9; ++c) t.column[static_cast<std::size_t>(c)] = 1u << c | 1u << (c + 9) | 1u << (c + 18);
  for (int x = 0; x < 3; ++x)
    for (int r = 0; r < 3; ++r) t.box[static_cast<std::size_t>(x)] |= 7u << (9 * r + 3 * x);
  for (int i = 0; i < 27; ++i) {
    const int r = i / 9, c = i % 9;
    t.cell_column[static_cast<std::size_t>(i)] = t.column[static_cast<std::size_t>(c)];
    t.peers[static_cast<std::size_t>(i)] =
        (0x1FFu << (9 * r)) | t.column[static_cast<std::size_t>(c)] | t.box[static_cast<std::size_t>(c / 3)];
    t.peers[static_cast<std::size_t>(i)] &= ~(1u << i);
  }
  return t;
}

constexpr Tables kT = make_tables();

class BandSolver : CountingSearch {
  struct State {
    // f[3d+b]: cells of band b open to digit d; f[27] is 0, a pad for comparing four words
    // at a time with reduced.
    std::array<std::uint32_t, 28> f;
    std::array<std::uint32_t, 28> reduced;  // f as the band rule last left it
    std::array<std::uint32_t, 27> stacked;  // f as the stack rule last left it
    std::array<std::uint32_t, 3> unsolved;
  };

 public:
  explicit BandSolver(const CountOptions& options) : CountingSearch(options) {}

  CountResult run(const CountInput& in) {
    out_ = in.solution;
    State s{};
    s.f.fill(kBand);
    s.f[27] = 0;
    s.reduced.fill(0);
    s.stacked.fill(0);
    s.unsolved.fill(kBand);
    // A position's struck candidates; the generator's have all but one cell full.
    if (!in.candidates.empty())
      for (int cell = 0; cell < 81; ++cell) {
        const std::uint32_t struck = ~in.candidates[static_cast<std::size_t>(cell)] & 0x1FF;
        if (struck == 0 || in.values[static_cast<std::size_t>(cell)] != kEmpty) continue;
        for (std::uint32_t m = struck; m != 0; m &= m - 1)
          s.f[static_cast<std::size_t>(3 * std::countr_zero(m) + cell / 27)] &= ~(1u << (cell % 27));
      }
    bool ok = true;
    for (int cell = 0; cell < 81 && ok; ++cell)
      if (const int d = in.values[static_cast<std::size_t>(cell)]; d != kEmpty) ok = place(s, d, cell / 27, cell % 27);
    if (ok) search(s);
    return finish();
  }

 private:
  static bool place(State& s, int d, int b, int i) {
    const std::uint32_t bit = 1u << i;
    std::uint32_t& own = s.f[static_cast<std::size_t>(3 * d + b)];
    if (!(own & bit)) return false;
    // The digit keeps the cell and loses its peers in the band (its row, box and column
    // there) and its column in the other bands; the cell loses the other digits.
    const std::uint32_t kept = own & ~kT.peers[static_cast<std::size_t>(i)];
    std::uint32_t* band = &s.f[static_cast<std::size_t>(b)];
    band[0] &= ~bit, band[3] &= ~bit, band[6] &= ~bit, band[9] &= ~bit, band[12] &= ~bit;
    band[15] &= ~bit, band[18] &= ~bit, band[21] &= ~bit, band[24] &= ~bit;
    std::uint32_t* digit = &s.f[static_cast<std::size_t>(3 * d)];
    const std::uint32_t col = ~kT.cell_column[static_cast<std::size_t>(i)];
    digit[0] &= col, digit[1] &= col, digit[2] &= col;
    own = kept;
    s.unsolved[static_cast<std::size_t>(b)] &= ~bit;
    return true;
  }

  // The words the band rule has not seen as they are: bit k when f[k] differs from reduced[k].
  static std::uint32_t unreduced(const State& s) {
    std::uint32_t same = 0;
#if defined(__SSE2__)
#pragma GCC unroll 7
    for (int q = 0; q < 7; ++q) {
      const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&s.f[static_cast<std::size_t>(4 * q)]));
      const __m128i r = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&s.reduced[static_cast<std::size_t>(4 * q)]));
      same |= static_cast<std::uint32_t>(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(a, r)))) << (4 * q);
    }
#else
    for (int k = 0; k < 28; ++k)
      same |= static_cast<std::uint32_t>(s.f[static_cast<std::size_t>(k)] == s.reduced[static_cast<std::size_t>(k)])
              << k;
#endif
    return ~same & ((1u << 27) - 1);
  }

  // The band rule for every word changed since it was last reduced, to a fixed point. A
  // word only loses cells, so one that differs from reduced[] when a sweep starts still
  // differs when the sweep reaches it.
  static bool reduce_bands(State& s) {
    for (std::uint32_t todo = unreduced(s); todo != 0; todo = unreduced(s))
      for (; todo != 0; todo &= todo - 1) {
        const int k = std::countr_zero(todo);
        std::uint32_t a = s.f[static_cast<std::size_t>(k)];
        const unsigned fold = kT.row_boxes[a & 511] | kT.row_boxes[a >> 9 & 511] << 3 | kT.row_boxes[a >> 18] << 6;
        a &= kT.matched[fold];
        if (a == 0) return false;
        s.f[static_cast<std::size_t>(k)] = a;
        s.reduced[static_cast<std::size_t>(k)] = a;
        const int d = k / 3, b = k % 3;
        const std::uint32_t open = s.unsolved[static_cast<std::size_t>(b)];
        // After the rule a row with one cell left and a box with one cell left are the
        // same thing: a box with one cell is matched to that cell's row in every matching,
        // which takes the row's other segments away, and the other way round. So rows suffice.
        std::uint32_t certain =
            (kT.lone[a & 511] | kT.lone[a >> 9 & 511] << 9 | static_cast<std::uint32_t>(kT.lone[a >> 18]) << 18) & open;
        for (; certain != 0; certain &= certain - 1)
          if (!place(s, d, b, std::countr_zero(certain))) return false;
      }
    return true;
  }

  // Bit-sliced candidate counts of a band's unsolved cells: at least one, two, three. With
  // SSE2 the three bands are counted side by side: a digit's three words are adjacent.
  struct Counts {
    std::array<std::uint32_t, 4> ones, twos, threes;  // per band; the fourth is scratch
  };
  static Counts count(const State& s) {
    Counts k{};
#if defined(__SSE2__)
    __m128i one = _mm_setzero_si128(), two = one, three = one;
#pragma GCC unroll 9
    for (int d = 0; d < 9; ++d) {
      const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&s.f[static_cast<std::size_t>(3 * d)]));
      three = _mm_or_si128(three, _mm_and_si128(two, x));
      two = _mm_or_si128(two, _mm_and_si128(one, x));
      one = _mm_or_si128(one, x);
    }
    _mm_storeu_si128(reinterpret_cast<__m128i*>(k.ones.data()), one);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(k.twos.data()), two);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(k.threes.data()), three);
#else
    for (int b = 0; b < 3; ++b)
      for (int d = 0; d < 9; ++d) {
        const std::uint32_t x = s.f[static_cast<std::size_t>(3 * d + b)];
        k.threes[static_cast<std::size_t>(b)] |= k.twos[static_cast<std::size_t>(b)] & x;
        k.twos[static_cast<std::size_t>(b)] |= k.ones[static_cast<std::size_t>(b)] & x;
        k.ones[static_cast<std::size_t>(b)] |= x;
      }
#endif
    for (int b = 0; b < 3; ++b) {
      const std::uint32_t open = s.unsolved[static_cast<std::size_t>(b)];
      k.ones[static_cast<std::size_t>(b)] &= open;
      k.twos[static_cast<std::size_t>(b)] &= open;
      k.threes[static_cast<std::size_t>(b)] &= open;
    }
    return k;
  }

  // Naked singles; false on a cell without candidates. `placed` tells whether any was set.
  static bool naked_singles(State& s, const Counts& k, bool& placed) {
    for (int b = 0; b < 3; ++b) {
      const auto bi = static_cast<std::size_t>(b);
      if ((s.unsolved[bi] & ~k.ones[bi]) != 0) return false;
      std::uint32_t singles = k.ones[bi] & ~k.twos[bi];
      while (singles != 0) {
        const int i = std::countr_zero(singles);
        singles &= singles - 1;
        int d = 0;
        while (d < 9 && !(s.f[static_cast<std::size_t>(3 * d + b)] >> i & 1)) ++d;
        if (d == 9 || !place(s, d, b, i)) return false;
        placed = true;
      }
    }
    return true;
  }

  // The stack rule: in a stack, a digit sits once in each of its three columns and once in
  // each band's box, so columns and bands are matched one to one as rows and boxes are in a
  // band. A column of a band that no matching uses loses the digit. This also finds a
  // column without the digit (no matching) and, with the band rule after it, every hidden
  // single in a column. True when anything changed; `broken` on a contradiction.
  static bool reduce_stacks(State& s, bool& broken) {
    bool changed = false;
    for (int d = 0; d < 9; ++d) {
      std::uint32_t* f = &s.f[static_cast<std::size_t>(3 * d)];
      std::uint32_t* last = &s.stacked[static_cast<std::size_t>(3 * d)];
      // The rule leaves nothing to remove where it last ran: only changed digits are looked at.
      if (f[0] == last[0] && f[1] == last[1] && f[2] == last[2]) continue;
      std::array<std::uint32_t, 3> cols{};
      for (int b = 0; b < 3; ++b) cols[static_cast<std::size_t>(b)] = (f[b] | f[b] >> 9 | f[b] >> 18) & 0x1FF;
      // Folded, nine bits a stack: bit 3c+b of stack st when its column c meets band b.
      const std::uint32_t folds = kT.spread[cols[0]] | kT.spread[cols[1]] << 1 | kT.spread[cols[2]] << 2;
      for (int st = 0; st < 3; ++st) {
        const unsigned fold = folds >> (9 * st) & 0x1FF;
        const unsigned kept = kT.matched_fold[fold];
        if (kept == 0) {
          broken = true;
          return false;
        }
        if (kept == fold) continue;
        for (int b = 0; b < 3; ++b) {
          const unsigned g = kept >> b & 0b001001001;
          const unsigned gone = 7 & ~(g | g >> 2 | g >> 4) & (cols[static_cast<std::size_t>(b)] >> (3 * st));
          if (gone == 0) continue;
          f[b] &= ~((gone << (3 * st)) * (1u | 1u << 9 | 1u << 18));
          changed = true;
        }
      }
      last[0] = f[0], last[1] = f[1], last[2] = f[2];
    }
    return changed;
  }

  static bool propagate(State& s, Counts& k) {
    for (;;) {
      if (!reduce_bands(s)) return false;
      k = count(s);
      bool placed = false;
      if (!naked_singles(s, k, placed)) return false;
      if (placed) continue;
      bool broken = false;
      if (!reduce_stacks(s, broken)) return !broken;
    }
  }

  // Cells of `words` (one per band) sharing a row, column or box with cell i of band b.
  static int peers_in(const std::array<std::uint32_t, 3>& words, int b, int i) {
    // The column's cells in the other two bands, the second band's moved up one bit so that
    // both fit in one word for one popcount.
    const std::uint32_t col = kT.cell_column[static_cast<std::size_t>(i)];
    const std::uint32_t* w = words.data();
    const std::uint32_t other = (w[b == 0 ? 1 : 0] & col) | (w[b == 2 ? 1 : 2] & col) << 1;
    return std::popcount(w[b] & kT.peers[static_cast<std::size_t>(i)]) + std::popcount(other);
  }

  // The cell to branch on: fewest candidates (two whenever one has two), and among those
  // the one with most unsolved peers, whose digit then settles most elsewhere (that halves
  // the guesses of first-come order on hard puzzles); among cells with two and as many
  // unsolved peers, the one with most peers that have two as well, which either branch
  // may leave with one (2-6% fewer guesses again).
  static std::pair<int, int> choose_cell(const State& s, const Counts& k) {
    std::pair<int, int> best{-1, -1};
    int best_count = 10, most = -1, most_pairs = -1;
    const std::array<std::uint32_t, 3> pairs{k.twos[0] & ~k.threes[0], k.twos[1] & ~k.threes[1],
                                             k.twos[2] & ~k.threes[2]};
    for (int b = 0; b < 3; ++b)
      for (std::uint32_t two = pairs[static_cast<std::size_t>(b)]; two != 0; two &= two - 1) {
        const int i = std::countr_zero(two);
        const int n = peers_in(s.unsolved, b, i);
        if (n < most) continue;
        const int p = peers_in(pairs, b, i);
        if (n > most || p > most_pairs) best = {b, i}, most = n, most_pairs = p;
      }
    if (most >= 0) return best;
    for (int b = 0; b < 3; ++b)
      for (std::uint32_t open = s.unsolved[static_cast<std::size_t>(b)]; open != 0; open &= open - 1) {
        const int i = std::countr_zero(open);
        int n = 0;
        for (int d = 0; d < 9; ++d) n += static_cast<int>(s.f[static_cast<std::size_t>(3 * d + b)] >> i & 1);
        if (n > best_count) continue;
        const int peers = peers_in(s.unsolved, b, i);
        if (n < best_count || peers > most) best = {b, i}, best_count = n, most = peers;
      }
    return best;
  }

  void search(State s) {
    for (;;) {
      Counts k;
      if (!propagate(s, k)) return;
      if ((s.unsolved[0] | s.unsolved[1] | s.unsolved[2]) == 0) {
        record(s);
        return;
      }
      const auto [b, i] = choose_cell(s, k);
      int last = -1;
      for (int d = 0; d < 9; ++d) {
        if (!(s.f[static_cast<std::size_t>(3 * d + b)] >> i & 1)) continue;
        if (last >= 0) {
          if (out_of_budget()) {
            out_of_budget_ = true;
            return;
          }
          ++result_.guesses;
          State t = s;
          place(t, last, b, i);
          search(t);
          if (done()) return;
        }
        last = d;
      }
      place(s, last, b, i);
    }
  }

  void record(const State& s) {
    if (result_.solutions++ != 0 || out_.empty()) return;
    for (int d = 0; d < 9; ++d)
      for (int b = 0; b < 3; ++b)
        for (std::uint32_t x = s.f[static_cast<std::size_t>(3 * d + b)]; x != 0; x &= x - 1)
          out_[static_cast<std::size_t>(27 * b + std::countr_zero(x))] = static_cast<std::int8_t>(d);
  }

  std::span<std::int8_t> out_;
};

}  // namespace

CountResult count_solutions_9x9(const CountInput& in, const CountOptions& options) {
  return BandSolver(options).run(in);
}

}  // namespace setlogic
