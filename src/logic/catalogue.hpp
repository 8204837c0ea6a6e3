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
//   X(id, display name, library code, family, size, points)

#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace setlogic {

#define SETLOGIC_TECHNIQUES(X)                                                                       \
  X(full_house, "Full House", "0000", singles, 1, 1)                                                 \
  X(naked_single, "Naked Single", "0003", singles, 1, 2)                                             \
  X(hidden_single, "Hidden Single", "0002", singles, 1, 3)                                           \
  X(locked_candidates_pointing, "Locked Candidates Type 1 (Pointing)", "0100", intersections, 1, 12) \
  X(locked_candidates_claiming, "Locked Candidates Type 2 (Claiming)", "0101", intersections, 1, 14) \
  X(locked_pair, "Locked Pair", "0110", subsets, 2, 24)                                              \
  X(locked_triple, "Locked Triple", "0111", subsets, 3, 36)                                          \
  X(naked_pair, "Naked Pair", "0200", subsets, 2, 32)                                                \
  X(hidden_pair, "Hidden Pair", "0210", subsets, 2, 40)                                              \
  X(naked_triple, "Naked Triple", "0201", subsets, 3, 48)                                            \
  X(hidden_triple, "Hidden Triple", "0211", subsets, 3, 56)                                          \
  X(naked_quad, "Naked Quadruple", "0202", subsets, 4, 64)                                           \
  X(hidden_quad, "Hidden Quadruple", "0212", subsets, 4, 72)                                         \
  X(x_wing, "X-Wing", "0300", basic_fish, 2, 48)                                                     \
  X(swordfish, "Swordfish", "0301", basic_fish, 3, 64)                                               \
  X(jellyfish, "Jellyfish", "0302", basic_fish, 4, 64)                                               \
  X(squirmbag, "Squirmbag", "0303", basic_fish, 5, 64)                                               \
  X(whale, "Whale", "0304", basic_fish, 6, 64)                                                       \
  X(leviathan, "Leviathan", "0305", basic_fish, 7, 64)                                               \
  X(guess, "Guess", "", guess, 1, 500)

enum class Family { singles, intersections, subsets, basic_fish, guess };

enum class Technique {
#define SETLOGIC_ENUM(id, name, code, family, size, points) id,
  SETLOGIC_TECHNIQUES(SETLOGIC_ENUM)
#undef SETLOGIC_ENUM
};

inline constexpr int kTechniqueCount = 0
#define SETLOGIC_COUNT(id, name, code, family, size, points) +1
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
  static TechniqueSet all();  // every searchable technique
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

// Named ladders for --profile: "all", "singles", "intersections", "subsets", "fish".
std::optional<TechniqueSet> find_profile(std::string_view name);
std::string_view profile_names();

}  // namespace setlogic
