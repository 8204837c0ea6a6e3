// setlogic rank: every general-logic finding at a position, grouped by size and rank.
// setlogic explain: the next step of the ladder as base/cover certificates, each with its
// rank and the checker's verdict. The search, the lowering and the checker are the
// library's (set_logic_steps and explain in setlogic.hpp); this file formats.

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <setlogic/setlogic.hpp>

#include "args.hpp"
#include "commands.hpp"
#include "inputs.hpp"
#include "ladder.hpp"
#include "lists.hpp"

namespace setlogic::cli {

int run_rank(const RankArgs& args, const Common& common) {
  ReadOptions read;
  if (!common.read_options(read)) return 2;
  const int threads = thread_count(args.threads);
  return for_each_parsed(args.inputs, read, args.json, [&](const Source& source, const Record& r) {
    const Parsed& in = r.parsed();
    const Alphabet& a = *in.alphabet;
    if (std::string problem = position_problem(in); !problem.empty())
      return refuse(source, r.line, "no solution: " + problem, args.json);
    std::string bad;
    auto digits = digit_mask(args.digits, a, bad);
    if (!digits) return refuse(source, r.line, fmt::format("--digit {}: not a digit of this grid", bad), args.json);
    const std::vector<Step> steps =
        set_logic_steps(in.puzzle, args.limits, *digits, threads, Budget{.cancel = &interrupted});
    if (interrupted.load()) return refuse_interrupted(source, r.line, args.json);  // an unfinished list
    if (args.json) {
      nlohmann::ordered_json j;
      j["line"] = r.line;
      j["puzzle"] = format_line(in.puzzle, a);
      j["count"] = steps.size();
      j["steps"] = steps_json(steps, a);
      fmt::print("{}\n", json_text(j));
      return Verdict::fine;
    }
    std::map<std::pair<int, int>, std::vector<const Step*>> groups;
    for (const Step& s : steps) groups[{static_cast<int>(s.base.size()), s.rank()}].push_back(&s);
    fmt::print("{}\n", format_line(in.puzzle, a));
    for (const auto& [key, group] : groups) {
      fmt::print("size {} rank {}: {}\n", key.first, key.second, group.size());
      for (const Step* s : group) fmt::print("  {}\n", format_step(*s, a));
    }
    fmt::print("{} findings\n\n", steps.size());
    return Verdict::fine;
  });
}

int run_explain(const ExplainArgs& args, const Common& common) {
  ReadOptions read;
  if (!common.read_options(read)) return 2;
  auto techniques = args.ladder.resolve();
  if (!techniques) return 2;
  return for_each_parsed(args.inputs, read, args.json, [&](const Source& source, const Record& r) {
    const Parsed& in = r.parsed();
    const Alphabet& a = *in.alphabet;
    if (std::string problem = position_problem(in); !problem.empty())
      return refuse(source, r.line, "no solution: " + problem, args.json);
    auto explained = explain(in.puzzle, *techniques, args.ladder.limits(in.puzzle, *techniques));
    if (interrupted.load()) return refuse_interrupted(source, r.line, args.json);
    if (!explained) return refuse(source, r.line, "no step: no enabled technique applies", args.json);
    const Step* step = &explained->step;
    const std::vector<Certificate>& certs = explained->certificates;
    const auto& verdict = explained->verdict;
    auto constraints = [&](const std::vector<Constraint>& ks) {
      std::string out;
      for (const Constraint& k : ks) out += (out.empty() ? "" : " ") + constraint_token(k, a);
      return out;
    };
    const SolutionCount uniqueness = uniqueness_of(in.puzzle, &interrupted);
    if (args.json) {
      nlohmann::ordered_json j;
      j["line"] = r.line;
      j["puzzle"] = format_line(in.puzzle, a);
      j["uniqueness"] = solution_count_id(uniqueness);
      j["step"] = step_json(*step, a);
      j["certificates"] = nlohmann::ordered_json::array();
      for (const Certificate& c : certs) {
        nlohmann::ordered_json jc;
        jc["size"] = c.base.size();
        jc["rank"] = c.rank();
        jc["base"] = constraints(c.base);
        jc["cover"] = constraints(c.cover);
        nlohmann::ordered_json fins = nlohmann::ordered_json::array();
        for (const Candidate& f : c.fins) fins.push_back(cell_name(a.box, f.cell.index()));
        jc["fins"] = fins;
        j["certificates"].push_back(jc);
      }
      j["checked"] = !verdict.has_value();
      if (verdict) j["error"] = describe(verdict->kind);
      fmt::print("{}\n", json_text(j));
    } else {
      if (std::string w = uniqueness_warning(uniqueness); !w.empty())
        fmt::print(stderr, "{}: line {}: warning: {}\n", escaped(source.name), r.line, w);
      fmt::print("{}\n{}\n", format_line(in.puzzle, a), format_step(*step, a));
      for (const Certificate& c : certs) {
        fmt::print("  size {} rank {}: BaseSet: {} | CoverSet: {}", c.base.size(), c.rank(), constraints(c.base),
                   constraints(c.cover));
        if (!c.fins.empty()) {
          std::vector<Cell> cells;
          for (const Candidate& f : c.fins) cells.push_back(f.cell);
          fmt::print(" | fins {}", format_cells(cells, a.box));
        }
        fmt::print("\n");
      }
      fmt::print(
          "  checker: {}\n\n",
          verdict ? fmt::format("REJECTED at {}: {}", elimination_token(verdict->candidate, a), describe(verdict->kind))
                  : std::string("accepted"));
    }
    return verdict ? Verdict::bad : Verdict::fine;
  });
}

}  // namespace setlogic::cli
