#pragma once
// Wings: a few cells whose digits force one digit z into one of some cells, so z goes
// from every cell seeing all of those. HoDoKu's names and definitions:
//
//   XY-Wing    a bivalue pivot xy seeing two bivalue pincers xz and yz: if the pivot is x
//              the first pincer is z, else the second is; z goes from the cells seeing both
//              pincers. Evidence: the XY-chain (z=x)pincer - (x=y)pivot - (y=z)pincer.
//   XYZ-Wing   a pivot xyz seeing pincers xz and yz: z is in one of the three cells; z goes
//              from the cells seeing all three.
//   W-Wing     two bivalue cells xy that a conjugate pair of y joins (one end sees each
//              cell): one of them is x; x goes from the cells seeing both. Evidence: the
//              chain (x=y)cell - y = y - (y=x)cell. (HoDoKu tries the pair's ends in one
//              order only; both are tried here.)
//   WXYZ-Wing  a bent naked quad: four cells in a box and a line through it (some in each
//              outside the other) with four digits between them, every digit but z
//              restricted (its places in the cells see each other): the cells cannot all be
//              filled without z, so z goes from the cells seeing all the cells that hold it.
//              Not in HoDoKu 2.3.2; code 0802 in its numbering. With
//              PatternLimits::bent_cells above 4, its general form: every bent naked set
//              of 4 up to that many cells (as many digits as cells, one unrestricted).
//
// Sudoku Explainer's larger wings, an ALS-XZ of a bivalue cell yz and an almost locked set
// of k cells in one house (k + 1 digits, two or more in each cell) holding both digits of yz,
// with yz seeing one of the set's cells at least:
//   VWXYZ-Wing (k = 4), UVWXYZ-Wing (5), TUVWXYZ-Wing (6)  a digit x of yz whose places in
//              the set all see yz is not in both, so the set holds the rest of its digits
//              or yz holds z, its other digit: z goes from the cells seeing all its places
//              in the set and yz. When both digits of yz are restricted so (doubly linked),
//              the k + 1 cells hold their k + 1 digits once each, and every digit goes from
//              the cells seeing all its places there. Together the cells are a bent naked set
//              of k + 1 cells, lowered as WXYZ-Wing is. Search: per house, the sets of k
//              cells with k + 1 digits, then the bivalue cells near them.
//
// `cells` holds the pivot first, then the pincers (W-Wing: the two bivalue cells, then the
// conjugate pair; the larger wings: the set, then yz); `digits` the digits in HoDoKu's order (XY: the pivot's, then z; XYZ: the
// pivot's; W: x, then y; WXYZ: z last). XY- and W-Wing carry their
// chain, lowered as every chain is; XYZ- and WXYZ-Wing lower by their cells
// (certificate.hpp): the cells as bases, a house per restricted digit and the houses
// joining each place of z to the elimination as covers, rank one less than those houses.
//
// Search: XY and XYZ from the bivalue (trivalue) pivots over their bivalue peers, W over
// pairs of equal bivalue cells and the conjugate pairs of the finder context's link table,
// WXYZ per box and line over sets of open cells of their union, cut as soon as a partial
// set holds more digits than the largest set may have cells. Each is complete for its
// definition; a wing is reported once (pincer pairs unordered, cells in order).

#include "core/grid.hpp"
#include "logic/context.hpp"
#include "logic/limits.hpp"
#include "logic/search_entry.hpp"
#include "logic/sink.hpp"
#include "logic/techniques/instances.hpp"

namespace setlogic {

// The steps of one wing technique (w_wing .. wxyz_wing, vwxyz_wing .. tuvwxyz_wing).
template <int B>
void find_wings(FinderContext<B>& ctx, Technique t, Sink& sink, const PatternLimits& limits = {});

#define SETLOGIC_WINGS_INSTANCES(P, B) \
  P template void find_wings<B>(FinderContext<B>&, Technique, Sink&, const PatternLimits&);
// The family's search entry point (families.hpp).
template <int B>
void search_wings(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits& limits) {
  find_wings(ctx, t, sink, limits.patterns);
}

SETLOGIC_EACH_BOX(SETLOGIC_WINGS_INSTANCES, extern)

}  // namespace setlogic
