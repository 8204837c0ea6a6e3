#pragma once
// The options of a ladder search, declared once.
//
// Every limit a front end may set on the search, and whether the uniqueness techniques may
// run, is one row of ladder_options(): its name, kind, range, default, one-line help, and
// how it is read from and written into LadderSettings. The command line's flags (--name with
// dashes), the Python keywords, the web API's query parameters, `setlogic options` and the
// README's table are all made from these rows, so none of them can name an option, a range
// or a default the others do not. The technique ladder itself (profile and technique list)
// is read by edit_profile (catalogue.hpp), the same way by every front end.
//
// Every value is held as an int: a whole number as itself, a flag as 0 or 1, a choice as the
// index of its name. The default of a row is what a default-constructed LadderSettings holds,
// so the limits' own structs stay the one place defaults are written.

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "logic/limits.hpp"
#include "logic/solver.hpp"

namespace setlogic {

// Everything the option rows set.
struct LadderSettings {
  SearchLimits limits{};
  AssumeUnique assume_unique = AssumeUnique::check;
};

enum class OptionKind { whole, flag, choice };

struct OptionInfo {
  std::string_view name;  // snake_case: Python keyword, web parameter; --kebab-case on the command line
  OptionKind kind;
  int low = 0, high = 1;                      // the values accepted (a choice: indices of `choices`)
  std::span<const std::string_view> choices;  // the names of a choice's values, in index order
  std::string_view help;
  int (*get)(const LadderSettings&);
  void (*set)(LadderSettings&, int);

  [[nodiscard]] int default_value() const { return get(LadderSettings{}); }
  // "--chain-length"
  [[nodiscard]] std::string flag() const;
  // A value as it is written: 12, true, franken.
  [[nodiscard]] std::string value_text(int value) const;
  // "a whole number from 0 to 1000", "true or false", "basic, franken or mutant", with the
  // upper bound of a whole number lowered to `high` when a front end allows less.
  [[nodiscard]] std::string expected(std::optional<int> high = std::nullopt) const;
  // The value `text` names (a choice in any case; a flag as true/false, yes/no, on/off,
  // 1/0), at most `high` when given; nullopt when it names none.
  [[nodiscard]] std::optional<int> parse(std::string_view text, std::optional<int> high = std::nullopt) const;
};

std::span<const OptionInfo> ladder_options();
const OptionInfo* find_option(std::string_view name);

// "chain_length=0 chain_als=false ...": every option's value in `s`, in table order.
std::string options_text(const LadderSettings& s);

}  // namespace setlogic
