#pragma once
// What the server reads from a request before any search: its options (ServeArgs, the
// bounds a request may ask within), the position of its body and the ladder of its query
// parameters (Job), each number parameter in its range, and the digit filter. A request
// that asks for what cannot be given is a Refusal: its HTTP status and the reason. Kept
// apart from the endpoints so that the query-parameter fuzz target (tests/fuzz/query.cpp)
// reads requests exactly as the server does.

#include <httplib.h>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <setlogic/setlogic.hpp>
#include <string>
#include <utility>

namespace setlogic::cli {

using Clock = std::chrono::steady_clock;

// The threads serving requests when --threads is 0.
inline constexpr int kDefaultServeThreads = 32;

struct ServeArgs {
  std::string host = "127.0.0.1";
  int port = 8417;
  double request_time_limit = 10;
  // Seconds within which a whole request (headers and body) must arrive.
  double request_read_time_limit = 10;
  std::size_t max_body = 256 * 1024;
  std::size_t max_steps = 5000;
  int threads = 0;
  // What one request may ask for.
  int max_fins = 8;
  int max_set_logic_size = 5;
  int max_set_logic_rank = 2;
  int max_grid = 25;
  // Requests that can take their whole time budget (grids over 9x9, set logic, every step
  // at a position, a search option away from its default) run at most this many at once; more are turned
  // away with 503 at once, so that cheap requests always find a thread.
  int heavy = 2;
  // Connections served at once from one client address (see LimitedServer).
  int per_client = 16;
};

// A request that cannot be answered: the status and the reason.
struct Refusal {
  int status;
  std::string error;
};

// The heavy requests running now (see ServeArgs::heavy); a Job holds a slot while it lives.
extern std::atomic<int> heavy_running;
class HeavySlot {
 public:
  HeavySlot() = default;
  explicit HeavySlot(bool taken) : taken_(taken) {}
  HeavySlot(HeavySlot&& o) noexcept : taken_(std::exchange(o.taken_, false)) {}
  HeavySlot& operator=(HeavySlot&& o) noexcept {
    std::swap(taken_, o.taken_);
    return *this;
  }
  HeavySlot(const HeavySlot&) = delete;
  HeavySlot& operator=(const HeavySlot&) = delete;
  ~HeavySlot();

 private:
  bool taken_ = false;
};

// One of the --heavy slots, or a 503 Refusal when all are taken.
HeavySlot take_heavy_slot(const ServeArgs& args);

// What every logic endpoint needs from a request: the position and the ladder.
struct Job {
  Parsed in;
  TechniqueSet techniques = TechniqueSet::defaults();
  Scales scales{};  // ?scale=
  AssumeUnique assume_unique = AssumeUnique::check;
  SearchLimits limits;  // with what is known of the puzzle's uniqueness
  Clock::time_point deadline;
  HeavySlot slot;
};

// Parameter `name` as a whole number from lo to hi, or `fallback` when absent.
int int_param(const httplib::Request& req, const char* name, int fallback, int lo, int hi);

// The request's position and ladder, bounded by the server's options; a heavy request takes
// one of the --heavy slots or is refused with 503.
Job read_job(const httplib::Request& req, const ServeArgs& args);

// ?digit=: the digits a step list is filtered by (none: no filter).
DigitSet digit_param(const httplib::Request& req, const Alphabet& alphabet);

}  // namespace setlogic::cli
