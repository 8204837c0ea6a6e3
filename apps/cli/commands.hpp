#pragma once
// The subcommands. Each registers its options on the app and returns the function that
// runs it; a run returns the process exit status (0 success, 1 some input was bad,
// 130 interrupted).

#include <CLI/CLI.hpp>
#include <atomic>
#include <functional>
#include <setlogic/setlogic.hpp>
#include <string>

namespace setlogic::cli {

// Set by SIGINT: batches stop after the record in hand and flush what they finished.
extern std::atomic<bool> interrupted;
// Set by a second SIGINT: work in progress is dropped too (rate lets it finish otherwise).
extern std::atomic<bool> abandoned;

struct Common {
  std::string alphabet;
  // The read options for --alphabet; false (after reporting) when the name is unknown.
  bool read_options(ReadOptions& out) const;
};

using Command = std::function<int()>;

// A --threads option (0: one per core, the default) and the count it stands for.
CLI::Option* add_threads_option(CLI::App& sub, int& threads, const std::string& what);
// One rule for every number an option takes: written out in full (no sign where none is
// allowed, nothing after it), finite, and within its range; else a usage error.
CLI::Validator seconds_in(double lo, double hi);
CLI::Validator whole_in(long long lo, long long hi);
int thread_count(int requested);

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
Command add_render(CLI::App& app, const Common& common);
Command add_serve(CLI::App& app, const Common& common);
Command add_options(CLI::App& app, const Common& common);

}  // namespace setlogic::cli
