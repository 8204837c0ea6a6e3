// setlogic regress: runs HoDoKu library lines. For each case it finds every step of the
// case's technique in the case's position and passes when one has the same digits and
// exactly the expected eliminations and placements ("-x" cases: when none exists). A
// failure prints the expected line and every actual step as library lines, ready to paste.

#include <fmt/format.h>

#include <algorithm>

#include "commands.hpp"
#include "inputs.hpp"
#include "io/step_text.hpp"
#include "io/writer.hpp"
#include "logic/solver.hpp"
#include "logic/techniques/fish.hpp"

namespace setlogic::cli {

namespace {

struct RegressArgs {
  bool verbose = false;
  std::vector<std::string> inputs;
};

std::vector<CandidateRef> refs(const std::vector<Candidate>& xs) {
  std::vector<CandidateRef> out;
  for (const Candidate& x : xs) out.push_back({x.cell.index(), x.digit.index()});
  std::sort(out.begin(), out.end(),
            [](CandidateRef a, CandidateRef b) { return std::pair(a.digit, a.cell) < std::pair(b.digit, b.cell); });
  return out;
}

std::vector<CandidateRef> sorted(std::vector<CandidateRef> v) {
  std::sort(v.begin(), v.end(),
            [](CandidateRef a, CandidateRef b) { return std::pair(a.digit, a.cell) < std::pair(b.digit, b.cell); });
  return v;
}

int run_regress(const RegressArgs& args, const Common& common) {
  ReadOptions read;
  if (!common.read_options(read)) return 2;
  int passed = 0, failed = 0, skipped = 0;
  int status = for_each_parsed(args.inputs, read, false, [&](const Source& source, const Record& r) {
    const Parsed& in = r.parsed();
    if (!in.library) return Verdict::fine;  // a plain puzzle in a regression file: nothing to test
    const LibraryCase& c = *in.library;
    // A fifth digit 1 marks a Siamese fish: two fish of the four-digit code united.
    const bool siamese_case = c.code.size() == 5 && c.code.back() == '1';
    auto technique = find_technique(siamese_case ? c.code.substr(0, 4) : c.code);
    if (!technique || !is_searchable(*technique)) {
      ++skipped;
      if (args.verbose) fmt::print("skip {}:{}: {} is not implemented\n", source.name, r.line, c.code);
      return Verdict::fine;
    }
    TechniqueSet only = TechniqueSet::none();
    only.add(*technique);
    if (siamese_case)  // a Siamese pair may join a finned and a sashimi fish of one size
      for (const TechniqueInfo& t : catalogue())
        if (t.family == info(*technique).family && t.size == info(*technique).size) only.add(t.technique);
    // Every fish: a case may name any of several with the same eliminations, and a Siamese
    // pair shares its eliminations' first half with one of them.
    std::vector<Step> steps = find_all_steps(in.puzzle, only, {.fish = {.every = true}});
    if (siamese_case) steps = siamese(steps);
    std::vector<int> digits = c.digits;
    std::sort(digits.begin(), digits.end());
    auto matches = [&](const Step& s) {
      std::vector<int> ds;
      for (Digit d : s.digits) ds.push_back(d.index());
      std::sort(ds.begin(), ds.end());
      return ds == digits && refs(s.eliminations) == sorted(c.eliminations) &&
             refs(s.placements) == sorted(c.placements);
    };
    const bool must_not = c.variant == "x";
    const bool ok = must_not ? steps.empty() : std::any_of(steps.begin(), steps.end(), matches);
    if (ok) {
      ++passed;
      return Verdict::fine;
    }
    ++failed;
    const Alphabet& a = *in.alphabet;
    fmt::print("FAIL {}:{}\n  expected: {}\n", source.name, r.line, format_library(in.puzzle, a, c));
    if (steps.empty()) fmt::print("  actual:   no {} step\n", info(*technique).name);
    for (const Step& s : steps) {
      LibraryCase got{.code = c.code};
      for (Digit d : s.digits) got.digits.push_back(d.index());
      got.eliminations = refs(s.eliminations);
      got.placements = refs(s.placements);
      fmt::print("  actual:   {}\n            {}\n", format_library(in.puzzle, a, got), format_step(s, a));
    }
    return Verdict::bad;
  });
  fmt::print("{} passed, {} failed, {} skipped\n", passed, failed, skipped);
  return status;
}

}  // namespace

Command add_regress(CLI::App& app, const Common& common) {
  auto args = std::make_shared<RegressArgs>();
  auto* sub = app.add_subcommand("regress", "Run HoDoKu library-format technique cases");
  sub->add_flag("-v,--verbose", args->verbose, "Also list the skipped cases");
  sub->add_option("inputs", args->inputs, "Library files ('-' for standard input)")->required();
  return [args, &common] { return run_regress(*args, common); };
}

}  // namespace setlogic::cli
