#include "logic/techniques/uniqueness.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace setlogic {

namespace {

template <int B>
class UniquenessSearch {
 public:
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;
  using DigitSet = typename G::DigitSet;
  using Corners = std::array<Cell, 4>;  // sorted: (r1,c1) (r1,c2) (r2,c1) (r2,c2)

  UniquenessSearch(const Grid<B>& g, Technique t, Sink& sink, const UniquenessLimits& limits)
      : g_(g),
        t_(t),
        sink_(sink),
        strict_(!limits.missing_candidates || limits.known == Uniqueness::position),
        puzzle_known_(limits.known == Uniqueness::puzzle) {}

  void run() {
    if (t_ == Technique::bug_plus_1) return grave();
    if (t_ == Technique::avoidable_rectangle_1 || t_ == Technique::avoidable_rectangle_2) {
      if (puzzle_known_) avoidable_rectangles();
      return;
    }
    unique_rectangles();
  }

 private:
  static constexpr int kMaxSubset = 7;  // type 3: cells besides the roof (a whole 9x9 house)

  static DigitSet both(Digit a, Digit b) {
    DigitSet s;
    s.set(a);
    s.set(b);
    return s;
  }
  static Constraint in_house(House h, Digit d) { return Constraint::of_house(h, d, G::size); }
  static bool shares_line(Cell x, Cell y) { return G::row(x) == G::row(y) || G::column(x) == G::column(y); }
  // The corner of the rectangle across from c.
  static Cell opposite(const Corners& k, Cell c) {
    for (Cell o : k)
      if (G::row(o) != G::row(c) && G::column(o) != G::column(c)) return o;
    return c;
  }

  // Whether the cell may be a unique rectangle's corner with digits a and b.
  [[nodiscard]] bool corner(Cell c, Digit a, Digit b) const {
    if (!g_.unsolved().test(c)) return false;
    if (strict_) return g_.candidates(c).test(a) && g_.candidates(c).test(b);
    return !blocked_[a.index()].test(c) && !blocked_[b.index()].test(c);
  }
  // The cells of house h holding d, apart from the rectangle's.
  [[nodiscard]] bool only_in_rectangle(House h, Digit d, const Corners& k) const {
    CellSet places = g_.cells_with(d) & G::house_mask[h.index()];
    for (Cell c : k) places.reset(c);
    return places.none();
  }

  Step pattern_step(Technique t, const Corners& k, Digit a, Digit b) const {
    Step s{.technique = t, .digits = {std::min(a, b), std::max(a, b)}};
    DeadlyPattern p{.cells = {k.begin(), k.end()}, .digits = s.digits};
    for (Cell c : k)
      for (Digit d : g_.candidates(c) - both(a, b)) p.guardians.push_back({c, d});
    s.pattern = std::move(p);
    return s;
  }

  void emit(Step&& s) {
    if (go_ && !s.eliminations.empty()) go_ = sink_.accept(std::move(s));
  }

  // Every rectangle is met from each of its corners that holds exactly its two digits (the
  // other corners' conditions do not depend on which corner the walk starts from), and is
  // judged from the first of them.
  void unique_rectangles() {
    if (!strict_)
      for (int h = 0; h < G::houses; ++h)
        for (Digit d : g_.placed(House(h))) blocked_[d.index()] |= G::house_mask[h];
    for (Cell c11 : g_.unsolved()) {
      const DigitSet ab = g_.candidates(c11);
      if (ab.count() != 2) continue;
      const Digit a = ab.first(), b = (ab - both(a, a)).first();
      for (Cell c12 : G::house_mask[G::box_house(G::box(c11)).index()]) {
        if (c12 == c11 || !shares_line(c11, c12) || !corner(c12, a, b)) continue;
        const bool across_rows = G::row(c11) == G::row(c12);  // the other side lies in other rows
        for (int i = 0; i < G::size && go_; ++i) {
          const Cell c21 = across_rows ? G::cell(i, G::column(c11)) : G::cell(G::row(c11), i);
          const Cell c22 = across_rows ? G::cell(i, G::column(c12)) : G::cell(G::row(c12), i);
          if (G::box(c21) == G::box(c11) || !corner(c21, a, b) || !corner(c22, a, b)) continue;
          Corners k = {c11, c12, c21, c22};
          std::sort(k.begin(), k.end());
          if (std::none_of(k.begin(), k.end(), [&](Cell c) { return c < c11 && g_.candidates(c) == ab; }))
            judge(k, a, b);
        }
      }
    }
  }

  void judge(const Corners& k, Digit a, Digit b) {
    const DigitSet ab = both(a, b);
    Corners floor_cells{}, roof_cells{};
    std::size_t floors = 0, roofs = 0;
    for (Cell c : k) ((g_.candidates(c) - ab).none() ? floor_cells[floors++] : roof_cells[roofs++]) = c;
    const std::span<const Cell> floor(floor_cells.data(), floors), roof(roof_cells.data(), roofs);
    if (roof.empty()) return;  // already deadly: the puzzle cannot be unique
    switch (t_) {
      case Technique::unique_rectangle_1:
        if (floor.size() == 3) type_1(k, a, b, roof[0]);
        return;
      case Technique::unique_rectangle_2:
      case Technique::unique_rectangle_5:
        if (floor.size() <= 2) one_extra_digit(k, a, b, roof);
        return;
      case Technique::unique_rectangle_3:
        if (floor.size() == 2)
          for (House h : G::houses_of(roof[0]))
            if (G::house_mask[h.index()].test(roof[1])) type_3(k, a, b, roof[0], roof[1], h);
        return;
      case Technique::unique_rectangle_4:
        if (floor.size() == 2) type_4(k, a, b, roof[0], roof[1]);
        return;
      case Technique::unique_rectangle_6:
        if (floor.size() == 2 && !shares_line(roof[0], roof[1])) type_6(k, a, b, roof[0], roof[1]);
        return;
      case Technique::hidden_rectangle:
        if (floor.size() <= 2)
          for (Cell c : floor) hidden(k, a, b, c);
        return;
      default:
        return;
    }
  }

  void type_1(const Corners& k, Digit a, Digit b, Cell roof) {
    Step s = pattern_step(Technique::unique_rectangle_1, k, a, b);
    for (Digit d : {a, b})
      if (g_.candidates(roof).test(d)) s.eliminations.push_back({roof, d});
    s.cover = {Constraint::of_cell(roof)};
    emit(std::move(s));
  }

  // Types 2 and 5: the roof's other candidates are one digit, so one of its places is true.
  void one_extra_digit(const Corners& k, Digit a, Digit b, std::span<const Cell> roof) {
    DigitSet extra;
    for (Cell c : roof) extra |= g_.candidates(c) - both(a, b);
    if (!extra.single()) return;
    const bool side = roof.size() == 2 && shares_line(roof[0], roof[1]);
    if (t_ != (side ? Technique::unique_rectangle_2 : Technique::unique_rectangle_5)) return;
    const Digit x = extra.first();
    CellSet seeing = g_.cells_with(x);
    for (Cell c : roof) seeing &= G::peers[c.index()];
    Step s = pattern_step(t_, k, a, b);
    for (Cell c : seeing) s.eliminations.push_back({c, x});
    emit(std::move(s));
  }

  // Type 3 in house h: subsets of its cells without a or b that, with the roof (e, f) as one
  // cell, hold one digit more than cells.
  struct Subsets {
    const Corners& k;
    Digit a, b;
    Cell e, f;
    House h;
    std::vector<Cell> pool;    // the house's open cells without a or b, the roof apart
    std::vector<Cell> chosen;  // the subset so far
  };

  void type_3(const Corners& k, Digit a, Digit b, Cell e, Cell f, House h) {
    Subsets sub{k, a, b, e, f, h, {}, {}};
    for (Cell c : G::house_mask[h.index()] & g_.unsolved())
      if (c != e && c != f && (g_.candidates(c) & both(a, b)).none()) sub.pool.push_back(c);
    grow(sub, 0, (g_.candidates(e) | g_.candidates(f)) - both(a, b));
  }

  void grow(Subsets& sub, std::size_t from, DigitSet digits) {
    for (std::size_t i = from; i < sub.pool.size() && go_; ++i) {
      sub.chosen.push_back(sub.pool[i]);
      const DigitSet more = digits | g_.candidates(sub.pool[i]);
      // each further cell closes the gap by one at most
      const int gap = more.count() - static_cast<int>(sub.chosen.size()) - 1;
      if (gap == 0) subset(sub, more);
      if (static_cast<int>(sub.chosen.size()) < kMaxSubset && gap > 0 &&
          gap <= static_cast<int>(sub.pool.size() - i - 1))
        grow(sub, i + 1, more);
      sub.chosen.pop_back();
    }
  }

  void subset(const Subsets& sub, DigitSet digits) {
    CellSet members;
    members.set(sub.e);
    members.set(sub.f);
    for (Cell c : sub.chosen) members.set(c);
    const auto all_in = [&](House x) { return (members - G::house_mask[x.index()]).none(); };
    const House row = G::row_house(G::row(sub.e)), column = G::column_house(G::column(sub.e));
    const House box = G::box_house(G::box(sub.e));
    if (G::kind(sub.h) == HouseKind::box && (all_in(row) || all_in(column))) return;  // the line's subset
    std::vector<House> houses = {sub.h};
    if (G::kind(sub.h) != HouseKind::box && all_in(box)) houses.push_back(box);
    Step s = pattern_step(Technique::unique_rectangle_3, sub.k, sub.a, sub.b);
    CellSet targets;
    for (House x : houses) targets |= G::house_mask[x.index()];
    targets &= g_.unsolved();
    for (Cell c : targets - members)
      for (Digit d : g_.candidates(c) & digits) s.eliminations.push_back({c, d});
    for (Cell c : sub.chosen) s.base.push_back(Constraint::of_cell(c));
    for (House x : houses)
      for (Digit d : digits) s.cover.push_back(in_house(x, d));
    s.cells = sub.chosen;
    s.houses = houses;
    emit(std::move(s));
  }

  // Type 4: a has no place but the roof in a house of both, so b cannot be in either.
  void type_4(const Corners& k, Digit a, Digit b, Cell e, Cell f) {
    std::vector<std::vector<Candidate>> made;
    for (House h : G::houses_of(e)) {
      if (!G::house_mask[h.index()].test(f)) continue;
      for (auto [x, y] : {std::pair(a, b), std::pair(b, a)}) {
        if (!only_in_rectangle(h, x, k)) continue;
        Step s = pattern_step(Technique::unique_rectangle_4, k, a, b);
        for (Cell c : {e, f})
          if (g_.candidates(c).test(y)) s.eliminations.push_back({c, y});
        if (s.eliminations.empty() || std::find(made.begin(), made.end(), s.eliminations) != made.end()) continue;
        made.push_back(s.eliminations);
        s.base = {in_house(h, x)};
        s.cover = {Constraint::of_cell(e), Constraint::of_cell(f)};
        s.houses = {h};
        emit(std::move(s));
      }
    }
  }

  // Type 6: a in both rows (or both columns) only in the rectangle, so on one diagonal: the
  // roof's would complete the pattern with the floor's b.
  void type_6(const Corners& k, Digit a, Digit b, Cell e, Cell f) {
    const std::array<House, 2> rows = {G::row_house(G::row(k[0])), G::row_house(G::row(k[3]))};
    const std::array<House, 2> columns = {G::column_house(G::column(k[0])), G::column_house(G::column(k[3]))};
    for (Digit x : {a, b}) {
      const bool by_rows = only_in_rectangle(rows[0], x, k) && only_in_rectangle(rows[1], x, k);
      if (!by_rows && !(only_in_rectangle(columns[0], x, k) && only_in_rectangle(columns[1], x, k))) continue;
      Step s = pattern_step(Technique::unique_rectangle_6, k, a, b);
      for (Cell c : {e, f})
        if (g_.candidates(c).test(x)) s.eliminations.push_back({c, x});
      const auto& base = by_rows ? rows : columns;
      const auto& cross = by_rows ? columns : rows;
      s.base = {in_house(base[0], x), in_house(base[1], x)};
      s.cover = {Constraint::of_cell(e), Constraint::of_cell(f), in_house(cross[0], x), in_house(cross[1], x)};
      s.houses = {base[0], base[1]};
      emit(std::move(s));
    }
  }

  // Hidden Rectangle from floor cell c: in the row and column of the opposite corner, a only
  // in the rectangle.
  void hidden(const Corners& k, Digit a, Digit b, Cell c) {
    const Cell d = opposite(k, c);
    const Cell e = G::cell(G::row(c), G::column(d)), f = G::cell(G::row(d), G::column(c));
    const House row = G::row_house(G::row(d)), column = G::column_house(G::column(d));
    for (auto [x, y] : {std::pair(a, b), std::pair(b, a)}) {
      if (!g_.candidates(d).test(y) || !only_in_rectangle(row, x, k) || !only_in_rectangle(column, x, k)) continue;
      Step s = pattern_step(Technique::hidden_rectangle, k, a, b);
      s.eliminations = {{d, y}};
      s.base = {Constraint::of_cell(c), in_house(row, x), in_house(column, x)};
      s.cover = {Constraint::of_cell(c), Constraint::of_cell(d), Constraint::of_cell(e), Constraint::of_cell(f)};
      if (g_.candidates(d).test(x)) s.fins = {{d, x}};
      s.houses = {row, column};
      emit(std::move(s));
    }
  }

  // Every rectangle with two solved cells or more and an open one, none a given, whose digits
  // fit the pattern. Solved and given cells are sorted out by bitset first: most rectangles
  // fail there.
  // Rectangles without a given and with two or three corners solved, read from per-row
  // masks of the columns given and solved.
  void avoidable_rectangles() {
    std::array<std::uint32_t, G::size> found{}, given{};
    for (int i = 0; i < G::cells; ++i)
      if (g_.value(Cell(i)))
        (g_.is_given(Cell(i)) ? given : found)[static_cast<std::size_t>(G::row(Cell(i)))] |= std::uint32_t{1}
                                                                                             << G::column(Cell(i));
    constexpr std::uint32_t all = (std::uint32_t{1} << G::size) - 1;
    for (int r1 = 0; r1 < G::size; ++r1)
      for (int r2 = r1 + 1; r2 < G::size; ++r2) {
        const auto i1 = static_cast<std::size_t>(r1), i2 = static_cast<std::size_t>(r2);
        const std::uint32_t open = all & ~(given[i1] | given[i2]);
        if (std::popcount(found[i1] & open) + std::popcount(found[i2] & open) < 2) continue;
        const auto solved = [&](int c) { return (found[i1] >> c & 1) + (found[i2] >> c & 1); };
        for (std::uint32_t m1 = open; m1 != 0; m1 &= m1 - 1) {
          const int c1 = std::countr_zero(m1);
          for (std::uint32_t m2 = m1 & (m1 - 1); m2 != 0 && go_; m2 &= m2 - 1) {
            const int c2 = std::countr_zero(m2);
            if ((r1 / B == r2 / B) == (c1 / B == c2 / B)) continue;
            const unsigned n = solved(c1) + solved(c2);
            if (n >= 2 && n < 4) avoidable({G::cell(r1, c1), G::cell(r1, c2), G::cell(r2, c2), G::cell(r2, c1)});
          }
        }
      }
  }

  // q in cyclic order: q[i] and q[i + 2] are opposite, so hold the same digit.
  void avoidable(const std::array<Cell, 4>& q) {
    std::array<int, 2> digit = {-1, -1};  // by parity of the corner
    int solved = 0;
    std::vector<Cell> open;
    for (int i = 0; i < 4; ++i) {
      const auto v = g_.value(q[i]);
      if (!v) {
        open.push_back(q[i]);
        continue;
      }
      if (g_.is_given(q[i])) return;
      int& slot = digit[static_cast<std::size_t>(i % 2)];
      if (slot >= 0 && slot != v->index()) return;
      slot = v->index();
      ++solved;
    }
    if (solved < 2 || open.empty() || digit[0] == digit[1]) return;
    Corners k = q;
    std::sort(k.begin(), k.end());
    const auto need = [&](Cell c) {
      const std::size_t i = static_cast<std::size_t>(std::find(q.begin(), q.end(), c) - q.begin());
      return digit[i % 2];
    };
    if (digit[0] >= 0 && digit[1] >= 0) {
      const Digit a(digit[0]), b(digit[1]);
      for (Cell c : open)
        if (!g_.candidates(c).test(Digit(need(c)))) return;
      if (open.size() == 1) {
        if (t_ != Technique::avoidable_rectangle_1) return;
        Step s = pattern_step(t_, k, a, b);
        s.eliminations = {{open[0], Digit(need(open[0]))}};
        s.cover = {Constraint::of_cell(open[0])};
        return emit(std::move(s));
      }
      return open_pair(k, a, b, open);
    }
    // two solved opposite corners with a: the open two need one digit b, whichever it is
    const Digit a(std::max(digit[0], digit[1]));
    for (Digit b : g_.candidates(open[0]) & g_.candidates(open[1])) open_pair(k, a, b, open);
  }

  // Type 2: both open corners hold their pattern digit and, besides, one digit x between them.
  void open_pair(const Corners& k, Digit a, Digit b, const std::vector<Cell>& open) {
    if (t_ != Technique::avoidable_rectangle_2) return;
    const DigitSet extra = (g_.candidates(open[0]) | g_.candidates(open[1])) - both(a, b);
    if (!extra.single()) return;
    const Digit x = extra.first();
    Step s = pattern_step(t_, k, a, b);
    for (Cell c : g_.cells_with(x) & G::peers[open[0].index()] & G::peers[open[1].index()])
      s.eliminations.push_back({c, x});
    emit(std::move(s));
  }

  void grave() {
    std::optional<Cell> three;
    for (Cell c : g_.unsolved()) {
      const int n = g_.candidates(c).count();
      if (n == 2) continue;
      if (n != 3 || three) return;
      three = c;
    }
    if (!three) return;
    std::optional<Digit> odd;
    for (int h = 0; h < G::houses; ++h)
      for (int d = 0; d < G::size; ++d) {
        const int n = g_.count(House(h), Digit(d));
        if (n == 0 || n == 2) continue;
        if (n != 3 || !G::house_mask[h].test(*three) || (odd && *odd != Digit(d))) return;
        odd = Digit(d);
      }
    if (!odd || !g_.candidates(*three).test(*odd)) return;
    for (House h : G::houses_of(*three))
      if (g_.count(h, *odd) != 3) return;
    Step s{.technique = Technique::bug_plus_1};
    DeadlyPattern p{.cells = {}, .digits = {}};
    for (Cell c : g_.unsolved()) {
      p.cells.push_back(c);
      for (Digit d : g_.candidates(c))
        if (c != *three || d != *odd) p.candidates.push_back({c, d});
    }
    p.guardians = {{*three, *odd}};
    for (Digit d : g_.candidates(*three))
      if (d != *odd) s.eliminations.push_back({*three, d});
    s.cover = {Constraint::of_cell(*three)};
    s.pattern = std::move(p);
    emit(std::move(s));
  }

  const Grid<B>& g_;
  Technique t_;
  Sink& sink_;
  bool strict_;        // every corner of a unique rectangle holds both digits
  bool puzzle_known_;  // the givens alone are known unique: avoidable rectangles hold
  bool go_ = true;
  std::array<CellSet, G::size> blocked_{};  // per digit: the cells of the houses where it is placed
};

}  // namespace

template <int B>
void find_uniqueness(const Grid<B>& g, Technique t, Sink& sink, const UniquenessLimits& limits) {
  if (limits.known == Uniqueness::unknown) return;
  UniquenessSearch<B>(g, t, sink, limits).run();
}

SETLOGIC_EACH_BOX(SETLOGIC_UNIQUENESS_INSTANCES, )

}  // namespace setlogic
