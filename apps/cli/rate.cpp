// setlogic rate: rates a collection of puzzles on every core.
//
// Each input record becomes one output record, in input order: the brute-force solver
// first counts solutions (none and several are outcomes of their own), then the logic
// solver solves with the chosen ladder, guessing when stuck, and the path is rated. Records
// go through an OrderedPool in chunks, so output streams as it finishes and memory does
// not grow with the input. A first Ctrl-C stops reading and lets the puzzles in progress
// finish; a second drops them. Everything finished before the first unfinished record is
// written either way, and `--resume` picks up an output file where it ends.

#include <fmt/format.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <setlogic/setlogic.hpp>

#include "commands.hpp"
#include "inputs.hpp"
#include "ladder.hpp"
#include "ordered_pool.hpp"
#include "progress.hpp"

namespace setlogic::cli {
namespace {

using Clock = std::chrono::steady_clock;

// What became of a record: one of the library's outcomes (rate_record), or a bad record.
enum class Kind { logic, guesses, no_solution, multiple, timeout, error };
constexpr int kOutcomes = 6;
static_assert(static_cast<int>(Kind::timeout) == static_cast<int>(Outcome::timeout));
std::string_view kind_name(Kind k) {
  return k == Kind::error ? "error" : outcome_name(static_cast<Outcome>(k));
}

enum class Format { text, jsonl, csv };
constexpr std::string_view kCsvHeader =
    "n,line,puzzle,size,outcome,points,grade,hardest,guesses,ms,techniques,solution,reason";

struct RateArgs {
  LadderArgs ladder;
  int threads = 0;
  std::string format = "text";
  std::string output;
  bool resume = false;
  double timeout = 0;
  bool steps = false;
  bool summary = true;
  std::vector<std::string> inputs;
};

// What every worker needs, fixed for the run.
struct Context {
  const RateArgs& args;
  Format format;
  TechniqueSet techniques;
  bool name_files;  // more than one input: records say which file they come from
};

struct Job {
  std::uint64_t n = 0;           // 1-based place in the output
  std::uint64_t lines_done = 0;  // input lines read up to this record, for the progress bar
  std::string file;
  Record record;
};

struct Rated {
  std::uint64_t n = 0;
  std::uint64_t lines_done = 0;
  bool finished = true;  // false: dropped by a second interrupt, never written
  Kind outcome = Kind::error;
  Level grade = Level::easy;
  std::array<std::uint32_t, kTechniqueCount> steps{};
  std::array<std::uint32_t, kTechniqueCount> eliminations{};
  double seconds = 0;
  std::string text;  // the output record, newline included
};

// Records travel in chunks of about a millisecond of work, so that handing them between
// threads costs little against fast puzzles, while slow ones still spread over every thread.
using Chunk = std::vector<Job>;
using RatedChunk = std::vector<Rated>;
constexpr double kChunkSeconds = 1e-3;
constexpr std::size_t kMaxChunk = 64;

std::string capitalized(std::string_view s) {
  std::string out(s);
  if (!out.empty()) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  return out;
}

std::string csv_field(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

std::string technique_counts_text(const Rated& r) {
  std::string out;
  for (const TechniqueInfo& t : catalogue()) {
    auto k = static_cast<std::size_t>(t.technique);
    if (r.steps[k] == 0) continue;
    if (!out.empty()) out += ' ';
    out += fmt::format("{}={}", t.id, r.steps[k]);
  }
  return out;
}

std::string format_record(const Context& ctx, const Job& job, const Rated& r, const RateEntry& e) {
  const Rating& rating = e.rated.rating;
  const long guesses = e.rated.solved.guesses;
  switch (ctx.format) {
    case Format::text: {
      std::string head = e.puzzle.empty() ? fmt::format("#{}", r.n) : fmt::format("{} #{}", e.puzzle, r.n);
      if (!e.is_rated()) return fmt::format("{} {}: {}\n", head, kind_name(r.outcome), e.reason);
      std::string line = fmt::format("{} {} ({}) {}", head, capitalized(level_name(r.grade)), rating.points,
                                     rating.hardest ? info(*rating.hardest).name : "none");
      if (guesses > 0) line += fmt::format(" ({} guesses)", guesses);
      return line + "\n";
    }
    case Format::jsonl:
      return json_text(rate_entry_json(e, r.n, ctx.name_files ? job.file : "", ctx.args.steps)) + "\n";
    case Format::csv: {
      std::string line = fmt::format("{},{},{},{},{}", r.n, job.record.line, e.puzzle,
                                     e.size == 0 ? "" : std::to_string(e.size), e.outcome_text());
      if (e.is_rated())
        line += fmt::format(",{},{},{},{}", rating.points, level_name(r.grade),
                            rating.hardest ? info(*rating.hardest).id : "", guesses);
      else
        line += ",,,,";
      line += fmt::format(",{},{},{},{}\n", std::round(e.seconds * 1e6) / 1e3, technique_counts_text(r), e.solution,
                          csv_field(e.reason));
      return line;
    }
  }
  return {};
}

Rated rate_one(const Context& ctx, const Job& job) {
  Rated r;
  r.n = job.n;
  r.lines_done = job.lines_done;
  const RateEntry e = rate_entry(job.record, job.file,
                                 {.techniques = ctx.techniques,
                                  .assume_unique = ctx.args.ladder.assume_unique,
                                  .limits = ctx.args.ladder.limits(),
                                  .cancel = &abandoned},
                                 ctx.args.timeout);
  if (!e.finished) {
    r.finished = false;
    return r;
  }
  r.outcome = e.outcome ? static_cast<Kind>(*e.outcome) : Kind::error;
  r.seconds = e.seconds;
  if (e.is_rated()) {
    r.grade = e.rated.rating.grade;
    for (const Step& s : e.rated.solved.steps) {
      auto k = static_cast<std::size_t>(s.technique);
      ++r.steps[k];
      r.eliminations[k] += static_cast<std::uint32_t>(s.eliminations.size());
    }
  }
  r.text = format_record(ctx, job, r, e);
  return r;
}

// Counts over the records written in this run, printed on stderr at the end.
struct Summary {
  std::uint64_t records = 0;
  double seconds = 0;  // summed over records: the time one thread would take
  std::array<std::uint64_t, kOutcomes> outcomes{};
  std::array<std::uint64_t, kLevelCount> grades{};
  std::array<std::uint64_t, kTechniqueCount> puzzles{};
  std::array<std::uint64_t, kTechniqueCount> steps{};
  std::array<std::uint64_t, kTechniqueCount> eliminations{};

  void add(const Rated& r) {
    ++records;
    seconds += r.seconds;
    ++outcomes[static_cast<std::size_t>(r.outcome)];
    if (r.outcome != Kind::logic && r.outcome != Kind::guesses) return;
    ++grades[static_cast<std::size_t>(r.grade)];
    for (std::size_t k = 0; k < r.steps.size(); ++k) {
      puzzles[k] += r.steps[k] > 0;
      steps[k] += r.steps[k];
      eliminations[k] += r.eliminations[k];
    }
  }

  void print(double wall, int threads, std::uint64_t kept) const {
    const double per = records > 0 ? 1.0 / static_cast<double>(records) : 0.0;
    fmt::print(
        stderr,
        "rated {} records in {:.2f} s with {} thread{}: {:.0f} puzzles/s, {:.3f} ms/puzzle ({:.3f} ms of one thread)\n",
        records, wall, threads, threads == 1 ? "" : "s", wall > 0 ? static_cast<double>(records) / wall : 0.0,
        wall * 1e3 * per, seconds * 1e3 * per);
    if (kept > 0) fmt::print(stderr, "{} records already in the output were kept\n", kept);
    std::string line = "outcomes:";
    for (std::size_t k = 0; k < kOutcomes; ++k)
      line += fmt::format("{} {} {}", k == 0 ? "" : ",", kind_name(static_cast<Kind>(k)), outcomes[k]);
    fmt::print(stderr, "{}\n", line);
    line = "grades:";
    for (std::size_t g = 0; g < kLevelCount; ++g)
      line += fmt::format("{} {} {}", g == 0 ? "" : ",", level_name(static_cast<Level>(g)), grades[g]);
    fmt::print(stderr, "{}\n", line);
    fmt::print(stderr, "{:<44} {:>9} {:>11} {:>13}\n", "technique", "puzzles", "steps", "eliminations");
    for (const TechniqueInfo& t : catalogue()) {
      auto k = static_cast<std::size_t>(t.technique);
      if (steps[k] == 0) continue;
      fmt::print(stderr, "{:<44} {:>9} {:>11} {:>13}\n", t.name, puzzles[k], steps[k], eliminations[k]);
    }
  }
};

// The record number in one line of earlier output, or nullopt when the line is not a record.
std::optional<std::uint64_t> record_number(std::string_view line, Format format) {
  std::size_t at = 0;
  switch (format) {
    case Format::text:
      at = line.starts_with('#') ? 1 : line.find(" #");
      if (at == std::string_view::npos) return std::nullopt;
      at += line[at] == ' ' ? 2 : 0;
      break;
    case Format::jsonl:
      if (!line.starts_with("{\"n\":")) return std::nullopt;
      at = 5;
      break;
    case Format::csv:
      break;
  }
  std::uint64_t n = 0;
  std::size_t digits = 0;
  for (; at + digits < line.size() && std::isdigit(static_cast<unsigned char>(line[at + digits])) != 0; ++digits)
    n = n * 10 + static_cast<std::uint64_t>(line[at + digits] - '0');
  if (digits == 0) return std::nullopt;
  return n;
}

// How many records an earlier run left in `path`: its complete lines (less the CSV
// header), after cutting off a last line that an interrupted write left unfinished. The
// last record must carry that number, or the file is not this command's output.
std::optional<std::uint64_t> resume_point(const std::string& path, Format format, std::string& why) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return 0;  // nothing to resume: start the file
  std::uint64_t lines = 0;
  std::uintmax_t complete_bytes = 0;
  std::string line, last, first;
  std::uintmax_t bytes = 0;
  while (std::getline(in, line)) {
    bytes += line.size();
    if (in.eof()) break;  // no newline: an unfinished record
    ++bytes;
    complete_bytes = bytes;
    if (lines++ == 0) first = line;
    last = line;
  }
  in.close();
  std::error_code ec;
  if (complete_bytes != std::filesystem::file_size(path, ec)) std::filesystem::resize_file(path, complete_bytes, ec);
  if (ec) {
    why = fmt::format("cannot cut the unfinished last line of '{}': {}", path, ec.message());
    return std::nullopt;
  }
  if (format == Format::csv && lines > 0) {
    if (first != kCsvHeader) {
      why = fmt::format("'{}' does not start with the CSV header of rate", path);
      return std::nullopt;
    }
    --lines;
  }
  if (lines == 0) return 0;
  auto n = record_number(last, format);
  if (n != lines) {
    why =
        fmt::format("'{}' holds {} records but its last line is not record #{} of rate --format {}", path, lines, lines,
                    format == Format::text    ? "text"
                    : format == Format::jsonl ? "jsonl"
                                              : "csv");
    return std::nullopt;
  }
  return lines;
}

int run_rate(const RateArgs& args, const Common& common) {
  ReadOptions read;
  if (!common.read_options(read)) return 2;
  auto techniques = args.ladder.resolve();
  if (!techniques) return 2;
  const Format format = args.format == "jsonl" ? Format::jsonl : args.format == "csv" ? Format::csv : Format::text;
  if (args.steps && format != Format::jsonl) {
    fmt::print(stderr, "setlogic: --steps needs --format jsonl\n");
    return 2;
  }
  if (args.resume && args.output.empty()) {
    fmt::print(stderr, "setlogic: --resume needs --output FILE\n");
    return 2;
  }
  if (!args.output.empty()) {
    // fopen below empties the output: it must not be one of the inputs, under any name
    for (const std::string& input : args.inputs) {
      std::error_code ec;
      if (input != "-" && std::filesystem::equivalent(input, args.output, ec)) {
        fmt::print(stderr, "setlogic: --output '{}' is the input '{}': refusing to overwrite it\n",
                   escaped(args.output), escaped(input));
        return 2;
      }
    }
  }
  std::uint64_t kept = 0;
  if (args.resume) {
    std::string why;
    auto point = resume_point(args.output, format, why);
    if (!point) {
      fmt::print(stderr, "setlogic: cannot resume: {}\n", why);
      return 2;
    }
    kept = *point;
  }
  FILE* out = stdout;
  std::unique_ptr<FILE, int (*)(FILE*)> file(nullptr, &std::fclose);
  if (!args.output.empty()) {
    file.reset(std::fopen(args.output.c_str(), args.resume ? "ab" : "wb"));
    if (!file) {
      fmt::print(stderr, "setlogic: cannot write '{}'\n", args.output);
      return 2;
    }
    out = file.get();
  }
  if (format == Format::csv && (!args.resume || std::ftell(out) == 0)) fmt::print(out, "{}\n", kCsvHeader);

  const int threads = thread_count(args.threads);
  const Context ctx{args, format, *techniques, args.inputs.size() > 1};
  const auto start = Clock::now();
  Summary summary;
  Progress progress(count_lines(args.inputs.empty() ? std::vector<std::string>{"-"} : args.inputs));
  const bool share_terminal = out == stdout && isatty(STDOUT_FILENO) != 0;
  bool all_rated = true;
  bool stopped = false;                   // an unfinished record was met: nothing after it is written
  std::atomic<bool> write_failed{false};  // then reading stops: nothing more can be written
  int write_errno = 0;
  {
    OrderedPool<Chunk, RatedChunk> pool(
        threads, 4 * static_cast<std::size_t>(threads),
        [&](Chunk& chunk) {
          RatedChunk rated;
          rated.reserve(chunk.size());
          for (const Job& job : chunk) rated.push_back(rate_one(ctx, job));
          return rated;
        },
        [&](RatedChunk& rated) {
          if (share_terminal) progress.clear();
          for (const Rated& r : rated) {
            if (stopped || !r.finished || write_failed.load()) {
              stopped = true;
              continue;
            }
            if (std::fputs(r.text.c_str(), out) < 0) write_errno = errno, write_failed = true;
            summary.add(r);
            all_rated &= r.outcome == Kind::logic || r.outcome == Kind::guesses;
            progress.tick(r.lines_done);
          }
          if (std::fflush(out) != 0 || std::ferror(out) != 0) {
            if (!write_failed) write_errno = errno;
            write_failed = true;
          }
        });
    std::uint64_t ordinal = 0;
    std::uint64_t lines_before = 0;  // lines of the files already read
    std::uint64_t last_line = 0;
    std::string current_file;
    Chunk chunk;
    bool opened = for_each_record(args.inputs, read, [&](const Source& source, Record& record) {
      if (interrupted.load() || write_failed.load()) return false;
      if (source.name != current_file) {
        lines_before += last_line;
        current_file = source.name;
      }
      last_line = static_cast<std::uint64_t>(record.line);
      if (++ordinal <= kept) return true;
      chunk.push_back(Job{ordinal, lines_before + last_line, source.name, std::move(record)});
      const double per_record = summary.records > 0 ? summary.seconds / static_cast<double>(summary.records) : 1.0;
      if (static_cast<double>(chunk.size()) * per_record >= kChunkSeconds || chunk.size() == kMaxChunk)
        pool.submit(std::exchange(chunk, {}));
      return true;
    });
    all_rated &= opened;
    if (interrupted.load()) {
      fmt::print(stderr, "\nsetlogic: finishing the puzzles in progress; Ctrl-C again drops them\n");
    } else if (!chunk.empty()) {
      pool.submit(std::move(chunk));
    }
    pool.finish();
    if (ordinal < kept)
      fmt::print(stderr, "setlogic: '{}' already holds {} records, more than the input's {}\n", args.output, kept,
                 ordinal);
  }
  progress.clear();
  if (file && std::fclose(file.release()) != 0 && !write_failed) write_errno = errno, write_failed = true;
  if (write_failed) {
    fmt::print(stderr, "setlogic: cannot write {}: {}; the records before the failure are complete\n",
               args.output.empty() ? "the output" : "'" + escaped(args.output) + "'", std::strerror(write_errno));
    return 2;
  }
  if (args.summary) summary.print(std::chrono::duration<double>(Clock::now() - start).count(), threads, kept);
  return all_rated ? 0 : 1;
}

}  // namespace

Command add_rate(CLI::App& app, const Common& common) {
  auto args = std::make_shared<RateArgs>();
  auto* sub = app.add_subcommand("rate", "Rate every puzzle of a collection, on every core, in input order");
  args->ladder.add_to(*sub);
  add_threads_option(*sub, args->threads, "Worker threads");
  sub->add_option("--format", args->format, "Output: text (HoDoKu style), jsonl or csv")
      ->check(CLI::IsMember({"text", "jsonl", "csv"}))
      ->capture_default_str();
  sub->add_option("--output", args->output, "Write the records to this file instead of standard output");
  sub->add_flag("--resume", args->resume,
                "Continue the --output file of an interrupted run: keep its records, rate the rest");
  sub->add_option("--timeout-per-puzzle", args->timeout, "Give up on a puzzle after this many seconds (0: no limit)")
      ->check(seconds_in(0, 1e6));
  sub->add_flag("--steps", args->steps, "Add each puzzle's solution path (--format jsonl)");
  sub->add_flag("--summary,!--no-summary", args->summary, "Print counts per outcome, grade and technique on stderr");
  sub->add_option("inputs", args->inputs, "Files ('-' for standard input) or puzzles; none: standard input");
  return [args, &common] { return run_rate(*args, common); };
}

}  // namespace setlogic::cli
