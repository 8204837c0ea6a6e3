#pragma once
// HoDoKu library cases (`:0301:4:...`): run one in its position and say whether it passes.
//
// A case passes when its technique finds, in the case's position, a step with the case's
// digits and exactly its eliminations and placements, whose certificate the checker accepts
// (certificate.hpp); a "-x" case passes when the technique
// finds nothing there. Every fish is looked at (not one per elimination set), since a case
// may name any of several fish with the same eliminations. A five-digit fish code ending in
// 1 is a Siamese fish: two fish of one digit, family and base set whose eliminations
// together are the case's; a single fish of that family and size that already makes them
// all passes too (the search found the union in one fish). A uniqueness case (06xx) runs
// with what establish_uniqueness finds of the case's puzzle (its givens, the cells without
// '+'; then the position), with HoDoKu's missing candidates except in its "-1" variant.

#include <optional>
#include <string_view>
#include <vector>

#include "io/reader.hpp"
#include "logic/step.hpp"

namespace setlogic {

// Whether a library code (its first four digits) is one HoDoKu 2.3.2 writes, or one the
// catalogue adds in its numbering (0802, WXYZ-Wing): a code that is not is an error in the
// case, not a technique still to build.
bool is_hodoku_code(std::string_view code);

struct CaseOutcome {
  enum class Verdict { passed, failed, not_implemented, unknown_code } verdict = Verdict::not_implemented;
  std::optional<Technique> technique;  // the case's technique, when the catalogue has it
  std::vector<Step> steps;             // what the technique found there (for a failure's report)
};

CaseOutcome run_case(const Puzzle& position, const LibraryCase& c);

// A step as a library case of the same code: its digits, eliminations and placements.
LibraryCase as_case(const Step& s, const std::string& code);

}  // namespace setlogic
