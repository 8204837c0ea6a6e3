#include "logic/techniques/colouring.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include "logic/techniques/links.hpp"

namespace setlogic {

namespace {

template <int B>
class Colouring {
 public:
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;

  Colouring(FinderContext<B>& ctx, Sink& sink) : ctx_(ctx), g_(ctx.grid()), sink_(sink) {}

  void run(Technique t) {
    for (int d = 0; d < G::size && go_; ++d) {
      const Digit digit(d);
      const Clusters<B>& k = ctx_.clusters(digit);
      const int n = static_cast<int>(k.classes.size());
      for (int a = 0; a < n && go_; ++a) {
        if (t == Technique::simple_colors_wrap) wrap(k, digit, a);
        if (t == Technique::simple_colors_trap) trap(k, digit, a);
        for (int b = 0; b < n && go_; ++b) {
          if (a == b) continue;
          if (t == Technique::multi_colors_2) multi_2(k, digit, a, b);
          if (t == Technique::multi_colors_1 && a < b) multi_1(k, digit, a, b);
        }
      }
    }
  }

 private:
  static CellSet seen_by(const CellSet& s) {
    CellSet out;
    for (Cell c : s) out |= G::peers[c.index()];
    return out;
  }

  // A cell of `from` seeing a cell of `to`, as (from, to).
  static std::optional<std::pair<Cell, Cell>> seeing(const CellSet& from, const CellSet& to) {
    for (Cell c : from)
      if (const CellSet met = G::peers[c.index()] & to; met.any()) return std::pair(c, met.first());
    return std::nullopt;
  }

  ColourCluster cluster_of(const Clusters<B>& k, Digit d, int i) const {
    ColourCluster out;
    for (Cell c : k.classes[i][0]) out.on.push_back({c, d});
    for (Cell c : k.classes[i][1]) out.off.push_back({c, d});
    return out;
  }

  // The chain of the tree path from a to b (two classes of one cluster: an odd number of
  // links), strong and weak in turn from a strong first link; appended to `chain`.
  static void append_path(const Clusters<B>& k, Digit d, Cell a, Cell b, Chain& chain) {
    std::vector<Cell> cells;
    std::vector<House> houses;
    k.path(a, b, cells, houses);
    for (std::size_t i = 0; i < cells.size(); ++i) {
      chain.nodes.push_back(links::node(d, cells[i]));
      if (i < houses.size())
        chain.links.push_back(links::in_house<B>(i % 2 == 0 ? LinkKind::strong : LinkKind::weak, houses[i], d));
    }
  }

  static bool holds(const Chain& chain, Cell c) {
    return std::any_of(chain.nodes.begin(), chain.nodes.end(), [&](const ChainNode& n) { return n.cells[0] == c; });
  }

  // The implications of a premise along a tree path: each candidate the opposite of the one
  // before (a single in their house when that one is false, a conflict when it is true).
  static void along(const Clusters<B>& k, Digit d, Cell from, bool value, Cell to, std::vector<Implication>& out) {
    std::vector<Cell> cells;
    std::vector<House> houses;
    k.path(from, to, cells, houses);
    for (std::size_t i = 1; i < cells.size(); ++i) {
      value = !value;
      out.push_back({{cells[i], d}, value});
    }
  }

  // The negation of u, spread over u's cluster breadth-first.
  static ForcingBranch spread_false(const Clusters<B>& k, Digit d, Cell u) {
    ForcingBranch b{.premise = {{u, d}, false}, .implications = {}};
    std::array<int, G::cells> value{};  // 0 unknown, 1 true, -1 false
    value[u.index()] = -1;
    std::deque<Cell> queue{u};
    while (!queue.empty()) {
      const Cell c = queue.front();
      queue.pop_front();
      for (const auto& e : k.neighbours(c)) {
        if (value[e.to.index()] != 0) continue;
        value[e.to.index()] = -value[c.index()];
        b.implications.push_back({{e.to, d}, value[e.to.index()] > 0});
        queue.push_back(e.to);
      }
    }
    return b;
  }

  void emit(Step&& s) {
    if (go_) go_ = sink_.accept(std::move(s));
  }

  void wrap(const Clusters<B>& k, Digit d, int i) {
    for (int c = 0; c < 2; ++c) {
      const CellSet& cls = k.classes[i][c];
      const auto pair = seeing(cls, cls);
      if (!pair) continue;
      const auto [a, a2] = *pair;
      ForcingBranch doomed{.premise = {{a, d}, true}, .implications = {}, .contradiction = true};
      along(k, d, a, true, a2, doomed.implications);
      Step s{.technique = Technique::simple_colors_wrap, .digits = {d}};
      for (Cell x : cls) s.eliminations.push_back({x, d});
      s.colours.push_back(cluster_of(k, d, i));
      s.branches = {std::move(doomed), spread_false(k, d, a)};
      return emit(std::move(s));  // both classes wrapping: no solution, one step says enough
    }
  }

  void trap(const Clusters<B>& k, Digit d, int i) {
    const auto& cls = k.classes[i];
    const CellSet targets = g_.cells_with(d) & seen_by(cls[0]) & seen_by(cls[1]);
    Step s{.technique = Technique::simple_colors_trap, .digits = {d}};
    for (Cell t : targets) {
      std::optional<Chain> proof;
      for (Cell y : G::peers[t.index()] & cls[0])
        for (Cell z : G::peers[t.index()] & cls[1]) {
          if (proof) break;
          Chain chain;
          append_path(k, d, y, z, chain);
          if (!holds(chain, t)) proof = std::move(chain);
        }
      if (!proof) continue;
      s.eliminations.push_back({t, d});
      if (std::find(s.chains.begin(), s.chains.end(), *proof) == s.chains.end()) s.chains.push_back(std::move(*proof));
    }
    if (s.eliminations.empty()) return;
    s.colours.push_back(cluster_of(k, d, i));
    emit(std::move(s));
  }

  void multi_2(const Clusters<B>& k, Digit d, int i, int j) {
    for (int c = 0; c < 2; ++c) {
      const CellSet& cls = k.classes[i][c];
      const auto first = seeing(cls, k.classes[j][0]), second = seeing(cls, k.classes[j][1]);
      if (!first || !second) continue;
      const auto [u, s0] = *first;
      const auto [v, s1] = *second;
      // u true: v true along the cluster, s0 false, s1 true along the other: v and s1 clash
      ForcingBranch doomed{.premise = {{u, d}, true}, .implications = {}, .contradiction = true};
      along(k, d, u, true, v, doomed.implications);
      doomed.implications.push_back({{s0, d}, false});
      along(k, d, s0, false, s1, doomed.implications);
      Step s{.technique = Technique::multi_colors_2, .digits = {d}};
      for (Cell x : cls) s.eliminations.push_back({x, d});
      s.colours = {cluster_of(k, d, i), cluster_of(k, d, j)};
      s.branches = {std::move(doomed), spread_false(k, d, u)};
      return emit(std::move(s));
    }
  }

  void multi_1(const Clusters<B>& k, Digit d, int i, int j) {
    Step s{.technique = Technique::multi_colors_1, .digits = {d}};
    // the candidates seeing both other classes of two classes that see each other
    CellSet targets;
    for (int p = 0; p < 2; ++p)
      for (int q = 0; q < 2; ++q)
        if (seeing(k.classes[i][p], k.classes[j][q]))
          targets |= seen_by(k.classes[i][1 - p]) & seen_by(k.classes[j][1 - q]);
    for (Cell t : targets& g_.cells_with(d)) {
      std::optional<Chain> proof;
      for (int p = 0; p < 2 && !proof; ++p)
        for (int q = 0; q < 2 && !proof; ++q) {
          const auto touch = seeing(k.classes[i][p], k.classes[j][q]);
          if (!touch) continue;
          const auto [u, v] = *touch;
          // classes 1-p and 1-q hold a truth; t must see both
          for (Cell y : G::peers[t.index()] & k.classes[i][1 - p]) {
            for (Cell z : G::peers[t.index()] & k.classes[j][1 - q]) {
              Chain chain;
              append_path(k, d, y, u, chain);
              chain.links.push_back(links::weak_between<B>(u, v, d));
              append_path(k, d, v, z, chain);
              if (!holds(chain, t)) {
                proof = std::move(chain);
                break;
              }
            }
            if (proof) break;
          }
        }
      if (!proof) continue;
      s.eliminations.push_back({t, d});
      if (std::find(s.chains.begin(), s.chains.end(), *proof) == s.chains.end()) s.chains.push_back(std::move(*proof));
    }
    if (s.eliminations.empty()) return;
    s.colours = {cluster_of(k, d, i), cluster_of(k, d, j)};
    emit(std::move(s));
  }

  FinderContext<B>& ctx_;
  const Grid<B>& g_;
  Sink& sink_;
  bool go_ = true;
};

}  // namespace

template <int B>
void find_colouring(FinderContext<B>& ctx, Technique t, Sink& sink) {
  Colouring<B>(ctx, sink).run(t);
}

SETLOGIC_EACH_BOX(SETLOGIC_COLOURING_INSTANCES, )

}  // namespace setlogic
