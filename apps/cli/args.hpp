#pragma once
// What each command takes from its command line, and the function that runs it. The options
// are declared on the parser in registration.cpp alone, so that only it and main.cpp
// compile CLI11.

#include <cstdint>
#include <optional>
#include <setlogic/setlogic.hpp>
#include <string>
#include <vector>

#include "commands.hpp"
#include "ladder.hpp"

namespace setlogic::cli {

struct CanonArgs {
  std::uint64_t budget = kCanonicalBudget;
  bool json = false;
  std::vector<std::string> inputs;
};

struct CheckArgs {
  bool json = false;
  std::vector<std::string> inputs;
};

struct CountArgs {
  std::uint64_t limit = 2;
  std::uint64_t max_guesses = 0;
  bool json = false;
  bool grid = false;
  std::vector<std::string> inputs;
};

struct FishArgs {
  std::vector<std::string> digits;
  std::string size = "2-7";
  std::string kinds = "basic,finned,sashimi,franken,mutant";
  bool endo = false;
  bool cannibal = false;
  bool siamese = false;
  bool distinct = false;
  int threads = 0;
  int max_fins = 5;
  int max_endo_fins = 2;
  bool json = false;
  std::vector<std::string> inputs;
};

struct GenerateArgs {
  LadderArgs ladder;
  int threads = 0;
  std::uint64_t count = 1;
  double time = 0;  // seconds, 0: no limit
  std::optional<std::uint64_t> seed;
  int size = 9;
  std::string symmetry = "none";
  bool minimal = false;
  bool one_per_grid = false;
  std::string givens, pattern;
  GoalText goal;
  std::string format = "text";
  std::string print = "record";  // or "puzzle": the puzzle line alone, unrated when there is no goal
  std::string scale = "points";
  std::string output;
  bool steps = false;
  bool distinct = false;
};

struct RateArgs {
  LadderArgs ladder;
  int threads = 0;
  std::string format = "text";
  std::string output;
  bool resume = false;
  double timeout = 0;
  std::string scale = "points";
  std::vector<std::string> where, uses, avoids;  // the records written (RecordSieve)
  std::string print = "record";                  // or "puzzle": the puzzle line alone
  bool steps = false;
  bool summary = true;
  std::vector<std::string> inputs;
};

struct RegressArgs {
  bool verbose = false;
  std::vector<std::string> inputs;
};

struct RenderArgs {
  LadderArgs ladder;
  int step = 0;  // 0: the next step
  bool next = false;
  int branch = 0;  // 0: every premise of a forcing step
  std::string output;
  std::vector<std::string> inputs;
};

struct RankArgs {
  SetLogicLimits limits{};
  int threads = 0;
  std::vector<std::string> digits;
  bool json = false;
  std::vector<std::string> inputs;
};

struct ExplainArgs {
  LadderArgs ladder;
  bool json = false;
  std::vector<std::string> inputs;
};

// The step output options of solve, hint and steps: --notation, --json and --output.
struct StepOutput {
  std::string notation = "hodoku";
  bool json = false;
  std::string output;  // a file written instead of standard output
  Notation style = Notation::hodoku;
  void resolve() { style = *find_notation(notation); }
};

struct SolveArgs {
  LadderArgs ladder;
  StepOutput out;
  bool guess = true;
  bool all_solutions = false;
  int limit = 2;
  bool check = false;
  long max_guesses = 0;
  double time_limit = 0;
  bool stats = false;
  std::string scale = "points";
  std::vector<std::string> inputs;
};

struct StepsArgs {
  LadderArgs ladder;
  StepOutput out;
  bool all = false;
  int threads = 0;
  std::vector<std::string> digits;
  std::vector<std::string> inputs;
  bool hint = false;
  std::string level = "step";  // hint: technique, where or step
};

int run_canon(const CanonArgs& args, const Common& common);
int run_check(const CheckArgs& args, const Common& common);
int run_count(const CountArgs& args, const Common& common);
int run_fish(const FishArgs& args, const Common& common);
int run_rate(const RateArgs& args, const Common& common);
int run_generate(const GenerateArgs& args, bool profile_given);
int run_regress(const RegressArgs& args, const Common& common);
int run_render(const RenderArgs& args, const Common& common);
int run_rank(const RankArgs& args, const Common& common);
int run_explain(const ExplainArgs& args, const Common& common);
int run_solve(SolveArgs& args, const Common& common);
int run_steps(StepsArgs& args, const Common& common);
struct ServeArgs;  // serve_request.hpp
int run_serve(const ServeArgs& args);
int run_options(bool json);
// `setlogic techniques`: the catalogue, a line per technique or as JSON.
int run_techniques(bool json);

}  // namespace setlogic::cli
