#include "rating/hodoku.hpp"

#include <algorithm>
#include <array>

namespace setlogic {

namespace {

// HoDoKu 2.3.2's default StepConfig base scores, by technique. Rows that HoDoKu shares among
// several of our techniques give each the row's score; the techniques HoDoKu lacks take the
// row nearest in kind: X-Colors the simple colours (150), 3D Medusa the multi colours (200),
// the WXYZ-Wing one step above the XYZ-Wing's row (200, its score in HoDoKu 2.4), aligned
// exclusion, multi-sector locked sets and general logic the forcing chain's (500), Mutant
// fish their own disabled rows.
constexpr int base_score(Technique t) {
  using T = Technique;
  switch (t) {
    case T::full_house:
      return 4;
    case T::naked_single:
      return 4;
    case T::hidden_single:
      return 14;
    case T::locked_candidates_pointing:
      return 50;
    case T::locked_candidates_claiming:
      return 50;
    case T::locked_pair:
      return 40;
    case T::locked_triple:
      return 60;
    case T::naked_pair:
      return 60;
    case T::hidden_pair:
      return 70;
    case T::naked_triple:
      return 80;
    case T::hidden_triple:
      return 100;
    case T::naked_quad:
      return 120;
    case T::hidden_quad:
      return 150;
    case T::x_wing:
      return 140;
    case T::swordfish:
      return 150;
    case T::jellyfish:
      return 160;
    case T::squirmbag:
    case T::whale:
    case T::leviathan:
      return 470;
    case T::remote_pair:
      return 110;
    case T::bug_plus_1:
      return 100;
    case T::skyscraper:
      return 130;
    case T::two_string_kite:
    case T::dual_two_string_kite:
      return 150;
    case T::turbot_fish:
      return 120;
    case T::empty_rectangle:
    case T::dual_empty_rectangle:
      return 120;
    case T::w_wing:
      return 150;
    case T::xy_wing:
      return 160;
    case T::xyz_wing:
      return 180;
    case T::wxyz_wing:
      return 200;
    case T::unique_rectangle_1:
    case T::unique_rectangle_2:
    case T::unique_rectangle_3:
    case T::unique_rectangle_4:
    case T::unique_rectangle_5:
    case T::unique_rectangle_6:
    case T::hidden_rectangle:
    case T::avoidable_rectangle_1:
    case T::avoidable_rectangle_2:
      return 100;
    case T::finned_x_wing:
      return 130;
    case T::sashimi_x_wing:
      return 150;
    case T::finned_swordfish:
      return 200;
    case T::sashimi_swordfish:
      return 240;
    case T::finned_jellyfish:
      return 250;
    case T::sashimi_jellyfish:
      return 260;
    case T::finned_squirmbag:
    case T::sashimi_squirmbag:
    case T::finned_whale:
    case T::sashimi_whale:
    case T::finned_leviathan:
    case T::sashimi_leviathan:
      return 470;
    case T::sue_de_coq:
      return 250;
    case T::simple_colors_wrap:
    case T::simple_colors_trap:
    case T::x_colors:
      return 150;
    case T::multi_colors_1:
    case T::multi_colors_2:
    case T::medusa_3d:
      return 200;
    case T::x_chain:
    case T::xy_chain:
      return 260;
    case T::continuous_nice_loop:
    case T::aic:
    case T::discontinuous_nice_loop:
      return 280;
    case T::grouped_continuous_nice_loop:
    case T::grouped_aic:
    case T::grouped_discontinuous_nice_loop:
      return 300;
    case T::als_xz:
    case T::vwxyz_wing:
    case T::uvwxyz_wing:
    case T::tuvwxyz_wing:
      return 300;
    case T::als_xy_wing:
      return 320;
    case T::als_xy_chain:
      return 340;
    case T::death_blossom:
      return 360;
    case T::aligned_pair_exclusion:
    case T::aligned_triple_exclusion:
    case T::multi_sector_locked_set:
    case T::set_logic:
      return 500;
    case T::franken_x_wing:
      return 300;
    case T::franken_swordfish:
      return 350;
    case T::franken_jellyfish:
      return 370;
    case T::finned_franken_x_wing:
      return 390;
    case T::finned_franken_swordfish:
      return 410;
    case T::finned_franken_jellyfish:
      return 430;
    case T::mutant_x_wing:
    case T::mutant_swordfish:
    case T::mutant_jellyfish:
      return 450;
    case T::franken_squirmbag:
    case T::franken_whale:
    case T::franken_leviathan:
    case T::finned_franken_squirmbag:
    case T::finned_franken_whale:
    case T::finned_franken_leviathan:
    case T::mutant_squirmbag:
    case T::mutant_whale:
    case T::mutant_leviathan:
    case T::finned_mutant_x_wing:
    case T::finned_mutant_swordfish:
    case T::finned_mutant_jellyfish:
    case T::finned_mutant_squirmbag:
    case T::finned_mutant_whale:
    case T::finned_mutant_leviathan:
      return 470;
    case T::template_set:
    case T::template_delete:
      return 10000;
    case T::kraken_fish_1:
    case T::kraken_fish_2:
      return 500;
    case T::forcing_chain_contradiction:
    case T::forcing_chain_verity:
    case T::nishio_forcing_chain:
    case T::multiple_forcing_chain:
      return 500;
    case T::forcing_net_contradiction:
    case T::forcing_net_verity:
    case T::nested_forcing_net_contradiction:
    case T::dynamic_forcing_chain:
    case T::dynamic_forcing_chain_plus:
    case T::nested_forcing_chain:
    case T::nested_multiple_forcing_chain:
    case T::nested_dynamic_forcing_chain:
    case T::nested_dynamic_forcing_chain_plus:
    case T::nested_dynamic_forcing_chain_nested:
      return 700;
    case T::direct_pointing:
      return base_score(T::locked_candidates_pointing);
    case T::direct_claiming:
      return base_score(T::locked_candidates_claiming);
    case T::direct_hidden_pair:
      return base_score(T::hidden_pair);
    case T::direct_hidden_triple:
      return base_score(T::hidden_triple);
    case T::guess:
      return 10000;
  }
  return 0;
}

constexpr std::array<int, kTechniqueCount> kScores = [] {
  std::array<int, kTechniqueCount> a{};
  for (int k = 0; k < kTechniqueCount; ++k) a[static_cast<std::size_t>(k)] = base_score(static_cast<Technique>(k));
  return a;
}();
static_assert(std::none_of(kScores.begin(), kScores.end(), [](int s) { return s == 0; }),
              "every technique has a HoDoKu score");

}  // namespace

int HodokuScale::step(Technique t) {
  return kScores[static_cast<std::size_t>(t)];
}

HodokuRating HodokuScale::rate(std::span<const Step> path, int cells) {
  HodokuRating r;
  Level hardest = Level::easy;
  for (const Step& s : path) {
    r.score += step(s.technique);
    hardest = std::max(hardest, info(s.technique).level);
  }
  r.level = level(hardest, r.score, cells);
  return r;
}

Level HodokuScale::level(Level hardest, long score, int cells) {
  auto top = [&](Level l) { return kBandTop[static_cast<std::size_t>(l)] * cells / 81; };
  Level l = hardest;
  while (l < Level::extreme && score > top(l)) l = static_cast<Level>(static_cast<int>(l) + 1);
  return l;
}

}  // namespace setlogic
