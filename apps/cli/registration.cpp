// The command line's parser: every command's options declared on CLI11, each filling the
// command's arguments (args.hpp) and returning the function that runs it.

#include "registration.hpp"

#include <fmt/format.h>

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <memory>

#include "args.hpp"
#include "inputs.hpp"
#include "serve_request.hpp"

namespace setlogic::cli {

CLI::Option* add_threads_option(CLI::App& sub, int& threads, const std::string& what) {
  return sub.add_option("--threads", threads, what + " (0: one per core)")
      ->check(CLI::Range(0, 1024))
      ->capture_default_str();
}

CLI::Validator seconds_in(double lo, double hi) {
  return {[lo, hi](std::string& text) -> std::string {
            char* end = nullptr;
            const double v = std::strtod(text.c_str(), &end);
            if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(v) || v < lo || v > hi)
              return fmt::format("expected a number of seconds from {} to {}, got {}", lo, hi, cited(text));
            return "";
          },
          fmt::format("SECONDS:{}..{}", lo, hi)};
}

CLI::Validator whole_in(long long lo, long long hi) {
  return {[lo, hi](std::string& text) -> std::string {
            long long v = 0;
            const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
            if (text.empty() || ec != std::errc() || end != text.data() + text.size() || v < lo || v > hi)
              return fmt::format("expected a whole number from {} to {}, got {}", lo, hi, cited(text));
            return "";
          },
          fmt::format("INT:{}..{}", lo, hi)};
}

void add_ladder_options(CLI::App& sub, LadderArgs& ladder) {
  sub.add_option("--profile", ladder.profile, fmt::format("Technique ladder: {}", profile_names()))
      ->capture_default_str();
  sub.add_option("--techniques", ladder.techniques,
                 "Comma-separated techniques (id, name or HoDoKu code): only these; with a leading '-' or '+' "
                 "each, the profile without or with them. `setlogic techniques` lists them");
  for (const OptionInfo& o : ladder_options()) {
    const std::string help(o.help);
    if (o.kind == OptionKind::flag) {
      sub.add_flag_function(
          o.flag() + ",!--no-" + o.flag().substr(2),
          [&ladder, &o](std::int64_t count) {
            if (count != 0) o.set(ladder.settings, count > 0 ? 1 : 0);
          },
          help + fmt::format(" (default {})", o.value_text(o.default_value())));
      continue;
    }
    // every value is read by the table, so the command line takes what the other front ends take
    sub.add_option_function<std::string>(
           o.flag(), [&ladder, &o](const std::string& text) { o.set(ladder.settings, *o.parse(text)); }, help)
        ->check(CLI::Validator(
            [&o](std::string& text) { return o.parse(text) ? std::string() : "'" + text + "' is not " + o.expected(); },
            o.kind == OptionKind::whole ? fmt::format("INT in [{} - {}]", o.low, o.high) : o.expected()))
        ->type_name(o.kind == OptionKind::whole ? "INT" : "TEXT")
        ->default_str(o.value_text(o.default_value()));
  }
}

void add_step_output(CLI::App& sub, StepOutput& out) {
  sub.add_option("--notation", out.notation, "Step notation: hodoku (one line) or gnpx (long form)")
      ->check(CLI::IsMember({"hodoku", "gnpx"}))
      ->capture_default_str();
  sub.add_flag("--json", out.json, "One JSON object per puzzle");
  sub.add_option("--output", out.output, "Write to this file instead of standard output");
}

Command add_canon(CLI::App& app, const Common& common) {
  auto args = std::make_shared<CanonArgs>();
  auto* sub = app.add_subcommand(
      "canon",
      "Print each puzzle's canonical form (the least isomorph, row by row, an empty cell as 0): equal lines, "
      "equivalent puzzles");
  sub->add_option("--budget", args->budget,
                  "Give up on a grid after this many search steps (only very symmetric grids need many)")
      ->check(whole_in(1, 1LL << 62))
      ->capture_default_str();
  sub->add_flag("--json", args->json, "One JSON object per puzzle, with the transform that takes it there");
  sub->add_option("inputs", args->inputs, "Files ('-' for standard input) or puzzles; none: standard input");
  return [args, &common] { return run_canon(*args, common); };
}

Command add_check(CLI::App& app, const Common& common) {
  auto args = std::make_shared<CheckArgs>();
  auto* sub = app.add_subcommand("check", "Validate puzzles and print them normalised, or say what is wrong");
  sub->add_flag("--json", args->json, "One JSON object per puzzle");
  sub->add_option("inputs", args->inputs, "Files ('-' for standard input) or puzzles; none: standard input");
  return [args, &common] { return run_check(*args, common); };
}

Command add_count(CLI::App& app, const Common& common) {
  auto args = std::make_shared<CountArgs>();
  auto* sub = app.add_subcommand("count", "Count the solutions of each puzzle (up to a limit) by brute force");
  sub->add_option("--limit", args->limit, "Stop counting at this many solutions")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40))
      ->capture_default_str();
  sub->add_option("--max-guesses", args->max_guesses,
                  "Give up on a puzzle after this many guesses (0: no limit); a puzzle cut short is an error")
      ->check(whole_in(0, 1LL << 62))
      ->capture_default_str();
  sub->add_flag("--json", args->json, "One JSON object per puzzle");
  sub->add_flag("--grid", args->grid, "Print a unique solution as a grid");
  sub->add_option("inputs", args->inputs, "Files ('-' for standard input) or puzzles; none: standard input");
  return [args, &common] { return run_count(*args, common); };
}

Command add_fish(CLI::App& app, const Common& common) {
  auto args = std::make_shared<FishArgs>();
  auto* sub = app.add_subcommand("fish", "List every fish at each position, grouped by size and kind");
  sub->add_option("--digit", args->digits, "Only fish of this digit (repeatable)")->allow_extra_args(false);
  sub->add_option("--size", args->size, "Sizes A-B (2 X-Wing .. 7 Leviathan), or one size")->capture_default_str();
  sub->add_option("--kind", args->kinds, "Comma-separated kinds: basic, finned, sashimi, franken, mutant")
      ->capture_default_str();
  sub->add_flag("--endo", args->endo, "Only fish with endo fins");
  sub->add_flag("--cannibal", args->cannibal, "Only cannibalistic fish");
  sub->add_flag("--siamese", args->siamese,
                "Also Siamese fish: two fish of one digit, family and base set whose eliminations together are more");
  sub->add_flag("--distinct", args->distinct,
                "One fish per digit and elimination set (the first in catalogue order, fewest fins), as steps --all "
                "lists them")
      ->excludes("--siamese");
  add_threads_option(*sub, args->threads, "With --distinct, threads sharing out the search (by digit)");
  sub->add_option("--max-fins", args->max_fins, "Fins allowed, exo and endo (a large number: unlimited)")
      ->check(CLI::Range(0, 625))
      ->capture_default_str();
  sub->add_option("--max-endo-fins", args->max_endo_fins, "Endo fins allowed")
      ->check(CLI::Range(0, 625))
      ->capture_default_str();
  sub->add_flag("--json", args->json, "One JSON object per position");
  sub->add_option("inputs", args->inputs,
                  "Positions: puzzle lines, candidate strings, pencilmark grids or HoDoKu library lines; files or '-'");
  return [args, &common] { return run_fish(*args, common); };
}

// --scale: the scales to rate on besides the points scale (find_scale).
void add_scale_option(CLI::App& sub, std::string& scale) {
  sub.add_option(
         "--scale", scale,
         fmt::format(
             "Rating scales: points, or also HoDoKu's score and level (hodoku), or Sudoku Explainer's ER/EP/ED (se), "
             "or every scale (all); "
             "known: {}",
             scale_names()))
      ->check(CLI::Validator(
          [](std::string& v) { return find_scale(v) ? std::string() : fmt::format("unknown scale '{}'", v); }, "SCALE"))
      ->capture_default_str();
}

Command add_rate(CLI::App& app, const Common& common) {
  auto args = std::make_shared<RateArgs>();
  auto* sub = app.add_subcommand("rate", "Rate every puzzle of a collection, on every core, in input order");
  add_ladder_options(*sub, args->ladder);
  add_threads_option(*sub, args->threads, "Worker threads");
  sub->add_option("--format", args->format, "Output: text (HoDoKu style), jsonl or csv")
      ->check(CLI::IsMember({"text", "jsonl", "csv"}))
      ->capture_default_str();
  sub->add_option("--output", args->output, "Write the records to this file instead of standard output");
  sub->add_flag("--resume", args->resume,
                "Continue the --output file of an interrupted run: keep its records, rate the rest");
  sub->add_option("--timeout-per-puzzle", args->timeout, "Give up on a puzzle after this many seconds (0: no limit)")
      ->check(seconds_in(0, 1e6));
  add_scale_option(*sub, args->scale);
  sub->add_option("--where", args->where,
                  "Write only the records where NAME OP VALUE holds (repeatable, all must): NAME points, guesses, "
                  "hodoku_score, er, ep, ed, grade, hodoku_level, outcome or hardest; OP = != < <= > >=; e.g. "
                  "'hodoku_level>=unfair' or 'er>=9.0'")
      ->allow_extra_args(false);
  sub->add_option("--uses", args->uses,
                  "Write only the records whose path uses one of these techniques (comma-separated; repeatable, all "
                  "must)")
      ->allow_extra_args(false);
  sub->add_option("--avoids", args->avoids, "Write only the records whose path uses none of these techniques")
      ->allow_extra_args(false);
  sub->add_option("--print", args->print, "What to write of a record: the whole record, or the puzzle line alone")
      ->check(CLI::IsMember({"record", "puzzle"}))
      ->capture_default_str();
  sub->add_flag("--steps", args->steps, "Add each puzzle's solution path (--format jsonl)");
  sub->add_flag("--summary,!--no-summary", args->summary, "Print counts per outcome, grade and technique on stderr");
  sub->add_option("inputs", args->inputs, "Files ('-' for standard input) or puzzles; none: standard input");
  return [args, &common] { return run_rate(*args, common); };
}

Command add_generate(CLI::App& app, const Common&) {
  auto args = std::make_shared<GenerateArgs>();
  auto* sub = app.add_subcommand(
      "generate", "Make puzzles of a shape and a goal (level, range, techniques), on every core, each checked");
  add_ladder_options(*sub, args->ladder);
  add_threads_option(*sub, args->threads, "Worker threads");
  sub->add_option("--count", args->count, "Puzzles to make")->check(whole_in(1, 1LL << 40))->capture_default_str();
  sub->add_option("--time", args->time, "Stop after this many seconds (0: no limit), keeping the puzzles made")
      ->check(seconds_in(0, 1e7));
  sub->add_option("--seed", args->seed,
                  "Seed of the puzzle stream: the same seed and options make the same puzzles on any number of "
                  "threads (default: a random seed, printed on stderr)")
      ->check(whole_in(0, std::numeric_limits<long long>::max()));
  sub->add_option("--size", args->size, "Grid size")->check(CLI::IsMember({4, 9, 16, 25}))->capture_default_str();
  sub->add_option("--symmetry", args->symmetry, "Symmetry of the givens: " + std::string(symmetry_names()))
      ->check(CLI::Validator(
          [](std::string& text) {
            return find_symmetry(text) ? std::string()
                                       : "'" + text + "' is not one of " + std::string(symmetry_names());
          },
          "SYMMETRY"))
      ->capture_default_str();
  sub->add_flag("--minimal", args->minimal, "Only minimal puzzles: without any one given, more than one solution");
  sub->add_option("--givens", args->givens, "How many givens, e.g. 24-28 (fewer than minimal cannot be had)");
  sub->add_option("--pattern", args->pattern,
                  "File with a pattern of givens: '.' or '0' an empty cell, any other symbol a given");
  sub->add_option("--level", args->goal.level,
                  "HoDoKu level or range of levels: easy, medium, hard, unfair, extreme; e.g. hard-extreme, unfair-");
  sub->add_option("--points", args->goal.points, "Points (setlogic's scale), a number or range: 800-, -300, 400-900");
  sub->add_option("--score", args->goal.score, "HoDoKu score, a number or range");
  sub->add_option("--er", args->goal.er, "Sudoku Explainer ER, a number or range: 8.0-9.5");
  sub->add_option("--technique", args->goal.techniques,
                  "A technique the path must use, ID[:MODE]; MODE anywhere (0, the default), simple (1: every other "
                  "step a single or simple), simple-then-singles (2), singles (3); repeatable, all must")
      ->allow_extra_args(false);
  sub->add_option("--without", args->goal.without, "A technique the path must not use (repeatable)")
      ->allow_extra_args(false);
  sub->add_option("--hardest", args->goal.hardest, "The technique of the hardest step");
  sub->add_option("--first", args->goal.first, "The technique of the first step beyond singles");
  sub->add_option("--format", args->format, "Output: text (a puzzle a line, HoDoKu style), jsonl or csv")
      ->check(CLI::IsMember({"text", "jsonl", "csv"}))
      ->capture_default_str();
  add_scale_option(*sub, args->scale);
  sub->add_option("--output", args->output, "Write the puzzles to this file instead of standard output");
  sub->add_flag("--steps", args->steps, "Add each puzzle's solution path (--format jsonl)");
  sub->add_option("--print", args->print,
                  "What to write of a puzzle: its record, or its line alone (no header; without a goal, not rated)")
      ->check(CLI::IsMember({"record", "puzzle"}))
      ->capture_default_str();
  sub->add_flag("--unique-up-to-isomorphism", args->distinct, "Drop a puzzle equivalent to one already made");
  sub->add_flag("--one-per-grid", args->one_per_grid,
                "Every puzzle from a grid of its own: a rare goal's search does not go on from the puzzles it found "
                "(slower)");
  return [args, sub] { return run_generate(*args, sub->count("--profile") > 0); };
}

Command add_regress(CLI::App& app, const Common& common) {
  auto args = std::make_shared<RegressArgs>();
  auto* sub = app.add_subcommand("regress", "Run HoDoKu library-format technique cases");
  sub->add_flag("-v,--verbose", args->verbose, "Also list the skipped cases");
  sub->add_option("inputs", args->inputs, "Library files ('-' for standard input)")->required();
  return [args, &common] { return run_regress(*args, common); };
}

Command add_render(CLI::App& app, const Common& common) {
  auto args = std::make_shared<RenderArgs>();
  auto* sub = app.add_subcommand("render", "Draw a position and a step in it as SVG");
  add_ladder_options(*sub, args->ladder);
  auto* step =
      sub->add_option("--step", args->step, "Draw step N (1-based) of the solve path, in the position before it")
          ->check(CLI::Range(1, 1 << 20));
  sub->add_flag("--next", args->next, "Draw the next step of the ladder (the default)")->excludes(step);
  sub->add_option("--branch", args->branch,
                  "Draw branch N (1-based) of a forcing step or Kraken fish alone, with what it implies")
      ->check(CLI::Range(1, 1 << 20));
  sub->add_option("--output", args->output, "Write the SVG to this file instead of standard output");
  sub->add_option("inputs", args->inputs, "One position: a puzzle, candidate string, pencilmark grid or library line");
  return [args, &common] { return run_render(*args, common); };
}

Command add_rank(CLI::App& app, const Common& common) {
  auto args = std::make_shared<RankArgs>();
  auto* sub = app.add_subcommand("rank", "List every general-logic (base/cover set) finding, by size and rank");
  sub->add_option("--max-size", args->limits.max_size, "Most base sets")
      ->check(CLI::Range(1, SetLogicLimits::kMaxSize))
      ->capture_default_str();
  sub->add_option("--max-rank", args->limits.max_rank, "Highest rank")
      ->check(CLI::Range(0, SetLogicLimits::kMaxRank))
      ->capture_default_str();
  sub->add_option("--digit", args->digits, "Only logic about this digit (repeatable)")->allow_extra_args(false);
  sub->add_flag("--json", args->json, "One JSON object per position");
  add_threads_option(*sub, args->threads, "Threads sharing out the search");
  sub->add_option("inputs", args->inputs,
                  "Positions: puzzle lines, candidate strings, pencilmark grids or HoDoKu library lines; files or '-'");
  return [args, &common] { return run_rank(*args, common); };
}

Command add_explain(CLI::App& app, const Common& common) {
  auto args = std::make_shared<ExplainArgs>();
  auto* sub = app.add_subcommand("explain", "Show the next step as base/cover certificates with their rank, checked");
  add_ladder_options(*sub, args->ladder);
  sub->add_flag("--json", args->json, "One JSON object per position");
  sub->add_option("inputs", args->inputs,
                  "Positions: puzzle lines, candidate strings, pencilmark grids or HoDoKu library lines; files or '-'");
  return [args, &common] { return run_explain(*args, common); };
}

Command add_solve(CLI::App& app, const Common& common) {
  auto args = std::make_shared<SolveArgs>();
  auto* sub = app.add_subcommand("solve", "Solve step by step, explain each step, rate the puzzle");
  add_ladder_options(*sub, args->ladder);
  add_step_output(*sub, args->out);
  sub->add_flag("--guess,!--no-guess", args->guess, "Guess and check when logic is stuck (default on)");
  sub->add_flag("--all-solutions", args->all_solutions,
                "Follow every branch to count solutions (up to --limit); more than one is an error");
  sub->add_option("--limit", args->limit, "Solutions to look for with --all-solutions")
      ->check(CLI::Range(1, 1 << 30))
      ->capture_default_str();
  sub->add_flag("--check", args->check,
                "Check every step against the brute-force solution and its certificate; a failure is an error");
  sub->add_option("--max-guesses", args->max_guesses, "Give up after this many guesses (0: no limit)")
      ->check(whole_in(0, 1LL << 62));
  sub->add_flag("--stats", args->stats, "Print searches, applied steps and time per technique on stderr at the end");
  add_scale_option(*sub, args->scale);
  sub->add_option("--time-limit", args->time_limit, "Give up on a puzzle after this many seconds (0: no limit)")
      ->check(seconds_in(0, 1e6));
  sub->add_option("inputs", args->inputs, "Files ('-' for standard input) or puzzles; none: standard input");
  return [args, &common] { return run_solve(*args, common); };
}

Command add_hint(CLI::App& app, const Common& common) {
  auto args = std::make_shared<StepsArgs>();
  args->hint = true;
  auto* sub = app.add_subcommand("hint", "Print the next step of each position");
  add_ladder_options(*sub, args->ladder);
  add_step_output(*sub, args->out);
  sub->add_option("--level", args->level,
                  "How much to give away: technique (its name only), where (the digits, houses and cells to look "
                  "at) or step (the whole step)")
      ->check(CLI::IsMember({"technique", "where", "step"}))
      ->capture_default_str();
  sub->add_option("inputs", args->inputs,
                  "Positions: puzzle lines, candidate strings, pencilmark grids or HoDoKu library lines; files or '-'");
  return [args, &common] { return run_steps(*args, common); };
}

Command add_steps(CLI::App& app, const Common& common) {
  auto args = std::make_shared<StepsArgs>();
  auto* sub = app.add_subcommand("steps", "List the steps that apply in each position now");
  add_ladder_options(*sub, args->ladder);
  add_step_output(*sub, args->out);
  sub->add_flag("--all", args->all, "Every step of every enabled technique (default: those of the simplest one)");
  sub->add_option("--digit", args->digits, "Only steps about this digit (repeatable)")->allow_extra_args(false);
  add_threads_option(*sub, args->threads, "Threads sharing out the fish search (by digit)");
  sub->add_option("inputs", args->inputs,
                  "Positions: puzzle lines, candidate strings, pencilmark grids or HoDoKu library lines; files or '-'");
  return [args, &common] { return run_steps(*args, common); };
}

Command add_serve(CLI::App& app, const Common&) {
  auto args = std::make_shared<ServeArgs>();
  auto* sub = app.add_subcommand("serve", "Serve the web viewer and its JSON API on this machine");
  sub->add_option("--host", args->host, "Address to listen on (loopback by default)")->capture_default_str();
  sub->add_option("--port", args->port, "Port (0: any free port, printed on start)")
      ->check(CLI::Range(0, 65535))
      ->capture_default_str();
  sub->add_option("--request-time-limit", args->request_time_limit, "Seconds of work allowed per request")
      ->check(seconds_in(0.001, 3600))
      ->capture_default_str();
  sub->add_option("--request-read-time-limit", args->request_read_time_limit,
                  "Seconds within which a whole request, headers and body, must arrive")
      ->check(seconds_in(0.1, 3600))
      ->capture_default_str();
  sub->add_option("--max-body", args->max_body, "Largest request body in bytes")
      ->check(CLI::Range(std::size_t{64}, std::size_t{1} << 26))
      ->capture_default_str();
  sub->add_option("--max-steps", args->max_steps, "Most steps /api/steps lists (more are cut, marked truncated)")
      ->check(CLI::Range(std::size_t{1}, std::size_t{1} << 24))
      ->capture_default_str();
  sub->add_option("--threads", args->threads, fmt::format("Threads serving requests (0: {})", kDefaultServeThreads))
      ->check(CLI::Range(0, 256));
  sub->add_option("--max-fins", args->max_fins, "Most fins a request may ask for")
      ->check(CLI::Range(0, 625))
      ->capture_default_str();
  sub->add_option("--max-set-logic-size", args->max_set_logic_size, "Largest set-logic size a request may ask for")
      ->check(CLI::Range(1, SetLogicLimits::kMaxSize))
      ->capture_default_str();
  sub->add_option("--max-set-logic-rank", args->max_set_logic_rank, "Highest set-logic rank a request may ask for")
      ->check(CLI::Range(0, SetLogicLimits::kMaxRank))
      ->capture_default_str();
  sub->add_option("--max-grid", args->max_grid, "Largest grid a request may send (4, 9, 16 or 25)")
      ->check(CLI::IsMember({4, 9, 16, 25}))
      ->capture_default_str();
  sub->add_option("--heavy", args->heavy,
                  "Long requests (grids over 9x9, set logic, every step, more fins) running at once; more get 503")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  sub->add_option("--max-connections-per-client", args->per_client,
                  "Connections served at once from one client address; more are answered 503")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  return [args] { return run_serve(*args); };
}

Command add_options(CLI::App& app, const Common&) {
  auto json = std::make_shared<bool>(false);
  auto* sub = app.add_subcommand(
      "options", "List the search options that solve, hint, steps, rate, explain, render, Python and the web API take");
  sub->add_flag("--json", *json, "The table as JSON: name, flag, kind, range or choices, default, help");
  return [json] { return run_options(*json); };
}

Command add_techniques(CLI::App& app, const Common&) {
  auto json = std::make_shared<bool>(false);
  auto* sub = app.add_subcommand("techniques",
                                 "List the techniques: id, name, HoDoKu code, family, level, points and the profiles "
                                 "that hold them, in solving order");
  sub->add_flag("--json", *json, "The catalogue as JSON: techniques (with their profiles) and profiles");
  return [json] { return run_techniques(*json); };
}

}  // namespace setlogic::cli
