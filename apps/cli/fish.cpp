// setlogic fish: every fish at a position, grouped by size and kind, with counts. The
// search is the library's (logic/techniques/basic_fish.hpp and fish.hpp); this file picks
// techniques from the options and formats.

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>
#include <setlogic/setlogic.hpp>

#include "args.hpp"
#include "commands.hpp"
#include "inputs.hpp"
#include "ladder.hpp"
#include "lists.hpp"

namespace setlogic::cli {

int run_fish(const FishArgs& args, const Common& common) {
  ReadOptions read;
  if (!common.read_options(read)) return 2;
  // "A" or "A-B", nothing more
  int low = 0, high = 0;
  const std::string& t = args.size;
  const bool one = t.size() == 1 && std::isdigit(static_cast<unsigned char>(t[0]));
  const bool two = t.size() == 3 && std::isdigit(static_cast<unsigned char>(t[0])) && t[1] == '-' &&
                   std::isdigit(static_cast<unsigned char>(t[2]));
  if (one || two) low = t[0] - '0', high = t.back() - '0';
  if (low < 2 || high > 7 || low > high) {
    fmt::print(stderr, "setlogic: --size {}: expected A-B with 2 <= A <= B <= 7\n", args.size);
    return 2;
  }
  FishQuery query{.min_size = low,
                  .max_size = high,
                  .only_endo = args.endo,
                  .only_cannibal = args.cannibal,
                  .siamese = args.siamese,
                  .every = !args.distinct,
                  .limits = {args.max_fins, args.max_endo_fins},
                  .threads = thread_count(args.threads)};
  if (std::string bad; !set_fish_kinds(query, split_list(args.kinds), bad)) {
    if (bad.empty())
      fmt::print(stderr, "setlogic: --kind: no kind given\n");
    else
      fmt::print(stderr, "setlogic: --kind {}: expected a list of basic, finned, sashimi, franken, mutant\n", bad);
    return 2;
  }
  return for_each_parsed(args.inputs, read, args.json, [&](const Source& source, const Record& r) {
    const Parsed& in = r.parsed();
    const Alphabet& a = *in.alphabet;
    if (auto c = find_contradiction(in.puzzle))
      return refuse(source, r.line, "no solution: " + contradiction_text(in.puzzle, a, *c), args.json);
    std::string bad;
    auto digits = digit_mask(args.digits, a, bad);
    if (!digits) return refuse(source, r.line, fmt::format("--digit {}: not a digit of this grid", bad), args.json);
    FishQuery q = query;
    q.digits = *digits;
    q.budget.cancel = &interrupted;
    const std::vector<Step> fish = find_fish(in.puzzle, q);
    if (interrupted.load()) return refuse_interrupted(source, r.line, args.json);
    // size -> kind -> steps, in catalogue order within a kind; Siamese fish in a group of their own
    std::map<int, std::map<std::string_view, std::vector<const Step*>>> groups;
    for (const Step& s : fish)
      groups[info(s.technique).size][s.parts.empty() ? fish_kind_name(s.technique) : "siamese"].push_back(&s);
    if (args.json) {
      nlohmann::ordered_json j;
      j["line"] = r.line;
      j["puzzle"] = format_line(in.puzzle, a);
      j["count"] = fish.size();
      j["fish"] = steps_json(fish, a);
      fmt::print("{}\n", json_text(j));
      return Verdict::fine;
    }
    fmt::print("{}\n", format_line(in.puzzle, a));
    for (const auto& [size, by_kind] : groups)
      for (const auto& [kind, steps] : by_kind) {
        fmt::print("size {} {}: {}\n", size, kind, steps.size());
        for (const Step* s : steps) fmt::print("  {}\n", format_step(*s, a));
      }
    fmt::print("{} fish\n\n", fish.size());
    return Verdict::fine;
  });
}

}  // namespace setlogic::cli
