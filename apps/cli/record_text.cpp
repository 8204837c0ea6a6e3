#include "record_text.hpp"

#include <fmt/format.h>

#include <cctype>

namespace setlogic::cli {

namespace {

std::string capitalized(std::string_view s) {
  std::string out(s);
  if (!out.empty()) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  return out;
}

}  // namespace

std::string rating_text(const RateEntry& e) {
  const Rating& rating = e.rated.rating;
  std::string line = fmt::format("{} ({}) {}", capitalized(level_name(rating.grade)), rating.points,
                                 rating.hardest ? info(*rating.hardest).name : "none");
  if (const long guesses = e.rated.solved.guesses; guesses > 0) line += fmt::format(" ({} guesses)", guesses);
  if (const auto& h = e.rated.scales.hodoku)
    line += fmt::format(" | HoDoKu {} ({})", capitalized(level_name(h->level)), h->score);
  if (const auto& se = e.rated.scales.se)
    line += fmt::format(" | SE {}/{}/{}", tenths_text(se->er), tenths_text(se->ep), tenths_text(se->ed));
  return line;
}

}  // namespace setlogic::cli
