#include "logic/catalogue.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <numeric>
#include <variant>

namespace setlogic {

namespace {

constexpr std::array kCatalogue = {
#define SETLOGIC_INFO(id, name, code, family, size, level, points, fish, fins)                      \
  TechniqueInfo{Technique::id,   #id,       name, code, Family::family, size, Level::level, points, \
                FishClass::fish, Fins::fins},
    SETLOGIC_TECHNIQUES(SETLOGIC_INFO)
#undef SETLOGIC_INFO
};

// A profile: its name and what it holds, whole families or single techniques; or, for a
// ladder in an order of its own, the techniques in that order and how it picks steps.
using ProfileItem = std::variant<Family, Technique>;
struct Profile {
  std::string_view name;
  std::vector<ProfileItem> items;
  std::vector<Technique> order{};
  StepChoice choice = StepChoice::first;
};

// HoDoKu 2.3.2's default solver (Options.DEFAULT_SOLVER_STEPS): the techniques it has
// enabled, by the index it tries them in. Where one of its searches reports several of our
// techniques (nice loops and AICs, the simple and multi colours rules, the forcing chains
// and nets, the dual kite and dual empty rectangle), they stand together in catalogue order.
const std::vector<Technique>& hodoku_order() {
  using T = Technique;
  static const std::vector<Technique> kOrder = {
      T::full_house,                  // 100
      T::naked_single,                // 200
      T::hidden_single,               // 300
      T::locked_pair,                 // 1000
      T::locked_triple,               // 1100
      T::locked_candidates_pointing,  // 1200
      T::locked_candidates_claiming,  // 1210
      T::naked_pair,                  // 1300
      T::naked_triple,                // 1400
      T::hidden_pair,                 // 1500
      T::hidden_triple,               // 1600
      T::naked_quad,                  // 2000
      T::hidden_quad,                 // 2100
      T::x_wing,                      // 2200
      T::swordfish,                   // 2300
      T::jellyfish,                   // 2400
      T::remote_pair,                 // 2800
      T::bug_plus_1,                  // 2900
      T::skyscraper,                  // 3000
      T::two_string_kite,
      T::dual_two_string_kite,  // 3100
      T::turbot_fish,           // 3120
      T::empty_rectangle,
      T::dual_empty_rectangle,  // 3170
      T::w_wing,                // 3200
      T::xy_wing,               // 3300
      T::xyz_wing,              // 3400
      T::unique_rectangle_1,
      T::unique_rectangle_2,  // 3500, 3600
      T::unique_rectangle_3,
      T::unique_rectangle_4,  // 3700, 3800
      T::unique_rectangle_5,
      T::unique_rectangle_6,  // 3900, 4000
      T::hidden_rectangle,    // 4010
      T::avoidable_rectangle_1,
      T::avoidable_rectangle_2,  // 4020, 4030
      T::finned_x_wing,
      T::sashimi_x_wing,  // 4100, 4200
      T::finned_swordfish,
      T::sashimi_swordfish,  // 4300, 4400
      T::finned_jellyfish,
      T::sashimi_jellyfish,  // 4500, 4600
      T::sue_de_coq,         // 5300
      T::simple_colors_wrap,
      T::simple_colors_trap,  // 5330
      T::multi_colors_2,
      T::multi_colors_1,  // 5360
      T::x_chain,         // 5400
      T::xy_chain,        // 5500
      T::continuous_nice_loop,
      T::aic,                      // 5600
      T::discontinuous_nice_loop,  //
      T::grouped_continuous_nice_loop,
      T::grouped_aic,                      // 5650
      T::grouped_discontinuous_nice_loop,  //
      T::als_xz,                           // 5700
      T::als_xy_wing,                      // 5800
      T::als_xy_chain,                     // 5900
      T::franken_x_wing,                   // 6100
      T::franken_swordfish,                // 6200
      T::finned_franken_x_wing,            // 6700
      T::finned_franken_swordfish,         // 6800
      T::forcing_chain_contradiction,
      T::forcing_chain_verity,  // 8500
      T::forcing_net_contradiction,
      T::forcing_net_verity,  // 8600
  };
  return kOrder;
}

// Sukaku Explainer 1.18.1's default rules (Solver.java), by the order it tries them in, as
// far as we have them: its rules of one search (the cycles and forcing chains) stand
// together; its Nishio, multiple and dynamic chains are its own (dynamic_chains.hpp), and
// the nested forcing net stands for its nested chains. It has none of the finned, Franken
// or Mutant fish, colouring, ALS, Sue de Coq, templates, W-Wing, grouped chains, uniqueness
// types 5 and 6, hidden or avoidable rectangles; its generalized naked sets and strong-link
// fish of 3 to 6 links we do not have (docs/rating.md).
const std::vector<Technique>& se_order() {
  using T = Technique;
  static const std::vector<Technique> kOrder = {
      T::full_house,  // Hidden Single (last cell of a house)
      T::hidden_single,
      T::direct_pointing,  // Direct Pointing: pointing, then claiming
      T::direct_claiming,
      T::direct_hidden_pair,
      T::naked_single,
      T::direct_hidden_triple,
      T::locked_candidates_pointing,  // Pointing & Claiming
      T::locked_candidates_claiming,
      T::locked_pair,  // Naked Pair
      T::naked_pair,
      T::x_wing,
      T::hidden_pair,
      T::locked_triple,  // Naked Triplet
      T::naked_triple,
      T::swordfish,
      T::hidden_triple,
      T::skyscraper,  // two strong links (StrongLinks(2))
      T::two_string_kite,
      T::dual_two_string_kite,
      T::turbot_fish,
      T::empty_rectangle,
      T::dual_empty_rectangle,
      T::xy_wing,
      T::xyz_wing,
      T::unique_rectangle_1,  // Unique Rectangle / Loop
      T::unique_rectangle_2,
      T::unique_rectangle_3,
      T::unique_rectangle_4,
      T::naked_quad,
      T::jellyfish,
      T::hidden_quad,
      T::wxyz_wing,
      T::bug_plus_1,
      T::vwxyz_wing,
      T::uvwxyz_wing,
      T::x_chain,  // Forcing Chains & Cycles
      T::xy_chain,
      T::continuous_nice_loop,
      T::aic,
      T::discontinuous_nice_loop,
      T::tuvwxyz_wing,
      T::nishio_forcing_chain,
      T::multiple_forcing_chain,
      T::dynamic_forcing_chain,
      T::dynamic_forcing_chain_plus,
      T::nested_forcing_chain,  // Nested Forcing Chains
      T::nested_multiple_forcing_chain,
      T::nested_dynamic_forcing_chain,
      T::nested_dynamic_forcing_chain_plus,
      T::nested_dynamic_forcing_chain_nested,
      T::nested_forcing_net_contradiction,
  };
  return kOrder;
}

const std::vector<Profile>& profiles() {
  using F = Family;
  static const std::vector<ProfileItem> kAllFish = {F::singles,     F::intersections, F::subsets,    F::basic_fish,
                                                    F::finned_fish, F::franken_fish,  F::mutant_fish};
  // HoDoKu's default solver leaves Death Blossom off; so does the default profile.
  static const std::vector<ProfileItem> kDefault = {F::singles,
                                                    F::intersections,
                                                    F::subsets,
                                                    F::basic_fish,
                                                    F::uniqueness,
                                                    F::single_digit,
                                                    F::wings,
                                                    F::finned_fish,
                                                    F::sue_de_coq,
                                                    F::colouring,
                                                    F::chains,
                                                    Technique::als_xz,
                                                    Technique::als_xy_wing,
                                                    Technique::als_xy_chain,
                                                    F::franken_fish,
                                                    F::mutant_fish,
                                                    F::templates,
                                                    F::forcing};
  auto plus = [](std::vector<ProfileItem> items, std::initializer_list<ProfileItem> more) {
    items.insert(items.end(), more);
    return items;
  };
  static const std::vector<Profile> kProfiles = {
      {"default", kDefault},
      {"all", plus(kDefault, {F::extended_colouring, Technique::death_blossom, F::aligned_exclusion, F::multi_sector,
                              F::set_logic, F::kraken_fish, F::dynamic_chains, F::als_wings, F::direct})},
      {"singles", {F::singles}},
      {"intersections", {F::singles, F::intersections}},
      {"subsets", {F::singles, F::intersections, F::subsets}},
      {"fish", {F::singles, F::intersections, F::subsets, F::basic_fish}},
      {"all-fish", kAllFish},
      {"singles+setlogic", {F::singles, F::set_logic}},
      {"setlogic", plus(kDefault, {F::set_logic})},
      {"hodoku", {}, hodoku_order(), StepChoice::hodoku},
      {"se", {}, se_order(), StepChoice::se},
  };
  return kProfiles;
}

TechniqueSet holding(const std::vector<ProfileItem>& items) {
  TechniqueSet s = TechniqueSet::none();
  for (const ProfileItem& item : items) {
    if (const Technique* t = std::get_if<Technique>(&item)) {
      s.add(*t);
      continue;
    }
    for (const TechniqueInfo& t : kCatalogue)
      if (t.family == std::get<Family>(item) && is_searchable(t.technique)) s.add(t.technique);
  }
  return s;
}

}  // namespace

std::span<const TechniqueInfo> catalogue() {
  return kCatalogue;
}

const TechniqueInfo& info(Technique t) {
  return kCatalogue[static_cast<std::size_t>(t)];
}

std::string_view level_name(Level l) {
  static constexpr std::array<std::string_view, kLevelCount> kNames = {"easy", "medium", "hard", "unfair", "extreme"};
  return kNames[static_cast<std::size_t>(l)];
}

const FamilyInfo& family_info(Family f) {
  static constexpr std::array<FamilyInfo, kFamilyCount> kFamilies = {
#define SETLOGIC_FAMILY_INFO(id, search, evidence, proof) FamilyInfo{Family::id, #id, Evidence::evidence, Proof::proof},
      SETLOGIC_FAMILIES(SETLOGIC_FAMILY_INFO)
#undef SETLOGIC_FAMILY_INFO
  };
  static_assert(
      [] {
        for (std::size_t k = 0; k < kFamilies.size(); ++k)
          if (kFamilies[k].family != static_cast<Family>(k)) return false;
        return true;
      }(),
      "the registry's rows follow the Family enum");
  return kFamilies[static_cast<std::size_t>(f)];
}

bool is_searchable(Technique t) {
  return info(t).family != Family::guess;
}

std::optional<Technique> fish_technique(FishClass cls, Fins fins, int size) {
  // Read for every fish the search finds: a table by class, fins and size.
  using Table = std::array<std::array<std::array<std::optional<Technique>, 8>, 3>, 4>;
  static const Table kTable = [] {
    Table t{};
    for (const TechniqueInfo& i : kCatalogue)
      if (i.fish != FishClass::none)
        t[static_cast<std::size_t>(i.fish)][static_cast<std::size_t>(i.fins)][static_cast<std::size_t>(i.size)] =
            i.technique;
    return t;
  }();
  if (size < 0 || size > 7) return std::nullopt;
  return kTable[static_cast<std::size_t>(cls)][static_cast<std::size_t>(fins)][static_cast<std::size_t>(size)];
}

bool is_generic_fish(Technique t) {
  return info(t).fish != FishClass::none && info(t).family != Family::basic_fish;
}

std::optional<Technique> find_technique(std::string_view text) {
  std::string_view code = text.substr(0, text.find('-'));
  for (const TechniqueInfo& t : kCatalogue) {
    if (equal_ignoring_case(text, t.id) || equal_ignoring_case(text, t.name)) return t.technique;
    if (!t.code.empty() && code == t.code) return t.technique;
  }
  return std::nullopt;
}

TechniqueSet TechniqueSet::all() {
  return *find_profile("all");
}

TechniqueSet TechniqueSet::defaults() {
  return *find_profile("default");
}

TechniqueSet TechniqueSet::none() {
  return {};
}

std::array<std::uint8_t, kTechniqueCount> TechniqueSet::catalogue_places() {
  static_assert(kTechniqueCount <= 255, "a place fits a byte");
  std::array<std::uint8_t, kTechniqueCount> places{};
  for (std::size_t k = 0; k < places.size(); ++k) places[k] = static_cast<std::uint8_t>(k);
  return places;
}

TechniqueSet TechniqueSet::ordered(std::span<const Technique> order, StepChoice choice) {
  TechniqueSet s;
  s.choice_ = choice;
  // The listed techniques first, in their order; the rest keep catalogue order after them.
  std::uint8_t next = 0;
  for (Technique t : order) {
    s.add(t);
    s.place_[index(t)] = next++;
  }
  for (const TechniqueInfo& t : kCatalogue)
    if (!s.contains(t.technique)) s.place_[index(t.technique)] = next++;
  return s;
}

std::vector<Technique> TechniqueSet::list() const {
  std::vector<Technique> out;
  for (const TechniqueInfo& t : kCatalogue)
    if (contains(t.technique)) out.push_back(t.technique);
  std::sort(out.begin(), out.end(), [&](Technique a, Technique b) { return place_[index(a)] < place_[index(b)]; });
  return out;
}

std::optional<TechniqueSet> find_profile(std::string_view name) {
  for (const Profile& p : profiles()) {
    if (p.name != name) continue;
    if (!p.order.empty()) return TechniqueSet::ordered(p.order, p.choice);
    return holding(p.items);
  }
  return std::nullopt;
}

std::vector<std::string_view> profile_list() {
  std::vector<std::string_view> out;
  for (const Profile& p : profiles()) out.push_back(p.name);
  return out;
}

std::string_view profile_names() {
  static const std::string kNames = [] {
    std::string out;
    for (std::string_view name : profile_list()) out += (out.empty() ? "" : ", ") + std::string(name);
    return out;
  }();
  return kNames;
}

std::optional<TechniqueSet> edit_profile(std::string_view profile, std::string_view techniques, std::string& error) {
  auto base = find_profile(profile);
  if (!base) {
    error = "unknown profile '" + std::string(profile) + "' (known: " + std::string(profile_names()) + ")";
    return std::nullopt;
  }
  std::vector<Technique> only;  // "x,y": these alone, in the profile's order and with its choice of steps
  for (std::size_t start = 0; start < techniques.size();) {
    const std::size_t end = std::min(techniques.find(',', start), techniques.size());
    std::string_view item = techniques.substr(start, end - start);
    start = end + 1;
    if (item.empty()) continue;
    const bool remove = item.front() == '-', extend = item.front() == '+';
    if (remove || extend) item.remove_prefix(1);
    auto t = find_technique(item);
    if (!t || !is_searchable(*t)) {
      error = unknown_technique(item);
      return std::nullopt;
    }
    if (remove) {
      base->remove(*t);
    } else if (extend) {
      base->add(*t);
    } else {
      only.push_back(*t);
    }
  }
  if (!only.empty()) {
    for (const TechniqueInfo& t : kCatalogue) base->remove(t.technique);
    for (Technique t : only) base->add(t);
  }
  if (base->empty()) {
    error = "no technique left to use";
    return std::nullopt;
  }
  return base;
}

std::optional<std::string_view> nearest_name(std::string_view text, const std::vector<std::string_view>& names) {
  // Edit distance, ignoring case, with '_', '-' and ' ' alike: "X Wing" is near "x_wing".
  const auto fold = [](char c) {
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return c == '-' || c == ' ' ? '_' : c;
  };
  const auto distance = [&](std::string_view a, std::string_view b) {
    std::vector<std::size_t> row(b.size() + 1);
    std::iota(row.begin(), row.end(), std::size_t{0});
    for (std::size_t i = 1; i <= a.size(); ++i) {
      std::size_t diagonal = row[0];
      row[0] = i;
      for (std::size_t j = 1; j <= b.size(); ++j) {
        const std::size_t up = row[j];
        row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (fold(a[i - 1]) == fold(b[j - 1]) ? 0 : 1)});
        diagonal = up;
      }
    }
    return row[b.size()];
  };
  std::optional<std::string_view> best;
  std::size_t best_distance = std::max<std::size_t>(2, text.size() / 3) + 1;
  for (std::string_view name : names)
    if (const std::size_t d = distance(text, name); d < best_distance) best = name, best_distance = d;
  return best;
}

std::optional<std::string_view> nearest_technique(std::string_view text) {
  std::vector<std::string_view> ids, names;
  for (const TechniqueInfo& t : catalogue())
    if (is_searchable(t.technique)) ids.push_back(t.id), names.push_back(t.name);
  if (auto id = nearest_name(text, ids)) return id;
  if (auto name = nearest_name(text, names)) return info(*find_technique(*name)).id;
  return std::nullopt;
}

std::string unknown_technique(std::string_view text) {
  std::string out = "unknown technique '" + std::string(text) + "'";
  if (auto near = nearest_technique(text)) out += " (did you mean " + std::string(*near) + "?)";
  return out;
}

bool equal_ignoring_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

}  // namespace setlogic
