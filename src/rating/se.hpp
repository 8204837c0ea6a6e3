#pragma once
// Sudoku Explainer's scale: ER, EP and ED as Sukaku Explainer 1.18.1 (`serate`, default
// settings) gives them, from the difficulties of the steps of a path
// (logic/se_choice.hpp):
//   ER  the hardest step of the path;
//   EP  the hardest step up to and including the first that places a digit;
//   ED  the first step's difficulty.
// A path that ends in a guess is "beyond the solver": ER 20.0 from the guess on.
//
// The values are Sudoku Explainer's only when the path is: the `se` profile takes the
// techniques Sudoku Explainer has, in its order, and picks among simultaneous steps as it
// does (StepChoice::se). On 16x16 and 25x25 the steps rate the same; ER and EP are maxima,
// so they compare across sizes as they are.

#include <span>
#include <string_view>

#include "core/puzzle.hpp"
#include "logic/se_choice.hpp"
#include "logic/step.hpp"

namespace setlogic {

struct SeRating {
  int er = 0, ep = 0, ed = 0;  // tenths
  bool operator==(const SeRating&) const = default;
};

struct SeScale {
  static constexpr std::string_view id = "se";
  static int step(const Step& s, int side = 9);  // tenths, a forcing step's length estimated
  static SeRating rate(std::span<const Step> path, int side = 9);
  // Over the path from `start`, replaying the candidates so that forcing steps count their
  // length as Sudoku Explainer does (se_difficulty).
  static SeRating rate(const Puzzle& start, std::span<const Step> path);

 private:
  static void add(SeRating& r, bool& placed, bool first, const Step& s, int difficulty);
};

}  // namespace setlogic
