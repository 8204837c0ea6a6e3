#include "logic/techniques/als.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "logic/hodoku_choice.hpp"

namespace setlogic {

namespace {

template <int B>
class AlsSearch {
 public:
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;
  using DigitSet = typename G::DigitSet;
  using Table = AlsTable<B>;
  using Set = typename Table::Set;

  AlsSearch(FinderContext<B>& ctx, Sink& sink, const AlsLimits& limits, const Budget& budget)
      : g_(ctx.grid()),
        t_(ctx.als_table(limits.cells(G::size), limits.overlap, budget)),
        sink_(sink),
        limits_(limits),
        budget_(budget) {}
  AlsSearch(const AlsSearch&) = delete;
  AlsSearch& operator=(const AlsSearch&) = delete;
  // A large grid's marks are not kept: they can run to tens of megabytes.
  ~AlsSearch() {
    if (marks_.seen.size() > kKeptMarks) marks_.seen = {};
  }

  void run(Technique t) {
    technique_ = t;
    switch (t) {
      case Technique::als_xz:
        xz();
        break;
      case Technique::als_xy_wing:
        wings();
        break;
      case Technique::als_xy_chain:
        chains();
        break;
      case Technique::death_blossom:
        blossoms();
        break;
      default:
        return;
    }
    flush();
  }

 private:
  // A found step, kept while no step with the same eliminations uses fewer sets and cells.
  struct Found {
    Step step;
    int cells = 0;
  };

  static Als evidence(const Set& s) { return {{s.cells.begin(), s.cells.end()}, {s.digits.begin(), s.digits.end()}}; }
  static ChainNode place(const Set& s, Digit d) {
    const CellSet& p = s.places[static_cast<std::size_t>(d.index())];
    return {d, {p.begin(), p.end()}};
  }
  static ChainLink inside(int als) { return {LinkKind::strong, std::nullopt, als}; }
  // The weak link of x between two sets: a house holds all of x's places in both (every
  // place in the one sees every place in the other).
  static std::optional<ChainLink> between(const Set& a, const Set& b, Digit x) {
    const CellSet places =
        a.places[static_cast<std::size_t>(x.index())] | b.places[static_cast<std::size_t>(x.index())];
    for (House h : G::houses_of(places.first()))
      if ((places - G::house_mask[h.index()]).none())
        return ChainLink{LinkKind::weak, Constraint::of_house(h, x, G::size)};
    return std::nullopt;
  }

  static void add(std::vector<Candidate>& out, const CellSet& cells, Digit d) {
    for (Cell c : cells) out.push_back({c, d});
  }

  [[nodiscard]] int cells_of(const std::vector<int>& sets) const {
    int size = 0;
    for (int i : sets) size += t_.sets[static_cast<std::size_t>(i)].cells.count();
    return size;
  }

  // Sorts the eliminations; whether a step of these sets making them would be kept: none is
  // kept for them yet, or one of more sets or cells.
  bool wanted(std::vector<Candidate>& elims, const std::vector<int>& sets) const {
    std::sort(elims.begin(), elims.end());
    elims.erase(std::unique(elims.begin(), elims.end()), elims.end());
    if (elims.empty()) return false;
    auto it = found_.find(elims);
    if (it == found_.end()) return true;
    const Found& f = it->second;
    if (limits_.forward_only && (technique_ == Technique::als_xz || technique_ == Technique::als_xy_wing)) {
      std::vector<Als> als;  // of the steps with these eliminations, the one HoDoKu meets first
      for (int i : sets) als.push_back(evidence(set(i)));
      return hodoku_als_key<B>(als) < hodoku_als_key<B>(f.step.als);
    }
    return sets.size() < f.step.als.size() || (sets.size() == f.step.als.size() && cells_of(sets) < f.cells);
  }

  // The step of some sets (in Step::als order) with their commons, eliminations (as wanted()
  // left them) and chains.
  void keep(Technique t, const std::vector<int>& sets, std::vector<RestrictedCommon> commons,
            std::vector<Candidate> elims, std::vector<Chain> chains, std::vector<Cell> cells = {}) {
    Step s{.technique = t, .digits = digits_of(elims), .eliminations = std::move(elims)};
    for (int i : sets) s.als.push_back(evidence(t_.sets[static_cast<std::size_t>(i)]));
    s.commons = std::move(commons);
    s.chains = std::move(chains);
    s.cells = std::move(cells);
    Found& f = found_[s.eliminations];
    f.cells = cells_of(sets);
    f.step = std::move(s);
  }

  // Most eliminations first, then by the eliminations.
  void flush() {
    std::vector<Step> steps;
    steps.reserve(found_.size());
    for (auto& [elims, f] : found_) steps.push_back(std::move(f.step));
    report_most_eliminations_first(std::move(steps), sink_);
  }

  // Whether the budget is spent, looked at every thousand nodes or so.
  bool spent() {
    if ((++nodes_ & 1023) == 0 && budget_.spent()) spent_ = true;
    return spent_;
  }

  [[nodiscard]] const Set& set(int i) const { return t_.sets[static_cast<std::size_t>(i)]; }
  static std::vector<Digit> digits(const DigitSet& s) { return {s.begin(), s.end()}; }

  // A set of a chain with its index in Step::als.
  struct Link {
    const Set* set;
    int als;
  };

  // The chain z(A1) =A1= x1(A1) - x1(A2) =A2= x2(A2) - ... =Ak= z(Ak) through the sets
  // along with one common per link; nullopt when a common's places lie in no one house.
  static std::optional<Chain> als_chain(const std::vector<Link>& sets, const std::vector<Digit>& xs, Digit z) {
    Chain chain{{place(*sets.front().set, z)}, {}};
    for (std::size_t i = 0; i + 1 < sets.size(); ++i) {
      auto weak = between(*sets[i].set, *sets[i + 1].set, xs[i]);
      if (!weak) return std::nullopt;
      chain.nodes.push_back(place(*sets[i].set, xs[i]));
      chain.links.push_back(inside(sets[i].als));
      chain.nodes.push_back(place(*sets[i + 1].set, xs[i]));
      chain.links.push_back(*weak);
    }
    chain.nodes.push_back(place(*sets.back().set, z));
    chain.links.push_back(inside(sets.back().als));
    return chain;
  }

  [[nodiscard]] static CellSet seen_by_both(const Set& a, const Set& b, Digit z) {
    return a.seers[static_cast<std::size_t>(z.index())] & b.seers[static_cast<std::size_t>(z.index())];
  }

  void xz() {
    for (const typename Table::Common& c : t_.commons) {
      const Set& a = set(c.a);
      const Set& b = set(c.b);
      const bool doubly = c.digits.count() == 2;
      if (!doubly && (a.seen & b.seen).none()) continue;
      std::vector<Candidate> elims;
      DigitSet zs;  // the digits of both that go
      for (Digit z : a.digits& b.digits) {
        if (!doubly && c.digits.test(z)) continue;
        const CellSet targets = seen_by_both(a, b, z);
        if (targets.none()) continue;
        add(elims, targets, z);
        zs.set(z);
      }
      if (doubly)  // each set is locked on its digits but the two commons
        for (const auto& [p, q] : {std::pair{&a, &b}, std::pair{&b, &a}})
          for (Digit d : p->digits - c.digits) add(elims, p->seers[static_cast<std::size_t>(d.index())] - q->cells, d);
      if (!wanted(elims, {c.a, c.b})) continue;
      std::vector<Chain> chains;
      if (doubly) {
        const Digit x1 = c.digits.first();
        const Digit x2 = *std::next(c.digits.begin());
        auto w2 = between(a, b, x2);
        auto w1 = between(b, a, x1);
        if (w1 && w2)
          chains.push_back(
              {{place(a, x1), place(a, x2), place(b, x2), place(b, x1)}, {inside(0), *w2, inside(1), *w1}});
      } else {
        for (Digit z : zs)
          if (auto chain = als_chain({{&a, 0}, {&b, 1}}, {c.digits.first()}, z)) chains.push_back(std::move(*chain));
      }
      keep(Technique::als_xz, {c.a, c.b}, {{0, 1, digits(c.digits)}}, std::move(elims), std::move(chains));
    }
  }

  void wings() {
    for (std::size_t pivot = 0; pivot < t_.sets.size() && !spent(); ++pivot) {
      const std::span<const int> at = t_.commons_of(static_cast<int>(pivot));
      const Set& c = t_.sets[pivot];
      for (std::size_t i = 0; i < at.size(); ++i)
        for (std::size_t j = i + 1; j < at.size(); ++j) {
          const auto& r1 = t_.commons[static_cast<std::size_t>(at[i])];
          const auto& r2 = t_.commons[static_cast<std::size_t>(at[j])];
          if (r1.digits.single() && r1.digits == r2.digits) continue;
          const int ia = r1.other(static_cast<int>(pivot)), ib = r2.other(static_cast<int>(pivot));
          if (ia == ib) continue;
          const Set& a = set(ia);
          const Set& b = set(ib);
          if ((a.seen & b.seen).none()) continue;
          if (!limits_.overlap && (a.cells & b.cells).any()) continue;
          const CellSet both = a.cells | b.cells;
          if (both == a.cells || both == b.cells) continue;
          std::vector<Candidate> elims;
          DigitSet zs;
          for (Digit z : (a.digits & b.digits) - r1.digits - r2.digits) {
            const CellSet targets = seen_by_both(a, b, z);
            if (targets.none()) continue;
            add(elims, targets, z);
            zs.set(z);
          }
          if (elims.empty()) continue;
          const std::vector<int> sets{ia, ib, static_cast<int>(pivot)};
          if (!wanted(elims, sets)) continue;
          // x and y: one common of each pair, different (the pairs are not both the same
          // single digit).
          Digit x = r1.digits.first(), y = r2.digits.first();
          for (Digit dx : r1.digits)
            for (Digit dy : r2.digits)
              if (dx != dy && x == y) x = dx, y = dy;
          std::vector<Chain> chains;
          for (Digit z : zs)
            if (auto chain = als_chain({{&a, 0}, {&c, 2}, {&b, 1}}, {x, y}, z)) chains.push_back(std::move(*chain));
          keep(Technique::als_xy_wing, sets, {{0, 2, digits(r1.digits)}, {1, 2, digits(r2.digits)}}, std::move(elims),
               std::move(chains));
        }
    }
  }

  // The chain search's state: the sets so far, the commons each link carries.
  struct Path {
    std::vector<int> sets;
    std::vector<DigitSet> carried;
  };
  // A state of the breadth-first walk: a set, the commons carried into it, the links so
  // far, the state it came from.
  struct Entry {
    int set = 0;
    DigitSet carried;
    int links = 0;
    int parent = -1;
    // the sets on the path to here, each as bit (set mod 64): a set whose bit is clear is
    // not on it, which spares most walks up the path
    std::uint64_t path = 0;
  };
  static constexpr std::uint64_t path_bit(int s) { return std::uint64_t{1} << (s & 63); }

  // Breadth first from every set and first common digit: a state (set, commons carried into
  // it, links so far up to 3) is entered once, by its shortest path, which repeats no set.
  void chains() {
    const std::size_t n = t_.sets.size();
    const std::vector<int> rank = limits_.forward_only ? hodoku_ranks() : std::vector<int>{};
    index_arcs(rank);
    constexpr std::size_t kPairs = G::size * G::size;
    if (marks_.seen.size() < n * kPairs * 3) marks_.seen.resize(n * kPairs * 3, 0);
    for (std::size_t s0 = 0; s0 < n; ++s0) {
      const Set& a = t_.sets[s0];
      if (!productive(a)) continue;
      // One walk per first common x1, from every set that shares it with a.
      DigitSet firsts;
      for (const Arc& arc : arcs(static_cast<int>(s0), kNoneBarred)) firsts.set_word(0, firsts.word(0) | arc.digits);
      for (Digit x1 : firsts) {
        if (++marks_.stamp == 0) {
          std::fill(marks_.seen.begin(), marks_.seen.end(), 0);
          marks_.stamp = 1;
        }
        DigitSet first;
        first.set(x1);
        const auto bit = static_cast<std::uint32_t>(first.word(0));
        queue_.clear();
        const std::uint64_t start = path_bit(static_cast<int>(s0));
        queue_.push_back({static_cast<int>(s0), {}, 0, -1, start});
        for (const Arc& arc : arcs(static_cast<int>(s0), kNoneBarred)) {
          if ((arc.digits & bit) == 0) continue;
          unsigned& mark = marks_.seen[state(arc.next, bit, 1)];
          if (mark == marks_.stamp) continue;
          mark = marks_.stamp;
          queue_.push_back({arc.next, first, 1, 0, start | path_bit(arc.next)});
        }
        for (std::size_t q = 1; q < queue_.size() && !spent(); ++q) {
          const Entry e = queue_[q];
          if (e.links >= 3) chain_step(a, first, static_cast<int>(q));
          if (e.links < limits_.max_chain) walk(static_cast<int>(q));
        }
      }
    }
  }

  // Each set's arcs, in the order of its commons (to the sets ranked after it when `rank`
  // is given): all of them, and for each digit that some arc carries alone, those but the
  // arcs carrying that digit alone, which a state entered by that digit may not take.
  void index_arcs(const std::vector<int>& rank) {
    const std::size_t n = t_.sets.size();
    arcs_.clear();
    leave_.resize(n * kBarred);
    for (std::size_t s = 0; s < n; ++s) {
      const auto from = static_cast<std::uint32_t>(arcs_.size());
      std::uint32_t alone = 0;
      for (int k : t_.commons_of(static_cast<int>(s))) {
        const typename Table::Common& c = t_.commons[static_cast<std::size_t>(k)];
        const int to = c.other(static_cast<int>(s));
        if (!rank.empty() && rank[static_cast<std::size_t>(to)] <= rank[s]) continue;
        const auto digits = static_cast<std::uint32_t>(c.digits.word(0));
        arcs_.push_back({to, digits, state(to, digits, 1)});
        if (std::has_single_bit(digits)) alone |= digits;
      }
      const auto to = static_cast<std::uint32_t>(arcs_.size());
      std::fill_n(leave_.begin() + static_cast<std::ptrdiff_t>(s * kBarred), kBarred, std::pair{from, to});
      for (; alone != 0; alone &= alone - 1) {
        const std::uint32_t barred = alone & (~alone + 1);
        const auto begin = static_cast<std::uint32_t>(arcs_.size());
        for (std::uint32_t i = from; i < to; ++i)
          if (const Arc arc = arcs_[i]; arc.digits != barred) arcs_.push_back(arc);
        leave_[s * kBarred + static_cast<std::size_t>(std::countr_zero(barred))] = {
            begin, static_cast<std::uint32_t>(arcs_.size())};
      }
    }
  }

  // The arcs out of set s that a state entered by the barred digit (kNoneBarred: none) takes.
  [[nodiscard]] auto arcs(int s, int barred) const {
    const auto [from, to] = leave_[static_cast<std::size_t>(s) * kBarred + static_cast<std::size_t>(barred)];
    return std::span<const Arc>(arcs_.data() + from, to - from);
  }

  // Each set's rank in HoDoKu's list of ALSs (hodoku_als_place).
  [[nodiscard]] std::vector<int> hodoku_ranks() const {
    std::vector<std::pair<HodokuAlsPlace<B>, int>> keys;
    keys.reserve(t_.sets.size());
    for (std::size_t k = 0; k < t_.sets.size(); ++k)
      keys.emplace_back(hodoku_als_place<B>(t_.sets[k].cells), static_cast<int>(k));
    std::sort(keys.begin(), keys.end());
    std::vector<int> rank(t_.sets.size());
    for (std::size_t r = 0; r < keys.size(); ++r) rank[static_cast<std::size_t>(keys[r].second)] = static_cast<int>(r);
    return rank;
  }

  // The state's slot: the set, the carried commons (one or two: their lowest and highest
  // digit), the links up to 3.
  [[nodiscard]] static std::size_t state(int s, std::uint32_t carried, int links) {
    const auto lo = static_cast<std::size_t>(std::countr_zero(carried));
    const auto hi = static_cast<std::size_t>(31 - std::countl_zero(carried));
    return ((static_cast<std::size_t>(s) * G::size + lo) * G::size + hi) * 3 +
           static_cast<std::size_t>(std::min(links, 3) - 1);
  }

  // Whether some other set shares a digit with a that something sees in both: else no
  // chain from a eliminates anything.
  [[nodiscard]] bool productive(const Set& a) const {
    if (a.seen.none()) return false;
    for (const Set& e : t_.sets) {
      if (&e == &a || (a.seen & e.seen).none()) continue;
      for (Digit z : a.digits& e.digits)
        if (seen_by_both(a, e, z).any()) return true;
    }
    return false;
  }

  [[nodiscard]] bool on_path(int q, int s) const {
    for (; q >= 0; q = queue_[static_cast<std::size_t>(q)].parent)
      if (queue_[static_cast<std::size_t>(q)].set == s) return true;
    return false;
  }

  void walk(int q) {
    const Entry e = queue_[static_cast<std::size_t>(q)];
    // HoDoKu's rule: a link carrying two commons bars only the smaller from the next.
    const std::uint32_t carried_in = static_cast<std::uint32_t>(e.carried.word(0));
    const std::uint32_t excluded = carried_in & (~carried_in + 1);
    // Most links carry all their commons: their slot is the arc's, shifted by the links.
    const auto shift = static_cast<std::size_t>(std::min(e.links + 1, 3) - 1);
    for (const Arc& arc : arcs(e.set, std::countr_zero(excluded))) {
      const std::uint32_t carried = arc.digits & ~excluded;
      const std::size_t slot = carried == arc.digits ? arc.state + shift : state(arc.next, carried, e.links + 1);
      unsigned& mark = marks_.seen[slot];
      if (mark == marks_.stamp || ((e.path & path_bit(arc.next)) != 0 && on_path(q, arc.next))) continue;
      mark = marks_.stamp;
      DigitSet out;
      out.set_word(0, carried);
      queue_.push_back({arc.next, out, e.links + 1, q, e.path | path_bit(arc.next)});
    }
  }

  [[nodiscard]] Path path(int q) const {
    Path p;
    for (; q >= 0; q = queue_[static_cast<std::size_t>(q)].parent) {
      const Entry& e = queue_[static_cast<std::size_t>(q)];
      p.sets.push_back(e.set);
      if (e.parent >= 0) p.carried.push_back(e.carried);
    }
    std::reverse(p.sets.begin(), p.sets.end());
    std::reverse(p.carried.begin(), p.carried.end());
    return p;
  }

  // One digit per link, each differing from the next, so that every set is entered and left
  // by two digits: the chain the step amounts to.
  static bool pick(const std::vector<DigitSet>& carried, std::size_t i, std::vector<Digit>& out) {
    if (i == carried.size()) return true;
    for (Digit d : carried[i]) {
      if (i > 0 && out[i - 1] == d) continue;
      out.push_back(d);
      if (pick(carried, i + 1, out)) return true;
      out.pop_back();
    }
    return false;
  }

  void chain_step(const Set& a, const DigitSet& first, int q) {
    const Entry& end = queue_[static_cast<std::size_t>(q)];
    const Set& e = set(end.set);
    if ((a.seen & e.seen).none()) return;
    const DigitSet zs = (a.digits & e.digits) - first - end.carried;
    std::vector<Candidate> elims;
    for (Digit z : zs) add(elims, seen_by_both(a, e, z), z);
    if (elims.empty()) return;
    const Path p = path(q);
    if (!wanted(elims, p.sets)) return;
    std::vector<Digit> xs;
    std::vector<Chain> chains;
    if (pick(p.carried, 0, xs)) {
      std::vector<Link> sets;
      for (std::size_t i = 0; i < p.sets.size(); ++i) sets.push_back({&set(p.sets[i]), static_cast<int>(i)});
      for (Digit z : zs)
        if (seen_by_both(a, e, z).any())
          if (auto chain = als_chain(sets, xs, z)) chains.push_back(std::move(*chain));
    }
    std::vector<RestrictedCommon> commons;
    for (std::size_t i = 0; i < p.carried.size(); ++i)
      commons.push_back({static_cast<int>(i), static_cast<int>(i + 1), digits(p.carried[i])});
    keep(Technique::als_xy_chain, p.sets, std::move(commons), std::move(elims), std::move(chains));
  }

  // The blossom search at one stem: a petal per stem digit in digit order.
  struct Blossom {
    Cell stem;
    std::vector<Digit> stem_digits;
    std::vector<std::vector<int>> petals;  // per stem digit, the sets that can be its petal
    std::vector<int> chosen;
    CellSet used;
  };

  void blossoms() {
    for (Cell stem : g_.unsolved()) {
      const DigitSet digits = g_.candidates(stem);
      if (digits.count() < 2) continue;
      Blossom b{stem, {digits.begin(), digits.end()}, {}, {}, {}};
      b.petals.resize(b.stem_digits.size());
      for (std::size_t i = 0; i < t_.sets.size(); ++i)
        for (std::size_t k = 0; k < b.stem_digits.size(); ++k)
          if (t_.sets[i].seers[static_cast<std::size_t>(b.stem_digits[k].index())].test(stem))
            b.petals[k].push_back(static_cast<int>(i));
      if (std::any_of(b.petals.begin(), b.petals.end(), [](const auto& p) { return p.empty(); })) continue;
      std::array<CellSet, G::size> targets;
      targets.fill(CellSet::all());
      bloom(b, DigitSet::all() - digits, targets);
    }
  }

  // zs: the digits every petal so far holds (no stem digit); targets: per digit, where every
  // petal so far sees all of it.
  void bloom(Blossom& b, const DigitSet& zs, const std::array<CellSet, G::size>& targets) {
    const std::size_t k = b.chosen.size();
    if (k == b.stem_digits.size()) {
      std::vector<Candidate> elims;
      for (Digit z : zs) {
        CellSet cells = targets[static_cast<std::size_t>(z.index())] - b.used;
        cells.reset(b.stem);
        add(elims, cells, z);
      }
      if (!wanted(elims, b.chosen)) return;
      std::vector<RestrictedCommon> commons;
      for (std::size_t i = 0; i < k; ++i) commons.push_back({-1, static_cast<int>(i), {b.stem_digits[i]}});
      keep(Technique::death_blossom, b.chosen, std::move(commons), std::move(elims), {}, {b.stem});
      return;
    }
    for (int i : b.petals[k]) {
      if (spent()) return;
      const Set& s = set(i);
      // with overlapping sets allowed, one set may be the petal of several stem digits (as in
      // HoDoKu): whichever of them the stem is, the set loses it and locks its other digits
      if (!limits_.overlap && (s.cells & b.used).any()) continue;
      const DigitSet more = zs & s.digits;
      std::array<CellSet, G::size> narrowed;
      bool any = false;
      for (Digit z : more) {
        narrowed[static_cast<std::size_t>(z.index())] =
            targets[static_cast<std::size_t>(z.index())] & s.seers[static_cast<std::size_t>(z.index())];
        any = any || narrowed[static_cast<std::size_t>(z.index())].any();
      }
      if (!any) continue;
      const CellSet used = b.used;
      b.chosen.push_back(i);
      b.used |= s.cells;
      bloom(b, more, narrowed);
      b.chosen.pop_back();
      b.used = used;
    }
  }

  const Grid<B>& g_;
  const Table& t_;
  Sink& sink_;
  AlsLimits limits_;
  Technique technique_ = Technique::als_xz;
  Budget budget_;
  long nodes_ = 0;
  bool spent_ = false;
  std::map<std::vector<Candidate>, Found> found_;
  // A set's commons as the chain walks them: the other set, the common digits.
  struct Arc {
    int next;
    std::uint32_t digits;
    std::size_t state;  // the slot of (next, digits) entered by one link: state(next, digits, 1)
  };
  std::vector<Arc> arcs_;
  // Per set and barred digit (then kNoneBarred), where its arcs lie in arcs_.
  static constexpr int kNoneBarred = G::size;
  static constexpr std::size_t kBarred = G::size + 1;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> leave_;
  std::vector<Entry> queue_;
  // The states each walk has entered, marked with the walk's stamp. They stay with the
  // thread from search to search: a new stamp forgets every mark, so nothing is cleared but
  // when the stamp wraps (clearing them per search cost 1.4% of a hard rating).
  struct Marks {
    std::vector<unsigned> seen;
    unsigned stamp = 0;
  };
  static Marks& thread_marks() {
    thread_local Marks marks;
    return marks;
  }
  static constexpr std::size_t kKeptMarks = std::size_t{1} << 20;
  Marks& marks_ = thread_marks();
};

}  // namespace

template <int B>
void find_als(FinderContext<B>& ctx, Technique t, Sink& sink, const AlsLimits& limits, const Budget& budget) {
  AlsSearch<B>(ctx, sink, limits, budget).run(t);
}

SETLOGIC_EACH_BOX(SETLOGIC_ALS_INSTANCES, )

}  // namespace setlogic
