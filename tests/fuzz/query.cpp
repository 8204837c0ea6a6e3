// Fuzz target: a request's query parameters and body as the server reads them before any
// search (apps/cli/serve_request.hpp): the input is a query string, a newline, and the
// body. Every parameter the endpoints take is read; anything out of range must be refused
// with a status and a reason, never crash or be accepted outside the server's bounds.

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "serve_request.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace setlogic;
  using namespace setlogic::cli;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::size_t split = text.find('\n');
  httplib::Request req;
  httplib::detail::parse_query_text(std::string(text.substr(0, split)), req.params);
  req.body = split == std::string_view::npos ? std::string() : std::string(text.substr(split + 1));
  req.path = req.has_param("path") ? req.get_param_value("path") : "/api/hint";
  ServeArgs args;
  args.request_time_limit = 0.05;  // the uniqueness count of a large grid stays short
  try {
    const Job job = read_job(req, args);
    // what was accepted is within the server's bounds
    if (job.limits.fish.max_fins < 0 || job.limits.fish.max_fins > args.max_fins || job.limits.set_logic.max_size < 1 ||
        job.limits.set_logic.max_size > args.max_set_logic_size || job.limits.set_logic.max_rank < 0 ||
        job.limits.set_logic.max_rank > args.max_set_logic_rank || job.in.puzzle.size() > args.max_grid)
      std::abort();
    if (job.limits.fish.max_endo_fins > args.max_fins || job.limits.kraken.max_fins > args.max_fins ||
        job.limits.kraken.max_endo_fins > args.max_fins)
      std::abort();
    const LadderSettings got{job.limits, job.assume_unique};
    for (const OptionInfo& o : ladder_options())
      if (const int v = o.get(got); v < o.low || v > o.high) std::abort();  // every option within its row
    (void)digit_param(req, *job.in.alphabet);
    for (const char* name : {"step", "index", "branch"})
      if (const int n = int_param(req, name, 0, 0, 1 << 20); n < 0 || n > (1 << 20)) std::abort();
  } catch (const Refusal& r) {
    if (r.error.empty() || (r.status != 400 && r.status != 503)) std::abort();  // a refusal says why
  }
  return 0;
}
