#pragma once

namespace setlogic {

// How many fins a fish may have: every fin (exo and endo) counts towards max_fins, endo
// fins also towards max_endo_fins. HoDoKu's defaults; a limit of N*N cells is unlimited.
struct FishLimits {
  int max_fins = 5;
  int max_endo_fins = 2;
};

}  // namespace setlogic
