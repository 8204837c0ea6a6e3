// The fish search (see the essay in fish.hpp): the walk over base and cover sets, find-all's
// table of distinct fish, and the entry points, instantiated for every box size.

#include "logic/techniques/fish.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <map>
#include <thread>
#include <tuple>

#include "logic/context.hpp"

namespace setlogic {

namespace detail {

// Find-all's default: one fish per digit and elimination set (HoDoKu's "only one fish per
// step", spec §3.4). Early positions hold up to hundreds of thousands of fish that share a
// few hundred elimination sets; keeping the best of each as a small record, and making
// Steps of the winners only, costs a hash lookup per fish.
template <int B>
class DistinctFish {
 public:
  using CellSet = typename Geometry<B>::CellSet;

  // The kept fish's technique and fin count for a digit and elimination set, if any.
  [[nodiscard]] std::optional<std::pair<Technique, int>> best(Digit d, const CellSet& eliminations) const {
    const std::uint32_t i = slots_.empty() ? 0 : slots_[find(d, eliminations)];
    if (i == 0) return std::nullopt;
    const FoundFish<B>& f = fish_[i - 1];
    return std::pair(f.technique, f.fin_count());
  }
  // Whether a fish would be kept: the first of its digit and elimination set, or one
  // before the kept one in catalogue order, or of the same technique with fewer fins. Ties
  // keep the first found, so the walk's fixed order decides.
  [[nodiscard]] bool wants(Digit d, const CellSet& eliminations, Technique t, int fins) const {
    const auto kept = best(d, eliminations);
    return !kept || std::pair(t, fins) < *kept;
  }
  void keep(const FoundFish<B>& f) {
    if (2 * (fish_.size() + 1) > slots_.size()) grow();
    std::uint32_t& slot = slots_[find(f.digit, f.eliminations)];
    if (slot != 0) {
      fish_[slot - 1] = f;
      return;
    }
    fish_.push_back(f);
    slot = static_cast<std::uint32_t>(fish_.size());
  }
  // Takes over the fish of a table whose search comes after this one's, keeping for each
  // key what one search over both would have kept.
  void merge_later(DistinctFish&& later) {
    for (const FoundFish<B>& f : later.fish_)
      if (wants(f.digit, f.eliminations, f.technique, f.fin_count())) keep(f);
  }
  // The winners as steps, in catalogue order (then digit and houses, so the order is fixed).
  void emit(Sink& sink) const {
    std::vector<const FoundFish<B>*> winners;
    winners.reserve(fish_.size());
    for (const FoundFish<B>& f : fish_) winners.push_back(&f);
    std::sort(winners.begin(), winners.end(), [](const FoundFish<B>* a, const FoundFish<B>* b) {
      return std::tuple(a->technique, a->digit.index(), a->base, a->cover) <
             std::tuple(b->technique, b->digit.index(), b->base, b->cover);
    });
    for (const FoundFish<B>* f : winners)
      if (!sink.accept(f->step())) return;
  }

 private:
  // Open addressing with linear probing: slots_ holds 1 + the index into fish_, 0 when
  // empty, and is at most half full. The search asks far more often than it keeps.
  [[nodiscard]] std::size_t find(Digit d, const CellSet& e) const {
    std::uint64_t h = static_cast<std::uint64_t>(d.index() + 1) * 0x9E3779B97F4A7C15ull;
    for (int i = 0; i < CellSet::words; ++i) h = (h ^ e.word(i)) * 0xFF51AFD7ED558CCDull;
    // The top bits: a multiplicative hash mixes every input bit into them.
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = static_cast<std::size_t>(h >> shift_);; i = (i + 1) & mask) {
      const std::uint32_t slot = slots_[i];
      if (slot == 0) return i;
      const FoundFish<B>& f = fish_[slot - 1];
      if (f.digit == d && f.eliminations == e) return i;
    }
  }
  void grow() {
    slots_.assign(std::max<std::size_t>(64, 2 * slots_.size()), 0);
    shift_ = 64 - std::countr_zero(slots_.size());
    for (std::size_t i = 0; i < fish_.size(); ++i)
      slots_[find(fish_[i].digit, fish_[i].eliminations)] = static_cast<std::uint32_t>(i + 1);
  }

  std::vector<FoundFish<B>> fish_;
  std::vector<std::uint32_t> slots_;
  int shift_ = 64;
};

template <int B>
class FishSearch {
 public:
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;

  // Searches the fish of size k whose technique is in `wanted` (fish techniques of that
  // size): one walk over the house kinds the widest wanted class needs, fins allowed when
  // a finned technique is wanted.
  // With `distinct`, fish go to that table instead of the sink; with `digit`, only that
  // digit's fish are searched.
  FishSearch(FinderContext<B>& ctx, int k, TechniqueSet wanted, FishLimits limits, Sink& sink, Budget budget = {},
             DistinctFish<B>* distinct = nullptr, std::optional<Digit> digit = std::nullopt)
      : ctx_(ctx),
        g_(ctx.grid()),
        wanted_(within(wanted, k, limits)),
        k_(k),
        sink_(sink),
        distinct_(distinct),
        only_digit_(digit),
        lowest_(lowest_table(k)),
        budget_(std::move(budget)) {
    bool any_finned = false, franken = false, mutant = false;
    for (Technique t : wanted_.list()) {
      any_finned = any_finned || info(t).fins != Fins::none;
      franken = franken || info(t).fish == FishClass::franken;
      mutant = mutant || info(t).fish == FishClass::mutant;
    }
    max_fins_ = any_finned ? limits.max_fins : 0;
    max_endo_ = any_finned ? std::min(limits.max_endo_fins, limits.max_fins) : 0;
    // Base and cover kinds per walk: (rows | columns) x (boxes or not).
    constexpr unsigned L = 1, C = 2, X = 4;
    if (mutant)
      walks_[0] = {L | C | X, L | C | X}, n_walks_ = 1;
    else if (franken)
      walks_ = {{{L | X, C | X}, {C | X, L | X}}}, n_walks_ = 2;
    else
      walks_ = {{{L, C}, {C, L}}}, n_walks_ = 2;
  }

  // The wanted techniques whose fish the limits allow at size k.
  static TechniqueSet within(TechniqueSet wanted, int k, const FishLimits& limits) {
    if (k <= limits.franken_bases(G::size)) return wanted;
    for (Technique t : wanted.list())
      if (info(t).fish == FishClass::franken || info(t).fish == FishClass::mutant) wanted.remove(t);
    return wanted;
  }

  void run() {
    if (wanted_.empty()) return;
    for (int d = 0; d < G::size && go_on_; ++d) {
      if (only_digit_ && *only_digit_ != Digit(d)) continue;
      digit_ = Digit(d);
      const std::optional<CellSet> dead = ctx_.dead(digit_, budget_);
      if (!dead) {
        go_on_ = false;
        break;
      }
      dead_ = *dead;
      if (dead_.none()) continue;  // nothing a fish could eliminate
      start_digit();
      for (int w = 0; w < n_walks_ && go_on_; ++w) {
        units_.clear();
        for (int h = 0; h < G::houses; ++h)
          if (walks_[w].first >> static_cast<int>(G::kind(House(h))) & 1)
            if (g_.count(House(h), digit_) > 0) units_.push_back(h);
        allowed_ = {};
        for (int h = 0; h < G::houses; ++h)
          if (walks_[w].second >> static_cast<int>(G::kind(House(h))) & 1) allowed_.set(House(h));
        for (int h = 0; h < G::houses; ++h) {
          touch_[static_cast<std::size_t>(h)] = {};
          for (Cell x : places(h))
            for (House o : G::houses_of(x)) touch_[static_cast<std::size_t>(h)].set(o);
        }
        local_.fill(Local{});
        m_ = 0;
        std::array<int, 8> chosen{};
        fits_[0].clear();
        if (kFitTargets)
          for (Cell t : dead_) fits_[0].push_back({t, 0, 0, {}});
        base_walk(0, 0, chosen, {}, {}, {});
      }
    }
  }

 private:
  CellSet places(int h) const { return G::house_mask[h] & g_.cells_with(digit_); }

  // How many of the bases (held once, twice, three times) hold cell x.
  static int holding(Cell x, const CellSet& b1, const CellSet& b2, const CellSet& b3) {
    return b3.test(x) ? 3 : b2.test(x) ? 2 : b1.test(x) ? 1 : 0;
  }

  // Per digit: the dead cells' numbering and houses, and what the table already keeps for
  // single eliminations (smaller sizes' fish, in find-all).
  void start_digit() {
    dead_in_.fill(0);
    int i = 0;
    for (Cell t : dead_) {
      if (i == 64) break;
      std::size_t j = 0;
      for (House h : G::houses_of(t)) {
        dead_in_[h.index()] |= std::uint64_t{1} << i;
        dead_houses_[static_cast<std::size_t>(i)][j++] = h.index();
      }
      ++i;
    }
    settled_alone_ = {};
    if (distinct_ == nullptr) return;
    for (Cell t : dead_) {
      CellSet alone;
      alone.set(t);
      if (const auto best = distinct_->best(digit_, alone)) {
        settled_alone_.set(t);
        alone_best_[t.index()] = *best;
      }
    }
  }

  // On 16x16 the targets' check (extend()) cuts about 65% of the complete base sets and half
  // of the partial ones. On 9x9 it costs about 5% more than it saves, and only its endo-fin
  // rule runs: some dead cell must see every cell in two bases (a quarter of base sets cut).
  static constexpr bool kFitTargets = G::size >= 16;

  // fits_[depth]: the targets that may still take a fish on some completion of the base.
  void base_walk(std::size_t from, int depth, std::array<int, 8>& chosen, CellSet b1, CellSet b2, CellSet b3) {
    if ((++nodes_ & 1023) == 0 && budget_.spent()) go_on_ = false;
    if (!go_on_) return;
    if (depth == k_) return cover_start(chosen, b1, b2, b3);
    typename G::HouseSet bases;
    if (kFitTargets)
      for (int j = 0; j < depth; ++j) bases.set(House(chosen[static_cast<std::size_t>(j)]));
    for (std::size_t i = from; i + static_cast<std::size_t>(k_ - depth) <= units_.size(); ++i) {
      // a unit cut by extend() costs as much as a node: on large grids most are cut
      if ((++nodes_ & 1023) == 0 && budget_.spent()) go_on_ = false;
      if (!go_on_) return;
      const CellSet u = places(units_[i]);
      CellSet n3 = b3 | (b2 & u), n2 = b2 | (b1 & u), n1 = b1 | u;
      if (n2.count() > max_endo_) continue;
      const bool cut =
          kFitTargets ? !extend(depth, units_[i], u - b1, b1 & u, bases) : (seen_by_all(n2) & dead_).none();
      if (cut) continue;
      chosen[static_cast<std::size_t>(depth)] = units_[i];
      // The new base candidates take the next local numbers; leaving, the numbers from
      // `mark` on are dropped from the houses that hold them.
      const int mark = m_;
      const CellSet fresh = u - b1;
      for (Cell x : fresh) {
        index_[x.index()] = m_;
        cell_of_[static_cast<std::size_t>(m_)] = x;
        for (House h : G::houses_of(x)) local_[h.index()].set(m_);
        ++m_;
      }
      base_walk(i + 1, depth + 1, chosen, n1, n2, n3);
      const Local keep = prefix_[static_cast<std::size_t>(mark)];
      for (Cell x : fresh)
        for (House h : G::houses_of(x)) local_[h.index()] &= keep;
      m_ = mark;
      if (!go_on_) return;
    }
  }

  // Base candidates in the base walk's numbering (see above).
  using Local = BitSet<int, 7 * G::size>;
  // The masks of the first i numbers.
  static constexpr std::array<Local, 7 * G::size + 1> prefix_ = [] {
    std::array<Local, 7 * G::size + 1> t{};
    for (int i = 1; i <= 7 * G::size; ++i)
      (t[static_cast<std::size_t>(i)] = t[static_cast<std::size_t>(i - 1)]).set(i - 1);
    return t;
  }();
  static constexpr std::array<Local, 7 * G::size> single_ = [] {
    std::array<Local, 7 * G::size> t{};
    for (int i = 0; i < 7 * G::size; ++i) t[static_cast<std::size_t>(i)].set(i);
    return t;
  }();

  // The pool of the first `depth` bases, and each base candidate's reach in it.
  void pool_and_reach(const std::array<int, 8>& base, int depth) {
    typename G::HouseSet bases, touched;
    for (int i = 0; i < depth; ++i) {
      bases.set(House(base[static_cast<std::size_t>(i)]));
      touched |= touch_[static_cast<std::size_t>(base[static_cast<std::size_t>(i)])];
    }
    pool_ = (touched & allowed_) - bases;
    for (int i = 0; i < m_; ++i) {
      // Built from whole masks: setting one bit of a fresh mask in memory and reading it
      // back whole stalls the store buffer.
      Local reach = single_[static_cast<std::size_t>(i)];
      for (House h : G::houses_of(cell_of_[static_cast<std::size_t>(i)]))
        if (pool_.test(h)) reach |= local_[h.index()];
      reach_[static_cast<std::size_t>(i)] = reach;
    }
  }

  // Whether the covers can hold a target held by `bases_holding` bases: a base candidate
  // outside its houses (`far`) cannot be a fin, and no cover holding the target holds it, so
  // those pairwise independent need covers of their own besides the target's.
  [[nodiscard]] bool target_fits(const Local& far, int bases_holding) const {
    return independent(far, k_ - bases_holding) + bases_holding + 1 <= k_;
  }

  // Whether any target of fits_[depth] may still take a fish once `unit` joins the base,
  // its candidates not yet in the base being `fresh` and those already in it `overlap`;
  // those that may go to fits_[depth + 1]. A target in two bases, or not seeing a cell in
  // two (an endo fin whatever the covers), takes none (see cover_start()).
  // Base candidates outside a target's houses cannot be fins, and no cover holding the
  // target holds them, so pairwise independent ones (sharing no pool house) need covers of
  // their own besides the target's (target_fits()). The set kept for a target stays
  // independent as the base grows (the pool only loses the houses that join the base, and
  // a house holding two base candidates is touched already), its members stay outside the
  // target's houses, and the bases holding the target only grow; so each level extends its
  // parent's set by the fresh candidates outside the target's houses that share no pool
  // house with it or with each other, and a target dropped stays dropped below.
  bool extend(int depth, int unit, const CellSet& fresh, const CellSet& overlap, typename G::HouseSet bases) {
    bases.set(House(unit));
    // The pool houses of each fresh candidate: its allowed houses that are not bases.
    std::array<typename G::HouseSet, G::size> pool_houses;
    std::array<Cell, G::size> cells;
    int m = 0;
    for (Cell y : fresh) {
      typename G::HouseSet hs;
      for (House h : G::houses_of(y)) hs.set(h);
      cells[static_cast<std::size_t>(m)] = y;
      pool_houses[static_cast<std::size_t>(m++)] = (hs & allowed_) - bases;
    }
    std::vector<Fit>& out = fits_[static_cast<std::size_t>(depth) + 1];
    out.clear();
    for (const Fit& f : fits_[static_cast<std::size_t>(depth)]) {
      if ((++nodes_ & 1023) == 0 && budget_.spent()) go_on_ = false;
      if (!go_on_) return false;
      int bases_holding = f.bases_holding;
      for (House h : G::houses_of(f.target)) bases_holding += h.index() == unit ? 1 : 0;
      if (bases_holding >= 2 || (overlap - G::peers[f.target.index()]).any()) continue;
      const int room = k_ - bases_holding - 1;
      Fit n{f.target, bases_holding, f.picks, f.blocked};
      for (int j = 0; j < m && n.picks <= room; ++j) {
        const Cell y = cells[static_cast<std::size_t>(j)];
        const auto& hs = pool_houses[static_cast<std::size_t>(j)];
        if (y == f.target || G::peers[f.target.index()].test(y) || (hs & n.blocked).any()) continue;
        n.blocked |= hs, ++n.picks;
      }
      if (n.picks <= room) out.push_back(n);
    }
    return !out.empty();
  }

  void cover_start(const std::array<int, 8>& base, const CellSet& b1, const CellSet& b2, const CellSet& b3) {
    CellSet targets = dead_;
    if (kFitTargets) {
      targets = {};
      for (const Fit& f : fits_[static_cast<std::size_t>(k_)]) targets.set(f.target);
    }
    pool_and_reach(base, k_);
    if (pool_.count() < k_) return;
    lb1_ = prefix_[static_cast<std::size_t>(m_)];
    lb2_ = lb3_ = {};
    for (Cell x : b2) lb2_ |= single_[static_cast<std::size_t>(index_[x.index()])];
    for (Cell x : b3) lb3_ |= single_[static_cast<std::size_t>(index_[x.index()])];
    // Pairwise independent base candidates: each needs a cover of its own or is a fin; and
    // those not seeing a target need a cover of their own, which rules out most targets
    // before their walk starts.
    Local independent_set;
    if (independent(lb1_, k_ + max_fins_ + 1, &independent_set) > k_ + max_fins_) return;
    base_ = base;
    b1_ = b1, b2_ = b2, b3_ = b3;
    base_kinds_ = 0;
    std::uint64_t dead_in_base = 0;
    for (int i = 0; i < k_; ++i) {
      const auto h = static_cast<std::size_t>(base[static_cast<std::size_t>(i)]);
      base_kinds_ |= 1u << static_cast<int>(G::kind(House(static_cast<int>(h))));
      dead_in_base |= dead_in_[h];
    }
    int ti = 0;
    CellSet after = dead_;
    for (Cell t : dead_) {
      after.reset(t);
      earlier_ = (ti >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << ti) - 1) & ~dead_in_base;
      ++ti;
      if (!targets.test(t)) continue;
      // The target must end in more covers than bases, and a cell in two bases has one
      // house left. So a candidate in two bases is always a fin (an endo fin), which the
      // target must see.
      const int bases_holding = holding(t, b1, b2, b3);
      if (bases_holding >= 2 || (b2 - G::peers[t.index()]).any()) continue;
      target_houses_ = {};
      for (House h : G::houses_of(t))
        if (pool_.test(h)) target_houses_.set(h);
      if (target_houses_.none()) continue;
      target_ = t;
      others_[0] = after;
      target_bases_ = bases_holding;
      target_local_ = b1.test(t) ? index_[t.index()] : -1;
      near_ = {};
      for (House h : G::houses_of(t)) near_ |= local_[h.index()];
      self_ = {};
      if (target_local_ >= 0) near_.reset(target_local_), self_.set(target_local_);
      if ((independent_set - near_ - self_).count() + bases_holding + 1 > k_ ||
          !target_fits(lb1_ - near_ - self_, bases_holding))
        continue;
      cover_walk(Cover{});
    }
    // One base set can take several cover sets: the fish with fewest fins goes first, so
    // a search that stops at the first fish reports it.
    std::stable_sort(pending_.begin(), pending_.end(), [](const Step& a, const Step& b) {
      return a.fins.size() + a.endo_fins.size() < b.fins.size() + b.endo_fins.size();
    });
    for (Step& s : pending_)
      if (go_on_) go_on_ = sink_.accept(std::move(s));
    pending_.clear();
  }

  // A partial cover set: the base candidates it holds once, twice and three times, those
  // declared exo fins, the houses no longer allowed, and how many covers hold the target.
  // The houses chosen so far are covers_[0 .. depth).
  struct Cover {
    Local c1, c2, c3, fins;
    typename G::HouseSet banned;
    int depth = 0;
    int fin_count = 0;
    int target_covers = 0;
    unsigned cover_kinds = 0;
    bool recheck = true;    // whether the fish it can still become may have become dominated
    std::uint64_t hit = 0;  // earlier targets outside the base in a chosen cover (dead_ numbering)
  };

  Cover with(const Cover& c, int h) {
    Cover n = c;
    const Local& u = local_[static_cast<std::size_t>(h)];
    n.c3 |= c.c2 & u, n.c2 |= c.c1 & u, n.c1 |= u;
    n.banned.set(House(h));
    n.target_covers += target_houses_.test(House(h)) ? 1 : 0;
    n.cover_kinds |= 1u << static_cast<int>(G::kind(House(h)));
    n.recheck = n.cover_kinds != c.cover_kinds;
    n.hit |= dead_in_[static_cast<std::size_t>(h)] & earlier_;
    covers_[static_cast<std::size_t>(c.depth)] = h;
    ++n.depth;
    return n;
  }

  // Every cover set holding the target with at most max_fins exo fins, all seeing the
  // target, each exactly once. The first unsettled item (the target until a cover holds
  // it, then the first base candidate neither covered nor a fin) is covered by one of its
  // (at most three) houses, the earlier of them then banned so that each set is reached
  // through its lowest house holding that item; a base candidate seeing the target may
  // instead become a fin, all its houses then banned. Once everything is settled, the
  // remaining covers are any allowed houses, in index order.
  void cover_walk(const Cover& c, int free_from = 0) {
    if ((++nodes_ & 1023) == 0 && budget_.spent()) go_on_ = false;
    if (!go_on_) return;
    if (c.recheck && settled_alone_.test(target_) && dominated(c)) return;
    // A fish that is sure to eliminate an earlier target, outside the base and in a cover,
    // is found there: it does when that target sees every candidate that may still end a
    // fin (the uncovered ones seeing this target).
    if (c.hit != 0) {
      const Local potential = ((lb1_ - c.c1) | (lb2_ - c.c2) | (lb3_ - c.c3)) & near_;
      for (std::uint64_t h = c.hit; h != 0; h &= h - 1) {
        const auto& hs = dead_houses_[static_cast<std::size_t>(std::countr_zero(h))];
        if ((potential - local_[hs[0]] - local_[hs[1]] - local_[hs[2]]).none()) return;
      }
    }
    const Local open = lb1_ - c.c1 - c.fins;
    // The target is eliminated only when more covers than bases hold it; a base candidate
    // that cannot be a fin needs as many covers as bases.
    const bool target_open = c.target_covers <= target_bases_;
    const Local rigid = ((lb2_ - c.c2) | (lb3_ - c.c3)) - near_;
    if (!target_open && rigid.none() && open.none()) {
      if (c.depth == k_) return evaluate();
      for (House h : pool_ - c.banned)
        if (h.index() >= free_from) cover_walk(with(c, h.index()), h.index() + 1);
      return;
    }
    if (free_from > 0 || (c.depth == k_ && (target_open || rigid.any()))) return;
    if (c.depth == k_) {  // no cover left: every open candidate is a fin
      if (c.fin_count + open.count() > max_fins_ || (open - near_).any()) return;
      return evaluate();
    }
    // Candidates that cannot be fins need a cover each unless two share one, and no cover
    // holding the target holds them. (The same count over every open candidate, against the
    // covers and fins left, cut almost nothing and cost a tenth of the walk.)
    const int left = k_ - c.depth;
    const int rigid_needs = independent(open - near_ - self_, left + 1);
    const int target_needs = target_open ? target_bases_ + 1 - c.target_covers : 0;
    if (rigid_needs + target_needs > left) return;
    const int x = target_open ? target_local_ : rigid.any() ? rigid.first() : open.first();
    const Cell cell = target_open ? target_ : cell_of_[static_cast<std::size_t>(x)];
    typename G::HouseSet earlier;
    for (House h : G::houses_of(cell)) {
      if (!pool_.test(h) || c.banned.test(h)) continue;
      Cover n = with(c, h.index());
      n.banned |= earlier;
      cover_walk(n);
      earlier.set(h);
    }
    if (target_open || !near_.test(x) || c.fin_count == max_fins_) return;
    Cover fin = c;
    fin.fins.set(x);
    others_[static_cast<std::size_t>(fin.fin_count) + 1] =
        others_[static_cast<std::size_t>(fin.fin_count)] & G::peers[cell.index()];
    ++fin.fin_count;
    fin.recheck = true;
    for (House h : G::houses_of(cell)) fin.banned.set(h);
    cover_walk(fin);
  }

  // Distinct mode: whether every fish c can still become would lose to one kept. Its
  // eliminations are the target and some of the later dead cells that see every declared
  // fin (others_); when there are at most kMaxOthers of those, each possible set is looked
  // up, against the first technique and fewest fins c can still reach.
  static constexpr int kMaxOthers = 2;
  [[nodiscard]] bool dominated(const Cover& c) const {
    const CellSet& others = others_[static_cast<std::size_t>(c.fin_count)];
    const int n = others.count();
    if (n > kMaxOthers) return false;
    const auto lowest = std::pair(lowest_technique(c), c.fin_count);
    if (lowest < alone_best_[target_.index()]) return false;
    std::array<Cell, kMaxOthers> cells{};
    int i = 0;
    for (Cell o : others) cells[static_cast<std::size_t>(i++)] = o;
    for (unsigned subset = 1; subset < (1u << n); ++subset) {
      CellSet e;
      e.set(target_);
      for (int j = 0; j < n; ++j)
        if (subset >> j & 1) e.set(cells[static_cast<std::size_t>(j)]);
      const auto best = distinct_->best(digit_, e);
      if (!best || lowest < *best) return false;
    }
    return true;
  }
  // The first technique any completion of c can be: cover kinds only grow, declared fins
  // stay, and overlapping bases make a fish finned.
  [[nodiscard]] Technique lowest_technique(const Cover& c) const {
    return lowest_[c.fin_count > 0 || b2_.any()][base_kinds_][c.cover_kinds];
  }
  // lowest_technique()'s table for size k, by finned, base kinds and cover kinds so far:
  // built once, as the solve loop makes a search per fish technique and position.
  using LowestTable = std::array<std::array<std::array<Technique, 8>, 8>, 2>;
  static const LowestTable& lowest_table(int k) {
    static const std::array<LowestTable, 8> tables = [] {
      std::array<LowestTable, 8> t{};
      for (std::size_t size = 2; size <= 7; ++size)
        for (std::size_t finned = 0; finned < 2; ++finned)
          for (unsigned b = 1; b < 8; ++b)
            for (unsigned c = 0; c < 8; ++c) {
              FishClass lowest = FishClass::mutant;
              for (unsigned more = 0; more < 8; ++more)
                if ((c | more) != 0) lowest = std::min(lowest, classify(b, c | more));
              // A basic fish without fins is the basic fish finder's.
              const Fins fins = finned != 0 || lowest == FishClass::basic ? Fins::finned : Fins::none;
              t[size][finned][b][c] = *fish_technique(lowest, fins, static_cast<int>(size));
            }
      return t;
    }();
    return tables[static_cast<std::size_t>(k)];
  }
  // A lower bound on the covers needed for `s`: base candidates pairwise sharing no pool
  // house (greedy), counted up to `limit`; `chosen` (if given) gains them.
  int independent(Local s, int limit, Local* chosen = nullptr) const {
    int n = 0;
    while (s.any() && n < limit) {
      const int x = s.first();
      s -= reach_[static_cast<std::size_t>(x)];
      if (chosen != nullptr) *chosen |= single_[static_cast<std::size_t>(x)];
      ++n;
    }
    return n;
  }

  // Candidates of d that see every cell of `fins` (a fin sees itself out).
  CellSet seen_by_all(const CellSet& fins) const {
    CellSet seen = g_.cells_with(digit_);
    for (Cell f : fins) seen &= G::peers[f.index()];
    return seen;
  }

  void evaluate() {
    const std::array<int, 8>& covers = covers_;
    CellSet c1, c2, c3;
    for (int i = 0; i < k_; ++i) {
      const CellSet u = places(covers[static_cast<std::size_t>(i)]);
      c3 |= c2 & u, c2 |= c1 & u, c1 |= u;
    }
    const CellSet fins = (b1_ - c1) | (b2_ - c2) | (b3_ - c3);
    if (fins.count() > max_fins_) return;
    CellSet poss = (c1 - b1_) | (c2 - b2_) | (c3 - b3_);
    if (fins.any()) poss &= seen_by_all(fins);
    // A fish is found under each of its eliminations; it is reported under the first.
    if (poss.none() || poss.first() != target_) return;
    unsigned base_kinds = 0, cover_kinds = 0;
    for (int i = 0; i < k_; ++i) {
      base_kinds |= 1u << static_cast<int>(G::kind(House(base_[static_cast<std::size_t>(i)])));
      cover_kinds |= 1u << static_cast<int>(G::kind(House(covers[static_cast<std::size_t>(i)])));
    }
    const FishClass cls = classify(base_kinds, cover_kinds);
    bool sashimi = false;
    if (cls == FishClass::basic)
      for (int i = 0; i < k_; ++i)
        if ((places(base_[static_cast<std::size_t>(i)]) - fins).count() <= 1) sashimi = true;
    // Overlapping bases make a fish finned (endo fins) in HoDoKu's terms even when the
    // overlap is covered twice; such a fish is only searched as a finned one.
    if (fins.none() && b2_.any()) return;
    const Fins kind = fins.none() ? Fins::none : sashimi ? Fins::sashimi : Fins::finned;
    const auto technique = fish_technique(cls, kind, k_);
    if (!technique || !wanted_.contains(*technique)) return;
    if (distinct_ != nullptr && !distinct_->wants(digit_, poss, *technique, fins.count())) return;

    const FoundFish<B> f{.technique = *technique,
                         .digit = digit_,
                         .size = k_,
                         .base = base_,
                         .cover = covers,
                         .fins = fins - b2_,
                         .endo_fins = fins & b2_,
                         .eliminations = poss,
                         .cannibals = poss & b1_};
    if (distinct_ != nullptr) {
      distinct_->keep(f);
      if (poss.count() == 1) {
        settled_alone_.set(target_);
        alone_best_[target_.index()] = {*technique, fins.count()};
      }
    } else
      pending_.push_back(f.step());
  }

  FinderContext<B>& ctx_;
  const Grid<B>& g_;
  TechniqueSet wanted_;
  int k_;
  Sink& sink_;
  DistinctFish<B>* distinct_;
  std::optional<Digit> only_digit_;
  int max_fins_ = 0;
  int max_endo_ = 0;
  std::array<std::pair<unsigned, unsigned>, 2> walks_{};
  int n_walks_ = 0;
  Digit digit_;
  typename G::HouseSet allowed_;  // the houses the walk may take as covers
  std::vector<int> units_;
  typename G::HouseSet pool_;  // the allowed houses that meet the base and are not bases
  CellSet dead_;
  // The base set, its candidates once, twice, three times, and the same numbered locally.
  std::array<int, 8> base_{};
  CellSet b1_, b2_, b3_;
  Local lb1_, lb2_, lb3_;
  std::array<Local, G::houses> local_{};                 // kept along the base walk
  int m_ = 0;                                            // base candidates numbered so far
  std::array<typename G::HouseSet, G::houses> touch_{};  // the houses meeting each house's candidates
  std::array<int, G::cells> index_{};
  std::array<Cell, 7 * G::size> cell_of_{};
  std::array<Local, 7 * G::size> reach_{};  // a candidate and what shares a pool house with it
  // A target that may still take a fish, with an independent set of base candidates outside
  // its houses: its size, and the pool houses holding its members.
  struct Fit {
    Cell target;
    int bases_holding = 0;
    int picks = 0;
    typename G::HouseSet blocked;
  };
  std::array<std::vector<Fit>, 8> fits_;  // by depth of the base walk
  // The target: its cell, local index (-1 outside the base), bases holding it, pool houses
  // holding it, and the base candidates that see it.
  Cell target_;
  int target_local_ = -1;
  int target_bases_ = 0;
  typename G::HouseSet target_houses_;
  Local near_, self_;  // self_: the target's own local number, if it is a base candidate
  // The first 64 dead cells: the houses holding each, and each house's as a mask; the
  // earlier ones outside the base, for the current target.
  std::array<std::uint64_t, G::houses> dead_in_{};
  std::array<std::array<std::size_t, 3>, 64> dead_houses_{};
  std::uint64_t earlier_ = 0;
  // Distinct mode: the targets whose elimination alone has a fish kept, and its technique
  // and fin count: the table's entries, copied so the walk asks the table only when a
  // dominance check can succeed.
  CellSet settled_alone_;
  std::array<std::pair<Technique, int>, G::cells> alone_best_{};
  // Dead cells after the target that see every declared fin, by number of declared fins.
  std::array<CellSet, 7 * G::size + 1> others_{};
  unsigned base_kinds_ = 0;
  const LowestTable& lowest_;
  std::array<int, 8> covers_{};  // the cover walk's houses, by depth
  std::vector<Step> pending_;    // the fish of the current base set
  Budget budget_;
  std::uint64_t nodes_ = 0;  // nodes of both walks, for looking at the budget now and then
  bool go_on_ = true;
};

}  // namespace detail

std::vector<Step> siamese(const std::vector<Step>& fish) {
  std::vector<Step> out;
  // Pairs are only looked for among fish of one digit, family and base set.
  std::map<std::tuple<std::vector<Digit>, Family, std::vector<Constraint>>, std::vector<std::size_t>> groups;
  for (std::size_t i = 0; i < fish.size(); ++i) {
    std::vector<Constraint> base = fish[i].base;
    std::sort(base.begin(), base.end());
    groups[{fish[i].digits, info(fish[i].technique).family, std::move(base)}].push_back(i);
  }
  for (const auto& [key, members] : groups)
    for (std::size_t i = 0; i < members.size(); ++i)
      for (std::size_t j = i + 1; j < members.size(); ++j) {
        const Step &a = fish[members[i]], &b = fish[members[j]];
        if (a.cover == b.cover) continue;
        std::vector<Candidate> united = a.eliminations;
        united.insert(united.end(), b.eliminations.begin(), b.eliminations.end());
        std::sort(united.begin(), united.end());
        united.erase(std::unique(united.begin(), united.end()), united.end());
        if (united.size() == a.eliminations.size() || united.size() == b.eliminations.size()) continue;
        Step s = a;
        s.eliminations = std::move(united);
        s.parts = {a, b};
        out.push_back(std::move(s));
      }
  return out;
}

template <int B>
void find_fish_of_size(FinderContext<B>& ctx, int k, const TechniqueSet& wanted, Sink& sink, FishLimits limits,
                       Budget budget) {
  detail::FishSearch<B>(ctx, k, wanted, limits, sink, std::move(budget)).run();
}

template <int B>
void find_fish(FinderContext<B>& ctx, Technique t, Sink& sink, FishLimits limits, Budget budget) {
  TechniqueSet only = TechniqueSet::none();
  only.add(t);
  find_fish_of_size(ctx, info(t).size, only, sink, limits, std::move(budget));
}

template <int B>
void find_all_fish(FinderContext<B>& ctx, const TechniqueSet& wanted, Sink& sink, FishLimits limits,
                   const Budget& budget, int threads) {
  const Grid<B>& g = ctx.grid();
  std::array<TechniqueSet, 8> sized;
  sized.fill(TechniqueSet::none());
  for (Technique t : wanted.list())
    if (is_generic_fish(t)) sized[static_cast<std::size_t>(info(t).size)].add(t);
  if (limits.every) {
    for (int k = 2; k <= 7 && !budget.spent(); ++k)
      if (!sized[static_cast<std::size_t>(k)].empty())
        detail::FishSearch<B>(ctx, k, sized[static_cast<std::size_t>(k)], limits, sink, budget).run();
    return;
  }
  // One table per digit, its sizes searched smallest first: a larger fish whose
  // eliminations a smaller one already makes loses to it (the catalogue puts each family's
  // sizes in order), and the walk cuts such fish early. The digits are shared out over the
  // threads, those with most candidates (the slowest) first; their tables hold different
  // keys, so the result does not depend on the order.
  constexpr int digits = Geometry<B>::size;
  std::array<int, digits> order{};
  for (int d = 0; d < digits; ++d) order[static_cast<std::size_t>(d)] = d;
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return g.cells_with(Digit(a)).count() > g.cells_with(Digit(b)).count(); });
  std::vector<detail::DistinctFish<B>> tables(static_cast<std::size_t>(digits));
  std::atomic<int> next{0};
  auto work = [&] {
    for (int i; !budget.spent() && (i = next.fetch_add(1)) < digits;)
      for (int d = order[static_cast<std::size_t>(i)], k = 2; k <= 7 && !budget.spent(); ++k)
        if (!sized[static_cast<std::size_t>(k)].empty())
          detail::FishSearch<B>(ctx, k, sized[static_cast<std::size_t>(k)], limits, sink, budget,
                                &tables[static_cast<std::size_t>(d)], Digit(d))
              .run();
  };
  std::vector<std::jthread> helpers;
  for (int i = 1; i < std::min(threads, digits); ++i) helpers.emplace_back(work);
  work();
  helpers.clear();  // joins
  for (std::size_t i = 1; i < tables.size(); ++i) tables[0].merge_later(std::move(tables[i]));
  tables[0].emit(sink);
}

SETLOGIC_EACH_BOX(SETLOGIC_FISH_INSTANCES, )

}  // namespace setlogic
