// setlogic._native: the Python module's bridge to the public C++ API. It only converts
// arguments and results; python/setlogic/__init__.py builds the documented API on it.
//
// Every call that can take long runs on a thread of its own with the GIL released, while
// the calling thread waits in short slices and checks for signals between them: Ctrl-C sets
// the cancel flag that every search polls, the work stops at its next check, and the call
// raises KeyboardInterrupt. Work never touches a Python object.

#include <fmt/format.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fstream>
#include <future>
#include <map>
#include <memory>
#include <mutex>
#include <random>
#include <setlogic/json.hpp>
#include <setlogic/setlogic.hpp>
#include <sstream>
#include <thread>

namespace py = pybind11;
using namespace std::chrono_literals;

namespace setlogic::python {
namespace {

using Clock = std::chrono::steady_clock;

template <class F>
auto interruptible(F work) {
  using R = std::invoke_result_t<F&, const std::atomic<bool>&>;
  std::atomic<bool> cancel{false};
  std::packaged_task<R()> task([&] { return work(cancel); });
  std::future<R> result = task.get_future();
  std::thread worker(std::move(task));
  for (;;) {
    bool ready = false;
    {
      py::gil_scoped_release free;
      ready = result.wait_for(20ms) == std::future_status::ready;
    }
    if (ready) break;
    if (PyErr_CheckSignals() != 0) {
      cancel = true;
      {
        py::gil_scoped_release free;
        worker.join();
      }
      throw py::error_already_set();
    }
  }
  worker.join();
  return result.get();
}

std::optional<Clock::time_point> deadline_after(std::optional<double> seconds) {
  if (!seconds) return std::nullopt;
  if (!(*seconds > 0) || *seconds > 1e6) throw py::value_error("time_limit: expected seconds in (0, 1e6]");
  return Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(*seconds));
}

const Alphabet* alphabet_named(const std::optional<std::string>& name) {
  if (!name) return nullptr;
  const Alphabet* a = find_alphabet(*name);
  if (a == nullptr) throw py::value_error("unknown alphabet '" + *name + "'; known: " + std::string(alphabet_names()));
  return a;
}

TechniqueSet ladder(const std::string& profile, const std::string& techniques) {
  std::string error;
  auto chosen = edit_profile(profile, techniques, error);
  if (!chosen) throw py::value_error(error);
  return *chosen;
}

// A Python value of option `o` as the table holds it: an int for a whole number, a bool for a
// flag, a str for a choice.
int option_value(const OptionInfo& o, const py::handle& value) {
  const std::string name(o.name);
  switch (o.kind) {
    case OptionKind::whole: {
      if (!py::isinstance<py::int_>(value) || py::isinstance<py::bool_>(value))
        throw py::type_error(name + ": expected a whole number");
      const long v = value.cast<long>();
      if (v < o.low || v > o.high) throw py::value_error(name + ": expected " + o.expected());
      return static_cast<int>(v);
    }
    case OptionKind::flag:
      if (!py::isinstance<py::bool_>(value)) throw py::type_error(name + ": expected True or False");
      return value.cast<bool>() ? 1 : 0;
    case OptionKind::choice: {
      if (!py::isinstance<py::str>(value)) throw py::type_error(name + ": expected " + o.expected());
      const auto text = value.cast<std::string>();
      const std::optional<int> v = o.parse(text);
      if (!v) throw py::value_error(name + ": expected " + o.expected() + ", not '" + text + "'");
      return *v;
    }
  }
  return 0;
}

// The ladder's limits of the keyword arguments: every row of the options table by its name
// (assume_unique is a keyword of its own in every function that takes these).
SearchLimits search_limits(const py::dict& options) {
  LadderSettings s;
  for (auto [key, value] : options) {
    const auto k = key.cast<std::string>();
    const OptionInfo* o = find_option(k);
    if (o == nullptr) {
      std::string known;
      for (const OptionInfo& row : ladder_options()) known += (known.empty() ? "" : ", ") + std::string(row.name);
      throw py::type_error("unknown option '" + k + "'; known: " + known);
    }
    o->set(s, option_value(*o, value));
  }
  return s.limits;
}

// assume_unique, a keyword of its own, read as its row of the table reads it.
AssumeUnique assume_named(const py::handle& value) {
  return static_cast<AssumeUnique>(option_value(*find_option("assume_unique"), value));
}

// A position with the alphabet it was read in.
struct Position {
  Puzzle puzzle;
  const Alphabet* alphabet = nullptr;
  InputFormat format = InputFormat::line;
};

[[noreturn]] void raise_parse_error(const ParseError& e) {
  py::object type = py::module_::import("setlogic._errors").attr("ParseError");
  py::object error = type(e.line, e.column, e.message);
  PyErr_SetObject(type.ptr(), error.ptr());
  throw py::error_already_set();
}

Position parse_position(const std::string& text, const std::optional<std::string>& alphabet) {
  auto in = parse(text, ReadOptions{.alphabet = alphabet_named(alphabet)});
  if (auto* e = std::get_if<ParseError>(&in)) raise_parse_error(*e);
  auto& p = std::get<Parsed>(in);
  return Position{std::move(p.puzzle), p.alphabet, p.format};
}

// A position whose values contradict each other has no solution and no steps.
void require_workable(const Position& p) {
  if (auto c = find_contradiction(p.puzzle))
    throw py::value_error("no solution: " + contradiction_text(p.puzzle, *p.alphabet, *c));
}

// Digits given as numbers 1..N or as symbols of the grid's alphabet.
DigitSet digit_mask(const Position& p, const std::optional<std::vector<py::object>>& digits) {
  DigitSet mask;
  if (!digits) return mask;
  for (const py::object& d : *digits) {
    int digit = -1;
    if (py::isinstance<py::str>(d)) {
      auto s = d.cast<std::string>();
      if (s.size() == 1) digit = p.alphabet->digit(s[0]);
    } else if (py::isinstance<py::int_>(d)) {
      int overflow = 0;  // a number beyond long long is no digit either
      const long long v = PyLong_AsLongLongAndOverflow(d.ptr(), &overflow);
      digit = overflow == 0 && v >= 1 && v <= p.puzzle.size() ? static_cast<int>(v) - 1 : -1;
    }
    if (digit < 0)
      throw py::value_error("digit " + py::repr(d).cast<std::string>() + ": not a digit of this " +
                            std::to_string(p.puzzle.size()) + "x" + std::to_string(p.puzzle.size()) + " grid");
    mask.set(Digit(digit));
  }
  return mask;
}

// A step with the position it applies at.
struct PyStep {
  Step step;
  std::shared_ptr<const Position> position;

  [[nodiscard]] const Alphabet& alphabet() const { return *position->alphabet; }
};

std::vector<PyStep> wrap(std::vector<Step> steps, const Position& at) {
  auto position = std::make_shared<const Position>(at);
  std::vector<PyStep> out;
  out.reserve(steps.size());
  for (Step& s : steps) out.push_back(PyStep{std::move(s), position});
  return out;
}

py::tuple candidate_tuple(const Candidate& c, int size) {
  const int cell = c.cell.index();
  return py::make_tuple(cell / size + 1, cell % size + 1, c.digit.index() + 1);
}

py::list candidate_list(const std::vector<Candidate>& cs, int size) {
  py::list out;
  for (const Candidate& c : cs) out.append(candidate_tuple(c, size));
  return out;
}

std::string svg_of(const Position& p, const PyStep* step, std::optional<int> branch) {
  if (branch) {
    if (step == nullptr) throw py::value_error("branch: needs a step");
    const int count = static_cast<int>(step->step.branches.size());
    if (*branch < 1 || *branch > count)
      throw py::value_error("branch " + std::to_string(*branch) + ": the step has " + std::to_string(count) +
                            " branch" + (count == 1 ? "" : "es"));
  }
  return render_svg(p.puzzle, *p.alphabet, step != nullptr ? &step->step : nullptr, branch ? *branch - 1 : -1);
}

struct PySolve {
  std::string status;
  std::vector<PyStep> steps;
  Position start;
  SolveResult result;
  Rating rating;
  ScaleRatings scales;  // with scale "hodoku", "se" or "all"
  std::string failure;

  // The object of `setlogic solve --json`, made when asked for: it costs more than many a
  // solve, and its uniqueness field a count of solutions.
  [[nodiscard]] std::string json() const {
    const SolutionCount uniqueness =
        interruptible([&](const std::atomic<bool>& cancel) { return uniqueness_of(start.puzzle, &cancel); });
    nlohmann::ordered_json j = solve_json(1, start.puzzle, result, *start.alphabet, false, scales);
    j["uniqueness"] = solution_count_id(uniqueness);
    return json_text(j);
  }
};

std::string status_name(SolveResult::Status s) {
  switch (s) {
    case SolveResult::Status::solved:
      return "solved";
    case SolveResult::Status::stuck:
      return "stuck";
    case SolveResult::Status::no_solution:
      return "no_solution";
    case SolveResult::Status::stopped:
      return "stopped";
    case SolveResult::Status::failed_check:
      return "failed_check";
  }
  return "";
}

Scales scales_named(const std::string& name) {
  auto s = find_scale(name);
  if (!s) throw py::value_error("scale: unknown scale '" + name + "' (known: " + std::string(scale_names()) + ")");
  return *s;
}

PySolve solve_position(const Position& p, const std::string& profile, const std::string& techniques, bool guess,
                       bool check, std::optional<double> time_limit, long max_guesses, const py::object& assume_unique,
                       const std::string& scale, const py::dict& limits) {
  require_workable(p);
  const Scales scales = scales_named(scale);
  if (max_guesses < 0) throw py::value_error("max_guesses: expected 0 (no limit) or more");
  SolveOptions options{.techniques = ladder(profile, techniques),
                       .assume_unique = assume_named(assume_unique),
                       .guess = guess,
                       .max_guesses = max_guesses,
                       .deadline = deadline_after(time_limit),
                       .limits = search_limits(limits)};
  struct Done {
    SolveResult result;
    std::vector<Puzzle> positions;
    ScaleRatings scales;
    std::string refused;
  };
  Done done = interruptible([&](const std::atomic<bool>& cancel) {
    Done d;
    SolveOptions o = options;
    o.cancel = &cancel;
    CountResult reference;
    if (check) {
      reference = count_solutions(p.puzzle, CountOptions{.limit = 2, .cancel = &cancel, .deadline = o.deadline});
      if (!reference.complete) {
        d.result.status = SolveResult::Status::stopped;
        return d;
      }
      if (reference.solutions != 1) {
        d.refused = reference.solutions == 0 ? "no solution" : "more than one solution: check needs a unique solution";
        return d;
      }
      o.check = &reference.solution;
    }
    d.result = solve(p.puzzle, o);
    d.positions = positions_along(p.puzzle, d.result.steps);
    o.check = nullptr;
    d.scales = scale_ratings(p.puzzle, d.result, o, scales);
    return d;
  });
  if (!done.refused.empty()) throw py::value_error(done.refused);
  PySolve out;
  const SolveResult& r = done.result;
  out.status = status_name(r.status);
  if (r.failure) out.failure = check_failure_text(*r.failure, *p.alphabet);
  out.steps.reserve(r.steps.size());
  for (std::size_t k = 0; k < r.steps.size(); ++k)
    out.steps.push_back(
        PyStep{r.steps[k], std::make_shared<const Position>(Position{
                               k < done.positions.size() ? done.positions[k] : p.puzzle, p.alphabet, p.format})});
  out.rating = rate(r.steps);
  out.scales = done.scales;
  out.start = p;
  out.result = std::move(done.result);
  return out;
}

SearchLimits limits_for(const Position& p, const TechniqueSet& chosen, AssumeUnique assume, SearchLimits limits,
                        const std::atomic<bool>& cancel) {
  limits.budget.cancel = &cancel;
  if (has_uniqueness(chosen)) limits.uniqueness.known = establish_uniqueness(p.puzzle, assume, limits.budget);
  return limits;
}

// Rates records on `threads` threads, each taking the next record left; the entries come back
// in record order. Cancelled work leaves its entries unfinished.
std::vector<RateEntry> rate_records(const std::vector<Record>& records, std::string_view source,
                                    const RateOptions& options, double time_limit, int threads) {
  std::vector<RateEntry> entries(records.size());
  std::atomic<std::size_t> next{0};
  auto run = [&] {
    for (std::size_t k = next++; k < records.size(); k = next++)
      entries[k] = rate_entry(records[k], source, options, time_limit);
  };
  const int helpers = std::clamp(threads, 1, static_cast<int>(std::max<std::size_t>(records.size(), 1))) - 1;
  std::vector<std::thread> pool;
  for (int t = 0; t < helpers; ++t) pool.emplace_back(run);
  run();
  for (std::thread& t : pool) t.join();
  return entries;
}

// How a batch is rated: the ladder, the per-record time limit, the output's options.
struct RateSettings {
  TechniqueSet techniques;
  Scales scales;
  AssumeUnique assume_unique;
  SearchLimits limits;
  double time_limit = 0;
  bool steps = false;
  const Alphabet* alphabet = nullptr;
};

RateSettings rate_settings(const std::string& profile, const std::string& techniques, const std::string& scale,
                           const py::object& assume_unique, std::optional<double> time_limit, bool steps,
                           const std::optional<std::string>& alphabet, const py::dict& limits) {
  if (time_limit && (!(*time_limit > 0) || *time_limit > 1e6))
    throw py::value_error("time_limit: expected seconds in (0, 1e6]");
  return {ladder(profile, techniques), scales_named(scale),    assume_named(assume_unique),
          search_limits(limits),       time_limit.value_or(0), steps,
          alphabet_named(alphabet)};
}

// The JSON Lines records of a batch, from record number `first_n` on, with the paths of the
// rated ones counted into `stats`; raises KeyboardInterrupt when interrupted (nothing of the
// batch is kept then).
std::vector<std::string> rate_batch(const std::vector<Record>& records, const RateSettings& s, std::string_view source,
                                    std::string_view file, std::uint64_t first_n, int threads, PathStats& stats) {
  std::vector<RateEntry> entries = interruptible([&](const std::atomic<bool>& cancel) {
    return rate_records(records, source,
                        RateOptions{.techniques = s.techniques,
                                    .scales = s.scales,
                                    .assume_unique = s.assume_unique,
                                    .limits = s.limits,
                                    .cancel = &cancel},
                        s.time_limit, threads);
  });
  std::vector<std::string> out;
  out.reserve(entries.size());
  for (std::size_t k = 0; k < entries.size(); ++k) {
    out.push_back(json_text(rate_entry_json(entries[k], first_n + k, file, s.steps)));
    if (entries[k].is_rated()) stats.add(entries[k].rated.solved.steps);
  }
  return out;
}

// A batch's records and the statistics of its paths, as JSON text (what a Dask task returns).
py::tuple rated_slice(const std::vector<Record>& records, const RateSettings& s, std::string_view source,
                      std::string_view file, std::uint64_t first_n, int threads) {
  PathStats stats;
  std::vector<std::string> out = rate_batch(records, s, source, file, first_n, threads, stats);
  return py::make_tuple(out, json_text(path_stats_json(stats)));
}

// Rates text fed in pieces (lines of an iterable): each feed rates the records that are
// surely complete and keeps the text of the last one, which the next piece may continue.
class Rater {
 public:
  Rater(RateSettings settings, int threads, std::string source)
      : settings_(std::move(settings)), threads_(threads), source_(std::move(source)) {}

  std::vector<std::string> feed(const std::string& text, bool final) {
    carry_ += text;
    std::vector<Record> records =
        read_records(carry_, ReadOptions{.alphabet = settings_.alphabet, .first_line = line_});
    if (!final && records.empty()) return {};  // nothing surely complete yet
    std::string rest;
    if (!final) {
      // the text from the last record's first line on waits for the next piece
      const int first = records.back().line;
      std::size_t at = 0;
      for (int l = line_; l < first; ++l) at = carry_.find('\n', at) + 1;
      rest = carry_.substr(at);
      line_ = first;
      records.pop_back();
    }
    std::vector<std::string> out = rate_batch(records, settings_, source_, "", n_, threads_, stats_);
    n_ += records.size();
    carry_ = std::move(rest);
    return out;
  }

  [[nodiscard]] const PathStats& stats() const { return stats_; }

 private:
  RateSettings settings_;
  PathStats stats_;  // of the records rated so far
  int threads_;
  std::string source_;
  std::string carry_;
  int line_ = 1;
  std::uint64_t n_ = 1;
};

// The `records` records of a slice that starts at line `first_line` of `path`.
std::vector<Record> read_slice(std::istream& in, const std::string& path, int first_line, std::uint64_t records,
                               const RateSettings& s) {
  RecordReader reader(in, ReadOptions{.alphabet = s.alphabet, .first_line = first_line});
  std::vector<Record> batch;
  while (batch.size() < records)
    if (auto r = reader.next())
      batch.push_back(std::move(*r));
    else
      throw py::value_error("'" + path + "' changed: it holds fewer records than when it was sliced");
  return batch;
}

std::ifstream open_input(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw py::value_error("cannot read '" + path + "'");
  return in;
}

// A generator run: its options read once (a bad one raises at the call), then batches of
// puzzle numbers made on `threads` threads, each the JSON record `setlogic generate
// --format jsonl` writes, or None where the run stopped (its time limit) first.
class PyGenerator {
 public:
  PyGenerator(int size, std::optional<std::uint64_t> seed, const std::string& symmetry, bool minimal, bool one_per_grid,
              const std::optional<std::pair<int, int>>& givens, const std::optional<std::string>& pattern,
              const GoalText& goal, const std::string& profile, const std::string& techniques, const std::string& scale,
              const py::object& assume_unique, std::optional<double> time_limit, bool steps, const py::dict& options)
      : steps_(steps) {
    const auto box = box_of_size(size);
    if (!box) throw py::value_error("size: expected 4, 9, 16 or 25");
    o_.box = *box;
    const auto sym = find_symmetry(symmetry);
    if (!sym) throw py::value_error("symmetry: expected one of " + std::string(symmetry_names()));
    o_.symmetry = *sym;
    o_.minimal = minimal;
    o_.one_per_grid = one_per_grid;
    if (givens && (givens->first < 0 || givens->second < givens->first))
      throw py::value_error("givens: expected (least, most)");
    o_.givens = givens;
    if (pattern) {
      const Puzzle marks = [&] {
        auto in = parse_one(*pattern);
        if (const auto* e = std::get_if<ParseError>(&in)) throw py::value_error("pattern: " + e->text());
        return std::get<Parsed>(in).puzzle;
      }();
      if (marks.box != *box) throw py::value_error("pattern: not a grid of the size asked");
      for (auto v : marks.values) o_.pattern.push_back(v != kEmpty ? 1 : 0);
      if (!is_symmetric(marks, o_.symmetry)) throw py::value_error("pattern: not of the symmetry asked");
    }
    if (std::string why = read_goal(goal, o_.goal); !why.empty()) throw py::value_error(why);
    if (time_limit && (!(*time_limit > 0) || *time_limit > 1e7))
      throw py::value_error("time_limit: expected seconds in (0, 1e7]");
    // no profile named: the goal's (default_profile)
    o_.rating = {.techniques = ladder(profile.empty() ? std::string(default_profile(o_.goal)) : profile, techniques),
                 .assume_unique = assume_named(assume_unique),
                 .limits = search_limits(options),
                 .cancel = &stop_};
    o_.rating.limits.budget.cancel = &stop_;
    if (std::string why = unreachable_goal(o_); !why.empty()) throw py::value_error(why);
    if (time_limit)
      o_.rating.deadline =
          std::chrono::steady_clock::now() +
          std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(*time_limit));
    // a drawn seed is one the command line's --seed takes back
    o_.seed = seed ? *seed : ((static_cast<std::uint64_t>(std::random_device{}()) << 32) ^ std::random_device{}()) >> 1;
    scales_ = scales_named(scale);
  }

  [[nodiscard]] std::uint64_t seed() const { return o_.seed; }

  std::vector<std::optional<std::string>> batch(std::uint64_t first, int count, int threads) {
    std::vector<std::optional<std::string>> out(static_cast<std::size_t>(std::max(count, 0)));
    std::string failure;
    interruptible([&](const std::atomic<bool>& cancel) {
      // the numbers in segments of one run each, a thread making a segment's puzzles in order
      // (each goes on from the one before); a run left unfinished is kept for the next batch
      std::vector<std::pair<std::uint64_t, std::uint64_t>> segments;
      for (std::uint64_t n = first, end = first + out.size(); n < end;) {
        const std::uint64_t last = std::min(end, (n / kGenerateRun + 1) * kGenerateRun);
        segments.emplace_back(n, last);
        n = last;
      }
      std::atomic<std::size_t> next{0};
      std::mutex lock;
      auto work = [&] {
        for (std::size_t k; (k = next++) < segments.size() && !cancel.load();) {
          const auto [from, to] = segments[k];
          std::optional<GenerateRun> kept;
          {
            std::lock_guard guard(lock);
            if (const auto at = runs_.find(from); at != runs_.end()) {
              kept.emplace(std::move(at->second));
              runs_.erase(at);
            }
          }
          GenerateRun run = kept ? std::move(*kept) : GenerateRun(o_, from, scales_);
          while (run.number() < to && !cancel.load()) {
            const std::uint64_t n = run.number();
            const CheckedPuzzle c = run.next();
            std::lock_guard guard(lock);
            if (!c.error.empty() && failure.empty())
              failure = fmt::format("puzzle {} failed its check: {}", n + 1, c.error);
            else if (c.made)
              out[n - first] = json_text(generated_json(c, o_.seed, n, steps_));
            if (!c.made) break;
          }
          if (run.number() == to && to % kGenerateRun != 0) {
            std::lock_guard guard(lock);
            runs_.emplace(to, std::move(run));
          }
        }
      };
      // Ctrl-C stops the puzzles in progress too
      std::jthread watch([&](std::stop_token token) {
        while (!token.stop_requested()) {
          if (cancel.load()) stop_ = true;
          std::this_thread::sleep_for(20ms);
        }
      });
      std::vector<std::jthread> pool;
      for (int t = 1; t < threads; ++t) pool.emplace_back(work);
      work();
      return 0;
    });
    if (!failure.empty()) throw std::runtime_error(failure);
    return out;
  }

 private:
  GenerateOptions o_;
  Scales scales_;
  bool steps_;
  std::map<std::uint64_t, GenerateRun> runs_;  // runs a batch ended inside, by the number each makes next
  std::atomic<bool> stop_{false};
};

}  // namespace
}  // namespace setlogic::python

PYBIND11_MODULE(_native, m) {
  using namespace setlogic;
  using namespace setlogic::python;
  m.doc() = "setlogic's native half; use the setlogic package";
  m.attr("version") = std::string(version());
  m.attr("generate_run") = kGenerateRun;

  py::class_<Position, std::shared_ptr<Position>>(m, "Position")
      .def_property_readonly("size", [](const Position& p) { return p.puzzle.size(); })
      .def_property_readonly("box", [](const Position& p) { return p.puzzle.box; })
      .def_property_readonly("alphabet", [](const Position& p) { return std::string(p.alphabet->name); })
      .def_property_readonly("is_position", [](const Position& p) { return p.puzzle.is_position(); })
      .def_property_readonly("clue_count", [](const Position& p) { return p.puzzle.clue_count(); })
      .def("line", [](const Position& p) { return format_line(p.puzzle, *p.alphabet); })
      .def("grid", [](const Position& p) { return format_grid(p.puzzle, *p.alphabet); })
      .def("pencilmarks", [](const Position& p) { return format_pencilmarks(p.puzzle, *p.alphabet); })
      .def("candidates_line", [](const Position& p) { return format_candidates(p.puzzle, *p.alphabet); })
      .def("canonical",
           [](const Position& p, std::uint64_t budget) {
             if (p.puzzle.is_position())
               throw py::value_error("a position (candidates) has no canonical form here: give its values only");
             std::optional<Canonical> c;
             {
               py::gil_scoped_release free;
               c = canonical_form(p.puzzle, budget);
             }
             if (!c)
               throw py::value_error("the grid is too symmetric: no canonical form within a budget of " +
                                     std::to_string(budget) + " steps");
             return std::make_shared<Position>(Position{c->puzzle, p.alphabet, InputFormat::line});
           })
      .def("values",
           [](const Position& p) {
             std::vector<int> out;
             out.reserve(p.puzzle.values.size());
             for (auto v : p.puzzle.values) out.push_back(v == kEmpty ? 0 : v + 1);
             return out;
           })
      .def("candidates",
           [](const Position& p) {
             std::vector<std::vector<int>> out;
             for (std::uint32_t mask : candidate_masks(p.puzzle)) {
               std::vector<int> digits;
               for (int d = 0; d < p.puzzle.size(); ++d)
                 if ((mask >> d & 1U) != 0) digits.push_back(d + 1);
               out.push_back(std::move(digits));
             }
             return out;
           })
      .def("symbol",
           [](const Position& p, int d) {
             if (d < 1 || d > p.puzzle.size())
               throw py::value_error("digit " + std::to_string(d) + ": expected 1 to " +
                                     std::to_string(p.puzzle.size()));
             return std::string(1, p.alphabet->symbol(d - 1));
           })
      .def("problem",
           [](const Position& p) {
             auto c = find_contradiction(p.puzzle);
             return c ? contradiction_text(p.puzzle, *p.alphabet, *c) : std::string();
           })
      .def("__eq__", [](const Position& a, const Position& b) { return a.puzzle == b.puzzle; });

  py::class_<PyStep>(m, "Step")
      .def_property_readonly("technique", [](const PyStep& s) { return std::string(info(s.step.technique).id); })
      .def_property_readonly("name", [](const PyStep& s) { return step_name(s.step); })
      .def_property_readonly("code", [](const PyStep& s) { return std::string(info(s.step.technique).code); })
      .def_property_readonly("points", [](const PyStep& s) { return step_points(s.step); })
      .def_property_readonly("digits",
                             [](const PyStep& s) {
                               std::vector<int> out;
                               for (Digit d : s.step.digits) out.push_back(d.index() + 1);
                               return out;
                             })
      .def_property_readonly(
          "placements", [](const PyStep& s) { return candidate_list(s.step.placements, s.position->puzzle.size()); })
      .def_property_readonly(
          "eliminations",
          [](const PyStep& s) { return candidate_list(s.step.eliminations, s.position->puzzle.size()); })
      .def_property_readonly("branch_count", [](const PyStep& s) { return s.step.branches.size(); })
      .def_property_readonly("position", [](const PyStep& s) { return std::make_shared<Position>(*s.position); })
      .def("text",
           [](const PyStep& s, const std::string& notation) {
             auto style = find_notation(notation);
             if (!style) throw py::value_error("notation: expected 'hodoku' or 'gnpx', not '" + notation + "'");
             return format_step(s.step, s.alphabet(), *style);
           })
      .def("json", [](const PyStep& s) { return json_text(step_json(s.step, s.alphabet())); })
      .def("hint", [](const PyStep& s, const std::string& level) {
        auto l = find_hint_level(level);
        if (!l) throw py::value_error("level: expected 'technique', 'where' or 'step', not '" + level + "'");
        return hint_text(s.step, s.alphabet(), *l);
      });

  py::class_<PySolve>(m, "SolveResult")
      .def_readonly("status", &PySolve::status)
      .def_readonly("steps", &PySolve::steps)
      .def_property_readonly(
          "end",
          [](const PySolve& r) {
            return std::make_shared<Position>(Position{r.result.position, r.start.alphabet, r.start.format});
          })
      .def_property_readonly("points", [](const PySolve& r) { return r.rating.points; })
      .def_property_readonly("hardest",
                             [](const PySolve& r) -> std::optional<std::string> {
                               if (!r.rating.hardest) return std::nullopt;
                               return std::string(info(*r.rating.hardest).id);
                             })
      .def_property_readonly("hardest_points", [](const PySolve& r) { return r.rating.hardest_points; })
      .def_property_readonly("grade", [](const PySolve& r) { return std::string(level_name(r.rating.grade)); })
      .def_property_readonly("guesses", [](const PySolve& r) { return r.result.guesses; })
      .def_property_readonly("hodoku",
                             [](const PySolve& r) -> std::optional<py::tuple> {
                               const auto& h = r.scales.hodoku;
                               if (!h) return std::nullopt;
                               return py::make_tuple(h->score, std::string(level_name(h->level)));
                             })
      .def_property_readonly("se",
                             [](const PySolve& r) -> std::optional<py::tuple> {
                               const auto& se = r.scales.se;
                               if (!se) return std::nullopt;
                               return py::make_tuple(se->er / 10.0, se->ep / 10.0, se->ed / 10.0);
                             })
      .def("json", &PySolve::json)
      .def_readonly("failure", &PySolve::failure);

  m.def("parse", [](const std::string& text, const std::optional<std::string>& alphabet) {
    return std::make_shared<Position>(parse_position(text, alphabet));
  });

  m.def("solve", &solve_position);

  m.def("next_step",
        [](const Position& p, const std::string& profile, const std::string& techniques,
           const py::object& assume_unique, const py::dict& options) -> std::optional<PyStep> {
          require_workable(p);
          const TechniqueSet chosen = ladder(profile, techniques);
          const AssumeUnique assume = assume_named(assume_unique);
          const SearchLimits limits = search_limits(options);
          auto step = interruptible([&](const std::atomic<bool>& cancel) {
            return next_step(p.puzzle, chosen, limits_for(p, chosen, assume, limits, cancel));
          });
          if (!step) return std::nullopt;
          return std::move(wrap({std::move(*step)}, p).front());
        });

  m.def("all_steps", [](const Position& p, const std::string& profile, const std::string& techniques,
                        const py::object& assume_unique, const std::optional<std::vector<py::object>>& digits,
                        int threads, const py::dict& options) {
    require_workable(p);
    const TechniqueSet chosen = ladder(profile, techniques);
    const AssumeUnique assume = assume_named(assume_unique);
    const DigitSet mask = digit_mask(p, digits);
    SearchLimits base = search_limits(options);
    base.threads = std::max(threads, 1);
    auto steps = interruptible([&](const std::atomic<bool>& cancel) {
      return steps_at(p.puzzle, chosen, limits_for(p, chosen, assume, base, cancel), true, mask).steps;
    });
    return wrap(std::move(steps), p);
  });

  m.def("fish", [](const Position& p, const std::vector<std::string>& kinds, int min_size, int max_size,
                   const std::optional<std::vector<py::object>>& digits, bool endo, bool cannibal, bool siamese,
                   bool every, int max_fins, int max_endo_fins, int threads) {
    require_workable(p);
    if (min_size < 2 || max_size > 7 || min_size > max_size)
      throw py::value_error("sizes: expected 2 <= min_size <= max_size <= 7");
    if (max_fins < 0 || max_endo_fins < 0) throw py::value_error("max_fins, max_endo_fins: expected 0 or more");
    FishQuery query{.min_size = min_size,
                    .max_size = max_size,
                    .digits = digit_mask(p, digits),
                    .only_endo = endo,
                    .only_cannibal = cannibal,
                    .siamese = siamese,
                    .every = every,
                    .limits = {max_fins, max_endo_fins},
                    .threads = std::max(threads, 1)};
    if (std::string bad; !set_fish_kinds(query, kinds, bad))
      throw py::value_error(bad.empty() ? "kinds: no kind given"
                                        : "kind '" + bad + "': expected basic, finned, sashimi, franken or mutant");
    auto fish = interruptible([&](const std::atomic<bool>& cancel) {
      FishQuery q = query;
      q.budget.cancel = &cancel;
      return find_fish(p.puzzle, q);
    });
    return wrap(std::move(fish), p);
  });

  m.def("set_logic", [](const Position& p, int max_size, int max_rank,
                        const std::optional<std::vector<py::object>>& digits, int threads) {
    require_workable(p);
    if (max_size < 1 || max_size > SetLogicLimits::kMaxSize)
      throw py::value_error("max_size: expected 1 to " + std::to_string(SetLogicLimits::kMaxSize));
    if (max_rank < 0 || max_rank > SetLogicLimits::kMaxRank)
      throw py::value_error("max_rank: expected 0 to " + std::to_string(SetLogicLimits::kMaxRank));
    const DigitSet mask = digit_mask(p, digits);
    auto steps = interruptible([&](const std::atomic<bool>& cancel) {
      return set_logic_steps(p.puzzle, SetLogicLimits{.max_size = max_size, .max_rank = max_rank}, mask,
                             std::max(threads, 1), Budget{.cancel = &cancel});
    });
    return wrap(std::move(steps), p);
  });

  m.def("count", [](const Position& p, std::uint64_t limit, std::optional<double> time_limit) {
    if (limit < 1) throw py::value_error("limit: expected 1 or more");
    const auto deadline = deadline_after(time_limit);
    if (find_contradiction(p.puzzle)) return py::make_tuple(0, true);
    auto r = interruptible([&](const std::atomic<bool>& cancel) {
      return count_solutions(p.puzzle, CountOptions{.limit = limit, .cancel = &cancel, .deadline = deadline});
    });
    return py::make_tuple(r.solutions, r.complete);
  });

  m.def("render_svg",
        [](const Position& p, const PyStep* step, std::optional<int> branch) { return svg_of(p, step, branch); });

  py::class_<RateSettings>(m, "RateSettings").def(py::init(&rate_settings));

  py::class_<Rater>(m, "Rater")
      .def(py::init<RateSettings, int, std::string>())
      .def("feed", &Rater::feed)
      .def("stats", [](const Rater& r) { return r.stats(); });

  py::class_<PathStats>(m, "PathStats")
      .def(py::init<>())
      .def("add", [](PathStats& s, const PySolve& r) { s.add(r.result.steps); })
      .def("merge", &PathStats::merge)
      .def("json", [](const PathStats& s) { return json_text(path_stats_json(s)); })
      .def_static("from_json",
                  [](const std::string& text) {
                    const auto j = nlohmann::json::parse(text, nullptr, false);
                    if (j.is_discarded()) throw py::value_error("path statistics: not JSON");
                    try {
                      return path_stats_from_json(j);
                    } catch (const std::invalid_argument& e) {
                      throw py::value_error(e.what());
                    }
                  })
      .def("table", [](const PathStats& s) { return path_stats_table(s); })
      .def("__eq__", [](const PathStats& a, const PathStats& b) { return a == b; });

  m.def("slice_file", [](const std::string& path, int lines, const RateSettings& s) {
    if (lines < 1) throw py::value_error("partition_lines: expected 1 or more");
    std::ifstream in = open_input(path);
    std::vector<Slice> slices;
    {
      py::gil_scoped_release free;
      slices = slice_records(in, lines, ReadOptions{.alphabet = s.alphabet});
    }
    std::vector<py::tuple> out;
    for (const Slice& x : slices) out.push_back(py::make_tuple(x.offset, x.first_line, x.records_before, x.records));
    return out;
  });

  // A slice of a file: read from the file at its offset (workers that share the files), or
  // given as its text (sent by the client).
  m.def("rate_slice", [](const std::string& path, std::uint64_t offset, int first_line, std::uint64_t records,
                         std::uint64_t first_n, const std::string& file, const RateSettings& s, int threads) {
    std::ifstream in = open_input(path);
    in.seekg(static_cast<std::streamoff>(offset));
    return rated_slice(read_slice(in, path, first_line, records, s), s, path, file, first_n, threads);
  });
  m.def("rate_slice_text", [](const py::bytes& text, const std::string& path, int first_line, std::uint64_t records,
                              std::uint64_t first_n, const std::string& file, const RateSettings& s, int threads) {
    std::istringstream in{std::string(text)};
    return rated_slice(read_slice(in, path, first_line, records, s), s, path, file, first_n, threads);
  });

  m.def("random_grid", [](int size, std::uint64_t seed) {
    const auto box = box_of_size(size);
    if (!box) throw py::value_error("size: expected 4, 9, 16 or 25");
    std::mt19937_64 rng(seed);
    Puzzle grid = Puzzle::empty(*box);
    {
      py::gil_scoped_release free;
      grid.values = random_solution(*box, rng);
    }
    return std::make_shared<Position>(Position{grid, &default_alphabet(*box), InputFormat::line});
  });
  py::class_<GoalText>(m, "GoalText")
      .def(py::init([](const std::string& level, const std::string& points, const std::string& score,
                       const std::string& er, const std::vector<std::string>& techniques,
                       const std::vector<std::string>& without, const std::string& hardest, const std::string& first) {
        return GoalText{level, points, score, er, techniques, without, hardest, first};
      }));
  py::class_<PyGenerator>(m, "Generator")
      .def(py::init<int, std::optional<std::uint64_t>, const std::string&, bool, bool,
                    const std::optional<std::pair<int, int>>&, const std::optional<std::string>&, const GoalText&,
                    const std::string&, const std::string&, const std::string&, const py::object&,
                    std::optional<double>, bool, const py::dict&>())
      .def_property_readonly("seed", &PyGenerator::seed)
      .def("batch", &PyGenerator::batch);
  m.def("catalogue", [] { return json_text(catalogue_json()); });
  m.def("options", [] { return json_text(options_json()); });
  m.def("rate_header", [](const std::string& profile, const std::string& techniques, const std::string& scale,
                          const py::object& assume_unique, std::optional<double> time_limit, const py::dict& options) {
    const TechniqueSet chosen = ladder(profile, techniques);
    const LadderSettings settings{search_limits(options), assume_named(assume_unique)};
    return json_text(rate_header_json(profile, techniques.empty() ? nullptr : &chosen, scales_named(scale),
                                      time_limit.value_or(0), settings));
  });
  m.def("profiles", [] {
    std::vector<std::string> out;
    for (auto name : profile_list()) out.emplace_back(name);
    return out;
  });
}
