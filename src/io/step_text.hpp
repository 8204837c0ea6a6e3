#pragma once
// Step notation: the text and JSON forms of a logic step, and the table of what paths used.
//
//   hodoku  the compact one-line form HoDoKu prints, e.g.
//             Naked Pair: 2,7 in r4c38 => r4c5<>2, r4c5<>7
//             X-Wing: 4 r57 c26 => r48c2<>4
//           cell groups follow HoDoKu (sorted; later cells of the same row absorbed, else
//           of the same column); elimination groups go one per digit in order of first
//           appearance. On grids over 9x9 the indices of a group are separated by commas
//           (r1,12c3) and groups by spaces.
//   gnpx    the long form with one line per part: Digit, BaseSet, CoverSet, FinSet,
//           Endo Fin, Cannibalistic, Rank, Evidence, Placed, Eliminated; a forcing
//           branch numbered one implication a line, with the numbers of its causes and its
//           rule ("12. r8c1<>2    <- 0 (2 in row 8)"), and the contradiction it ends in.
//           Single-digit patterns, wings, colouring and templates as HoDoKu words them:
//             Skyscraper: 4 in r1c3,r5c6 (connected by r15c9) => r2c6,r6c3<>4
//             W-Wing: 4/1 in r1c9,r8c7 connected by 1 in r18c3 => r123c7,r89c9<>4
//             XY-Wing: 1/2/3 in r2c7,r3c18 => r3c7<>3
//             Simple Colors Trap: 8 (r1c4,r4c7) / (r2c5,r6c9) => r1c5<>8
//             Template Set: r1c2=6
// In other families chains, colours, deadly patterns and forcing branches follow the body, " | " between
// them: chains in Eureka notation ("(1)r1c5=(1)r1c1-(1)r4c1=(1)r4c6"), colours as the two
// classes of each cluster, a pattern as its cells and digits, a branch as its premise and
// implications ("r1c1=1 => r1c5<>1 r1c5=3 r9c5<>3").
// Digits are written in the grid's alphabet.

#include <optional>
#include <string>
#include <vector>

#include "io/alphabet.hpp"
#include "logic/step.hpp"
#include "rating/path_stats.hpp"

namespace setlogic {

enum class Notation { hodoku, gnpx };
std::optional<Notation> find_notation(std::string_view name);

// The technique's display name with HoDoKu's qualifiers: "Cannibalistic Finned Franken
// Swordfish with Endo Fins".
std::string step_name(const Step& step);

std::string format_step(const Step& step, const Alphabet& a, Notation notation = Notation::hodoku);

// "r1c2=5 => r1c3<>5 r2c4=5 (contradiction)": a forcing branch's premise and implications.
std::string branch_text(const ForcingBranch& b, const Alphabet& a);

// Compact cell list ("r1c23,r4c5") and candidate tokens ("r4c5<>2", "r2c9=8").
std::string format_cells(std::vector<Cell> cells, int box);
std::string format_eliminations(const std::vector<Candidate>& eliminations, const Alphabet& a);
std::string placement_token(const Candidate& x, const Alphabet& a);
std::string elimination_token(const Candidate& x, const Alphabet& a);
std::string constraint_token(const Constraint& k, const Alphabet& a);
// "r1c1#5": candidate 5 of r1c1, in lists of candidates that are neither placed nor removed.
std::string candidate_token(const Candidate& x, const Alphabet& a);
// A forcing implication: "r2c9=8" (true) or "r4c5<>2" (false).
std::string implication_token(const Implication& i, const Alphabet& a);

// Graded hints: the technique's name only; then where to look; then the whole step.
enum class HintLevel { technique, where, step };
std::optional<HintLevel> find_hint_level(std::string_view name);  // "technique", "where", "step"
// Where a step is to be seen, without what it concludes: its digits, the houses of its
// evidence (where a single, an intersection or a subset was seen, a fish's base and cover
// houses, an ALS's house) and the cells of its evidence (a subset's, fins, chain and
// colour nodes, ALS cells, a deadly pattern, forcing premises).
struct StepFocus {
  std::vector<Digit> digits;
  std::vector<House> houses;
  std::vector<Cell> cells;
};
StepFocus focus_of(const Step& step);
// "Look for a Naked Pair", "Naked Pair: digits 2, 7 in row 4, at r4c38", or the step as
// format_step writes it.
std::string hint_text(const Step& step, const Alphabet& a, HintLevel level, Notation notation = Notation::hodoku);

// The table of rate's summary: a line per technique used, with its puzzles, steps and
// eliminations.
std::string path_stats_table(const PathStats& s);

}  // namespace setlogic
