#pragma once
// Locked candidates: a digit confined to the intersection of a box and a line.
//
//   Pointing (type 1)  within a box, every place of d lies in one row or column: d goes
//                      from the rest of that line. Base: the box-digit; cover: the line-digit.
//   Claiming (type 2)  within a row or column, every place of d lies in one box: d goes
//                      from the rest of that box. Base: the line-digit; cover: the box-digit.
//
// A digit with one place left is a hidden single, not an intersection: the search starts
// at two places, as HoDoKu does.

#include "core/grid.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

namespace detail {

// The step when d's places in `base` all lie in `cover` and d has other places there.
template <int B>
bool report_locked(const Grid<B>& g, Technique t, int base, int cover, Digit d, Sink& sink) {
  using G = Geometry<B>;
  auto inside = G::house_mask[base] & g.cells_with(d);
  auto outside = (G::house_mask[cover] & g.cells_with(d)) - G::house_mask[base];
  if (outside.none()) return true;
  Step s{.technique = t, .digits = {d}, .houses = {House(base), House(cover)}};
  for (Cell c : outside) s.eliminations.push_back({c, d});
  for (Cell c : inside) s.cells.push_back(c);
  s.base = {Constraint::of_house(House(base), d, G::size)};
  s.cover = {Constraint::of_house(House(cover), d, G::size)};
  return sink.accept(std::move(s));
}

}  // namespace detail

template <int B>
void find_pointing(const Grid<B>& g, Sink& sink) {
  using G = Geometry<B>;
  for (int b = 0; b < G::size; ++b) {
    int box = G::box_house(b).index();
    for (int d = 0; d < G::size; ++d) {
      if (g.count(House(box), Digit(d)) < 2) continue;
      auto places = G::house_mask[box] & g.cells_with(Digit(d));
      Cell first = places.first();
      for (House line : {G::row_house(G::row(first)), G::column_house(G::column(first))})
        if ((places - G::house_mask[line.index()]).none() &&
            !detail::report_locked(g, Technique::locked_candidates_pointing, box, line.index(), Digit(d), sink))
          return;
    }
  }
}

template <int B>
void find_claiming(const Grid<B>& g, Sink& sink) {
  using G = Geometry<B>;
  for (int line = 0; line < 2 * G::size; ++line)
    for (int d = 0; d < G::size; ++d) {
      if (g.count(House(line), Digit(d)) < 2) continue;
      auto places = G::house_mask[line] & g.cells_with(Digit(d));
      int box = G::box_house(G::box(places.first())).index();
      if ((places - G::house_mask[box]).none() &&
          !detail::report_locked(g, Technique::locked_candidates_claiming, line, box, Digit(d), sink))
        return;
    }
}

#define SETLOGIC_INTERSECTIONS_INSTANCES(P, B)             \
  P template void find_pointing<B>(const Grid<B>&, Sink&); \
  P template void find_claiming<B>(const Grid<B>&, Sink&);
// The family's search entry point (families.hpp).
template <int B>
void search_intersections(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits&) {
  if (t == Technique::locked_candidates_pointing) return find_pointing(ctx.grid(), sink);
  find_claiming(ctx.grid(), sink);
}

SETLOGIC_EACH_BOX(SETLOGIC_INTERSECTIONS_INSTANCES, extern)

}  // namespace setlogic
