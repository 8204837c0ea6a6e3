#pragma once
// Uniqueness: eliminations that keep a second solution out. They hold only in a puzzle known
// to have exactly one solution (UniquenessLimits::known; unknown, they find nothing). HoDoKu's
// names and definitions:
//
// A unique rectangle is four open cells in two rows, two columns and two boxes with two
// digits a and b in common. If each cell held a or b only, the two digits could trade places
// and give a second solution: the rectangle is a deadly pattern, and its other candidates
// (its guardians) hold at least one truth. Cells without other candidates are its floor, the
// others its roof. Every rectangle with a cell of exactly {a,b} is tried; its other cells
// need a and b as candidates or, with missing candidates (HoDoKu's option, on by default),
// only that no solved peer holds them.
//
//   Uniqueness Test 1  three floor cells: a and b go from the roof cell.
//   Uniqueness Test 2  two roof cells in a row or column whose other candidates are one
//                      digit c: c goes from every cell that sees both.
//   Uniqueness Test 5  the same with three roof cells, or two on a diagonal.
//   Uniqueness Test 3  two roof cells in a house, and k more cells of it without a or b whose
//                      candidates make k + 1 digits with the roof's others (a naked subset
//                      with the roof as one cell): those digits go from the rest of the house,
//                      and of the box too when all lie in one.
//   Uniqueness Test 4  two roof cells in a house where a has no other place: b goes from both
//                      (HoDoKu wants a absent from every house both see; one is enough).
//   Uniqueness Test 6  two roof cells on a diagonal and a, in both rows or both columns, only
//                      in the rectangle (an X-Wing in it): a goes from the roof (HoDoKu wants
//                      rows and columns; either is enough).
//   Hidden Rectangle   a floor cell (one, or two on a diagonal) whose opposite corner's row
//                      and column hold a only in the rectangle: b goes from that corner.
//
// An avoidable rectangle is the same pattern with solved cells in it that are not givens: they
// were found, not given, so they could have held the other digit. Two of them at least, with
// a and b as the pattern has them (HoDoKu's: two on one side in one box; here any two):
//
//   Avoidable Rectangle Type 1  one corner open: the digit that completes the pattern goes.
//   Avoidable Rectangle Type 2  two open, each with its pattern digit, their other candidates
//                      one digit c: c goes from every cell that sees both.
//
// Bivalue Universal Grave + 1: every open cell has two candidates but one, which has three,
// and each digit lies twice or never in each house except one digit, three times in that
// cell's row, column and box. Without it every cell would keep one of two and the other two
// would be a second solution: that cell holds the digit, its other candidates go (HoDoKu
// asks no more of the other houses; here they must hold each digit twice or never, which the
// grave's second solution needs).
//
// At Uniqueness::position (only the position is known unique) a pattern must be able to trade
// within the candidates: rectangles with both digits in every cell, no avoidable rectangles.
//
// Evidence: the pattern (cells, digits, guardians; the grave's candidates), `cells` and
// `houses` for the subset of type 3, `houses` for the conjugate house of type 4, and base and
// cover sets where one certificate covers every elimination (certificate.hpp: types 2, 5 and
// Avoidable Rectangle 2 get covers per elimination in the lowering). The Hidden Rectangle's
// certificate has the opposite corner's a as a fin: without it, a is forced into the corners
// beside, and the floor cell then completes the pattern with that corner's b.
//
// Search: per cell with exactly two candidates, the box cells in its row or column, then the
// matching pair in every other box of that band; the rectangle is judged for every type at
// once. Avoidable rectangles: every rectangle with two solved cells or more. The grave: one
// pass over cells and houses.

#include "core/grid.hpp"
#include "logic/limits.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

// The steps of one uniqueness technique (bug_plus_1, unique_rectangle_1 .. avoidable_rectangle_2).
template <int B>
void find_uniqueness(const Grid<B>& g, Technique t, Sink& sink, const UniquenessLimits& limits);

#define SETLOGIC_UNIQUENESS_INSTANCES(P, B) \
  P template void find_uniqueness<B>(const Grid<B>&, Technique, Sink&, const UniquenessLimits&);
// The family's search entry point (families.hpp).
template <int B>
void search_uniqueness(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits& limits) {
  find_uniqueness(ctx.grid(), t, sink, limits.uniqueness);
}

SETLOGIC_EACH_BOX(SETLOGIC_UNIQUENESS_INSTANCES, extern)

}  // namespace setlogic
