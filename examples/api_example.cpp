// The public API in one small program: parse a puzzle, solve it step by step, list every
// step that applies at its start, and draw one of them as SVG.
//   api_example [PUZZLE] [SVG-FILE]
// Prints the solve path, the rating and the steps at the start; writes the SVG when asked.

#include <cstdio>
#include <fstream>
#include <setlogic/setlogic.hpp>
#include <variant>

int main(int argc, char** argv) {
  const char* text =
      argc > 1 ? argv[1] : "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  auto parsed = setlogic::parse(text);
  if (const auto* error = std::get_if<setlogic::ParseError>(&parsed)) {
    std::fprintf(stderr, "api_example: %s\n", error->text().c_str());
    return 1;
  }
  const setlogic::Parsed& in = std::get<setlogic::Parsed>(parsed);
  const setlogic::Alphabet& alphabet = *in.alphabet;

  const setlogic::SolveResult solved = setlogic::solve(in.puzzle, {});
  for (const setlogic::Step& step : solved.steps) std::printf("%s\n", setlogic::format_step(step, alphabet).c_str());
  if (solved.status != setlogic::SolveResult::Status::solved) {
    std::fprintf(stderr, "api_example: not solved\n");
    return 1;
  }
  const setlogic::Rating rating = setlogic::rate(solved.steps);
  std::printf("Solution: %s\n", setlogic::format_line(solved.position, alphabet).c_str());
  std::printf("Rating: %ld points, grade %s, %ld guesses\n", rating.points,
              std::string(setlogic::level_name(rating.grade)).c_str(), solved.guesses);

  const std::vector<setlogic::Step> steps = setlogic::find_all_steps(in.puzzle, setlogic::TechniqueSet::defaults());
  std::printf("Steps at the start: %zu\n", steps.size());
  for (const setlogic::Step& step : steps) std::printf("  %s\n", setlogic::format_step(step, alphabet).c_str());

  if (argc > 2 && !steps.empty()) {
    std::ofstream(argv[2]) << setlogic::render_svg(in.puzzle, alphabet, &steps.back());
    std::printf("SVG: %s\n", argv[2]);
  }
  return 0;
}
