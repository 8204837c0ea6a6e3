#pragma once
// One entry point over every technique family: find(context, technique, sink), which calls
// the family's search entry point from the registry (families.hpp). Steps reach the sink
// with their candidates sorted (by cell, then digit), so every front end and test sees the
// same canonical step. The context (context.hpp) holds what the techniques at a position
// share; find(grid, ...) gives a search a context of its own.

#include <algorithm>
#include <array>

#include "logic/techniques/aligned_exclusion.hpp"
#include "logic/techniques/als.hpp"
#include "logic/techniques/basic_fish.hpp"
#include "logic/techniques/chains.hpp"
#include "logic/techniques/colouring.hpp"
#include "logic/techniques/direct.hpp"
#include "logic/techniques/dynamic_chains.hpp"
#include "logic/techniques/extended_colouring.hpp"
#include "logic/techniques/fish.hpp"
#include "logic/techniques/forcing.hpp"
#include "logic/techniques/intersections.hpp"
#include "logic/techniques/kraken.hpp"
#include "logic/techniques/multi_sector.hpp"
#include "logic/techniques/set_logic.hpp"
#include "logic/techniques/single_digit.hpp"
#include "logic/techniques/singles.hpp"
#include "logic/techniques/subsets.hpp"
#include "logic/techniques/sue_de_coq.hpp"
#include "logic/techniques/template_steps.hpp"
#include "logic/techniques/uniqueness.hpp"
#include "logic/techniques/wings.hpp"

namespace setlogic {

namespace detail {

class Sorted final : public Sink {
 public:
  explicit Sorted(Sink& inner) : inner_(inner) {}
  bool accept(Step&& s) override {
    std::sort(s.eliminations.begin(), s.eliminations.end());
    std::sort(s.placements.begin(), s.placements.end());
    return inner_.accept(std::move(s));
  }

 private:
  Sink& inner_;
};

}  // namespace detail

// Each family's search entry point, by family, from the registry.
template <int B>
using FamilySearch = void (*)(FinderContext<B>&, Technique, Sink&, const SearchLimits&);
template <int B>
inline constexpr std::array<FamilySearch<B>, kFamilyCount> kFamilySearch = {
#define SETLOGIC_FAMILY_SEARCH(id, search, evidence, proof) &search<B>,
    SETLOGIC_FAMILIES(SETLOGIC_FAMILY_SEARCH)
#undef SETLOGIC_FAMILY_SEARCH
};

template <int B>
void find(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits& limits = {}) {
  detail::Sorted out(sink);
  kFamilySearch<B>[static_cast<std::size_t>(info(t).family)](ctx, t, out, limits);
}

// The generic fish (finned, sashimi, Franken, Mutant) of size k of the wanted techniques, in
// the order of one walk (see find_fish_of_size); steps in canonical form.
template <int B>
void find_fish_sized(FinderContext<B>& ctx, int k, const TechniqueSet& wanted, Sink& sink,
                     const SearchLimits& limits = {}) {
  detail::Sorted out(sink);
  find_fish_of_size(ctx, k, wanted, out, limits.fish, limits.budget);
}

// Every generic fish (finned, sashimi, Franken, Mutant) of the wanted techniques, one walk
// per size; steps in canonical form as find() gives them.
template <int B>
void find_fish_group(FinderContext<B>& ctx, const TechniqueSet& wanted, Sink& sink, const SearchLimits& limits = {}) {
  detail::Sorted out(sink);
  find_all_fish(ctx, wanted, out, limits.fish, limits.budget, limits.threads);
}

template <int B>
void find(const Grid<B>& g, Technique t, Sink& sink, const SearchLimits& limits = {}) {
  FinderContext<B> ctx(g);
  find(ctx, t, sink, limits);
}

}  // namespace setlogic
