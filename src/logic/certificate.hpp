#pragma once
// Base/cover certificates and their independent checker.
//
// A certificate is a set of n base constraints with pairwise disjoint candidates and a set
// of m cover constraints that together hold every base candidate. Each constraint holds
// exactly one true candidate, so the n base truths are n distinct candidates, each in at
// least one cover, and the m covers hold at most m truths between them. Suppose a
// candidate x were true:
//   - x outside the base: every cover holding x spends its one truth on x, so
//     cov(x) > m - n (x in more than rank covers) leaves too few covers for the base;
//   - x inside the base: x is a base truth using cov(x) covers, the other n-1 truths need
//     one each, so cov(x) + n - 1 > m is impossible (cannibalism, endo fins).
// Fins: when a certificate lists fins, either some fin is true, and then every candidate it
// conflicts with is false, or none is, and the counting runs on the position without them.
// So with fins an elimination must follow from the counting without the fins and conflict
// with every fin.
// A placement is certified by a base constraint whose only candidate it is.
//
// Lowering. Most steps carry their base and cover sets. A chain is lowered by one rule for
// every chain-shaped technique (X-Chain, XY-Chain, colouring, wings, ALS chains, nice
// loops): each strong link's carrier is a base, each weak link's carrier a cover; an ALS
// link adds the ALS's cells as bases and, for each of its digits but the two it links, a
// house holding all its candidates of that digit as a cover; a forcing out of an ALS (its
// digit x or candidate m of a cell Y) adds Y as a base too, and its covers, one for each
// digit but x, hold Y's candidate of that digit unless it is m. A loop then has rank 0 and
// eliminates every other candidate of its covers. An open chain has one cover fewer than
// bases; for each strong end link the elimination's constraint with that end node becomes
// a cover, so it has rank 1 and eliminates what sees both ends; an end link that is weak
// ends at the eliminated candidate itself, which then lies in two covers. A weak link's
// cover is a house holding its nodes and the elimination where one does. A chain from a
// candidate back to itself, strong at both ends, lowers with that candidate as a fin (without
// it the strong links would need one truth more than the weak links hold). A Remote Pair
// lowers by the shortest strong-ended part of its chain whose ends see the elimination.
// A wing without a chain (XYZ, WXYZ) is lowered by its cells: they are the bases; each
// digit but z has its places in the cells in one house, a cover; z's places lie in one house
// with the elimination, or in several houses each joining some of them to it. With k such
// houses the rank is k - 1 and the elimination lies in k covers. A Sue de Coq lowers the same
// way by the cells of its three sets, a digit whose places no one house holds (an extra digit
// of both the line set and the box set) taking the line and the box: rank 0. ALS-XZ, the
// ALS-XY-Wing and ALS-XY-Chain are chains of ALS links. A Death Blossom lowers by its stem
// and petals as bases: a cover per stem digit holding it in the stem and in its petal, one
// per other digit of each petal but z, and one per petal joining its places of z to the
// elimination: k petals give rank k - 1 and the elimination lies in k covers.
// Two kinds of step need more than counting:
//   - uniqueness steps: the deadly pattern is checked against the grid (no given in it,
//     and every filling of its cells from its digits that the candidates allow has a
//     second one with the same digits in every house, so the puzzle would not be unique;
//     a bivalue universal grave instead holds every open cell, two candidates of each, and
//     each digit twice or never in each house, so that the other candidate of every cell is
//     a second solution); then its guardians (the other candidates of its open cells) hold
//     at least one truth and join the counting as one more base. Valid only when the puzzle
//     is known unique; when only the position is (Uniqueness::position), the second filling
//     must be one the candidates allow and the pattern may hold no solved cell. A uniqueness
//     step carries its base and cover sets, except where its guardians are all of one digit
//     (types 2 and 5, Avoidable Rectangle 2): then each elimination, which sees them all,
//     gets covers of its own, a house joining it to each guardian cell (k houses: rank
//     k - 1). A type 3 whose subset is locked in a line and a box is a certificate per house.
//     A type 6 (an X-Wing of x in two lines of the rectangle) is a certificate per
//     elimination z: the line without z as base, the roof cells and z's cross line of x as
//     covers (rank 1).
//   - template steps: the placement templates of the digit are counted again; there must
//     be as many as the step says, each elimination in none and each placement in all.
//   - ALS steps whose sets share cells (AlsLimits::overlap, or the chain's sets apart from
//     neighbours, which HoDoKu lets overlap) cannot be counted with disjoint bases; they are
//     checked in their own form: every set is an ALS of the position; a chain's links hold
//     (inside a set: two digits whose nodes are all the set's places of them; between sets:
//     one digit whose nodes' cells all see each other) and each elimination sees both ends,
//     of its digit; a blossom's petals each hold their stem digit only where it sees the
//     stem, cover every stem digit, and each elimination sees every petal's places of it.
//   - chains through ALS nodes that pass a cell of one of their sets again (two sets
//     sharing a cell, or another node in a set, as HoDoKu's open chains may) cannot be
//     counted either: each inference is checked in the position (weak links: the nodes
//     exclude each other; strong: every candidate of the carrier lies in the nodes, or the
//     set is an ALS whose places of the nodes' digits are the nodes, or it forces a cell
//     outside it to the node there), the links alternate strong first and last, and each
//     elimination excludes both ends.
//   - aligned exclusion steps: every combination of candidates of the base cells that holds
//     an eliminated candidate is tried; each must put one digit into two base cells that
//     see each other, or kill two digits of one of the step's almost locked sets (all the
//     set's places of a digit seen by base cells holding it), which the set, n cells of one
//     house with n + 1 digits, cannot lose.
//   - forcing steps: each branch is replayed from the position using only singles,
//     conflicts and groups (a digit's places left in a house all in one house with the
//     candidate); the premises must be exhaustive (all candidates of one constraint, or a
//     candidate and its negation; a lone branch stands against its own negation; for a
//     Kraken fish, its recounted fish) and the conclusion must hold in every branch that
//     does not end in a contradiction.
//
// The checker counts candidates itself from the position; it shares nothing with the
// finders but the constraint numbering, so a finder's mistake cannot hide in it.

#include <optional>
#include <vector>

#include "core/puzzle.hpp"
#include "logic/limits.hpp"
#include "logic/step.hpp"

namespace setlogic {

struct Certificate {
  std::vector<Constraint> base;
  std::vector<Constraint> cover;
  std::vector<Candidate> fins{};  // exo and endo fins alike
  // A uniqueness step's pattern: its guardians are one more base.
  std::optional<DeadlyPattern> pattern{};
  [[nodiscard]] int rank() const {
    return static_cast<int>(cover.size()) - static_cast<int>(base.size()) - (pattern ? 1 : 0);
  }
  bool operator==(const Certificate&) const = default;
};

// The certificates that together justify a step's eliminations and placements in `position`
// (the position before the step). Most steps carry exactly one (their base and cover); a
// naked subset that sits in two houses eliminates in both, one certificate per house; a
// chain gives one per elimination it lowers differently. Guesses, template, aligned exclusion
// and forcing steps have none.
std::vector<Certificate> lower(const Step& step, const Puzzle& position);

struct CertificateError {
  enum class Kind {
    overlapping_bases,     // two base constraints share a candidate
    uncovered_base,        // a base candidate lies in no cover
    not_a_candidate,       // an elimination or placement that is not in the position
    not_implied,           // an elimination no certificate implies
    misses_a_fin,          // an elimination that does not conflict with every fin
    placement_unproven,    // a placement that is not the last candidate of a base constraint
    uniqueness_unknown,    // a uniqueness step in a puzzle not known to be unique (enough)
    given_in_pattern,      // a deadly pattern with a given in it (the candidate names the cell)
    not_deadly,            // a pattern with a filling that has no twin
    unjustified,           // a forcing implication its rule does not give from its cited causes
    no_contradiction,      // a branch said to end in a contradiction that does not
    not_exhaustive,        // forcing premises of which none need be true
    not_forced,            // a conclusion missing from a branch
    template_miscount,     // a template step whose digit has another number of templates
    not_an_als,            // a set that is not n open cells of one house with n + 1 digits
    broken_als_link,       // an ALS step's link or petal that does not hold (see check::als)
    combination_possible,  // an aligned exclusion combination holding the elimination that nothing excludes
  } kind;
  Candidate candidate;  // the offending candidate (for the first two: one of them)
};

// Checks that the step's certificates (or, for a forcing step, its branches) imply every
// elimination and placement in the position `p` (the position before the step).
std::optional<CertificateError> check_certificate(const Step& step, const Puzzle& p,
                                                  Uniqueness uniqueness = Uniqueness::unknown);

const char* describe(CertificateError::Kind kind);

}  // namespace setlogic
