#include "progress.hpp"

#include <fmt/format.h>
#include <unistd.h>

namespace setlogic::cli {

using Clock = std::chrono::steady_clock;

Progress::Progress() : enabled_(isatty(STDERR_FILENO) != 0), start_(Clock::now()), last_(start_) {}

Progress::~Progress() {
  if (drawn_) draw(true);
}

void Progress::tick() {
  ++done_;
  if (!enabled_ || (done_ & 63) != 0) return;
  auto now = Clock::now();
  if (now - start_ < std::chrono::seconds(1) || now - last_ < std::chrono::milliseconds(200)) return;
  last_ = now;
  draw(false);
}

void Progress::draw(bool final) {
  double secs = std::chrono::duration<double>(Clock::now() - start_).count();
  fmt::print(stderr, "\r{} puzzles, {:.0f}/s, {:.1f} s{}", done_, secs > 0 ? static_cast<double>(done_) / secs : 0.0,
             secs, final ? "\n" : "");
  std::fflush(stderr);
  drawn_ = true;
}

}  // namespace setlogic::cli
