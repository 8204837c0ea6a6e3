#include "logic/techniques/aligned_exclusion.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <map>
#include <vector>

namespace setlogic {

namespace {

template <int B>
class AlignedExclusion {
 public:
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;

  AlignedExclusion(FinderContext<B>& ctx, Technique t, Sink& sink, const AlsLimits& limits, const Budget& budget)
      : technique_(t),
        g_(ctx.grid()),
        sets_(ctx.als_table(limits.cells(G::size), false, budget).sets),
        sink_(sink),
        budget_(budget) {
    for (Cell c : g_.unsolved()) open_.push_back(c);
    index_kills();
    index_pairs();
  }

  void run(int k) {
    const int n = static_cast<int>(open_.size());
    if (k == 2) {
      for (int i = 0; i < n && go_on(); ++i)
        for (int j = i + 1; j < n; ++j)
          if (!pair(i, j).empty()) try_base({i, j});
    } else {
      for (int i = 0; i < n && go_on(); ++i)
        for (int j = i + 1; j < n && go_on(); ++j)
          for (int l = j + 1; l < n; ++l)
            if (!pair(i, j).empty() || !pair(i, l).empty() || !pair(j, l).empty()) try_base({i, j, l});
    }
    flush();
  }

 private:
  // A set as a base sees it: the digits each base cell can kill in it.
  struct Excluder {
    int set;
    std::array<std::uint32_t, 3> kills;
  };
  struct Kill {
    int set;
    std::uint32_t digits;
  };
  struct Found {
    Step step;
    std::size_t sets = 0;
  };

  // Per open cell c, in set order, the sets a outside c in which c can kill something, with
  // those digits: the digits of a whose seers (the table's: the cells holding the digit that
  // see all of a's places of it) include c.
  void index_kills() {
    kills_.assign(open_.size(), {});
    std::vector<int> where(static_cast<std::size_t>(G::cells), -1);
    for (std::size_t i = 0; i < open_.size(); ++i)
      where[static_cast<std::size_t>(open_[i].index())] = static_cast<int>(i);
    for (std::size_t a = 0; a < sets_.size(); ++a)
      for (Digit d : sets_[a].digits)
        for (Cell c : sets_[a].seers[static_cast<std::size_t>(d.index())]) {
          auto& list = kills_[static_cast<std::size_t>(where[static_cast<std::size_t>(c.index())])];
          if (list.empty() || list.back().set != static_cast<int>(a)) list.push_back({static_cast<int>(a), 0});
          list.back().digits |= std::uint32_t{1} << d.index();
        }
  }

  // Per pair of open cells, the sets in which the two can kill two different digits.
  void index_pairs() {
    const std::size_t n = open_.size();
    pairs_.assign(n * n, {});
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = i + 1; j < n; ++j) {
        const auto& a = kills_[i];
        const auto& b = kills_[j];
        for (std::size_t x = 0, y = 0; x < a.size() && y < b.size();) {
          if (a[x].set < b[y].set) {
            ++x;
          } else if (b[y].set < a[x].set) {
            ++y;
          } else {
            if (std::popcount(a[x].digits | b[y].digits) >= 2) pairs_[i * n + j].push_back(a[x].set);
            ++x, ++y;
          }
        }
      }
  }

  // What open cell i can kill in set a.
  [[nodiscard]] std::uint32_t kill(int i, int a) const {
    const auto& list = kills_[static_cast<std::size_t>(i)];
    auto it = std::lower_bound(list.begin(), list.end(), a, [](const Kill& k, int set) { return k.set < set; });
    return it != list.end() && it->set == a ? it->digits : 0;
  }

  [[nodiscard]] const std::vector<int>& pair(int i, int j) const {
    return pairs_[static_cast<std::size_t>(i) * open_.size() + static_cast<std::size_t>(j)];
  }

  bool go_on() {
    if ((++polls_ & 1023) == 0 && budget_.spent()) stopped_ = true;
    return !stopped_;
  }

  // The sets that matter to a base (by open-cell numbers), none of them holding a base cell.
  std::vector<Excluder> excluders(const std::vector<int>& base) {
    std::vector<int> sets;
    for (std::size_t x = 0; x < base.size(); ++x)
      for (std::size_t y = x + 1; y < base.size(); ++y) {
        const auto& list = pair(base[x], base[y]);
        sets.insert(sets.end(), list.begin(), list.end());
      }
    std::sort(sets.begin(), sets.end());
    sets.erase(std::unique(sets.begin(), sets.end()), sets.end());
    std::vector<Excluder> out;
    for (int a : sets) {
      const CellSet& cells = sets_[static_cast<std::size_t>(a)].cells;
      if (std::any_of(base.begin(), base.end(), [&](int i) { return cells.test(open_[static_cast<std::size_t>(i)]); }))
        continue;
      Excluder e{a, {}};
      for (std::size_t x = 0; x < base.size(); ++x) e.kills[x] = kill(base[x], a);
      out.push_back(e);
    }
    return out;
  }

  // Tries every combination of a base's candidates; eliminates what none possible holds.
  void try_base(const std::vector<int>& base) {
    const std::vector<Excluder> ex = excluders(base);
    if (ex.empty()) return;
    const std::size_t k = base.size();
    std::array<Cell, 3> cells{};
    std::array<std::uint32_t, 3> cands{}, allowed{};
    for (std::size_t x = 0; x < k; ++x) {
      cells[x] = open_[static_cast<std::size_t>(base[x])];
      cands[x] = static_cast<std::uint32_t>(g_.candidates(cells[x]).word(0));
    }
    std::array<std::array<bool, 3>, 3> see{};
    for (std::size_t x = 0; x < k; ++x)
      for (std::size_t y = 0; y < k; ++y) see[x][y] = x != y && G::peers[cells[x].index()].test(cells[y]);
    // The first excluder of a combination, -1 for the same-digit rule, ex.size() for none.
    const auto excluder = [&](const std::array<int, 3>& v) {
      for (std::size_t x = 0; x < k; ++x)
        for (std::size_t y = x + 1; y < k; ++y)
          if (see[x][y] && v[x] == v[y]) return -1;
      for (std::size_t e = 0; e < ex.size(); ++e) {
        std::uint32_t dead = 0;
        for (std::size_t x = 0; x < k; ++x) dead |= ex[e].kills[x] & (std::uint32_t{1} << v[x]);
        if (std::popcount(dead) >= 2) return static_cast<int>(e);
      }
      return static_cast<int>(ex.size());
    };
    each_combination(cands, k, [&](const std::array<int, 3>& v) {
      if (excluder(v) != static_cast<int>(ex.size())) return;
      for (std::size_t x = 0; x < k; ++x) allowed[x] |= std::uint32_t{1} << v[x];
    });
    std::vector<Candidate> elims;
    for (std::size_t x = 0; x < k; ++x)
      for (std::uint32_t gone = cands[x] & ~allowed[x]; gone != 0; gone &= gone - 1)
        elims.push_back({cells[x], Digit(std::countr_zero(gone))});
    if (elims.empty()) return;
    std::sort(elims.begin(), elims.end());
    // the sets that exclude the combinations holding an eliminated candidate
    std::vector<bool> used(ex.size(), false);
    each_combination(cands, k, [&](const std::array<int, 3>& v) {
      bool holds = false;
      for (std::size_t x = 0; x < k; ++x) holds = holds || (allowed[x] >> v[x] & 1) == 0;
      if (const int e = excluder(v); holds && e >= 0) used[static_cast<std::size_t>(e)] = true;
    });
    const auto count = static_cast<std::size_t>(std::count(used.begin(), used.end(), true));
    auto it = found_.find(elims);
    if (it != found_.end() && it->second.sets <= count) return;
    Step s{.technique = technique_, .digits = digits_of(elims), .eliminations = elims};
    for (std::size_t x = 0; x < k; ++x) s.cells.push_back(cells[x]);
    std::sort(s.cells.begin(), s.cells.end());
    for (std::size_t e = 0; e < ex.size(); ++e) {
      if (!used[e]) continue;
      const auto& set = sets_[static_cast<std::size_t>(ex[e].set)];
      s.als.push_back({{set.cells.begin(), set.cells.end()}, {set.digits.begin(), set.digits.end()}});
    }
    found_[elims] = {std::move(s), count};
  }

  template <class F>
  static void each_combination(const std::array<std::uint32_t, 3>& cands, std::size_t k, F&& f) {
    std::array<int, 3> v{};
    for (std::uint32_t a = cands[0]; a != 0; a &= a - 1) {
      v[0] = std::countr_zero(a);
      for (std::uint32_t b = cands[1]; b != 0; b &= b - 1) {
        v[1] = std::countr_zero(b);
        if (k == 2) {
          f(v);
          continue;
        }
        for (std::uint32_t c = cands[2]; c != 0; c &= c - 1) {
          v[2] = std::countr_zero(c);
          f(v);
        }
      }
    }
  }

  // Most eliminations first, then by the eliminations.
  void flush() {
    std::vector<Step> steps;
    for (auto& [elims, f] : found_) steps.push_back(std::move(f.step));
    report_most_eliminations_first(std::move(steps), sink_);
  }

  Technique technique_;
  const Grid<B>& g_;
  const std::vector<typename AlsTable<B>::Set>& sets_;
  Sink& sink_;
  const Budget& budget_;
  std::vector<Cell> open_;
  std::vector<std::vector<Kill>> kills_;  // by open cell
  std::vector<std::vector<int>> pairs_;   // by pair of open cells (i < j)
  std::map<std::vector<Candidate>, Found> found_;
  unsigned polls_ = 0;
  bool stopped_ = false;
};

}  // namespace

template <int B>
void find_aligned_exclusion(FinderContext<B>& ctx, Technique t, Sink& sink, const AlsLimits& limits,
                            const Budget& budget) {
  if (t != Technique::aligned_pair_exclusion && t != Technique::aligned_triple_exclusion) return;
  AlignedExclusion<B>(ctx, t, sink, limits, budget).run(info(t).size);
}

SETLOGIC_EACH_BOX(SETLOGIC_ALIGNED_EXCLUSION_INSTANCES, )

}  // namespace setlogic
