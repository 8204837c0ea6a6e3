#pragma once
// Reading puzzles and positions. One reader takes every supported format, record by record,
// from a stream of any length:
//
//   line         one line of N^2 cells (16, 81, 256, 625): a symbol, or '.'/'0' for empty;
//                anything after the cells (":1:<solution>", " # comment") is kept as `extra`
//   candidates   one line of N^3 characters (64, 729, 4096, 15625): N per cell, position k
//                holding digit k's symbol when it is a candidate, else '.' (or '0')
//   grid         N lines of N cells; '|', '-', '+', spaces and border lines are decoration
//   pencilmarks  N lines of N space-separated candidate groups, as HoDoKu and Sudoku
//                Explainer print them; a group of one digit is a solved cell
//   numbers      N lines of N comma-separated numbers 1..N (0 or blank = empty), with or
//                without C-style braces
//   library      a HoDoKu library line `:code:digits:givens:deleted:eliminations:placements:extra`
//
// Lines starting with '#' are comments; blank lines separate records. The size follows from
// the cell count; the alphabet is detected from the symbols (see alphabet.hpp) unless one
// is given. Every problem is a ParseError with the line and column where it was found, and
// the reader goes on with the next record, so one bad line costs only itself.

#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/puzzle.hpp"
#include "io/alphabet.hpp"

namespace setlogic {

enum class InputFormat { line, candidates, grid, pencilmarks, numbers, library };

struct CandidateRef {
  int cell = 0;
  int digit = 0;
  auto operator<=>(const CandidateRef&) const = default;
};

// The fields of a HoDoKu library line beyond the position itself. Candidate tokens are
// `<digit><row><column>`: the digit in the grid's alphabet, row and column as 1-9, A=10 ..
// P=25 (for 9x9 exactly HoDoKu's form).
struct LibraryCase {
  std::string code{};     // "0301", or "03011" for a Siamese fish
  std::string variant{};  // text after '-' in the code field: "x" = must not be found
  std::vector<int> digits{};
  std::vector<CandidateRef> deleted{};
  std::vector<CandidateRef> eliminations{};
  std::vector<CandidateRef> placements{};
  std::string extra{};
};

struct Parsed {
  Puzzle puzzle;
  const Alphabet* alphabet = nullptr;
  InputFormat format = InputFormat::line;
  std::string extra{};
  std::optional<LibraryCase> library;
};

struct ParseError {
  int line = 0;    // 1-based
  int column = 0;  // 1-based; 0 when the error concerns the whole line or record
  std::string message;
  [[nodiscard]] std::string text() const;  // "line 3, column 17: 'X' is not a 9x9 symbol"
};

struct Record {
  using Result = std::variant<Parsed, ParseError>;
  int line = 0;  // first line of the record, 1-based
  Result result;

  [[nodiscard]] bool ok() const { return result.index() == 0; }
  [[nodiscard]] const Parsed& parsed() const { return std::get<Parsed>(result); }
  [[nodiscard]] const ParseError& error() const { return std::get<ParseError>(result); }
};

struct ReadOptions {
  const Alphabet* alphabet = nullptr;  // nullptr: detect per record
  int first_line = 1;                  // the number of the stream's first line (a stream opened mid-file)
};

// Lines are read with a bounded buffer: a line longer than kMaxLineBytes (no grid of a
// supported size needs that many) is refused without being held in memory, and so is a
// line with a byte that is not UTF-8 or a control character (tab aside): the error names
// the line, the column and the byte, and reading goes on with the next line.
class RecordReader {
 public:
  static constexpr std::size_t kMaxLineBytes = 1 << 20;

  explicit RecordReader(std::istream& in, ReadOptions options = {});
  // The next record, or nullopt at the end of the input.
  std::optional<Record> next();
  // The first line of the next record, read past as next() would, without parsing a record
  // of one line (several times faster where only record boundaries matter).
  std::optional<int> next_start();

 private:
  std::optional<Record> advance(bool parse);
  bool next_line(std::string& line);
  void push_back(std::string line);
  Record read_block(std::string first);
  void skip_rows(int width, int rows, bool numbers, bool pencilmarks);

  std::istream& in_;
  ReadOptions options_;
  int line_no_ = 0;
  std::optional<std::string> pending_;
  std::optional<ParseError> bad_line_;  // what is wrong with the line next_line gave last
};

// A run of whole records of a seekable stream, for work shared out by slices (distributed
// rating): a RecordReader on the stream from `offset`, with first_line, reads exactly the
// records a reader of the whole stream reads there.
struct Slice {
  std::uint64_t offset = 0;          // byte where the slice starts
  int first_line = 1;                // its first line's number
  std::uint64_t records_before = 0;  // records of the stream before it
  std::uint64_t records = 0;
};
// Cuts the stream into slices of at least `lines` lines (the last may be shorter), each
// starting where a record starts. Two passes: the records, then the byte offsets of their
// lines. Empty for a stream without records.
std::vector<Slice> slice_records(std::istream& in, int lines, ReadOptions options = {});

// Every record of a text.
std::vector<Record> read_records(std::string_view text, ReadOptions options = {});
// Exactly one record from a text: a position given on the command line or in a request.
std::variant<Parsed, ParseError> parse_one(std::string_view text, ReadOptions options = {});

}  // namespace setlogic
