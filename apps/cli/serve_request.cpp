#include "serve_request.hpp"

#include <fmt/format.h>
#include <malloc.h>

#include <algorithm>
#include <exception>

#include "lists.hpp"

namespace setlogic::cli {

std::atomic<int> heavy_running{0};

// A long request leaves much freed memory in its thread's malloc arena, which glibc keeps
// for that thread; over many threads the server would keep gigabytes it no longer uses.
HeavySlot::~HeavySlot() {
  if (!taken_) return;
  heavy_running.fetch_sub(1);
  malloc_trim(0);
}

int int_param(const httplib::Request& req, const char* name, int fallback, int lo, int hi) {
  if (!req.has_param(name)) return fallback;
  const std::string text = req.get_param_value(name);
  std::size_t used = 0;
  int value = 0;
  try {
    value = std::stoi(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size() || used == 0 || value < lo || value > hi)
    throw Refusal{400,
                  fmt::format("parameter {}={}: expected a whole number from {} to {}", name, cited(text), lo, hi)};
  return value;
}

namespace {

// The options a server bounds below the table's range, by its own --max-* options.
std::optional<int> server_cap(const OptionInfo& o, const ServeArgs& args) {
  if (o.name == "set_logic_size") return args.max_set_logic_size;
  if (o.name == "set_logic_rank") return args.max_set_logic_rank;
  if (o.name == "max_fins" || o.name == "max_endo_fins" || o.name == "kraken_fins" || o.name == "kraken_endo_fins")
    return args.max_fins;
  return std::nullopt;
}

}  // namespace

HeavySlot take_heavy_slot(const ServeArgs& args) {
  if (heavy_running.fetch_add(1) >= args.heavy) {
    heavy_running.fetch_sub(1);
    throw Refusal{503, fmt::format("busy: {} long requests are running (--heavy); try again shortly", args.heavy)};
  }
  return HeavySlot(true);
}

Job read_job(const httplib::Request& req, const ServeArgs& args) {
  Job job;
  auto parsed = parse_one(req.body);
  if (auto* e = std::get_if<ParseError>(&parsed)) throw Refusal{400, "request body: " + e->text()};
  job.in = std::move(std::get<Parsed>(parsed));
  if (job.in.puzzle.size() > args.max_grid)
    throw Refusal{400, fmt::format("this server takes grids up to {0}x{0} (--max-grid)", args.max_grid)};
  if (std::string problem = position_problem(job.in); !problem.empty())
    throw Refusal{400, "request body: no solution: " + problem};
  std::string error;
  // A query string reads '+' as a space; no profile name has a space, so "singles setlogic"
  // is the "singles+setlogic" a client wrote unescaped.
  std::string profile = req.has_param("profile") ? req.get_param_value("profile") : "default";
  std::replace(profile.begin(), profile.end(), ' ', '+');
  auto techniques = edit_profile(profile, req.has_param("techniques") ? req.get_param_value("techniques") : "", error);
  if (!techniques) throw Refusal{400, error};
  job.techniques = *techniques;
  if (req.has_param("scale")) {
    const std::string text = req.get_param_value("scale");
    auto scales = find_scale(text);
    if (!scales) throw Refusal{400, fmt::format("parameter scale={}: expected one of {}", cited(text), scale_names())};
    job.scales = *scales;
  }
  // Every option of the table is a parameter of its name, within the server's bounds.
  LadderSettings settings;
  bool custom = false;  // a search option away from its default
  for (const OptionInfo& o : ladder_options()) {
    const std::string name(o.name);
    if (!req.has_param(name)) continue;
    const std::string text = req.get_param_value(name);
    const std::optional<int> cap = server_cap(o, args);
    const std::optional<int> value = o.parse(text, cap);
    if (!value) throw Refusal{400, fmt::format("parameter {}={}: expected {}", name, cited(text), o.expected(cap))};
    o.set(settings, *value);
    custom |= o.name != "assume_unique" && *value != o.default_value();
  }
  job.limits = settings.limits;
  job.assume_unique = settings.assume_unique;
  // General logic and the searches built on it or as costly (triples of cells) are long, and
  // so may be any search widened (or unbounded) by an option; forcing nets and Kraken fish
  // on 9x9 at their defaults cost a propagation per candidate, milliseconds.
  const bool heavy = job.in.puzzle.size() > 9 || job.techniques.contains(Technique::set_logic) ||
                     job.techniques.contains(Technique::multi_sector_locked_set) ||
                     job.techniques.contains(Technique::aligned_triple_exclusion) || custom ||
                     req.path == "/api/steps" || req.has_param("index");  // /api/render?index= lists every step too
  if (heavy) job.slot = take_heavy_slot(args);
  job.deadline = Clock::now() +
                 std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(args.request_time_limit));
  job.limits.budget.deadline = job.deadline;
  if (has_uniqueness(job.techniques))
    job.limits.uniqueness.known = establish_uniqueness(job.in.puzzle, job.assume_unique, job.limits.budget);
  return job;
}

DigitSet digit_param(const httplib::Request& req, const Alphabet& alphabet) {
  if (!req.has_param("digit")) return {};
  std::string bad;
  auto mask = digit_mask(split_list(req.get_param_value("digit")), alphabet, bad);
  if (!mask) throw Refusal{400, fmt::format("parameter digit: {} is not a digit of this grid", cited(bad))};
  return *mask;
}

}  // namespace setlogic::cli
