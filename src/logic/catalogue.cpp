#include "logic/catalogue.hpp"

#include <algorithm>
#include <array>
#include <cctype>
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

// A profile: its name and what it holds, whole families or single techniques.
using ProfileItem = std::variant<Family, Technique>;
struct Profile {
  std::string_view name;
  std::vector<ProfileItem> items;
};

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
                              F::set_logic, F::kraken_fish})},
      {"singles", {F::singles}},
      {"intersections", {F::singles, F::intersections}},
      {"subsets", {F::singles, F::intersections, F::subsets}},
      {"fish", {F::singles, F::intersections, F::subsets, F::basic_fish}},
      {"all-fish", kAllFish},
      {"singles+setlogic", {F::singles, F::set_logic}},
      {"setlogic", plus(kDefault, {F::set_logic})},
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

std::vector<Technique> TechniqueSet::list() const {
  std::vector<Technique> out;
  for (const TechniqueInfo& t : kCatalogue)
    if (contains(t.technique)) out.push_back(t.technique);
  return out;
}

std::optional<TechniqueSet> find_profile(std::string_view name) {
  for (const Profile& p : profiles())
    if (p.name == name) return holding(p.items);
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
  TechniqueSet chosen = TechniqueSet::none();
  bool only = false;
  for (std::size_t start = 0; start < techniques.size();) {
    const std::size_t end = std::min(techniques.find(',', start), techniques.size());
    std::string_view item = techniques.substr(start, end - start);
    start = end + 1;
    if (item.empty()) continue;
    const bool remove = item.front() == '-', extend = item.front() == '+';
    if (remove || extend) item.remove_prefix(1);
    auto t = find_technique(item);
    if (!t || !is_searchable(*t)) {
      error = "unknown technique '" + std::string(item) + "'";
      return std::nullopt;
    }
    if (remove) {
      base->remove(*t);
    } else if (extend) {
      base->add(*t);
    } else {
      only = true;
      chosen.add(*t);
    }
  }
  if (!only) chosen = *base;
  if (chosen.empty()) {
    error = "no technique left to use";
    return std::nullopt;
  }
  return chosen;
}

bool equal_ignoring_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

}  // namespace setlogic
