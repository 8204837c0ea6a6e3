#include "logic/techniques/chains.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "logic/techniques/links.hpp"

namespace setlogic {

namespace {

bool grouped_technique(Technique t) {
  return t == Technique::grouped_continuous_nice_loop || t == Technique::grouped_discontinuous_nice_loop ||
         t == Technique::grouped_aic;
}

// HoDoKu's length of a chain of these nodes and links (a loop has as many links as nodes;
// closed: it ends at its first node).
int chain_length(Technique t, int nodes, int links, bool closed) {
  const bool discontinuous = t == Technique::discontinuous_nice_loop || t == Technique::grouped_discontinuous_nice_loop;
  // HoDoKu counts a loop's links up to its last entry into the start cell
  if (nodes > 0 && links == nodes) return links - 1;
  if (discontinuous && !closed) return links + 1;
  return links;
}

// Steps keyed by technique and eliminations, the shortest chain kept; handed out shortest
// first, then those that eliminate more, then by their eliminations.
class Collector {
 public:
  // Whether a step of technique t with these eliminations (sorted) and a chain of this
  // length would be kept: no step of t with them has as short a chain yet.
  [[nodiscard]] bool wants(Technique t, const std::vector<Candidate>& eliminations, int length) const {
    const auto of = steps_.find(static_cast<int>(t));
    if (of == steps_.end()) return true;
    const auto it = of->second.find(eliminations);
    return it == of->second.end() || chain_length(it->second) > length;
  }
  void add(Step&& s) {
    std::sort(s.eliminations.begin(), s.eliminations.end());
    if (!wants(s.technique, s.eliminations, chain_length(s))) return;
    auto& of = steps_[static_cast<int>(s.technique)];
    of.insert_or_assign(s.eliminations, std::move(s));
  }
  std::vector<Step> take() {
    std::vector<Step> out;
    for (auto& [technique, of] : steps_)
      for (auto& [eliminations, s] : of) out.push_back(std::move(s));
    std::stable_sort(out.begin(), out.end(), [](const Step& a, const Step& b) {
      const int la = chain_length(a), lb = chain_length(b);
      if (la != lb) return la < lb;
      return a.eliminations.size() > b.eliminations.size();
    });
    return out;
  }

 private:
  std::map<int, std::map<std::vector<Candidate>, Step>> steps_;  // by technique and eliminations
};

template <int B>
class Chains {
 public:
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;
  using Graph = ChainGraph<B>;
  using Node = typename Graph::Node;

  Chains(FinderContext<B>& ctx, const ChainLimits& limits) : ctx_(ctx), g_(ctx.grid()), limits_(limits) {}

  // The steps of one view; with_als, through ALS nodes too (grouped view).
  std::vector<Step> run(ChainView v, bool with_als = false) {
    graph_ = &ctx_.chain_graph(v == ChainView::grouped, with_als);
    with_als_ = with_als;
    Collector out;
    search(v, out);
    return out.take();
  }

  std::vector<Step> remote_pairs() {
    Collector out;
    for (int p = 0; p < G::size; ++p)
      for (int q = p + 1; q < G::size; ++q) remote_pairs(Digit(p), Digit(q), out);
    return out.take();
  }

 private:
  const Node& node(int n) const { return graph_->node(n); }

  // The cells that see every cell of node n.
  static CellSet seeing(const Node& x) {
    CellSet s = CellSet::all();
    for (Cell c : x.cells) s &= G::peers[c.index()];
    return s;
  }

  // The nodes of a list as a bitset of `words` words, and whether a node is in one.
  static void bits_of(const std::vector<int>& nodes, std::vector<std::uint64_t>& bits) {
    std::fill(bits.begin(), bits.end(), 0);
    for (int n : nodes) bits[static_cast<std::size_t>(n >> 6)] |= std::uint64_t{1} << (n & 63);
  }
  static bool in(const std::vector<std::uint64_t>& bits, int n) {
    return (bits[static_cast<std::size_t>(n >> 6)] >> (n & 63)) & 1;
  }

  void weak_neighbours(ChainView v, int z, std::vector<int>& out) const {
    out.clear();
    for (const auto& e : graph_->weak(z))
      if (Graph::takes(v, false, e) && graph_->allowed(v, e.to)) out.push_back(e.to);
  }

  // Through ALS nodes the walks run twice: for chains simple as loops, then for those
  // simple as open chains (see offender()), each shortest of its kind.
  void search(ChainView v, Collector& out) {
    ChainWalk<B> walk(*graph_, v);
    for (const bool loop : {true, false}) {
      if (!loop && !with_als_) break;
      walk_loops_ = loop;
      if (limits_.every) by_ends(v, walk, out);
      by_elimination(v, walk, out);
    }
  }

  // The shortest chain from every candidate's "false" to every candidate's "true". A pair is
  // read from both of its ends: the walk again for a chain that is not simple is not
  // symmetric, so reading each pair from one end only keeps other chains (one of reglib's
  // Grouped AIC cases then fails).
  void by_ends(ChainView v, ChainWalk<B>& walk, Collector& out) {
    std::vector<int> literals, carriers, ends;
    std::vector<std::pair<int, Retry>> again;
    for (int a = 0; a < graph_->candidates(); ++a) {
      if (!graph_->allowed(v, a)) continue;
      walk.run(2 * a, {}, 2, [](int) { return false; });
      // the candidates whose "true" the walk reached, in order (the first of equally short
      // chains is kept), read off its states rather than asked of every candidate
      ends.clear();
      for (int s = 0; s < walk.states(); ++s)
        if (const int l = walk.literal(s); (l & 1) && l >> 1 < graph_->candidates() && walk.reached(l) == s &&
                                           graph_->allowed(v, l >> 1) && may_give(v, a, l >> 1))
          ends.push_back(l >> 1);
      std::sort(ends.begin(), ends.end());
      // ends whose shortest chain is not simple, walked again as simple_walk() would after
      // its first walk, which is this one
      again.clear();
      for (int b : ends) {
        const int end = walk.reached(2 * b + 1);
        const int bad = simple(walk, end, std::nullopt, literals, carriers, 0);
        if (bad < 0) {
          read(v, literals, carriers, std::nullopt, out);
          continue;
        }
        Retry retry(std::nullopt, 2);
        retry.next(bad, literals, walk.links(end));
        again.push_back({b, retry});
      }
      for (auto& [b, retry] : again)
        if (simple_walk(
                walk, 2 * a, std::nullopt,
                [&, b = b](int st) { return walk.literal(st) == 2 * b + 1 && walk.links(st) >= 3; }, literals, carriers,
                2, 0, retry, true))
          read(v, literals, carriers, std::nullopt, out);
    }
  }

  // Whether some walk of view v eliminates each candidate node: z's weak neighbours n1 and
  // nk with "nk true" reachable from "n1 false". "z true" leads to every "n1 false", so
  // the true nodes it reaches are those of all its neighbours' walks: one set per z. The X-
  // and XY-Chain views walk parts of the plain loops' graph, so they eliminate only what it
  // does.
  std::vector<char> eliminable(ChainView v) const {
    const ChainReach<B> reach(*graph_, v);
    std::vector<char> out(static_cast<std::size_t>(graph_->candidates()), 0);
    for (int z = 0; z < graph_->candidates(); ++z) {
      const std::uint64_t* s = reach.set(2 * z + 1);
      if (!s) continue;
      const auto weak = graph_->weak(z);
      out[static_cast<std::size_t>(z)] = std::any_of(weak.begin(), weak.end(), [&](const auto& e) {
        return Graph::takes(v, false, e) && graph_->allowed(v, e.to) && ((s[e.to >> 6] >> (e.to & 63)) & 1);
      });
    }
    return out;
  }

  // Whether read() can make a step of a chain from candidate a's "false" to candidate b's
  // "true", whatever its path: an open chain's eliminations are read off its two ends, so
  // only a chain back to a itself or one its ends close into a loop needs the path.
  bool may_give(ChainView v, int a, int b) const {
    const Node& x = node(a);
    const Node& y = node(b);
    const bool same_cell = x.first == y.first;
    const bool peers = G::peers[x.first.index()].test(y.first);
    if (x.digit == y.digit) {
      if (a == b) return v != ChainView::x && v != ChainView::xy;
      if (peers && v != ChainView::x && v != ChainView::xy) return true;
      return (g_.cells_with(x.digit) & G::peers[x.first.index()] & G::peers[y.first.index()]).any();
    }
    if (v == ChainView::x || v == ChainView::xy) return false;
    if (same_cell) return true;
    return peers && (g_.candidates(x.first).test(y.digit) || g_.candidates(y.first).test(x.digit));
  }

  // For every candidate z that some chain of the view eliminates, the shortest such chain.
  void by_elimination(ChainView v, ChainWalk<B>& walk, Collector& out) {
    std::vector<int> literals, carriers;
    const ChainView outer = v == ChainView::grouped ? v : ChainView::loops;
    const int slot = v != ChainView::grouped ? 0 : with_als_ ? 2 : 1;
    const std::vector<char> candidates = ctx_.chain_targets(slot, [&] { return eliminable(outer); });
    std::vector<std::uint64_t> ends(static_cast<std::size_t>((graph_->size() + 63) / 64));
    std::vector<int> near;
    for (int z = 0; z < graph_->candidates(); ++z) {
      if (!candidates[static_cast<std::size_t>(z)]) continue;
      // the shortest chain of three links or more from "z true" back to "z false" (not
      // from z's neighbour back to itself in X- and XY-Chains, which need two neighbours)
      const bool open_only = v == ChainView::x || v == ChainView::xy;
      weak_neighbours(v, z, near);
      if (near.size() < (open_only ? 2U : 1U)) continue;
      bits_of(near, ends);
      bool met = false;  // whether the walk met a weak neighbour's "true" at all
      const auto stop = [&](int st) {
        const int l = walk.literal(st);
        const int n = l >> 1;
        if (!(l & 1) || !in(ends, n)) return false;
        met = true;
        if (walk.links(st) < 4) return false;
        if (!open_only) return true;
        return walk.first(st) != n;
      };
      if (simple_walk(walk, 2 * z + 1, z, stop, literals, carriers, 2, 1)) {
        literals.erase(literals.begin());  // "z true": the chain starts at its first neighbour
        carriers.erase(carriers.begin());
      } else if (!met || !from_each_neighbour(walk, z, near, ends, open_only, literals, carriers)) {
        continue;  // what the walk never met, no walk from a neighbour meets either
      }
      read(v, literals, carriers, z, out);
      if (v == ChainView::loops || v == ChainView::grouped) discontinuous(literals, carriers, z, v, out);
    }
  }

  // The chain read as the discontinuous loop through z that HoDoKu finds from z itself (z
  // is false), whatever the chain's ends give; not when the chain passes z's cell between
  // its ends.
  void discontinuous(const std::vector<int>& literals, const std::vector<int>& carriers, int z, ChainView v,
                     Collector& out) {
    std::vector<int>& nodes = nodes_;
    nodes.clear();
    for (int l : literals) nodes.push_back(l >> 1);
    if (nodes.size() < 4 || offender(literals, carriers, z) >= 0 || nodes.front() == nodes.back()) return;
    const Cell cell = node(z).first;
    for (std::size_t i = 1; i + 1 < nodes.size(); ++i)
      if (node(nodes[i]).cells.test(cell)) return;
    const bool grouped = std::any_of(nodes.begin(), nodes.end(), [&](int n) { return node(n).group; });
    if (v == ChainView::grouped && !grouped) return;
    add(out, grouped ? Technique::grouped_discontinuous_nice_loop : Technique::discontinuous_nice_loop, {node(z).digit},
        {{cell, node(z).digit}}, nodes, carriers);
  }

  // One walk from z meets each literal once beyond two links, so a literal near one of z's
  // neighbours may be taken by a path from another: then a walk from each neighbour n1 on
  // its own, the shortest chain of them.
  bool from_each_neighbour(ChainWalk<B>& walk, int z, const std::vector<int>& near,
                           const std::vector<std::uint64_t>& ends, bool open_only, std::vector<int>& literals,
                           std::vector<int>& carriers) const {
    std::vector<int> best_literals, best_carriers;
    for (int n1 : near) {
      const auto stop = [&](int st) {
        const int l = walk.literal(st);
        const int n = l >> 1;
        return (l & 1) && in(ends, n) && walk.links(st) >= 3 && !(open_only && n == n1);
      };
      if (!simple_walk(walk, 2 * n1, z, stop, literals, carriers, 2, 0)) continue;
      if (best_literals.empty() || literals.size() < best_literals.size()) {
        best_literals = literals;
        best_carriers = carriers;
      }
    }
    if (best_literals.empty()) return false;
    literals = std::move(best_literals);
    carriers = std::move(best_carriers);
    return true;
  }

  // A node that keeps the chain from being simple: a candidate twice (a chain from a node
  // back to itself excepted), z in it, an ALS entered twice, another node in the cell a
  // forcing out of an ALS ends in (the forcing takes every candidate of that cell), another
  // node in an ALS's cells or another ALS sharing one. The last two only in a continuous
  // loop (`loop`), whose eliminations read each ALS as holding none of the loop's cells, or
  // when HoDoKu's lasso test fails too (see lasso()): an open chain or a discontinuous loop
  // may pass an ALS as HoDoKu's do, each of its inferences holding whatever the others say.
  // Its index (an inner node where there is a choice), or -1 when the chain is simple. The
  // chain is given as its literals.
  int offender(std::span<const int> literals, std::span<const int> carriers, std::optional<int> z,
               bool loop = false) const {
    const std::size_t k = literals.size();
    const auto nodes = [&](std::size_t i) { return literals[i] >> 1; };
    const bool closed = k > 1 && nodes(0) == nodes(k - 1);
    // of two nodes at odds, an inner one; of the two ends, the last
    const auto inner = [&](std::size_t i, std::size_t j) { return static_cast<int>(j + 1 < k || i == 0 ? j : i); };
    int overlap = -1;  // a node sharing a cell with an ALS
    for (std::size_t i = 0; i < k; ++i) {
      const Node& a = node(nodes(i));
      if (z && a.digit == node(*z).digit && a.cells.test(node(*z).first)) return static_cast<int>(i);
      for (std::size_t j = i + 1; j < k; ++j) {
        if (closed && i == 0 && j == k - 1) continue;
        const Node& b = node(nodes(j));
        if (a.digit == b.digit && (a.cells & b.cells).any()) {
          if (a.als < 0 && b.als < 0) return inner(i, j);
          if (overlap < 0) overlap = inner(i, j);
        }
      }
      if (a.als < 0) continue;
      const CellSet cells = graph_->als()[static_cast<std::size_t>(a.als)].cells;
      for (std::size_t j = 0; j < k; ++j) {
        const Node& b = node(nodes(j));
        if (j == i || (b.als == a.als && (j + 1 == i || i + 1 == j))) continue;
        if (b.als == a.als) return inner(std::min(i, j), std::max(i, j));
        const bool apart = b.als < 0 || (graph_->als()[static_cast<std::size_t>(b.als)].cells & cells).none();
        if (overlap < 0 && ((b.cells & cells).any() || !apart)) overlap = inner(std::min(i, j), std::max(i, j));
      }
    }
    for (std::size_t i = 0; i + 1 < k && i < carriers.size(); ++i) {
      if (carriers[i] != Graph::kAls || (node(nodes(i)).als < 0) == (node(nodes(i + 1)).als < 0)) continue;
      const int forced = node(nodes(i)).als < 0 ? nodes(i) : nodes(i + 1);
      for (std::size_t j = 0; j < k; ++j)
        if (nodes(j) != forced && node(nodes(j)).cells.test(node(forced).first))
          return inner(std::min(i, j), std::max(i + 1, j));
    }
    if (overlap < 0 || loop) return overlap;
    return lasso(literals, carriers, z);
  }

  // HoDoKu's test of a chain through ALS nodes, read from its premise (z, or its first node):
  // no node may begin in a cell of a node before its predecessor. A node begins in its first
  // cell, an ALS in its first cell holding the digit it is entered by, and once passed an
  // ALS counts with all its cells; a nice loop may come back to its premise's cell. The index
  // of a node at fault (an inner one where there is a choice), or -1.
  int lasso(std::span<const int> literals, std::span<const int> carriers, std::optional<int> z) const {
    struct Entry {
      Cell begins;
      CellSet cells;
      int at;  // its first literal; -1 for z
    };
    const int k = static_cast<int>(literals.size());
    const auto nodes = [&](int i) { return literals[static_cast<std::size_t>(i)] >> 1; };
    std::vector<Entry> entries;
    if (z) entries.push_back({node(*z).first, node(*z).cells, -1});
    for (int i = 0; i < k; ++i) {
      const Node& n = node(nodes(i));
      if (n.als >= 0 && i > 0 && carriers[static_cast<std::size_t>(i - 1)] == Graph::kAls &&
          node(nodes(i - 1)).als == n.als)
        continue;  // the set's exit: one entry with the node it is entered by
      entries.push_back({n.first, n.als >= 0 ? graph_->als()[static_cast<std::size_t>(n.als)].cells : n.cells, i});
    }
    if (z) entries.push_back({node(*z).first, node(*z).cells, -1});  // the loop's way back
    const bool nice_loop = z || (k > 1 && nodes(0) == nodes(k - 1));
    const Cell start = entries.front().begins;
    CellSet passed;
    for (std::size_t e = 1; e < entries.size(); ++e) {
      if (passed.test(entries[e].begins)) {
        const int at = entries[e].at;
        if (at > 0 && at + 1 < k) return at;
        for (std::size_t f = 0; f + 1 < e; ++f)
          if (entries[f].cells.test(entries[e].begins) && entries[f].at > 0) return entries[f].at;
        return at >= 0 ? at : k - 1;
      }
      const Entry& last = entries[e - 1];
      if (!nice_loop || last.begins != start) passed |= last.cells;
    }
    return -1;
  }

  // Where simple_walk() stands between its walks: the nodes it walks without, the ends it
  // no longer accepts, the walks left and the longest chain it could not use.
  struct Retry {
    static constexpr int kAttempts = 4;
    std::array<int, kAttempts> avoid{}, ends{};
    std::size_t avoided = 0, ended = 0;
    int left = kAttempts;
    int wide;

    Retry(std::optional<int> z, int near) : wide(near) {
      if (z) avoid[avoided++] = *z;
    }
    // After a walk whose chain (the literals after skip) is not simple at index `bad`:
    // whether to walk again (else none is left but the last).
    bool next(int bad, std::span<const int> chain, int links) {
      --left;
      wide = std::max(wide, links);
      const auto k = static_cast<int>(chain.size());
      if (bad + 1 == k && ended < ends.size()) {
        ends[ended++] = chain.back();
        return left > 0;
      }
      if (bad == 0 || bad + 1 == k || avoided == avoid.size()) {
        left = 0;
        return false;
      }
      avoid[avoided++] = chain[static_cast<std::size_t>(bad)] >> 1;
      return left > 0;
    }
  };

  // Whether the chain of the walk's state `end` (its path after `skip` literals, into
  // literals and carriers) is simple, or the index of a node at fault.
  int simple(const ChainWalk<B>& walk, int end, std::optional<int> z, std::vector<int>& literals,
             std::vector<int>& carriers, std::size_t skip) const {
    walk.path(end, literals, carriers);
    return offender(std::span<const int>(literals).subspan(skip), std::span<const int>(carriers).subspan(skip), z,
                    walk_loops_);
  }

  // The shortest simple chain the walk finds from `from` to a state `stop` accepts (the
  // chain: the path after its first `skip` literals): a walk whose chain is not simple is
  // walked again without the node at fault, or not ending where it ended when that is at
  // fault (the chain comes back to its start), a few times. When that fails, a last walk keeps
  // every simple path apart up to the length of the chain it could not use (a literal met
  // once by a path that later doubles back hides the simple path meeting it as late), so a
  // simple chain that long is not missed; its cost grows with that length, so it is bounded.
  template <typename Stop>
  bool simple_walk(ChainWalk<B>& walk, int from, std::optional<int> z, Stop&& stop, std::vector<int>& literals,
                   std::vector<int>& carriers, int near, std::size_t skip) const {
    Retry retry(z, near);
    return simple_walk(walk, from, z, stop, literals, carriers, near, skip, retry, false);
  }

  // simple_walk() from where `retry` stands. With `one_end`, `stop` accepts one literal
  // only, so that once it is no longer accepted no walk can end.
  template <typename Stop>
  bool simple_walk(ChainWalk<B>& walk, int from, std::optional<int> z, Stop&& stop, std::vector<int>& literals,
                   std::vector<int>& carriers, int near, std::size_t skip, Retry& retry, bool one_end) const {
    constexpr int kWidest = 6;
    const auto accept = [&](int st) {
      return stop(st) && std::find(retry.ends.begin(), retry.ends.begin() + retry.ended, walk.literal(st)) ==
                             retry.ends.begin() + retry.ended;
    };
    const auto cannot_end = [&] { return one_end && retry.ended > 0; };
    while (retry.left > 0 && !cannot_end()) {
      const int end = walk.run(from, std::span<const int>(retry.avoid.data(), retry.avoided), near, accept);
      if (end < 0) break;
      const int bad = simple(walk, end, z, literals, carriers, skip);
      if (bad < 0) return true;
      if (!retry.next(bad, std::span<const int>(literals).subspan(skip), walk.links(end))) break;
    }
    if (retry.wide == near || cannot_end()) return false;
    const int end =
        walk.run(from, std::span<const int>(retry.avoid.data(), z ? 1 : 0), std::min(retry.wide, kWidest), accept);
    return end >= 0 && simple(walk, end, z, literals, carriers, skip) < 0;
  }

  // The carrier of a weak link between two nodes (a house, or the cell), if they have one.
  std::optional<int> weak_carrier(const Node& a, const Node& b) const {
    if (!a.group && !b.group && a.first == b.first)
      return a.digit != b.digit ? std::optional(Graph::kCell) : std::nullopt;
    if (a.digit != b.digit || (a.cells & b.cells).any()) return std::nullopt;
    const CellSet both = a.cells | b.cells;
    for (int h = 0; h < G::houses; ++h)
      if ((both - G::house_mask[h]).none()) return h;
    return std::nullopt;
  }

  // A chain and the almost locked sets its links pass through (ChainLink::als indexes them).
  struct Built {
    Chain chain;
    std::vector<Als> als;
  };

  Built chain(const std::vector<int>& nodes, const std::vector<int>& carriers) const {
    Built b;
    for (int n : nodes) {
      std::vector<Cell> cells(node(n).cells.begin(), node(n).cells.end());
      b.chain.nodes.push_back({node(n).digit, std::move(cells)});
    }
    for (std::size_t i = 0; i < carriers.size(); ++i) {
      const LinkKind kind = i % 2 == 0 ? LinkKind::strong : LinkKind::weak;
      const Node& from = node(nodes[i]);
      if (carriers[i] == Graph::kAls) {  // in the set, or a forcing out of it at either end
        const int als = from.als >= 0 ? from.als : node(nodes[(i + 1) % nodes.size()]).als;
        const auto& set = graph_->als()[static_cast<std::size_t>(als)];
        b.chain.links.push_back({kind, std::nullopt, static_cast<int>(b.als.size())});
        b.als.push_back({{set.cells.begin(), set.cells.end()}, {set.digits.begin(), set.digits.end()}});
      } else if (carriers[i] == Graph::kCell) {
        b.chain.links.push_back(links::in_cell(kind, from.first));
      } else {
        b.chain.links.push_back(links::in_house<B>(kind, House(carriers[i]), from.digit));
      }
    }
    return b;
  }

  // The step of technique t with these eliminations and the chain of these nodes and
  // carriers (one per link; a loop has one more), unless it is too long or the collector
  // has one as short: the chain is built only for a step that is kept.
  void add(Collector& out, Technique t, std::vector<Digit> digits, std::vector<Candidate> eliminations,
           const std::vector<int>& nodes, const std::vector<int>& carriers) {
    if (eliminations.empty()) return;
    std::sort(eliminations.begin(), eliminations.end());
    Step s{.technique = t, .digits = std::move(digits), .eliminations = std::move(eliminations)};
    const int length = chain_length(t, static_cast<int>(nodes.size()), static_cast<int>(carriers.size()),
                                    nodes.size() > 1 && nodes.front() == nodes.back());
    if ((limits_.max_length > 0 && length > limits_.max_length) || !out.wants(t, s.eliminations, length)) return;
    Built c = chain(nodes, carriers);
    s.chains.push_back(std::move(c.chain));
    s.als = std::move(c.als);
    out.add(std::move(s));
  }

  static std::vector<Candidate> of_digit(const CellSet& cells, Digit d) {
    std::vector<Candidate> out;
    for (Cell c : cells) out.push_back({c, d});
    return out;
  }

  // What a chain from "nodes[0] false" to "nodes.back() true" proves in view v: at most one
  // step. z, when the walk started from it, is the candidate the chain was built for.
  void read(ChainView v, const std::vector<int>& literals, const std::vector<int>& carriers, std::optional<int> z,
            Collector& out) {
    std::vector<int>& nodes = nodes_;
    nodes.clear();
    for (int l : literals) nodes.push_back(l >> 1);
    const std::size_t k = nodes.size();
    if (k < 4 || offender(literals, carriers, z) >= 0) return;
    const Node& a = node(nodes.front());
    const Node& b = node(nodes.back());
    const bool closed = nodes.front() == nodes.back();
    if (v == ChainView::x || v == ChainView::xy) {
      if (closed || a.digit != b.digit || a.first == b.first) return;
      const Technique t = v == ChainView::x ? Technique::x_chain : Technique::xy_chain;
      add(out, t, {a.digit}, of_digit(g_.cells_with(a.digit) & seeing(a) & seeing(b), a.digit), nodes, carriers);
      return;
    }
    const bool grouped = std::any_of(nodes.begin(), nodes.end(), [&](int n) { return node(n).group; });
    if (v == ChainView::grouped && !grouped) return;
    const auto named = [&](Technique plain, Technique with_groups) { return grouped ? with_groups : plain; };
    const Technique continuous = named(Technique::continuous_nice_loop, Technique::grouped_continuous_nice_loop);
    const Technique discontinuous =
        named(Technique::discontinuous_nice_loop, Technique::grouped_discontinuous_nice_loop);
    const Technique aic = named(Technique::aic, Technique::grouped_aic);

    if (closed) {  // z = ... = z: the candidate is true
      if (a.group) return;
      std::vector<Candidate> others;
      for (Digit e : g_.candidates(a.first))
        if (e != a.digit) others.push_back({a.first, e});
      add(out, discontinuous, digits_of(others), others, nodes, carriers);
      return;
    }
    if (const auto closing = weak_carrier(b, a); closing && offender(literals, carriers, z, true) < 0) {
      std::vector<int> loop_carriers = carriers;
      loop_carriers.push_back(*closing);
      std::vector<Candidate> e = loop_eliminations(nodes, loop_carriers);
      std::vector<Digit> digits = digits_of(e);
      add(out, continuous, std::move(digits), std::move(e), nodes, loop_carriers);
      if (grouped) other_groups(literals, loop_carriers, z, continuous, out);
      // HoDoKu reads the open chain too: an AIC whose ends see each other
      if (a.group || b.group || a.digit != b.digit) return;
    }
    std::vector<Candidate> e;
    if (!a.group && !b.group && a.digit == b.digit) {
      e = of_digit(g_.cells_with(a.digit) & seeing(a) & seeing(b), a.digit);
      if (e.size() >= 2) return add(out, aic, {a.digit}, std::move(e), nodes, carriers);
    } else if (!a.group && !b.group && G::peers[a.first.index()].test(b.first)) {
      if (g_.candidates(a.first).test(b.digit)) e.push_back({a.first, b.digit});
      if (g_.candidates(b.first).test(a.digit)) e.push_back({b.first, a.digit});
      std::vector<Digit> digits = digits_of(e);
      if (e.size() == 2) return add(out, aic, std::move(digits), std::move(e), nodes, carriers);
    } else if (z) {
      e = {{node(*z).first, node(*z).digit}};
    }
    if (e.size() != 1) return;
    const Digit digit = e[0].digit;
    add(out, discontinuous, {digit}, std::move(e), nodes, carriers);
  }

  // A continuous loop passes a group node where another group of its digit would do as
  // well (weak from the node before, strong to the node after, or the reverse): the walk
  // keeps one of such equal routes, but each keeps other cells out of the loop and so
  // eliminates from others. Each such loop, one group exchanged, is read too.
  void other_groups(const std::vector<int>& literals, const std::vector<int>& carriers, std::optional<int> z,
                    Technique t, Collector& out) {
    const std::size_t k = literals.size();
    const auto linked = [&](int from, int to, std::size_t link) -> std::optional<int> {
      for (const auto& e : link % 2 == 0 ? graph_->strong(from) : graph_->weak(from))
        if (e.to == to) return e.house;
      return std::nullopt;
    };
    std::vector<int> alt = literals, alt_carriers = carriers;
    for (std::size_t i = 0; i < k; ++i) {
      const Node& x = node(literals[i] >> 1);
      if (!x.group || x.als >= 0) continue;
      const int before = literals[(i + k - 1) % k] >> 1, after = literals[(i + 1) % k] >> 1;
      const std::size_t in = (i + k - 1) % k;  // the link into node i (the loop's closing one for i = 0)
      for (int m = graph_->groups_begin(x.digit); m < graph_->groups_end(x.digit); ++m) {
        if (m == (literals[i] >> 1)) continue;
        const auto into = linked(before, m, in);
        const auto from = linked(m, after, i);
        if (!into || !from) continue;
        alt[i] = (m << 1) | (literals[i] & 1);
        alt_carriers[in] = *into;
        alt_carriers[i] = *from;
        if (offender(alt, alt_carriers, z, true) < 0) {
          std::vector<int> nodes;
          for (int l : alt) nodes.push_back(l >> 1);
          std::vector<Candidate> e = loop_eliminations(nodes, alt_carriers);
          std::vector<Digit> digits = digits_of(e);
          add(out, t, std::move(digits), std::move(e), nodes, alt_carriers);
        }
        alt[i] = literals[i];
        alt_carriers[in] = carriers[in];
        alt_carriers[i] = carriers[i];
      }
    }
  }

  // A continuous loop's eliminations: per weak link between two cells, its digit in the
  // cells outside the loop seeing both nodes; per weak link inside a cell (the loop enters
  // and leaves it by strong links), the cell's other digits.
  std::vector<Candidate> loop_eliminations(const std::vector<int>& nodes, const std::vector<int>& carriers) const {
    CellSet loop;
    for (int n : nodes) loop |= node(n).cells;
    std::vector<Candidate> out;
    for (std::size_t i = 1; i < carriers.size(); i += 2) {
      const Node& p = node(nodes[i]);
      const Node& q = node(nodes[(i + 1) % nodes.size()]);
      if (carriers[i] == Graph::kCell) {
        for (Digit e : g_.candidates(p.first))
          if (e != p.digit && e != q.digit) out.push_back({p.first, e});
        continue;
      }
      for (Cell c : (g_.cells_with(p.digit) & seeing(p) & seeing(q)) - loop) out.push_back({c, p.digit});
    }
    // An ALS passed by a continuous loop holds exactly one of its entry and exit digits, so
    // all its other digits: each goes from the cells seeing all the set's cells with it. A
    // forcing out of set A (digit x) into candidate m of cell Y: either x is missing from A
    // and A holds its other digits, or m is false and Y holds one of the digits it lost, w,
    // and A the others; either way each digit of A but x goes from the cells that see all of
    // A's cells with it and Y, where Y lost it (m: A's cells only, as HoDoKu has it).
    for (std::size_t i = 0; i + 1 < nodes.size(); i += 2) {
      if (carriers[i] != Graph::kAls) continue;
      const Node& p = node(nodes[i]);
      const Node& q = node(nodes[i + 1]);
      const Node& in = p.als >= 0 ? p : q;
      const Node& other = p.als >= 0 ? q : p;
      const bool forcing = other.als != in.als;
      const auto& set = graph_->als()[static_cast<std::size_t>(in.als)];
      for (Digit w : set.digits) {
        if (w == in.digit || (!forcing && w == other.digit)) continue;
        CellSet cells = set.cells & g_.cells_with(w);
        if (forcing && w != other.digit && g_.candidates(other.first).test(w)) cells.set(other.first);
        CellSet targets = g_.cells_with(w) - set.cells;
        for (Cell c : cells) targets &= G::peers[c.index()];
        for (Cell c : targets - cells) out.push_back({c, w});
      }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
  }

  // Every simple path of cells holding exactly p and q, each seeing the next, of an even
  // number of cells from four (at most ten, HoDoKu's twenty links, or max_length).
  void remote_pairs(Digit p, Digit q, Collector& out) {
    std::vector<Cell> cells;
    for (Cell c : g_.unsolved())
      if (g_.candidates(c).count() == 2 && g_.candidates(c).test(p) && g_.candidates(c).test(q)) cells.push_back(c);
    if (cells.size() < 4) return;
    int most = 10;
    if (limits_.max_length > 0) most = std::min(most, (limits_.max_length + 1) / 2);
    std::vector<std::size_t> path;
    std::vector<char> used(cells.size(), 0);
    const auto walk = [&](auto& self) -> void {
      if (path.size() >= 4 && path.size() % 2 == 0) remote_pair(path, cells, p, q, out);
      if (static_cast<int>(path.size()) == most) return;
      const Cell last = cells[path.back()];
      for (std::size_t i = 0; i < cells.size(); ++i) {
        if (used[i] || !G::peers[last.index()].test(cells[i])) continue;
        used[i] = 1;
        path.push_back(i);
        self(self);
        path.pop_back();
        used[i] = 0;
      }
    };
    for (std::size_t s = 0; s < cells.size(); ++s) {
      used[s] = 1;
      path = {s};
      walk(walk);
      used[s] = 0;
    }
  }

  void remote_pair(const std::vector<std::size_t>& path, const std::vector<Cell>& cells, Digit p, Digit q,
                   Collector& out) const {
    CellSet hit;
    for (std::size_t i = 0; i < path.size(); ++i)
      for (std::size_t j = i + 3; j < path.size(); j += 2)
        hit |= G::peers[cells[path[i]].index()] & G::peers[cells[path[j]].index()];
    std::vector<Candidate> e = of_digit(hit & g_.cells_with(p), p);
    for (const Candidate& x : of_digit(hit & g_.cells_with(q), q)) e.push_back(x);
    if (e.empty()) return;
    Step s{.technique = Technique::remote_pair, .digits = {p, q}, .eliminations = std::move(e)};
    // the chain from each digit: one holds every elimination of p, the other every one of q
    for (const auto& [x, y] : {std::pair(p, q), std::pair(q, p)}) {
      Chain c;
      for (std::size_t i = 0; i < path.size(); ++i) {
        const Cell cell = cells[path[i]];
        const Digit first = i % 2 == 0 ? x : y, second = i % 2 == 0 ? y : x;
        if (i > 0) c.links.push_back(links::weak_between<B>(cells[path[i - 1]], cell, first));
        c.nodes.push_back(links::node(first, cell));
        c.links.push_back(links::in_cell(LinkKind::strong, cell));
        c.nodes.push_back(links::node(second, cell));
      }
      s.chains.push_back(std::move(c));
    }
    out.add(std::move(s));
  }

  FinderContext<B>& ctx_;
  const Grid<B>& g_;
  const Graph* graph_ = nullptr;  // the graph of the view being searched
  bool with_als_ = false;
  bool walk_loops_ = true;  // whether the walks look for chains simple as loops
  std::vector<int> nodes_;  // the chain's nodes in read() and discontinuous(), which run for every chain found
  ChainLimits limits_;
};

}  // namespace

int chain_length(const Step& s) {
  if (s.chains.empty()) return 0;
  const Chain& c = s.chains.front();
  return chain_length(s.technique, static_cast<int>(c.nodes.size()), static_cast<int>(c.links.size()),
                      c.nodes.size() > 1 && c.nodes.front() == c.nodes.back());
}

template <int B>
void find_chains(FinderContext<B>& ctx, Technique t, Sink& sink, const ChainLimits& limits) {
  std::vector<Step> steps;
  switch (t) {
    case Technique::x_chain:
      steps = Chains<B>(ctx, limits).run(ChainView::x);
      break;
    case Technique::xy_chain:
      steps = Chains<B>(ctx, limits).run(ChainView::xy);
      break;
    case Technique::remote_pair:
      steps = Chains<B>(ctx, limits).remote_pairs();
      break;
    case Technique::continuous_nice_loop:
    case Technique::discontinuous_nice_loop:
    case Technique::aic:
    case Technique::grouped_continuous_nice_loop:
    case Technique::grouped_discontinuous_nice_loop:
    case Technique::grouped_aic: {
      const bool grouped = grouped_technique(t);
      const auto loops = ctx.loop_steps(grouped ? 1 : 0, limits, [&] {
        return Chains<B>(ctx, limits).run(grouped ? ChainView::grouped : ChainView::loops, grouped && limits.als_nodes);
      });
      for (const Step& s : *loops)
        if (s.technique == t && !sink.accept(Step(s))) return;
      return;
    }
    default:
      return;
  }
  for (Step& s : steps)
    if (s.technique == t && !sink.accept(std::move(s))) return;
}

SETLOGIC_EACH_BOX(SETLOGIC_CHAINS_INSTANCES, )

}  // namespace setlogic
