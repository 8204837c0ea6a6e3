#pragma once
// A rated puzzle's rating as the text records of rate and generate give it, HoDoKu's way:
// "Extreme (14634) Nested Forcing Net Contradiction (2 guesses) | HoDoKu Extreme (5230) | SE 11.0/11.0/9.8".

#include <setlogic/setlogic.hpp>
#include <string>

namespace setlogic::cli {

std::string rating_text(const RateEntry& e);

}  // namespace setlogic::cli
