// Fuzz target: the record reader on any bytes, in every format it takes (puzzle lines,
// candidate lines, grids, pencilmark grids, number grids, library lines). Every record must
// be a puzzle whose writers work and whose line reads back the same, or an error with its
// place; nothing may crash.

#include "io/reader.hpp"

#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "io/json.hpp"
#include "io/writer.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace setlogic;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const Record& r : read_records(text)) {
    if (!r.ok()) {
      if (r.error().line < 1) std::abort();
      (void)json_text(error_json(r.error()));
      continue;
    }
    const Parsed& p = r.parsed();
    const std::string line = format_line(p.puzzle, *p.alphabet);
    (void)json_text(puzzle_json(p.puzzle, *p.alphabet));
    (void)format_pencilmarks(p.puzzle, *p.alphabet);
    // a plain puzzle's line reads back as the same puzzle
    if (!p.puzzle.is_position()) {
      auto back = parse_one(line, {.alphabet = p.alphabet});
      if (!std::holds_alternative<Parsed>(back) || std::get<Parsed>(back).puzzle.values != p.puzzle.values)
        std::abort();
    }
  }
  return 0;
}
