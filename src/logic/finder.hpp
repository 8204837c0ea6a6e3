#pragma once
// One entry point over every technique family: find(context, technique, sink). Steps reach
// the sink with their candidates sorted (by cell, then digit),
// so every front end and test sees the same canonical step. The context (context.hpp) holds
// what the techniques at a position share; find(grid, ...) gives a search a context of its
// own.

#include <algorithm>

#include "logic/techniques/aligned_exclusion.hpp"
#include "logic/techniques/als.hpp"
#include "logic/techniques/basic_fish.hpp"
#include "logic/techniques/chains.hpp"
#include "logic/techniques/colouring.hpp"
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

template <int B>
void find(FinderContext<B>& ctx, Technique t, Sink& sink, const SearchLimits& limits = {}) {
  const Grid<B>& g = ctx.grid();
  detail::Sorted out(sink);
  switch (t) {
    case Technique::full_house:
      return find_full_house(g, out);
    case Technique::naked_single:
      return find_naked_singles(g, out);
    case Technique::hidden_single:
      return find_hidden_singles(g, out);
    case Technique::locked_candidates_pointing:
      return find_pointing(g, out);
    case Technique::locked_candidates_claiming:
      return find_claiming(g, out);
    default:
      break;
  }
  switch (info(t).family) {
    case Family::subsets:
      if (t == Technique::hidden_pair || t == Technique::hidden_triple || t == Technique::hidden_quad)
        return find_hidden_subsets(g, t, out);
      return find_naked_subsets(g, t, out);
    case Family::basic_fish:
      return find_basic_fish(g, t, out);
    case Family::uniqueness:
      return find_uniqueness(g, t, out, limits.uniqueness);
    case Family::single_digit:
      return find_single_digit(ctx, t, out, limits.patterns);
    case Family::wings:
      return find_wings(ctx, t, out, limits.patterns);
    case Family::colouring:
      return find_colouring(ctx, t, out);
    case Family::extended_colouring:
      return find_extended_colouring(ctx, t, out);
    case Family::chains:
      return find_chains(ctx, t, out, limits.chains);
    case Family::als:
      return find_als(ctx, t, out, limits.als, limits.budget);
    case Family::sue_de_coq:
      return find_sue_de_coq(ctx, out, limits.budget);
    case Family::aligned_exclusion:
      return find_aligned_exclusion(ctx, t, out, limits.als, limits.budget);
    case Family::multi_sector:
      return find_multi_sector(g, out, limits.multi_sector, limits.budget, limits.threads);
    case Family::templates:
      return find_templates(ctx, t, out);
    case Family::kraken_fish:
      return find_kraken(ctx, t, out, limits.kraken, limits.budget);
    case Family::forcing:
      return find_forcing(ctx, t, out, limits.budget);
    case Family::finned_fish:
    case Family::franken_fish:
    case Family::mutant_fish:
      return find_fish(ctx, t, out, limits.fish, limits.budget);
    case Family::set_logic:
      return find_set_logic(g, out, limits.set_logic, limits.budget, limits.threads);
    default:
      return;
  }
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
