// setlogic generate: makes puzzles of a shape and a goal on every core.
//
// Puzzle n of a run is the library's generate(options, n): the same seed and options give
// the same puzzles, in the same order, on any number of threads. Segments of the library's
// runs (GenerateRun, whose puzzles are made in order) go through an OrderedPool; each
// puzzle made is checked again before it is written (one solution by
// brute force, the symmetry, pattern, givens and minimality, and the goal on a fresh rating
// through rate_entry, the path `setlogic rate` takes), so a puzzle that fails is a bug,
// reported, never written. The run stops at --count puzzles, at --time, or at Ctrl-C; the
// puzzles in progress are then dropped and every one finished is written.

#include <fmt/format.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstring>
#include <fstream>
#include <memory>
#include <random>
#include <set>
#include <setlogic/json.hpp>
#include <thread>

#include "args.hpp"
#include "commands.hpp"
#include "inputs.hpp"
#include "ordered_pool.hpp"
#include "progress.hpp"
#include "record_text.hpp"

namespace setlogic::cli {

namespace {

using Clock = std::chrono::steady_clock;

struct Segment {
  std::uint64_t first = 0, last = 0;  // the numbers made, first to last - 1
};

struct Made {
  std::uint64_t index = 0;
  bool finished = false;
  std::string puzzle;     // the puzzle line
  std::string text;       // the output record
  std::string error;      // a puzzle that failed its check
  std::string canonical;  // its canonical form, with --unique-up-to-isomorphism
};
// A segment's puzzles, and the puzzles its run judged on the way (those of a search cut
// short by --time or Ctrl-C too).
struct Segmented {
  std::vector<Made> made;
  std::uint64_t judged = 0;
};

// The cells of a pattern file: '.' or '0' an empty cell, any other symbol a given; blanks
// and lines starting with '#' are skipped.
bool read_pattern(const std::string& path, int box, std::vector<std::uint8_t>& out, std::string& why) {
  std::ifstream in(path);
  if (!in) {
    why = "cannot be read";
    return false;
  }
  const std::size_t cells = static_cast<std::size_t>(box) * box * box * box;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.starts_with('#')) continue;
    for (char c : line) {
      if (c == ' ' || c == '\t' || c == '\r') continue;
      if (out.size() == cells) {
        why = fmt::format("line {}: more than {} cells", n, cells);
        return false;
      }
      out.push_back(c == '.' || c == '0' ? 0 : 1);
    }
  }
  if (out.size() != cells) {
    why = fmt::format("{} cells, not the {} of a {}x{} grid", out.size(), cells, box * box, box * box);
    return false;
  }
  return true;
}

}  // namespace

int run_generate(const GenerateArgs& args, bool profile_given) {
  GenerateOptions o;
  o.box = *box_of_size(args.size);  // --size takes only those sizes
  o.symmetry = *find_symmetry(args.symmetry);
  o.minimal = args.minimal;
  o.one_per_grid = args.one_per_grid;
  if (!args.givens.empty()) {
    const auto r = parse_range(args.givens);
    const double cells = args.size * args.size;
    if (!r || r->low != std::floor(r->low) || (std::isfinite(r->high) && r->high != std::floor(r->high))) {
      fmt::print(stderr, "setlogic: --givens '{}': expected a whole number or range, e.g. 22-26\n",
                 escaped(args.givens));
      return 2;
    }
    o.givens = {static_cast<int>(std::max(0.0, r->low)), static_cast<int>(std::min(cells, r->high))};
  }
  if (!args.pattern.empty()) {
    std::string why;
    if (!read_pattern(args.pattern, o.box, o.pattern, why)) {
      fmt::print(stderr, "setlogic: --pattern '{}': {}\n", escaped(args.pattern), why);
      return 2;
    }
    Puzzle marks = Puzzle::empty(o.box);
    for (std::size_t c = 0; c < o.pattern.size(); ++c)
      if (o.pattern[c] != 0) marks.values[c] = 0;
    if (!is_symmetric(marks, o.symmetry)) {
      fmt::print(stderr, "setlogic: --pattern '{}' is not {} symmetric\n", escaped(args.pattern),
                 symmetry_id(o.symmetry));
      return 2;
    }
  }
  if (std::string why = read_goal(args.goal, o.goal); !why.empty()) {
    fmt::print(stderr, "setlogic: --{}\n", why);
    return 2;
  }
  if (args.steps && args.format != "jsonl") {
    fmt::print(stderr, "setlogic: --steps needs --format jsonl\n");
    return 2;
  }
  LadderArgs ladder = args.ladder;
  if (!profile_given) ladder.profile = default_profile(o.goal);
  const Scales goal_scales = o.goal.scales();
  const auto techniques = ladder.resolve();
  if (!techniques) return 2;
  std::atomic<bool> stop{false};
  o.rating = {
      .techniques = *techniques, .assume_unique = ladder.assume_unique(), .limits = ladder.limits(), .cancel = &stop};
  o.rating.limits.budget.cancel = &stop;
  if (std::string why = unreachable_goal(o); !why.empty()) {
    fmt::print(stderr, "setlogic: {}\n", why);
    return 2;
  }
  const auto start = Clock::now();
  if (args.time > 0)
    o.rating.deadline = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(args.time));
  // a drawn seed is one --seed takes back
  o.seed = args.seed ? *args.seed : ((std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}()) >> 1;
  Scales scales = *find_scale(args.scale);
  scales.hodoku |= goal_scales.hodoku;
  scales.se |= goal_scales.se;

  FILE* out = stdout;
  std::unique_ptr<FILE, int (*)(FILE*)> file(nullptr, &std::fclose);
  if (!args.output.empty()) {
    file.reset(std::fopen(args.output.c_str(), "wb"));
    if (!file) {
      fmt::print(stderr, "setlogic: cannot write '{}'\n", escaped(args.output));
      return 2;
    }
    out = file.get();
  }
  const std::string options_text = fmt::format("seed={} size={} symmetry={} minimal={} profile={}", o.seed, args.size,
                                               symmetry_id(o.symmetry), o.minimal, ladder.profile);
  const bool lines_only = args.print == "puzzle";
  if (args.format == "text" && !lines_only) fmt::print(out, "# setlogic {} generate {}\n", version(), options_text);
  if (args.format == "csv" && !lines_only)
    fmt::print(out, "n,puzzle,givens,points,grade,hardest,hodoku_score,hodoku_level,er,ep,ed,tried,seed\n");

  // Ctrl-C and the clock stop the puzzles in progress too.
  std::jthread watch([&](std::stop_token token) {
    while (!token.stop_requested() && !stop.load()) {
      if (interrupted.load() || (o.rating.deadline && Clock::now() >= *o.rating.deadline)) stop = true;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  });
  const int threads = thread_count(args.threads);
  const Alphabet& alphabet = default_alphabet(o.box);
  std::uint64_t written = 0, judged = 0, duplicates = 0;
  std::set<std::string> seen;  // canonical forms, with --unique-up-to-isomorphism
  std::string failure;
  bool write_failed = false;
  Progress progress(args.count);
  {
    // One job is a segment of a run (kGenerateRun), its puzzles made in order so that each
    // goes on from the one before: the numbers below --count first, then whole runs while
    // isomorphs or failures leave puzzles to make.
    auto make = [&](GenerateRun& run) {
      const std::uint64_t index = run.number();
      Made m;
      m.index = index;
      CheckedPuzzle c = run.next(!lines_only);
      if (!c.made) return m;
      const Generated& g = *c.made;
      const RateEntry& e = c.entry;
      m.finished = true;
      m.puzzle = format_line(g.puzzle, alphabet);
      if (m.error = c.error; !m.error.empty()) return m;
      if (args.distinct) {
        // a grid whose canonical form is beyond the budget is taken as new
        const auto canon = canonical_form(g.puzzle);
        m.canonical = canon ? format_line(canon->puzzle, alphabet) : "uncanonical " + m.puzzle;
      }
      if (lines_only) {
        m.text = m.puzzle + "\n";
      } else if (args.format == "jsonl") {
        m.text = json_text(generated_json(c, o.seed, index, args.steps)) + "\n";
      } else if (args.format == "csv") {
        const auto& h = e.rated.scales.hodoku;
        const auto& se = e.rated.scales.se;
        m.text =
            fmt::format("{},{},{},{},{},{},{},{},{},{},{},{},{}\n", index + 1, m.puzzle, g.puzzle.clue_count(),
                        e.rated.rating.points, level_name(e.rated.rating.grade),
                        e.rated.rating.hardest ? info(*e.rated.rating.hardest).id : "",
                        h ? std::to_string(h->score) : "", h ? level_name(h->level) : "", se ? tenths_text(se->er) : "",
                        se ? tenths_text(se->ep) : "", se ? tenths_text(se->ed) : "", g.tried, o.seed);
      } else {
        m.text = fmt::format("{} #{} {}\n", m.puzzle, index + 1, rating_text(e));
      }
      return m;
    };
    OrderedPool<Segment, Segmented> pool(
        threads, 2 * static_cast<std::size_t>(threads),
        [&](Segment& segment) {
          Segmented done;
          GenerateRun run(o, segment.first, scales);
          while (run.number() < segment.last && !stop.load()) {
            done.made.push_back(make(run));
            if (!done.made.back().finished) break;
          }
          done.judged = run.judged();
          return done;
        },
        [&](Segmented& done) {
          judged += done.judged;
          for (Made& m : done.made) {
            if (!m.finished || written == args.count || write_failed || !failure.empty()) continue;
            if (!m.error.empty()) {
              failure = fmt::format("puzzle {} ({}) failed its check: {}", m.index + 1, m.puzzle, m.error);
              stop = true;
              continue;
            }
            if (args.distinct && !seen.insert(m.canonical).second) {
              ++duplicates;
              continue;
            }
            progress.clear();
            if (std::fputs(m.text.c_str(), out) < 0 || std::fflush(out) != 0) write_failed = true;
            progress.tick();
            if (++written == args.count) stop = true;
          }
        });
    for (std::uint64_t first = 0; !stop.load() && written < args.count;) {
      const std::uint64_t end = (first / kGenerateRun + 1) * kGenerateRun;
      const std::uint64_t last = first < args.count ? std::min(end, args.count) : end;
      pool.submit({first, last});
      first = last == args.count ? end : last;
    }
    pool.finish();
  }
  watch.request_stop();
  progress.clear();
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  if (file && std::fclose(file.release()) != 0) write_failed = true;
  if (write_failed) {
    fmt::print(stderr, "setlogic: cannot write {}: {}\n",
               args.output.empty() ? "the output" : "'" + escaped(args.output) + "'", std::strerror(errno));
    return 2;
  }
  if (!failure.empty()) {
    fmt::print(stderr, "setlogic: {}\n", failure);
    return 3;
  }
  fmt::print(stderr, "setlogic: {} puzzle{} in {:.2f} s ({:.2f} a second; {} judged{}); {}\n", written,
             written == 1 ? "" : "s", seconds, seconds > 0 ? static_cast<double>(written) / seconds : 0.0, judged,
             duplicates > 0 ? fmt::format(", {} isomorphs dropped", duplicates) : "", options_text);
  if (interrupted.load()) return 130;
  return 0;
}

}  // namespace setlogic::cli
