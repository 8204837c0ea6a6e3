#pragma once
// Lists in option and parameter values, shared by the commands and the server's request
// reader.

#include <cstdint>
#include <optional>
#include <setlogic/setlogic.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace setlogic::cli {

// The items of a comma-separated option value, empty ones dropped.
std::vector<std::string> split_list(std::string_view list);

// The --digit options as a mask of digits of alphabet `a` (0: no filter); nullopt, with
// the offending text in `bad`, when one is not a digit of the grid.
std::optional<DigitSet> digit_mask(const std::vector<std::string>& symbols, const Alphabet& a, std::string& bad);

}  // namespace setlogic::cli
