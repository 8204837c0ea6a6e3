#pragma once
// The family registry: one row per technique family, from which the Family enum, the
// families' ids, the finder's dispatch and the ways steps are written, drawn and proved all
// come. A family is added by its file under techniques/ (defining its search entry point),
// a row here, its techniques in the catalogue, and its tests.
//
//   X(id, search entry point, evidence, proof)
//
// The search entry point is a function template of the family's header,
//   template <int B> void search_x(FinderContext<B>&, Technique, Sink&, const SearchLimits&),
// which finder.hpp calls for every technique of the family.
//
// Evidence is the kind of evidence the family's steps carry, which says how io/ writes them
// (HoDoKu's notation has one form per kind), draws them and stores them in JSON, and how
// the checker lowers them to base/cover sets:
//   placements      singles: the placement alone
//   intersection    a digit in one house's intersection with another
//   subset          digits in cells (the cells are the base)
//   fish            base and cover sets of one digit, fins, endo fins, cannibals, parts
//   single_digit    a chain of one digit's nodes (skyscrapers, kites, empty rectangles)
//   wing            a pivot and pincers (cells), or a W-Wing's two cells and link
//   colours         colour clusters
//   chain           chains and loops
//   als             almost locked sets and their restricted commons
//   sue_de_coq      the sets of a Sue de Coq and their meeting cells
//   aligned         cells whose combinations are excluded by ALS
//   deadly_pattern  a deadly pattern the step avoids (so the puzzle must be unique)
//   forcing         branches from premises
//   kraken          a fish and, per fin, its branch
//   templates       a digit's placement templates
//   set_logic       base and cover sets of any rank
//   guess           a guess or a refuted guess
//
// Proof is how the checker (certificate.hpp) verifies them:
//   certificate     lowered to base/cover certificates that it counts
//   aligned         every combination of the cells checked against the sets
//   templates       the digit's templates enumerated again
//   forcing         each branch replayed
//   kraken          the branches replayed, and the fish shown to leave nothing else
//   none            a guess proves nothing; the brute force judges it

#include <cstdint>
#include <string_view>

namespace setlogic {

#define SETLOGIC_FAMILIES(X)                                             \
  X(singles, search_singles, placements, certificate)                    \
  X(intersections, search_intersections, intersection, certificate)      \
  X(subsets, search_subsets, subset, certificate)                        \
  X(basic_fish, search_basic_fish, fish, certificate)                    \
  X(uniqueness, search_uniqueness, deadly_pattern, certificate)          \
  X(single_digit, search_single_digit, single_digit, certificate)        \
  X(wings, search_wings, wing, certificate)                              \
  X(als_wings, search_wings, wing, certificate)                          \
  X(finned_fish, search_fish, fish, certificate)                         \
  X(colouring, search_colouring, colours, certificate)                   \
  X(extended_colouring, search_extended_colouring, colours, certificate) \
  X(chains, search_chains, chain, certificate)                           \
  X(als, search_als, als, certificate)                                   \
  X(sue_de_coq, search_sue_de_coq, sue_de_coq, certificate)              \
  X(aligned_exclusion, search_aligned_exclusion, aligned, aligned)       \
  X(multi_sector, search_multi_sector, set_logic, certificate)           \
  X(franken_fish, search_fish, fish, certificate)                        \
  X(mutant_fish, search_fish, fish, certificate)                         \
  X(set_logic, search_set_logic, set_logic, certificate)                 \
  X(templates, search_templates, templates, templates)                   \
  X(kraken_fish, search_kraken, kraken, kraken)                          \
  X(forcing, search_forcing, forcing, forcing)                           \
  X(dynamic_chains, search_dynamic_chains, forcing, forcing)             \
  X(direct, search_direct, forcing, forcing)                             \
  X(guess, search_nothing, guess, none)

enum class Family : std::uint8_t {
#define SETLOGIC_FAMILY_ENUM(id, search, evidence, proof) id,
  SETLOGIC_FAMILIES(SETLOGIC_FAMILY_ENUM)
#undef SETLOGIC_FAMILY_ENUM
};

inline constexpr int kFamilyCount = 0
#define SETLOGIC_FAMILY_COUNT(id, search, evidence, proof) +1
    SETLOGIC_FAMILIES(SETLOGIC_FAMILY_COUNT)
#undef SETLOGIC_FAMILY_COUNT
    ;

enum class Evidence : std::uint8_t {
  placements,
  intersection,
  subset,
  fish,
  single_digit,
  wing,
  colours,
  chain,
  als,
  sue_de_coq,
  aligned,
  deadly_pattern,
  forcing,
  kraken,
  templates,
  set_logic,
  guess
};

enum class Proof : std::uint8_t { certificate, aligned, templates, forcing, kraken, none };

struct FamilyInfo {
  Family family;
  std::string_view id;  // "singles", "basic_fish", ...: as the enum spells it
  Evidence evidence;
  Proof proof;
};

const FamilyInfo& family_info(Family f);
inline std::string_view family_name(Family f) {
  return family_info(f).id;
}

}  // namespace setlogic
