#pragma once
// General logic: base and cover sets over all 4N² constraints (Allan Barker's set logic).
//
// Definitions (../shared/spec/fish-and-setlogic.md §1.3, §4). Every constraint — a cell
// (one digit), or a digit in a row, column or box (one cell) — holds exactly one true
// candidate. A base set is n constraints with pairwise disjoint candidates: n truths. A
// cover set is m other constraints holding every base candidate; each holds at most one
// truth. The rank is R = m - n. With c(x) the covers holding x:
//   x outside the base with c(x) >= R + 1 is false (were it true, the covers holding it
//     would have no room left for enough base truths);
//   x inside the base with c(x) >= R + 2 is false (as a truth it would use c(x) covers).
// Rank 0 is every cover candidate outside the base; a fish is rank-0 logic over one digit,
// a finned fish rank 1 once the fins' box is a cover. General logic only eliminates.
//
// Search, per size n = 1..max_size, smallest first:
//   - Base sets are grown connected: two constraints are neighbours when a candidate of
//     one and a candidate of the other share a constraint. A base set that falls into
//     unconnected parts has covers that fall apart too (a cover meets one part only), so
//     each of its eliminations comes from one part alone, a smaller logic found at its own
//     size. Connected sets are enumerated once each (Wernicke's ESU: grow from the lowest
//     member by neighbours above it, each new one brought in by the first member that
//     reaches it). A constraint with one candidate is a single, not a base; a set whose
//     members share a candidate is dropped with every set grown from it.
//   - Covers by branching: the first uncovered base candidate is covered by one of its at
//     most three other constraints, the earlier ones then banned, so each cover set is
//     reached once. A cover added once every base candidate is covered only raises the
//     rank by one and some counts by at most one, so it never adds an elimination: the
//     sets reached this way are all that matter. A branch ends when the uncovered
//     candidates hold more than the covers left (m <= n + max_rank) can take: a greedy
//     set of them pairwise sharing no possible cover needs one cover each. It also ends
//     once m >= n and no candidate has a surplus (covers holding it, less one for a base
//     candidate) above the rank m - n: every further cover raises the rank by one and a
//     surplus by at most one, and a candidate in no cover yet ends with surplus at most
//     n - m <= 0, so nothing could be eliminated.
//   - Each elimination set is reported once, with its smallest certificate: by size, then
//     rank, then the order found.
// The search is complete within max_size and max_rank; nothing else is cut.

#include <algorithm>
#include <map>
#include <set>
#include <vector>

#include "core/grid.hpp"
#include "logic/limits.hpp"
#include "logic/sink.hpp"

namespace setlogic {

namespace detail {

template <int B>
class SetLogicSearch {
 public:
  using G = Geometry<B>;
  static constexpr int N = G::size;
  static constexpr int kConstraints = G::constraints;
  using ConstraintSet = BitSet<int, kConstraints>;

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
  }

  void run() {
    for (int n = 1; n <= limits_.max_size && go_on_; ++n) {
      size_ = n;
      found_.clear();
      for (int v = 0; v < kConstraints; ++v) {
        if (!eligible_.test(v)) continue;
        ConstraintSet reached = adj_[static_cast<std::size_t>(v)];
        reached.set(v);
        ConstraintSet ext = above(adj_[static_cast<std::size_t>(v)], v) & eligible_;
        push_base(v);
        grow(ext, reached, v);
        pop_base();
      }
      report();
    }
  }

 private:
  struct Found {
    int rank;
    std::vector<int> base, cover;
    std::vector<int> eliminations;  // candidate ids, ascending
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
      if (lists[static_cast<std::size_t>(k)].size() >= 2) eligible_.set(k);
    }
  }

  std::pair<const int*, const int*> members(int k) const {
    return {cand_.data() + start_[static_cast<std::size_t>(k)], cand_.data() + start_[static_cast<std::size_t>(k) + 1]};
  }

  // The four constraints of candidate x (a table: the searches ask for them constantly).
  static const std::array<int, 4>& constraints_of(int x) {
    static const std::vector<std::array<int, 4>> table = [] {
      std::vector<std::array<int, 4>> t(static_cast<std::size_t>(G::candidates));
      for (int y = 0; y < G::candidates; ++y)
        t[static_cast<std::size_t>(y)] = G::constraints_of(Cell(y / N), Digit(y % N));
      return t;
    }();
    return table[static_cast<std::size_t>(x)];
  }

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

  bool disjoint_from_bases(int k) const {
    auto [a0, a1] = members(k);
    for (const int* a = a0; a != a1; ++a)
      if (in_base_[static_cast<std::size_t>(*a)]) return false;
    return true;
  }

  void mark_base(int k, char on) {
    auto [a0, a1] = members(k);
    for (const int* a = a0; a != a1; ++a) in_base_[static_cast<std::size_t>(*a)] = on;
  }

  // ESU: `ext` holds the neighbours that may still join, `reached` the set and its
  // neighbourhood, `root` the lowest member. A set is covered once it has its size; on the
  // way, a set whose candidates already need more covers than the size and rank allow is
  // dropped with all it would grow into (more bases only add candidates and take
  // constraints away from the covers).
  void grow(ConstraintSet ext, const ConstraintSet& reached, int root) {
    if ((++nodes_ & 1023) == 0 && budget_.spent()) go_on_ = false;
    if (!go_on_) return;
    const int max_covers = size_ + limits_.max_rank;
    if (static_cast<int>(bases_.size()) == size_) return cover_walk(ConstraintSet{});
    if (independent(max_covers + 1) > max_covers) return;
    while (ext.any()) {
      const int w = ext.first();
      ext.reset(w);
      if (!disjoint_from_bases(w)) continue;
      ConstraintSet fresh = above(adj_[static_cast<std::size_t>(w)] - reached, root);
      ConstraintSet r = reached | adj_[static_cast<std::size_t>(w)];
      push_base(w);
      grow(ext | fresh, r, root);
      pop_base();
      if (!go_on_) return;
    }
  }

  void push_base(int k) {
    bases_.push_back(k);
    is_base_.set(k);
    mark_base(k, 1);
    auto [a0, a1] = members(k);
    base_cands_.insert(base_cands_.end(), a0, a1);
    uncovered_ += static_cast<int>(a1 - a0);
  }

  void pop_base() {
    const int k = bases_.back();
    bases_.pop_back();
    is_base_.reset(k);
    mark_base(k, 0);
    auto [a0, a1] = members(k);
    base_cands_.resize(base_cands_.size() - static_cast<std::size_t>(a1 - a0));
    uncovered_ -= static_cast<int>(a1 - a0);
  }

  // A candidate's surplus: the covers holding it less one when it is a base candidate.
  // surplus_count_[s] counts the candidates with surplus s >= 1.
  void count_surplus(int x, int delta) {
    const int s = covered_[static_cast<std::size_t>(x)] - in_base_[static_cast<std::size_t>(x)];
    if (s >= 1) surplus_count_[static_cast<std::size_t>(s)] += delta;
  }

  void add_cover(int k) {
    covers_.push_back(k);
    auto [a0, a1] = members(k);
    for (const int* a = a0; a != a1; ++a) {
      count_surplus(*a, -1);
      if (covered_[static_cast<std::size_t>(*a)]++ == 0 && in_base_[static_cast<std::size_t>(*a)]) --uncovered_;
      count_surplus(*a, 1);
    }
  }

  void remove_cover() {
    const int k = covers_.back();
    covers_.pop_back();
    auto [a0, a1] = members(k);
    for (const int* a = a0; a != a1; ++a) {
      count_surplus(*a, -1);
      if (--covered_[static_cast<std::size_t>(*a)] == 0 && in_base_[static_cast<std::size_t>(*a)]) ++uncovered_;
      count_surplus(*a, 1);
    }
  }

  // Once there are as many covers as bases, a candidate in no cover yet can never be
  // eliminated (each cover it joins also raises the rank), and a cover added never raises
  // a candidate's surplus over the rank: some candidate must already have surplus above
  // the rank m - n.
  bool may_eliminate() const { return surplus_above(static_cast<int>(covers_.size()) - size_); }

  bool surplus_above(int rank) const {
    if (rank < 0) return true;
    for (std::size_t s = static_cast<std::size_t>(rank) + 1; s < surplus_count_.size(); ++s)
      if (surplus_count_[s] > 0) return true;
    return false;
  }

  // may_eliminate() as it would be with cover k added, without adding it.
  bool may_eliminate_with(int k) const {
    const int rank = static_cast<int>(covers_.size()) + 1 - size_;
    if (surplus_above(rank)) return true;
    auto [a0, a1] = members(k);
    return std::any_of(a0, a1, [&](int a) {
      return covered_[static_cast<std::size_t>(a)] + 1 - in_base_[static_cast<std::size_t>(a)] > rank;
    });
  }

  // Uncovered base candidates pairwise sharing no possible cover (greedy: each one taken
  // stamps its constraints), counted up to `limit`.
  int independent(int limit) {
    ++stamp_;
    int n = 0;
    for (int x : base_cands_) {
      if (covered_[static_cast<std::size_t>(x)]) continue;
      const auto& ks = constraints_of(x);
      if (std::any_of(ks.begin(), ks.end(), [&](int k) { return stamped_[static_cast<std::size_t>(k)] == stamp_; }))
        continue;
      for (int k : ks)
        if (!is_base_.test(k)) stamped_[static_cast<std::size_t>(k)] = stamp_;
      if (++n >= limit) break;
    }
    return n;
  }

  void cover_walk(const ConstraintSet& banned) {
    if ((++nodes_ & 1023) == 0 && budget_.spent()) go_on_ = false;
    if (!go_on_) return;
    if (!may_eliminate()) return;
    if (uncovered_ == 0) return evaluate();
    const int left = size_ + limits_.max_rank - static_cast<int>(covers_.size());
    if (left <= 0 || (uncovered_ > left && independent(left + 1) > left)) return;
    const int open = *std::find_if(base_cands_.begin(), base_cands_.end(),
                                   [&](int x) { return covered_[static_cast<std::size_t>(x)] == 0; });
    ConstraintSet ban = banned;
    for (int k : constraints_of(open)) {
      if (is_base_.test(k) || ban.test(k)) continue;
      if (!may_eliminate_with(k)) {
        ban.set(k);
        continue;
      }
      add_cover(k);
      cover_walk(ban);
      remove_cover();
      ban.set(k);
      if (!go_on_) return;
    }
  }

  void evaluate() {
    const int rank = static_cast<int>(covers_.size()) - size_;
    if (rank < 0) return;  // fewer covers than truths: the position is already broken
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
    if (reported_.count(elims) != 0) return;  // a smaller size has it
    if (auto it = found_.find(elims); it != found_.end() && it->second.rank <= rank) return;
    std::vector<int> base = bases_, cover = covers_;
    std::sort(base.begin(), base.end());
    std::sort(cover.begin(), cover.end());
    found_[elims] = Found{rank, std::move(base), std::move(cover), elims};
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

  // This size's findings, lowest rank first, then in the order of their base sets.
  void report() {
    std::vector<const Found*> order;
    for (const auto& [elims, f] : found_) {
      order.push_back(&f);
      reported_.insert(elims);
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

  const Grid<B>& g_;
  SetLogicLimits limits_;
  Budget budget_;
  std::uint64_t nodes_ = 0;  // nodes of both walks, for looking at the budget now and then
  Sink& sink_;
  std::vector<int> start_, cand_;
  ConstraintSet eligible_;
  std::vector<ConstraintSet> adj_;
  int size_ = 1;
  int uncovered_ = 0;  // base candidates in no cover yet
  std::array<int, 8> surplus_count_{};
  std::vector<int> bases_, covers_, base_cands_;
  ConstraintSet is_base_;
  std::vector<char> in_base_, covered_;
  std::vector<unsigned> stamped_ = std::vector<unsigned>(kConstraints, 0);
  unsigned stamp_ = 0;
  std::map<std::vector<int>, Found> found_;  // this size's findings by elimination set
  std::set<std::vector<int>> reported_;      // the elimination sets of smaller sizes
  bool go_on_ = true;
};

}  // namespace detail

// Every general-logic step within the limits, smallest first (see the essay above).
template <int B>
void find_set_logic(const Grid<B>& g, Sink& sink, SetLogicLimits limits = {}, Budget budget = {}) {
  detail::SetLogicSearch<B>(g, limits, sink, budget).run();
}

}  // namespace setlogic
