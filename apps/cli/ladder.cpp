#include "ladder.hpp"

#include <fmt/format.h>

#include <setlogic/json.hpp>

#include "commands.hpp"

namespace setlogic::cli {

void LadderArgs::add_to(CLI::App& sub) {
  sub.add_option("--profile", profile, fmt::format("Technique ladder: {}", profile_names()))->capture_default_str();
  sub.add_option("--techniques", techniques,
                 "Comma-separated techniques (id, name or HoDoKu code): only these; with a leading '-' or '+' "
                 "each, the profile without or with them. Known: " +
                     technique_help());
  for (const OptionInfo& o : ladder_options()) {
    const std::string help(o.help);
    if (o.kind == OptionKind::flag) {
      sub.add_flag_function(
          o.flag() + ",!--no-" + o.flag().substr(2),
          [this, &o](std::int64_t count) {
            if (count != 0) o.set(settings, count > 0 ? 1 : 0);
          },
          help + fmt::format(" (default {})", o.value_text(o.default_value())));
      continue;
    }
    // every value is read by the table, so the command line takes what the other front ends take
    sub.add_option_function<std::string>(
           o.flag(), [this, &o](const std::string& text) { o.set(settings, *o.parse(text)); }, help)
        ->check(CLI::Validator(
            [&o](std::string& text) { return o.parse(text) ? std::string() : "'" + text + "' is not " + o.expected(); },
            o.kind == OptionKind::whole ? fmt::format("INT in [{} - {}]", o.low, o.high) : o.expected()))
        ->type_name(o.kind == OptionKind::whole ? "INT" : "TEXT")
        ->default_str(o.value_text(o.default_value()));
  }
}

SearchLimits LadderArgs::limits() const {
  SearchLimits out = settings.limits;
  out.budget = {.cancel = &interrupted};
  return out;
}

SearchLimits LadderArgs::limits(const Puzzle& p, const TechniqueSet& chosen) const {
  SearchLimits out = limits();
  if (has_uniqueness(chosen)) out.uniqueness.known = establish_uniqueness(p, settings.assume_unique, out.budget);
  return out;
}

std::optional<TechniqueSet> LadderArgs::resolve() const {
  std::string error;
  auto chosen = edit_profile(profile, techniques, error);
  if (!chosen) fmt::print(stderr, "setlogic: {} (see --help)\n", error);
  return chosen;
}

namespace {

int run_options(bool json) {
  if (json) {
    fmt::print("{}\n", json_text(options_json()));
    return 0;
  }
  for (const OptionInfo& o : ladder_options()) {
    const std::string values = o.kind == OptionKind::whole ? fmt::format("{} to {}", o.low, o.high) : o.expected();
    fmt::print("{:<20} {:<26} default {:<8} {}\n", o.flag(), values, o.value_text(o.default_value()), o.help);
  }
  return 0;
}

}  // namespace

Command add_options(CLI::App& app, const Common&) {
  auto json = std::make_shared<bool>(false);
  auto* sub = app.add_subcommand(
      "options", "List the search options that solve, hint, steps, rate, explain, render, Python and the web API take");
  sub->add_flag("--json", *json, "The table as JSON: name, flag, kind, range or choices, default, help");
  return [json] { return run_options(*json); };
}

std::string technique_help() {
  std::string out;
  for (const TechniqueInfo& t : catalogue()) {
    if (!is_searchable(t.technique)) continue;
    out += fmt::format("{}{} ({}, {})", out.empty() ? "" : ", ", t.id, t.name, t.code);
  }
  return out;
}

}  // namespace setlogic::cli
