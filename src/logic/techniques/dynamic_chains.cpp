#include "logic/techniques/dynamic_chains.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "logic/se_choice.hpp"
#include "logic/techniques/singles_refutation.hpp"

namespace setlogic {

namespace {

// Sudoku Explainer's chaining rule behind a technique, and its difficulty in tenths.
struct Rule {
  bool multiple;  // cell and house rules
  bool dynamic;
  bool nishio;  // one digit only, contradictions only
  int level;    // 1: pattern eliminations join the chains
  int base;
};

Rule rule_of(Technique t) {
  switch (t) {
    case Technique::nishio_forcing_chain:
      return {.multiple = false, .dynamic = true, .nishio = true, .level = 0, .base = 75};
    case Technique::multiple_forcing_chain:
      return {.multiple = true, .dynamic = false, .nishio = false, .level = 0, .base = 80};
    case Technique::dynamic_forcing_chain:
      return {.multiple = true, .dynamic = true, .nishio = false, .level = 0, .base = 85};
    default:
      return {.multiple = true, .dynamic = true, .nishio = false, .level = 1, .base = 90};
  }
}

// A potential: a candidate id (cell * size + digit) on or off.
constexpr int key(int id, bool on) {
  return id * 2 + (on ? 1 : 0);
}
constexpr int id_of(int k) {
  return k / 2;
}
constexpr bool on(int k) {
  return (k & 1) != 0;
}

// One chain from one premise: its potentials in the order found, each with the parents
// that first gave it; when it ends in a contradiction, the potential found both on and off.
struct Run {
  std::vector<int> keys;
  std::vector<int> first;              // per node, where its parents start in `parents`; one more at the end
  std::vector<int> parents;            // node indices
  std::vector<bool> pattern;           // given by a pattern's eliminations
  std::vector<int> size;               // per node, its ancestors (itself included): Sudoku Explainer's count
  std::vector<std::uint64_t> present;  // by potential
  std::vector<int> node_of;            // by potential: its node, where `present` says it is one
  int clash_node = -1;                 // the potential found first
  int clash_key = -1;                  // its opposite, found last (not a node)
  std::vector<int> clash_parents;
  int clash_size = 0;  // the ancestors of both sides

  [[nodiscard]] int find(int k) const {
    if (((present[static_cast<std::size_t>(k) / 64] >> (k % 64)) & 1U) == 0) return -1;
    return node_of[static_cast<std::size_t>(k)];
  }
  [[nodiscard]] bool contradiction() const { return clash_node >= 0; }
  [[nodiscard]] int nodes() const { return static_cast<int>(keys.size()); }

  // The nodes that `from` follow from, themselves included.
  [[nodiscard]] std::vector<bool> ancestors(std::vector<int> todo) const {
    std::vector<bool> seen(keys.size());
    while (!todo.empty()) {
      const int n = todo.back();
      todo.pop_back();
      if (seen[static_cast<std::size_t>(n)]) continue;
      seen[static_cast<std::size_t>(n)] = true;
      for (int p = first[static_cast<std::size_t>(n)]; p < first[static_cast<std::size_t>(n) + 1]; ++p)
        todo.push_back(parents[static_cast<std::size_t>(p)]);
    }
    return seen;
  }

  void clear() {
    keys.clear();
    first.clear();
    parents.clear();
    pattern.clear();
    size.clear();
    clash_node = clash_key = -1;
    clash_parents.clear();
    clash_size = 0;
  }

  // The sizes: a node of one parent counts one more than it; where parents meet, the
  // ancestors are united as bitsets over the nodes (parents come first).
  void measure(int potentials, std::vector<std::uint64_t>& bits) {
    const std::size_t words = (keys.size() + 63) / 64;
    bits.assign(keys.size() * words, 0);
    auto of = [&](int n) { return bits.begin() + static_cast<std::ptrdiff_t>(static_cast<std::size_t>(n) * words); };
    auto unite = [&](auto into, int from) {
      for (std::size_t w = 0; w < words; ++w)
        into[static_cast<std::ptrdiff_t>(w)] |= of(from)[static_cast<std::ptrdiff_t>(w)];
    };
    auto ones = [&](auto at) {
      int n = 0;
      for (std::size_t w = 0; w < words; ++w) n += std::popcount(at[static_cast<std::ptrdiff_t>(w)]);
      return n;
    };
    size.resize(keys.size());
    const bool meet = parents.size() + 1 > keys.size() || clash_parents.size() > 1;
    for (int n = 0; n < nodes(); ++n) {
      const int from = first[static_cast<std::size_t>(n)], to = first[static_cast<std::size_t>(n) + 1];
      if (!meet) {
        size[static_cast<std::size_t>(n)] =
            to == from ? 1 : size[static_cast<std::size_t>(parents[static_cast<std::size_t>(from)])] + 1;
        continue;
      }
      of(n)[n / 64] |= std::uint64_t{1} << (n % 64);
      for (int p = from; p < to; ++p) unite(of(n), parents[static_cast<std::size_t>(p)]);
      size[static_cast<std::size_t>(n)] = ones(of(n));
    }
    if (contradiction() && !meet) {
      clash_size = size[static_cast<std::size_t>(clash_node)] + 1 + size[static_cast<std::size_t>(clash_parents[0])];
    } else if (contradiction()) {
      std::vector<std::uint64_t> side(words);
      for (int p : clash_parents) unite(side.begin(), p);
      clash_size = size[static_cast<std::size_t>(clash_node)] + 1 + ones(side.begin());
    }
    present.assign((static_cast<std::size_t>(potentials) + 63) / 64, 0);
    for (int k : keys) present[static_cast<std::size_t>(k) / 64] |= std::uint64_t{1} << (k % 64);
    node_of.resize(static_cast<std::size_t>(potentials));
    for (int n = 0; n < nodes(); ++n) node_of[static_cast<std::size_t>(keys[static_cast<std::size_t>(n)])] = n;
  }
};

// A step found, before it is written out.
struct Hint {
  enum Kind { contradiction = 7, both = 1, cell = 5, house = 6 };  // Sudoku Explainer's order among equals
  Kind kind;
  int complexity = 0;
  int difficulty = 0;
  int target = -1;    // the conclusion's potential (a contradiction: its premise)
  int branches = -1;  // its premises and their chains: a list of DynamicChains::groups_
};

using Branches = std::vector<std::pair<int, const Run*>>;  // premise and chain

template <int B>
class DynamicChains {
 public:
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;
  static constexpr int N = G::size;

  DynamicChains(const Grid<B>& g, Technique t, Sink& sink, const Budget& budget)
      : g_(g), t_(t), rule_(rule_of(t)), sink_(sink), budget_(budget) {
    for (int c = 0; c < G::cells; ++c) {
      const Cell cell(c);
      source_[static_cast<std::size_t>(c)] =
          g.value(cell) ? 0U : static_cast<std::uint32_t>(g.candidates(cell).word(0));
      for (int d = 0; d < N; ++d)
        if (has(source_, c, d)) source_places_[static_cast<std::size_t>(d)].set(cell);
      if (const auto v = g.value(cell)) ++placed_count_[static_cast<std::size_t>(v->index())];
    }
    where_.assign(2 * static_cast<std::size_t>(G::candidates), -1);
    on_runs_.resize(G::candidates);
    off_runs_.resize(G::candidates);
  }

  void run() {
    std::vector<Hint> hints;
    for (int c = 0; c < G::cells; ++c) {
      if (budget_.spent()) return;
      const int card = std::popcount(source_[static_cast<std::size_t>(c)]);
      if (card > 2 || (card > 1 && rule_.dynamic)) cell_hints(c, card, hints);
    }
    for (Hint& h : hints) h.difficulty = rule_.base + se_length_increment(h.complexity);
    std::stable_sort(hints.begin(), hints.end(), [](const Hint& a, const Hint& b) {
      if (a.difficulty != b.difficulty) return a.difficulty < b.difficulty;
      if (a.complexity != b.complexity) return a.complexity < b.complexity;
      return a.kind < b.kind;
    });
    for (const Hint& h : hints)
      if (std::optional<Step> s = step(h))
        if (!sink_.accept(std::move(*s))) return;
  }

 private:
  static int cand(int cell, int digit) { return cell * N + digit; }
  static int cell_of(int id) { return id / N; }
  static int digit_of(int id) { return id % N; }
  static Candidate candidate(int id) { return {Cell(cell_of(id)), Digit(digit_of(id))}; }
  [[nodiscard]] bool has(const std::array<std::uint32_t, G::cells>& m, int cell, int digit) const {
    return ((m[static_cast<std::size_t>(cell)] >> digit) & 1U) != 0;
  }
  // Sudoku Explainer's houses of a cell, box first.
  static std::array<House, 3> houses(int cell) {
    const auto& h = G::houses_of(Cell(cell));
    return {h[static_cast<int>(HouseKind::box)], h[static_cast<int>(HouseKind::row)],
            h[static_cast<int>(HouseKind::column)]};
  }
  static const std::array<Cell, N>& cells_of(House h) { return G::house_cells[static_cast<std::size_t>(h.index())]; }

  // Everything one cell's candidates start (Sudoku Explainer's order): for each digit, its
  // contradictions, its on/off conclusions and the houses it starts; then the cell's.
  void cell_hints(int c, int card, std::vector<Hint>& hints) {
    const bool contradictions = rule_.dynamic || rule_.nishio;
    const bool both = card >= 3 && !rule_.nishio && rule_.dynamic;
    std::vector<const Run*> values;
    for (int d = 0; d < N; ++d) {
      if (!has(source_, c, d)) continue;
      const int id = cand(c, d);
      const Run& on_run = chain(key(id, true));
      values.push_back(&on_run);
      if (contradictions || both) binary(id, on_run, chain(key(id, false)), contradictions, both, hints);
      if (!rule_.nishio) house_hints(c, d, hints);
    }
    if (!rule_.nishio && (card == 2 || (rule_.multiple && card > 2))) {
      Branches branches;
      for (int d = 0, k = 0; d < N; ++d)
        if (has(source_, c, d)) branches.emplace_back(key(cand(c, d), true), values[static_cast<std::size_t>(k++)]);
      common(branches, Hint::cell, hints);
    }
  }

  // A candidate on and off: each side's contradiction, and what both sides reach.
  void binary(int id, const Run& on_run, const Run& off_run, bool contradictions, bool both, std::vector<Hint>& hints) {
    if (contradictions && on_run.contradiction())
      hints.push_back({.kind = Hint::contradiction,
                       .complexity = on_run.clash_size,
                       .target = key(id, true),
                       .branches = group({{key(id, true), &on_run}})});
    if (contradictions && off_run.contradiction())
      hints.push_back({.kind = Hint::contradiction,
                       .complexity = off_run.clash_size,
                       .target = key(id, false),
                       .branches = group({{key(id, false), &off_run}})});
    if (!both) return;
    const int pair = group({{key(id, true), &on_run}, {key(id, false), &off_run}});
    for (bool value : {true, false})
      for (int n = 0; n < on_run.nodes(); ++n) {
        const int k = on_run.keys[static_cast<std::size_t>(n)];
        if (on(k) != value) continue;
        const int m = off_run.find(k);
        if (m < 0 || !worth(k)) continue;
        hints.push_back(
            {.kind = Hint::both,
             .complexity = on_run.size[static_cast<std::size_t>(n)] + off_run.size[static_cast<std::size_t>(m)],
             .target = k,
             .branches = pair});
      }
  }

  // The houses through the cell where the digit's first place is this cell: every place
  // of the digit there, assumed on.
  void house_hints(int c, int d, std::vector<Hint>& hints) {
    for (House h : houses(c)) {
      std::vector<int> places;
      for (Cell x : cells_of(h))
        if (has(source_, x.index(), d)) places.push_back(x.index());
      const int n = static_cast<int>(places.size());
      if (!(n == 2 || (rule_.multiple && n > 2)) || places[0] != c) continue;
      Branches branches;
      for (int x : places) branches.emplace_back(key(cand(x, d), true), &chain(key(cand(x, d), true)));
      common(branches, Hint::house, hints);
    }
  }

  // What every branch reaches, in the first branch's order.
  void common(const Branches& branches, Hint::Kind kind, std::vector<Hint>& hints) {
    const Run& lead = *branches[0].second;
    int at = -1;
    for (bool value : {true, false})
      for (int n = 0; n < lead.nodes(); ++n) {
        const int k = lead.keys[static_cast<std::size_t>(n)];
        if (on(k) != value || !worth(k)) continue;
        int complexity = 0;
        bool everywhere = true;
        for (const auto& [premise, run] : branches) {
          const int m = run->find(k);
          if (m < 0) {
            everywhere = false;
            break;
          }
          complexity += run->size[static_cast<std::size_t>(m)];
        }
        if (!everywhere) continue;
        if (at < 0) at = group(branches);
        hints.push_back({.kind = kind, .complexity = complexity, .target = k, .branches = at});
      }
  }

  // A conclusion that changes the position: a truth in a cell with other candidates.
  [[nodiscard]] bool worth(int k) const {
    return !on(k) || std::popcount(source_[static_cast<std::size_t>(cell_of(id_of(k)))]) > 1;
  }

  int group(Branches branches) {
    groups_.push_back(std::move(branches));
    return static_cast<int>(groups_.size()) - 1;
  }

  // The chain from one premise (kept: cells and houses share them).
  const Run& chain(int premise) {
    Run*& slot = (on(premise) ? on_runs_ : off_runs_)[static_cast<std::size_t>(id_of(premise))];
    if (slot == nullptr) {
      // the runs of this thread's earlier searches, reused with the room they grew
      thread_local std::vector<std::unique_ptr<Run>> pool;
      if (used_ == pool.size()) pool.push_back(std::make_unique<Run>());
      slot = pool[used_++].get();
      follow(premise, *slot);
    }
    return *slot;
  }

  void follow(int premise, Run& r) {
    r.clear();
    masks_ = source_;
    places_ = source_places_;
    pending_on_.clear();
    pending_off_.clear();
    std::size_t next_on = 0, next_off = 0;
    add(r, premise, nullptr, 0, false);
    for (;;) {
      if (next_on < pending_on_.size()) {
        if (on_to_off(r, pending_on_[next_on++])) break;
        continue;
      }
      if (next_off < pending_off_.size()) {
        if (off_to_on(r, pending_off_[next_off++])) break;
        continue;
      }
      if (rule_.level > 0 && patterns(r)) continue;
      break;
    }
    r.first.push_back(static_cast<int>(r.parents.size()));
    for (int k : r.keys) where_[static_cast<std::size_t>(k)] = -1;
    r.measure(2 * G::candidates, bits_);
  }

  void add(Run& r, int k, const int* parents, std::size_t count, bool pattern) {
    const int n = r.nodes();
    r.keys.push_back(k);
    r.first.push_back(static_cast<int>(r.parents.size()));
    if (count == 1)
      r.parents.push_back(*parents);
    else
      r.parents.insert(r.parents.end(), parents, parents + count);
    r.pattern.push_back(pattern);
    where_[static_cast<std::size_t>(k)] = n;
    (on(k) ? pending_on_ : pending_off_).push_back(n);
  }

  [[nodiscard]] int node(int k) const { return where_[static_cast<std::size_t>(k)]; }

  // A truth: its cell's other digits (but in a Nishio chain) and its digit's other places
  // in its box, row and column go off. True when that meets a truth.
  bool on_to_off(Run& r, int n) {
    const int id = id_of(r.keys[static_cast<std::size_t>(n)]);
    const int c = cell_of(id), d = digit_of(id);
    std::vector<int>& offs = scratch_;
    offs.clear();
    if (!rule_.nishio)
      for (int v = 0; v < N; ++v)
        if (v != d && has(masks_, c, v)) offs.push_back(cand(c, v));
    // the box's cells in order, then the row's and the column's outside the box
    const auto& hs = houses(c);
    const CellSet& places = places_[static_cast<std::size_t>(d)];
    CellSet box = places & G::house_mask[static_cast<std::size_t>(hs[0].index())];
    box.reset(Cell(c));
    const CellSet off_box = ~G::house_mask[static_cast<std::size_t>(hs[0].index())];
    for (const CellSet& part : {box, places & G::house_mask[static_cast<std::size_t>(hs[1].index())] & off_box,
                                places & G::house_mask[static_cast<std::size_t>(hs[2].index())] & off_box})
      for (Cell x : part) offs.push_back(cand(x.index(), d));
    for (int y : offs) {
      if (const int m = node(key(y, true)); m >= 0) {
        r.clash_node = m;
        r.clash_key = key(y, false);
        r.clash_parents = {n};
        return true;
      }
      if (node(key(y, false)) < 0) add(r, key(y, false), &n, 1, false);
    }
    return false;
  }

  // A falsity: a cell left with one other digit (not in a Nishio chain), or a house left
  // with one other place for the digit, sets it; in a dynamic chain the falsity then leaves
  // the chain's candidates. True when that meets a falsity.
  bool off_to_on(Run& r, int n) {
    const int id = id_of(r.keys[static_cast<std::size_t>(n)]);
    const int c = cell_of(id), d = digit_of(id);
    // each truth found: its key, then where its parents start in on_parents_
    on_keys_.clear();
    on_parents_.clear();
    auto found = [&](int k) {
      for (std::size_t i = 0; i < on_keys_.size(); i += 2)
        if (on_keys_[i] == k) return true;
      return false;
    };
    auto open = [&](int k) {
      on_keys_.push_back(k);
      on_keys_.push_back(static_cast<int>(on_parents_.size()));
      on_parents_.push_back(n);
    };
    if (!rule_.nishio && std::popcount(masks_[static_cast<std::size_t>(c)]) == 2) {
      open(key(cand(c, std::countr_zero(masks_[static_cast<std::size_t>(c)] & ~(1U << d))), true));
      for (int v = 0; v < N; ++v)
        if (has(source_, c, v) && !has(masks_, c, v)) on_parents_.push_back(node(key(cand(c, v), false)));
    }
    CellSet& places = places_[static_cast<std::size_t>(d)];
    for (House h : houses(c)) {
      CellSet rest = places & G::house_mask[static_cast<std::size_t>(h.index())];
      rest.reset(Cell(c));
      if (rest.count() != 1) continue;
      const int other = rest.first().index();
      if (found(key(cand(other, d), true))) continue;
      open(key(cand(other, d), true));
      for (Cell x :
           source_places_[static_cast<std::size_t>(d)] & ~places & G::house_mask[static_cast<std::size_t>(h.index())])
        on_parents_.push_back(node(key(cand(x.index(), d), false)));
    }
    if (rule_.dynamic) {
      masks_[static_cast<std::size_t>(c)] &= ~(1U << d);
      places.reset(Cell(c));
    }
    for (std::size_t i = 0; i < on_keys_.size(); i += 2) {
      const int k = on_keys_[i];
      const auto from = static_cast<std::size_t>(on_keys_[i + 1]);
      const std::size_t to = i + 2 < on_keys_.size() ? static_cast<std::size_t>(on_keys_[i + 3]) : on_parents_.size();
      const int* parents = on_parents_.data() + from;
      if (std::find(parents, parents + (to - from), -1) != parents + (to - from)) continue;
      if (const int m = node(k ^ 1); m >= 0) {
        r.clash_node = m;
        r.clash_key = k;
        r.clash_parents.assign(parents, parents + (to - from));
        return true;
      }
      if (node(k) < 0) add(r, k, parents, to - from, false);
    }
    return false;
  }

  // --- Dynamic+: the eliminations of patterns on the chain's candidates -----------------

  using Found = std::vector<std::pair<int, std::vector<int>>>;  // a falsity and its parents

  // The first of pointing and claiming, hidden pairs, naked pairs and X-Wings that has
  // eliminations needing the chain joins them to it. True when something new joined.
  bool patterns(Run& r) {
    Found found;
    locking(found);
    if (found.empty()) hidden_pairs(found);
    if (found.empty()) naked_pairs(found);
    if (found.empty()) x_wings(found);
    bool added = false;
    for (const auto& [k, parents] : found)
      if (node(k) < 0) {
        add(r, k, parents.data(), parents.size(), true);
        added = true;
      }
    return added;
  }

  // A pattern's eliminations (cell, digits), with the places it needed gone (candidate ids),
  // in the order Sudoku Explainer's hash map of cells gives them.
  void emit(std::vector<std::pair<int, std::uint32_t>> removable, const std::vector<int>& needed, Found& found) const {
    if (removable.empty() || needed.empty()) return;
    std::vector<int> parents;
    for (int id : needed) {
      const int m = node(key(id, false));
      if (m < 0) return;
      parents.push_back(m);
    }
    std::size_t buckets = 16;
    while (removable.size() * 4 > buckets * 3) buckets *= 2;
    std::stable_sort(removable.begin(), removable.end(), [&](const auto& a, const auto& b) {
      return (static_cast<std::size_t>(a.first) & (buckets - 1)) < (static_cast<std::size_t>(b.first) & (buckets - 1));
    });
    for (const auto& [c, digits] : removable)
      for (int d = 0; d < N; ++d)
        if (((digits >> d) & 1U) != 0) found.emplace_back(key(cand(c, d), false), parents);
  }

  [[nodiscard]] static const CellSet& mask(House h) { return G::house_mask[static_cast<std::size_t>(h.index())]; }

  // Cells as (cell, digit bits) for emit.
  static std::vector<std::pair<int, std::uint32_t>> cells_of_digit(const CellSet& cells, int d) {
    std::vector<std::pair<int, std::uint32_t>> out;
    for (Cell x : cells) out.emplace_back(x.index(), 1U << d);
    return out;
  }
  static std::vector<int> ids(const CellSet& cells, int d) {
    std::vector<int> out;
    for (Cell x : cells) out.push_back(cand(x.index(), d));
    return out;
  }

  // A digit's places in one house all in a crossing house: it goes from the rest of that one.
  void locking(Found& found) const {
    using K = HouseKind;
    for (auto [k1, k2] : {std::pair{K::box, K::column}, std::pair{K::box, K::row}, std::pair{K::column, K::box},
                          std::pair{K::row, K::box}})
      for (int d = 0; d < N; ++d)
        for (int i1 = 0; i1 < N; ++i1) {
          const House h1 = G::house(k1, i1);
          const CellSet locked = places_[static_cast<std::size_t>(d)] & mask(h1);
          if (locked.count() < 2) continue;
          // the one house of kind k2 that may hold them all: its first cell's
          const House h2 = G::houses_of(locked.first())[static_cast<int>(k2)];
          if ((locked - mask(h2)).any()) continue;
          const CellSet removable = (places_[static_cast<std::size_t>(d)] & mask(h2)) - mask(h1);
          if (removable.none()) continue;
          const CellSet needed =
              ((source_places_[static_cast<std::size_t>(d)] - places_[static_cast<std::size_t>(d)]) & mask(h1)) -
              mask(h2);
          emit(cells_of_digit(removable, d), ids(needed, d), found);
        }
  }

  // Sudoku Explainer's house order for sets: boxes, columns, rows.
  static constexpr std::array<HouseKind, 3> kSetKinds = {HouseKind::box, HouseKind::column, HouseKind::row};

  [[nodiscard]] int empty_cells(House h) const { return static_cast<int>((g_.unsolved() & mask(h)).count()); }

  // By digit, its places in the house as bits of the house's cell order.
  [[nodiscard]] std::array<std::uint32_t, N> places(House h) const {
    std::array<std::uint32_t, N> by_digit{};
    for (int i = 0; i < N; ++i)
      for (std::uint32_t m = masks_[static_cast<std::size_t>(cells_of(h)[static_cast<std::size_t>(i)].index())]; m != 0;
           m &= m - 1)
        by_digit[static_cast<std::size_t>(std::countr_zero(m))] |= 1U << i;
    return by_digit;
  }

  // Two digits with their places (two at least each) in the same two cells of a house: the
  // cells' other digits go.
  void hidden_pairs(Found& found) const {
    for (HouseKind kind : kSetKinds)
      for (int i = 0; i < N; ++i) {
        const House h = G::house(kind, i);
        if (empty_cells(h) <= 4) continue;
        const std::array<std::uint32_t, N> at = places(h);
        for (int b = 1; b < N; ++b)
          for (int a = 0; a < b; ++a) {
            const std::uint32_t pa = at[static_cast<std::size_t>(a)], pb = at[static_cast<std::size_t>(b)];
            if (std::popcount(pa) < 2 || std::popcount(pb) < 2 || std::popcount(pa | pb) != 2) continue;
            const std::uint32_t pair = (1U << a) | (1U << b);
            std::vector<std::pair<int, std::uint32_t>> removable;
            for (std::uint32_t m = pa | pb; m != 0; m &= m - 1) {
              const int x = cells_of(h)[static_cast<std::size_t>(std::countr_zero(m))].index();
              if (const std::uint32_t rest = masks_[static_cast<std::size_t>(x)] & ~pair)
                removable.emplace_back(x, rest);
            }
            if (removable.empty()) continue;
            std::vector<int> needed;
            for (int j = 0; j < N; ++j) {
              const int x = cells_of(h)[static_cast<std::size_t>(j)].index();
              if ((((pa | pb) >> j) & 1U) == 0)
                for (int v : {a, b})
                  if (has(source_, x, v)) needed.push_back(cand(x, v));
            }
            emit(std::move(removable), needed, found);
          }
      }
  }

  // Two cells of a house with the same two digits (two each): the digits go from the
  // house's other cells.
  void naked_pairs(Found& found) const {
    for (HouseKind kind : kSetKinds)
      for (int i = 0; i < N; ++i) {
        const House h = G::house(kind, i);
        if (empty_cells(h) < 4) continue;
        for (int b = 1; b < N; ++b)
          for (int a = 0; a < b; ++a) {
            const int xa = cells_of(h)[static_cast<std::size_t>(a)].index();
            const int xb = cells_of(h)[static_cast<std::size_t>(b)].index();
            const std::uint32_t ma = masks_[static_cast<std::size_t>(xa)], mb = masks_[static_cast<std::size_t>(xb)];
            if (std::popcount(ma) < 2 || std::popcount(mb) < 2 || std::popcount(ma | mb) != 2) continue;
            std::vector<std::pair<int, std::uint32_t>> removable;
            for (Cell x : cells_of(h))
              if (x.index() != xa && x.index() != xb)
                if (const std::uint32_t m = masks_[static_cast<std::size_t>(x.index())] & (ma | mb))
                  removable.emplace_back(x.index(), m);
            if (removable.empty()) continue;
            std::vector<int> needed;
            for (int x : {xa, xb})
              for (int v = 0; v < N; ++v)
                if (has(source_, x, v) && (((ma | mb) >> v) & 1U) == 0) needed.push_back(cand(x, v));
            emit(std::move(removable), needed, found);
          }
      }
  }

  // A digit in two columns (rows) only in the same two rows (columns): it goes from the
  // rest of those rows (columns).
  void x_wings(Found& found) const {
    for (auto [base, cover] :
         {std::pair{HouseKind::column, HouseKind::row}, std::pair{HouseKind::row, HouseKind::column}}) {
      std::array<std::array<std::uint32_t, N>, N> at{};  // by line of the base kind: places by digit
      for (int i = 0; i < N; ++i) at[static_cast<std::size_t>(i)] = places(G::house(base, i));
      for (int b = 1; b < N; ++b)
        for (int a = 0; a < b; ++a)
          for (int d = 0; d < N; ++d) {
            if (placed_count_[static_cast<std::size_t>(d)] + 4 > N) continue;
            const std::uint32_t pa = at[static_cast<std::size_t>(a)][static_cast<std::size_t>(d)];
            const std::uint32_t pb = at[static_cast<std::size_t>(b)][static_cast<std::size_t>(d)];
            if (std::popcount(pa) < 2 || std::popcount(pb) < 2 || std::popcount(pa | pb) != 2) continue;
            const House ha = G::house(base, a), hb = G::house(base, b);
            std::vector<std::pair<int, std::uint32_t>> removable;
            for (std::uint32_t m = pa | pb; m != 0; m &= m - 1) {
              const House line = G::house(cover, std::countr_zero(m));
              for (Cell x : (places_[static_cast<std::size_t>(d)] & mask(line)) - mask(ha) - mask(hb))
                removable.emplace_back(x.index(), 1U << d);
            }
            if (removable.empty()) continue;
            CellSet covers{};
            for (std::uint32_t m = pa | pb; m != 0; m &= m - 1) covers |= mask(G::house(cover, std::countr_zero(m)));
            const CellSet needed =
                ((source_places_[static_cast<std::size_t>(d)] - places_[static_cast<std::size_t>(d)]) &
                 (mask(ha) | mask(hb))) -
                covers;
            emit(std::move(removable), ids(needed, d), found);
          }
    }
  }

  // --- Steps ------------------------------------------------------------------------------

  std::optional<Step> step(const Hint& h) const {
    Step s{.technique = t_};
    const Candidate x = candidate(id_of(h.target));
    // a contradiction refutes its premise; a conclusion is set or eliminated
    const bool placed = h.kind == Hint::contradiction ? !on(h.target) : on(h.target);
    (placed ? s.placements : s.eliminations).push_back(x);
    s.digits = {x.digit};
    s.chain_nodes = h.complexity;
    for (const auto& [premise, run] : groups_[static_cast<std::size_t>(h.branches)]) {
      ForcingBranch b{.premise = {candidate(id_of(premise)), on(premise)}, .implications = {}};
      std::vector<bool> needed;
      if (h.kind == Hint::contradiction) {
        std::vector<int> from = run->clash_parents;
        from.push_back(run->clash_node);
        needed = run->ancestors(from);
      } else {
        needed = run->ancestors({run->find(h.target)});
      }
      for (int n = 1; n < run->nodes(); ++n) {
        if (!needed[static_cast<std::size_t>(n)]) continue;
        const int k = run->keys[static_cast<std::size_t>(n)];
        Implication i(candidate(id_of(k)), on(k));
        if (run->pattern[static_cast<std::size_t>(n)]) {
          std::optional<ForcingBranch> refutation = refute(b, id_of(k));
          if (!refutation) return std::nullopt;
          i.nested = {std::move(*refutation)};
        }
        b.implications.push_back(std::move(i));
      }
      if (h.kind == Hint::contradiction) {
        b.implications.emplace_back(candidate(id_of(run->clash_key)), on(run->clash_key));
        b.contradiction = true;
      }
      s.branches.push_back(std::move(b));
    }
    return s;
  }

  // Candidate x, assumed true where branch b has come to, leads by singles to a
  // contradiction: its refutation.
  std::optional<ForcingBranch> refute(const ForcingBranch& b, int x) const {
    std::vector<Implication> known{b.premise};
    known.insert(known.end(), b.implications.begin(), b.implications.end());
    std::optional<std::vector<Implication>> steps =
        singles_to_contradiction(g_, known, Implication(candidate(x), true));
    if (!steps) return std::nullopt;
    return ForcingBranch{.premise = {candidate(x), true}, .implications = std::move(*steps), .contradiction = true};
  }

  const Grid<B>& g_;
  Technique t_;
  Rule rule_;
  Sink& sink_;
  const Budget& budget_;
  std::array<std::uint32_t, G::cells> source_{};  // the position's candidates
  std::array<int, N> placed_count_{};
  std::array<std::uint32_t, G::cells> masks_{};        // the chain being followed: its candidates
  std::array<CellSet, N> source_places_{}, places_{};  // by digit: its cells in the position, in the chain
  std::vector<int> where_;                             // by potential: its node in that chain, or -1
  std::vector<int> pending_on_, pending_off_;
  std::vector<int> scratch_, on_keys_, on_parents_;  // what one implication gives

  std::vector<Run*> on_runs_, off_runs_;  // by candidate id
  std::size_t used_ = 0;                  // runs taken from the pool
  std::vector<std::uint64_t> bits_;       // ancestors as bitsets, while measuring
  std::vector<Branches> groups_;          // the hints' premises
};

}  // namespace

template <int B>
void find_dynamic_chains(FinderContext<B>& ctx, Technique t, Sink& sink, const Budget& budget) {
  DynamicChains<B>(ctx.grid(), t, sink, budget).run();
}

SETLOGIC_EACH_BOX(SETLOGIC_DYNAMIC_CHAINS_INSTANCES, )

}  // namespace setlogic
