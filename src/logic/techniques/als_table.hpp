#pragma once
// The almost locked sets of a position and the restricted commons between them, built once
// per position in the finder context and read by every ALS technique.
//
// An ALS is n open cells of one house holding n + 1 digits between them (n = 1: a bivalue
// cell). For each digit d of a set A the table keeps its places (A's cells holding d) and
// its seers: the candidates of d outside A that see every place, which is where "d is in A"
// eliminates d. A digit x is a restricted common of two sets when every place of x in the
// one sees every place of x in the other and none lies in a cell both share: then at most
// one of them holds x. Two sets have at most two (a third would leave one of them two digits
// short); with two they are doubly linked.
//
// The commons of a set are sought among the sets whose first place of one of its digits
// lies where it sees all of that digit (every place of a restricted common lies there),
// each pair once, in set order. A pair that shares cells is kept only when overlap is
// asked for.

#include <algorithm>
#include <array>
#include <span>
#include <vector>

#include "core/flat_lists.hpp"
#include "core/grid.hpp"
#include "logic/limits.hpp"
#include "logic/techniques/chain_graph.hpp"

namespace setlogic {

template <int B>
struct AlsTable {
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;
  using DigitSet = typename G::DigitSet;

  struct Set {
    CellSet cells;
    DigitSet digits;
    House house;
    std::array<CellSet, G::size> places{};
    std::array<CellSet, G::size> seers{};
    CellSet seen;  // every seer, of any digit
  };
  struct Common {
    int a = 0, b = 0;  // a < b
    DigitSet digits;
    bool overlap = false;
    [[nodiscard]] int other(int s) const { return s == a ? b : a; }
  };

  std::vector<Set> sets;
  std::vector<Common> commons;
  // The commons set s is in, in order.
  [[nodiscard]] std::span<const int> commons_of(int s) const { return of_set_[static_cast<std::size_t>(s)]; }

  // False when `budget` ran out first: the table then holds a part of the commons.
  bool rebuild(const Grid<B>& g, const std::vector<AlsRecord<B>>& records, bool overlap, const Budget& budget = {}) {
    sets.clear();
    commons.clear();
    sets.reserve(records.size());
    for (const AlsRecord<B>& r : records) {
      Set s{r.cells, r.digits, r.house, {}, {}, {}};
      for (Digit d : r.digits) {
        const CellSet places = r.cells & g.cells_with(d);
        CellSet seeing = g.cells_with(d);
        for (Cell c : places) seeing &= G::peers[c.index()];
        s.places[d.index()] = places;
        s.seers[d.index()] = seeing - r.cells;
        s.seen |= s.seers[d.index()];
      }
      sets.push_back(s);
    }
    index_places();
    std::vector<int> partners;
    std::vector<std::size_t> met(sets.size(), sets.size());
    for (std::size_t i = 0; i < sets.size(); ++i) {
      if ((i & 255) == 255 && budget.spent()) {
        index_commons();
        return false;
      }
      const Set& a = sets[i];
      // A set b with a restricted common x holds x only where a sees all of x: so b's first
      // place of x is among a's seers of x. Those sets, once x is seen to be a common of the
      // two, are the only partners. A slot lists its sets in order, so those after a are the
      // slot's tail, read from its end.
      partners.clear();
      for (Digit x : a.digits)
        for (Cell c : a.seers[x.index()]) {
          const std::size_t slot = static_cast<std::size_t>(c.index()) * G::size + static_cast<std::size_t>(x.index());
          const std::span<const int> holders = first_holders_[slot];
          for (auto k = holders.rbegin(); k != holders.rend() && *k > static_cast<int>(i); ++k) {
            const auto j = static_cast<std::size_t>(*k);
            if (met[j] == i || !common(a, sets[j], x)) continue;
            met[j] = i;
            partners.push_back(static_cast<int>(j));
          }
        }
      std::sort(partners.begin(), partners.end());
      for (int pj : partners) {
        const auto j = static_cast<std::size_t>(pj);
        const Set& b = sets[j];
        const bool shared = (a.cells & b.cells).any();
        if (shared && !overlap) continue;
        DigitSet rc;
        for (Digit x : a.digits& b.digits)
          if (common(a, b, x)) rc.set(x);
        commons.push_back({static_cast<int>(i), pj, rc, shared});
      }
    }
    index_commons();
    return true;
  }

 private:
  void index_commons() {
    of_set_.build(sets.size(), [&](auto&& add) {
      for (std::size_t k = 0; k < commons.size(); ++k)
        for (int s : {commons[k].a, commons[k].b}) add(static_cast<std::size_t>(s), static_cast<int>(k));
    });
  }

  // Whether x, a digit of both, is a restricted common of a and b.
  static bool common(const Set& a, const Set& b, Digit x) {
    return (b.places[x.index()] - a.seers[x.index()]).none() && (a.places[x.index()] - b.seers[x.index()]).none();
  }

  // The sets whose first place of digit d is cell c, in order: first_holders_[c * N + d].
  void index_places() {
    first_holders_.build(static_cast<std::size_t>(G::cells * G::size), [&](auto&& add) {
      for (std::size_t i = 0; i < sets.size(); ++i)
        for (Digit d : sets[i].digits)
          add(static_cast<std::size_t>(sets[i].places[d.index()].first().index()) * G::size + d.index(),
              static_cast<int>(i));
    });
  }

  FlatLists first_holders_;
  FlatLists of_set_;  // per set, the commons it is in
};

}  // namespace setlogic
