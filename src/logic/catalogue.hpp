#pragma once
// The technique catalogue: the one table from which the Technique enum, the names on the
// command line and in JSON, the HoDoKu library codes, the solving order, the levels and the
// difficulty points all come. A technique's position in the table is its place in the
// solving order: the solve loop tries them top to bottom and starts again at the top after
// every change. Families interleave where HoDoKu's solver interleaves them, so a profile is
// a list of what it holds and takes its order from here.
//
// Levels are HoDoKu's (easy, medium, hard, unfair, extreme: its StepConfig table); a
// puzzle's grade is the highest level of the steps it needs. Points are fixed at three
// places by the source page (naked pair/triple/quad 32/48/64, X-Wing 48, Swordfish and
// every larger basic fish 64); the rest is chosen around them so that singles sit far below
// intersections, intersections below subsets, a hidden subset above the naked one of the
// same size, and a guess above everything. docs/rating.md has the table and the reasons.
//
//   X(id, display name, library code, family, size, level, points, fish class, fins)
//
// size: cells of a subset or a wing, base sets of a fish, clusters of a colouring rule, 1
// otherwise. Fish class and fins classify
// the fish techniques (none for every other technique): basic, Franken or Mutant; without
// fins, finned, or sashimi (a finned basic fish with a base line that keeps at most one
// candidate once its fins are gone).

#include <array>
#include <bitset>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "logic/families.hpp"

namespace setlogic {

#define SETLOGIC_TECHNIQUES(X)                                                                                         \
  X(full_house, "Full House", "0000", singles, 1, easy, 1, none, none)                                                 \
  X(naked_single, "Naked Single", "0003", singles, 1, easy, 2, none, none)                                             \
  X(hidden_single, "Hidden Single", "0002", singles, 1, easy, 3, none, none)                                           \
  X(locked_candidates_pointing, "Locked Candidates Type 1 (Pointing)", "0100", intersections, 1, medium, 12, none,     \
    none)                                                                                                              \
  X(locked_candidates_claiming, "Locked Candidates Type 2 (Claiming)", "0101", intersections, 1, medium, 14, none,     \
    none)                                                                                                              \
  X(locked_pair, "Locked Pair", "0110", subsets, 2, medium, 24, none, none)                                            \
  X(locked_triple, "Locked Triple", "0111", subsets, 3, medium, 36, none, none)                                        \
  X(naked_pair, "Naked Pair", "0200", subsets, 2, medium, 32, none, none)                                              \
  X(hidden_pair, "Hidden Pair", "0210", subsets, 2, medium, 40, none, none)                                            \
  X(naked_triple, "Naked Triple", "0201", subsets, 3, medium, 48, none, none)                                          \
  X(hidden_triple, "Hidden Triple", "0211", subsets, 3, medium, 56, none, none)                                        \
  X(naked_quad, "Naked Quadruple", "0202", subsets, 4, hard, 64, none, none)                                           \
  X(hidden_quad, "Hidden Quadruple", "0212", subsets, 4, hard, 72, none, none)                                         \
  X(x_wing, "X-Wing", "0300", basic_fish, 2, hard, 48, basic, none)                                                    \
  X(swordfish, "Swordfish", "0301", basic_fish, 3, hard, 64, basic, none)                                              \
  X(jellyfish, "Jellyfish", "0302", basic_fish, 4, hard, 64, basic, none)                                              \
  X(squirmbag, "Squirmbag", "0303", basic_fish, 5, unfair, 64, basic, none)                                            \
  X(whale, "Whale", "0304", basic_fish, 6, unfair, 64, basic, none)                                                    \
  X(leviathan, "Leviathan", "0305", basic_fish, 7, unfair, 64, basic, none)                                            \
  X(remote_pair, "Remote Pair", "0703", chains, 1, hard, 38, none, none)                                               \
  X(bug_plus_1, "Bivalue Universal Grave + 1", "0610", uniqueness, 1, hard, 36, none, none)                            \
  X(skyscraper, "Skyscraper", "0400", single_digit, 1, hard, 46, none, none)                                           \
  X(two_string_kite, "2-String Kite", "0401", single_digit, 1, hard, 50, none, none)                                   \
  X(dual_two_string_kite, "Dual 2-String Kite", "0404", single_digit, 1, hard, 52, none, none)                         \
  X(turbot_fish, "Turbot Fish", "0403", single_digit, 1, hard, 44, none, none)                                         \
  X(empty_rectangle, "Empty Rectangle", "0402", single_digit, 1, hard, 44, none, none)                                 \
  X(dual_empty_rectangle, "Dual Empty Rectangle", "0405", single_digit, 1, hard, 46, none, none)                       \
  X(w_wing, "W-Wing", "0803", wings, 2, hard, 50, none, none)                                                          \
  X(xy_wing, "XY-Wing", "0800", wings, 3, hard, 54, none, none)                                                        \
  X(xyz_wing, "XYZ-Wing", "0801", wings, 3, hard, 60, none, none)                                                      \
  X(wxyz_wing, "WXYZ-Wing", "0802", wings, 4, hard, 66, none, none)                                                    \
  X(vwxyz_wing, "VWXYZ-Wing", "", als_wings, 5, unfair, 80, none, none)                                                \
  X(uvwxyz_wing, "UVWXYZ-Wing", "", als_wings, 6, unfair, 84, none, none)                                              \
  X(tuvwxyz_wing, "TUVWXYZ-Wing", "", als_wings, 7, unfair, 88, none, none)                                            \
  X(unique_rectangle_1, "Uniqueness Test 1", "0600", uniqueness, 1, hard, 36, none, none)                              \
  X(unique_rectangle_2, "Uniqueness Test 2", "0601", uniqueness, 1, hard, 40, none, none)                              \
  X(unique_rectangle_3, "Uniqueness Test 3", "0602", uniqueness, 1, hard, 44, none, none)                              \
  X(unique_rectangle_4, "Uniqueness Test 4", "0603", uniqueness, 1, hard, 40, none, none)                              \
  X(unique_rectangle_5, "Uniqueness Test 5", "0604", uniqueness, 1, hard, 42, none, none)                              \
  X(unique_rectangle_6, "Uniqueness Test 6", "0605", uniqueness, 1, hard, 44, none, none)                              \
  X(hidden_rectangle, "Hidden Rectangle", "0606", uniqueness, 1, hard, 42, none, none)                                 \
  X(avoidable_rectangle_1, "Avoidable Rectangle Type 1", "0607", uniqueness, 1, hard, 36, none, none)                  \
  X(avoidable_rectangle_2, "Avoidable Rectangle Type 2", "0608", uniqueness, 1, hard, 40, none, none)                  \
  X(finned_x_wing, "Finned X-Wing", "0310", finned_fish, 2, hard, 56, basic, finned)                                   \
  X(sashimi_x_wing, "Sashimi X-Wing", "0320", finned_fish, 2, hard, 60, basic, sashimi)                                \
  X(finned_swordfish, "Finned Swordfish", "0311", finned_fish, 3, unfair, 68, basic, finned)                           \
  X(sashimi_swordfish, "Sashimi Swordfish", "0321", finned_fish, 3, unfair, 72, basic, sashimi)                        \
  X(finned_jellyfish, "Finned Jellyfish", "0312", finned_fish, 4, unfair, 68, basic, finned)                           \
  X(sashimi_jellyfish, "Sashimi Jellyfish", "0322", finned_fish, 4, unfair, 72, basic, sashimi)                        \
  X(finned_squirmbag, "Finned Squirmbag", "0313", finned_fish, 5, unfair, 68, basic, finned)                           \
  X(sashimi_squirmbag, "Sashimi Squirmbag", "0323", finned_fish, 5, unfair, 72, basic, sashimi)                        \
  X(finned_whale, "Finned Whale", "0314", finned_fish, 6, unfair, 68, basic, finned)                                   \
  X(sashimi_whale, "Sashimi Whale", "0324", finned_fish, 6, unfair, 72, basic, sashimi)                                \
  X(finned_leviathan, "Finned Leviathan", "0315", finned_fish, 7, unfair, 68, basic, finned)                           \
  X(sashimi_leviathan, "Sashimi Leviathan", "0325", finned_fish, 7, unfair, 72, basic, sashimi)                        \
  X(sue_de_coq, "Sue de Coq", "1101", sue_de_coq, 1, unfair, 82, none, none)                                           \
  X(simple_colors_wrap, "Simple Colors Wrap", "0501", colouring, 1, hard, 52, none, none)                              \
  X(simple_colors_trap, "Simple Colors Trap", "0500", colouring, 1, hard, 52, none, none)                              \
  X(multi_colors_2, "Multi Colors 2", "0503", colouring, 2, hard, 66, none, none)                                      \
  X(multi_colors_1, "Multi Colors 1", "0502", colouring, 2, hard, 66, none, none)                                      \
  X(x_colors, "X-Colors", "", extended_colouring, 1, hard, 70, none, none)                                             \
  X(medusa_3d, "3D Medusa", "", extended_colouring, 1, unfair, 84, none, none)                                         \
  X(x_chain, "X-Chain", "0701", chains, 1, unfair, 86, none, none)                                                     \
  X(xy_chain, "XY-Chain", "0702", chains, 1, unfair, 86, none, none)                                                   \
  X(continuous_nice_loop, "Continuous Nice Loop", "0706", chains, 1, unfair, 92, none, none)                           \
  X(aic, "AIC", "0708", chains, 1, unfair, 92, none, none)                                                             \
  X(discontinuous_nice_loop, "Discontinuous Nice Loop", "0707", chains, 1, unfair, 92, none, none)                     \
  X(grouped_continuous_nice_loop, "Grouped Continuous Nice Loop", "0709", chains, 1, unfair, 98, none, none)           \
  X(grouped_aic, "Grouped AIC", "0711", chains, 1, unfair, 98, none, none)                                             \
  X(grouped_discontinuous_nice_loop, "Grouped Discontinuous Nice Loop", "0710", chains, 1, unfair, 98, none, none)     \
  X(als_xz, "ALS-XZ", "0901", als, 2, unfair, 98, none, none)                                                          \
  X(als_xy_wing, "ALS-XY-Wing", "0902", als, 3, unfair, 100, none, none)                                               \
  X(als_xy_chain, "ALS-XY-Chain", "0903", als, 4, unfair, 104, none, none)                                             \
  X(death_blossom, "Death Blossom", "0904", als, 1, unfair, 108, none, none)                                           \
  X(aligned_pair_exclusion, "Aligned Pair Exclusion", "1000", aligned_exclusion, 2, unfair, 96, none, none)            \
  X(aligned_triple_exclusion, "Aligned Triple Exclusion", "1001", aligned_exclusion, 3, extreme, 112, none, none)      \
  X(multi_sector_locked_set, "Multi-Sector Locked Set", "", multi_sector, 1, extreme, 90, none, none)                  \
  X(franken_x_wing, "Franken X-Wing", "0330", franken_fish, 2, unfair, 80, franken, none)                              \
  X(mutant_x_wing, "Mutant X-Wing", "0350", mutant_fish, 2, extreme, 96, mutant, none)                                 \
  X(finned_franken_x_wing, "Finned Franken X-Wing", "0340", franken_fish, 2, unfair, 88, franken, finned)              \
  X(finned_mutant_x_wing, "Finned Mutant X-Wing", "0360", mutant_fish, 2, extreme, 104, mutant, finned)                \
  X(franken_swordfish, "Franken Swordfish", "0331", franken_fish, 3, unfair, 80, franken, none)                        \
  X(mutant_swordfish, "Mutant Swordfish", "0351", mutant_fish, 3, extreme, 96, mutant, none)                           \
  X(finned_franken_swordfish, "Finned Franken Swordfish", "0341", franken_fish, 3, unfair, 88, franken, finned)        \
  X(finned_mutant_swordfish, "Finned Mutant Swordfish", "0361", mutant_fish, 3, extreme, 104, mutant, finned)          \
  X(franken_jellyfish, "Franken Jellyfish", "0332", franken_fish, 4, unfair, 80, franken, none)                        \
  X(mutant_jellyfish, "Mutant Jellyfish", "0352", mutant_fish, 4, extreme, 96, mutant, none)                           \
  X(finned_franken_jellyfish, "Finned Franken Jellyfish", "0342", franken_fish, 4, unfair, 88, franken, finned)        \
  X(finned_mutant_jellyfish, "Finned Mutant Jellyfish", "0362", mutant_fish, 4, extreme, 104, mutant, finned)          \
  X(franken_squirmbag, "Franken Squirmbag", "0333", franken_fish, 5, extreme, 80, franken, none)                       \
  X(mutant_squirmbag, "Mutant Squirmbag", "0353", mutant_fish, 5, extreme, 96, mutant, none)                           \
  X(finned_franken_squirmbag, "Finned Franken Squirmbag", "0343", franken_fish, 5, extreme, 88, franken, finned)       \
  X(finned_mutant_squirmbag, "Finned Mutant Squirmbag", "0363", mutant_fish, 5, extreme, 104, mutant, finned)          \
  X(franken_whale, "Franken Whale", "0334", franken_fish, 6, extreme, 80, franken, none)                               \
  X(mutant_whale, "Mutant Whale", "0354", mutant_fish, 6, extreme, 96, mutant, none)                                   \
  X(finned_franken_whale, "Finned Franken Whale", "0344", franken_fish, 6, extreme, 88, franken, finned)               \
  X(finned_mutant_whale, "Finned Mutant Whale", "0364", mutant_fish, 6, extreme, 104, mutant, finned)                  \
  X(franken_leviathan, "Franken Leviathan", "0335", franken_fish, 7, extreme, 80, franken, none)                       \
  X(mutant_leviathan, "Mutant Leviathan", "0355", mutant_fish, 7, extreme, 96, mutant, none)                           \
  X(finned_franken_leviathan, "Finned Franken Leviathan", "0345", franken_fish, 7, extreme, 88, franken, finned)       \
  X(finned_mutant_leviathan, "Finned Mutant Leviathan", "0365", mutant_fish, 7, extreme, 104, mutant, finned)          \
  X(set_logic, "Set Logic", "", set_logic, 1, unfair, 100, none, none)                                                 \
  X(template_set, "Template Set", "1201", templates, 1, extreme, 400, none, none)                                      \
  X(template_delete, "Template Delete", "1202", templates, 1, extreme, 400, none, none)                                \
  X(kraken_fish_1, "Kraken Fish Type 1", "0371", kraken_fish, 1, extreme, 150, none, none)                             \
  X(kraken_fish_2, "Kraken Fish Type 2", "0372", kraken_fish, 1, extreme, 150, none, none)                             \
  X(forcing_chain_contradiction, "Forcing Chain Contradiction", "1301", forcing, 1, extreme, 150, none, none)          \
  X(forcing_chain_verity, "Forcing Chain Verity", "1302", forcing, 1, extreme, 150, none, none)                        \
  X(forcing_net_contradiction, "Forcing Net Contradiction", "1303", forcing, 1, extreme, 210, none, none)              \
  X(forcing_net_verity, "Forcing Net Verity", "1304", forcing, 1, extreme, 210, none, none)                            \
  X(nested_forcing_net_contradiction, "Nested Forcing Net Contradiction", "", forcing, 1, extreme, 300, none, none)    \
  X(nishio_forcing_chain, "Nishio Forcing Chain", "", dynamic_chains, 1, extreme, 150, none, none)                     \
  X(multiple_forcing_chain, "Multiple Forcing Chain", "", dynamic_chains, 1, extreme, 150, none, none)                 \
  X(dynamic_forcing_chain, "Dynamic Forcing Chain", "", dynamic_chains, 1, extreme, 210, none, none)                   \
  X(dynamic_forcing_chain_plus, "Dynamic Forcing Chain (+)", "", dynamic_chains, 1, extreme, 250, none, none)          \
  X(nested_forcing_chain, "Nested Forcing Chain (+ Forcing Chains)", "", dynamic_chains, 1, extreme, 300, none, none)  \
  X(nested_multiple_forcing_chain, "Nested Forcing Chain (+ Multiple Forcing Chains)", "", dynamic_chains, 1, extreme, \
    320, none, none)                                                                                                   \
  X(nested_dynamic_forcing_chain, "Nested Forcing Chain (+ Dynamic Forcing Chains)", "", dynamic_chains, 1, extreme,   \
    340, none, none)                                                                                                   \
  X(nested_dynamic_forcing_chain_plus, "Nested Forcing Chain (+ Dynamic Forcing Chains (+))", "", dynamic_chains, 1,   \
    extreme, 360, none, none)                                                                                          \
  X(nested_dynamic_forcing_chain_nested, "Nested Forcing Chain (+ Dynamic Forcing Chains (+ Forcing Chains))", "",     \
    dynamic_chains, 1, extreme, 380, none, none)                                                                       \
  X(direct_pointing, "Direct Pointing", "", direct, 1, medium, 12, none, none)                                         \
  X(direct_claiming, "Direct Claiming", "", direct, 1, medium, 14, none, none)                                         \
  X(direct_hidden_pair, "Direct Hidden Pair", "", direct, 2, medium, 40, none, none)                                   \
  X(direct_hidden_triple, "Direct Hidden Triple", "", direct, 3, medium, 56, none, none)                               \
  X(guess, "Guess", "", guess, 1, extreme, 500, none, none)

enum class Level { easy, medium, hard, unfair, extreme };
inline constexpr int kLevelCount = static_cast<int>(Level::extreme) + 1;
std::string_view level_name(Level l);  // "easy" .. "extreme"

enum class FishClass { none, basic, franken, mutant };
enum class Fins { none, finned, sashimi };

enum class Technique {
#define SETLOGIC_ENUM(id, name, code, family, size, level, points, fish, fins) id,
  SETLOGIC_TECHNIQUES(SETLOGIC_ENUM)
#undef SETLOGIC_ENUM
};

inline constexpr int kTechniqueCount = 0
#define SETLOGIC_COUNT(id, name, code, family, size, level, points, fish, fins) +1
    SETLOGIC_TECHNIQUES(SETLOGIC_COUNT)
#undef SETLOGIC_COUNT
    ;

struct TechniqueInfo {
  Technique technique;
  std::string_view id;    // "naked_pair": command line and JSON
  std::string_view name;  // "Naked Pair": step text
  std::string_view code;  // "0200": HoDoKu library code; empty when it has none
  Family family;
  int size;     // cells of a subset, base sets of a fish; 1 otherwise
  Level level;  // HoDoKu's difficulty level
  int points;   // difficulty points of one step on the points scale (rating/rating.hpp adds what evidence adds)
  FishClass fish;
  Fins fins;
};

// All techniques in solving order.
std::span<const TechniqueInfo> catalogue();
const TechniqueInfo& info(Technique t);
// The registry row of the technique's family (families.hpp).
inline const FamilyInfo& family_of(Technique t) {
  return family_info(info(t).family);
}

// By id ("x_wing"), display name ("X-Wing", any case) or library code ("0300", a "-n"
// variant suffix ignored).
std::optional<Technique> find_technique(std::string_view text);
// The name of `names` nearest to `text` (edit distance, case and '_'/'-'/' ' ignored), when
// one is near enough to be a likely slip: at most 2 edits, or a third of the text.
std::optional<std::string_view> nearest_name(std::string_view text, const std::vector<std::string_view>& names);
// The id of the searchable technique whose id or name is nearest to `text`, if any is near.
std::optional<std::string_view> nearest_technique(std::string_view text);
// "unknown technique 'xwing' (did you mean x_wing?)": the error of a name find_technique
// does not know, with the nearest id when there is one.
std::string unknown_technique(std::string_view text);
// Whether two ASCII names are the same but for case (technique names, option values).
bool equal_ignoring_case(std::string_view a, std::string_view b);

// Guessing is not a technique a finder looks for; everything else is.
bool is_searchable(Technique t);

// The fish technique of a class, finning and size (2-7); nullopt when there is none (a
// sashimi fish is basic).
std::optional<Technique> fish_technique(FishClass cls, Fins fins, int size);

// The fish the generic fish search finds (finned, sashimi, Franken, Mutant): every fish but
// the basic fish, which have a finder of their own.
bool is_generic_fish(Technique t);

// How the solver picks among the steps available at once (solver.hpp): `first`, the first
// step of the first technique in the ladder's order that has one; `hodoku`, as HoDoKu 2.3.2
// does, which differs for singles: it takes them in the order they arose, from the queues
// its grid keeps as candidates go (logic/hodoku_singles.hpp), and it guesses by placing the
// solution's digit in the middle unsolved cell; `se`, as Sudoku Explainer does: of the steps
// of the first technique that has any, the easiest on its scale (logic/se_choice.hpp).
enum class StepChoice { first, hodoku, se };

// A ladder: the techniques it holds, the order it tries them in (catalogue order unless a
// profile gives its own) and how it picks among simultaneous steps.
class TechniqueSet {
 public:
  static TechniqueSet all();       // every searchable technique
  static TechniqueSet defaults();  // the "default" profile
  static TechniqueSet none();
  // These techniques, tried in this order (others added later come after them, in
  // catalogue order).
  static TechniqueSet ordered(std::span<const Technique> order, StepChoice choice);
  void add(Technique t) { bits_.set(index(t)); }
  void remove(Technique t) { bits_.reset(index(t)); }
  [[nodiscard]] bool contains(Technique t) const { return bits_.test(index(t)); }
  [[nodiscard]] bool empty() const { return bits_.none(); }
  [[nodiscard]] std::vector<Technique> list() const;  // in the ladder's order
  [[nodiscard]] StepChoice choice() const { return choice_; }
  bool operator==(const TechniqueSet&) const = default;

 private:
  static std::size_t index(Technique t) { return static_cast<std::size_t>(t); }
  std::bitset<kTechniqueCount> bits_;
  std::array<std::uint8_t, kTechniqueCount> place_ = catalogue_places();  // by technique: its place in the order
  StepChoice choice_ = StepChoice::first;
  static std::array<std::uint8_t, kTechniqueCount> catalogue_places();
};

// The named ladders of --profile, each an explicit list of families and techniques (see
// catalogue.cpp): "default" (every family but general logic, extended colouring, aligned
// exclusion, multi-sector locked sets and forcing chains and nets, and no Death Blossom: singles to fish of every
// kind, uniqueness (which runs only where the puzzle is known unique), single-digit
// patterns, wings, colouring, chains and loops, ALS, Sue de Coq, templates), "all" (every
// technique), every
// family up to one ("singles", "intersections", "subsets", "fish" for basic fish,
// "all-fish" for every fish and nothing else), and for general logic "singles+setlogic"
// (singles and set logic only) and "setlogic" (the default ladder, then set logic);
// "hodoku" is HoDoKu 2.3.2's default solver: its techniques, in its order, picking steps as
// it does (StepChoice::hodoku), for its score and level (rating/hodoku.hpp); "se" is Sukaku
// Explainer 1.18.1's rules, as far as we have them, in its order, picking steps as it does
// (StepChoice::se), for ER, EP and ED (rating/se.hpp).
std::optional<TechniqueSet> find_profile(std::string_view name);
std::vector<std::string_view> profile_list();  // the names, in the order of profile_names
std::string_view profile_names();

// A profile edited by a technique list, as --profile and --techniques take them: "x,y" only
// those, "-x" the profile without one, "+y" with one more (ids, names or codes, comma
// separated); nullopt with the reason in `error` for an unknown name or an empty result.
std::optional<TechniqueSet> edit_profile(std::string_view profile, std::string_view techniques, std::string& error);

}  // namespace setlogic
