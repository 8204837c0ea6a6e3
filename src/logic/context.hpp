#pragma once
// The finder context: what the techniques at one position share, computed once and cached
// on the grid's version (core/grid.hpp: one version, one state), so that every technique
// the ladder tries at a position, and every thread of a find-all, reads the same tables.
//
//   links      per digit the conjugate pairs (a house with exactly two places for it), and
//              the bivalue cells: the strong links chains, colouring and wings start from
//   clusters   per digit the colouring clusters of its conjugate pairs
//   als        every almost locked set (n open cells of one house with n + 1 digits) up to a
//              number of cells, each cell set once whatever houses hold it, and the table of
//              their places, seers and restricted commons (als_table.hpp)
//   templates  the templates of every digit, refined for Template Set and Delete
//   chains     the graph of inferences (chain_graph.hpp) every chain technique walks, and
//              the steps of the nice-loop searches, which three techniques each read
//   implications  per kind (chains, nets) what each assumption implies (implications.hpp),
//              filled as the forcing finders and the Kraken fish ask
//   dead       per digit the candidates in no placement template (templates.hpp), kept per
//              digit while that digit's candidates and placements stay the same, so a step
//              about one digit leaves the others' answers standing
//
// The context follows its grid: bind() points it at a grid (the solve loop's, which changes
// between steps, or a copy of it), and each table is rebuilt when first asked for at a new
// version. Reading is safe from several threads at once; the grid must not change meanwhile.

#include <algorithm>
#include <array>
#include <atomic>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <thread>
#include <vector>

#include "core/grid.hpp"
#include "logic/limits.hpp"
#include "logic/step.hpp"
#include "logic/techniques/als_table.hpp"
#include "logic/techniques/chain_graph.hpp"
#include "logic/techniques/implications.hpp"
#include "logic/techniques/templates.hpp"

namespace setlogic {

template <int B>
struct LinkTable {
  using G = Geometry<B>;
  struct Conjugate {
    House house;
    Cell a, b;  // a before b
  };
  std::array<std::vector<Conjugate>, G::size> conjugates;  // by digit, houses in order
  typename G::CellSet bivalue;                             // open cells with two candidates

  static LinkTable of(const Grid<B>& g) {
    LinkTable t;
    for (int d = 0; d < G::size; ++d)
      for (int h = 0; h < G::houses; ++h) {
        if (g.count(House(h), Digit(d)) != 2) continue;
        const auto cells = G::house_mask[h] & g.cells_with(Digit(d));
        auto it = cells.begin();
        const Cell a = *it;
        const Cell b = *++it;
        t.conjugates[static_cast<std::size_t>(d)].push_back({House(h), a, b});
      }
    for (Cell c : g.unsolved())
      if (g.candidates(c).count() == 2) t.bivalue.set(c);
    return t;
  }
};

// The colouring clusters of one digit: its candidates joined by conjugate pairs, per cell
// its cluster, colour (0 or 1) and place in the breadth-first tree that coloured it.
template <int B>
struct Clusters {
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;
  struct Edge {
    Cell to;
    House house;
  };
  // a candidate is in at most three conjugate pairs: its row's, column's and box's
  std::array<std::array<Edge, 3>, G::cells> edges{};
  std::array<std::uint8_t, G::cells> degree{};
  std::array<int, G::cells> cluster{};
  std::array<int, G::cells> colour{};
  std::array<int, G::cells> depth{};
  std::array<Cell, G::cells> parent{};
  std::array<House, G::cells> via{};  // the house joining a cell to its parent
  std::vector<std::array<CellSet, 2>> classes;

  explicit Clusters(const std::vector<typename LinkTable<B>::Conjugate>& pairs) {
    cluster.fill(-1);
    for (const auto& p : pairs) {
      edges[p.a.index()][degree[p.a.index()]++] = {p.b, p.house};
      edges[p.b.index()][degree[p.b.index()]++] = {p.a, p.house};
    }
    for (int start = 0; start < G::cells; ++start) {
      if (degree[start] == 0 || cluster[start] >= 0) continue;
      const int k = static_cast<int>(classes.size());
      classes.push_back({});
      std::deque<Cell> queue{Cell(start)};
      cluster[start] = k;
      colour[start] = 0;
      depth[start] = 0;
      parent[start] = Cell(start);
      while (!queue.empty()) {
        const Cell c = queue.front();
        queue.pop_front();
        classes[k][colour[c.index()]].set(c);
        for (const Edge& e : neighbours(c)) {
          if (cluster[e.to.index()] >= 0) continue;
          cluster[e.to.index()] = k;
          colour[e.to.index()] = 1 - colour[c.index()];
          depth[e.to.index()] = depth[c.index()] + 1;
          parent[e.to.index()] = c;
          via[e.to.index()] = e.house;
          queue.push_back(e.to);
        }
      }
    }
  }

  [[nodiscard]] std::span<const Edge> neighbours(Cell c) const { return {edges[c.index()].data(), degree[c.index()]}; }

  // The tree path from a to b (one cluster), and the house of each step along it.
  void path(Cell a, Cell b, std::vector<Cell>& cells, std::vector<House>& houses) const {
    std::vector<Cell> up_a{a}, up_b{b};
    std::vector<House> via_a, via_b;
    while (up_a.back() != up_b.back()) {
      std::vector<Cell>& deeper = depth[up_a.back().index()] >= depth[up_b.back().index()] ? up_a : up_b;
      std::vector<House>& houses_of = &deeper == &up_a ? via_a : via_b;
      houses_of.push_back(via[deeper.back().index()]);
      deeper.push_back(parent[deeper.back().index()]);
    }
    cells = up_a;
    houses = via_a;
    for (std::size_t i = up_b.size() - 1; i-- > 0;) {
      cells.push_back(up_b[i]);
      houses.push_back(via_b[i]);
    }
  }
};

template <int B>
class FinderContext {
 public:
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;

  FinderContext() = default;
  explicit FinderContext(const Grid<B>& g) { bind(g); }
  FinderContext(const FinderContext&) = delete;
  FinderContext& operator=(const FinderContext&) = delete;

  void bind(const Grid<B>& g) { g_ = &g; }
  [[nodiscard]] const Grid<B>& grid() const { return *g_; }

  const LinkTable<B>& links() {
    std::lock_guard lock(mutex_);
    if (!links_ || links_version_ != g_->version()) {
      links_ = LinkTable<B>::of(*g_);
      links_version_ = g_->version();
    }
    return *links_;
  }

  // The colouring clusters of digit d (built from links()).
  const Clusters<B>& clusters(Digit d) {
    const auto& pairs = links().conjugates[static_cast<std::size_t>(d.index())];
    std::lock_guard lock(mutex_);
    auto& slot = clusters_[static_cast<std::size_t>(d.index())];
    if (!slot.built || slot.version != g_->version()) {
      slot.clusters.emplace(pairs);
      slot.version = g_->version();
      slot.built = true;
    }
    return *slot.clusters;
  }

  // Every ALS of at most max_cells cells, by house then by the cells' order in it. Large
  // sets on large grids number millions: the walk stops when `budget` is spent, leaving a
  // part that is not kept for the next search (its caller sees the budget spent too).
  const std::vector<AlsRecord<B>>& als(int max_cells, const Budget& budget = {}) {
    std::lock_guard lock(mutex_);
    if (als_version_ != g_->version() || als_cells_ != max_cells || !als_built_) {
      als_built_ = all_als(*g_, max_cells, budget, als_);
      als_version_ = g_->version();
      als_cells_ = max_cells;
    }
    return als_;
  }

  // The ALS table of every set of at most max_cells cells; with overlap, commons between sets
  // that share cells too. Built within `budget` as als() is.
  const AlsTable<B>& als_table(int max_cells, bool overlap, const Budget& budget = {}) {
    const std::vector<AlsRecord<B>>& sets = als(max_cells, budget);
    std::lock_guard lock(mutex_);
    const AlsKey key{max_cells, overlap};
    if (!als_built_) {
      als_table_.built = false;
      als_table_.value = {};
    } else if (!als_table_.built || als_table_.version != g_->version() || !(als_table_.key == key)) {
      als_table_.built = als_table_.value.rebuild(*g_, sets, overlap, budget);
      als_table_.version = g_->version();
      als_table_.key = key;
    }
    return als_table_.value;
  }

  const TemplateTable<B>& templates() {
    std::lock_guard lock(mutex_);
    if (!templates_ || templates_version_ != g_->version()) {
      templates_ = TemplateTable<B>::of(*g_);
      templates_version_ = g_->version();
    }
    return *templates_;
  }

  // The inference graph: of candidates alone for the chains that walk nothing else, with
  // the group nodes for the grouped ones, and with_als the ALS nodes of every ALS of up to
  // ChainLimits::kAlsCells cells too.
  const ChainGraph<B>& chain_graph(bool grouped, bool with_als = false) {
    const std::vector<AlsRecord<B>>* sets = with_als ? &als(ChainLimits::kAlsCells) : nullptr;
    std::lock_guard lock(mutex_);
    Graph& slot = graphs_[with_als ? 2 : grouped ? 1 : 0];
    if (!slot.graph || slot.version != g_->version()) {
      if (!slot.graph) slot.graph.emplace();
      slot.graph->rebuild(*g_, grouped || with_als, sets ? *sets : std::vector<AlsRecord<B>>{});
      slot.version = g_->version();
    }
    return *slot.graph;
  }

  // Per candidate node of the inference graph, whether some chain may eliminate it (slot 0:
  // chains of candidates, 1: grouped chains, 2: grouped chains through ALS nodes), computed
  // by `compute` the first time it is asked for at this version: the chain finders start
  // from these candidates only.
  template <typename Compute>
  std::vector<char> chain_targets(int slot, Compute&& compute) {
    return cached(targets_[static_cast<std::size_t>(slot)], 0, compute);
  }

  // The steps of one nice-loop search (slot 0 plain, 1 grouped) under these limits,
  // computed by `search` the first time they are asked for at this version; shared, not
  // copied, by the three techniques that read them.
  template <typename Search>
  std::shared_ptr<const std::vector<Step>> loop_steps(int slot, const ChainLimits& limits, Search&& search) {
    return cached(loops_[static_cast<std::size_t>(slot)], limits,
                  [&] { return std::make_shared<const std::vector<Step>>(search()); });
  }

  // The steps of one single-digit pattern (slot 0 kites, 1 empty rectangles) of every
  // digit under these limits, computed by `search` the first time they are asked for at
  // this version: the pattern and its dual read the same.
  template <typename Search>
  std::shared_ptr<const std::vector<Step>> pattern_steps(int slot, const PatternLimits& limits, Search&& search) {
    return cached(patterns_[static_cast<std::size_t>(slot)], limits,
                  [&] { return std::make_shared<const std::vector<Step>>(search()); });
  }

  // The implication table of chains, nets or nested nets at this version, empty at first.
  ImplicationTable<B>& implications(typename Propagation<B>::Kind kind) {
    std::lock_guard lock(mutex_);
    Implications& slot = implications_[static_cast<std::size_t>(kind)];
    if (!slot.table || slot.version != g_->version()) {
      slot.table = std::make_unique<ImplicationTable<B>>(*g_, kind);
      slot.version = g_->version();
    }
    return *slot.table;
  }

  // None when `stop` was spent before the answer was known (nothing is kept then).
  std::optional<CellSet> dead(Digit d, const Budget& stop = {}) {
    CellSet placed;
    for (int r = 0; r < G::size; ++r)
      if (g_->placed(G::row_house(r)).test(d))
        for (int c = 0; c < G::size; ++c)
          if (g_->value(G::cell(r, c)) == d) placed.set(G::cell(r, c));
    Dead& m = dead_[static_cast<std::size_t>(d.index())];
    // One lock per digit: the fish searches of a find-all run digit by digit on their
    // threads, and a mutex here would cost more than the lookup it guards.
    while (m.busy.test_and_set(std::memory_order_acquire)) std::this_thread::yield();
    if (!m.known || m.candidates != g_->cells_with(d) || m.placed != placed) {
      const std::optional<CellSet> dead = Templates<B>::dead(*g_, d, stop);
      m.known = dead.has_value();
      m.candidates = g_->cells_with(d);
      m.placed = placed;
      if (dead) m.dead = *dead;
    }
    const std::optional<CellSet> dead = m.known ? std::optional(m.dead) : std::nullopt;
    m.busy.clear(std::memory_order_release);
    return dead;
  }

 private:
  // Into `out`; false when the budget ran out first (then `out` holds a part).
  static bool all_als(const Grid<B>& g, int max_cells, const Budget& budget, std::vector<AlsRecord<B>>& out) {
    out.clear();
    std::uint64_t nodes = 0;
    bool spent = false;
    // Cells that an earlier house also holds (a lone cell of a column, cells of a box in one
    // line) were met there already.
    const auto met = [](const CellSet& cells, int h) {
      const Cell first = *cells.begin();
      for (House line : {G::row_house(G::row(first)), G::column_house(G::column(first))})
        if (line.index() < h && (cells & G::house_mask[line.index()]) == cells) return true;
      return false;
    };
    for (int h = 0; h < G::houses; ++h) {
      std::array<Cell, G::size> open{};
      std::array<typename G::DigitSet, G::size> candidates{};
      int k = 0;
      for (Cell c : G::house_cells[static_cast<std::size_t>(h)])
        if (!g.value(c)) {
          open[static_cast<std::size_t>(k)] = c;
          candidates[static_cast<std::size_t>(k++)] = g.candidates(c);
        }
      // Adding a cell adds a digit or none, so a set of n cells and m digits grows into an
      // ALS only by m - 1 - n cells or more: when fewer cells are left to add, or the ALS
      // would pass max_cells, nothing under it is one.
      const auto walk = [&](auto& self, int from, CellSet cells, typename G::DigitSet digits, int n) -> void {
        if (spent || ((++nodes & 4095) == 0 && (spent = budget.spent()))) return;
        if (n > 0 && digits.count() == n + 1 && !met(cells, h)) out.push_back({cells, digits, House(h)});
        if (n == max_cells) return;
        for (int i = from; i < k; ++i) {
          const auto more = digits | candidates[static_cast<std::size_t>(i)];
          if (more.count() - 1 > std::min(max_cells, n + k - i)) continue;
          CellSet with = cells;
          with.set(open[static_cast<std::size_t>(i)]);
          self(self, i + 1, with, more, n + 1);
        }
      };
      walk(walk, 0, CellSet{}, typename G::DigitSet{}, 0);
    }
    return !spent;
  }

  // A value of one version of the grid (and one key: the limits it was computed under).
  template <typename T, typename Key>
  struct Versioned {
    T value{};
    std::uint64_t version = 0;
    Key key{};
    bool built = false;
  };

  // The slot's value for this version and key, computed (outside the lock, so that searches
  // on other threads go on) the first time it is asked for; a copy, as another thread may
  // replace the slot meanwhile.
  template <typename T, typename Key, typename Compute>
  T cached(Versioned<T, Key>& slot, const Key& key, Compute&& compute) {
    {
      std::lock_guard lock(mutex_);
      if (slot.built && slot.version == g_->version() && slot.key == key) return slot.value;
    }
    T value = compute();
    std::lock_guard lock(mutex_);
    slot = {value, g_->version(), key, true};
    return value;
  }

  struct Dead {
    std::atomic_flag busy;
    bool known = false;
    CellSet candidates, placed, dead;
  };

  const Grid<B>* g_ = nullptr;
  std::mutex mutex_;
  std::optional<LinkTable<B>> links_;
  std::uint64_t links_version_ = 0;
  struct AlsKey {
    int cells = 0;
    bool overlap = false;
    bool operator==(const AlsKey&) const = default;
  };
  Versioned<AlsTable<B>, AlsKey> als_table_;
  std::vector<AlsRecord<B>> als_;
  std::uint64_t als_version_ = 0;
  int als_cells_ = 0;
  bool als_built_ = false;
  struct ClusterSlot {
    std::optional<Clusters<B>> clusters;
    std::uint64_t version = 0;
    bool built = false;
  };
  std::vector<ClusterSlot> clusters_ = std::vector<ClusterSlot>(G::size);  // on the heap: 25x25 slots are large
  struct Graph {
    std::optional<ChainGraph<B>> graph;
    std::uint64_t version = 0;
  };
  std::array<Graph, 3> graphs_{};  // chain_graph(): candidates, with groups, with groups and ALS
  std::array<Versioned<std::shared_ptr<const std::vector<Step>>, ChainLimits>, 2> loops_{};
  std::array<Versioned<std::shared_ptr<const std::vector<Step>>, PatternLimits>, 2> patterns_{};
  std::array<Versioned<std::vector<char>, int>, 3> targets_{};
  std::optional<TemplateTable<B>> templates_;
  std::uint64_t templates_version_ = 0;
  struct Implications {
    std::unique_ptr<ImplicationTable<B>> table;
    std::uint64_t version = 0;
  };
  std::array<Implications, 3> implications_{};  // chains, nets, nested nets
  std::array<Dead, G::size> dead_;
};

}  // namespace setlogic
