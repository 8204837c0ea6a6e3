#pragma once
// Progress of a batch on stderr, shown only when stderr is a terminal and the batch has
// run for more than a second; redrawn at most five times a second.

#include <chrono>
#include <cstdint>

namespace setlogic::cli {

class Progress {
 public:
  Progress();
  ~Progress();
  void tick();

 private:
  void draw(bool final);

  bool enabled_;
  bool drawn_ = false;
  std::uint64_t done_ = 0;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_;
};

}  // namespace setlogic::cli
