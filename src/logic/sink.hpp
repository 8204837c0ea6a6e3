#pragma once
// Finders report steps to a sink; whether a search stops at the first step or collects
// all of them is the sink's business, never the finder's.

#include <algorithm>
#include <optional>
#include <vector>

#include "logic/step.hpp"

namespace setlogic {

class Sink {
 public:
  virtual ~Sink() = default;
  // Takes a step; returns false when the finder should stop looking.
  virtual bool accept(Step&& step) = 0;
};

// Keeps the first step. Most searches find none, so no step is built until one is.
class FirstSink final : public Sink {
 public:
  bool accept(Step&& step) override {
    found_.emplace(std::move(step));
    return false;
  }
  [[nodiscard]] bool found() const { return found_.has_value(); }
  Step& step() { return *found_; }

 private:
  std::optional<Step> found_;
};

// Keeps every step, or the first `cap` of them (0: no cap) and then asks to stop.
class CollectSink final : public Sink {
 public:
  explicit CollectSink(std::size_t cap = 0) : cap_(cap) {}
  bool accept(Step&& step) override {
    steps_.push_back(std::move(step));
    return !full();
  }
  [[nodiscard]] bool full() const { return cap_ != 0 && steps_.size() >= cap_; }
  std::vector<Step>& steps() { return steps_; }

 private:
  std::size_t cap_;
  std::vector<Step> steps_;
};

// Gives the steps to the sink, most eliminations first (ties in the order given), until it
// asks to stop: the order HoDoKu sorts a technique's steps in.
inline void report_most_eliminations_first(std::vector<Step>&& steps, Sink& sink) {
  std::stable_sort(steps.begin(), steps.end(),
                   [](const Step& a, const Step& b) { return a.eliminations.size() > b.eliminations.size(); });
  for (Step& s : steps)
    if (!sink.accept(std::move(s))) return;
}

}  // namespace setlogic
