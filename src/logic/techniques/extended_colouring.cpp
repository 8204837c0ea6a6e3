#include "logic/techniques/extended_colouring.hpp"

#include <algorithm>
#include <deque>
#include <vector>

namespace setlogic {

namespace {

template <int B>
class ExtendedColouring {
 public:
  using G = Geometry<B>;
  static constexpr int kIds = G::cells * G::size;

  ExtendedColouring(FinderContext<B>& ctx, Sink& sink) : ctx_(ctx), g_(ctx.grid()), sink_(sink) {}

  void run(Technique t) {
    medusa_ = t == Technique::medusa_3d;
    build_edges();
    std::vector<bool> seen(kIds, false);
    for (int id = 0; id < kIds && go_; ++id) {
      if (seen[id] || edges_[id].empty()) continue;
      // the cluster of id: its candidates are those the world of id reaches by strong links
      World on = world(id, true), off = world(id, false);
      for (int x = 0; x < kIds; ++x)
        if (on.cluster[x]) seen[x] = true;
      conclude(t, id, on, off);
    }
  }

 private:
  struct World {
    std::vector<std::int8_t> value = std::vector<std::int8_t>(kIds, 0);  // 1 true, -1 false, 0 unknown
    std::vector<bool> cluster = std::vector<bool>(kIds, false);
    std::vector<Implication> implications;
    bool contradiction = false;
  };

  static Candidate candidate(int id) { return {Cell(id / G::size), Digit(id % G::size)}; }
  static int id_of(Cell c, Digit d) { return c.index() * G::size + d.index(); }

  // Strong links: every digit's conjugate pairs (X-Colors: those of its own cluster's
  // digit, all in one table as the cluster keeps to its digit), and for 3D Medusa the
  // bivalue cells.
  void build_edges() {
    edges_.assign(kIds, {});
    for (int d = 0; d < G::size; ++d)
      for (const auto& p : ctx_.links().conjugates[static_cast<std::size_t>(d)]) {
        edges_[id_of(p.a, Digit(d))].push_back(id_of(p.b, Digit(d)));
        edges_[id_of(p.b, Digit(d))].push_back(id_of(p.a, Digit(d)));
      }
    if (!medusa_) return;
    for (Cell c : ctx_.links().bivalue) {
      const Digit x = g_.candidates(c).first();
      Digit y = x;
      for (Digit d : g_.candidates(c)) y = d;
      edges_[id_of(c, x)].push_back(id_of(c, y));
      edges_[id_of(c, y)].push_back(id_of(c, x));
    }
  }

  void set(World& w, int id, bool value) {
    w.value[id] = value ? 1 : -1;
    w.implications.push_back({candidate(id), value});
  }

  // The world of `premise`: the cluster breadth-first (each candidate the opposite of the
  // one before), then conflicts with every truth and, for X-Colors, hidden singles of the
  // digit, until nothing changes.
  World world(int premise, bool value) {
    World w;
    w.value[premise] = value ? 1 : -1;
    w.cluster[premise] = true;
    std::deque<int> queue{premise};
    while (!queue.empty()) {
      const int x = queue.front();
      queue.pop_front();
      for (int to : edges_[x]) {
        if (w.cluster[to]) continue;
        w.cluster[to] = true;
        set(w, to, w.value[x] < 0);
        queue.push_back(to);
      }
    }
    const Digit digit = candidate(premise).digit;
    for (std::size_t done = 0; !w.contradiction;) {
      // conflicts with the truths not yet spread
      std::vector<int> truths;
      for (int x = 0; x < kIds; ++x)
        if (w.value[x] > 0) truths.push_back(x);
      for (int t : truths) spread(w, t);
      if (medusa_ || w.implications.size() == done) break;
      done = w.implications.size();
      // hidden singles of the digit
      for (int h = 0; h < G::houses; ++h) {
        if (g_.placed(House(h)).test(digit)) continue;
        int open = -1, unknown = 0;
        bool truth = false;
        for (Cell c : G::house_mask[h] & g_.cells_with(digit)) {
          const int x = id_of(c, digit);
          truth = truth || w.value[x] > 0;
          if (w.value[x] == 0) ++unknown, open = x;
        }
        if (!truth && unknown == 1) set(w, open, true);
      }
      if (w.implications.size() == done) break;
      done = w.implications.size();
    }
    w.contradiction = w.contradiction || emptied(w);
    return w;
  }

  // Every candidate in conflict with truth t is false; a true one is a contradiction.
  void spread(World& w, int t) {
    const Candidate x = candidate(t);
    const auto falsify = [&](int id) {
      if (w.value[id] > 0) w.contradiction = true;
      if (w.value[id] == 0) set(w, id, false);
    };
    for (Digit d : g_.candidates(x.cell))
      if (d != x.digit) falsify(id_of(x.cell, d));
    for (Cell p : G::peers[x.cell.index()] & g_.cells_with(x.digit)) falsify(id_of(p, x.digit));
  }

  // A cell, or a digit in a house, left without a candidate that may be true.
  [[nodiscard]] bool emptied(const World& w) const {
    for (Cell c : g_.unsolved()) {
      bool open = false;
      for (Digit d : g_.candidates(c)) open = open || w.value[id_of(c, d)] >= 0;
      if (!open) return true;
    }
    for (int h = 0; h < G::houses; ++h)
      for (int d = 0; d < G::size; ++d) {
        if (g_.placed(House(h)).test(Digit(d))) continue;
        bool open = false;
        for (Cell c : G::house_mask[h] & g_.cells_with(Digit(d))) open = open || w.value[id_of(c, Digit(d))] >= 0;
        if (!open) return true;
      }
    return false;
  }

  void conclude(Technique t, int u, const World& on, const World& off) {
    if (on.contradiction && off.contradiction) return;  // no solution: nothing to say
    Step s{.technique = t};
    ColourCluster k;
    for (int x = 0; x < kIds; ++x) {
      if (!on.cluster[x]) continue;
      (on.value[x] > 0 ? k.on : k.off).push_back(candidate(x));
      // u's class goes when its world breaks, the other class when the other world does
      if ((on.contradiction && on.value[x] > 0) || (off.contradiction && off.value[x] > 0))
        s.eliminations.push_back(candidate(x));
    }
    if (!on.contradiction && !off.contradiction)
      for (int x = 0; x < kIds; ++x) {
        if (on.value[x] < 0 && off.value[x] < 0) s.eliminations.push_back(candidate(x));
        if (on.value[x] > 0 && off.value[x] > 0) s.placements.push_back(candidate(x));
      }
    if (s.eliminations.empty() && s.placements.empty()) return;
    for (const auto* xs : {&s.eliminations, &s.placements})
      for (const Candidate& x : *xs)
        if (std::find(s.digits.begin(), s.digits.end(), x.digit) == s.digits.end()) s.digits.push_back(x.digit);
    std::sort(s.digits.begin(), s.digits.end());
    s.colours.push_back(std::move(k));
    s.branches = {
        {.premise = {candidate(u), true}, .implications = on.implications, .contradiction = on.contradiction},
        {.premise = {candidate(u), false}, .implications = off.implications, .contradiction = off.contradiction}};
    go_ = sink_.accept(std::move(s));
  }

  FinderContext<B>& ctx_;
  const Grid<B>& g_;
  Sink& sink_;
  bool medusa_ = false;
  bool go_ = true;
  std::vector<std::vector<int>> edges_;  // per candidate id, the ids strongly linked to it
};

}  // namespace

template <int B>
void find_extended_colouring(FinderContext<B>& ctx, Technique t, Sink& sink) {
  ExtendedColouring<B>(ctx, sink).run(t);
}

SETLOGIC_EACH_BOX(SETLOGIC_EXTENDED_COLOURING_INSTANCES, )

}  // namespace setlogic
