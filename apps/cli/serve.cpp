// setlogic serve: a local web viewer. One self-contained page at `/` (apps/cli/web/) and a
// JSON API it uses; every request body is a puzzle or position in any format the reader
// takes, and every answer about logic is the JSON the command line prints.
//
//   POST /api/solve    the object of `solve --json`; ?positions=1 adds "positions", the
//                      position before each step as a library line; ?scale= as --scale
//   POST /api/hint     ?level=technique|where|step: {"puzzle", "position", "level", "hint"
//                      (its text), and "step" (the ladder's next step, or null) at level step,
//                      else "focus" (hint_json: technique and name; digits, houses, cells)}
//   POST /api/steps    {"puzzle", "position", "truncated", "steps"}: every step at the
//                      position, up to --max-steps (?all=0: only the simplest technique's),
//                      ?digit= filters
//   POST /api/render   SVG: ?step=N the N-th step of the solve path, ?index=K the K-th of
//                      /api/steps' list, else the next step
//   POST /api/draw     SVG of {"position": <any format>, "step": <a step's JSON> or null}:
//                      the step as given, drawn in the position, nothing solved or searched;
//                      ?branch=N draws branch N (1-based) of a forcing step or Kraken fish alone
//   POST /api/generate a new puzzle (the body is ignored): the record of `generate --format
//                      jsonl` (rate's fields, seed, index, tried); ?size=, ?symmetry=,
//                      ?minimal=1, ?level=, ?points=, ?score=, ?er=, ?technique=ID[:MODE],
//                      ?seed= as on the command line, found within the request's time
//                      budget (503 when none is) as one of the --heavy requests
//   GET  /api/version  {"name": "setlogic", "version"}: the version (setlogic --version)
//   GET  /api/catalogue  the techniques (id, name, code, family, size, level, points) and
//                      the profiles with their techniques in order
//   POST /api/formats  {"line", "candidates", "pencilmarks", "library"}: the position
//                      written in each format, for copying
//   GET  /api/options  the search options (setlogic options --json)
//   every endpoint:    ?profile=, ?techniques= and every search option by its name
//                      (?chain_length=, ?assume_unique=, ...) as on the command line, where
//                      the server's --max-* options may bound them lower
//
// Safe to leave running: loopback by default, bodies over --max-body refused, each request
// bounded by --request-time-limit (the searches look at the deadline as they go), requests
// served on a pool of threads that share nothing but read-only tables, and every failure
// answered with {"error": "..."}: 400 for bad input, 503 when the budget ran out.

#include <fmt/format.h>
#include <httplib.h>
#include <malloc.h>
#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <memory>
#include <random>
#include <setlogic/setlogic.hpp>
#include <thread>
#include <utility>

#include "args.hpp"
#include "commands.hpp"
#include "inputs.hpp"
#include "ladder.hpp"
#include "limited_server.hpp"
#include "serve_request.hpp"

namespace setlogic::cli {

extern const char* const kWebPage;

namespace {

// Every answer: no content sniffing, and the page may load nothing from elsewhere.
void secure_headers(httplib::Response& res) {
  res.set_header("X-Content-Type-Options", "nosniff");
  res.set_header("Content-Security-Policy",
                 "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
                 "img-src 'self' data:; frame-ancestors 'none'");
}

// Whether something already accepts connections at host:port: a TCP connection alone, since
// the program holding the port need not speak HTTP or answer at all.
bool port_answers(const std::string& host, int port) {
  addrinfo hints{};
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* found = nullptr;
  if (getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &found) != 0) return false;
  bool answers = false;
  for (addrinfo* a = found; a != nullptr && !answers; a = a->ai_next) {
    const int sock = ::socket(a->ai_family, a->ai_socktype | SOCK_NONBLOCK, a->ai_protocol);
    if (sock < 0) continue;
    if (::connect(sock, a->ai_addr, a->ai_addrlen) == 0) {
      answers = true;
    } else if (errno == EINPROGRESS) {
      pollfd p{sock, POLLOUT, 0};
      int error = 0;
      socklen_t length = sizeof error;
      answers = ::poll(&p, 1, 1000) == 1 && getsockopt(sock, SOL_SOCKET, SO_ERROR, &error, &length) == 0 && error == 0;
    }
    ::close(sock);
  }
  freeaddrinfo(found);
  return answers;
}

void answer_json(httplib::Response& res, int status, const nlohmann::ordered_json& j) {
  res.status = status;
  res.set_content(json_text(j), "application/json");
}

void check_budget(const Job& job, const ServeArgs& args) {
  if (Clock::now() >= job.deadline)
    throw Refusal{503, fmt::format("the request's time budget of {} s ran out", args.request_time_limit)};
}

SolveOptions solve_options(const Job& job) {
  return {.techniques = job.techniques,
          .assume_unique = job.assume_unique,
          .deadline = job.deadline,
          .cancel = &interrupted,
          .limits = job.limits};
}

SolveResult solve_job(const Job& job, const ServeArgs& args) {
  SolveResult res = solve(job.in.puzzle, solve_options(job));
  if (res.status == SolveResult::Status::stopped) check_budget(job, args);
  if (res.status == SolveResult::Status::stopped) throw Refusal{503, "the server is shutting down"};
  if (res.status == SolveResult::Status::no_solution)
    throw Refusal{400, "request body: " + no_solution_text(job.in.puzzle, job.assume_unique, &interrupted)};
  return res;
}

// Every step at the job's position, filtered as the request asks; `truncated` when there
// were more than --max-steps.
StepList steps_job(const Job& job, const httplib::Request& req, const ServeArgs& args) {
  const DigitSet digits = digit_param(req, *job.in.alphabet);
  SearchLimits limits = job.limits;
  limits.max_steps = args.max_steps;
  const bool all = !(req.has_param("all") && req.get_param_value("all") == "0");
  StepList steps = steps_at(job.in.puzzle, job.techniques, limits, all, digits);
  check_budget(job, args);
  return steps;
}

nlohmann::ordered_json position_json(const Job& job) {
  nlohmann::ordered_json j;
  j["puzzle"] = format_line(job.in.puzzle, *job.in.alphabet);
  j["position"] = format_candidates(job.in.puzzle, *job.in.alphabet);
  return j;
}

// A position as a HoDoKu library line: unlike a candidate string it keeps givens apart from
// placed digits, and reads back exactly. The code field is required; 0000 stands for none.
std::string library_line(const Puzzle& position, const Alphabet& a) {
  return format_library(position, a, LibraryCase{.code = "0000"});
}

void solve_endpoint(const httplib::Request& req, httplib::Response& res, const ServeArgs& args) {
  const Job job = read_job(req, args);
  const SolveResult solved = solve_job(job, args);
  const ScaleRatings scales = scale_ratings(job.in.puzzle, solved, solve_options(job), job.scales);
  if (job.scales != Scales{}) check_budget(job, args);
  nlohmann::ordered_json j = solve_json(1, job.in.puzzle, solved, *job.in.alphabet, false, scales);
  j["uniqueness"] = solution_count_id(uniqueness_of(job.in.puzzle, &interrupted));
  if (req.has_param("positions") && req.get_param_value("positions") == "1") {
    j["positions"] = nlohmann::ordered_json::array();
    for (const Puzzle& position : positions_along(job.in.puzzle, solved.steps))
      j["positions"].push_back(library_line(position, *job.in.alphabet));
  }
  answer_json(res, 200, j);
}

void generate_endpoint(const httplib::Request& req, httplib::Response& res, const ServeArgs& args) {
  auto param = [&](const char* name) { return req.has_param(name) ? req.get_param_value(name) : std::string(); };
  GenerateOptions o;
  const int size = int_param(req, "size", 9, 4, 25);
  const auto box = box_of_size(size);
  if (!box) throw Refusal{400, fmt::format("parameter size={}: expected 4, 9, 16 or 25", size)};
  if (size > args.max_grid)
    throw Refusal{400, fmt::format("this server takes grids up to {0}x{0} (--max-grid)", args.max_grid)};
  o.box = *box;
  if (const std::string text = param("symmetry"); !text.empty()) {
    const auto symmetry = find_symmetry(text);
    if (!symmetry)
      throw Refusal{400, fmt::format("parameter symmetry={}: expected one of {}", cited(text), symmetry_names())};
    o.symmetry = *symmetry;
  }
  o.minimal = param("minimal") == "1";
  GoalText goal{.level = param("level"),
                .points = param("points"),
                .score = param("score"),
                .er = param("er"),
                .techniques = {},
                .without = {},
                .hardest = {},
                .first = {}};
  if (std::string t = param("technique"); !t.empty()) goal.techniques.push_back(std::move(t));
  if (std::string why = read_goal(goal, o.goal); !why.empty()) throw Refusal{400, "parameter " + why};
  std::string error;
  const std::string profile = req.has_param("profile") ? param("profile") : std::string(default_profile(o.goal));
  const auto techniques = edit_profile(profile, "", error);
  if (!techniques) throw Refusal{400, error};
  if (std::string seed = param("seed"); !seed.empty()) {
    const auto [end, ec] = std::from_chars(seed.data(), seed.data() + seed.size(), o.seed);
    if (ec != std::errc() || end != seed.data() + seed.size())
      throw Refusal{400, fmt::format("parameter seed={}: expected a whole number", cited(seed))};
  } else {
    o.seed = std::random_device{}();
  }
  const HeavySlot slot = take_heavy_slot(args);
  const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                           std::chrono::duration<double>(args.request_time_limit));
  o.rating = {.techniques = *techniques, .assume_unique = AssumeUnique::check, .limits = {}, .cancel = &interrupted};
  if (std::string why = unreachable_goal(o); !why.empty()) throw Refusal{400, why};
  o.rating.deadline = deadline;
  o.rating.limits.budget = {.cancel = &interrupted, .deadline = deadline};
  const CheckedPuzzle c = generate_checked(o, 0, {});
  if (!c.made)
    throw Refusal{
        503, fmt::format("no such puzzle was found within the request's time budget of {} s", args.request_time_limit)};
  if (!c.error.empty()) throw std::runtime_error("the puzzle made failed its check: " + c.error);
  answer_json(res, 200, generated_json(c, o.seed, 0, false));
}

void hint_endpoint(const httplib::Request& req, httplib::Response& res, const ServeArgs& args) {
  const std::string wanted = req.has_param("level") ? req.get_param_value("level") : "step";
  const auto level = find_hint_level(wanted);
  if (!level) throw Refusal{400, fmt::format("level '{}': expected technique, where or step", wanted)};
  const Job job = read_job(req, args);
  auto step = next_step(job.in.puzzle, job.techniques, job.limits);
  check_budget(job, args);
  nlohmann::ordered_json j = position_json(job);
  j["level"] = wanted;
  j["hint"] = step ? hint_text(*step, *job.in.alphabet, *level) : "no step of this profile applies";
  // below the whole step, only what the level gives away
  if (*level == HintLevel::step)
    j["step"] = step ? step_json(*step, *job.in.alphabet) : nlohmann::ordered_json(nullptr);
  else
    j["focus"] = step ? hint_json(*step, *job.in.alphabet, *level) : nlohmann::ordered_json(nullptr);
  answer_json(res, 200, j);
}

void steps_endpoint(const httplib::Request& req, httplib::Response& res, const ServeArgs& args) {
  const Job job = read_job(req, args);
  nlohmann::ordered_json j = position_json(job);
  const StepList found = steps_job(job, req, args);
  j["truncated"] = found.truncated;
  j["steps"] = steps_json(found.steps, *job.in.alphabet);
  answer_json(res, 200, j);
}

void render_endpoint(const httplib::Request& req, httplib::Response& res, const ServeArgs& args) {
  const Job job = read_job(req, args);
  Puzzle position = job.in.puzzle;
  std::optional<Step> step;
  if (req.has_param("step")) {
    const int n = int_param(req, "step", 1, 1, 1 << 20);
    SolveResult solved = solve_job(job, args);
    if (n > static_cast<int>(solved.steps.size()))
      throw Refusal{400, fmt::format("parameter step={}: the solve path has {} steps", n, solved.steps.size())};
    auto at = step_of_path(job.in.puzzle, solved.steps, n);
    if (!at) throw Refusal{500, fmt::format("step {} of the path does not apply", n)};
    position = std::move(at->position);
    step = std::move(at->step);
  } else if (req.has_param("index")) {
    std::vector<Step> steps = steps_job(job, req, args).steps;
    const int k = int_param(req, "index", 0, 0, 1 << 20);
    if (k >= static_cast<int>(steps.size()))
      throw Refusal{400, fmt::format("parameter index={}: the position has {} steps", k, steps.size())};
    step = std::move(steps[static_cast<std::size_t>(k)]);
  } else {
    step = next_step(job.in.puzzle, job.techniques, job.limits);
    check_budget(job, args);
  }
  res.status = 200;
  res.set_content(render_svg(position, *job.in.alphabet, step ? &*step : nullptr), "image/svg+xml");
}

void draw_endpoint(const httplib::Request& req, httplib::Response& res, const ServeArgs&) {
  const nlohmann::json body = nlohmann::json::parse(req.body, nullptr, false);
  if (body.is_discarded() || !body.is_object()) throw Refusal{400, "request body: expected a JSON object"};
  if (!body.contains("position") || !body.at("position").is_string())
    throw Refusal{400, "request body: field 'position' must be a puzzle or position"};
  auto parsed = parse_one(body.at("position").get<std::string>());
  if (auto* e = std::get_if<ParseError>(&parsed)) throw Refusal{400, "position: " + e->text()};
  const Parsed& in = std::get<Parsed>(parsed);
  std::optional<Step> step;
  if (body.contains("step") && !body.at("step").is_null()) {
    auto read = read_step_json(body.at("step"), *in.alphabet);
    if (auto* why = std::get_if<std::string>(&read)) throw Refusal{400, "step: " + *why};
    step = std::move(std::get<Step>(read));
  }
  // ?branch=N (1-based): one branch of a forcing step or Kraken fish alone
  const int branch = int_param(req, "branch", 0, 0, step ? static_cast<int>(step->branches.size()) : 0);
  res.status = 200;
  res.set_content(render_svg(in.puzzle, *in.alphabet, step ? &*step : nullptr, branch - 1), "image/svg+xml");
}

void formats_endpoint(const httplib::Request& req, httplib::Response& res, const ServeArgs& args) {
  const Job job = read_job(req, args);
  const Alphabet& a = *job.in.alphabet;
  nlohmann::ordered_json j;
  j["line"] = format_line(job.in.puzzle, a);
  j["candidates"] = format_candidates(job.in.puzzle, a);
  j["pencilmarks"] = format_pencilmarks(job.in.puzzle, a);
  j["library"] = library_line(job.in.puzzle, a);
  answer_json(res, 200, j);
}

// An unexpected failure: logged, and answered without its text (which may say more about
// the server than a client should learn).
void internal_error(httplib::Response& res, std::string_view what) {
  fmt::print(stderr, "setlogic: internal error: {}\n", escaped(what));
  answer_json(res, 500, {{"error", "internal error (the server's log says more)"}});
}

Refusal too_large(std::size_t max_body) {
  return Refusal{413, fmt::format("request body too large (more than {} bytes, --max-body)", max_body)};
}

// Whether the request has a body, after checking its framing: one Content-Length, written as
// a whole number no larger than --max-body (a larger one is refused before anything is read).
bool check_length(const httplib::Request& req, std::size_t max_body) {
  const std::size_t lengths = req.get_header_value_count("Content-Length");
  if (lengths == 0) return req.has_header("Transfer-Encoding");
  std::string first;
  for (std::size_t i = 0; i < lengths; ++i) {
    const std::string text = req.get_header_value("Content-Length", i);
    if (i == 0) first = text;
    if (text != first) throw Refusal{400, "the request has two different Content-Length headers"};
  }
  std::uint64_t length = 0;
  const char* end = first.data() + first.size();
  const auto [stop, ec] = std::from_chars(first.data(), end, length);
  if (first.empty() || stop != end || (ec != std::errc() && ec != std::errc::result_out_of_range))
    throw Refusal{400, fmt::format("Content-Length {} is not a whole number", cited(first))};
  if (ec == std::errc::result_out_of_range || length > max_body) throw too_large(max_body);
  return true;
}

// Wraps an endpoint: a Refusal or any exception becomes a JSON error, never a dropped
// connection.
// The body is read here rather than by httplib: httplib caps a form-encoded body (curl -d's
// default) at 8 KB, less than a 25x25 candidate string, whatever --max-body says.
httplib::Server::HandlerWithContentReader guarded(void (*endpoint)(const httplib::Request&, httplib::Response&,
                                                                   const ServeArgs&),
                                                  const ServeArgs& args) {
  return [endpoint, &args](const httplib::Request& req, httplib::Response& res, const httplib::ContentReader& read) {
    try {
      httplib::Request with_body = req;
      const bool has_body = check_length(req, args.max_body);
      const bool whole = !has_body || read([&](const char* data, std::size_t length) {
        with_body.body.append(data, length);
        return with_body.body.size() <= args.max_body;
      });
      if (with_body.body.size() > args.max_body) throw too_large(args.max_body);
      if (!whole) throw Refusal{400, "request body: it ended before its Content-Length, or a chunk of it is malformed"};
      endpoint(with_body, res, args);
    } catch (const Refusal& r) {
      answer_json(res, r.status, {{"error", r.error}});
    } catch (const std::exception& e) {
      internal_error(res, e.what());
    }
  };
}

// httplib answers a Range header with those parts of any answer, a multipart body of every
// range asked: a few bytes of "0-,0-,..." would multiply a drawing into megabytes. An API
// answer is made for its request alone and is sent whole; the page may be asked for one
// range. The request httplib hands its handlers is its own, not const, object, so the ranges
// it parsed can be dropped here before the answer is made.
void ignore_ranges(const httplib::Request& req) {
  auto& ranges = const_cast<httplib::Request&>(req).ranges;
  if (req.method != "GET" || req.path != "/" || ranges.size() > 1) ranges.clear();
}

}  // namespace

int run_serve(const ServeArgs& args) {
  // glibc raises its mmap and trim thresholds as large blocks are freed, after which a
  // thread's arena keeps its top (tens of MB) past malloc_trim: over 32 threads the server
  // held 570 MB after twenty 25x25 hints. Fixed thresholds disable that, and every arena
  // gives back what its requests freed.
  mallopt(M_MMAP_THRESHOLD, 128 * 1024);
  mallopt(M_TRIM_THRESHOLD, 128 * 1024);
  LimitedServer server(args.per_client, static_cast<int>(args.request_read_time_limit * 1000));
  std::atomic<int> bound_port{args.port};
  // A connection holds its thread while its client is slow to send, so there are many
  // threads (the work itself is bounded by --heavy and the time limit), a read that waits
  // 3 s drops the connection, and one client address gets at most --max-connections-per-
  // client of the threads: clients trickling a header line every few seconds, however many
  // connections each opens, cannot lock the others out.
  const auto threads = static_cast<std::size_t>(args.threads > 0 ? args.threads : kDefaultServeThreads);
  server.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
  // Answers are written as headers then body: without TCP_NODELAY the body waits for the
  // client's delayed acknowledgement, some 40 ms a request.
  server.set_tcp_nodelay(true);
  server.set_payload_max_length(args.max_body);
  server.set_read_timeout(3, 0);
  server.set_keep_alive_timeout(3);
  server.set_write_timeout(10, 0);
  server.Get("/", [](const httplib::Request&, httplib::Response& res) {
    res.set_content(kWebPage, "text/html; charset=utf-8");
  });
  server.Post("/api/solve", guarded(solve_endpoint, args));
  server.Post("/api/hint", guarded(hint_endpoint, args));
  server.Post("/api/steps", guarded(steps_endpoint, args));
  server.Post("/api/render", guarded(render_endpoint, args));
  server.Post("/api/formats", guarded(formats_endpoint, args));
  server.Post("/api/draw", guarded(draw_endpoint, args));
  server.Post("/api/generate", guarded(generate_endpoint, args));
  server.Get("/api/version", [](const httplib::Request&, httplib::Response& res) {
    answer_json(res, 200, {{"name", "setlogic"}, {"version", std::string(version())}});
  });
  server.Get("/api/catalogue",
             [](const httplib::Request&, httplib::Response& res) { answer_json(res, 200, catalogue_json()); });
  server.Get("/api/options",
             [](const httplib::Request&, httplib::Response& res) { answer_json(res, 200, options_json()); });
  server.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr ep) {
    try {
      std::rethrow_exception(ep);
    } catch (const std::exception& e) {
      internal_error(res, e.what());
    } catch (...) {
      internal_error(res, "unknown exception");
    }
  });
  server.set_error_handler([](const httplib::Request& req, httplib::Response& res) {
    if (!res.body.empty()) return;
    std::string why = res.status == 404   ? fmt::format("no such endpoint: {} {}", req.method, escaped(req.path))
                      : res.status == 413 ? "request body too large"
                      : res.status == 400
                          ? "malformed request: a POST sends the puzzle as its body, with its Content-Length"
                          : fmt::format("request refused (HTTP {})", res.status);
    res.set_content(json_text(nlohmann::json{{"error", why}}), "application/json");
  });
  server.set_post_routing_handler([](const httplib::Request&, httplib::Response& res) { secure_headers(res); });
  // Only a page served from here may post to it: a request from another origin, or naming
  // another host (DNS rebinding), is refused before it reaches an endpoint.
  server.set_pre_routing_handler([&args, &bound_port](const httplib::Request& req, httplib::Response& res) {
    ignore_ranges(req);
    const std::string here = fmt::format("{}:{}", args.host, bound_port.load());
    const std::string host = req.get_header_value("Host");
    const bool local_name = host == fmt::format("localhost:{}", bound_port.load()) &&
                            (args.host == "127.0.0.1" || args.host == "::1" || args.host == "localhost");
    const bool any_address = args.host == "0.0.0.0" || args.host == "::";
    std::string why;
    if (!any_address && host != here && !local_name)
      why = fmt::format("Host '{}' is not this server ({})", escaped(host), here);
    else if (req.has_header("Origin") && req.get_header_value("Origin") != "http://" + here &&
             req.get_header_value("Origin") != "http://" + host)
      why = fmt::format("requests from origin '{}' are refused", escaped(req.get_header_value("Origin")));
    if (why.empty()) return httplib::Server::HandlerResponse::Unhandled;
    answer_json(res, 403, {{"error", why}});
    return httplib::Server::HandlerResponse::Handled;
  });
  // SO_REUSEADDR only: httplib's default adds SO_REUSEPORT, with which a second server on
  // the same port starts and the kernel splits the requests between the two.
  server.set_socket_options([](socket_t sock) {
    int yes = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof(yes));
  });
  int port = args.port;
  if (port == 0) {
    port = server.bind_to_any_port(args.host);
  } else if (!server.bind_to_port(args.host, port)) {
    port = -1;
  }
  if (port < 0) {
    if (args.port != 0 && port_answers(args.host, args.port))
      fmt::print(stderr, "setlogic: port {} is in use on {}\n", args.port, args.host);
    else
      fmt::print(stderr, "setlogic: cannot listen on {}:{}\n", args.host, args.port);
    return 2;
  }
  bound_port.store(port);
  fmt::print(stderr, "setlogic: serving http://{}:{}/ (Ctrl-C stops)\n", args.host, port);
  std::atomic<bool> listening{true};
  std::thread watcher([&server, &listening] {
    while (listening.load() && !interrupted.load()) std::this_thread::sleep_for(std::chrono::milliseconds(100));
    server.stop();
  });
  const bool ok = server.listen_after_bind();
  listening.store(false);
  watcher.join();
  return ok ? 0 : 2;
}

}  // namespace setlogic::cli
