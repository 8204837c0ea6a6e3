#pragma once
// The technique catalogue: the one table from which the Technique enum, the names on the
// command line and in JSON, the HoDoKu library codes, the solving order and the difficulty
// points all come. A technique's position in the table is its place in the solving order:
// the solve loop tries them top to bottom and starts again at the top after every change.
//
// Points are fixed at three places by the source page (naked pair/triple/quad 32/48/64,
// X-Wing 48, Swordfish and every larger basic fish 64); the rest is chosen around them so
// that singles sit far below intersections, intersections below subsets, a hidden subset
// above the naked one of the same size, and a guess above everything. docs/rating.md has
// the table and the reasons.
//
//   X(id, display name, library code, family, size, points, on by default)

#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace setlogic {

#define SETLOGIC_TECHNIQUES(X)                                                                          \
  X(full_house, "Full House", "0000", singles, 1, 1, 1)                                                 \
  X(naked_single, "Naked Single", "0003", singles, 1, 2, 1)                                             \
  X(hidden_single, "Hidden Single", "0002", singles, 1, 3, 1)                                           \
  X(locked_candidates_pointing, "Locked Candidates Type 1 (Pointing)", "0100", intersections, 1, 12, 1) \
  X(locked_candidates_claiming, "Locked Candidates Type 2 (Claiming)", "0101", intersections, 1, 14, 1) \
  X(locked_pair, "Locked Pair", "0110", subsets, 2, 24, 1)                                              \
  X(locked_triple, "Locked Triple", "0111", subsets, 3, 36, 1)                                          \
  X(naked_pair, "Naked Pair", "0200", subsets, 2, 32, 1)                                                \
  X(hidden_pair, "Hidden Pair", "0210", subsets, 2, 40, 1)                                              \
  X(naked_triple, "Naked Triple", "0201", subsets, 3, 48, 1)                                            \
  X(hidden_triple, "Hidden Triple", "0211", subsets, 3, 56, 1)                                          \
  X(naked_quad, "Naked Quadruple", "0202", subsets, 4, 64, 1)                                           \
  X(hidden_quad, "Hidden Quadruple", "0212", subsets, 4, 72, 1)                                         \
  X(x_wing, "X-Wing", "0300", basic_fish, 2, 48, 1)                                                     \
  X(swordfish, "Swordfish", "0301", basic_fish, 3, 64, 1)                                               \
  X(jellyfish, "Jellyfish", "0302", basic_fish, 4, 64, 1)                                               \
  X(squirmbag, "Squirmbag", "0303", basic_fish, 5, 64, 1)                                               \
  X(whale, "Whale", "0304", basic_fish, 6, 64, 1)                                                       \
  X(leviathan, "Leviathan", "0305", basic_fish, 7, 64, 1)                                               \
  X(finned_x_wing, "Finned X-Wing", "0310", finned_fish, 2, 56, 0)                                      \
  X(sashimi_x_wing, "Sashimi X-Wing", "0320", finned_fish, 2, 60, 0)                                    \
  X(finned_swordfish, "Finned Swordfish", "0311", finned_fish, 3, 68, 0)                                \
  X(sashimi_swordfish, "Sashimi Swordfish", "0321", finned_fish, 3, 72, 0)                              \
  X(finned_jellyfish, "Finned Jellyfish", "0312", finned_fish, 4, 68, 0)                                \
  X(sashimi_jellyfish, "Sashimi Jellyfish", "0322", finned_fish, 4, 72, 0)                              \
  X(finned_squirmbag, "Finned Squirmbag", "0313", finned_fish, 5, 68, 0)                                \
  X(sashimi_squirmbag, "Sashimi Squirmbag", "0323", finned_fish, 5, 72, 0)                              \
  X(finned_whale, "Finned Whale", "0314", finned_fish, 6, 68, 0)                                        \
  X(sashimi_whale, "Sashimi Whale", "0324", finned_fish, 6, 72, 0)                                      \
  X(finned_leviathan, "Finned Leviathan", "0315", finned_fish, 7, 68, 0)                                \
  X(sashimi_leviathan, "Sashimi Leviathan", "0325", finned_fish, 7, 72, 0)                              \
  X(franken_x_wing, "Franken X-Wing", "0330", franken_fish, 2, 80, 0)                                   \
  X(mutant_x_wing, "Mutant X-Wing", "0350", mutant_fish, 2, 96, 0)                                      \
  X(finned_franken_x_wing, "Finned Franken X-Wing", "0340", franken_fish, 2, 88, 0)                     \
  X(finned_mutant_x_wing, "Finned Mutant X-Wing", "0360", mutant_fish, 2, 104, 0)                       \
  X(franken_swordfish, "Franken Swordfish", "0331", franken_fish, 3, 80, 0)                             \
  X(mutant_swordfish, "Mutant Swordfish", "0351", mutant_fish, 3, 96, 0)                                \
  X(finned_franken_swordfish, "Finned Franken Swordfish", "0341", franken_fish, 3, 88, 0)               \
  X(finned_mutant_swordfish, "Finned Mutant Swordfish", "0361", mutant_fish, 3, 104, 0)                 \
  X(franken_jellyfish, "Franken Jellyfish", "0332", franken_fish, 4, 80, 0)                             \
  X(mutant_jellyfish, "Mutant Jellyfish", "0352", mutant_fish, 4, 96, 0)                                \
  X(finned_franken_jellyfish, "Finned Franken Jellyfish", "0342", franken_fish, 4, 88, 0)               \
  X(finned_mutant_jellyfish, "Finned Mutant Jellyfish", "0362", mutant_fish, 4, 104, 0)                 \
  X(franken_squirmbag, "Franken Squirmbag", "0333", franken_fish, 5, 80, 0)                             \
  X(mutant_squirmbag, "Mutant Squirmbag", "0353", mutant_fish, 5, 96, 0)                                \
  X(finned_franken_squirmbag, "Finned Franken Squirmbag", "0343", franken_fish, 5, 88, 0)               \
  X(finned_mutant_squirmbag, "Finned Mutant Squirmbag", "0363", mutant_fish, 5, 104, 0)                 \
  X(franken_whale, "Franken Whale", "0334", franken_fish, 6, 80, 0)                                     \
  X(mutant_whale, "Mutant Whale", "0354", mutant_fish, 6, 96, 0)                                        \
  X(finned_franken_whale, "Finned Franken Whale", "0344", franken_fish, 6, 88, 0)                       \
  X(finned_mutant_whale, "Finned Mutant Whale", "0364", mutant_fish, 6, 104, 0)                         \
  X(franken_leviathan, "Franken Leviathan", "0335", franken_fish, 7, 80, 0)                             \
  X(mutant_leviathan, "Mutant Leviathan", "0355", mutant_fish, 7, 96, 0)                                \
  X(finned_franken_leviathan, "Finned Franken Leviathan", "0345", franken_fish, 7, 88, 0)               \
  X(finned_mutant_leviathan, "Finned Mutant Leviathan", "0365", mutant_fish, 7, 104, 0)                 \
  X(set_logic, "Set Logic", "", set_logic, 1, 100, 0)                                                   \
  X(guess, "Guess", "", guess, 1, 500, 1)

enum class Family {
  singles,
  intersections,
  subsets,
  basic_fish,
  finned_fish,
  franken_fish,
  mutant_fish,
  set_logic,
  guess
};

enum class Technique {
#define SETLOGIC_ENUM(id, name, code, family, size, points, on) id,
  SETLOGIC_TECHNIQUES(SETLOGIC_ENUM)
#undef SETLOGIC_ENUM
};

inline constexpr int kTechniqueCount = 0
#define SETLOGIC_COUNT(id, name, code, family, size, points, on) +1
    SETLOGIC_TECHNIQUES(SETLOGIC_COUNT)
#undef SETLOGIC_COUNT
    ;

struct TechniqueInfo {
  Technique technique;
  std::string_view id;    // "naked_pair": command line and JSON
  std::string_view name;  // "Naked Pair": step text
  std::string_view code;  // "0200": HoDoKu library code; empty when it has none
  Family family;
  int size;    // cells of a subset, base sets of a fish; 1 otherwise
  int points;  // difficulty points of one step
  bool on;     // in the default ladder
};

// All techniques in solving order.
std::span<const TechniqueInfo> catalogue();
const TechniqueInfo& info(Technique t);

// By id ("x_wing"), display name ("X-Wing", any case) or library code ("0300", a "-n"
// variant suffix ignored).
std::optional<Technique> find_technique(std::string_view text);

// Guessing is not a technique a finder looks for; everything else is.
bool is_searchable(Technique t);

// A set of enabled techniques, kept in catalogue order.
class TechniqueSet {
 public:
  static TechniqueSet all();       // every searchable technique
  static TechniqueSet defaults();  // those on by default
  static TechniqueSet none();
  void add(Technique t) { bits_ |= bit(t); }
  void remove(Technique t) { bits_ &= ~bit(t); }
  [[nodiscard]] bool contains(Technique t) const { return (bits_ & bit(t)) != 0; }
  [[nodiscard]] bool empty() const { return bits_ == 0; }
  [[nodiscard]] std::vector<Technique> list() const;

 private:
  static unsigned long long bit(Technique t) { return 1ULL << static_cast<int>(t); }
  unsigned long long bits_ = 0;
};

// Named ladders for --profile: "default" (the techniques on by default), "all" (every
// technique), and every technique up to a family: "singles", "intersections", "subsets",
// "fish" (basic fish), "all-fish" (finned, sashimi, Franken and Mutant fish too); and for
// general logic "singles+setlogic" (singles and set logic only) and "setlogic" (the default
// ladder, then set logic).
std::optional<TechniqueSet> find_profile(std::string_view name);
std::string_view profile_names();

}  // namespace setlogic
