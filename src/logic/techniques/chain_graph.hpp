#pragma once
// The graph of inferences every chain technique walks, built once per position in the
// finder context (context.hpp) and read through views.
//
// Nodes are the candidates of the position and, for the grouped chains, its group nodes
// (HoDoKu's: two or more candidates of one digit in the cells one box shares with one
// line). A node is true when one of its candidates is. Links:
//   weak    two nodes that cannot both be true: two candidates of one cell, or two nodes of
//           one digit with no cell in common in a house that holds both
//   strong  two nodes of which one is true: the two candidates of a bivalue cell, or the
//           two nodes of one digit that hold every place of the digit in a house
// Every link knows its carrier: the cell, or the house (the digit is the nodes').
//
// As an option, ALS nodes: for an almost locked set A (n cells of one house, n + 1 digits,
// n from 2: a set of one cell is its bivalue candidates) and each digit x of it, the node
// "x is in A" (its cells: A's cells holding x). Links, A the carrier of the strong ones:
//   in A     two digits of A cannot both be missing from it: their nodes are strongly linked
//   entry    a node of digit x (a candidate, a group, the x of another ALS sharing no cell
//   exit     with A) is weakly linked to "x is in A" when one house holds both
//   forcing  a cell Y outside A of three or more candidates: were x missing from A, A would
//            hold all its other digits, and Y none of those whose cells in A it sees all of;
//            when that leaves Y one candidate m, "x is in A" and "m in Y" are strongly
//            linked (HoDoKu's forcing out of an ALS; with two candidates the in-A and
//            bivalue links say it already)
//
// A chain is a walk over literals, "node true" and "node false": a true node makes its
// weak neighbours false, a false node makes its strong neighbours true. So every walk
// alternates, and a walk from "a false" to "b true" is an alternating inference chain
// proving a or b. The views restrict the walk to one kind of chain: house links only
// (X-Chain: every link joins one digit's candidates), bivalue cells (XY-Chain), every candidate (nice loops and AICs),
// and group nodes too (the grouped ones).
//
// Two searches answer the questions the finders ask:
//   reach    per literal, the true literals some walk from it reaches: one closure over
//            the strongly connected components of the literal graph (Tarjan, then each
//            component's set is its own true nodes and its successors' sets), a few
//            bitset words per edge. It tells which candidates any chain of the view can
//            eliminate before a single chain is built.
//   walk     breadth-first from one literal, the parent of every literal it reaches: the
//            shortest chains (fewest links, three at least) from it, ties broken by node
//            order.

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "core/grid.hpp"

namespace setlogic {

enum class ChainView : std::uint8_t { x, xy, loops, grouped };

template <int B>
struct AlsRecord {
  typename Geometry<B>::CellSet cells;
  typename Geometry<B>::DigitSet digits;
  House house;  // the first house (rows, columns, boxes) that holds the cells
};

template <int B>
class ChainGraph {
 public:
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;

  struct Node {
    Digit digit;
    CellSet cells;
    Cell first;             // the only cell of a candidate, a group's first
    bool group = false;     // a group or ALS node: more than a candidate
    House box{0}, line{0};  // a group's two houses
    int als = -1;           // an ALS node's set, in als()
  };
  struct Edge {
    int to;
    int house;  // the carrier: a house, kCell for the cell of two candidates, kAls for the ALS
  };
  static constexpr int kCell = -1;
  static constexpr int kAls = -2;
  // The graph of a position; with groups, its group nodes too, and with the almost locked
  // sets given, their nodes.
  static ChainGraph of(const Grid<B>& g, bool groups, std::vector<AlsRecord<B>> als = {}) {
    ChainGraph t;
    t.rebuild(g, groups, std::move(als));
    return t;
  }
  // The same, in place: the arrays keep their memory from one position to the next.
  void rebuild(const Grid<B>& g, bool groups, std::vector<AlsRecord<B>> als = {}) {
    nodes_.clear();
    weak_.clear();
    strong_.clear();
    weak_at_.clear();
    strong_at_.clear();
    forced_.clear();
    bivalue_ = {};
    als_ = std::move(als);
    build(g, groups);
  }
  [[nodiscard]] const std::vector<AlsRecord<B>>& als() const { return als_; }

  [[nodiscard]] int size() const { return static_cast<int>(nodes_.size()); }
  [[nodiscard]] int candidates() const { return candidates_; }  // nodes [0, candidates()) are candidates
  [[nodiscard]] const Node& node(int n) const { return nodes_[static_cast<std::size_t>(n)]; }
  // The node of candidate (c, d); -1 when it is not a candidate.
  [[nodiscard]] int node_of(Cell c, Digit d) const { return node_of_[static_cast<std::size_t>(G::candidate(c, d))]; }
  [[nodiscard]] int edges() const { return static_cast<int>(weak_.size() + strong_.size()); }
  [[nodiscard]] std::span<const Edge> weak(int n) const { return span(weak_, weak_at_, n); }
  [[nodiscard]] std::span<const Edge> strong(int n) const { return span(strong_, strong_at_, n); }
  // The group nodes of digit d: nodes [groups_begin(d), groups_end(d)).
  [[nodiscard]] int groups_begin(Digit d) const { return groups_from_[static_cast<std::size_t>(d.index())]; }
  [[nodiscard]] int groups_end(Digit d) const { return groups_from_[static_cast<std::size_t>(d.index()) + 1]; }

  // Whether a view walks node n, and the links it takes.
  [[nodiscard]] bool allowed(ChainView v, int n) const {
    const Node& x = node(n);
    switch (v) {
      case ChainView::x:
        return !x.group;
      case ChainView::xy:
        return !x.group && bivalue_.test(x.first);
      case ChainView::loops:
        return !x.group;
      case ChainView::grouped:
        return true;
    }
    return false;
  }
  // Whether "node n false" leads anywhere in view v: a node without a strong link there is
  // a dead end, so the closure never steps onto its "false".
  [[nodiscard]] bool leads(ChainView v, int n) const {
    for (const Edge& e : strong(n))
      if (takes(v, true, e) && allowed(v, e.to)) return true;
    return false;
  }
  static bool takes(ChainView v, bool strong, const Edge& e) {
    if (v == ChainView::x) return e.house != kCell;
    if (v == ChainView::xy) return strong == (e.house == kCell);
    return true;
  }

 private:
  static std::span<const Edge> span(const std::vector<Edge>& edges, const std::vector<int>& at, int n) {
    const auto from = static_cast<std::size_t>(at[static_cast<std::size_t>(n)]);
    const auto to = static_cast<std::size_t>(at[static_cast<std::size_t>(n) + 1]);
    return {edges.data() + from, to - from};
  }

  // The group nodes of digit d that lie in house h: a box holds at most two per line
  // through it, a line one per box it crosses.
  static constexpr int kGroupsPerHouse = 2 * B;
  std::span<const int> groups_in(Digit d, House h) const {
    const auto at = static_cast<std::size_t>(d.index() * G::houses + h.index());
    return {group_slots_.data() + at * kGroupsPerHouse, static_cast<std::size_t>(group_count_[at])};
  }
  void add_group(Digit d, House h, int n) {
    const auto at = static_cast<std::size_t>(d.index() * G::houses + h.index());
    group_slots_[at * kGroupsPerHouse + static_cast<std::size_t>(group_count_[at]++)] = n;
  }

  // The group node of digit d with exactly these cells (in house h), or -1.
  int group_of(Digit d, House h, const CellSet& cells) {
    for (int n : groups_in(d, h))
      if (node(n).cells == cells) return n;
    return -1;
  }

  void build(const Grid<B>& g, bool groups) {
    node_of_.assign(static_cast<std::size_t>(G::candidates), -1);
    nodes_.reserve(static_cast<std::size_t>(G::candidates / 2));
    for (Cell c : g.unsolved()) {
      if (g.candidates(c).count() == 2) bivalue_.set(c);
      for (Digit d : g.candidates(c)) {
        node_of_[static_cast<std::size_t>(G::candidate(c, d))] = static_cast<int>(nodes_.size());
        CellSet one;
        one.set(c);
        nodes_.push_back({d, one, c});
      }
    }
    candidates_ = static_cast<int>(nodes_.size());
    group_count_.assign(static_cast<std::size_t>(G::size * G::houses), 0);
    group_slots_.resize(group_count_.size() * kGroupsPerHouse);
    groups_from_.assign(G::size + 1, 0);
    for (int d = 0; d < G::size; ++d) {
      groups_from_[static_cast<std::size_t>(d)] = static_cast<int>(nodes_.size());
      for (int b = 0; b < G::size && groups; ++b) {
        const House box = G::box_house(b);
        const Cell corner = G::house_cells[static_cast<std::size_t>(box.index())][0];
        for (int i = 0; i < B; ++i)
          for (const House line : {G::row_house(G::row(corner) + i), G::column_house(G::column(corner) + i)}) {
            const CellSet cells = G::house_mask[box.index()] & G::house_mask[line.index()] & g.cells_with(Digit(d));
            if (cells.none() || cells.single()) continue;
            for (House h : {box, line}) add_group(Digit(d), h, static_cast<int>(nodes_.size()));
            nodes_.push_back({Digit(d), cells, cells.first(), true, box, line});
          }
      }
    }
    groups_from_[G::size] = static_cast<int>(nodes_.size());
    std::erase_if(als_, [](const AlsRecord<B>& a) { return a.cells.single(); });
    als_by_digit_.assign(G::size, {});
    als_members_.assign(als_.size(), {});
    for (std::size_t i = 0; i < als_.size(); ++i)
      for (Digit d : als_[i].digits) {
        const CellSet cells = als_[i].cells & g.cells_with(d);
        als_by_digit_[static_cast<std::size_t>(d.index())].push_back(static_cast<int>(nodes_.size()));
        als_members_[i].push_back(static_cast<int>(nodes_.size()));
        nodes_.push_back({d, cells, cells.first(), true, als_[i].house, als_[i].house, static_cast<int>(i)});
      }
    if (!als_.empty()) forcings(g);
    weak_at_.reserve(nodes_.size() + 1);
    strong_at_.reserve(nodes_.size() + 1);
    weak_.reserve(nodes_.size() * 3 * B * B);
    strong_.reserve(nodes_.size() * 4);
    weak_at_.push_back(0);
    strong_at_.push_back(0);
    for (int n = 0; n < size(); ++n) {
      const Node& x = node(n);
      if (x.als >= 0)
        als_links(g, n);
      else if (x.group)
        house_links(g, x);
      else
        candidate_links(g, x);
      if (x.als < 0) als_entries(x);
      forced_links(n);
      weak_at_.push_back(static_cast<int>(weak_.size()));
      strong_at_.push_back(static_cast<int>(strong_.size()));
    }
  }

  // The links of a node of digit d to the other nodes of d in the houses it lies in (a
  // candidate's three, a group's box and line): weak to each one outside it (once, through
  // the first house holding both), strong to the rest of a house when that rest is one node.
  void house_links(const Grid<B>& g, const Node& x) {
    const std::array<House, 3> all = x.group ? std::array<House, 3>{x.box, x.line, x.line} : G::houses_of(x.first);
    const int count = x.group ? 2 : 3;
    CellSet seen = x.cells;
    for (int i = 0; i < count; ++i) {
      const House h = all[static_cast<std::size_t>(i)];
      const CellSet rest = (G::house_mask[h.index()] & g.cells_with(x.digit)) - x.cells;
      for (Cell c : rest - seen) weak_.push_back({node_of(c, x.digit), h.index()});
      seen |= rest;
      const int places = rest.count();
      for (int m : groups_in(x.digit, h)) {
        const Node& y = node(m);
        if ((y.cells & x.cells).any()) continue;
        // a group of the candidate's box on its row or column is linked through that line
        // (a group meets no other group of its box on its line)
        if (!x.group && i == 2 && (y.line == all[0] || y.line == all[1])) continue;
        weak_.push_back({m, h.index()});
      }
      if (places == 1) strong_.push_back({node_of(rest.first(), x.digit), h.index()});
      if (places >= 2)
        if (const int m = group_of(x.digit, h, rest); m >= 0) strong_.push_back({m, h.index()});
    }
  }

  void candidate_links(const Grid<B>& g, const Node& x) {
    const Cell c = x.first;
    for (Digit e : g.candidates(c))
      if (e != x.digit) weak_.push_back({node_of(c, e), kCell});
    if (bivalue_.test(c))
      for (Digit e : g.candidates(c))
        if (e != x.digit) strong_.push_back({node_of(c, e), kCell});
    house_links(g, x);
  }

  // The forcing links out of every ALS (see the top), both ends' lists: a candidate's are
  // kept until its links are written, which comes before the ALS nodes'.
  void forcings(const Grid<B>& g) {
    forced_.assign(nodes_.size(), {});
    std::vector<typename G::DigitSet> locked(static_cast<std::size_t>(G::cells));
    for (std::size_t i = 0; i < als_.size(); ++i) {
      const AlsRecord<B>& a = als_[i];
      // per cell, the digits of A that A holding them would take from it
      CellSet touched;
      for (int n : als_members_[i]) {
        const Node& x = node(n);
        CellSet seeing = g.cells_with(x.digit) - a.cells;
        for (Cell c : x.cells) seeing &= G::peers[c.index()];
        for (Cell y : seeing) locked[static_cast<std::size_t>(y.index())].set(x.digit);
        touched |= seeing;
      }
      for (Cell y : touched) {
        auto& taken = locked[static_cast<std::size_t>(y.index())];
        const auto cands = g.candidates(y);
        if (cands.count() >= 3)
          for (int n : als_members_[i]) {
            const Digit x = node(n).digit;
            auto taken_here = taken;
            taken_here.reset(x);  // x missing from A takes nothing from Y
            const auto left = cands - taken_here;
            if (!left.single()) continue;
            const int m = node_of(y, left.first());
            forced_[static_cast<std::size_t>(m)].push_back(n);
            forced_[static_cast<std::size_t>(n)].push_back(m);
          }
        taken = {};
      }
    }
  }

  void forced_links(int n) {
    if (forced_.empty()) return;
    for (int m : forced_[static_cast<std::size_t>(n)]) strong_.push_back({m, kAls});
  }

  // The house holding a node and an ALS node of its digit, when they share no cell.
  std::optional<House> als_house(const Node& x, const Node& y) const {
    if ((x.cells & y.cells).any()) return std::nullopt;
    const CellSet both = x.cells | y.cells;
    for (int h = 0; h < G::houses; ++h)
      if ((both - G::house_mask[h]).none()) return House(h);
    return std::nullopt;
  }

  // Weak links from a candidate or group to the ALS nodes of its digit.
  void als_entries(const Node& x) {
    for (int m : als_by_digit_[static_cast<std::size_t>(x.digit.index())])
      if (auto h = als_house(x, node(m))) weak_.push_back({m, h->index()});
  }

  // An ALS node's links: weak to the candidates, groups and other ALSs' nodes of its digit,
  // strong to the other digits of its set (and its forcings, written by the caller).
  void als_links(const Grid<B>& g, int n) {
    const Node& x = node(n);
    for (Cell c : g.cells_with(x.digit))
      if (auto h = als_house(node(node_of(c, x.digit)), x)) weak_.push_back({node_of(c, x.digit), h->index()});
    for (int m = groups_from_[static_cast<std::size_t>(x.digit.index())];
         m < groups_from_[static_cast<std::size_t>(x.digit.index()) + 1]; ++m)
      if (auto h = als_house(node(m), x)) weak_.push_back({m, h->index()});
    const CellSet own = als_[static_cast<std::size_t>(x.als)].cells;
    for (int m : als_by_digit_[static_cast<std::size_t>(x.digit.index())])
      if ((als_[static_cast<std::size_t>(node(m).als)].cells & own).none())
        if (auto h = als_house(node(m), x)) weak_.push_back({m, h->index()});
    for (int m : als_members_[static_cast<std::size_t>(x.als)])
      if (m != n) strong_.push_back({m, kAls});
  }

  std::vector<Node> nodes_;
  int candidates_ = 0;
  std::vector<int> node_of_;
  std::vector<int> group_slots_, group_count_;  // groups_in()
  std::vector<int> groups_from_;                // the groups of digit d: nodes [from[d], from[d + 1])
  std::vector<AlsRecord<B>> als_;
  std::vector<std::vector<int>> als_by_digit_, als_members_;
  std::vector<std::vector<int>> forced_;  // per node, the other ends of its forcing links
  CellSet bivalue_;
  std::vector<int> weak_at_, strong_at_;
  std::vector<Edge> weak_, strong_;
};

// The closure of one view: for every literal, the nodes whose "true" some walk from it
// reaches. Literal 2n is "node n false", 2n + 1 "node n true".
template <int B>
class ChainReach {
 public:
  ChainReach(const ChainGraph<B>& graph, ChainView view)
      : graph_(graph), view_(view), words_((graph.size() + 63) / 64) {
    const int literals = 2 * graph.size();
    component_.assign(static_cast<std::size_t>(literals), -1);
    tarjan();
  }

  // The set of literal l's reached true nodes, words_ words.
  [[nodiscard]] const std::uint64_t* set(int l) const {
    const int k = component_[static_cast<std::size_t>(l)];
    return k < 0 ? nullptr : sets_.data() + static_cast<std::size_t>(k) * words_;
  }
  [[nodiscard]] int words() const { return words_; }

 private:
  // The view's literal graph, its successors per literal in one array.
  void successors() {
    const int literals = 2 * graph_.size();
    at_.assign(static_cast<std::size_t>(literals) + 1, 0);
    next_.resize(static_cast<std::size_t>(graph_.edges()));
    std::vector<char> allowed(static_cast<std::size_t>(graph_.size())), leads(allowed.size());
    for (int n = 0; n < graph_.size(); ++n) allowed[static_cast<std::size_t>(n)] = graph_.allowed(view_, n);
    for (int n = 0; n < graph_.size(); ++n) leads[static_cast<std::size_t>(n)] = graph_.leads(view_, n);
    std::size_t size = 0;
    for (int l = 0; l < literals; ++l) {
      at_[static_cast<std::size_t>(l)] = static_cast<int>(size);
      const int n = l >> 1;
      if (!allowed[static_cast<std::size_t>(n)]) continue;
      const bool on = l & 1;
      for (const auto& e : on ? graph_.weak(n) : graph_.strong(n))
        if (allowed[static_cast<std::size_t>(e.to)] && (!on || leads[static_cast<std::size_t>(e.to)]) &&
            ChainGraph<B>::takes(view_, !on, e))
          next_[size++] = 2 * e.to + (on ? 0 : 1);
    }
    at_[static_cast<std::size_t>(literals)] = static_cast<int>(size);
  }

  void tarjan() {
    successors();
    const int literals = 2 * graph_.size();
    std::vector<int> index(static_cast<std::size_t>(literals), -1), low(index.size(), 0);
    std::vector<char> on_stack(index.size(), 0);
    std::vector<int> stack;
    std::vector<std::pair<int, int>> calls;  // a literal and its next successor
    stack.reserve(index.size());
    calls.reserve(index.size());
    sets_.reserve(index.size() * static_cast<std::size_t>(words_));
    int counter = 0;
    const auto open = [&](int l) {
      index[static_cast<std::size_t>(l)] = low[static_cast<std::size_t>(l)] = counter++;
      stack.push_back(l);
      on_stack[static_cast<std::size_t>(l)] = 1;
      calls.emplace_back(l, at_[static_cast<std::size_t>(l)]);
    };
    for (int root = 0; root < literals; ++root) {
      if (index[static_cast<std::size_t>(root)] >= 0 || !graph_.allowed(view_, root >> 1)) continue;
      open(root);
      while (!calls.empty()) {
        const int l = calls.back().first;
        const int i = calls.back().second++;
        if (i < at_[static_cast<std::size_t>(l) + 1]) {
          const int w = next_[static_cast<std::size_t>(i)];
          if (index[static_cast<std::size_t>(w)] < 0)
            open(w);
          else if (on_stack[static_cast<std::size_t>(w)])
            low[static_cast<std::size_t>(l)] =
                std::min(low[static_cast<std::size_t>(l)], index[static_cast<std::size_t>(w)]);
          continue;
        }
        calls.pop_back();
        if (!calls.empty()) {
          const int parent = calls.back().first;
          low[static_cast<std::size_t>(parent)] =
              std::min(low[static_cast<std::size_t>(parent)], low[static_cast<std::size_t>(l)]);
        }
        if (low[static_cast<std::size_t>(l)] == index[static_cast<std::size_t>(l)]) close(l, stack, on_stack);
      }
    }
  }

  // Pops the component rooted at v; every component it reaches is closed already.
  void close(int v, std::vector<int>& stack, std::vector<char>& on_stack) {
    const int k = components_++;
    sets_.resize(sets_.size() + static_cast<std::size_t>(words_), 0);
    std::size_t first = stack.size();
    do {
      --first;
      on_stack[static_cast<std::size_t>(stack[first])] = 0;
      component_[static_cast<std::size_t>(stack[first])] = k;
    } while (stack[first] != v);
    std::uint64_t* mine = sets_.data() + static_cast<std::size_t>(k) * words_;
    for (std::size_t at = first; at < stack.size(); ++at) {
      const int m = stack[at];
      if (m & 1) mine[(m >> 1) >> 6] |= std::uint64_t{1} << ((m >> 1) & 63);
      for (int i = at_[static_cast<std::size_t>(m)]; i < at_[static_cast<std::size_t>(m) + 1]; ++i) {
        const int j = component_[static_cast<std::size_t>(next_[static_cast<std::size_t>(i)])];
        if (j < 0 || j == k) continue;
        const std::uint64_t* theirs = sets_.data() + static_cast<std::size_t>(j) * words_;
        for (int w = 0; w < words_; ++w) mine[w] |= theirs[w];
      }
    }
    stack.resize(first);
  }

  const ChainGraph<B>& graph_;
  ChainView view_;
  int words_;
  std::vector<int> at_, next_;  // the literal graph: successors of l at next_[at_[l] .. at_[l + 1])
  std::vector<int> component_;
  int components_ = 0;
  std::vector<std::uint64_t> sets_;
};

// Breadth-first walks over one view, from one literal. A chain needs a few links, so the
// walk keeps every simple path of up to `near` links from the start apart, and further on
// meets each literal once: a state is one such path's end, with the state and carrier it
// was reached from. The grouped view names only chains through a group or ALS node: there
// a literal is met once by paths that passed one and once by paths that did not, and only
// the first are offered as ends, so that a shorter chain of candidates alone does not hide
// the grouped one.
template <int B>
class ChainWalk {
 public:
  ChainWalk(const ChainGraph<B>& graph, ChainView view)
      : graph_(graph),
        view_(view),
        split_(view == ChainView::grouped),
        far_(static_cast<std::size_t>((split_ ? 4 : 2) * graph.size()), {0, 0}),
        open_(static_cast<std::size_t>(graph.size())) {
    for (int n = 0; n < graph.size(); ++n) open_[static_cast<std::size_t>(n)] = graph.allowed(view, n);
  }

  // Walks from literal `from`, never through the nodes in `avoid` (eight at most), until
  // `stop` accepts a state reached (returned) or nothing is left (-1).
  template <typename Stop>
  int run(int from, std::span<const int> avoid, int near, Stop&& stop) {
    ++walk_;
    std::array<char, 8> was{};
    avoid = avoid.first(std::min(avoid.size(), was.size()));
    for (std::size_t i = 0; i < avoid.size(); ++i) was[i] = std::exchange(open_[static_cast<std::size_t>(avoid[i])], 0);
    const int found = walk(from, near, stop);
    for (std::size_t i = avoid.size(); i-- > 0;) open_[static_cast<std::size_t>(avoid[i])] = was[i];
    return found;
  }

  // The state ending the shortest chain of more than `near` links at literal l; -1 when
  // none.
  [[nodiscard]] int reached(int l) const {
    const Far& f = far_[static_cast<std::size_t>(split_ ? 2 * l + 1 : l)];
    return f.walk == walk_ ? f.state : -1;
  }
  // The states of the last walk, numbered from 0.
  [[nodiscard]] int states() const { return static_cast<int>(size_); }
  [[nodiscard]] int literal(int s) const { return states_[static_cast<std::size_t>(s)].literal; }
  [[nodiscard]] int links(int s) const { return states_[static_cast<std::size_t>(s)].links; }
  // The node one link from the start on the path to state s.
  [[nodiscard]] int first(int s) const { return states_[static_cast<std::size_t>(s)].first; }

  // The literals from the start to state s, and the carrier of each step (carriers[i] joins
  // literals[i] and literals[i + 1]).
  void path(int s, std::vector<int>& literals, std::vector<int>& carriers) const {
    literals.clear();
    carriers.clear();
    for (int at = s; at >= 0; at = states_[static_cast<std::size_t>(at)].parent) {
      literals.push_back(states_[static_cast<std::size_t>(at)].literal);
      if (states_[static_cast<std::size_t>(at)].parent >= 0)
        carriers.push_back(states_[static_cast<std::size_t>(at)].carrier);
    }
    std::reverse(literals.begin(), literals.end());
    std::reverse(carriers.begin(), carriers.end());
  }

 private:
  struct State {
    int literal, parent, carrier, links;
    int first;     // the node one link from the start
    bool grouped;  // whether the path passed a group or ALS node
    // the nodes on the path to here, each as bit (node mod 64): a node whose bit is clear is
    // not on it, which spares most walks up the path
    std::uint64_t path;
  };
  static constexpr std::uint64_t bit(int n) { return std::uint64_t{1} << (n & 63); }

  template <typename Stop>
  int walk(int from, int near, Stop&& stop) {
    std::size_t& size = size_;
    size = 0;
    add({from, -1, 0, 0, -1, graph_.node(from >> 1).group, bit(from >> 1)}, size);
    for (std::size_t head = 0; head < size; ++head) {
      const State at = states_[head];
      const int n = at.literal >> 1;
      const bool on = at.literal & 1;
      for (const auto& e : on ? graph_.weak(n) : graph_.strong(n)) {
        if (!open_[static_cast<std::size_t>(e.to)] || (filtered_ && !ChainGraph<B>::takes(view_, !on, e))) continue;
        const int w = 2 * e.to + (on ? 0 : 1);
        const bool grouped = split_ && (at.grouped || graph_.node(e.to).group);
        const auto key = static_cast<std::size_t>(split_ ? 2 * w + grouped : w);
        const int links = at.links + 1;
        if (links > near) {
          if (far_[key].walk == walk_) continue;
          far_[key] = {walk_, static_cast<int>(size)};
        }
        if (links <= near + 1 && on_way(static_cast<int>(head), e.to)) {
          if (links > near) far_[key].walk = 0;
          continue;
        }
        add({w, static_cast<int>(head), e.house, links, head == 0 ? e.to : at.first, grouped, at.path | bit(e.to)},
            size);
        if ((grouped || !split_) && stop(static_cast<int>(size) - 1)) return static_cast<int>(size) - 1;
      }
    }
    return -1;
  }

  // Appends a state; the array only grows (a walk writes over the last one's states).
  void add(const State& state, std::size_t& size) {
    if (size == states_.size()) states_.resize(std::max<std::size_t>(64, 2 * size));
    states_[size++] = state;
  }

  // Whether node n is on the path to state s.
  bool on_way(int s, int n) const {
    if ((states_[static_cast<std::size_t>(s)].path & bit(n)) == 0) return false;
    for (int at = s; at >= 0; at = states_[static_cast<std::size_t>(at)].parent)
      if (states_[static_cast<std::size_t>(at)].literal >> 1 == n) return true;
    return false;
  }

  // A literal's state beyond `near` links, valid in the walk of that number only (so that a
  // walk need not clear them all).
  struct Far {
    unsigned walk;
    int state;
  };
  const ChainGraph<B>& graph_;
  ChainView view_;
  bool split_;  // literals met apart by grouped and ungrouped paths
  bool filtered_ = view_ == ChainView::x || view_ == ChainView::xy;  // views that take some links only
  unsigned walk_ = 0;
  std::vector<Far> far_;    // per literal (split: and grouped or not)
  std::vector<char> open_;  // per node, whether this walk may pass it (the view's, less `avoid`)
  std::vector<State> states_;
  std::size_t size_ = 0;  // the last walk's states
};

}  // namespace setlogic
