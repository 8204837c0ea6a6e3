#pragma once
// Single-digit patterns: short chains of one digit built on conjugate pairs (a house with
// exactly two places for the digit: one of them is true). HoDoKu's names and definitions:
//
//   Skyscraper       two conjugate pairs in parallel lines (two rows, or two columns) with
//                    one end of each in a common cross line, the other ends ("free ends")
//                    not: one free end is true, so d goes from every cell seeing both.
//                    (HoDoKu pairs only the ends at the same index of its cell lists and so
//                    misses some; every pairing is searched here.)
//   2-String Kite    a conjugate pair in a row and one in a column, one end of each in a
//                    common box (four different cells): d goes from the cell in the row of
//                    the column's free end and the column of the row's free end.
//   Turbot Fish      any two conjugate pairs (rows, columns or boxes) joined by a weak link
//                    between an end of each (a = b - c = e): a or e is true, so d goes from
//                    the cells seeing both. HoDoKu finds it as the shortest X-Chain.
//   Empty Rectangle  a box whose places for d all lie in one row R and one column C of it,
//                    each with a place off the crossing, and at least two places in R or in
//                    C (or one each, with PatternLimits::two_candidate_rectangles: HoDoKu's
//                    option, used by its library's "-1" cases); a conjugate pair in a column (row) with an end x in R
//                    (in C) outside the box: the other end y, or else the box's places in C (in R), hold d, and the
//                    cell where y's row (column) meets C (R) sees both.
//   Dual ...         two kites with the same two box cells, or two empty rectangles in one
//                    box, with different eliminations: one step with both (off in HoDoKu's
//                    default solver, which never asks for them; find-all lists them).
//
// Evidence: one chain per pattern, a = b - c = e with candidate nodes (the empty rectangle's
// box places are two group nodes), strong links carried by the conjugate houses and the weak
// link by the house both its cells share; `cells` keeps the pattern's cells as the text
// names them, `houses` the empty rectangle's box. The chain lowering (certificate.hpp) gives
// the rank-1 certificate of each elimination: two bases (the strong links) and three covers.
//
// Search: per digit, pairs of conjugate pairs from the finder context's link table; each
// search is complete for its definition, since every pair of links (and for the empty
// rectangle every row and column of every box) is tried.

#include "core/grid.hpp"
#include "logic/context.hpp"
#include "logic/limits.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

// The steps of one single-digit technique (skyscraper .. dual_empty_rectangle).
template <int B>
void find_single_digit(FinderContext<B>& ctx, Technique t, Sink& sink, const PatternLimits& limits = {});

#define SETLOGIC_SINGLE_DIGIT_INSTANCES(P, B) \
  P template void find_single_digit<B>(FinderContext<B>&, Technique, Sink&, const PatternLimits&);
// The family's search entry point (families.hpp).
template <int B>
void search_single_digit(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits& limits) {
  find_single_digit(ctx, t, sink, limits.patterns);
}

SETLOGIC_EACH_BOX(SETLOGIC_SINGLE_DIGIT_INSTANCES, extern)

}  // namespace setlogic
