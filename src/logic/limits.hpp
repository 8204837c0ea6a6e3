#pragma once

namespace setlogic {

// How many fins a fish may have: every fin (exo and endo) counts towards max_fins, endo
// fins also towards max_endo_fins. HoDoKu's defaults; a limit of N*N cells is unlimited.
struct FishLimits {
  int max_fins = 5;
  int max_endo_fins = 2;
};

// How large a general-logic search goes: base sets of up to max_size constraints, cover
// sets of up to max_size + max_rank.
struct SetLogicLimits {
  int max_size = 4;
  int max_rank = 1;
};

// Every limit a finder may need.
struct SearchLimits {
  FishLimits fish{};
  SetLogicLimits set_logic{};
};

}  // namespace setlogic
