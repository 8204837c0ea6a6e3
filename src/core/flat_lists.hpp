#pragma once
// Lists of ints, one per slot, in one array that keeps its memory from one build to the
// next: a list per cell and digit, per set or per constraint without a vector each, read
// as spans.

#include <cstddef>
#include <span>
#include <vector>

namespace setlogic {

class FlatLists {
 public:
  // The lists of `slots` slots: each(add) calls add(slot, value) for every entry, in the
  // order the lists keep; it is called twice, to count and then to fill.
  template <class Each>
  void build(std::size_t slots, Each&& each) {
    at_.assign(slots + 1, 0);
    each([&](std::size_t slot, int) { ++at_[slot + 1]; });
    for (std::size_t s = 1; s < at_.size(); ++s) at_[s] += at_[s - 1];
    values_.resize(at_.back());
    next_.assign(at_.begin(), at_.end() - 1);
    each([&](std::size_t slot, int value) { values_[next_[slot]++] = value; });
  }

  [[nodiscard]] std::span<const int> operator[](std::size_t slot) const {
    return {values_.data() + at_[slot], at_[slot + 1] - at_[slot]};
  }

 private:
  std::vector<std::size_t> at_, next_;
  std::vector<int> values_;
};

}  // namespace setlogic
