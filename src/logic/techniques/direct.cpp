#include "logic/techniques/direct.hpp"

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "logic/techniques/singles_refutation.hpp"

namespace setlogic {

namespace {

template <int B>
class Direct {
 public:
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;
  static constexpr int N = G::size;

  Direct(const Grid<B>& g, Technique t, Sink& sink) : g_(g), t_(t), sink_(sink) {}

  void run() {
    using K = HouseKind;
    switch (t_) {
      case Technique::direct_pointing:
        locking(K::box, K::column) && locking(K::box, K::row);
        return;
      case Technique::direct_claiming:
        locking(K::column, K::box) && locking(K::row, K::box);
        return;
      case Technique::direct_hidden_pair:
        hidden_sets(2);
        return;
      default:
        hidden_sets(3);
        return;
    }
  }

 private:
  [[nodiscard]] CellSet places(House h, Digit d) const {
    return g_.cells_with(d) & G::house_mask[static_cast<std::size_t>(h.index())];
  }

  // The digit's places in a house of kind k1 all in one house of kind k2; a placement in
  // another house of kind k1 crossing that one. False when the sink has had enough.
  bool locking(HouseKind k1, HouseKind k2) {
    for (int d = 0; d < N; ++d)
      for (int i1 = 0; i1 < N; ++i1) {
        const CellSet locked = places(G::house(k1, i1), Digit(d));
        if (locked.count() < 2) continue;
        // the one house of kind k2 that can hold them all
        const House h2 = G::houses_of(locked.first())[static_cast<std::size_t>(k2)];
        const CellSet& line = G::house_mask[static_cast<std::size_t>(h2.index())];
        if ((locked - line).any()) continue;
        for (int i3 = 0; i3 < N; ++i3) {
          const House third = G::house(k1, i3);
          const CellSet at = places(third, Digit(d));
          if (i3 == i1 || (G::house_mask[static_cast<std::size_t>(third.index())] & line).none() || at.count() < 2)
            continue;
          const CellSet left = at - line;
          if (left.count() == 1 && !place({left.first(), Digit(d)}, third)) return false;
        }
      }
    return true;
  }

  // Sudoku Explainer's house order for sets: boxes, columns, rows; its digit sets in
  // increasing order of their bits.
  void hidden_sets(int k) {
    for (HouseKind kind : {HouseKind::box, HouseKind::column, HouseKind::row})
      for (int i = 0; i < N; ++i) {
        const House h = G::house(kind, i);
        if (static_cast<int>((g_.unsolved() & G::house_mask[static_cast<std::size_t>(h.index())]).count()) <= k)
          continue;
        // by digit, its places in the house; the digits of two places or more
        std::array<CellSet, N> at{};
        std::uint32_t many = 0;
        for (int d = 0; d < N; ++d) {
          at[static_cast<std::size_t>(d)] = places(h, Digit(d));
          if (at[static_cast<std::size_t>(d)].count() >= 2) many |= 1U << d;
        }
        // The sets in increasing order of their bits: the highest digit first, each next
        // one below it, in increasing order; a set whose digits so far fill more than k
        // cells grows no hidden set.
        const auto walk = [&](auto& self, int left, int below, std::uint32_t set, CellSet cells) -> bool {
          if (left == 0) {
            if (static_cast<int>(cells.count()) != k) return true;
            for (int v = 0; v < N; ++v) {
              if (((set >> v) & 1U) != 0) continue;
              const CellSet rest = at[static_cast<std::size_t>(v)] - cells;
              if (at[static_cast<std::size_t>(v)].count() > 1 && rest.count() == 1)
                return place({rest.first(), Digit(v)}, h);
            }
            return true;
          }
          for (int d = left - 1; d < below; ++d) {
            if (((many >> d) & 1U) == 0) continue;
            const CellSet more = cells | at[static_cast<std::size_t>(d)];
            if (static_cast<int>(more.count()) <= k && !self(self, left - 1, d, set | 1U << d, more)) return false;
          }
          return true;
        };
        if (!walk(walk, k, N, 0, CellSet{})) return;
      }
  }

  // The placement, proved over the digit's places in the house.
  bool place(Candidate x, House h) {
    Step s{.technique = t_, .digits = {x.digit}, .placements = {x}, .houses = {h}};
    for (Cell y : places(h, x.digit)) {
      ForcingBranch b{.premise = {{y, x.digit}, true}, .implications = {}};
      if (y != x.cell) {
        std::optional<std::vector<Implication>> steps = refuted(b.premise);
        if (!steps) return true;  // not a placement these rules prove: none is given
        b.implications = std::move(*steps);
        b.contradiction = true;
      }
      s.branches.push_back(std::move(b));
    }
    return sink_.accept(std::move(s));
  }

  // The premise leads to a contradiction by singles, or (a hidden triple's cell) once its
  // cell has lost its other digits, by singles after one candidate is refuted by singles.
  std::optional<std::vector<Implication>> refuted(const Implication& premise) const {
    if (auto direct = singles_to_contradiction(g_, {}, premise)) return direct;
    const Cell at = premise.candidate.cell;
    std::vector<Implication> steps;
    for (Digit w : g_.candidates(at))
      if (w != premise.candidate.digit) steps.emplace_back(Candidate{at, w}, false);
    std::vector<Implication> known{premise};
    known.insert(known.end(), steps.begin(), steps.end());
    for (Cell z : g_.unsolved())
      for (Digit w : g_.candidates(z)) {
        const Implication assumed({z, w}, true);
        const std::optional<std::vector<Implication>> inner = singles_to_contradiction(g_, known, assumed);
        if (!inner) continue;
        Implication no({z, w}, false, {{.premise = assumed, .implications = *inner, .contradiction = true}});
        std::vector<Implication> more = known;
        more.push_back(no);
        if (auto rest = singles_to_contradiction(g_, more)) {
          steps.push_back(std::move(no));
          steps.insert(steps.end(), rest->begin(), rest->end());
          return steps;
        }
      }
    return std::nullopt;
  }

  const Grid<B>& g_;
  Technique t_;
  Sink& sink_;
};

}  // namespace

template <int B>
void find_direct(FinderContext<B>& ctx, Technique t, Sink& sink) {
  Direct<B>(ctx.grid(), t, sink).run();
}

SETLOGIC_EACH_BOX(SETLOGIC_DIRECT_INSTANCES, )

}  // namespace setlogic
