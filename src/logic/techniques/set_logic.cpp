// The general-logic search (see the essay in set_logic.hpp), instantiated for every box size.

#include "logic/techniques/set_logic.hpp"

#include <algorithm>
#include <atomic>
#include <map>
#include <memory>
#include <set>
#include <thread>
#include <tuple>
#include <vector>

namespace setlogic {

namespace detail {

// MaskBits bounds the base candidates of a set (max_size * N): the masks over them are
// the most used sets of the search, so they are kept as few words as the limits allow.
template <int B, int MaskBits>
class SetLogicSearch {
 public:
  using G = Geometry<B>;
  static constexpr int N = G::size;
  static constexpr int kConstraints = G::constraints;
  using ConstraintSet = BitSet<int, kConstraints>;
  using Mask = BitSet<int, MaskBits>;  // base candidates, by number

  SetLogicSearch(const Grid<B>& g, SetLogicLimits limits, Sink& sink, Budget budget = {})
      : g_(g),
        limits_(limits),
        budget_(std::move(budget)),
        sink_(sink),
        start_(kConstraints + 1, 0),
        adj_(kConstraints),
        in_base_(static_cast<std::size_t>(G::candidates), 0),
        covered_(static_cast<std::size_t>(G::candidates), 0) {
    index_members();
    index_neighbours();
    index_sight();
  }

  // The base sets of size n grown from the roots `next` hands out (several searches may
  // share it, one per thread); the findings go to found_, those of smaller sizes in
  // `reported` left out.
  void search(int n, std::atomic<int>& next, const std::set<std::vector<int>>& reported) {
    size_ = n;
    found_.clear();
    reported_ = &reported;
    for (int v; go_on_ && (v = next.fetch_add(1, std::memory_order_relaxed)) < kConstraints;) {
      if (!eligible_.test(v)) continue;
      ConstraintSet reached = adj_[static_cast<std::size_t>(v)];
      reached.set(v);
      ConstraintSet ext = above(adj_[static_cast<std::size_t>(v)], v) & eligible_;
      push_base(v);
      grow(ext, reached, v, nullptr);
      pop_base();
    }
  }

  // Takes in another search's findings of the same size, keeping the smaller certificate
  // of each elimination set.
  void merge(SetLogicSearch& other) {
    for (auto& [elims, f] : other.found_) keep(elims, std::move(f));
  }

  [[nodiscard]] bool stopped() const { return !go_on_; }

  // This size's findings, lowest rank first, then in the order of their base sets; their
  // elimination sets join `reported`.
  void report(std::set<std::vector<int>>& reported) {
    std::vector<const Found*> order;
    for (const auto& [elims, f] : found_) {
      order.push_back(&f);
      reported.insert(elims);
    }
    std::stable_sort(order.begin(), order.end(), [](const Found* a, const Found* b) {
      if (a->rank != b->rank) return a->rank < b->rank;
      return a->base < b->base;
    });
    for (const Found* f : order) {
      Step s{.technique = Technique::set_logic};
      std::vector<Digit> digits;
      for (int k : f->base) {
        s.base.push_back(constraint(k));
        auto [a0, a1] = members(k);
        for (const int* a = a0; a != a1; ++a) digits.push_back(Digit(*a % N));
      }
      for (int k : f->cover) s.cover.push_back(constraint(k));
      std::sort(digits.begin(), digits.end());
      digits.erase(std::unique(digits.begin(), digits.end()), digits.end());
      s.digits = std::move(digits);
      for (int x : f->eliminations) s.eliminations.push_back({Cell(x / N), Digit(x % N)});
      if (!sink_.accept(std::move(s))) {
        go_on_ = false;
        return;
      }
    }
  }

 private:
  struct Found {
    int rank;
    std::vector<int> base, cover;
    std::vector<int> eliminations;  // candidate ids, ascending
  };

  // A candidate that may still be eliminated (see Targets in the opening essay).
  struct Target {
    int x;
    int room;     // most covers that may miss x: n - 1 outside the base, n - 2 inside
    Mask unseen;  // the base candidates sharing no possible cover with x
  };

  // A target's greedy set of unseen base candidates, its size, and the constraints
  // holding one of them or the target.
  struct Picks {
    Mask picked;
    int count = 0;
    ConstraintSet blocked;
  };

  // Candidates of each constraint, flat: members of k are cand_[start_[k] .. start_[k+1]).
  void index_members() {
    std::vector<std::vector<int>> lists(kConstraints);
    for (int c = 0; c < G::cells; ++c)
      for (Digit d : g_.candidates(Cell(c)))
        for (int k : G::constraints_of(Cell(c), d))
          lists[static_cast<std::size_t>(k)].push_back(G::candidate(Cell(c), d));
    for (int k = 0; k < kConstraints; ++k) {
      start_[static_cast<std::size_t>(k) + 1] =
          start_[static_cast<std::size_t>(k)] + static_cast<int>(lists[static_cast<std::size_t>(k)].size());
      cand_.insert(cand_.end(), lists[static_cast<std::size_t>(k)].begin(), lists[static_cast<std::size_t>(k)].end());
      if (lists[static_cast<std::size_t>(k)].size() >= 2 && (!limits_.cells_only || k < G::cells)) eligible_.set(k);
      const auto& list = lists[static_cast<std::size_t>(k)];
      for (int a : list) {
        std::array<int, 3>& mine = others_.emplace_back();
        std::copy_if(constraints_of(a).begin(), constraints_of(a).end(), mine.begin(), [&](int j) { return j != k; });
        std::uint32_t& clash = clash_.emplace_back();
        for (std::size_t j = 0; j < list.size(); ++j)
          if (list[j] == a || shares_option(a, list[j], k)) clash |= std::uint32_t{1} << j;
      }
    }
  }

  // For each candidate y and each kind of constraint a base holding y may be: the
  // candidates sharing one of y's other three constraints with it (y itself included),
  // each once. Those are what y, as a base candidate, is seen by.
  void index_sight() {
    std::vector<int> seen(static_cast<std::size_t>(G::candidates), -1);
    sight_start_.assign(static_cast<std::size_t>(G::candidates) * 4 + 1, 0);
    for (int y = 0; y < G::candidates; ++y) {
      for (std::size_t own = 0; own < 4; ++own) {
        const auto slot = static_cast<std::size_t>(y) * 4 + own;
        if (g_.candidates(Cell(y / N)).test(Digit(y % N))) {
          const int mark = static_cast<int>(slot);
          for (std::size_t j = 0; j < 4; ++j) {
            if (j == own) continue;
            auto [a0, a1] = members(constraints_of(y)[j]);
            for (const int* a = a0; a != a1; ++a)
              if (seen[static_cast<std::size_t>(*a)] != mark) {
                seen[static_cast<std::size_t>(*a)] = mark;
                sight_.push_back(*a);
              }
          }
        }
        sight_start_[slot + 1] = static_cast<int>(sight_.size());
      }
    }
  }

  std::pair<const int*, const int*> members(int k) const {
    return {cand_.data() + start_[static_cast<std::size_t>(k)], cand_.data() + start_[static_cast<std::size_t>(k) + 1]};
  }

  // The four constraints of candidate x (a table: the searches ask for them constantly).
  static const std::array<int, 4>& constraints_of(int x) { return kConstraintsOf[static_cast<std::size_t>(x)]; }
  static inline const std::vector<std::array<int, 4>> kConstraintsOf = [] {
    std::vector<std::array<int, 4>> t(static_cast<std::size_t>(G::candidates));
    for (int y = 0; y < G::candidates; ++y)
      t[static_cast<std::size_t>(y)] = G::constraints_of(Cell(y / N), Digit(y % N));
    return t;
  }();

  // Whether constraint k holds candidate x: a candidate's constraints are listed by kind.
  static bool holds(int k, int x) { return constraints_of(x)[static_cast<std::size_t>(k / G::cells)] == k; }

  // k ~ j when a candidate of k and a candidate of j share a constraint.
  void index_neighbours() {
    for (int k = 0; k < kConstraints; ++k) {
      if (!eligible_.test(k)) continue;
      ConstraintSet& out = adj_[static_cast<std::size_t>(k)];
      auto [a0, a1] = members(k);
      for (const int* a = a0; a != a1; ++a)
        for (int link : constraints_of(*a)) {
          if (link == k) continue;
          auto [b0, b1] = members(link);
          for (const int* b = b0; b != b1; ++b)
            for (int j : constraints_of(*b)) out.set(j);
        }
      out.reset(k);
      out &= eligible_;
    }
  }

  // The members of s above v.
  static ConstraintSet above(ConstraintSet s, int v) {
    for (int i = 0; i < v / 64; ++i) s.set_word(i, 0);
    s.set_word(v / 64, s.word(v / 64) & ~(~std::uint64_t{0} >> (63 - v % 64)));
    return s;
  }

  // Base candidates are numbered in the order their bases joined; pool_[k] holds the
  // numbers of those in constraint k (never a base: the bases are disjoint).
  void push_base(int w) {
    bases_.push_back(w);
    ConstraintSet& overlap = overlap_[bases_.size()];
    overlap = overlap_[bases_.size() - 1];
    auto [a0, a1] = members(w);
    for (const int* a = a0; a != a1; ++a) {
      const int i = static_cast<int>(base_cands_.size());
      base_cands_.push_back(*a);
      in_base_[static_cast<std::size_t>(*a)] = 1;
      base_index_[static_cast<std::size_t>(*a)] = i;
      options_of_[static_cast<std::size_t>(i)] = &others_[static_cast<std::size_t>(a - cand_.data())];
      sight_of_[static_cast<std::size_t>(i)] =
          static_cast<std::size_t>(*a) * 4 + static_cast<std::size_t>(w / G::cells);
      all_.set(i);
      Mask& mine = conflicts_[static_cast<std::size_t>(i)];
      mine.set(i);
      for (int k : constraints_of(*a)) {
        overlap.set(k);
        if (k == w) continue;
        Mask& pool = pool_[static_cast<std::size_t>(k)];
        for (int j : pool) conflicts_[static_cast<std::size_t>(j)].set(i);
        mine |= pool;
        pool.set(i);
      }
    }
  }

  void pop_base() {
    const int w = bases_.back();
    bases_.pop_back();
    auto [a0, a1] = members(w);
    const auto count = static_cast<std::size_t>(a1 - a0);
    int i = static_cast<int>(base_cands_.size() - count);
    for (const int* a = a0; a != a1; ++a, ++i) {
      in_base_[static_cast<std::size_t>(*a)] = 0;
      all_.reset(i);
      conflicts_[static_cast<std::size_t>(i)] = Mask{};
      for (int k : constraints_of(*a)) {
        if (k == w) continue;
        Mask& pool = pool_[static_cast<std::size_t>(k)];
        pool.reset(i);
        for (int j : pool) conflicts_[static_cast<std::size_t>(j)].reset(i);
      }
    }
    base_cands_.resize(base_cands_.size() - count);
  }

  // ESU: `ext` holds the neighbours that may still join, `reached` the set and its
  // neighbourhood, `root` the lowest member. On the way, a set whose candidates already
  // need more covers than the size and rank allow is dropped with all it would grow into
  // (more bases only add candidates and take constraints away from the covers), and so is
  // one that leaves no candidate room to be a target (see the opening essay). `early`,
  // when set, holds every candidate that may be a target of a set grown from this one.
  //
  // The greedy over a larger base set, in base order, first picks what it picked here
  // (a new base holds none of their candidates and is no possible cover of theirs), then
  // those of the new base's candidates sharing no possible cover with them or each other.
  // So whether a new base makes the set too wide for its covers, or leaves every target
  // no room, is known before the larger set is built, and it is built only when neither
  // holds.
  void grow(ConstraintSet ext, const ConstraintSet& reached, int root, const std::vector<Target>* early) {
    if ((++nodes_ & 1023) == 0 && budget_.spent()) go_on_ = false;
    if (!go_on_) return;
    const auto depth = bases_.size();
    if (static_cast<int>(depth) == size_) return walk_covers(early);
    const int max_covers = size_ + limits_.max_rank;
    Mask picked;
    const int need = independent(all_, max_covers + 1, &picked);
    if (need > max_covers) return;
    ConstraintSet blocked;
    block(picked, blocked);
    // Once need >= n, the targets of every set grown from this one lie near the picked
    // candidates.
    const std::vector<Target>* narrowed = nullptr;
    if (early != nullptr || need >= size_) {
      std::vector<Target>& mine = early_[depth];
      if (early != nullptr)
        still_fitting(*early, mine);
      else
        targets_of(picked, need, mine);
      if (mine.empty()) return;
      narrowed = &mine;
      std::vector<Picks>& picks = early_picks_[depth];
      picks.assign(mine.size(), Picks{});
      for (std::size_t i = 0; i < mine.size(); ++i) {
        Picks& p = picks[i];
        p.count = independent(mine[i].unseen, mine[i].room + 1, &p.picked);
        block(p.picked, p.blocked);
        for (int k : constraints_of(mine[i].x)) p.blocked.set(k);
      }
    }
    const bool last = static_cast<int>(depth) + 1 == size_;
    ext -= overlap_[depth];  // bases are disjoint
    for (const int w : ConstraintSet(ext)) {
      ext.reset(w);
      if (need + extension(w, blocked, max_covers - need + 1) > max_covers) continue;
      if (narrowed != nullptr && !any_fits_with(w, *narrowed, early_picks_[depth])) continue;
      push_base(w);
      if (last) {
        walk_covers(narrowed);
      } else {
        const ConstraintSet fresh = above(adj_[static_cast<std::size_t>(w)] - reached, root);
        grow(ext | fresh, reached | adj_[static_cast<std::size_t>(w)], root, narrowed);
      }
      pop_base();
      if (!go_on_) return;
    }
  }

  // The constraints holding one of the base candidates `picked`.
  void block(const Mask& picked, ConstraintSet& out) const {
    out = ConstraintSet{};
    for (int i : picked)
      for (int k : constraints_of(base_cands_[static_cast<std::size_t>(i)])) out.set(k);
  }

  // How many of base w's candidates the greedy adds to the set it picked, counted up to
  // `limit`. `blocked` holds the constraints holding one of that set, and for a target
  // the target's own too: a member in none of them but w, sharing no constraint but w
  // with one added before it, is added.
  int extension(int w, const ConstraintSet& blocked, int limit) const {
    const auto first = static_cast<std::size_t>(start_[static_cast<std::size_t>(w)]);
    const auto count = static_cast<std::size_t>(start_[static_cast<std::size_t>(w) + 1]) - first;
    std::uint32_t out = 0;  // the members sharing a constraint but w with one added
    int n = 0;
    for (std::size_t i = 0; i < count; ++i) {
      if ((out >> i & 1) != 0) continue;
      const auto& ks = others_[first + i];
      if (blocked.test(ks[0]) || blocked.test(ks[1]) || blocked.test(ks[2])) continue;
      out |= clash_[first + i];
      if (++n == limit) break;
    }
    return n;
  }

  // Whether candidates x and y share a constraint other than w (a constraint's members
  // sit at the same place in the table of every candidate of its kind).
  static bool shares_option(int x, int y, int w) {
    const auto &kx = constraints_of(x), &ky = constraints_of(y);
    for (std::size_t j = 0; j < 4; ++j)
      if (kx[j] == ky[j] && kx[j] != w) return true;
    return false;
  }

  // Whether some target of the partial base set still fits once base w joins: those of
  // w's candidates it does not see join its greedy set as above, and a target in w
  // itself moves inside the base, its room one less.
  bool any_fits_with(int w, const std::vector<Target>& early, const std::vector<Picks>& picks) const {
    for (std::size_t i = 0; i < early.size(); ++i) {
      const Target& t = early[i];
      const Picks& p = picks[i];
      const int room = t.room - static_cast<int>(holds(w, t.x));
      if (p.count > room) continue;
      if (p.count + extension(w, p.blocked, room - p.count + 1) <= room) return true;
    }
    return false;
  }

  // A candidate's surplus s: the covers holding it less one when it is a base candidate,
  // so s >= -1. surplus_count_[s + 1] counts the candidates with surplus s, kept without
  // branches; only those for s >= 1 are read, the others count from no starting value.
  void add_cover(int k) {
    covers_.push_back(k);
    auto [a0, a1] = members(k);
    for (const int* a = a0; a != a1; ++a) {
      const auto x = static_cast<std::size_t>(*a);
      const int was = covered_[x]++;
      const auto s = static_cast<std::size_t>(was - in_base_[x] + 1);
      --surplus_count_[s];
      ++surplus_count_[s + 1];
      if (was == 0 && in_base_[x]) covered_base_.set(base_index_[x]);
    }
  }

  void remove_cover() {
    const int k = covers_.back();
    covers_.pop_back();
    auto [a0, a1] = members(k);
    for (const int* a = a0; a != a1; ++a) {
      const auto x = static_cast<std::size_t>(*a);
      const int now = --covered_[x];
      const auto s = static_cast<std::size_t>(now - in_base_[x] + 1);
      --surplus_count_[s + 1];
      ++surplus_count_[s];
      if (now == 0 && in_base_[x]) covered_base_.reset(base_index_[x]);
    }
  }

  bool surplus_above(int rank) const {
    if (rank < 0) return true;
    for (std::size_t s = static_cast<std::size_t>(rank) + 2; s < surplus_count_.size(); ++s)
      if (surplus_count_[s] > 0) return true;
    return false;
  }

  // Whether the covers may still eliminate once cover k joins them. Once there are as
  // many covers as bases, a candidate in no cover yet can never be eliminated (each cover
  // it joins also raises the rank), and a cover added never raises a candidate's surplus
  // over the rank: some candidate must already have surplus above the rank m - n.
  bool may_eliminate_with(int k) const {
    const int rank = static_cast<int>(covers_.size()) + 1 - size_;
    if (surplus_above(rank)) return true;
    auto [a0, a1] = members(k);
    return std::any_of(a0, a1, [&](int a) {
      return covered_[static_cast<std::size_t>(a)] + 1 - in_base_[static_cast<std::size_t>(a)] > rank;
    });
  }

  // Base candidates of `rest` pairwise sharing no possible cover (greedy, in base order),
  // counted up to `limit`; each needs a cover of its own. `picked` gets them.
  int independent(Mask rest, int limit, Mask* picked = nullptr) const {
    int n = 0;
    for (int i; n < limit && (i = rest.first()) < Mask::bits;) {  // first() is bits when empty
      rest -= conflicts_[static_cast<std::size_t>(i)];
      if (picked != nullptr) picked->set(i);
      ++n;
    }
    return n;
  }

  // Whether x may still be eliminated: the covers missing it so far, and those that the
  // uncovered base candidates it does not see still need, fit in its room.
  bool fits(const Target& t) const {
    const int missing = static_cast<int>(covers_.size()) - covered_[static_cast<std::size_t>(t.x)];
    return fits_after(t, missing, covered_base_);
  }

  // fits() as it would be with cover k added, whose base candidates leave `covered`.
  bool fits_with(const Target& t, int k, const Mask& covered) const {
    const int missing = static_cast<int>(covers_.size()) + 1 - covered_[static_cast<std::size_t>(t.x)] -
                        static_cast<int>(holds(k, t.x));
    return fits_after(t, missing, covered);
  }

  bool fits_after(const Target& t, int missing, const Mask& covered) const {
    if (missing > t.room) return false;
    return missing + independent(t.unseen - covered, t.room - missing + 1) <= t.room;
  }

  // The candidates that fit the base set with no cover chosen yet, among those of the
  // constraints holding a base candidate. With a greedy independent set (`picked`) of
  // size `spread` >= n, only those seeing at least spread - room of it (see the opening
  // essay).
  void targets_of(const Mask& picked, int spread, std::vector<Target>& out) {
    if (++stamp_ == 0) std::fill(met_.begin(), met_.end(), Met{}), stamp_ = 1;
    out.clear();
    const bool anywhere = spread <= size_ - 1;
    // The hits a candidate outside the base needs; one more inside it, whose room is one
    // less (at size 1 none: no room at all).
    const int needed = anywhere ? 1 : spread - (size_ - 1);
    const int inside_extra = size_ == 1 ? G::candidates : 1 - static_cast<int>(anywhere);
    std::size_t found = 0;
    for (int i : anywhere ? all_ : picked) {
      const std::size_t slot = sight_of_[static_cast<std::size_t>(i)];
      const int* const a1 = sight_.data() + sight_start_[slot + 1];
      for (const int* a = sight_.data() + sight_start_[slot]; a != a1; ++a) {
        // branch-free: whether a candidate was met before is not predictable
        Met& m = met_[static_cast<std::size_t>(*a)];
        m.hits = (m.stamp == stamp_ ? m.hits : 0) + 1;
        m.stamp = stamp_;
        near_[found] = *a;
        found += static_cast<std::size_t>(m.hits == needed + inside_extra * in_base_[static_cast<std::size_t>(*a)]);
      }
    }
    for (std::size_t j = 0; j < found; ++j)
      if (const Target t = target(near_[j]); fits(t)) out.push_back(t);
  }

  // Those of `early`, found for a smaller base set, that fit the current one.
  void still_fitting(const std::vector<Target>& early, std::vector<Target>& out) const {
    out.clear();
    for (const Target& e : early)
      if (const Target t = target(e.x); t.room >= 0 && fits(t)) out.push_back(t);
  }

  Target target(int x) const {
    Target t{x, size_ - 1 - in_base_[static_cast<std::size_t>(x)], all_};
    for (int k : constraints_of(x)) t.unseen -= pool_[static_cast<std::size_t>(k)];
    return t;
  }

  // The base set is complete: cover it for its targets, or for those of `early` (a
  // superset of them, found before the last base joined) that still fit.
  void walk_covers(const std::vector<Target>* early) {
    if (early != nullptr) {
      still_fitting(*early, targets_);
    } else {
      Mask picked;
      targets_of(picked, independent(all_, static_cast<int>(base_cands_.size()), &picked), targets_);
    }
    if (!targets_.empty() && !too_wide(all_, size_ + limits_.max_rank)) cover_walk(ConstraintSet{}, 0, targets_.size());
  }

  // The number of the uncovered base candidate with fewest possible covers, to branch on;
  // -1 when one has none left. A base candidate's other constraints are never bases.
  int fewest_options(const Mask& uncovered, const ConstraintSet& banned) const {
    int best = -1, fewest = 4;
    for (int i : uncovered) {
      const auto& ks = *options_of_[static_cast<std::size_t>(i)];
      const int options = !banned.test(ks[0]) + !banned.test(ks[1]) + !banned.test(ks[2]);
      if (options == 0) return -1;
      if (options < fewest) {
        best = i, fewest = options;
        if (options == 1) break;
      }
    }
    return best;
  }

  // Whether the base candidates `uncovered` need more than `left` covers more.
  bool too_wide(const Mask& uncovered, int left) const {
    return left <= 0 || (uncovered.count() > left && independent(uncovered, left + 1) > left);
  }

  // Covers for targets_[first, last), which fit the covers chosen so far. Those may
  // eliminate, and leave the uncovered base candidates room (each is checked before it
  // is added).
  void cover_walk(const ConstraintSet& banned, std::size_t first, std::size_t last) {
    if ((++nodes_ & 1023) == 0 && budget_.spent()) go_on_ = false;
    if (!go_on_) return;
    const Mask uncovered = all_ - covered_base_;
    if (uncovered.none()) return evaluate();
    branch(uncovered, banned, first, last);
  }

  // Covers the uncovered base candidate with fewest possible covers by each of them in
  // turn, banning each once tried.
  void branch(const Mask& uncovered, ConstraintSet ban, std::size_t first, std::size_t last) {
    const int open = fewest_options(uncovered, ban);
    if (open < 0) return;
    const int left = size_ + limits_.max_rank - static_cast<int>(covers_.size()) - 1;  // once k is in
    for (int k : *options_of_[static_cast<std::size_t>(open)]) {
      if (ban.test(k)) continue;
      const Mask rest = uncovered - pool_[static_cast<std::size_t>(k)];
      if (may_eliminate_with(k) && (rest.none() || !too_wide(rest, left))) {
        const std::size_t mine = targets_.size();
        const Mask covered = covered_base_ | pool_[static_cast<std::size_t>(k)];
        for (std::size_t i = first; i < last; ++i)
          if (fits_with(targets_[i], k, covered)) targets_.push_back(targets_[i]);
        if (targets_.size() > mine) {
          add_cover(k);
          cover_walk(ban, mine, targets_.size());
          remove_cover();
        }
        targets_.resize(mine);
        if (!go_on_) return;
      }
      ban.set(k);
    }
  }

  void evaluate() {
    const int rank = static_cast<int>(covers_.size()) - size_;
    if (rank < 0) return;  // fewer covers than truths: the position is already broken
    for (int k : covers_) {
      auto [a0, a1] = members(k);
      if (std::none_of(a0, a1, [&](int a) {
            return in_base_[static_cast<std::size_t>(a)] && covered_[static_cast<std::size_t>(a)] == 1;
          }))
        return;  // a cover the others make redundant: the set without it eliminates as much
    }
    std::vector<int> elims;
    for (int k : covers_) {
      auto [a0, a1] = members(k);
      for (const int* a = a0; a != a1; ++a) {
        const int c = covered_[static_cast<std::size_t>(*a)];
        if (c >= rank + 1 + in_base_[static_cast<std::size_t>(*a)]) elims.push_back(*a);
      }
    }
    if (elims.empty()) return;
    std::sort(elims.begin(), elims.end());
    elims.erase(std::unique(elims.begin(), elims.end()), elims.end());
    if (reported_->count(elims) != 0) return;  // a smaller size has it
    std::vector<int> base = bases_, cover = covers_;
    std::sort(base.begin(), base.end());
    std::sort(cover.begin(), cover.end());
    keep(elims, Found{rank, std::move(base), std::move(cover), elims});
  }

  // The smallest certificate of each elimination set: lowest rank, then base and cover
  // sets in constraint order, so the result does not depend on the order of the search.
  void keep(const std::vector<int>& elims, Found f) {
    if (auto it = found_.find(elims);
        it != found_.end() &&
        std::tie(it->second.rank, it->second.base, it->second.cover) <= std::tie(f.rank, f.base, f.cover))
      return;
    found_[elims] = std::move(f);
  }

  Constraint constraint(int k) const {
    const auto kind = static_cast<ConstraintKind>(k / G::cells);
    const int a = k % G::cells / N, b = k % N;
    switch (kind) {
      case ConstraintKind::cell:
        return Constraint::of_cell(G::cell(a, b));
      case ConstraintKind::row_digit:
        return Constraint::of_house(G::row_house(a), Digit(b), N);
      case ConstraintKind::column_digit:
        return Constraint::of_house(G::column_house(a), Digit(b), N);
      case ConstraintKind::box_digit:
        return Constraint::of_house(G::box_house(a), Digit(b), N);
    }
    return {};
  }

  const Grid<B>& g_;
  SetLogicLimits limits_;
  Budget budget_;
  std::uint64_t nodes_ = 0;  // nodes of both walks, for looking at the budget now and then
  Sink& sink_;
  std::vector<int> start_, cand_;
  // Beside cand_, per member of a constraint: its three other constraints, and the
  // members of the same constraint sharing one of them with it (itself included), by place.
  std::vector<std::array<int, 3>> others_;
  std::vector<std::uint32_t> clash_;
  static_assert(N <= 32, "a constraint's members must fit clash_'s words");
  ConstraintSet eligible_;
  std::vector<ConstraintSet> adj_;
  int size_ = 1;
  std::array<int, 8> surplus_count_{};
  std::vector<int> bases_, covers_, base_cands_;
  std::vector<int> base_index_ = std::vector<int>(G::candidates, 0);  // a base candidate's number
  std::vector<int> sight_start_, sight_;  // see index_sight(): candidate y's k-th list at 4y + k
  std::vector<std::size_t> sight_of_ = std::vector<std::size_t>(MaskBits);  // by base candidate number
  // By base candidate number: the constraints that may cover it (its others_ entry).
  std::vector<const std::array<int, 3>*> options_of_ = std::vector<const std::array<int, 3>*>(MaskBits);
  std::vector<Mask> pool_ = std::vector<Mask>(kConstraints);
  // Per base candidate, those sharing a possible cover with it, itself included.
  std::vector<Mask> conflicts_ = std::vector<Mask>(MaskBits);
  Mask all_, covered_base_;  // every base candidate's number; those in a cover
  std::vector<Target> targets_;
  std::vector<std::vector<Target>> early_ = std::vector<std::vector<Target>>(SetLogicLimits::kMaxSize);  // by depth
  std::vector<std::vector<Picks>> early_picks_ =
      std::vector<std::vector<Picks>>(SetLogicLimits::kMaxSize);  // by depth: each early target's greedy set
  // For targets_of(): the candidates seeing enough picked base candidates, and per
  // candidate the call that last met it and in that call the picked base candidates it
  // sees.
  struct Met {
    unsigned stamp = 0;
    int hits = 0;
  };
  std::vector<int> near_ = std::vector<int>(G::candidates + 1);  // one spare: written before counted
  std::vector<Met> met_ = std::vector<Met>(G::candidates);
  unsigned stamp_ = 0;
  // By depth, the constraints holding a candidate of the first `depth` bases.
  std::array<ConstraintSet, SetLogicLimits::kMaxSize + 1> overlap_{};
  std::vector<char> in_base_, covered_;
  std::map<std::vector<int>, Found> found_;               // this size's findings by elimination set
  const std::set<std::vector<int>>* reported_ = nullptr;  // the elimination sets of smaller sizes
  bool go_on_ = true;
};

// The roots of each size's base sets are shared out over `threads` searches; each
// elimination set keeps its smallest certificate, so the result does not depend on how.
template <int B, int MaskBits>
void find_set_logic_within(const Grid<B>& g, Sink& sink, SetLogicLimits limits, Budget budget, int threads) {
  std::vector<std::unique_ptr<SetLogicSearch<B, MaskBits>>> searches;
  for (int i = 0; i < std::max(threads, 1); ++i)
    searches.push_back(std::make_unique<SetLogicSearch<B, MaskBits>>(g, limits, sink, budget));
  std::set<std::vector<int>> reported;
  for (int n = 1; n <= limits.max_size; ++n) {
    std::atomic<int> next{0};
    {
      std::vector<std::jthread> helpers;
      for (std::size_t i = 1; i < searches.size(); ++i)
        helpers.emplace_back([&, i] { searches[i]->search(n, next, reported); });
      searches[0]->search(n, next, reported);
    }
    bool stopped = false;
    for (auto& other : searches) {
      stopped = stopped || other->stopped();
      if (other != searches[0]) searches[0]->merge(*other);
    }
    searches[0]->report(reported);
    if (stopped || searches[0]->stopped()) return;
  }
}

// The search with masks of `Words` words, or of more when the limits need them.
template <int B, int Words>
void find_set_logic_sized(const Grid<B>& g, Sink& sink, SetLogicLimits limits, Budget budget, int threads) {
  constexpr int most = SetLogicLimits::kMaxSize * Geometry<B>::size;
  if constexpr (Words * 64 >= most)
    find_set_logic_within<B, most>(g, sink, limits, budget, threads);
  else if (limits.max_size * Geometry<B>::size <= Words * 64)
    find_set_logic_within<B, Words * 64>(g, sink, limits, budget, threads);
  else
    find_set_logic_sized<B, Words * 2>(g, sink, limits, budget, threads);
}

}  // namespace detail

template <int B>
void find_set_logic(const Grid<B>& g, Sink& sink, SetLogicLimits limits, Budget budget, int threads) {
  limits.max_size = std::clamp(limits.max_size, 0, SetLogicLimits::kMaxSize);
  detail::find_set_logic_sized<B, 1>(g, sink, limits, budget, threads);
}

SETLOGIC_EACH_BOX(SETLOGIC_SET_LOGIC_INSTANCES, )

// The two mask widths of 9x9 the tests compare.
template void detail::find_set_logic_within<3, 64>(const Grid<3>&, Sink&, SetLogicLimits, Budget, int);
template void detail::find_set_logic_within<3, SetLogicLimits::kMaxSize * 9>(const Grid<3>&, Sink&, SetLogicLimits,
                                                                             Budget, int);

}  // namespace setlogic
