#pragma once
// The commands' options on the CLI11 parser (registration.cpp). Each add_x registers its
// subcommand and options and returns the function that runs it; main.cpp calls them all.

#include <CLI/CLI.hpp>
#include <string>

#include "commands.hpp"
#include "ladder.hpp"

namespace setlogic::cli {

struct StepOutput;

// A --threads option (0: one per core, the default).
CLI::Option* add_threads_option(CLI::App& sub, int& threads, const std::string& what);
// One rule for every number an option takes: written out in full (no sign where none is
// allowed, nothing after it), finite, and within its range; else a usage error.
CLI::Validator seconds_in(double lo, double hi);
CLI::Validator whole_in(long long lo, long long hi);

Command add_count(CLI::App& app, const Common& common);
Command add_canon(CLI::App& app, const Common& common);
Command add_check(CLI::App& app, const Common& common);
Command add_solve(CLI::App& app, const Common& common);
Command add_hint(CLI::App& app, const Common& common);
Command add_steps(CLI::App& app, const Common& common);
Command add_regress(CLI::App& app, const Common& common);
Command add_fish(CLI::App& app, const Common& common);
Command add_rank(CLI::App& app, const Common& common);
Command add_explain(CLI::App& app, const Common& common);
Command add_rate(CLI::App& app, const Common& common);
Command add_generate(CLI::App& app, const Common& common);
Command add_render(CLI::App& app, const Common& common);
Command add_serve(CLI::App& app, const Common& common);
Command add_options(CLI::App& app, const Common& common);
Command add_techniques(CLI::App& app, const Common& common);

// --profile, --techniques and a flag per row of the options table.
void add_ladder_options(CLI::App& sub, LadderArgs& ladder);
// --notation and --json.
void add_step_output(CLI::App& sub, StepOutput& out);

}  // namespace setlogic::cli
