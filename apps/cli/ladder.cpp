#include "ladder.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "commands.hpp"

namespace setlogic::cli {

void LadderArgs::add_to(CLI::App& sub) {
  sub.add_option("--profile", profile, fmt::format("Technique ladder: {}", profile_names()))->capture_default_str();
  sub.add_option("--techniques", techniques,
                 "Comma-separated techniques (id, name or HoDoKu code): only these; with a leading '-' or '+' "
                 "each, the profile without or with them. Known: " +
                     technique_help());
  sub.add_option("--set-logic-size", set_logic.max_size, "General logic: most base sets")
      ->check(CLI::Range(1, SetLogicLimits::kMaxSize))
      ->capture_default_str();
  sub.add_option("--set-logic-rank", set_logic.max_rank, "General logic: highest rank")
      ->check(CLI::Range(0, SetLogicLimits::kMaxRank))
      ->capture_default_str();
  sub.add_flag("--er-two-candidates", patterns.two_candidate_rectangles,
               "Empty rectangles may hold one place each in their row and column (HoDoKu's option)");
  sub.add_option("--bent-cells", patterns.bent_cells,
                 "WXYZ-Wing in its general form: bent naked sets of 4 up to this many cells")
      ->check(CLI::Range(4, PatternLimits::kMaxBentCells))
      ->capture_default_str();
  sub.add_option("--chain-length", chains.max_length, "Chains and loops: most links (0: no bound)")
      ->check(CLI::Range(0, ChainLimits::kMaxLength))
      ->capture_default_str();
  sub.add_flag("--chain-als", chains.als_nodes,
               "Grouped nice loops and AICs may pass through almost locked sets (HoDoKu's option)");
  sub.add_option("--als-cells", als.max_cells,
                 "ALS techniques: most cells of a set (0: by grid size, 8 on 9x9, 4 on 16x16, 3 on 25x25)")
      ->check(CLI::Range(0, AlsLimits::kMaxCells))
      ->capture_default_str();
  sub.add_flag("--als-overlap", als.overlap,
               "ALS-XY-Wings, ALS-XY-Chains and Death Blossoms may use sets that share cells (HoDoKu's option; "
               "such steps carry no base/cover certificate)");
  sub.add_option("--als-chain-length", als.max_chain, "ALS-XY-Chain: most restricted commons")
      ->check(CLI::Range(AlsLimits::kMinChain, AlsLimits::kMaxChain))
      ->capture_default_str();
  sub.add_option("--msls-cells", multi_sector.max_cells, "Multi-sector locked sets: most cells")
      ->check(CLI::Range(2, SetLogicLimits::kMaxSize))
      ->capture_default_str();
  sub.add_option("--assume-unique", assume_unique,
                 "Uniqueness techniques: yes (take the puzzle as unique), no (never), check (count its solutions "
                 "first and use them only when there is one)")
      ->transform(CLI::CheckedTransformer(
          std::map<std::string, AssumeUnique>{
              {"yes", AssumeUnique::yes}, {"no", AssumeUnique::no}, {"check", AssumeUnique::check}},
          CLI::ignore_case))
      ->default_str("check");
  sub.add_option("--kraken-class", kraken.max_class,
                 "Kraken fish: the widest fish class walked: basic, franken (basic and Franken) or mutant (all)")
      ->transform(CLI::CheckedTransformer(
          std::map<std::string, FishClass>{
              {"basic", FishClass::basic}, {"franken", FishClass::franken}, {"mutant", FishClass::mutant}},
          CLI::ignore_case))
      ->default_str("franken");
  sub.add_option("--kraken-size", kraken.max_size, "Kraken fish: most base sets")
      ->check(CLI::Range(2, KrakenLimits::kMaxSize))
      ->capture_default_str();
  sub.add_option("--kraken-fins", kraken.max_fins, "Kraken fish: most fins, exo and endo")
      ->check(CLI::Range(1, KrakenLimits::kMaxFins))
      ->capture_default_str();
  sub.add_option("--kraken-endo-fins", kraken.max_endo_fins, "Kraken fish: most endo fins")
      ->check(CLI::Range(0, KrakenLimits::kMaxFins))
      ->capture_default_str();
  sub.add_flag("--missing-candidates,!--no-missing-candidates", missing_candidates,
               "Unique rectangles may lack one of their digits in a cell where no solved peer holds it (HoDoKu's "
               "option, default on)");
}

SearchLimits LadderArgs::limits() const {
  return {.kraken = kraken,
          .set_logic = set_logic,
          .patterns = patterns,
          .chains = chains,
          .als = als,
          .multi_sector = multi_sector,
          .uniqueness = {.missing_candidates = missing_candidates},
          .budget = {.cancel = &interrupted}};
}

SearchLimits LadderArgs::limits(const Puzzle& p, const TechniqueSet& chosen) const {
  SearchLimits out = limits();
  if (has_uniqueness(chosen)) out.uniqueness.known = establish_uniqueness(p, assume_unique, out.budget);
  return out;
}

std::optional<TechniqueSet> LadderArgs::resolve() const {
  std::string error;
  auto chosen = edit_profile(profile, techniques, error);
  if (!chosen) fmt::print(stderr, "setlogic: {} (see --help)\n", error);
  return chosen;
}

std::string technique_help() {
  std::string out;
  for (const TechniqueInfo& t : catalogue()) {
    if (!is_searchable(t.technique)) continue;
    out += fmt::format("{}{} ({}, {})", out.empty() ? "" : ", ", t.id, t.name, t.code);
  }
  return out;
}

}  // namespace setlogic::cli
