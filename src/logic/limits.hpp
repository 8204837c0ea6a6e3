#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "logic/catalogue.hpp"

namespace setlogic {

// How many fins a fish may have: every fin (exo and endo) counts towards max_fins, endo
// fins also towards max_endo_fins. HoDoKu's defaults; a limit of N*N cells is unlimited.
// Find-all reports one fish per digit and elimination set, the first in catalogue order
// with fewest fins, unless `every` asks for every base/cover pair. Franken and Mutant fish
// have up to franken_size bases (0: by grid size, every size on 9x9, 4 on larger grids,
// where their walks over boxes and lines grow by orders of magnitude and rarely find).
struct FishLimits {
  static constexpr int kMaxSize = 7;
  int max_fins = 5;
  int max_endo_fins = 2;
  int franken_size = 0;
  bool every = false;
  static constexpr int default_franken_size(int size) { return size <= 9 ? kMaxSize : 4; }
  [[nodiscard]] constexpr int franken_bases(int size) const {
    return franken_size <= 0 ? default_franken_size(size) : franken_size;
  }
};

// Which fish a Kraken search walks (HoDoKu's Kraken options and defaults): classes up to
// max_class (basic, with Franken, with Mutant), up to max_size bases, at most max_fins fins
// of which at most max_endo_fins are endo fins.
struct KrakenLimits {
  // The ranges the front ends accept.
  static constexpr int kMaxSize = 7, kMaxFins = 8;
  FishClass max_class = FishClass::franken;
  int max_size = 4;
  int max_fins = 2;
  int max_endo_fins = 0;
  bool operator==(const KrakenLimits&) const = default;
};

// How large a general-logic search goes: base sets of up to max_size constraints, cover
// sets of up to max_size + max_rank.
struct SetLogicLimits {
  static constexpr int kMaxSize = 8;  // the search's own bound on max_size
  static constexpr int kMaxRank = 3;
  int max_size = 4;
  int max_rank = 1;
  bool cells_only = false;  // base sets of cells alone (multi-sector locked sets)
};

// How large a multi-sector locked set may be: up to max_cells cells (at most
// SetLogicLimits::kMaxSize, the general-logic search's bound). The search's cost grows about
// fourfold per cell (on 9x9 solve paths, median per position: 0.3 ms at 4 cells, 2.8 ms at 6,
// 50 ms at 8); 6 keeps it within the ALS chain's cost.
struct MultiSectorLimits {
  int max_cells = 6;
  bool operator==(const MultiSectorLimits&) const = default;
};

// Options of the single-digit patterns and wings (HoDoKu's defaults). An empty rectangle
// whose row and column hold one place each is a Turbot Fish in disguise; HoDoKu leaves it
// out unless asked to. WXYZ-Wing is the bent naked set of 4 cells; bent_cells up to
// kMaxBentCells takes its general form, bent sets of 4 up to that many cells.
struct PatternLimits {
  static constexpr int kMaxBentCells = 8;
  bool two_candidate_rectangles = false;
  int bent_cells = 4;
  bool operator==(const PatternLimits&) const = default;
};

// How the chain finders search. One step per elimination, by its shortest chain, unless
// `every` asks for the shortest chain between every pair of ends too (HoDoKu's all-steps
// search, for regression runs); chains of more than max_length links are not reported (0:
// no bound). als_nodes lets the grouped nice loops and AICs pass through almost locked
// sets (HoDoKu's option, off by default as there), of up to kAlsCells cells.
struct ChainLimits {
  static constexpr int kAlsCells = 8;
  static constexpr int kMaxLength = 1000;  // the largest bound the front ends accept
  int max_length = 0;
  bool every = false;
  bool als_nodes = false;
  bool operator==(const ChainLimits&) const = default;
};

// How the ALS finders search. Sets of up to max_cells cells (0: default_cells for the grid's
// size: every set on 9x9, fewer cells beyond, where the sets multiply); `overlap` lets two
// sets of a step share cells where HoDoKu's option of that name allows it (off by default, as
// there; such steps are checked in their ALS form, not by counting); ALS-XY-Chains of up to
// max_chain restricted commons (HoDoKu's all-steps bound).
struct AlsLimits {
  // The ranges the front ends accept.
  static constexpr int kMaxCells = 24, kMinChain = 3, kMaxChain = 50;
  int max_cells = 0;
  bool overlap = false;
  int max_chain = 6;
  // HoDoKu's solver's ALS steps (the hodoku profile): ALS-XY-Chains with each link to a set
  // later in its list of ALSs (its rcOnlyForward), and of the ALS-XZs and ALS-XY-Wings with
  // the same eliminations the one that list meets first (als.cpp).
  bool forward_only = false;
  static constexpr int default_cells(int size) { return size <= 9 ? size - 1 : size <= 16 ? 4 : 3; }
  [[nodiscard]] constexpr int cells(int size) const {
    return max_cells <= 0 ? default_cells(size) : max_cells < size ? max_cells : size - 1;
  }
  bool operator==(const AlsLimits&) const = default;
};

// How far the nested forcing net looks: at most nested_nets refuting nets per position (over
// every assumption it follows), after which it stops as if it had found nothing. It costs a
// net per open candidate per assumption, so where it cannot succeed it would spend seconds
// to minutes before the guess (solve() leaves it out on puzzles with several solutions, the
// usual case); the hardest known 9x9 puzzles (hardest1106) need under 10,000 at any
// position.
struct ForcingLimits {
  static constexpr int kMaxNestedNets = 100'000'000;
  int nested_nets = 20'000;
  int nested_chains = 10'000;  // Sudoku Explainer's nested forcing chains: most nested searches
  bool operator==(const ForcingLimits&) const = default;
};

// What is known of a puzzle's solutions, which decides whether the uniqueness techniques may
// run: they remove candidates that would leave a second solution, so on a puzzle with several
// they can remove a solution. `puzzle`: its givens alone have exactly one solution, so no
// pattern of non-given cells that could swap its digits may be filled (every uniqueness
// technique holds). `position`: only the position as it stands (its candidates) is known to
// have one solution; a pattern must then be able to swap its digits within the candidates
// and hold no solved cell (unique rectangles with both digits in every cell, BUG+1; no
// avoidable rectangles).
enum class Uniqueness { unknown, position, puzzle };

// How the uniqueness techniques search, and whether they may. missing_candidates lets a
// unique rectangle's cells lack one of its digits where no solved peer excludes it (HoDoKu's
// option of that name, on by default as there; it needs uniqueness of the puzzle, so it is
// off at Uniqueness::position).
struct UniquenessLimits {
  Uniqueness known = Uniqueness::unknown;
  bool missing_candidates = true;
  bool operator==(const UniquenessLimits&) const = default;
};

// When a long search must give up: a flag set from outside (an interrupt) or a deadline.
// The searches that can run for seconds (fish, general logic) look at it every thousand
// nodes or so and stop early; whoever runs them must then take the search as unfinished,
// never as having found nothing.
struct Budget {
  const std::atomic<bool>* cancel = nullptr;
  std::optional<std::chrono::steady_clock::time_point> deadline{};
  [[nodiscard]] bool spent() const {
    return (cancel != nullptr && cancel->load(std::memory_order_relaxed)) ||
           (deadline && std::chrono::steady_clock::now() >= *deadline);
  }
};

// Every limit a finder may need.
struct SearchLimits {
  FishLimits fish{};
  KrakenLimits kraken{};
  SetLogicLimits set_logic{};
  PatternLimits patterns{};
  ChainLimits chains{};
  AlsLimits als{};
  MultiSectorLimits multi_sector{};
  UniquenessLimits uniqueness{};
  ForcingLimits forcing{};
  Budget budget{};
  // find_all_steps stops after this many steps (0: no cap): early positions can hold
  // millions of fish.
  std::size_t max_steps = 0;
  // find_all_steps keeps only the steps about one of these digits (a bit per digit; 0:
  // every digit); max_steps counts those only.
  std::uint32_t digits = 0;
  // The searches that can take long share their work out over this many threads: find-all
  // fish by digit, general logic by the root of its base sets.
  int threads = 1;
};

}  // namespace setlogic
