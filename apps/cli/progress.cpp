#include "progress.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>

namespace setlogic::cli {

using Clock = std::chrono::steady_clock;

Progress::Progress(std::uint64_t total_lines)
    : enabled_(isatty(STDERR_FILENO) != 0), total_lines_(total_lines), start_(Clock::now()), last_(start_) {}

Progress::~Progress() {
  if (drawn_) draw(true);
}

void Progress::tick(std::uint64_t lines_done) {
  ++done_;
  lines_done_ = lines_done;
  if (!enabled_ || (done_ & 15) != 0) return;
  auto now = Clock::now();
  if (now - start_ < std::chrono::seconds(1) || now - last_ < std::chrono::milliseconds(200)) return;
  last_ = now;
  draw(false);
}

void Progress::clear() {
  if (!drawn_) return;
  fmt::print(stderr, "\r\033[K");
  std::fflush(stderr);
}

void Progress::draw(bool final) {
  double secs = std::chrono::duration<double>(Clock::now() - start_).count();
  double rate = secs > 0 ? static_cast<double>(done_) / secs : 0.0;
  std::string line = fmt::format("\r{} puzzles, {:.0f}/s, {:.1f} s", done_, rate, secs);
  if (total_lines_ > 0 && !final && lines_done_ > 0) {
    double share = std::min(1.0, static_cast<double>(lines_done_) / static_cast<double>(total_lines_));
    auto left = static_cast<long>(secs * (1 - share) / share);
    line += fmt::format(", {:.0f}% done, {}:{:02} left", 100 * share, left / 60, left % 60);
  }
  fmt::print(stderr, "{}\033[K{}", line, final ? "\n" : "");
  std::fflush(stderr);
  drawn_ = true;
}

std::uint64_t count_lines(const std::vector<std::string>& files) {
  std::uint64_t lines = 0;
  std::vector<char> buffer(1 << 16);
  for (const std::string& name : files) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(name, ec)) return 0;
    std::unique_ptr<FILE, int (*)(FILE*)> f(std::fopen(name.c_str(), "rb"), &std::fclose);
    if (!f) return 0;
    std::size_t n = 0;
    char last = '\n';
    while ((n = std::fread(buffer.data(), 1, buffer.size(), f.get())) > 0) {
      for (std::size_t i = 0; i < n; ++i) lines += buffer[i] == '\n';
      last = buffer[n - 1];
    }
    lines += last != '\n';
  }
  return lines;
}

}  // namespace setlogic::cli
