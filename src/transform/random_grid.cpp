#include "transform/random_grid.hpp"

#include <algorithm>
#include <numeric>

#include "search/brute_force.hpp"
#include "transform/transform.hpp"

namespace setlogic {

std::vector<std::int8_t> random_solution(int box, std::mt19937_64& rng) {
  const int n = box * box;
  std::vector<int> digits(static_cast<std::size_t>(n));
  std::iota(digits.begin(), digits.end(), 0);
  // A filling the brute force cannot complete within its budget (none is known on 9x9; the
  // budget keeps larger sizes from a long search) is drawn again.
  for (;;) {
    Puzzle p = Puzzle::empty(box);
    for (int b = 0; b < box; ++b) {
      std::shuffle(digits.begin(), digits.end(), rng);
      for (int i = 0; i < n; ++i) {
        const int cell = (b * box + i / box) * n + b * box + i % box;
        p.values[static_cast<std::size_t>(cell)] = static_cast<std::int8_t>(digits[static_cast<std::size_t>(i)]);
      }
    }
    CountResult r = count_solutions(p, {.limit = 1, .max_guesses = 10'000});
    if (r.solutions == 1) return apply(random_transform(box, rng), r.solution);
  }
}

}  // namespace setlogic
