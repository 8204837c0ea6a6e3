#include "io/reader.hpp"

#include <gtest/gtest.h>

#include <sstream>

#include "io/writer.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

constexpr const char* kLine = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
constexpr const char* k16 =
    "B07805E0300AD0CG004007000C0FA002A0000000000437000050009F000000080400B8000E07930000E37C0000FDB0049F07005D0300"
    "0080500D0F3024A8C0G008000000B0000GD500D000000800F0E000A090F0067000BC000C0AB0000E72407A090B1000500630D0CEF070"
    "A00008000000E0A00D0050000635G9C00B00E000";

Parsed only(const std::vector<Record>& rs) {
  EXPECT_EQ(rs.size(), 1u);
  if (!rs.front().ok()) ADD_FAILURE() << rs.front().error().text();
  return rs.front().parsed();
}

TEST(Reader, NineByNineLineWithDotsZerosAndExtra) {
  auto rs = read_records(std::string(kLine) + ":1:extra\n");
  const Parsed& p = only(rs);
  EXPECT_EQ(p.puzzle.box, 3);
  EXPECT_EQ(p.puzzle.values[0], 3);
  EXPECT_EQ(p.puzzle.values[1], kEmpty);
  EXPECT_EQ(p.puzzle.clue_count(), 17);
  EXPECT_EQ(p.extra, "1:extra");
  EXPECT_EQ(p.format, InputFormat::line);
  std::string zeros = kLine;
  std::replace(zeros.begin(), zeros.end(), '.', '0');
  EXPECT_EQ(only(read_records(zeros)).puzzle, p.puzzle);
}

TEST(Reader, CommentsAndBlankLinesAreSkipped) {
  auto rs = read_records(std::string("# a comment\n\n") + kLine + "\n   \n" + kLine + "\n");
  ASSERT_EQ(rs.size(), 2u);
  EXPECT_EQ(rs[0].line, 3);
  EXPECT_EQ(rs[1].line, 5);
}

TEST(Reader, SixteenAlphabetsAreDetected) {
  const Parsed& g = only(read_records(k16));
  EXPECT_EQ(g.alphabet->name, "1-9A-G");
  EXPECT_EQ(g.puzzle.values[0], 10);  // B
  EXPECT_EQ(g.puzzle.values[1], kEmpty);

  // The same puzzle in A-P, and in 0-9A-F with '.' for empty.
  std::string ap, hex;
  for (char c : std::string(k16)) {
    int d = find_alphabet("1-9A-G")->digit(c);
    ap += d < 0 ? '.' : find_alphabet("A-P")->symbol(d);
    hex += d < 0 ? '.' : find_alphabet("0-9A-F")->symbol(d);
  }
  const Parsed& a = only(read_records(ap));
  EXPECT_EQ(a.alphabet->name, "A-P");
  EXPECT_EQ(a.puzzle, g.puzzle);
  const Parsed& h = only(read_records(hex));
  EXPECT_EQ(h.alphabet->name, "0-9A-F");
  EXPECT_EQ(h.puzzle, g.puzzle);
}

TEST(Reader, AmbiguousSixteenNeedsAnAlphabet) {
  // Symbols 1-9 and A-F with '.' for empty fit both 1-9A-G and 0-9A-F.
  std::string line = "123456789ABCDEF" + std::string(241, '.');
  auto rs = read_records(line);
  ASSERT_FALSE(rs.front().ok());
  EXPECT_NE(rs.front().error().message.find("ambiguous 16x16 alphabet"), std::string::npos);
  ReadOptions o{find_alphabet("0-9A-F")};
  const Parsed& p = only(read_records(line, o));
  EXPECT_EQ(p.puzzle.values[0], 1);
}

TEST(Reader, FourAndTwentyFive) {
  const Parsed& four = only(read_records("1..4.4.....2..1."));
  EXPECT_EQ(four.puzzle.box, 2);
  EXPECT_EQ(four.puzzle.values[3], 3);
  std::string y = "ABCDEFGHIJKLMNOPQRSTUVWXY" + std::string(600, '.');
  const Parsed& five = only(read_records(y));
  EXPECT_EQ(five.puzzle.box, 5);
  EXPECT_EQ(five.puzzle.values[24], 24);
}

TEST(Reader, MultiLineGridWithDecoration) {
  const char* text =
      "+-------+-------+-------+\n"
      "| 4 . . | . . . | 8 . 5 |\n"
      "| . 3 . | . . . | . . . |\n"
      "| . . . | 7 . . | . . . |\n"
      "+-------+-------+-------+\n"
      "| . 2 . | . . . | . 6 . |\n"
      "| . . . | . 8 . | 4 . . |\n"
      "| . . . | . 1 . | . . . |\n"
      "+-------+-------+-------+\n"
      "| . . . | 6 . 3 | . 7 . |\n"
      "| 5 . . | 2 . . | . . . |\n"
      "| 1 . 4 | . . . | . . . |\n"
      "+-------+-------+-------+\n";
  auto rs = read_records(std::string(text) + kLine + "\n");
  ASSERT_EQ(rs.size(), 2u);
  ASSERT_TRUE(rs[0].ok()) << rs[0].error().text();
  EXPECT_EQ(rs[0].parsed().format, InputFormat::grid);
  EXPECT_EQ(rs[0].parsed().puzzle, test::parse_or_die(kLine));
  EXPECT_EQ(rs[1].line, 14);
  // Compact rows without spaces, grids back to back.
  std::string compact;
  for (int r = 0; r < 9; ++r) compact += std::string(kLine + r * 9, 9) + "\n";
  auto two = read_records(compact + compact);
  ASSERT_EQ(two.size(), 2u);
  EXPECT_EQ(two[1].parsed().puzzle, test::parse_or_die(kLine));
}

TEST(Reader, PencilmarksInSudokuExplainerLayout) {
  const char* text =
      "*--------------------------------------------------------------------*\n"
      "| 4      1679   12679  | 139    2369   269    | 8      1239   5      |\n"
      "| 26789  3      1256789| 14589  24569  245689 | 12679  1249   124679 |\n"
      "| 2689   15689  125689 | 7      234569 245689 | 12369  12349  123469 |\n"
      "|----------------------+----------------------+----------------------|\n"
      "| 3789   2      15789  | 3459   34579  4579   | 13579  6      13789  |\n"
      "| 3679   15679  15679  | 359    8      25679  | 4      12359  12379  |\n"
      "| 36789  4      56789  | 359    1      25679  | 23579  23589  23789  |\n"
      "|----------------------+----------------------+----------------------|\n"
      "| 289    89     289    | 6      459    3      | 1259   7      12489  |\n"
      "| 5      6789   3      | 2      479    1      | 69     489    4689   |\n"
      "| 2679   1      2679   | 4589   4579   4578   | 23569  23589  234689 |\n"
      "*--------------------------------------------------------------------*\n";
  const Parsed& p = only(read_records(text));
  EXPECT_EQ(p.format, InputFormat::pencilmarks);
  EXPECT_EQ(p.puzzle.values[0], 3);
  EXPECT_EQ(p.puzzle.values[1], kEmpty);
  EXPECT_EQ(p.puzzle.candidates[1], 0b101100001u);  // 1679
  EXPECT_EQ(p.puzzle.values[80 - 8], kEmpty);
}

TEST(Reader, NumberGridsCsvAndCInitialiser) {
  std::string csv;
  std::string c = "{";
  for (int r = 0; r < 4; ++r) {
    csv += r == 0 ? " 1,  ,  , 4\n" : " , , , \n";
    c += r == 0 ? "{1, 0, 0, 4}" : "{0, 0, 0, 0}";
    c += r < 3 ? ",\n" : "}\n";
  }
  const Parsed& a = only(read_records(csv));
  EXPECT_EQ(a.format, InputFormat::numbers);
  EXPECT_EQ(a.puzzle.box, 2);
  EXPECT_EQ(a.puzzle.values[3], 3);
  const Parsed& b = only(read_records(c));
  EXPECT_EQ(b.puzzle, a.puzzle);
}

TEST(Reader, CandidateString) {
  std::string s;
  for (int c = 0; c < 81; ++c) s += c == 0 ? "1........" : ".2.4....9";
  const Parsed& p = only(read_records(s));
  EXPECT_EQ(p.format, InputFormat::candidates);
  EXPECT_EQ(p.puzzle.candidates[0], 1u);
  EXPECT_EQ(p.puzzle.candidates[5], 0b100001010u);
}

TEST(Reader, LibraryLine) {
  std::string givens = "4.+3" + std::string(78, '.');
  const Parsed& p = only(read_records(":0100-x:5:" + givens + ":521 931:599 588::note"));
  ASSERT_TRUE(p.library.has_value());
  EXPECT_EQ(p.library->code, "0100");
  EXPECT_EQ(p.library->variant, "x");
  EXPECT_EQ(p.library->digits, std::vector<int>{4});
  EXPECT_EQ(p.library->eliminations, (std::vector<CandidateRef>{{80, 4}, {70, 4}}));
  EXPECT_EQ(p.library->extra, "note");
  EXPECT_EQ(p.puzzle.given[0], 1);
  EXPECT_EQ(p.puzzle.given[2], 0);
  // r2c1 loses 5 (deleted) and 4 (its box holds a 4).
  EXPECT_FALSE(p.puzzle.candidates[9] >> 4 & 1);
  EXPECT_FALSE(p.puzzle.candidates[9] >> 3 & 1);
  EXPECT_TRUE(p.puzzle.candidates[9] >> 0 & 1);
}

TEST(Reader, OneBadLineCostsOnlyItself) {
  std::string bad = kLine;
  bad[16] = 'X';
  auto rs = read_records(std::string(kLine) + "\n" + bad + "\n" + kLine + "\n");
  ASSERT_EQ(rs.size(), 3u);
  EXPECT_TRUE(rs[0].ok());
  ASSERT_FALSE(rs[1].ok());
  EXPECT_EQ(rs[1].error().text(), "line 2, column 17: 'X' is not a 9x9 symbol");
  EXPECT_TRUE(rs[2].ok());
}

// A character beyond ASCII is one cell, named whole, in every layout: a line, a candidate
// string, a grid and a pencilmark grid.
TEST(Reader, ACharacterBeyondAsciiIsOneCellNamedWhole) {
  const std::string good = kLine;
  std::string candidates;
  for (char c : good) candidates += c == '.' ? std::string("123456789") : std::string(9, '.').replace(c - '1', 1, 1, c);
  std::string grid;
  for (int r = 0; r < 9; ++r) grid += good.substr(static_cast<std::size_t>(r) * 9, 9) + "\n";
  std::string pencilmarks;
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) pencilmarks += (c ? " " : "") + std::string(r == 0 && c == 1 ? "1\u00e9" : "123");
    pencilmarks += "\n";
  }
  const std::vector<std::pair<std::string, std::string>> cases = {
      {good.substr(0, 80) + "\u00e9", "line 1, column 81: '\u00e9' is not a 9x9 symbol"},
      {good.substr(0, 79) + "\u20ac.", "line 1, column 80: '\u20ac' is not a 9x9 symbol"},
      {candidates.substr(0, 728) + "\u00e9", "line 1, column 729: '\u00e9' is not a 9x9 symbol"},
      {grid.substr(0, 88) + "\u00e9\n", "line 9, column 9: '\u00e9' is not a 9x9 symbol"},
      {pencilmarks, "line 1, column 6: '\u00e9' is not a 9x9 symbol"},
  };
  for (const auto& [text, error] : cases) {
    const auto rs = read_records(text);
    ASSERT_EQ(rs.size(), 1u) << text;
    ASSERT_FALSE(rs.front().ok()) << text;
    EXPECT_EQ(rs.front().error().text(), error);
  }
}

// Every malformed shape, alone or in a run, gives one record with its own line: nothing
// between two good records is swallowed.
struct Shape {
  const char* name;
  std::string text;
  std::vector<int> error_lines;  // the lines the records' errors name, in order; 0 for a good record
};

std::vector<int> record_lines(const std::vector<Record>& rs) {
  std::vector<int> lines;
  for (const Record& r : rs) lines.push_back(r.ok() ? 0 : r.error().line);
  return lines;
}

TEST(Reader, EveryMalformedShapeIsAnsweredOnItsOwnLine) {
  const std::string good = kLine;
  const std::string short80 = good.substr(0, 80);
  std::string grid;  // a 9x9 grid whose fourth row has a cell too many
  for (int r = 0; r < 9; ++r) grid += good.substr(static_cast<std::size_t>(r) * 9, 9) + (r == 3 ? "1" : "") + "\n";
  std::string alien = good;
  alien[40] = 'Z';
  const std::vector<Shape> shapes = {
      {"short lines in a run", short80 + "\n" + short80 + "\n" + short80 + "\n" + good + "\n", {1, 2, 3, 0}},
      {"words", "hello\nworld\nfoo\n" + good + "\n", {1, 2, 3, 0}},
      {"long line", good + "12\n" + good + "\n", {1, 0}},
      {"wrong alphabet", alien + "\n" + alien + "\n" + good + "\n", {1, 2, 0}},
      {"stray grid rows", good.substr(0, 9) + "\n" + good.substr(9, 9) + "\n" + good + "\n", {1, 0}},
      {"broken grid, then a line", grid + good + "\n", {4, 0}},
      {"broken grid, then words", grid.substr(0, 41) + "hello\n" + good + "\n", {4, 5, 0}},
      {"bad last line without newline", good + "\n" + short80, {0, 2}},
      {"bad bytes in a run", "\x01zzz\n\xff\n" + good + "\n", {1, 2, 0}},
  };
  for (const Shape& s : shapes) {
    SCOPED_TRACE(s.name);
    const auto rs = read_records(s.text);
    const std::vector<int>& expected = s.error_lines;
    EXPECT_EQ(record_lines(rs), expected);
    // the same records, one at a time through a stream, as every command reads them
    std::istringstream in(s.text);
    RecordReader reader(in);
    std::size_t k = 0;
    while (auto r = reader.next()) ++k;
    EXPECT_EQ(k, expected.size());
  }
}

TEST(Reader, ParseOneWantsExactlyOne) {
  EXPECT_TRUE(std::holds_alternative<ParseError>(parse_one("")));
  EXPECT_TRUE(std::holds_alternative<ParseError>(parse_one(std::string(kLine) + "\n" + kLine)));
  EXPECT_TRUE(std::holds_alternative<Parsed>(parse_one(kLine)));
}

// Slices of a text read on their own give the records of the whole text, cut only between
// records, with the same line numbers (in errors too).
TEST(Reader, SlicesReadAsTheWholeText) {
  const std::string puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  std::string text = "# a comment\n" + puzzle + "\n\n";
  text += "+-------+-------+-------+\n";
  for (int r = 0; r < 9; ++r) text += "| . . . | . . . | . . . |\n";
  text +=
      "\nnot a puzzle\n" + puzzle + "\r\n" + std::string(729, '.') + "\n\n\n" + puzzle.substr(0, 40) + "\n" + puzzle;
  const std::vector<Record> whole = read_records(text);
  ASSERT_GE(whole.size(), 6U);
  auto same = [](const Record& a, const Record& b) {
    if (a.line != b.line || a.ok() != b.ok()) return false;
    return a.ok() ? a.parsed().puzzle == b.parsed().puzzle : a.error().text() == b.error().text();
  };
  for (int lines = 1; lines <= 30; ++lines) {
    std::istringstream in(text);
    const std::vector<Slice> slices = slice_records(in, lines);
    ASSERT_FALSE(slices.empty());
    std::vector<Record> joined;
    for (std::size_t k = 0; k < slices.size(); ++k) {
      const Slice& s = slices[k];
      EXPECT_EQ(s.records_before, joined.size());
      if (k > 0) {
        EXPECT_GE(s.first_line - slices[k - 1].first_line, lines);
      }
      std::istringstream part(text.substr(s.offset));
      RecordReader reader(part, ReadOptions{.first_line = s.first_line});
      for (std::uint64_t r = 0; r < s.records; ++r) {
        auto rec = reader.next();
        ASSERT_TRUE(rec.has_value()) << "lines " << lines << ", slice " << k;
        joined.push_back(std::move(*rec));
      }
    }
    ASSERT_EQ(joined.size(), whole.size()) << "lines " << lines;
    for (std::size_t r = 0; r < whole.size(); ++r)
      EXPECT_TRUE(same(joined[r], whole[r])) << "lines " << lines << ", record " << r;
  }
  std::istringstream empty("# nothing\n\n");
  EXPECT_TRUE(slice_records(empty, 5).empty());
}

}  // namespace
}  // namespace setlogic
