#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>

#include "setlogic/rating.hpp"

namespace setlogic {

namespace {

constexpr std::array<std::string_view, 10> kFieldNames = {"points", "guesses", "hodoku_score", "er",      "ep",
                                                          "ed",     "grade",   "hodoku_level", "outcome", "hardest"};
// The first operator in a condition is its operator; where two start at one place, the
// longer, listed first, wins ("<=" over "<").
constexpr std::array<std::string_view, 6> kOps = {"<=", ">=", "!=", "=", "<", ">"};

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return s;
}

std::optional<Level> level_named(std::string_view name) {
  for (int k = 0; k < kLevelCount; ++k)
    if (equal_ignoring_case(name, level_name(static_cast<Level>(k)))) return static_cast<Level>(k);
  return std::nullopt;
}

std::optional<Outcome> outcome_named(std::string_view name) {
  for (int k = 0; k <= static_cast<int>(Outcome::timeout); ++k)
    if (equal_ignoring_case(name, outcome_id(static_cast<Outcome>(k)))) return static_cast<Outcome>(k);
  return std::nullopt;
}

// The techniques of a comma-separated list, any of them at least.
std::optional<TechniqueSet> technique_list(std::string_view text, std::string& error) {
  TechniqueSet set = TechniqueSet::none();
  for (std::size_t start = 0; start <= text.size();) {
    const std::size_t end = std::min(text.find(',', start), text.size());
    const std::string_view item = trimmed(text.substr(start, end - start));
    start = end + 1;
    if (item.empty()) continue;
    const auto t = find_technique(item);
    if (!t) {
      error = unknown_technique(item);
      return std::nullopt;
    }
    set.add(*t);
  }
  if (set.empty()) {
    error = "no technique named";
    return std::nullopt;
  }
  return set;
}

}  // namespace

bool RecordSieve::where(std::string_view condition, std::string& error) {
  const std::string_view text = trimmed(condition);
  std::size_t at = std::string_view::npos;
  std::string_view op_text;
  for (std::string_view op : kOps)
    if (const std::size_t k = text.find(op); k != std::string_view::npos && k < at) {
      at = k;
      op_text = op;
    }
  const auto expected = [&] {
    error =
        fmt::format("expected NAME OP VALUE, NAME one of {}, OP one of = != < <= > >=", fmt::join(kFieldNames, ", "));
    return false;
  };
  if (at == std::string_view::npos) return expected();
  const std::string_view name = trimmed(text.substr(0, at));
  const std::string_view value = trimmed(text.substr(at + op_text.size()));
  const auto field_at = std::find(kFieldNames.begin(), kFieldNames.end(), name);
  if (field_at == kFieldNames.end() || value.empty()) return expected();
  // kOps' order: <=, >=, !=, =, <, >
  static constexpr std::array<Op, 6> kOpOf = {Op::le, Op::ge, Op::ne, Op::eq, Op::lt, Op::gt};
  Condition c{.field = static_cast<Field>(field_at - kFieldNames.begin()),
              .op = kOpOf[static_cast<std::size_t>(std::find(kOps.begin(), kOps.end(), op_text) - kOps.begin())],
              .value = 0};
  const bool equality = c.op == Op::eq || c.op == Op::ne;
  switch (c.field) {
    case Field::points:
    case Field::guesses:
    case Field::hodoku_score:
    case Field::er:
    case Field::ep:
    case Field::ed: {
      double v = 0;
      const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
      if (ec != std::errc() || end != value.data() + value.size() || !std::isfinite(v)) {
        error = fmt::format("{} is compared with a number, not '{}'", name, value);
        return false;
      }
      c.value = v;
      break;
    }
    case Field::grade:
    case Field::hodoku_level: {
      const auto l = level_named(value);
      if (!l) {
        error = fmt::format("expected a level (easy, medium, hard, unfair, extreme), not '{}'", value);
        return false;
      }
      c.value = static_cast<int>(*l);
      break;
    }
    case Field::outcome: {
      const auto o = outcome_named(value);
      if (!o && !equal_ignoring_case(value, "error")) {
        error =
            fmt::format("expected an outcome (logic, guesses, no_solution, multiple, timeout, error), not '{}'", value);
        return false;
      }
      if (!equality) {
        error = "an outcome is compared with = or != only";
        return false;
      }
      c.value = o ? static_cast<int>(*o) : -1;
      break;
    }
    case Field::hardest: {
      const auto t = find_technique(value);
      if (!t) {
        error = unknown_technique(value);
        return false;
      }
      if (!equality) {
        error = "the hardest technique is compared with = or != only";
        return false;
      }
      c.value = static_cast<int>(*t);
      break;
    }
  }
  if (c.field == Field::hodoku_score || c.field == Field::hodoku_level) scales_.hodoku = true;
  if (c.field == Field::er || c.field == Field::ep || c.field == Field::ed) scales_.se = true;
  conditions_.push_back(c);
  return true;
}

bool RecordSieve::uses(std::string_view techniques, std::string& error) {
  auto set = technique_list(techniques, error);
  if (set) uses_.push_back(*set);
  return set.has_value();
}

bool RecordSieve::avoids(std::string_view techniques, std::string& error) {
  auto set = technique_list(techniques, error);
  if (!set) return false;
  for (Technique t : set->list()) avoids_.add(t);
  return true;
}

bool RecordSieve::keeps(const RateEntry& e) const {
  const bool rated = e.is_rated();
  const auto& hodoku = e.rated.scales.hodoku;
  const auto& se = e.rated.scales.se;
  // The value of a field in this record; nullopt when it has none.
  auto value = [&](Field f) -> std::optional<double> {
    switch (f) {
      case Field::points:
        return rated ? std::optional<double>(e.rated.rating.points) : std::nullopt;
      case Field::guesses:
        return rated ? std::optional<double>(e.rated.solved.guesses) : std::nullopt;
      case Field::grade:
        return rated ? std::optional<double>(static_cast<int>(e.rated.rating.grade)) : std::nullopt;
      case Field::hodoku_score:
        return rated && hodoku ? std::optional<double>(hodoku->score) : std::nullopt;
      case Field::hodoku_level:
        return rated && hodoku ? std::optional<double>(static_cast<int>(hodoku->level)) : std::nullopt;
      // tenths divided, not the bound multiplied: 83 / 10.0 is the double "8.3" reads as
      case Field::er:
        return rated && se ? std::optional<double>(se->er / 10.0) : std::nullopt;
      case Field::ep:
        return rated && se ? std::optional<double>(se->ep / 10.0) : std::nullopt;
      case Field::ed:
        return rated && se ? std::optional<double>(se->ed / 10.0) : std::nullopt;
      case Field::outcome:
        return e.outcome ? static_cast<int>(*e.outcome) : -1;
      case Field::hardest:
        return rated && e.rated.rating.hardest ? std::optional<double>(static_cast<int>(*e.rated.rating.hardest))
                                               : std::nullopt;
    }
    return std::nullopt;
  };
  for (const Condition& c : conditions_) {
    const auto v = value(c.field);
    if (!v) return false;
    const bool holds = c.op == Op::eq   ? *v == c.value
                       : c.op == Op::ne ? *v != c.value
                       : c.op == Op::lt ? *v < c.value
                       : c.op == Op::le ? *v <= c.value
                       : c.op == Op::gt ? *v > c.value
                                        : *v >= c.value;
    if (!holds) return false;
  }
  if (uses_.empty() && avoids_.empty()) return true;
  if (!rated) return false;
  TechniqueSet used = TechniqueSet::none();
  for (const Step& s : e.rated.solved.steps) used.add(s.technique);
  for (const TechniqueSet& any : uses_) {
    const auto list = any.list();
    if (std::none_of(list.begin(), list.end(), [&](Technique t) { return used.contains(t); })) return false;
  }
  const auto avoided = avoids_.list();
  return std::none_of(avoided.begin(), avoided.end(), [&](Technique t) { return used.contains(t); });
}

}  // namespace setlogic
