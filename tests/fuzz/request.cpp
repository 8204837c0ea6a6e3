// Fuzz target: what the server's /api/draw reads from a request body, a JSON object with a
// position (any input format) and a step's JSON, and what is made of them: the drawing, each
// branch drawn alone, the step written back as text in both notations and as JSON.
// Malformed JSON, positions and steps must be refused with a reason; a step read back must
// draw and print.
//
// Byte-level mutation rarely keeps a step's JSON well formed, so the target has a structured
// mutator: it parses the input, picks one place in the JSON tree and changes it the way a
// careless or hostile client would (removed, emptied, a value of the wrong kind, a number
// far out of range, a list cut, repeated or reordered, a token's number changed, a string's
// bytes mutated, a subtree copied from elsewhere in the step). Input that is not JSON gets
// libFuzzer's byte-level mutation. The seeds (corpus/request, made by seed_request.py)
// are real steps of every technique, so the mutants stay close to what the reader must
// check field by field.

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "io/reader.hpp"
#include "io/step_json.hpp"
#include "io/step_text.hpp"
#include "io/svg.hpp"

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

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
  auto read = read_step_json(body.at("step"), *in.alphabet);
  if (auto* why = std::get_if<std::string>(&read)) {
    if (why->empty()) std::abort();  // a refusal always says why
    return 0;
  }
  const Step& step = std::get<Step>(read);
  if (render_svg(in.puzzle, *in.alphabet, &step).empty()) std::abort();
  for (int b = 0; b < static_cast<int>(step.branches.size()) && b < 3; ++b)
    if (render_svg(in.puzzle, *in.alphabet, &step, b).empty()) std::abort();
  (void)format_step(step, *in.alphabet, Notation::hodoku);
  (void)format_step(step, *in.alphabet, Notation::gnpx);
  (void)step_json(step, *in.alphabet).dump();
  return 0;
}

namespace {

using Json = nlohmann::json;
using Pointer = Json::json_pointer;

void places(const Json& j, const Pointer& at, std::vector<Pointer>& out) {
  out.push_back(at);
  if (j.is_object())
    for (const auto& [key, value] : j.items()) places(value, at / key, out);
  else if (j.is_array())
    for (std::size_t i = 0; i < j.size(); ++i) places(j[i], at / i, out);
}

// A number a reader must range-check: around the edges of a grid, of int and of double.
Json odd_number(std::minstd_rand& rng) {
  static const Json numbers[] = {-1, 0, 1, 9, 10, 25, 26, 625, 1 << 30, -(1LL << 40), 1e300, -0.5};
  return numbers[rng() % std::size(numbers)];
}

// A token with one of its numbers replaced: "r3c4<>7" becomes "r3c99999999999<>7".
std::string changed_token(std::string s, std::minstd_rand& rng) {
  static const char* replacements[] = {"0", "10", "26", "99999999999", "-1", ""};
  std::vector<std::size_t> starts;
  for (std::size_t i = 0; i < s.size(); ++i)
    if (std::isdigit(static_cast<unsigned char>(s[i])) &&
        (i == 0 || !std::isdigit(static_cast<unsigned char>(s[i - 1]))))
      starts.push_back(i);
  if (starts.empty()) return s + replacements[rng() % std::size(replacements)];
  const std::size_t at = starts[rng() % starts.size()];
  std::size_t end = at;
  while (end < s.size() && std::isdigit(static_cast<unsigned char>(s[end]))) ++end;
  return s.replace(at, end - at, replacements[rng() % std::size(replacements)]);
}

// Mutates one place of the step (of the whole body when it has none): the body's frame, a
// JSON object with a position, the server checks before anything else, and the reader has
// a target of its own.
void mutate(Json& root, std::minstd_rand& rng) {
  std::vector<Pointer> at;
  if (root.is_object() && root.contains("step"))
    places(root.at("step"), Pointer("/step"), at);
  else
    places(root, Pointer(), at);
  const Pointer& place = at[rng() % at.size()];
  Json& here = root.at(place);
  switch (rng() % 9) {
    case 0:  // removed
      if (!place.empty()) {
        Json& parent = root.at(place.parent_pointer());
        parent.is_object() ? (void)parent.erase(place.back()) : parent.erase(std::stoul(place.back()));
      }
      break;
    case 1: {  // a value of another kind
      static const Json kinds[] = {Json::array(), Json::object(), nullptr, true, "", "r0c0#0", Json::array({""})};
      here = kinds[rng() % std::size(kinds)];
      break;
    }
    case 2:
      here = odd_number(rng);
      break;
    case 3:  // a copy of another place (a chain's nodes as its links, a step as its own part)
      here = Json(root.at(at[rng() % at.size()]));
      break;
    case 4:
      if (here.is_string()) here = changed_token(here.get<std::string>(), rng);
      break;
    case 5:  // a string's bytes as libFuzzer mutates them
      if (here.is_string()) {
        std::string bytes = here.get<std::string>();
        const std::size_t size = bytes.size();
        bytes.resize(size + 16);
        bytes.resize(LLVMFuzzerMutate(reinterpret_cast<std::uint8_t*>(bytes.data()), size, bytes.size()));
        here = bytes;
      }
      break;
    case 6:
      if (here.is_array() && !here.empty()) here.push_back(here[rng() % here.size()]);
      break;
    case 7:
      if (here.is_array() && !here.empty()) here.erase(rng() % here.size());
      break;
    default:
      if (here.is_array()) std::shuffle(here.begin(), here.end(), rng);
      break;
  }
}

}  // namespace

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size,
                                               unsigned int seed) {
  Json root = Json::parse(std::string_view(reinterpret_cast<const char*>(data), size), nullptr, false);
  if (root.is_discarded()) return LLVMFuzzerMutate(data, size, max_size);
  std::minstd_rand rng(seed == 0 ? 1 : seed);
  for (auto n = 1 + rng() % 3; n > 0; --n) mutate(root, rng);
  // a string mutated byte by byte may no longer be UTF-8: written with replacement characters
  const std::string out = root.dump(-1, ' ', false, Json::error_handler_t::replace);
  if (out.size() > max_size) return size;
  std::memcpy(data, out.data(), out.size());
  return out.size();
}
