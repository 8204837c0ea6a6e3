#include "logic/techniques/wings.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

#include "logic/techniques/links.hpp"

namespace setlogic {

namespace {

template <int B>
class Wings {
 public:
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;
  using DigitSet = typename G::DigitSet;

  Wings(FinderContext<B>& ctx, Sink& sink, const PatternLimits& limits)
      : ctx_(ctx), g_(ctx.grid()), sink_(sink), limits_(limits) {}

  void run(Technique t) {
    switch (t) {
      case Technique::xy_wing:
        return xy_wings();
      case Technique::xyz_wing:
        return xyz_wings();
      case Technique::w_wing:
        return w_wings();
      case Technique::wxyz_wing:
        return wxyz_wings();
      case Technique::vwxyz_wing:
        return als_wings(4);
      case Technique::uvwxyz_wing:
        return als_wings(5);
      case Technique::tuvwxyz_wing:
        return als_wings(6);
      default:
        return;
    }
  }

 private:
  static bool sees(Cell a, Cell b) { return G::peers[a.index()].test(b); }
  static Digit only(const DigitSet& s) { return s.first(); }
  static Digit other(const DigitSet& pair, Digit d) {
    DigitSet rest = pair;
    rest.reset(d);
    return rest.first();
  }

  bool emit(Technique t, std::vector<Digit> digits, std::vector<Cell> cells, const CellSet& targets, Digit z,
            std::optional<Chain> chain = std::nullopt) {
    Step s{.technique = t, .digits = std::move(digits), .cells = std::move(cells)};
    for (Cell c : targets) s.eliminations.push_back({c, z});
    if (chain) s.chains.push_back(std::move(*chain));
    go_ = sink_.accept(std::move(s));
    return go_;
  }

  // (z=a)first - (a=b)pivot - (b=z)second: a chain of three bivalue cells.
  static Chain xy_chain(Cell first, Cell pivot, Cell second, Digit a, Digit b, Digit z) {
    using links::in_cell;
    using links::node;
    return {
        {node(z, first), node(a, first), node(a, pivot), node(b, pivot), node(b, second), node(z, second)},
        {in_cell(LinkKind::strong, first), links::weak_between<B>(first, pivot, a), in_cell(LinkKind::strong, pivot),
         links::weak_between<B>(pivot, second, b), in_cell(LinkKind::strong, second)}};
  }

  void xy_wings() {
    const CellSet& bivalue = ctx_.links().bivalue;
    for (Cell pivot : bivalue) {
      const DigitSet p = g_.candidates(pivot);
      std::vector<Cell> pincers;
      for (Cell c : G::peers[pivot.index()] & bivalue)
        if ((g_.candidates(c) & p).count() == 1) pincers.push_back(c);
      for (std::size_t i = 0; i < pincers.size(); ++i)
        for (std::size_t j = i + 1; j < pincers.size(); ++j) {
          const Cell a = pincers[i], b = pincers[j];
          const DigitSet za = g_.candidates(a) - p, zb = g_.candidates(b) - p;
          if (za != zb || (g_.candidates(a) & g_.candidates(b)) != za) continue;  // xz and yz with x != y
          const Digit z = only(za), x = only(g_.candidates(a) & p), y = only(g_.candidates(b) & p);
          const CellSet targets = G::peers[a.index()] & G::peers[b.index()] & g_.cells_with(z);
          if (targets.none()) continue;
          const Digit first = p.first(), second = other(p, first);
          if (!emit(Technique::xy_wing, {first, second, z}, {pivot, a, b}, targets, z, xy_chain(a, pivot, b, x, y, z)))
            return;
        }
    }
  }

  void xyz_wings() {
    const CellSet& bivalue = ctx_.links().bivalue;
    for (Cell pivot : g_.unsolved()) {
      const DigitSet p = g_.candidates(pivot);
      if (p.count() != 3) continue;
      std::vector<Cell> pincers;
      for (Cell c : G::peers[pivot.index()] & bivalue)
        if ((g_.candidates(c) - p).none()) pincers.push_back(c);
      for (std::size_t i = 0; i < pincers.size(); ++i)
        for (std::size_t j = i + 1; j < pincers.size(); ++j) {
          const Cell a = pincers[i], b = pincers[j];
          const DigitSet common = g_.candidates(a) & g_.candidates(b);
          if (common.count() != 1) continue;
          const Digit z = only(common);
          const CellSet targets =
              G::peers[pivot.index()] & G::peers[a.index()] & G::peers[b.index()] & g_.cells_with(z);
          if (targets.none()) continue;
          if (!emit(Technique::xyz_wing, {p.begin(), p.end()}, {pivot, a, b}, targets, z)) return;
        }
    }
  }

  void w_wings() {
    const CellSet& bivalue = ctx_.links().bivalue;
    for (Cell p : bivalue)
      for (Cell q : bivalue) {
        if (q <= p || g_.candidates(q) != g_.candidates(p)) continue;
        const DigitSet pair = g_.candidates(p);
        for (Digit x : pair) {
          const Digit y = other(pair, x);
          const CellSet targets = G::peers[p.index()] & G::peers[q.index()] & g_.cells_with(x);
          if (targets.none()) continue;
          for (const auto& link : ctx_.links().conjugates[static_cast<std::size_t>(y.index())]) {
            if (link.a == p || link.a == q || link.b == p || link.b == q) continue;
            Cell near = link.a, far = link.b;  // near sees p, far sees q
            if (!(sees(near, p) && sees(far, q))) std::swap(near, far);
            if (!(sees(near, p) && sees(far, q))) continue;
            using links::in_cell;
            using links::node;
            Chain chain{{node(x, p), node(y, p), node(y, near), node(y, far), node(y, q), node(x, q)},
                        {in_cell(LinkKind::strong, p), links::weak_between<B>(p, near, y),
                         links::in_house<B>(LinkKind::strong, link.house, y), links::weak_between<B>(far, q, y),
                         in_cell(LinkKind::strong, q)}};
            if (!emit(Technique::w_wing, {x, y}, {p, q, near, far}, targets, x, std::move(chain))) return;
            break;  // one conjugate pair per wing, as HoDoKu
          }
        }
      }
  }

  // Per box and line through it, the sets of 4 .. limits_.bent_cells open cells of their
  // union with as many digits between them as cells, some in the box off the line and some
  // in the line off the box.
  void wxyz_wings() {
    const int most = limits_.bent_cells;
    std::array<std::uint32_t, G::cells> masks{};  // candidates as bits; 0 for cells out of play
    for (Cell c : g_.unsolved())
      if (g_.candidates(c).count() <= most)
        for (Digit d : g_.candidates(c)) masks[c.index()] |= std::uint32_t{1} << d.index();
    for (int box = 0; box < G::size && go_; ++box) {
      const House bh = G::box_house(box);
      const Cell corner = G::house_cells[bh.index()][0];
      for (int i = 0; i < 2 * B && go_; ++i) {
        const House line = i < B ? G::row_house(G::row(corner) + i) : G::column_house(G::column(corner) + i - B);
        const CellSet& in_box = G::house_mask[bh.index()];
        const CellSet& in_line = G::house_mask[line.index()];
        // the open cells as digit masks, and whether each lies outside the line (the box)
        std::array<Cell, 3 * G::size> open{};
        std::array<std::uint32_t, 3 * G::size> mask{};
        std::array<std::uint8_t, 3 * G::size> side{};  // bit 0: box only, bit 1: line only
        int n = 0;
        for (Cell c : (in_box | in_line) & g_.unsolved()) {
          if (masks[c.index()] == 0) continue;
          open[n] = c;
          mask[n] = masks[c.index()];
          side[n++] = static_cast<std::uint8_t>((in_line.test(c) ? 0 : 1) | (in_box.test(c) ? 0 : 2));
        }
        std::array<int, PatternLimits::kMaxBentCells> chosen{};
        // The walk adds cell j as the k-th (0-based) of the set, reports the set when it is
        // one, and goes on while it may grow. A digit is restricted unless it has places in
        // the box off the line and in the line off the box (those never see each other):
        // exactly one may not be. box_only, line_only: the digits of the set's cells there.
        const auto walk = [&](auto& self, int k, int from, std::uint32_t digits, std::uint32_t box_only,
                              std::uint32_t line_only) -> void {
          for (int j = from; j < n && go_; ++j) {
            const std::uint32_t more = digits | mask[j];
            const int count = std::popcount(more);
            if (count > most) continue;
            chosen[k] = j;
            const std::uint32_t with_box = box_only | ((side[j] & 1) ? mask[j] : 0u);
            const std::uint32_t with_line = line_only | ((side[j] & 2) ? mask[j] : 0u);
            if (k + 1 >= 4 && count == k + 1 && std::popcount(with_box & with_line) == 1) {
              // z goes from the cells outside the set that see all its cells with z
              const Digit z(std::countr_zero(with_box & with_line));
              CellSet targets = g_.cells_with(z);
              for (int m = 0; m <= k; ++m) {
                const Cell c = open[chosen[m]];
                if ((mask[chosen[m]] >> z.index()) & 1) targets &= G::peers[c.index()];
                targets.reset(c);
              }
              if (targets.any()) {
                std::vector<Cell> cells;
                for (int m = 0; m <= k; ++m) cells.push_back(open[chosen[m]]);
                wxyz(cells, z, targets);
              }
            }
            if (k + 1 < most) self(self, k + 1, j + 1, more, with_box, with_line);
          }
        };
        walk(walk, 0, 0, 0, 0, 0);
      }
    }
  }

  void wxyz(const std::vector<Cell>& cells, Digit z, const CellSet& targets) {
    std::vector<Digit> digits;
    for (Cell c : cells)
      for (Digit d : g_.candidates(c))
        if (d != z && std::find(digits.begin(), digits.end(), d) == digits.end()) digits.push_back(d);
    std::sort(digits.begin(), digits.end());
    digits.push_back(z);
    emit(Technique::wxyz_wing, digits, cells, targets, z);
  }

  // Per house, the sets of k open cells (two candidates or more each) with k + 1 digits
  // between them; per set, the bivalue cells outside it, seeing one of its cells at least,
  // whose two digits it holds.
  void als_wings(int k) {
    // fixed arrays and the bivalue cells read once: this runs at every position that
    // reaches these wings
    std::array<Cell, G::size> open{}, set{};
    const CellSet bivalue = ctx_.links().bivalue;
    for (int h = 0; h < G::houses && go_; ++h) {
      std::size_t opens = 0, size = 0;
      for (Cell c : G::house_cells[static_cast<std::size_t>(h)])
        if (!g_.value(c) && g_.candidates(c).count() >= 2) open[opens++] = c;
      if (static_cast<int>(opens) < k) continue;
      const auto walk = [&](auto& self, std::size_t from, DigitSet digits) -> void {
        if (static_cast<int>(size) == k) {
          if (digits.count() == k + 1) als_wing(std::span<const Cell>(set.data(), size), digits, bivalue, k);
          return;
        }
        // as long as enough cells are left to fill the set
        for (std::size_t j = from; j + static_cast<std::size_t>(k) - size <= opens && go_; ++j) {
          const DigitSet more = digits | g_.candidates(open[j]);
          if (more.count() > k + 1) continue;
          set[size++] = open[j];
          self(self, j + 1, more);
          --size;
        }
      };
      walk(walk, 0, DigitSet{});
    }
  }

  // The set, locked but for one digit, and the bivalue cell yz: a digit of yz whose places in
  // the set all see yz (x, restricted) cannot be in both, so the set or yz holds the other (z).
  void als_wing(std::span<const Cell> set, const DigitSet& digits, const CellSet& bivalue, int k) {
    CellSet near{}, in_set{};
    for (Cell c : set) {
      near |= G::peers[c.index()];
      in_set.set(c);
    }
    near -= in_set;
    for (Cell yz : near& bivalue) {
      const DigitSet pair = g_.candidates(yz);
      if ((pair & digits) != pair) continue;
      // the places of d in the set (and yz, for its digits), and whether they all see yz
      auto places = [&](Digit d, bool with_yz) {
        CellSet at = g_.cells_with(d) & in_set;
        if (with_yz) at.set(yz);
        return at;
      };
      auto restricted = [&](Digit d) { return (places(d, false) - G::peers[yz.index()]).none(); };
      const Digit lo = pair.first(), hi = other(pair, lo);
      const bool rlo = restricted(lo), rhi = restricted(hi);
      if (!rlo && !rhi) continue;
      // every digit that must be in set or yz goes from the cells seeing all its places
      std::vector<Candidate> gone;
      std::vector<Digit> order;
      for (Digit d : digits) {
        const bool in_pair = pair.test(d);
        const bool locked = (rlo && rhi) || (in_pair && d == (rlo ? hi : lo));
        if (!locked) continue;
        CellSet targets = g_.cells_with(d);
        for (Cell c : places(d, in_pair)) targets &= G::peers[c.index()];
        targets -= in_set;
        targets.reset(yz);
        for (Cell c : targets) gone.push_back({c, d});
        order.push_back(d);
      }
      if (gone.empty()) continue;
      std::sort(gone.begin(), gone.end());
      std::vector<Cell> cells(set.begin(), set.end());
      cells.push_back(yz);
      std::vector<Digit> shown;
      for (Digit d : digits)
        if (std::find(order.begin(), order.end(), d) == order.end()) shown.push_back(d);
      shown.insert(shown.end(), order.begin(), order.end());
      Step s{.technique = k == 4   ? Technique::vwxyz_wing
                          : k == 5 ? Technique::uvwxyz_wing
                                   : Technique::tuvwxyz_wing,
             .digits = std::move(shown),
             .eliminations = std::move(gone),
             .cells = std::move(cells)};
      if (!(go_ = sink_.accept(std::move(s)))) return;
    }
  }

  FinderContext<B>& ctx_;
  const Grid<B>& g_;
  Sink& sink_;
  const PatternLimits& limits_;
  bool go_ = true;
};

}  // namespace

template <int B>
void find_wings(FinderContext<B>& ctx, Technique t, Sink& sink, const PatternLimits& limits) {
  Wings<B>(ctx, sink, limits).run(t);
}

SETLOGIC_EACH_BOX(SETLOGIC_WINGS_INSTANCES, )

}  // namespace setlogic
