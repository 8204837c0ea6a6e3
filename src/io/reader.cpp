#include "io/reader.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <sstream>

#include "core/geometry.hpp"
#include "io/notation.hpp"

namespace setlogic {

std::string ParseError::text() const {
  if (column > 0) return fmt::format("line {}, column {}: {}", line, column, message);
  return fmt::format("line {}: {}", line, message);
}

namespace {

// Lines reach the parsers checked as UTF-8 (next_line), and a cell is a character, not a
// byte: counts and columns are in characters, and a character no alphabet has is named whole.
std::size_t char_length(std::string_view s, std::size_t i) {
  return static_cast<std::size_t>(std::max(1, utf8_sequence(s, i)));
}

std::size_t char_count(std::string_view s) {
  return static_cast<std::size_t>(
      std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

// One cell's text as found in the input, with where it was found.
struct CellText {
  std::string text;  // one character, or a pencilmark group
  int line;
  int column;
};

std::string_view trim(std::string_view s) {
  auto issp = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
  while (!s.empty() && issp(s.front())) s.remove_prefix(1);
  while (!s.empty() && issp(s.back())) s.remove_suffix(1);
  return s;
}

int box_for_cells(std::size_t cells) {
  for (int b = kMinBox; b <= kMaxBox; ++b)
    if (static_cast<std::size_t>(b * b * b * b) == cells) return b;
  return 0;
}

int box_for_row(std::size_t cells) {
  for (int b = kMinBox; b <= kMaxBox; ++b)
    if (static_cast<std::size_t>(b * b) == cells) return b;
  return 0;
}

std::string grid_name(int box) {
  return fmt::format("{0}x{0}", box * box);
}

bool is_decoration(std::string_view line) {
  line = trim(line);
  if (line.empty()) return false;
  bool rule = false;
  for (char c : line) {
    if (std::isalnum(static_cast<unsigned char>(c))) return false;
    if (c == ',') return false;
    rule = rule || c == '-' || c == '=';
  }
  return rule;
}

// The run of cell characters a one-line record starts with, and what follows it.
struct Head {
  std::size_t start = 0;  // offset of the first cell character in the line
  std::string_view cells;
  std::string_view rest;
};

Head split_head(std::string_view line) {
  Head h;
  while (h.start < line.size() && std::isspace(static_cast<unsigned char>(line[h.start]))) ++h.start;
  std::size_t end = line.find_first_of(" \t:;#", h.start);
  if (end == std::string_view::npos) end = line.size();
  h.cells = line.substr(h.start, end - h.start);
  std::string_view rest = line.substr(end);
  if (!rest.empty() && rest.front() == ':') rest.remove_prefix(1);
  h.rest = trim(rest);
  return h;
}

enum class LineKind { blank, comment, library, puzzle, candidates, block };

LineKind classify(std::string_view line, bool inside_block) {
  std::string_view t = trim(line);
  if (t.empty()) return LineKind::blank;
  if (t.front() == '#') return LineKind::comment;
  if (is_decoration(t)) return LineKind::block;  // before ':' - HoDoKu's box rules start with it
  if (t.front() == ':') return LineKind::library;
  Head h = split_head(line);
  std::size_t n = char_count(h.cells);
  if (n == 81 || n == 256 || n == 625) return LineKind::puzzle;
  if (n == 729 || n == 4096 || n == 15625) return LineKind::candidates;
  // A 16-character line of 1-4 and empties is a 4x4 puzzle, even where it was meant as the
  // first row of a 16x16 grid: a file of 4x4 puzzles must not read as one 16x16 grid.
  if (!inside_block && (n == 16 || n == 64) && h.cells.find_first_not_of("1234.0") == std::string_view::npos)
    return n == 16 ? LineKind::puzzle : LineKind::candidates;
  return LineKind::block;
}

using AlphabetResult = std::variant<const Alphabet*, ParseError>;

// Chooses the alphabet for cells written with `cells` (each CellText's characters), or
// says which character does not fit.
AlphabetResult choose_alphabet(int box, const std::vector<CellText>& cells, int record_line,
                               const ReadOptions& options) {
  if (options.alphabet != nullptr) {
    const Alphabet& a = *options.alphabet;
    if (a.box != box)
      return ParseError{
          record_line, 0,
          fmt::format("alphabet {} is for {} grids, this is a {} grid", a.name, grid_name(a.box), grid_name(box))};
    for (const auto& c : cells)
      for (std::size_t i = 0; i < c.text.size(); ++i)
        if (a.digit(c.text[i]) < 0 && !a.is_empty(c.text[i]))
          return ParseError{c.line, c.column + static_cast<int>(i),
                            fmt::format("'{}' is not a symbol of alphabet {}",
                                        std::string_view(c.text).substr(i, char_length(c.text, i)), a.name)};
    return &a;
  }
  // Narrow the alphabets of this size character by character, so that the character that
  // rules out the last one can be named.
  std::vector<const Alphabet*> open;
  for (const auto& a : all_alphabets())
    if (a.box == box) open.push_back(&a);
  std::string seen;
  for (const auto& c : cells)
    for (std::size_t i = 0; i < c.text.size(); ++i) {
      char ch = c.text[i];
      seen += ch;
      auto fits = [ch](const Alphabet* a) { return a->digit(ch) >= 0 || a->is_empty(ch); };
      if (std::any_of(open.begin(), open.end(), fits)) {
        std::erase_if(open, [&](const Alphabet* a) { return !fits(a); });
        continue;
      }
      int col = c.column + static_cast<int>(i);
      if (fitting_alphabets(box, std::string_view(&c.text[i], 1)).empty())
        return ParseError{c.line, col,
                          fmt::format("'{}' is not a {} symbol",
                                      std::string_view(c.text).substr(i, char_length(c.text, i)), grid_name(box))};
      return ParseError{c.line, col, fmt::format("'{}' does not fit the alphabet of the symbols before it", ch)};
    }
  if (open.size() == 1) return open.front();
  auto fit = fitting_alphabets(box, seen);
  if (fit.size() == 1) return fit.front();
  std::string names;
  for (const Alphabet* a : fit) names += (names.empty() ? "" : " or ") + std::string(a->name);
  return ParseError{record_line, 0,
                    fmt::format("ambiguous {} alphabet ({}); choose one with --alphabet", grid_name(box), names)};
}

// A grid of one symbol (or empty character) per cell.
std::variant<Parsed, ParseError> build_plain(int box, const std::vector<CellText>& cells, int record_line,
                                             const ReadOptions& options, InputFormat format) {
  auto chosen = choose_alphabet(box, cells, record_line, options);
  if (auto* e = std::get_if<ParseError>(&chosen)) return *e;
  Parsed out;
  out.alphabet = std::get<const Alphabet*>(chosen);
  out.format = format;
  out.puzzle = Puzzle::empty(box);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    int d = out.alphabet->digit(cells[i].text[0]);
    if (d < 0) continue;
    out.puzzle.values[i] = static_cast<std::int8_t>(d);
    out.puzzle.given[i] = 1;
  }
  return out;
}

// A pencilmark grid: a group of one symbol is a solved cell, a longer group the candidates.
std::variant<Parsed, ParseError> build_pencilmarks(int box, const std::vector<CellText>& cells, int record_line,
                                                   const ReadOptions& options) {
  auto chosen = choose_alphabet(box, cells, record_line, options);
  if (auto* e = std::get_if<ParseError>(&chosen)) return *e;
  Parsed out;
  out.alphabet = std::get<const Alphabet*>(chosen);
  out.format = InputFormat::pencilmarks;
  out.puzzle = Puzzle::empty(box);
  out.puzzle.candidates.assign(out.puzzle.values.size(), 0);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const CellText& c = cells[i];
    std::uint32_t mask = 0;
    for (std::size_t k = 0; k < c.text.size(); ++k) {
      int d = out.alphabet->digit(c.text[k]);
      if (d < 0)
        return ParseError{c.line, c.column + static_cast<int>(k),
                          fmt::format("'{}' in a pencilmark group is not a digit", c.text[k])};
      mask |= std::uint32_t{1} << d;
    }
    if (c.text.size() == 1) {
      out.puzzle.values[i] = static_cast<std::int8_t>(out.alphabet->digit(c.text[0]));
      out.puzzle.given[i] = 1;
    } else {
      out.puzzle.candidates[i] = mask;
    }
  }
  return out;
}

std::variant<Parsed, ParseError> parse_puzzle_line(std::string_view line, int line_no, const ReadOptions& options) {
  Head h = split_head(line);
  std::vector<CellText> cells;
  cells.reserve(h.cells.size());
  int column = static_cast<int>(h.start) + 1;
  for (std::size_t i = 0; i < h.cells.size(); ++column) {
    const std::size_t length = char_length(h.cells, i);
    cells.push_back({std::string(h.cells.substr(i, length)), line_no, column});
    i += length;
  }
  int box = box_for_cells(cells.size());
  auto r = build_plain(box, cells, line_no, options, InputFormat::line);
  if (auto* p = std::get_if<Parsed>(&r)) p->extra = std::string(h.rest);
  return r;
}

std::variant<Parsed, ParseError> parse_candidate_line(std::string_view line, int line_no, const ReadOptions& options) {
  Head h = split_head(line);
  const std::size_t cells = char_count(h.cells);
  int box = 0;
  for (int b = kMinBox; b <= kMaxBox; ++b)
    if (static_cast<std::size_t>(b * b * b * b * b * b) == cells) box = b;
  if (cells != h.cells.size()) {  // a character beyond ASCII: every one before it is one byte
    const std::size_t at = static_cast<std::size_t>(
        std::find_if(h.cells.begin(), h.cells.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; }) -
        h.cells.begin());
    return ParseError{
        line_no, static_cast<int>(h.start + at + 1),
        fmt::format("'{}' is not a {} symbol", h.cells.substr(at, char_length(h.cells, at)), grid_name(box))};
  }
  int n = box * box;
  // Each alphabet is tried in full; the error reported is the one found latest, which is
  // the most informative when one alphabet nearly fits.
  std::vector<const Alphabet*> tries;
  if (options.alphabet != nullptr)
    tries.push_back(options.alphabet);
  else
    for (const auto& a : all_alphabets())
      if (a.box == box) tries.push_back(&a);
  ParseError best{line_no, 0, fmt::format("no alphabet fits this {} candidate string", grid_name(box))};
  for (const Alphabet* a : tries) {
    if (a->box != box) {
      best.message =
          fmt::format("alphabet {} is for {} grids, this is a {} grid", a->name, grid_name(a->box), grid_name(box));
      continue;
    }
    Parsed out;
    out.alphabet = a;
    out.format = InputFormat::candidates;
    out.puzzle = Puzzle::empty(box);
    out.puzzle.candidates.assign(out.puzzle.values.size(), 0);
    std::size_t i = 0;
    for (; i < h.cells.size(); ++i) {
      char ch = h.cells[i];
      int k = static_cast<int>(i) % n;
      if (a->is_empty(ch) && a->digit(ch) != k) continue;
      if (a->digit(ch) != k) break;
      out.puzzle.candidates[i / n] |= std::uint32_t{1} << k;
    }
    if (i == h.cells.size()) {
      out.extra = std::string(h.rest);
      return out;
    }
    int column = static_cast<int>(h.start + i + 1);
    if (column > best.column)
      best = ParseError{line_no, column,
                        fmt::format("'{}' at place {} of {} is neither {} nor empty ('{}')", h.cells[i], i % n + 1,
                                    cell_name(box, static_cast<int>(i) / n), a->symbol(static_cast<int>(i) % n),
                                    a->empties.substr(0, 1))};
  }
  return best;
}

std::variant<std::vector<CandidateRef>, ParseError> parse_library_tokens(std::string_view field, int field_column,
                                                                         int line_no, const Alphabet& a) {
  std::vector<CandidateRef> out;
  int n = a.size();
  std::size_t i = 0;
  while (i < field.size()) {
    if (std::isspace(static_cast<unsigned char>(field[i]))) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < field.size() && !std::isspace(static_cast<unsigned char>(field[end]))) ++end;
    std::string_view tok = field.substr(i, end - i);
    int column = field_column + static_cast<int>(i);
    if (tok.size() != 3)
      return ParseError{line_no, column, fmt::format("{} is not a <digit><row><column> token", cited(tok))};
    int d = a.digit(tok[0]);
    int r = index_from_symbol(tok[1]);
    int c = index_from_symbol(tok[2]);
    if (d < 0 || r < 0 || r >= n || c < 0 || c >= n)
      return ParseError{line_no, column, fmt::format("'{}' is not a candidate of a {} grid", tok, grid_name(a.box))};
    out.push_back({r * n + c, d});
    i = end;
  }
  return out;
}

std::variant<Parsed, ParseError> parse_library_line(std::string_view line, int line_no, const ReadOptions& options) {
  std::vector<std::string_view> fields;
  std::vector<int> columns;
  std::size_t start = line.find(':');
  for (std::size_t pos = start + 1;;) {
    std::size_t end = line.find(':', pos);
    columns.push_back(static_cast<int>(pos + 1));
    fields.push_back(line.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos));
    if (end == std::string_view::npos) break;
    pos = end + 1;
  }
  // fields: code, digits, givens, deleted, eliminations, placements, extra...
  if (fields.size() < 6)
    return ParseError{line_no, 0,
                      fmt::format("a library line has 7 ':'-separated fields "
                                  "(:code:digits:givens:deleted:eliminations:placements:extra), found {}",
                                  fields.size())};
  LibraryCase lc;
  std::string_view code = trim(fields[0]);
  if (auto dash = code.find('-'); dash != std::string_view::npos) {
    lc.variant = std::string(code.substr(dash + 1));
    code = code.substr(0, dash);
  }
  if (code.size() < 4 || code.size() > 5 ||
      !std::all_of(code.begin(), code.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
    return ParseError{line_no, columns[0], fmt::format("{} is not a technique code (4 or 5 digits)", cited(fields[0]))};
  lc.code = std::string(code);

  std::vector<CellText> cells;
  std::vector<std::uint8_t> solved_later;
  std::string_view givens = fields[2];
  for (std::size_t i = 0; i < givens.size(); ++i) {
    bool plus = givens[i] == '+';
    if (plus && ++i == givens.size())
      return ParseError{line_no, columns[2] + static_cast<int>(i) - 1, "'+' must be followed by a digit"};
    cells.push_back({std::string(1, givens[i]), line_no, columns[2] + static_cast<int>(i)});
    solved_later.push_back(plus ? 1 : 0);
  }
  int box = box_for_cells(cells.size());
  if (box == 0)
    return ParseError{line_no, columns[2],
                      fmt::format("the givens field has {} cells; expected 16, 81, 256 or 625", cells.size())};
  auto built = build_plain(box, cells, line_no, options, InputFormat::library);
  if (auto* e = std::get_if<ParseError>(&built)) return *e;
  Parsed out = std::move(std::get<Parsed>(built));
  const Alphabet& a = *out.alphabet;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (!solved_later[i]) continue;
    if (out.puzzle.values[i] == kEmpty) return ParseError{line_no, cells[i].column, "'+' must be followed by a digit"};
    out.puzzle.given[i] = 0;
  }
  for (std::size_t i = 0; i < fields[1].size(); ++i) {
    int d = a.digit(fields[1][i]);
    if (d < 0)
      return ParseError{line_no, columns[1] + static_cast<int>(i), fmt::format("'{}' is not a digit", fields[1][i])};
    lc.digits.push_back(d);
  }
  std::vector<CandidateRef>* lists[] = {&lc.deleted, &lc.eliminations, &lc.placements};
  for (int f = 0; f < 3; ++f) {
    auto toks = parse_library_tokens(fields[3 + f], columns[3 + f], line_no, a);
    if (auto* e = std::get_if<ParseError>(&toks)) return *e;
    *lists[f] = std::move(std::get<std::vector<CandidateRef>>(toks));
  }
  for (std::size_t f = 6; f < fields.size(); ++f) lc.extra += (f > 6 ? ":" : "") + std::string(fields[f]);

  // The position: every digit not seen by a peer's value, less the deleted candidates.
  Puzzle& p = out.puzzle;
  p.candidates = candidate_masks(p);
  for (std::size_t c = 0; c < p.values.size(); ++c)
    if (p.values[c] != kEmpty) p.candidates[c] = 0;
  for (const auto& del : lc.deleted) {
    if (p.values[static_cast<std::size_t>(del.cell)] != kEmpty)
      return ParseError{line_no, columns[3],
                        fmt::format("the deleted candidate {} of {} is in a cell that holds a digit already",
                                    a.symbol(del.digit), cell_name(box, del.cell))};
    p.candidates[del.cell] &= ~(std::uint32_t{1} << del.digit);
  }
  out.library = std::move(lc);
  return out;
}

// Splits a grid row into cells. Plain rows have one character per cell; pencilmark rows
// have one group per cell. Which one a block is, the first row decides.
std::vector<CellText> split_row(std::string_view line, int line_no, bool pencilmarks) {
  std::vector<CellText> tokens;
  int column = 1;
  for (std::size_t i = 0; i < line.size();) {
    char c = line[i];
    if (std::isspace(static_cast<unsigned char>(c)) || c == '|' || c == '!') {
      ++i, ++column;
      continue;
    }
    std::size_t end = i;
    while (end < line.size() && !std::isspace(static_cast<unsigned char>(line[end])) && line[end] != '|' &&
           line[end] != '!')
      ++end;
    if (pencilmarks) {
      tokens.push_back({std::string(line.substr(i, end - i)), line_no, column});
      column += static_cast<int>(char_count(line.substr(i, end - i)));
    } else {
      for (std::size_t k = i; k < end; ++column) {
        const std::size_t length = char_length(line, k);
        tokens.push_back({std::string(line.substr(k, length)), line_no, column});
        k += length;
      }
    }
    i = end;
  }
  return tokens;
}

bool looks_like_pencilmarks(std::string_view line) {
  auto groups = split_row(line, 0, true);
  if (groups.size() < 4) return false;
  bool all_one = true;
  bool equal_length = true;
  for (const auto& g : groups) {
    if (g.text.find('.') != std::string::npos) return false;
    all_one = all_one && g.text.size() == 1;
    equal_length = equal_length && g.text.size() == groups.front().text.size();
  }
  if (all_one) return false;
  // B groups of B characters: a plain row written box by box.
  std::size_t len = groups.front().text.size();
  return !(equal_length && groups.size() == len && box_for_row(len * len) != 0);
}

// A row of comma-separated numbers, with optional C-style braces.
std::variant<std::vector<CellText>, ParseError> split_number_row(std::string_view line, int line_no) {
  std::string clean(line);
  bool braces = clean.find_first_of("{}") != std::string::npos;
  std::replace_if(
      clean.begin(), clean.end(), [](char c) { return c == '{' || c == '}'; }, ' ');
  std::string_view view = clean;
  while (!view.empty() && std::isspace(static_cast<unsigned char>(view.back()))) view.remove_suffix(1);
  if (braces && !view.empty() && view.back() == ',') view.remove_suffix(1);
  std::vector<CellText> fields;
  std::size_t pos = 0;
  for (;;) {
    std::size_t end = view.find(',', pos);
    std::string_view f = view.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
    std::size_t lead = 0;
    while (lead < f.size() && std::isspace(static_cast<unsigned char>(f[lead]))) ++lead;
    std::string_view t = trim(f);
    if (!t.empty() &&
        !std::all_of(t.begin(), t.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
      return ParseError{line_no, static_cast<int>(pos + lead + 1), fmt::format("{} is not a number", cited(t))};
    fields.push_back({std::string(t), line_no, static_cast<int>(pos + lead + 1)});
    if (end == std::string_view::npos) break;
    pos = end + 1;
  }
  return fields;
}

std::variant<Parsed, ParseError> build_numbers(int box, const std::vector<CellText>& cells) {
  Parsed out;
  out.alphabet = &default_alphabet(box);
  out.format = InputFormat::numbers;
  out.puzzle = Puzzle::empty(box);
  int n = box * box;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (cells[i].text.empty()) continue;
    // every field is digits (split_number_row): a value too large for int is out of range too
    int v = 0;
    const auto [end, ec] = std::from_chars(cells[i].text.data(), cells[i].text.data() + cells[i].text.size(), v);
    if (ec == std::errc() && v == 0) continue;
    if (ec != std::errc() || v > n)
      return ParseError{cells[i].line, cells[i].column,
                        fmt::format("{} is out of range for a {} grid (1..{}, 0 or blank for empty)", cells[i].text,
                                    grid_name(box), n)};
    out.puzzle.values[i] = static_cast<std::int8_t>(v - 1);
    out.puzzle.given[i] = 1;
  }
  return out;
}

}  // namespace

namespace {

// The first byte of `line` that is not UTF-8 or is a control character (tab aside), and
// why; nullopt when every byte is fine.
std::optional<std::pair<std::size_t, std::string>> bad_byte(std::string_view line) {
  for (std::size_t i = 0; i < line.size();) {
    const auto b = static_cast<unsigned char>(line[i]);
    if ((b < 0x20 && b != '\t') || b == 0x7f)
      return std::pair{i, fmt::format("byte 0x{:02X} is a control character", b)};
    const int len = utf8_sequence(line, i);
    if (len == 0) return std::pair{i, fmt::format("byte 0x{:02X} is not valid UTF-8", b)};
    i += static_cast<std::size_t>(len);
  }
  return std::nullopt;
}

}  // namespace

RecordReader::RecordReader(std::istream& in, ReadOptions options)
    : in_(in), options_(options), line_no_(options.first_line - 1) {}

bool RecordReader::next_line(std::string& line) {
  bad_line_.reset();
  if (pending_) {
    line = std::move(*pending_);
    pending_.reset();
    ++line_no_;
    return true;
  }
  // getline with a bound: past kMaxLineBytes the rest of the line is read and dropped
  line.clear();
  std::size_t length = 0;
  bool any = false;
  std::streambuf* buf = in_.rdbuf();
  for (int ch = buf->sbumpc(); ch != std::char_traits<char>::eof(); ch = buf->sbumpc()) {
    any = true;
    if (ch == '\n') break;
    if (++length <= kMaxLineBytes) line.push_back(static_cast<char>(ch));
  }
  if (!any) {
    in_.setstate(std::ios::eofbit);
    return false;
  }
  ++line_no_;
  // a byte order mark opens some UTF-8 files: it is no part of the first record
  if (line_no_ == 1 && line.starts_with("\xEF\xBB\xBF")) line.erase(0, 3), length -= 3;
  if (length > kMaxLineBytes) {
    bad_line_ = ParseError{line_no_, 0,
                           fmt::format("the line is {} bytes long; no record of a supported grid size needs more "
                                       "than {}",
                                       length, kMaxLineBytes)};
    line.resize(std::min<std::size_t>(line.size(), 1));  // enough to tell a comment
    return true;
  }
  if (!line.empty() && line.back() == '\r') line.pop_back();
  if (auto bad = bad_byte(line)) bad_line_ = ParseError{line_no_, static_cast<int>(bad->first + 1), bad->second};
  return true;
}

// Only lines that passed next_line's checks are pushed back, so they are not checked again.
void RecordReader::push_back(std::string line) {
  pending_ = std::move(line);
  --line_no_;
}

std::optional<Record> RecordReader::next() {
  return advance(true);
}

std::optional<int> RecordReader::next_start() {
  auto r = advance(false);
  return r ? std::optional<int>(r->line) : std::nullopt;
}

// The next record; without `parse`, a one-line record is passed over unparsed (its result is
// then meaningless), while a block is read as ever, since its end depends on its content.
std::optional<Record> RecordReader::advance(bool parse) {
  std::string line;
  while (next_line(line)) {
    const LineKind kind =
        bad_line_ ? (trim(line).rfind('#', 0) == 0 ? LineKind::comment : LineKind::puzzle) : classify(line, false);
    if (bad_line_ && kind != LineKind::comment) return Record{line_no_, *bad_line_};
    switch (kind) {
      case LineKind::blank:
      case LineKind::comment:
        continue;
      case LineKind::library:
        return Record{line_no_, parse ? parse_library_line(line, line_no_, options_) : Record::Result{}};
      case LineKind::puzzle:
        return Record{line_no_, parse ? parse_puzzle_line(line, line_no_, options_) : Record::Result{}};
      case LineKind::candidates:
        return Record{line_no_, parse ? parse_candidate_line(line, line_no_, options_) : Record::Result{}};
      case LineKind::block: {
        Record r = read_block(std::move(line));
        if (r.ok() || !r.error().message.empty()) return r;
        continue;  // decoration lines only: nothing to report
      }
    }
  }
  return std::nullopt;
}

// Reads a multi-line grid whose first line is `first`. A record with an empty error
// message means the block held only decoration.
//
// A bad grid is one record, and so is every line that cannot have been part of it: a first
// line that is no grid row is reported alone (a run of bad lines gives one error each), and
// after a bad row only the rows the grid still had room for, of its width, are passed over.
Record RecordReader::read_block(std::string first) {
  const int start = line_no_;
  const bool numbers = first.find(',') != std::string::npos;
  std::vector<CellText> cells;
  int n = 0;
  int rows = 0;
  bool pencilmarks = false;
  // A failure in row `rows + 1`: the rest of the grid's rows are part of the bad record.
  auto fail = [&](ParseError e) {
    if (n > 0) skip_rows(n, n - rows - 1, numbers, pencilmarks);
    return Record{start, std::move(e)};
  };
  std::string line = std::move(first);
  bool have = true;
  while (have) {
    if (bad_line_) return fail(*bad_line_);
    if (line_no_ != start) {
      LineKind kind = classify(line, true);
      if (kind == LineKind::blank || kind == LineKind::comment) break;
      if (kind != LineKind::block) {
        push_back(std::move(line));
        break;
      }
    }
    if (!numbers && is_decoration(line)) {
      have = next_line(line);
      continue;
    }
    std::vector<CellText> row;
    if (numbers) {
      auto r = split_number_row(line, line_no_);
      if (auto* e = std::get_if<ParseError>(&r)) return fail(*e);
      row = std::move(std::get<std::vector<CellText>>(r));
    } else {
      if (n == 0) pencilmarks = looks_like_pencilmarks(line);
      row = split_row(line, line_no_, pencilmarks);
    }
    if (n == 0) {
      // too many for a grid row, as many as a line has: a line split by a space
      const std::size_t lengths[] = {64, 81, 256, 625, 729, 4096, 15625};
      if (box_for_row(row.size()) == 0 &&
          std::find(std::begin(lengths), std::end(lengths), row.size()) != std::end(lengths))
        return fail({line_no_, 0,
                     fmt::format("{} cells with spaces among them: a puzzle or candidate line is one run of "
                                 "cells (is there a stray space?)",
                                 row.size())});
      if (box_for_row(row.size()) == 0)
        return fail({line_no_, 0,
                     fmt::format("{} cells: a puzzle line has 16, 81, 256 or 625 cells, a candidate line "
                                 "64, 729, 4096 or 15625, a grid row 4, 9, 16 or 25",
                                 row.size())});
      n = static_cast<int>(row.size());
    } else if (static_cast<int>(row.size()) != n) {
      return fail(
          {line_no_, 0, fmt::format("row {} of the grid has {} cells, the first row has {}", rows + 1, row.size(), n)});
    }
    cells.insert(cells.end(), std::make_move_iterator(row.begin()), std::make_move_iterator(row.end()));
    if (++rows == n) break;
    have = next_line(line);
  }
  if (n == 0) return Record{start, ParseError{start, 0, ""}};
  if (rows < n) return Record{start, ParseError{start, 0, fmt::format("the grid ends after {} of {} rows", rows, n)}};
  int box = box_for_row(static_cast<std::size_t>(n));
  std::variant<Parsed, ParseError> r = numbers       ? build_numbers(box, cells)
                                       : pencilmarks ? build_pencilmarks(box, cells, start, options_)
                                                     : build_plain(box, cells, start, options_, InputFormat::grid);
  return Record{start, std::move(r)};
}

// After a bad row of a grid `width` cells wide: passes over at most `rows` more rows of that
// width (and the decoration among them), up to a blank line; any other line is a record of
// its own.
void RecordReader::skip_rows(int width, int rows, bool numbers, bool pencilmarks) {
  std::string line;
  while (rows > 0 && next_line(line)) {
    if (bad_line_) {  // a row of the bad grid, whatever it holds
      --rows;
      continue;
    }
    LineKind kind = classify(line, true);
    if (kind == LineKind::blank) return;
    if (!numbers && kind == LineKind::block && is_decoration(line)) continue;
    std::size_t cells = 0;
    if (!numbers) {
      cells = split_row(line, 0, pencilmarks).size();
    } else if (auto r = split_number_row(line, 0); r.index() == 0) {
      cells = std::get<0>(r).size();
    }
    if (kind != LineKind::block || cells != static_cast<std::size_t>(width)) {
      push_back(std::move(line));
      return;
    }
    --rows;
  }
}

std::vector<Slice> slice_records(std::istream& in, int lines, ReadOptions options) {
  std::vector<Slice> slices;
  {
    options.first_line = 1;
    RecordReader reader(in, options);
    while (auto start = reader.next_start()) {
      if (slices.empty() || *start - slices.back().first_line >= lines)
        slices.push_back(
            Slice{.first_line = *start,
                  .records_before = slices.empty() ? 0 : slices.back().records_before + slices.back().records});
      ++slices.back().records;
    }
  }
  in.clear();
  in.seekg(0);
  std::streambuf* buf = in.rdbuf();
  std::uint64_t offset = 0;
  int line = 1;
  for (Slice& s : slices) {
    for (int ch = 0; line < s.first_line && (ch = buf->sbumpc()) != std::char_traits<char>::eof(); ++offset)
      line += ch == '\n';
    s.offset = offset;
  }
  return slices;
}

std::vector<Record> read_records(std::string_view text, ReadOptions options) {
  std::istringstream in{std::string(text)};
  RecordReader reader(in, options);
  std::vector<Record> out;
  while (auto r = reader.next()) out.push_back(std::move(*r));
  return out;
}

std::variant<Parsed, ParseError> parse_one(std::string_view text, ReadOptions options) {
  auto records = read_records(text, options);
  if (records.empty()) return ParseError{1, 0, "no puzzle found"};
  if (records.size() > 1)
    return ParseError{records[1].line, 0, fmt::format("expected one puzzle, found {} records", records.size())};
  return std::move(records.front().result);
}

}  // namespace setlogic
