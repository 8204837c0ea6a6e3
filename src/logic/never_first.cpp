#include "logic/never_first.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

namespace setlogic {

namespace {

using T = Technique;

// The techniques a proof needs before `t`, and what it says.
struct Proof {
  std::vector<Technique> before;
  std::string_view why;
};

// (It reads of the limits only whether chains are bounded: searched_order's memo keys on that.)
std::optional<Proof> proof(Technique t, int box, const SearchLimits& limits) {
  const TechniqueInfo& i = info(t);
  const bool basic_fish =
      i.family == Family::basic_fish || (i.family == Family::finned_fish && i.fish == FishClass::basic);
  if (basic_fish && i.size >= 5 && box == 3) {
    if (i.fins == Fins::none)
      return Proof{{T::hidden_single, T::x_wing, T::swordfish, T::jellyfish},
                   "on 9x9 its complementary fish of at most four lines has the same eliminations (a hidden single "
                   "for one line)"};
    return Proof{{T::locked_candidates_pointing, T::locked_candidates_claiming, T::finned_x_wing, T::sashimi_x_wing,
                  T::finned_swordfish, T::sashimi_swordfish, T::finned_jellyfish, T::sashimi_jellyfish},
                 "on 9x9 its complementary fish of at most four lines, with the same fins, has the same "
                 "eliminations (locked candidates for one line)"};
  }
  switch (t) {
    case T::dual_two_string_kite:
      return Proof{{T::two_string_kite}, "each of its halves is a 2-String Kite"};
    case T::dual_empty_rectangle:
      return Proof{{T::empty_rectangle}, "each of its halves is an Empty Rectangle"};
    case T::franken_x_wing:
    case T::mutant_x_wing:
      if (limits.chains.max_length != 0) return std::nullopt;
      return Proof{{T::full_house, T::naked_single, T::hidden_single, T::locked_candidates_pointing,
                    T::locked_candidates_claiming, T::x_chain, T::xy_chain, T::continuous_nice_loop, T::aic,
                    T::discontinuous_nice_loop, T::grouped_continuous_nice_loop, T::grouped_aic,
                    T::grouped_discontinuous_nice_loop},
                   "its four base/cover meetings close a grouped continuous nice loop with its eliminations, "
                   "or one of them is empty and a single or locked candidates step is there"};
    case T::forcing_chain_verity:
      return Proof{{T::forcing_chain_contradiction},
                   "each of its conclusions is a Forcing Chain Contradiction's (a chain's rules are their own "
                   "contrapositives)"};
    default:
      return std::nullopt;
  }
}

// never_first, with the ladder's order given.
std::string why_never(const std::vector<Technique>& order, StepChoice choice, Technique t, int box,
                      const SearchLimits& limits) {
  if (choice == StepChoice::se) return "";
  const auto p = proof(t, box, limits);
  if (!p) return "";
  const auto at = std::find(order.begin(), order.end(), t);
  for (Technique e : p->before)
    if (e != t && std::find(order.begin(), at, e) == at) return "";
  return fmt::format("{} never comes first in this ladder, so no puzzle can need it: {}, earlier in the ladder",
                     info(t).id, p->why);
}

}  // namespace

std::string never_first(const TechniqueSet& ladder, Technique t, int box, const SearchLimits& limits) {
  return why_never(ladder.list(), ladder.choice(), t, box, limits);
}

std::vector<Technique> searched_order(const TechniqueSet& ladder, int box, const SearchLimits& limits) {
  // Every solve asks this, a batch or a generator for each of thousands of puzzles, of a
  // few ladders (a generator's, and the one technique it asks about along a path), and the
  // proofs cost an easy puzzle's solve a tenth of its time: each thread keeps its last few
  // answers, keyed on all that proof() reads.
  struct Memo {
    TechniqueSet ladder;
    int box;
    bool chains;
    std::vector<Technique> searched;
  };
  thread_local std::array<std::optional<Memo>, 4> memos;
  thread_local std::size_t next = 0;
  const bool chains = limits.chains.max_length != 0;
  for (const std::optional<Memo>& m : memos)
    if (m && m->ladder == ladder && m->box == box && m->chains == chains) return m->searched;
  const std::vector<Technique> order = ladder.list();
  std::vector<Technique> searched;
  for (Technique t : order)
    if (why_never(order, ladder.choice(), t, box, limits).empty()) searched.push_back(t);
  memos[next++ % memos.size()] = Memo{.ladder = ladder, .box = box, .chains = chains, .searched = searched};
  return searched;
}

}  // namespace setlogic
