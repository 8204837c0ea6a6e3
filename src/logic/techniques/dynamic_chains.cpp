#include "logic/techniques/dynamic_chains.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <span>
#include <string>
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
  int level;    // 1: pattern eliminations join the chains; 2, 3, 4: nested rules too
  int base;
  int nesting = 0;  // level 4: the level of the dynamic chains nested
};

// The dynamic chains of a level, as a rule nests them or the solver uses them.
Rule dynamic_rule(int level, int nesting = 0) {
  return {.multiple = true,
          .dynamic = true,
          .nishio = false,
          .level = level,
          .base = level == 0 ? 85 : 85 + 5 * level,
          .nesting = nesting};
}

Rule rule_of(Technique t) {
  switch (t) {
    case Technique::nishio_forcing_chain:
      return {.multiple = false, .dynamic = true, .nishio = true, .level = 0, .base = 75};
    case Technique::multiple_forcing_chain:
      return {.multiple = true, .dynamic = false, .nishio = false, .level = 0, .base = 80};
    case Technique::dynamic_forcing_chain:
      return dynamic_rule(0);
    case Technique::nested_forcing_chain:
      return dynamic_rule(2);
    case Technique::nested_multiple_forcing_chain:
      return dynamic_rule(3);
    case Technique::nested_dynamic_forcing_chain:
      return dynamic_rule(4, 0);
    case Technique::nested_dynamic_forcing_chain_plus:
      return dynamic_rule(4, 1);
    case Technique::nested_dynamic_forcing_chain_nested:
      return dynamic_rule(4, 2);
    default:
      return dynamic_rule(1);
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

// Why a truth holds: the last candidate of its cell, or of its digit in a house (the
// house's index); a premise or a falsity has no such cause.
constexpr int kCellCause = -1;
constexpr int kNoCause = -2;

// One chain from one premise: its potentials in the order found, each with the parents
// that first gave it; when it ends in a contradiction, the potential found both on and off.
struct Run {
  struct Node {
    int key;
    int first;   // where its parents start in `parents`
    int cause;   // kCellCause, a house index or kNoCause
    int nested;  // -2: an implication of the chain's own; -1: a pattern's elimination; else the
                 // nested hint that gave it (an index)
  };
  std::vector<Node> node;
  std::vector<int> parents;  // node indices
  bool has_nested = false;
  std::vector<std::uint64_t> present;  // by potential
  std::vector<int> node_of;            // by potential: its node, where `present` says it is one
  int clash_node = -1;                 // the potential found first
  int clash_key = -1;                  // its opposite, found last (not a node)
  std::vector<int> clash_parents;
  int clash_cause = kNoCause;

  // Per node, its ancestors (itself included), Sudoku Explainer's count, once asked: few
  // nodes are, those that every branch of a hint reaches. 0 until then.
  mutable std::vector<int> sizes;
  mutable std::vector<int> mark;  // per node, the last visit that reached it
  mutable std::vector<int> stack;
  mutable int visits = 0;

  [[nodiscard]] int find(int k) const {
    if (((present[static_cast<std::size_t>(k) / 64] >> (k % 64)) & 1U) == 0) return -1;
    return node_of[static_cast<std::size_t>(k)];
  }
  [[nodiscard]] bool contradiction() const { return clash_node >= 0; }
  [[nodiscard]] int nodes() const { return static_cast<int>(node.size()); }
  [[nodiscard]] int key(int n) const { return node[static_cast<std::size_t>(n)].key; }
  // Given by a pattern's or a nested rule's eliminations.
  [[nodiscard]] bool pattern(int n) const { return node[static_cast<std::size_t>(n)].nested > -2; }
  // Where the parents of node n start and end in `parents`.
  [[nodiscard]] int parents_from(int n) const { return node[static_cast<std::size_t>(n)].first; }
  [[nodiscard]] int parents_to(int n) const {
    return n + 1 < nodes() ? node[static_cast<std::size_t>(n) + 1].first : static_cast<int>(parents.size());
  }

  // The nodes that `from` follow from, themselves included.
  [[nodiscard]] std::vector<bool> ancestors(const std::vector<int>& from) const {
    visit(from);
    std::vector<bool> seen(node.size());
    for (std::size_t n = 0; n < node.size(); ++n) seen[n] = mark[n] == visits;
    return seen;
  }

  void clear() {
    node.clear();
    parents.clear();
    has_nested = false;
    clash_node = clash_key = -1;
    clash_parents.clear();
    clash_cause = kNoCause;
  }

  // The ancestors of node n, itself included.
  [[nodiscard]] int size(int n) const {
    int& known = sizes[static_cast<std::size_t>(n)];
    if (known == 0) known = visit({n});
    return known;
  }
  // The ancestors of both sides of the contradiction.
  [[nodiscard]] int clash_size() const { return size(clash_node) + 1 + visit(clash_parents); }

  // Marks the nodes `from` follow from, themselves included, with a new visit; how many
  // (after ready(), which sizes the marks).
  int visit(const std::vector<int>& from) const {
    ++visits;
    stack.assign(from.begin(), from.end());
    int n = 0;
    while (!stack.empty()) {
      const int x = stack.back();
      stack.pop_back();
      if (mark[static_cast<std::size_t>(x)] == visits) continue;
      mark[static_cast<std::size_t>(x)] = visits;
      ++n;
      for (int p = parents_from(x); p < parents_to(x); ++p) stack.push_back(parents[static_cast<std::size_t>(p)]);
    }
    return n;
  }

  // Ready for reading: which potentials it reached and at which node; sizes asked later.
  void ready(int potentials) {
    sizes.assign(node.size(), 0);
    mark.assign(node.size(), 0);
    visits = 0;
    present.assign((static_cast<std::size_t>(potentials) + 63) / 64, 0);
    node_of.resize(static_cast<std::size_t>(potentials));
    for (int n = 0; n < nodes(); ++n) {
      const int k = key(n);
      present[static_cast<std::size_t>(k) / 64] |= std::uint64_t{1} << (k % 64);
      node_of[static_cast<std::size_t>(k)] = n;
    }
  }
};

// Sudoku Explainer's houses of a cell, box first.
template <int B>
const std::array<House, 3>& se_houses(int cell) {
  using G = Geometry<B>;
  static constexpr std::array<std::array<House, 3>, G::cells> table = [] {
    std::array<std::array<House, 3>, G::cells> t{};
    for (int c = 0; c < G::cells; ++c) {
      const auto& h = G::houses_of(Cell(c));
      t[static_cast<std::size_t>(c)] = {h[static_cast<int>(HouseKind::box)], h[static_cast<int>(HouseKind::row)],
                                        h[static_cast<int>(HouseKind::column)]};
    }
    return t;
  }();
  return table[static_cast<std::size_t>(cell)];
}

// The candidates a chain removed (in `outer`, not in `current`) that a truth of the given
// cause needed gone: the rest of its cell, or its digit's other places in the house; each
// added to `out` once.
template <int B>
void removed_for(const std::array<std::uint32_t, Geometry<B>::cells>& outer,
                 const std::array<std::uint32_t, Geometry<B>::cells>& current, int id, int cause,
                 std::vector<int>& out) {
  using G = Geometry<B>;
  const int c = id / G::size, d = id % G::size;
  auto take = [&](int cell, int digit) {
    const auto at = static_cast<std::size_t>(cell);
    const int x = cell * G::size + digit;
    if (((outer[at] & ~current[at]) >> digit & 1U) != 0 && std::find(out.begin(), out.end(), x) == out.end())
      out.push_back(x);
  };
  if (cause == kCellCause) {
    for (int v = 0; v < G::size; ++v) take(c, v);
  } else if (cause >= 0) {
    for (Cell z : G::house_cells[static_cast<std::size_t>(cause)]) take(z.index(), d);
  }
}

// A hint of a rule nested in a chain, as the chain takes it in: what it eliminates (cells
// and digits, in the order Sudoku Explainer's map of cells gives them), the candidates the
// chain removed that it needs (Sudoku Explainer's rule parents), its size, an identity of
// its chains (hints with equal chains count once in a size), and the cases its proof splits
// into when singles alone do not refute one of its eliminations.
struct NestedHint {
  std::vector<std::pair<int, std::uint32_t>> removable;
  std::vector<int> needed;  // candidate ids
  int complexity = 0;
  std::uint64_t print = 0;
  std::vector<int> cases;  // candidate ids: every candidate of a cell or place of a digit in a
                           // house, or one candidate (true, then false); empty: no split
};

// What a chain keeps of a nested hint that gave it falsities.
struct NestedRecord {
  std::uint64_t print;
  int complexity;
  std::vector<int> cases;
};

constexpr std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
  return (h ^ (v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2))) * 0xff51afd7ed558ccdULL;
}

// Sudoku Explainer's order of a map keyed by cells: by hash bucket of the cell index, the
// table grown to keep three quarters full at most.
void hash_order(std::vector<std::pair<int, std::uint32_t>>& removable) {
  std::size_t buckets = 16;
  while (removable.size() * 4 > buckets * 3) buckets *= 2;
  std::stable_sort(removable.begin(), removable.end(), [&](const auto& a, const auto& b) {
    return (static_cast<std::size_t>(a.first) & (buckets - 1)) < (static_cast<std::size_t>(b.first) & (buckets - 1));
  });
}

// Sudoku Explainer's forcing chains and cycles, as its nested forcing chains (level 2) use
// them on a chain's candidates: from each candidate of a cell with two or more, a static
// chain of single implications (X links: a digit's two places in a house; Y links: a cell's
// two digits; both) followed breadth first. A chain back to its start is a cycle, which
// eliminates what sees both a truth and a falsity of it; a chain from a candidate to its
// own negation is a forcing chain. Links of one kind rate 6.5 (cycles) and 6.6 (chains),
// of both kinds 7.0, plus the length ladder; the easiest, then the smallest, then cycles
// of one digit, of cells, of both, in the order found.
template <int B>
class UnaryChains {
  using G = Geometry<B>;
  using Masks = std::array<std::uint32_t, G::cells>;
  using CellSet = typename G::CellSet;
  static constexpr int N = G::size;

  struct Node {
    int key;
    int parent;               // node index, -1 for the start
    int cause;                // kCellCause or a house index (kNoCause for the start)
    std::uint64_t falsities;  // a filter of the falsities on its path: a bit of each
  };
  struct Found {
    int difficulty;
    int sort_key;  // cycles and chains of one digit 2, of cells 3, of both 4
    NestedHint hint;
  };

 public:
  // The links are read off the chain's candidates once: by candidate, the truth its falsity
  // gives in its cell (Y) and in each of its box, row and column (X), or -1.
  UnaryChains(const Masks& masks, const Masks& outer) : masks_(masks), outer_(outer) {
    for (int c = 0; c < G::cells; ++c) {
      for (std::uint32_t m = masks_[static_cast<std::size_t>(c)]; m != 0; m &= m - 1)
        places_[static_cast<std::size_t>(std::countr_zero(m))].set(Cell(c));
      for (std::uint32_t m = outer_[static_cast<std::size_t>(c)] & ~masks_[static_cast<std::size_t>(c)]; m != 0;
           m &= m - 1)
        removed_[static_cast<std::size_t>(std::countr_zero(m))].set(Cell(c));
    }
    links_.fill(-1);
    for (int c = 0; c < G::cells; ++c) {
      const std::uint32_t m = masks_[static_cast<std::size_t>(c)];
      if (std::popcount(m) == 2) {
        const int a = std::countr_zero(m), b = std::countr_zero(m & (m - 1));
        links_[static_cast<std::size_t>((c * N + a) * 4)] = key(c * N + b, true);
        links_[static_cast<std::size_t>((c * N + b) * 4)] = key(c * N + a, true);
      }
    }
    for (int h = 0; h < G::houses; ++h) {
      const int slot = 1 + house_slot(G::kind(House(h)));
      for (int d = 0; d < N; ++d) {
        const CellSet two = places_[static_cast<std::size_t>(d)] & G::house_mask[static_cast<std::size_t>(h)];
        if (two.count() != 2) continue;
        CellSet second = two;
        second.reset(two.first());
        const int a = two.first().index(), b = second.first().index();
        links_[static_cast<std::size_t>((a * N + d) * 4 + slot)] = key(b * N + d, true);
        links_[static_cast<std::size_t>((b * N + d) * 4 + slot)] = key(a * N + d, true);
      }
    }
  }

  std::vector<NestedHint> hints() {
    std::vector<Found> found;
    for (auto [y, x] : {std::pair{false, true}, std::pair{true, false}, std::pair{true, true}}) {
      reaching(y, x);
      for (int c = 0; c < G::cells; ++c) {
        const int card = std::popcount(masks_[static_cast<std::size_t>(c)]);
        if (card < 2 || (!x && card > 2)) continue;
        for (int d = 0; d < N; ++d)
          if (has(c, d)) unary(c * N + d, y, x, found);
      }
    }
    std::stable_sort(found.begin(), found.end(), [](const Found& a, const Found& b) {
      if (a.difficulty != b.difficulty) return a.difficulty < b.difficulty;
      if (a.hint.complexity != b.hint.complexity) return a.hint.complexity < b.hint.complexity;
      return a.sort_key < b.sort_key;
    });
    std::vector<NestedHint> out;
    out.reserve(found.size());
    for (Found& f : found) out.push_back(std::move(f.hint));
    return out;
  }

 private:
  [[nodiscard]] bool has(int cell, int digit) const {
    return ((masks_[static_cast<std::size_t>(cell)] >> digit) & 1U) != 0;
  }
  // Sudoku Explainer's order of a cell's houses: box, row, column.
  static int house_slot(HouseKind k) { return k == HouseKind::box ? 0 : (k == HouseKind::row ? 1 : 2); }
  static const std::array<House, 3>& houses(int cell) { return se_houses<B>(cell); }

  // The falsities a truth gives: its cell's other digits (Y), its digit's other places in
  // its box, row and column.
  template <class F>
  void on_to_off(int k, bool y, F&& f) const {
    const int id = k / 2, c = id / N, d = id % N;
    if (y)
      for (std::uint32_t m = masks_[static_cast<std::size_t>(c)] & ~(1U << d); m != 0; m &= m - 1)
        f(key(c * N + std::countr_zero(m), false), kCellCause);
    CellSet rest = places_[static_cast<std::size_t>(d)];
    rest.reset(Cell(c));
    for (House h : houses(c)) {
      const CellSet here = rest & G::house_mask[static_cast<std::size_t>(h.index())];
      for (Cell x : here) f(key(x.index() * N + d, false), h.index());
      rest -= here;
    }
  }

  // The truths a falsity gives: its cell's other digit where the cell has two (Y), its
  // digit's other place where a house has two (X); a truth two houses give comes once.
  template <class F>
  void off_to_on(int k, bool y, bool x, F&& f) const {
    const int id = k / 2;
    const int* at = &links_[static_cast<std::size_t>(id * 4)];
    if (y && at[0] >= 0) f(at[0], kCellCause);
    if (!x) return;
    const auto& hs = houses(id / N);
    for (int i = 1; i <= 3; ++i) {
      const int k2 = at[i];
      if (k2 < 0 || (i >= 2 && at[1] == k2) || (i == 3 && at[2] == k2)) continue;  // box, row: given
      f(k2, hs[static_cast<std::size_t>(i - 1)].index());
    }
  }

  // Potentials seen in the current search: stamped with its number, so none is cleared.
  void fresh() {
    if (++stamp_ == 0) {
      seen_.fill(0);
      stamp_ = 1;
    }
  }
  [[nodiscard]] bool seen(int k) const { return seen_[static_cast<std::size_t>(k)] == stamp_; }
  void see(int k) { seen_[static_cast<std::size_t>(k)] = stamp_; }

  // Whether the falsity `k` is an ancestor of node n.
  [[nodiscard]] bool is_parent(int n, int k) const {
    if ((nodes_[static_cast<std::size_t>(n)].falsities & bit(k)) == 0) return false;
    for (int p = nodes_[static_cast<std::size_t>(n)].parent; p >= 0; p = nodes_[static_cast<std::size_t>(p)].parent)
      if (nodes_[static_cast<std::size_t>(p)].key == k) return true;
    return false;
  }

  static std::uint64_t bit(int k) { return std::uint64_t{1} << ((static_cast<std::uint32_t>(k) * 2654435761U) >> 26); }

  int push(int k, int parent, int cause) {
    if (static_cast<std::size_t>(count_) == nodes_.size()) grow();
    const std::uint64_t above = parent < 0 ? 0 : nodes_[static_cast<std::size_t>(parent)].falsities;
    nodes_[static_cast<std::size_t>(count_)] = {k, parent, cause, on(k) ? above : above | bit(k)};
    return count_++;
  }
  // The room grows in steps and stays: the nodes are written in place.
  [[gnu::noinline]] void grow() { nodes_.resize(2 * nodes_.size() + 256); }

  // A constraint the chain removed candidates from: a link through it needs them gone.
  [[nodiscard]] bool dirty_cell(int c) const {
    return (outer_[static_cast<std::size_t>(c)] & ~masks_[static_cast<std::size_t>(c)]) != 0;
  }
  [[nodiscard]] bool dirty_house(int h, int d) const {
    return (removed_[static_cast<std::size_t>(d)] & G::house_mask[static_cast<std::size_t>(h)]).any();
  }

  // The potentials from which a link through a constraint the chain removed candidates
  // from can be reached: only chains from them can need the chain (every other chain is
  // one of the position's, without rule parents), so only they are followed.
  void reaching(bool y, bool x) {
    reach_.fill(0);
    std::array<std::uint8_t, G::cells> cell_dirty{};
    for (int c = 0; c < G::cells; ++c) cell_dirty[static_cast<std::size_t>(c)] = dirty_cell(c) ? 1 : 0;
    std::array<std::uint8_t, G::houses * N> house_dirty{};
    for (int h = 0; h < G::houses; ++h)
      for (int d = 0; d < N; ++d) house_dirty[static_cast<std::size_t>(h * N + d)] = dirty_house(h, d) ? 1 : 0;
    std::vector<int>& todo = on_queue_;
    todo.clear();
    auto mark = [&](int k) {
      if (reach_[static_cast<std::size_t>(k)] != 0) return;
      reach_[static_cast<std::size_t>(k)] = 1;
      todo.push_back(k);
    };
    for (int c = 0; c < G::cells; ++c)
      for (std::uint32_t m = masks_[static_cast<std::size_t>(c)]; m != 0; m &= m - 1) {
        const int d = std::countr_zero(m), id = c * N + d;
        const auto& hs = houses(c);
        bool on_dirty =
            y && cell_dirty[static_cast<std::size_t>(c)] != 0 && std::popcount(masks_[static_cast<std::size_t>(c)]) > 1;
        bool off_dirty =
            y && cell_dirty[static_cast<std::size_t>(c)] != 0 && links_[static_cast<std::size_t>(id * 4)] >= 0;
        for (int i = 0; i < 3; ++i) {
          const int h = hs[static_cast<std::size_t>(i)].index();
          if (house_dirty[static_cast<std::size_t>(h * N + d)] == 0) continue;
          on_dirty = true;
          off_dirty = off_dirty || (x && links_[static_cast<std::size_t>(id * 4 + 1 + i)] >= 0);
        }
        if (on_dirty) mark(key(id, true));
        if (off_dirty) mark(key(id, false));
      }
    // backwards: a falsity follows from a truth it conflicts with; a truth from the
    // falsity of its link's other end
    for (std::size_t i = 0; i < todo.size(); ++i) {
      const int k = todo[i], id = k / 2, c = id / N, d = id % N;
      if (on(k)) {
        const int* at = &links_[static_cast<std::size_t>(id * 4)];
        if (y && at[0] >= 0) mark(at[0] ^ 1);
        if (x)
          for (int j = 1; j <= 3; ++j)
            if (at[j] >= 0) mark(at[j] ^ 1);
        continue;
      }
      if (y)
        for (std::uint32_t m = masks_[static_cast<std::size_t>(c)] & ~(1U << d); m != 0; m &= m - 1)
          mark(key(c * N + std::countr_zero(m), true));
      CellSet peers = places_[static_cast<std::size_t>(d)] & G::peers[static_cast<std::size_t>(c)];
      for (Cell z : peers) mark(key(z.index() * N + d, true));
    }
  }
  [[nodiscard]] bool reaches(int k) const { return reach_[static_cast<std::size_t>(k)] != 0; }

  void unary(int id, bool y, bool x, std::vector<Found>& found) {
    const int start = key(id, true);
    if (reaches(start)) cycles_from(start, y, x, found);
    if (!x) return;
    // forcing chains: from the candidate true to it false, and from it false to it true
    for (bool value : {true, false})
      if (reaches(key(id, value))) chains_from(id, value, y, x, found);
  }

  // A cycle that needs the chain passes a link the chain changed, so each of its nodes
  // reaches that link (round the cycle): the search walks only nodes that reach one. Every
  // cycle of such nodes alone is still found, and from the same parents, as a node that
  // reaches one is only ever found from another that does.
  void cycles_from(int start, bool y, bool x, std::vector<Found>& found) {
    // cycles: breadth first, a falsity taken again by each path that does not pass it
    count_ = 0;
    fresh();
    std::vector<int>& cycles = cycles_;
    std::vector<int>& on_queue = on_queue_;
    std::vector<int>& off_queue = off_queue_;
    cycles.clear();
    off_queue.clear();
    on_queue.assign(1, push(start, -1, kNoCause));
    see(start);
    for (int length = 0; !on_queue.empty() || !off_queue.empty();) {
      ++length;
      for (std::size_t i = 0; i < on_queue.size(); ++i) {
        const int n = on_queue[i];
        on_to_off(nodes_[static_cast<std::size_t>(n)].key, y, [&](int k, int cause) {
          if (reaches(k) && !is_parent(n, k)) off_queue.push_back(push(k, n, cause));
        });
      }
      on_queue.clear();
      ++length;
      for (std::size_t i = 0; i < off_queue.size(); ++i) {
        const int n = off_queue[i];
        off_to_on(nodes_[static_cast<std::size_t>(n)].key, y, x, [&](int k, int cause) {
          if (length >= 4 && k == start) cycles.push_back(push(k, n, cause));
          if (!seen(k) && reaches(k)) {
            see(k);
            on_queue.push_back(push(k, n, cause));
          }
        });
      }
      off_queue.clear();
    }
    for (int n : cycles) cycle_hint(n, y, x, found);
  }

  void chains_from(int id, bool value, bool y, bool x, std::vector<Found>& found) {
    const int from = key(id, value), to = key(id, !value);
    count_ = 0;
    fresh();
    std::vector<int>& chains = cycles_;
    std::vector<int>& on_q = on_queue_;
    std::vector<int>& off_q = off_queue_;
    chains.clear();
    on_q.clear();
    off_q.clear();
    (value ? on_q : off_q).push_back(push(from, -1, kNoCause));
    see(from);
    auto target = [&](int k, int n, int cause) {
      if (k == to && chains.empty()) chains.push_back(push(k, n, cause));
    };
    // the first chain to the opposite is the one: the search ends there
    while ((!on_q.empty() || !off_q.empty()) && chains.empty()) {
      for (std::size_t i = 0; i < on_q.size() && chains.empty(); ++i) {
        const int n = on_q[i];
        on_to_off(nodes_[static_cast<std::size_t>(n)].key, y, [&](int k, int cause) {
          target(k, n, cause);
          if (!seen(k)) {
            see(k);
            off_q.push_back(push(k, n, cause));
          }
        });
      }
      on_q.clear();
      for (std::size_t i = 0; i < off_q.size() && chains.empty(); ++i) {
        const int n = off_q[i];
        off_to_on(nodes_[static_cast<std::size_t>(n)].key, y, true, [&](int k, int cause) {
          target(k, n, cause);
          if (!seen(k)) {
            see(k);
            on_q.push_back(push(k, n, cause));
          }
        });
      }
      off_q.clear();
    }
    for (int n : chains) chain_hint(n, y, x, found);
  }

  // A hint that does not need the chain is not taken in (nest()): none is made of it.
  void cycle_hint(int end, bool y, bool x, std::vector<Found>& found) const {
    const bool both = y && x;
    // the path from the end back to the start (the start itself not walked: it is the end)
    std::vector<int> path;
    for (int n = end; nodes_[static_cast<std::size_t>(n)].parent >= 0; n = nodes_[static_cast<std::size_t>(n)].parent)
      path.push_back(n);
    NestedHint h;
    for (int n : path) {
      const Node& node = nodes_[static_cast<std::size_t>(n)];
      removed_for<B>(outer_, masks_, node.key / 2, node.cause, h.needed);
    }
    if (h.needed.empty()) return;
    CellSet cells{};
    for (int n : path) cells.set(Cell(nodes_[static_cast<std::size_t>(n)].key / 2 / N));
    // by digit, the cells that see a truth of the cycle, and those that see a falsity
    std::array<CellSet, N> forth{}, back{};
    for (int n : path) {
      const int k = nodes_[static_cast<std::size_t>(n)].key, id = k / 2, d = id % N;
      (on(k) ? forth : back)[static_cast<std::size_t>(d)] |=
          (G::peers[static_cast<std::size_t>(id / N)] - cells) & places_[static_cast<std::size_t>(d)];
    }
    CellSet any{};
    for (int d = 0; d < N; ++d) {
      forth[static_cast<std::size_t>(d)] &= back[static_cast<std::size_t>(d)];
      any |= forth[static_cast<std::size_t>(d)];
    }
    for (Cell c : any) {
      std::uint32_t digits = 0;
      for (int d = 0; d < N; ++d)
        if (forth[static_cast<std::size_t>(d)].test(c)) digits |= 1U << d;
      h.removable.emplace_back(c.index(), digits);
    }
    if (h.removable.empty()) return;
    hash_order(h.removable);
    std::uint64_t print = 1;
    std::vector<int> keys;
    for (int n : path) {
      const Node& node = nodes_[static_cast<std::size_t>(n)];
      if (std::find(keys.begin(), keys.end(), node.key) == keys.end()) keys.push_back(node.key);
      print = mix(print, static_cast<std::uint64_t>(node.key));
    }
    h.complexity = static_cast<int>(keys.size());
    h.print = print;
    const int difficulty = (both ? 70 : 65) + se_length_increment(h.complexity);
    const int sort_key = both ? 4 : (y ? 3 : 2);
    found.push_back({difficulty, sort_key, std::move(h)});
  }

  void chain_hint(int end, bool y, bool x, std::vector<Found>& found) const {
    NestedHint h;
    const int k = nodes_[static_cast<std::size_t>(end)].key, id = k / 2, c = id / N;
    if (on(k))
      h.removable.emplace_back(c, masks_[static_cast<std::size_t>(c)] & ~(1U << (id % N)));
    else
      h.removable.emplace_back(c, 1U << (id % N));
    std::uint64_t print = 3;
    int count = 0;
    for (int n = end; n >= 0; n = nodes_[static_cast<std::size_t>(n)].parent) {
      const Node& z = nodes_[static_cast<std::size_t>(n)];
      if (on(z.key)) removed_for<B>(outer_, masks_, z.key / 2, z.cause, h.needed);
      print = mix(print, static_cast<std::uint64_t>(z.key));
      ++count;
    }
    if (h.needed.empty()) return;
    h.complexity = count;
    h.print = print;
    const bool both = y && x;
    const int difficulty = (both ? 70 : 66) + se_length_increment(h.complexity);
    found.push_back({difficulty, both ? 4 : (y ? 3 : 2), std::move(h)});
  }

  static constexpr int key(int id, bool value) { return id * 2 + (value ? 1 : 0); }
  static constexpr bool on(int k) { return (k & 1) != 0; }

  const Masks& masks_;
  const Masks& outer_;
  std::array<CellSet, N> places_{};                      // by digit: its cells
  std::array<CellSet, N> removed_{};                     // by digit: the cells the chain took it from
  std::array<int, 4 * G::candidates> links_{};           // by candidate: cell, box, row, column
  std::array<std::uint32_t, 2 * G::candidates> seen_{};  // by potential: the search that saw it
  std::array<std::uint8_t, 2 * G::candidates> reach_{};  // by potential: reaching() holds it
  std::uint32_t stamp_ = 0;
  std::vector<Node> nodes_;  // the first count_ are the search's
  int count_ = 0;
  std::vector<int> cycles_, on_queue_, off_queue_;
};

// A step found, before it is written out.
struct Hint {
  enum Kind { contradiction = 7, both = 1, cell = 5, house = 6 };  // Sudoku Explainer's order among equals
  Kind kind;
  int complexity = 0;
  int difficulty = 0;
  int target = -1;    // the conclusion's potential (a contradiction: its premise)
  int branches = -1;  // its premises and their chains: a list of DynamicChains::groups_
  int where = -1;     // a house hint's house
};

using Branches = std::vector<std::pair<int, const Run*>>;  // premise and chain

template <int B>
class DynamicChains {
 public:
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;
  using Masks = std::array<std::uint32_t, G::cells>;
  static constexpr int N = G::size;

  // The nested searches a search may make, shared by the searches nested in it.
  struct Work {
    long used = 0;
    long limit;
    bool spent = false;
  };

  DynamicChains(const Grid<B>& g, Technique t, Sink& sink, const Budget& budget, Work& work)
      : DynamicChains(g, rule_of(t), candidate_masks(g), nullptr, budget, work, 0) {
    t_ = t;
    sink_ = &sink;
  }

  // A rule nested in a chain of depth - 1: it searches the chain's candidates (`source`),
  // and names the candidates the chain removed from the outer position (`outer`).
  DynamicChains(const Grid<B>& g, Rule rule, const Masks& source, const Masks* outer, const Budget& budget, Work& work,
                int depth)
      : g_(g), rule_(rule), budget_(budget), work_(work), outer_(outer), depth_(depth), source_(source) {
    for (int c = 0; c < G::cells; ++c)
      for (int d = 0; d < N; ++d)
        if (has(source_, c, d)) source_places_[static_cast<std::size_t>(d)].set(Cell(c));
    for (int c = 0; c < G::cells; ++c)
      if (const auto v = g.value(Cell(c))) ++placed_count_[static_cast<std::size_t>(v->index())];
    where_.assign(2 * static_cast<std::size_t>(G::candidates), -1);
    on_runs_.resize(G::candidates);
    off_runs_.resize(G::candidates);
  }

  void run() {
    const std::vector<Hint> found = hints();
    if (work_.spent) return;  // past its bound, a search says nothing
    for (const Hint& h : found)
      if (std::optional<Step> s = step(h))
        if (!sink_->accept(std::move(*s))) return;
  }

  // The hints as a chain that nests this rule takes them in, Sudoku Explainer's first.
  std::vector<NestedHint> nested_hints() {
    std::vector<NestedHint> out;
    for (const Hint& h : hints()) out.push_back(nested_hint(h));
    return out;
  }

 private:
  static Masks candidate_masks(const Grid<B>& g) {
    Masks m{};
    for (int c = 0; c < G::cells; ++c)
      m[static_cast<std::size_t>(c)] =
          g.value(Cell(c)) ? 0U : static_cast<std::uint32_t>(g.candidates(Cell(c)).word(0));
    return m;
  }

  std::vector<Hint> hints() {
    std::vector<Hint> hints;
    if (pruned()) needing();
    for (int c = 0; c < G::cells; ++c) {
      if (budget_.spent() || work_.spent) return {};
      const int card = std::popcount(source_[static_cast<std::size_t>(c)]);
      if (card > 2 || (card > 1 && rule_.dynamic)) cell_hints(c, card, hints);
    }
    for (Hint& h : hints) h.difficulty = rule_.base + se_length_increment(h.complexity);
    std::stable_sort(hints.begin(), hints.end(), [](const Hint& a, const Hint& b) {
      if (a.difficulty != b.difficulty) return a.difficulty < b.difficulty;
      if (a.complexity != b.complexity) return a.complexity < b.complexity;
      return a.kind < b.kind;
    });
    return hints;
  }

  static int cand(int cell, int digit) { return cell * N + digit; }
  static int cell_of(int id) { return id / N; }
  static int digit_of(int id) { return id % N; }
  static Candidate candidate(int id) { return {Cell(cell_of(id)), Digit(digit_of(id))}; }
  [[nodiscard]] bool has(const std::array<std::uint32_t, G::cells>& m, int cell, int digit) const {
    return ((m[static_cast<std::size_t>(cell)] >> digit) & 1U) != 0;
  }
  // Sudoku Explainer's houses of a cell, box first.
  static const std::array<House, 3>& houses(int cell) { return se_houses<B>(cell); }
  static const std::array<Cell, N>& cells_of(House h) { return G::house_cells[static_cast<std::size_t>(h.index())]; }

  // Everything one cell's candidates start (Sudoku Explainer's order): for each digit, its
  // contradictions, its on/off conclusions and the houses it starts; then the cell's.
  void cell_hints(int c, int card, std::vector<Hint>& hints) {
    const bool contradictions = rule_.dynamic || rule_.nishio;
    const bool both = card >= 3 && !rule_.nishio && rule_.dynamic;
    const bool cell = !rule_.nishio && (card == 2 || (rule_.multiple && card > 2)) && cell_needed(c);
    std::array<const Run*, N> values{};
    for (int d = 0; d < N; ++d) {
      if (!has(source_, c, d)) continue;
      const int id = cand(c, d);
      if (rule_.nishio) {
        for (bool value : {true, false})
          if (nishio_clash(id, value)) contradiction(id, value, chain(key(id, value)), hints);
        continue;
      }
      if (cell || contradictions || both) values[static_cast<std::size_t>(d)] = &chain(key(id, true));
      if (contradictions || both)
        binary(id, *values[static_cast<std::size_t>(d)], chain(key(id, false)), contradictions, both, hints);
      house_hints(c, d, hints);
    }
    if (cell) {
      Branches branches;
      branches.reserve(static_cast<std::size_t>(card));
      for (int d = 0; d < N; ++d)
        if (has(source_, c, d)) branches.emplace_back(key(cand(c, d), true), values[static_cast<std::size_t>(d)]);
      common(branches, Hint::cell, hints);
    }
  }

  // A candidate on and off: each side's contradiction, and what both sides reach.
  void binary(int id, const Run& on_run, const Run& off_run, bool contradictions, bool both, std::vector<Hint>& hints) {
    if (contradictions) {
      contradiction(id, true, on_run, hints);
      contradiction(id, false, off_run, hints);
    }
    if (!both) return;
    Potentials common;
    const std::array<const Run*, 2> sides{&on_run, &off_run};
    if (!reached_by_all(sides, common)) return;
    const int pair = group({{key(id, true), &on_run}, {key(id, false), &off_run}});
    for (bool value : {true, false})
      for (int n = 0; n < on_run.nodes(); ++n) {
        const int k = on_run.key(n);
        if (on(k) != value || !holds(common, k) || !worth(k)) continue;
        const int m = off_run.find(k);
        hints.push_back(
            {.kind = Hint::both,
             .complexity =
                 on_run.size(n) + off_run.size(m) +
                 (on_run.has_nested || off_run.has_nested ? nested_size({{&on_run, {n}}, {&off_run, {m}}}) : 0),
             .target = k,
             .branches = pair});
      }
  }

  // The candidate `value` (on or off), when its chain meets a contradiction: the opposite.
  void contradiction(int id, bool value, const Run& run, std::vector<Hint>& hints) {
    if (!run.contradiction()) return;
    hints.push_back({.kind = Hint::contradiction,
                     .complexity = run.clash_size() + (run.has_nested ? nested_size({{&run, clash_ends(run)}}) : 0),
                     .target = key(id, value),
                     .branches = group({{key(id, value), &run}})});
  }

  // Whether the Nishio chain of the candidate `value` meets a contradiction, read off the
  // closure of its digit's places instead of followed: a chain is a function of what it
  // reaches, and so is whether it meets a contradiction. Its truths are the places left
  // alone in a house that lost one, its falsities the places that see a truth; it meets
  // one where a place is both, or a house of two places or more loses them all (its last
  // but one falsity, when followed, leaves the last place a truth). The chain is followed
  // only then, for its steps and their proofs.
  [[nodiscard]] bool nishio_clash(int id, bool value) const {
    const int d = digit_of(id);
    const CellSet& places = source_places_[static_cast<std::size_t>(d)];
    CellSet truths{}, falsities{};
    const Cell c(cell_of(id));
    if (value) {
      truths.set(c);
      falsities = G::peers[static_cast<std::size_t>(c.index())] & places;
    } else {
      falsities.set(c);
    }
    for (bool grew = true; grew;) {
      grew = false;
      if ((truths & falsities).any()) return true;
      for (int h = 0; h < G::houses; ++h) {
        const CellSet& in = G::house_mask[static_cast<std::size_t>(h)];
        const CellSet here = places & in;
        if ((falsities & in).none()) continue;
        const CellSet left = here - falsities;
        if (left.none()) {
          if (here.count() >= 2) return true;
          continue;
        }
        if (left.count() != 1 || (truths & left).any()) continue;
        truths |= left;
        falsities |= G::peers[static_cast<std::size_t>(left.first().index())] & places;
        grew = true;
      }
    }
    return false;
  }

  // The houses through the cell where the digit's first place is this cell: every place
  // of the digit there, assumed on.
  void house_hints(int c, int d, std::vector<Hint>& hints) {
    for (House h : houses(c)) {
      const CellSet places = source_places_[static_cast<std::size_t>(d)] & mask(h);  // in the house's order
      const int n = places.count();
      if (!(n == 2 || (rule_.multiple && n > 2)) || places.first().index() != c || !places_needed(places, h, d))
        continue;
      Branches branches;
      branches.reserve(static_cast<std::size_t>(n));
      for (Cell x : places) branches.emplace_back(key(cand(x.index(), d), true), &chain(key(cand(x.index(), d), true)));
      common(branches, Hint::house, hints, h.index());
    }
  }

  // A static rule nested in a chain (multiple forcing chains) gives the chain only hints
  // that need it: that reach a truth in a constraint (a cell, a digit in a house) the
  // chain removed candidates from, or start from one, as the truth then needs them gone
  // (nested_hint). Its premises that can reach such a truth are found backwards from them
  // all: a truth follows from the falsity of its cell's other candidate, where the cell
  // has two, or of its digit's other place, where a house has two; a falsity from a truth
  // that sees it. A group of premises none of which can is not followed: none of its hints
  // would be taken in. (A dynamic rule's links change along its chains, so it is followed
  // whole.)
  [[nodiscard]] bool pruned() const { return outer_ != nullptr && !rule_.dynamic && !rule_.nishio; }

  void needing() {
    outer_removed_ = {};
    for (int c = 0; c < G::cells; ++c)
      for (std::uint32_t m = (*outer_)[static_cast<std::size_t>(c)] & ~source_[static_cast<std::size_t>(c)]; m != 0;
           m &= m - 1)
        outer_removed_[static_cast<std::size_t>(std::countr_zero(m))].set(Cell(c));
    needs_.assign(2 * static_cast<std::size_t>(G::candidates), 0);
    std::vector<int>& todo = todo_;
    todo.clear();
    auto mark = [&](int k) {
      if (needs_[static_cast<std::size_t>(k)] != 0) return;
      needs_[static_cast<std::size_t>(k)] = 1;
      todo.push_back(k);
    };
    // the truths a link through such a constraint gives
    for (int c = 0; c < G::cells; ++c) {
      const std::uint32_t here = source_[static_cast<std::size_t>(c)];
      const bool cell_link = std::popcount(here) == 2 && cell_dirty(c);
      for (std::uint32_t m = here; m != 0; m &= m - 1) {
        const int d = std::countr_zero(m);
        bool dirty = cell_link;
        for (House h : houses(c))
          dirty = dirty || ((source_places_[static_cast<std::size_t>(d)] & mask(h)).count() == 2 && house_dirty(h, d));
        if (dirty) mark(key(cand(c, d), true));
      }
    }
    for (std::size_t i = 0; i < todo.size(); ++i) {
      const int k = todo[i], id = id_of(k), c = cell_of(id), d = digit_of(id);
      const std::uint32_t others = source_[static_cast<std::size_t>(c)] & ~(1U << d);
      const CellSet& places = source_places_[static_cast<std::size_t>(d)];
      if (on(k)) {
        if (std::popcount(others) == 1) mark(key(cand(c, std::countr_zero(others)), false));
        for (House h : houses(c)) {
          CellSet rest = places & mask(h);
          rest.reset(Cell(c));
          if (rest.count() == 1) mark(key(cand(rest.first().index(), d), false));
        }
        continue;
      }
      for (std::uint32_t m = others; m != 0; m &= m - 1) mark(key(cand(c, std::countr_zero(m)), true));
      for (Cell z : G::peers[static_cast<std::size_t>(c)] & places) mark(key(cand(z.index(), d), true));
    }
  }

  [[nodiscard]] bool cell_dirty(int c) const {
    return ((*outer_)[static_cast<std::size_t>(c)] & ~source_[static_cast<std::size_t>(c)]) != 0;
  }
  [[nodiscard]] bool house_dirty(House h, int d) const {
    return (outer_removed_[static_cast<std::size_t>(d)] & mask(h)).any();
  }

  // Whether a hint from the cell's candidates, or from the digit's places in the house, can
  // need the chain a static rule is nested in; always, for any other rule.
  [[nodiscard]] bool cell_needed(int c) const {
    if (!pruned() || cell_dirty(c)) return true;
    for (std::uint32_t m = source_[static_cast<std::size_t>(c)]; m != 0; m &= m - 1)
      if (needs_[static_cast<std::size_t>(key(cand(c, std::countr_zero(m)), true))] != 0) return true;
    return false;
  }
  [[nodiscard]] bool places_needed(const CellSet& places, House h, int d) const {
    if (!pruned() || house_dirty(h, d)) return true;
    for (Cell x : places)
      if (needs_[static_cast<std::size_t>(key(cand(x.index(), d), true))] != 0) return true;
    return false;
  }

  // What every branch reaches, in the first branch's order.
  void common(const Branches& branches, Hint::Kind kind, std::vector<Hint>& hints, int house = -1) {
    const Run& lead = *branches[0].second;
    Potentials everywhere;
    std::array<const Run*, N> runs{};
    for (std::size_t i = 0; i < branches.size(); ++i) runs[i] = branches[i].second;
    if (!reached_by_all(std::span(runs.data(), branches.size()), everywhere)) return;
    int at = -1;
    for (bool value : {true, false})
      for (int n = 0; n < lead.nodes(); ++n) {
        const int k = lead.key(n);
        if (on(k) != value || !holds(everywhere, k) || !worth(k)) continue;
        int complexity = 0;
        bool nested = false;
        for (const auto& [premise, run] : branches) {
          complexity += run->size(run->find(k));
          nested = nested || run->has_nested;
        }
        if (nested) {
          std::vector<std::pair<const Run*, std::vector<int>>> ends;
          for (const auto& [premise, run] : branches) ends.push_back({run, {run->find(k)}});
          complexity += nested_size(ends);
        }
        if (at < 0) at = group(branches);
        hints.push_back({.kind = kind, .complexity = complexity, .target = k, .branches = at, .where = house});
      }
  }

  // Potentials as bits. Few of a run's nodes are reached by the others it is read with, so
  // what they all reach is found first, word by word.
  using Potentials = std::array<std::uint64_t, (2 * G::candidates + 63) / 64>;
  static bool reached_by_all(std::span<const Run* const> runs, Potentials& out) {
    std::uint64_t any = 0;
    for (std::size_t w = 0; w < out.size(); ++w) {
      std::uint64_t all = ~std::uint64_t{0};
      for (const Run* r : runs) all &= r->present[w];
      out[w] = all;
      any |= all;
    }
    return any != 0;
  }
  static bool holds(const Potentials& bits, int k) {
    return ((bits[static_cast<std::size_t>(k) / 64] >> (k % 64)) & 1U) != 0;
  }

  // The nodes a contradiction follows from: both sides of the candidate found on and off.
  static std::vector<int> clash_ends(const Run& r) {
    std::vector<int> ends = r.clash_parents;
    ends.push_back(r.clash_node);
    return ends;
  }

  // Sudoku Explainer's nested size: the sizes of the nested hints among the ancestors of
  // the given nodes, each hint (by its chains) once.
  int nested_size(const std::vector<std::pair<const Run*, std::vector<int>>>& ends) const {
    std::vector<std::uint64_t> seen;
    int total = 0;
    for (const auto& [run, from] : ends) {
      if (!run->has_nested) continue;
      const std::vector<bool> needed = run->ancestors(from);
      for (int n = 0; n < run->nodes(); ++n) {
        const int i = run->node[static_cast<std::size_t>(n)].nested;
        if (i < 0 || !needed[static_cast<std::size_t>(n)]) continue;
        const NestedRecord& rec = nested_[static_cast<std::size_t>(i)];
        if (std::find(seen.begin(), seen.end(), rec.print) != seen.end()) continue;
        seen.push_back(rec.print);
        total += rec.complexity;
      }
    }
    return total;
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
      // the runs of this thread's earlier searches at this depth, reused with the room they grew
      thread_local std::array<std::vector<std::unique_ptr<Run>>, kDepths> pools;
      std::vector<std::unique_ptr<Run>>& pool = pools[static_cast<std::size_t>(depth_)];
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
    add(r, premise, nullptr, 0, kNoCause);
    // the truths waiting, and then the falsities, each in the order found: the nodes of
    // that polarity from its cursor on
    int next_on = 0, next_off = 0;
    auto pending = [&](int& next, bool value) {
      while (next < r.nodes() && on(r.key(next)) != value) ++next;
      return next < r.nodes();
    };
    for (;;) {
      if (pending(next_on, true)) {
        if (on_to_off(r, next_on++)) break;
        continue;
      }
      if (pending(next_off, false)) {
        if (off_to_on(r, next_off++)) break;
        continue;
      }
      if (rule_.level > 0 && patterns(r)) continue;
      break;
    }
    for (const Run::Node& x : r.node) where_[static_cast<std::size_t>(x.key)] = -1;
    // a Nishio chain gives steps by its contradiction alone: one without is never read
    if (!rule_.nishio || r.contradiction()) r.ready(2 * G::candidates);
  }

  // A node; `nested`: -2 for an implication of the chain's own, -1 for a pattern's
  // elimination, else the nested hint (an index of nested_) that gave it.
  void add(Run& r, int k, const int* parents, std::size_t count, int cause, int nested = -2) {
    const int n = r.nodes();
    r.node.push_back({.key = k, .first = static_cast<int>(r.parents.size()), .cause = cause, .nested = nested});
    if (count == 1)
      r.parents.push_back(*parents);
    else
      r.parents.insert(r.parents.end(), parents, parents + count);
    r.has_nested = r.has_nested || nested >= 0;
    where_[static_cast<std::size_t>(k)] = n;
  }

  [[nodiscard]] int node(int k) const { return where_[static_cast<std::size_t>(k)]; }

  // A truth: its cell's other digits (but in a Nishio chain) and its digit's other places
  // in its box, row and column go off. True when that meets a truth.
  bool on_to_off(Run& r, int n) {
    const int id = id_of(r.key(n));
    const int c = cell_of(id), d = digit_of(id);
    Few<4 * N> offs;  // the cell's other digits and the digit's other places in three houses
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
      if (node(key(y, false)) < 0) add(r, key(y, false), &n, 1, kNoCause);
    }
    return false;
  }

  // A falsity: a cell left with one other digit (not in a Nishio chain), or a house left
  // with one other place for the digit, sets it; in a dynamic chain the falsity then leaves
  // the chain's candidates. True when that meets a falsity.
  bool off_to_on(Run& r, int n) {
    const int id = id_of(r.key(n));
    const int c = cell_of(id), d = digit_of(id);
    // each truth found: its key, its cause, then where its parents start in on_parents_
    on_keys_.clear();
    on_parents_.clear();
    auto found = [&](int k) {
      for (std::size_t i = 0; i < on_keys_.size(); i += 3)
        if (on_keys_[i] == k) return true;
      return false;
    };
    auto open = [&](int k, int cause) {
      on_keys_.push_back(k);
      on_keys_.push_back(cause);
      on_keys_.push_back(static_cast<int>(on_parents_.size()));
      on_parents_.push_back(n);
    };
    if (!rule_.nishio && std::popcount(masks_[static_cast<std::size_t>(c)]) == 2) {
      open(key(cand(c, std::countr_zero(masks_[static_cast<std::size_t>(c)] & ~(1U << d))), true), kCellCause);
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
      open(key(cand(other, d), true), h.index());
      for (Cell x :
           source_places_[static_cast<std::size_t>(d)] & ~places & G::house_mask[static_cast<std::size_t>(h.index())])
        on_parents_.push_back(node(key(cand(x.index(), d), false)));
    }
    if (rule_.dynamic) {
      masks_[static_cast<std::size_t>(c)] &= ~(1U << d);
      places.reset(Cell(c));
    }
    for (std::size_t i = 0; i < on_keys_.size(); i += 3) {
      const int k = on_keys_[i], cause = on_keys_[i + 1];
      const auto from = static_cast<std::size_t>(on_keys_[i + 2]);
      const std::size_t to = i + 3 < on_keys_.size() ? static_cast<std::size_t>(on_keys_[i + 5]) : on_parents_.size();
      const int* parents = on_parents_.data() + from;
      if (std::find(parents, parents + (to - from), -1) != parents + (to - from)) continue;
      if (const int m = node(k ^ 1); m >= 0) {
        r.clash_node = m;
        r.clash_key = k;
        r.clash_cause = cause;
        r.clash_parents.assign(parents, parents + (to - from));
        return true;
      }
      if (node(k) < 0) add(r, k, parents, to - from, cause);
    }
    return false;
  }

  // --- Dynamic+: the eliminations of patterns on the chain's candidates -----------------

  struct Off {
    int key;
    std::vector<int> parents;  // nodes
    int nested;                // -1: a pattern's; else an index of nested_
  };
  using Found = std::vector<Off>;

  // The first of pointing and claiming, hidden pairs, naked pairs and X-Wings, and then of
  // the rules the level nests (forcing chains and cycles, multiple forcing chains, or
  // dynamic forcing chains), that has eliminations needing the chain joins them to it.
  // True when something new joined.
  bool patterns(Run& r) {
    // a pattern's eliminations need the chain only where it removed candidates: the
    // patterns are sought there alone
    changed_ = {};
    for (int d = 0; d < N; ++d) {
      removed_[static_cast<std::size_t>(d)] =
          source_places_[static_cast<std::size_t>(d)] - places_[static_cast<std::size_t>(d)];
      changed_ |= removed_[static_cast<std::size_t>(d)];
    }
    Found found;
    locking(found);
    if (found.empty()) hidden_pairs(found);
    if (found.empty()) naked_pairs(found);
    if (found.empty()) x_wings(found);
    if (found.empty() && rule_.level >= 2 && rule_.level < 4 && charge())
      nest(UnaryChains<B>(masks_, source_).hints(), found);
    if (found.empty() && rule_.level == 3 && charge()) {
      const Rule multiple{.multiple = true, .dynamic = false, .nishio = false, .level = 0, .base = 80};
      nest(DynamicChains(g_, multiple, masks_, &source_, budget_, work_, depth_ + 1).nested_hints(), found);
    }
    if (found.empty() && rule_.level >= 4 && charge())
      nest(DynamicChains(g_, dynamic_rule(rule_.nesting), masks_, &source_, budget_, work_, depth_ + 1).nested_hints(),
           found);
    bool added = false;
    for (const Off& f : found)
      if (node(f.key) < 0) {
        add(r, f.key, f.parents.data(), f.parents.size(), kNoCause, f.nested);
        added = true;
      }
    return added;
  }

  // One more nested search, if the bound allows.
  bool charge() {
    if (work_.used >= work_.limit) work_.spent = true;
    if (work_.spent) return false;
    ++work_.used;
    return true;
  }

  // A nested rule's hints in its order, each whose needed candidates the chain removed.
  void nest(const std::vector<NestedHint>& hints, Found& found) {
    for (const NestedHint& h : hints) {
      // a hint that holds without the chain is not taken in
      if (h.needed.empty() ||
          std::any_of(h.needed.begin(), h.needed.end(), [&](int id) { return node(key(id, false)) < 0; }))
        continue;
      nested_.push_back({h.print, h.complexity, h.cases});
      emit(h.removable, h.needed, found, static_cast<int>(nested_.size()) - 1);
    }
  }

  // A pattern's eliminations (cell, digits), with the places it needed gone (candidate ids),
  // in the order Sudoku Explainer's hash map of cells gives them.
  void emit(std::vector<std::pair<int, std::uint32_t>> removable, const std::vector<int>& needed, Found& found,
            int nested = -1) const {
    if (removable.empty() || needed.empty()) return;
    std::vector<int> parents;
    for (int id : needed) {
      const int m = node(key(id, false));
      if (m < 0) return;
      parents.push_back(m);
    }
    if (nested < 0) hash_order(removable);
    for (const auto& [c, digits] : removable)
      for (int d = 0; d < N; ++d)
        if (((digits >> d) & 1U) != 0) found.push_back({key(cand(c, d), false), parents, nested});
  }

  // As a chain nesting this rule takes a hint in (the chain's candidates are this rule's
  // source, the outer position's `outer_`).
  NestedHint nested_hint(const Hint& h) const {
    NestedHint out;
    out.complexity = h.complexity;
    const int id = id_of(h.target), c = cell_of(id), d = digit_of(id);
    const bool placed = h.kind == Hint::contradiction ? !on(h.target) : on(h.target);
    out.removable.emplace_back(c, placed ? source_[static_cast<std::size_t>(c)] & ~(1U << d) : 1U << d);
    auto need = [&](int x, int cause) { removed_for<B>(*outer_, source_, x, cause, out.needed); };
    const int premise_cause = h.kind == Hint::cell ? kCellCause : (h.kind == Hint::house ? h.where : kNoCause);
    std::uint64_t print = mix(static_cast<std::uint64_t>(h.kind), static_cast<std::uint64_t>(h.target));
    for (const auto& [premise, run] : groups_[static_cast<std::size_t>(h.branches)]) {
      std::vector<bool> needed;
      if (h.kind == Hint::contradiction) {
        needed = run->ancestors(clash_ends(*run));
        if (on(run->clash_key)) need(id_of(run->clash_key), run->clash_cause);
        print = mix(print, static_cast<std::uint64_t>(run->clash_key));
      } else {
        needed = run->ancestors({run->find(h.target)});
      }
      for (int n = 0; n < run->nodes(); ++n) {
        if (!needed[static_cast<std::size_t>(n)]) continue;
        const int k = run->key(n);
        print = mix(print, static_cast<std::uint64_t>(k));
        if (on(k)) need(id_of(k), n == 0 ? premise_cause : run->node[static_cast<std::size_t>(n)].cause);
      }
      if (h.kind != Hint::contradiction) out.cases.push_back(id_of(premise));
    }
    out.print = print;
    if (h.kind == Hint::both) out.cases.resize(1);  // one candidate, true and then false
    return out;
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
          if ((removed_[static_cast<std::size_t>(d)] & mask(h1)).none()) continue;
          const CellSet locked = places_[static_cast<std::size_t>(d)] & mask(h1);
          if (locked.count() < 2) continue;
          // the one house of kind k2 that may hold them all: its first cell's
          const House h2 = G::houses_of(locked.first())[static_cast<int>(k2)];
          if ((locked - mask(h2)).any()) continue;
          const CellSet removable = (places_[static_cast<std::size_t>(d)] & mask(h2)) - mask(h1);
          if (removable.none()) continue;
          const CellSet needed = (removed_[static_cast<std::size_t>(d)] & mask(h1)) - mask(h2);
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
        if (empty_cells(h) <= 4 || (changed_ & mask(h)).none()) continue;
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
        if (empty_cells(h) < 4 || (changed_ & mask(h)).none()) continue;
        for (int b = 1; b < N; ++b)
          for (int a = 0; a < b; ++a) {
            const int xa = cells_of(h)[static_cast<std::size_t>(a)].index();
            const int xb = cells_of(h)[static_cast<std::size_t>(b)].index();
            if (!changed_.test(Cell(xa)) && !changed_.test(Cell(xb))) continue;
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
            if (placed_count_[static_cast<std::size_t>(d)] + 4 > N || removed_[static_cast<std::size_t>(d)].none())
              continue;
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
            const CellSet needed = (removed_[static_cast<std::size_t>(d)] & (mask(ha) | mask(hb))) - covers;
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
        const int k = run->key(n);
        Implication i(candidate(id_of(k)), on(k));
        if (run->pattern(n)) {
          std::optional<ForcingBranch> refutation = refute(b, id_of(k), run->node[static_cast<std::size_t>(n)].nested);
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

  // Candidate x, assumed true where branch b has come to, leads to a contradiction: its
  // refutation. Singles alone refute a pattern's eliminations and those of nested chains of
  // single implications; the eliminations of a nested hint whose branches each lead to
  // what x contradicts split into its cases: each case but the last, assumed true, leads by
  // singles to a contradiction, and the last, then true, leads on to one.
  std::optional<ForcingBranch> refute(const ForcingBranch& b, int x, int nested) const {
    std::vector<Implication> known{b.premise};
    known.insert(known.end(), b.implications.begin(), b.implications.end());
    const Implication premise(candidate(x), true);
    if (auto steps = singles_to_contradiction(g_, known, premise))
      return ForcingBranch{.premise = premise, .implications = std::move(*steps), .contradiction = true};
    if (nested < 0 || nested_[static_cast<std::size_t>(nested)].cases.empty()) return std::nullopt;
    const std::vector<int>& cases = nested_[static_cast<std::size_t>(nested)].cases;
    ForcingBranch out{.premise = premise, .implications = {}, .contradiction = true};
    known.push_back(premise);
    // one candidate: true refuted, then false; a cell's or a house's: all but the last refuted
    const std::size_t refuted = cases.size() == 1 ? 1 : cases.size() - 1;
    for (std::size_t i = 0; i < refuted; ++i) {
      const Implication assumed(candidate(cases[i]), true);
      auto steps = singles_to_contradiction(g_, known, assumed);
      if (!steps) return std::nullopt;
      Implication off(candidate(cases[i]), false,
                      {ForcingBranch{.premise = assumed, .implications = std::move(*steps), .contradiction = true}});
      known.push_back(off);
      out.implications.push_back(std::move(off));
    }
    if (cases.size() > 1) {
      known.emplace_back(candidate(cases.back()), true);
      out.implications.emplace_back(candidate(cases.back()), true);
    }
    auto steps = singles_to_contradiction(g_, known);
    if (!steps) return std::nullopt;
    out.implications.insert(out.implications.end(), steps->begin(), steps->end());
    return out;
  }

  // How deep rules nest: a chain, the dynamic chains it nests, and theirs.
  static constexpr int kDepths = 3;

  const Grid<B>& g_;
  Technique t_ = Technique::dynamic_forcing_chain;
  Rule rule_;
  Sink* sink_ = nullptr;
  const Budget& budget_;
  Work& work_;
  const Masks* outer_;  // a nested rule's outer position, whose removals its hints need
  int depth_;
  Masks source_{};  // the position's candidates (a nested rule's: its chain's)
  std::array<int, N> placed_count_{};
  Masks masks_{};                                      // the chain being followed: its candidates
  std::array<CellSet, N> source_places_{}, places_{};  // by digit: its cells in the position, in the chain
  std::array<CellSet, N> removed_{};                   // by digit: the cells the chain took it from
  CellSet changed_{};                                  // the cells the chain took candidates from
  std::vector<int> where_;                             // by potential: its node in that chain, or -1
  std::array<CellSet, N> outer_removed_{};             // a nested rule's: by digit, the cells its chain took it from
  std::vector<std::uint8_t> needs_;                    // by potential: needing() reached it
  std::vector<int> todo_;                              // needing()'s potentials to go back from
  // At most M ints, in place: what one implication gives.
  template <std::size_t M>
  struct Few {
    std::array<int, M> items;
    std::size_t n = 0;
    void clear() { n = 0; }
    void push_back(int x) { items[n++] = x; }
    [[nodiscard]] std::size_t size() const { return n; }
    [[nodiscard]] const int* data() const { return items.data(); }
    [[nodiscard]] const int* begin() const { return items.data(); }
    [[nodiscard]] const int* end() const { return items.data() + n; }
    int operator[](std::size_t i) const { return items[i]; }
  };
  // What one falsity gives: at most four truths (its cell's and its three houses'), each a
  // key, a cause and where its parents start, each with at most N parents.
  Few<12> on_keys_;
  Few<4 * N> on_parents_;

  std::vector<Run*> on_runs_, off_runs_;  // by candidate id
  std::size_t used_ = 0;                  // runs taken from the pool
  std::vector<Branches> groups_;          // the hints' premises
  std::vector<NestedRecord> nested_;      // the nested hints the chains took in
};

}  // namespace

template <int B>
void find_dynamic_chains(FinderContext<B>& ctx, Technique t, Sink& sink, const Budget& budget, int nested_chains) {
  typename DynamicChains<B>::Work work{.limit = nested_chains};
  DynamicChains<B>(ctx.grid(), t, sink, budget, work).run();
}

SETLOGIC_EACH_BOX(SETLOGIC_DYNAMIC_CHAINS_INSTANCES, )

}  // namespace setlogic
