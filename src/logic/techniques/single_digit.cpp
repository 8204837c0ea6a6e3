#include "logic/techniques/single_digit.hpp"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <span>
#include <vector>

#include "logic/techniques/links.hpp"

namespace setlogic {

namespace {

template <int B>
class SingleDigit {
 public:
  using G = Geometry<B>;
  using CellSet = typename G::CellSet;
  using Conjugate = typename LinkTable<B>::Conjugate;

  SingleDigit(FinderContext<B>& ctx, Sink& sink, const PatternLimits& limits)
      : ctx_(ctx), g_(ctx.grid()), sink_(sink), limits_(limits) {}

  void run(Technique t) {
    const bool kite = t == Technique::two_string_kite || t == Technique::dual_two_string_kite;
    if (kite || t == Technique::empty_rectangle || t == Technique::dual_empty_rectangle) {
      // a pattern and its dual read the same steps of every digit, found once per position
      const auto all = ctx_.pattern_steps(kite ? 0 : 1, limits_, [&] { return every_digit(kite); });
      if (t == Technique::dual_two_string_kite || t == Technique::dual_empty_rectangle)
        duals(t, *all);
      else
        for (auto it = all->begin(); it != all->end() && go_; ++it) emit(Step(*it));
      return;
    }
    for (int d = 0; d < G::size && go_; ++d) {
      const Digit digit(d);
      const auto& pairs = ctx_.links().conjugates[static_cast<std::size_t>(d)];
      if (pairs.size() < 2) continue;
      if (t == Technique::skyscraper) skyscrapers(digit, pairs);
      if (t == Technique::turbot_fish) turbots(digit, pairs);
    }
  }

 private:
  // The kites (or empty rectangles) of every digit, digit by digit. Every pattern but the
  // empty rectangle joins two conjugate pairs.
  std::vector<Step> every_digit(bool kite) const {
    std::vector<Step> out;
    for (int d = 0; d < G::size; ++d) {
      const auto& pairs = ctx_.links().conjugates[static_cast<std::size_t>(d)];
      if (kite && pairs.size() < 2) continue;
      std::vector<Step> some = kite ? kites(Digit(d), pairs) : empty_rectangles(Digit(d));
      std::move(some.begin(), some.end(), std::back_inserter(out));
    }
    return out;
  }

  static bool is_line(const Conjugate& p, int orient) { return G::kind(p.house) == static_cast<HouseKind>(orient); }

  CellSet seeing_both(Cell a, Cell b, Digit d) const {
    return G::peers[a.index()] & G::peers[b.index()] & g_.cells_with(d);
  }

  // The chain a = b - c = e: strong links in houses h1 and h2, the weak link b - c.
  static Chain four(Digit d, Cell a, House h1, Cell b, Cell c, House h2, Cell e) {
    using links::in_house;
    return {
        {links::node(d, a), links::node(d, b), links::node(d, c), links::node(d, e)},
        {in_house<B>(LinkKind::strong, h1, d), links::weak_between<B>(b, c, d), in_house<B>(LinkKind::strong, h2, d)}};
  }

  static Step step(Technique t, Digit d, const CellSet& eliminated, std::vector<Cell> cells, Chain chain) {
    Step s{.technique = t, .digits = {d}, .cells = std::move(cells)};
    for (Cell c : eliminated) s.eliminations.push_back({c, d});
    s.chains.push_back(std::move(chain));
    return s;
  }

  void emit(Step&& s) {
    if (go_) go_ = sink_.accept(std::move(s));
  }

  void skyscrapers(Digit d, const std::vector<Conjugate>& pairs) {
    for (int orient = 0; orient < 2; ++orient) {
      // the coordinate along the lines: a shared one puts two ends in one cross line
      const auto along = [&](Cell c) { return orient == 0 ? G::column(c) : G::row(c); };
      for (std::size_t i = 0; i < pairs.size() && go_; ++i) {
        if (!is_line(pairs[i], orient)) continue;
        for (std::size_t j = i + 1; j < pairs.size() && go_; ++j) {
          if (!is_line(pairs[j], orient)) continue;
          const Cell p[2] = {pairs[i].a, pairs[i].b}, q[2] = {pairs[j].a, pairs[j].b};
          for (int x = 0; x < 2; ++x)
            for (int y = 0; y < 2; ++y) {
              const Cell base_p = p[x], base_q = q[y], free_p = p[1 - x], free_q = q[1 - y];
              if (along(base_p) != along(base_q) || along(free_p) == along(free_q)) continue;  // else an X-Wing
              const CellSet out = seeing_both(free_p, free_q, d);
              if (out.none()) continue;
              emit(step(Technique::skyscraper, d, out, {free_p, free_q, base_p, base_q},
                        four(d, free_p, pairs[i].house, base_p, base_q, pairs[j].house, free_q)));
            }
        }
      }
    }
  }

  std::vector<Step> kites(Digit d, const std::vector<Conjugate>& pairs) const {
    std::vector<Step> out;
    for (const Conjugate& row : pairs) {
      if (!is_line(row, 0)) continue;
      for (const Conjugate& column : pairs) {
        if (!is_line(column, 1)) continue;
        const Cell r[2] = {row.a, row.b}, c[2] = {column.a, column.b};
        if (r[0] == c[0] || r[0] == c[1] || r[1] == c[0] || r[1] == c[1]) continue;
        for (int x = 0; x < 2; ++x)
          for (int y = 0; y < 2; ++y) {
            if (G::box(r[x]) != G::box(c[y])) continue;
            const Cell row_end = r[1 - x], column_end = c[1 - y];
            const Cell cross = G::cell(G::row(column_end), G::column(row_end));
            if (!g_.cells_with(d).test(cross)) continue;
            CellSet one;
            one.set(cross);
            out.push_back(step(Technique::two_string_kite, d, one, {row_end, column_end, r[x], c[y]},
                               four(d, row_end, row.house, r[x], c[y], column.house, column_end)));
          }
      }
    }
    return out;
  }

  void turbots(Digit d, const std::vector<Conjugate>& pairs) {
    std::vector<CellSet> seen;  // one chain per elimination set
    // per cell of d, the pairs with an end it sees: the pairs j a pair i can join
    const std::size_t words = (pairs.size() + 63) / 64;
    std::vector<std::uint64_t> seeing(static_cast<std::size_t>(G::cells) * words, 0);
    for (std::size_t j = 0; j < pairs.size(); ++j)
      for (Cell c : {pairs[j].a, pairs[j].b})
        for (Cell b : G::peers[c.index()] & g_.cells_with(d))
          seeing[static_cast<std::size_t>(b.index()) * words + j / 64] |= std::uint64_t{1} << (j % 64);
    for (std::size_t i = 0; i < pairs.size() && go_; ++i)
      for (std::size_t j = 0; j < pairs.size() && go_; ++j) {
        const std::size_t w = static_cast<std::size_t>(pairs[i].a.index()) * words + j / 64;
        const std::size_t v = static_cast<std::size_t>(pairs[i].b.index()) * words + j / 64;
        if (i == j || !(((seeing[w] | seeing[v]) >> (j % 64)) & 1)) continue;
        const Cell p[2] = {pairs[i].a, pairs[i].b}, q[2] = {pairs[j].a, pairs[j].b};
        for (int x = 0; x < 2; ++x)
          for (int y = 0; y < 2; ++y) {
            const Cell a = p[1 - x], b = p[x], c = q[y], e = q[1 - y];
            if (!G::peers[b.index()].test(c) || a == c || a == e || b == e) continue;
            const CellSet out = seeing_both(a, e, d);
            if (out.none() || std::find(seen.begin(), seen.end(), out) != seen.end()) continue;
            seen.push_back(out);
            emit(step(Technique::turbot_fish, d, out, {a, b, c, e},
                      four(d, a, pairs[i].house, b, c, pairs[j].house, e)));
          }
      }
  }

  std::vector<Step> empty_rectangles(Digit d) const {
    std::vector<Step> out;
    for (int box = 0; box < G::size; ++box) {
      const House bh = G::box_house(box);
      const CellSet places = G::house_mask[bh.index()] & g_.cells_with(d);
      if (places.count() < 2) continue;
      const Cell corner = G::house_cells[bh.index()][0];
      for (int i = 0; i < B; ++i)
        for (int j = 0; j < B; ++j) {
          const int row = G::row(corner) + i, column = G::column(corner) + j;
          const CellSet in_row = places & G::house_mask[G::row_house(row).index()];
          const CellSet in_column = places & G::house_mask[G::column_house(column).index()];
          if ((places - in_row - in_column).any() || (in_row - in_column).none() || (in_column - in_row).none() ||
              (in_row.count() < 2 && in_column.count() < 2 && !limits_.two_candidate_rectangles))
            continue;
          // x in the rectangle's row outside the box, paired in its column with y, or the same
          // with rows and columns exchanged
          for (int orient = 0; orient < 2; ++orient) {
            const House line = orient == 0 ? G::row_house(row) : G::column_house(column);
            const CellSet& near = orient == 0 ? in_row : in_column;
            const CellSet& far = orient == 0 ? in_column : in_row;
            for (Cell x : (G::house_mask[line.index()] & g_.cells_with(d)) - places) {
              const House across = orient == 0 ? G::column_house(G::column(x)) : G::row_house(G::row(x));
              if (g_.count(across, d) != 2) continue;
              const Cell y = *((G::house_mask[across.index()] & g_.cells_with(d)) - single(x)).begin();
              const Cell t = orient == 0 ? G::cell(G::row(y), column) : G::cell(row, G::column(y));
              if (G::box(t) == box || !g_.cells_with(d).test(t)) continue;
              Chain chain{{{d, cells_of(far)}, {d, cells_of(near)}, links::node(d, x), links::node(d, y)},
                          {links::in_house<B>(LinkKind::strong, bh, d), links::in_house<B>(LinkKind::weak, line, d),
                           links::in_house<B>(LinkKind::strong, across, d)}};
              Step s = step(Technique::empty_rectangle, d, single(t), {x, y}, std::move(chain));
              s.houses = {bh};
              out.push_back(std::move(s));
            }
          }
        }
    }
    return out;
  }

  // Two steps of one pattern (the same box cells of a kite, the same digit and box of an
  // empty rectangle) with different eliminations, as one. Kites are paired by their box
  // cells alone, as HoDoKu pairs them: two kites of different digits through the same two
  // cells are a dual kite of both digits too.
  void duals(Technique t, std::span<const Step> single_steps) {
    const auto same_pattern = [&](const Step& a, const Step& b) {
      if (t == Technique::dual_empty_rectangle) return a.digits == b.digits && a.houses == b.houses;
      return (a.cells[2] == b.cells[2] && a.cells[3] == b.cells[3]) ||
             (a.cells[2] == b.cells[3] && a.cells[3] == b.cells[2]);
    };
    for (std::size_t i = 0; i < single_steps.size() && go_; ++i)
      for (std::size_t j = i + 1; j < single_steps.size() && go_; ++j) {
        const Step &a = single_steps[i], &b = single_steps[j];
        if (!same_pattern(a, b) || a.eliminations == b.eliminations) continue;
        Step s = a;
        s.technique = t;
        if (b.digits != a.digits) s.digits.insert(s.digits.end(), b.digits.begin(), b.digits.end());
        s.cells.insert(s.cells.end(), b.cells.begin(), b.cells.end());
        s.chains.push_back(b.chains[0]);
        for (const Candidate& x : b.eliminations)
          if (std::find(s.eliminations.begin(), s.eliminations.end(), x) == s.eliminations.end())
            s.eliminations.push_back(x);
        emit(std::move(s));
      }
  }

  static CellSet single(Cell c) {
    CellSet s;
    s.set(c);
    return s;
  }

  static std::vector<Cell> cells_of(const CellSet& s) { return {s.begin(), s.end()}; }

  FinderContext<B>& ctx_;
  const Grid<B>& g_;
  Sink& sink_;
  const PatternLimits& limits_;
  bool go_ = true;
};

}  // namespace

template <int B>
void find_single_digit(FinderContext<B>& ctx, Technique t, Sink& sink, const PatternLimits& limits) {
  SingleDigit<B>(ctx, sink, limits).run(t);
}

SETLOGIC_EACH_BOX(SETLOGIC_SINGLE_DIGIT_INSTANCES, )

}  // namespace setlogic
