// Fuzz target: what the server's /api/draw reads from a request body, a JSON object with a
// position (any input format) and a step's JSON, and the drawing made of them. Malformed
// JSON, positions and steps must be refused with a reason; a step read back must draw.

#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "io/reader.hpp"
#include "io/step_json.hpp"
#include "io/svg.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace setlogic;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const nlohmann::json body = nlohmann::json::parse(text, nullptr, false);
  if (body.is_discarded() || !body.is_object() || !body.contains("position") || !body.at("position").is_string())
    return 0;
  auto parsed = parse_one(body.at("position").get<std::string>());
  if (!std::holds_alternative<Parsed>(parsed)) return 0;
  const Parsed& in = std::get<Parsed>(parsed);
  if (!body.contains("step")) {
    (void)render_svg(in.puzzle, *in.alphabet, nullptr);
    return 0;
  }
  auto step = read_step_json(body.at("step"), *in.alphabet);
  if (auto* why = std::get_if<std::string>(&step)) {
    if (why->empty()) std::abort();  // a refusal always says why
    return 0;
  }
  (void)render_svg(in.puzzle, *in.alphabet, &std::get<Step>(step));
  (void)step_json(std::get<Step>(step), *in.alphabet);
  return 0;
}
