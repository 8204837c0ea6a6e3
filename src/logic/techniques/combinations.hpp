#pragma once
// The search subsets and basic fish share: k items out of n whose sets together hold
// exactly k members (k cells with k digits, k digits in k cells, k lines in k cross lines).
// A branch ends as soon as its union holds more than k members.

#include <array>
#include <span>

namespace setlogic::detail {

// Walks k-combinations of `items` whose union (under `set_of`) has at most k members and
// calls `found(chosen indices, union)` for each complete one of exactly k; stops when
// `found` returns false.
template <typename Set, typename SetOf, typename Found>
bool combinations(int count, int k, SetOf set_of, Found found) {
  std::array<int, 32> chosen{};
  auto walk = [&](auto& self, int from, int depth, Set acc) -> bool {
    if (depth == k) return acc.count() != k || found(std::span<const int>(chosen.data(), k), acc);
    for (int i = from; i <= count - (k - depth); ++i) {
      Set next = acc | set_of(i);
      if (next.count() > k) continue;
      chosen[depth] = i;
      if (!self(self, i + 1, depth + 1, next)) return false;
    }
    return true;
  };
  return walk(walk, 0, 0, Set{});
}

}  // namespace setlogic::detail
