// setlogic: a Sudoku logic engine. This file only wires the subcommands together.

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <setlogic/setlogic.hpp>
#include <system_error>
#include <thread>

#include "commands.hpp"
#include "inputs.hpp"
#include "registration.hpp"

namespace setlogic::cli {

std::atomic<bool> interrupted{false};
std::atomic<bool> abandoned{false};

bool Common::read_options(ReadOptions& out) const {
  if (alphabet.empty()) return true;
  out.alphabet = find_alphabet(alphabet);
  if (out.alphabet != nullptr) return true;
  fmt::print(stderr, "setlogic: unknown alphabet {} (known: {})\n", cited(alphabet), alphabet_names());
  return false;
}

int thread_count(int requested) {
  return requested > 0 ? requested : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

}  // namespace setlogic::cli

namespace {

extern "C" void on_interrupt(int) {
  if (setlogic::cli::interrupted.exchange(true)) setlogic::cli::abandoned.store(true);
}

// After a parse error: "did you mean" for each long option the command does not have, or
// for a command that does not exist, when a known one is near.
void suggest(CLI::App& app, int argc, char** argv) {
  const std::vector<CLI::App*> parsed = app.get_subcommands();
  std::vector<std::string> options, commands;
  for (const CLI::App* scope : {&app, parsed.empty() ? nullptr : parsed.front()}) {
    if (scope == nullptr) continue;
    for (const CLI::Option* o : scope->get_options())
      for (const std::string& name : o->get_lnames()) options.push_back("--" + name);
  }
  for (const CLI::App* sub : app.get_subcommands({})) commands.push_back(sub->get_name());
  const auto nearest = [](std::string_view text, const std::vector<std::string>& names) {
    const std::vector<std::string_view> views(names.begin(), names.end());
    return setlogic::nearest_name(text, views);
  };
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg(argv[i]);
    if (arg.rfind("--", 0) == 0) {
      const std::string_view name = arg.substr(0, arg.find('='));
      if (std::find(options.begin(), options.end(), name) != options.end()) continue;
      if (auto near = nearest(name, options)) fmt::print(stderr, "setlogic: {}: did you mean {}?\n", name, *near);
    } else if (parsed.empty() && !arg.empty() && arg.front() != '-') {
      if (auto near = nearest(arg, commands)) fmt::print(stderr, "setlogic: {}: did you mean {}?\n", arg, *near);
      return;
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  using namespace setlogic::cli;
  CLI::App app{"setlogic: solves Sudoku the way a strong human does, explains every step, rates difficulty."};
  app.set_version_flag("--version", std::string("setlogic ") + std::string(setlogic::version()),
                       "Print the version and exit");
  app.require_subcommand(1);
  app.fallthrough();  // global options may follow the subcommand
  Common common;
  app.add_option("--alphabet", common.alphabet,
                 "Symbols of the grid, when the input does not make them clear: " + setlogic::alphabet_names());

  std::map<CLI::App*, Command> commands;
  auto add = [&](auto adder) {
    auto before = app.get_subcommands({});
    Command run = adder(app, common);
    for (CLI::App* sub : app.get_subcommands({}))
      if (std::find(before.begin(), before.end(), sub) == before.end()) commands[sub] = std::move(run);
  };
  add(add_count);
  add(add_canon);
  add(add_check);
  add(add_solve);
  add(add_hint);
  add(add_steps);
  add(add_regress);
  add(add_fish);
  add(add_rank);
  add(add_explain);
  add(add_rate);
  add(add_generate);
  add(add_render);
  add(add_serve);
  add(add_options);
  add(add_techniques);
  // The record-writing commands without an --output of their own write to this file instead
  // of standard output (solve, hint and steps, rate, generate and render have their own).
  std::string output;
  for (const char* name : {"count", "canon", "check", "explain", "fish", "rank"})
    app.get_subcommand(name)->add_option("--output", output, "Write to this file instead of standard output");

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    suggest(app, argc, argv);
    return 2;
  }
  {
    setlogic::ReadOptions probe;
    if (!common.read_options(probe)) return 2;
  }
  std::signal(SIGINT, on_interrupt);
  for (auto& [sub, run] : commands)
    if (sub->parsed()) {
      if (!output.empty()) {
        const CLI::Option* inputs = sub->get_option_no_throw("inputs");
        if (!safe_output(output,
                         inputs != nullptr ? inputs->as<std::vector<std::string>>() : std::vector<std::string>{}))
          return 2;
        if (std::freopen(output.c_str(), "wb", stdout) == nullptr) {
          fmt::print(stderr, "setlogic: cannot write '{}': {}\n", setlogic::escaped(output), std::strerror(errno));
          return 2;
        }
      }
      int status = 0;
      try {
        status = run();
      } catch (const std::system_error& e) {  // fmt's report of a failed write
        fmt::print(stderr, "setlogic: cannot write the output: {}\n", e.code().message());
        return 2;
      }
      if (std::fflush(stdout) != 0 || std::ferror(stdout) != 0) {
        fmt::print(stderr, "setlogic: cannot write the output: {}\n", std::strerror(errno));
        return 2;
      }
      if (interrupted.load()) {
        fmt::print(stderr, "setlogic: interrupted; finished results were written\n");
        return 130;
      }
      return status;
    }
  return 2;
}
