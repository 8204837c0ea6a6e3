#pragma once
// HoDoKu's scale: the score and level HoDoKu 2.3.2 gives a puzzle, with its default settings.
//
// HoDoKu's solver adds, for every step it takes, the base score of the technique's row in
// its StepConfig table (a naked single 4, a hidden single 14, an X-Wing 140, a forcing net
// 700, a guess 10000: rows shared by several of our techniques, such as the nice loops and
// AICs, score alike). The level is the highest level of the steps (the catalogue's levels are
// HoDoKu's), raised while the score exceeds the level's band: easy up to 800, medium 1000,
// hard 1600, unfair 1800, extreme above. So a path of singles scoring 900 is medium.
// HoDoKu rates 9x9 grids only; on a larger grid the steps score the same and the bands
// grow with the number of cells (x 256/81 on 16x16, x 625/81 on 25x25), since a path's
// score grows with the cells it fills: a 16x16 path of singles stays easy.
//
// The score is only HoDoKu's when the path is: the `hodoku` profile takes HoDoKu's
// techniques in its order and picks steps as it does (catalogue.hpp, StepChoice::hodoku).
// Techniques HoDoKu 2.3.2 does not have score as their nearest HoDoKu row (docs/rating.md).

#include <span>
#include <string_view>

#include "logic/step.hpp"

namespace setlogic {

struct HodokuRating {
  long score = 0;
  Level level = Level::easy;
  bool operator==(const HodokuRating&) const = default;
};

struct HodokuScale {
  static constexpr std::string_view id = "hodoku";
  static constexpr long kBandTop[] = {800, 1000, 1600, 1800};  // easy .. unfair: the highest score of each level
  static int step(Technique t);                                // the base score of its StepConfig row
  static HodokuRating rate(std::span<const Step> path, int cells = 81);
  // The level of a path whose hardest step has level `hardest` and whose steps score `score`.
  static Level level(Level hardest, long score, int cells = 81);
};

}  // namespace setlogic
