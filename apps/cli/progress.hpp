#pragma once
// Progress of a batch on stderr, shown only when stderr is a terminal and the batch has
// run for more than a second; redrawn at most five times a second. With the size of the
// input known (in lines), it adds the share done and the time left.

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

namespace setlogic::cli {

class Progress {
 public:
  explicit Progress(std::uint64_t total_lines = 0);
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;
  // One more record done; `lines_done` counts the input lines read up to its end.
  void tick(std::uint64_t lines_done = 0);
  // Wipes the bar, so that a line written to the same terminal does not run into it.
  void clear();

 private:
  void draw(bool final);

  bool enabled_;
  bool drawn_ = false;
  std::uint64_t done_ = 0;
  std::uint64_t total_lines_;
  std::uint64_t lines_done_ = 0;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_;
};

// The number of lines of the named files, or 0 when one is not a regular file that opens
// (standard input, a puzzle given as an argument): then no share and time left are shown.
std::uint64_t count_lines(const std::vector<std::string>& files);

}  // namespace setlogic::cli
