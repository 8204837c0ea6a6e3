// setlogic canon: each puzzle's canonical form (transform/canonical.hpp), one line per
// record, so that `setlogic canon FILE | sort -u` leaves one puzzle of each isomorphism class.

#include <fmt/format.h>

#include <setlogic/setlogic.hpp>

#include "args.hpp"
#include "commands.hpp"
#include "inputs.hpp"

namespace setlogic::cli {

int run_canon(const CanonArgs& args, const Common& common) {
  ReadOptions read;
  if (!common.read_options(read)) return 2;
  return for_each_parsed(args.inputs, read, args.json, [&](const Source& source, const Record& r) {
    const Parsed& in = r.parsed();
    if (in.puzzle.is_position())
      return refuse(source, r.line, "a position (candidates) has no canonical form here: give its values only",
                    args.json);
    std::optional<Canonical> c = canonical_form(in.puzzle, args.budget);
    if (!c)
      return refuse(
          source, r.line,
          fmt::format("the grid is too symmetric: no canonical form within a budget of {} steps", args.budget),
          args.json);
    std::string line = format_line(c->puzzle, *in.alphabet);
    if (args.json) {
      auto j = puzzle_json(c->puzzle, *in.alphabet);
      j["line"] = r.line;
      j["input"] = format_line(in.puzzle, *in.alphabet);
      j["transform"] = transform_json(c->transform);
      fmt::print("{}\n", json_text(j));
    } else {
      fmt::print("{}\n", line);
    }
    return Verdict::fine;
  });
}

}  // namespace setlogic::cli
