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
#include <fmt/ranges.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <memory>
#include <setlogic/setlogic.hpp>

#include "args.hpp"
#include "commands.hpp"
#include "inputs.hpp"
#include "ladder.hpp"
#include "ordered_pool.hpp"
#include "progress.hpp"
#include "record_text.hpp"

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

// What every worker needs, fixed for the run.
struct Context {
  const RateArgs& args;
  Format format;
  TechniqueSet techniques;
  Scales scales;
  const RecordSieve& sieve;  // the records written (--where, --uses, --avoids)
  bool name_files;           // more than one input: records say which file they come from
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
  PathStats path;  // the path's steps and eliminations per technique, when rated
  double seconds = 0;
  bool written = true;  // false: sieved out
  std::string text;     // the output record, newline included
};

// Records travel in chunks of about a millisecond of work, so that handing them between
// threads costs little against fast puzzles, while slow ones still spread over every thread.
using Chunk = std::vector<Job>;
using RatedChunk = std::vector<Rated>;
constexpr double kChunkSeconds = 1e-3;
constexpr std::size_t kMaxChunk = 64;

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
    const std::uint64_t n = r.path[t.technique].steps;
    if (n == 0) continue;
    if (!out.empty()) out += ' ';
    out += fmt::format("{}={}", t.id, n);
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
      return fmt::format("{} {}\n", head, rating_text(e));
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
      line += fmt::format(",{},{},{},{}", std::round(e.seconds * 1e6) / 1e3, technique_counts_text(r), e.solution,
                          csv_field(e.reason));
      if (ctx.scales.hodoku) {
        const auto& h = e.rated.scales.hodoku;
        line += h ? fmt::format(",{},{}", h->score, level_name(h->level)) : std::string(",,");
      }
      if (ctx.scales.se) {
        const auto& se = e.rated.scales.se;
        line += se ? fmt::format(",{},{},{}", tenths_text(se->er), tenths_text(se->ep), tenths_text(se->ed))
                   : std::string(",,,");
      }
      return line + "\n";
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
                                  .scales = ctx.scales,
                                  .assume_unique = ctx.args.ladder.assume_unique(),
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
    r.path.add(e.rated.solved.steps);
  }
  r.written = ctx.sieve.keeps(e);
  if (!r.written) return r;
  r.text = ctx.args.print == "puzzle" ? (e.puzzle.empty() ? "" : e.puzzle + "\n") : format_record(ctx, job, r, e);
  return r;
}

// Counts over the records rated in this run, printed on stderr at the end.
struct Summary {
  std::uint64_t records = 0;
  std::uint64_t written = 0;
  double seconds = 0;  // summed over records: the time one thread would take
  std::array<std::uint64_t, kOutcomes> outcomes{};
  std::array<std::uint64_t, kLevelCount> grades{};
  PathStats paths;

  void add(const Rated& r) {
    ++records;
    written += r.written ? 1 : 0;
    seconds += r.seconds;
    ++outcomes[static_cast<std::size_t>(r.outcome)];
    if (r.outcome != Kind::logic && r.outcome != Kind::guesses) return;
    ++grades[static_cast<std::size_t>(r.grade)];
    paths.merge(r.path);
  }

  void print(double wall, int threads, std::uint64_t kept, bool sieved) const {
    const double per = records > 0 ? 1.0 / static_cast<double>(records) : 0.0;
    fmt::print(
        stderr,
        "rated {} records in {:.2f} s with {} thread{}: {:.0f} puzzles/s, {:.3f} ms/puzzle ({:.3f} ms of one thread)\n",
        records, wall, threads, threads == 1 ? "" : "s", wall > 0 ? static_cast<double>(records) / wall : 0.0,
        wall * 1e3 * per, seconds * 1e3 * per);
    if (kept > 0) fmt::print(stderr, "{} records already in the output were kept\n", kept);
    if (sieved) fmt::print(stderr, "{} of the {} records met the conditions and were written\n", written, records);
    std::string line = "outcomes:";
    for (std::size_t k = 0; k < kOutcomes; ++k)
      line += fmt::format("{} {} {}", k == 0 ? "" : ",", kind_name(static_cast<Kind>(k)), outcomes[k]);
    fmt::print(stderr, "{}\n", line);
    line = "grades:";
    for (std::size_t g = 0; g < kLevelCount; ++g)
      line += fmt::format("{} {} {}", g == 0 ? "" : ",", level_name(static_cast<Level>(g)), grades[g]);
    fmt::print(stderr, "{}\n", line);
    fmt::print(stderr, "{}", path_stats_table(paths));
  }
};

std::string_view format_name(Format format) {
  return format == Format::text ? "text" : format == Format::jsonl ? "jsonl" : "csv";
}

// The lines every output begins with: a record of what wrote it (the version, the ladder, the
// options), so that a rating can be traced and a run resumed only as it began; then CSV's
// header. Text and CSV write it as a comment, JSONL as an object without "n".
std::string preamble(Format format, const RateArgs& args, const TechniqueSet& techniques, const Scales& scales) {
  const TechniqueSet* edited = args.ladder.techniques.empty() ? nullptr : &techniques;
  if (format == Format::jsonl)
    return json_text(rate_header_json(args.ladder.profile, edited, scales, args.timeout, args.ladder.settings)) + "\n";
  std::string line = fmt::format("# setlogic {} rate profile={}", version(), args.ladder.profile);
  if (edited != nullptr) {
    std::vector<std::string_view> ids;
    for (Technique t : techniques.list()) ids.push_back(info(t).id);
    line += fmt::format(" techniques={}", fmt::join(ids, ","));
  }
  line += fmt::format(" scale={} timeout_per_puzzle={} {}\n", scale_name(scales), args.timeout,
                      options_text(args.ladder.settings));
  if (format != Format::csv) return line;
  return line + std::string(kCsvHeader) + (scales.hodoku ? ",hodoku_score,hodoku_level" : "") +
         (scales.se ? ",se_er,se_ep,se_ed" : "") + "\n";
}

// What one line of earlier output says of its record: its number, the input line it came
// from (text records do not say) and the puzzle ("" for a record that did not parse).
struct KeptRecord {
  std::uint64_t n = 0;
  std::optional<int> line;
  std::string puzzle;
};

std::optional<std::uint64_t> whole_number(std::string_view text) {
  std::uint64_t n = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (ec != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
  return n;
}

// The record a line of output in `format` holds, or nullopt when the line is no record of
// rate's.
std::optional<KeptRecord> kept_record(const std::string& line, Format format) {
  KeptRecord k;
  switch (format) {
    case Format::text: {
      // "<puzzle> #n <verdict>" or, for a record that did not parse, "#n error: ..."
      const std::size_t hash = line.starts_with('#') ? 0 : line.find(" #");
      if (hash == std::string::npos) return std::nullopt;
      const std::size_t digits = hash == 0 ? 1 : hash + 2;
      const std::size_t stop = line.find(' ', digits);
      if (stop == std::string::npos) return std::nullopt;
      auto n = whole_number(std::string_view(line).substr(digits, stop - digits));
      if (!n) return std::nullopt;
      k.n = *n;
      k.puzzle = line.substr(0, hash);
      return k;
    }
    case Format::jsonl: {
      const nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
      if (!j.is_object() || !j.contains("n") || !j["n"].is_number_unsigned() || !j.contains("line") ||
          !j["line"].is_number_integer() || !j.contains("outcome") || !j["outcome"].is_string())
        return std::nullopt;
      if (j.contains("puzzle") && !j["puzzle"].is_string()) return std::nullopt;
      k.n = j["n"].get<std::uint64_t>();
      k.line = j["line"].get<int>();
      k.puzzle = j.contains("puzzle") ? j["puzzle"].get<std::string>() : "";
      return k;
    }
    case Format::csv: {
      // n,line,puzzle,...: no field before the reason is quoted
      std::array<std::string_view, 3> fields;
      std::string_view rest = line;
      for (auto& f : fields) {
        const std::size_t comma = rest.find(',');
        if (comma == std::string_view::npos) return std::nullopt;
        f = rest.substr(0, comma);
        rest.remove_prefix(comma + 1);
      }
      auto n = whole_number(fields[0]);
      auto at = whole_number(fields[1]);
      if (!n || !at || *at > static_cast<std::uint64_t>(std::numeric_limits<int>::max())) return std::nullopt;
      k.n = *n;
      k.line = static_cast<int>(*at);
      k.puzzle = std::string(fields[2]);
      return k;
    }
  }
  return std::nullopt;
}

// The records an earlier run left in an output file, read one at a time as the input's
// records come, so that each is checked against the record of the input it claims to be
// before anything is appended: same number, line and puzzle. A file that is not this
// command's output for this input is refused, naming its first bad line.
class KeptRecords {
 public:
  // Cuts a last line that an interrupted write left unfinished, and a preamble left
  // unfinished; checks that the file begins with this run's `preamble`; counts the records.
  bool open(const std::string& path, Format format, const std::string& preamble, std::string& why) {
    path_ = path;
    format_ = format;
    std::ifstream in(path, std::ios::binary);
    if (!in) return true;  // nothing to resume: start the file
    const std::size_t preamble_lines = static_cast<std::size_t>(std::count(preamble.begin(), preamble.end(), '\n'));
    std::uintmax_t complete_bytes = 0, bytes = 0;
    std::string line;
    std::uint64_t lines = 0;
    std::size_t at = 0;  // where the next preamble line begins
    while (std::getline(in, line)) {
      bytes += line.size();
      if (in.eof()) break;  // no newline: an unfinished record
      complete_bytes = ++bytes;
      if (lines++ < preamble_lines) {
        const std::size_t end = preamble.find('\n', at);
        if (line != std::string_view(preamble).substr(at, end - at)) {
          why = fmt::format(
              "line {} of '{}' is not this run's: it was written by another version of setlogic, with "
              "other options or in another format (this run's: '{}')",
              lines, escaped(path), escaped(preamble.substr(at, end - at)));
          return false;
        }
        at = end + 1;
      }
    }
    in.close();
    if (lines < preamble_lines) complete_bytes = 0, lines = 0;  // the preamble is written again
    std::error_code ec;
    if (complete_bytes != std::filesystem::file_size(path, ec)) std::filesystem::resize_file(path, complete_bytes, ec);
    if (ec) {
      why = fmt::format("cannot cut the unfinished last line of '{}': {}", escaped(path), ec.message());
      return false;
    }
    count_ = lines - std::min<std::uint64_t>(lines, preamble_lines);
    file_.open(path, std::ios::binary);
    for (std::size_t i = 0; i < preamble_lines && lines > 0; ++i, ++line_no_) std::getline(file_, line);
    return true;
  }

  [[nodiscard]] std::uint64_t count() const { return count_; }

  // Checks kept record number `n` against the input's record `r`; false with the reason when
  // it is not that record.
  bool check(std::uint64_t n, const Record& r, std::string& why) {
    std::string line;
    std::getline(file_, line);
    ++line_no_;
    const auto k = kept_record(line, format_);
    const std::string where = fmt::format("line {} of '{}'", line_no_, escaped(path_));
    if (!k || k->n != n) {
      why = fmt::format("{} is not record #{} of rate --format {}", where, n, format_name(format_));
      return false;
    }
    const std::string puzzle = r.ok() ? format_line(r.parsed().puzzle, *r.parsed().alphabet) : "";
    if ((k->line && *k->line != r.line) || k->puzzle != puzzle) {
      why = fmt::format("{} (record #{}) is not the input's record #{} (line {}{}): is it the output of another input?",
                        where, n, n, r.line, puzzle.empty() ? "" : ", " + puzzle);
      return false;
    }
    return true;
  }

 private:
  std::string path_;
  Format format_ = Format::text;
  std::ifstream file_;
  std::uint64_t count_ = 0;
  std::uint64_t line_no_ = 0;
};

}  // namespace

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
  if (!args.output.empty() && !safe_output(args.output, args.inputs)) return 2;
  RecordSieve sieve;
  std::string error;
  auto refuse = [&](std::string_view option, const std::string& given) {
    fmt::print(stderr, "setlogic: {} '{}': {}\n", option, escaped(given), error);
    return 2;
  };
  for (const std::string& c : args.where)
    if (!sieve.where(c, error)) return refuse("--where", c);
  for (const std::string& list : args.uses)
    if (!sieve.uses(list, error)) return refuse("--uses", list);
  for (const std::string& list : args.avoids)
    if (!sieve.avoids(list, error)) return refuse("--avoids", list);
  if (args.resume && (!sieve.empty() || args.print == "puzzle")) {
    fmt::print(stderr,
               "setlogic: --resume continues a whole output, not one sieved by --where, --uses, --avoids or "
               "--print puzzle\n");
    return 2;
  }
  // What the conditions read is rated even when --scale does not ask for it.
  Scales scales = *find_scale(args.scale);
  scales.hodoku |= sieve.scales().hodoku;
  scales.se |= sieve.scales().se;
  const std::string head = args.print == "puzzle" ? "" : preamble(format, args, *techniques, scales);
  KeptRecords kept_records;
  if (std::string why; args.resume && !kept_records.open(args.output, format, head, why)) {
    fmt::print(stderr, "setlogic: cannot resume: {}\n", why);
    return 2;
  }
  const std::uint64_t kept = kept_records.count();
  std::string resume_error;  // a kept record that is not the input's
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
  if (!args.resume || std::ftell(out) == 0) std::fputs(head.c_str(), out);

  const int threads = thread_count(args.threads);
  const Context ctx{args, format, *techniques, scales, sieve, args.inputs.size() > 1};
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
      if (interrupted.load() || write_failed.load() || !resume_error.empty()) return false;
      if (source.name != current_file) {
        lines_before += last_line;
        current_file = source.name;
      }
      last_line = static_cast<std::uint64_t>(record.line);
      if (++ordinal <= kept) return kept_records.check(ordinal, record, resume_error);
      // the name goes into every format's records: bytes that are not UTF-8 are written \xHH
      chunk.push_back(Job{ordinal, lines_before + last_line, escaped(source.name), std::move(record)});
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
    if (resume_error.empty() && ordinal < kept)
      resume_error =
          fmt::format("'{}' already holds {} records, more than the input's {}", escaped(args.output), kept, ordinal);
  }
  if (!resume_error.empty()) {
    progress.clear();
    fmt::print(stderr, "setlogic: cannot resume: {}; nothing was written\n", resume_error);
    return 2;
  }
  progress.clear();
  if (file && std::fclose(file.release()) != 0 && !write_failed) write_errno = errno, write_failed = true;
  if (write_failed) {
    fmt::print(stderr, "setlogic: cannot write {}: {}; the records before the failure are complete\n",
               args.output.empty() ? "the output" : "'" + escaped(args.output) + "'", std::strerror(write_errno));
    return 2;
  }
  if (args.summary)
    summary.print(std::chrono::duration<double>(Clock::now() - start).count(), threads, kept,
                  !sieve.empty() || args.print == "puzzle");
  return all_rated ? 0 : 1;
}

}  // namespace setlogic::cli
