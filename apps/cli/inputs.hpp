#pragma once
// Where the CLI's puzzles come from: files, standard input ("-", or no argument), or a
// puzzle written on the command line itself.

#include <cstdint>
#include <functional>
#include <optional>
#include <setlogic/json.hpp>
#include <setlogic/setlogic.hpp>
#include <string>
#include <vector>

namespace setlogic::cli {

struct Source {
  std::string name;  // file name, "<stdin>" or "<argument>"
};

// Calls `on_record` for every record of every source, in order; returns false when a
// source could not be opened (reported on stderr) or `on_record` asked to stop.
bool for_each_record(const std::vector<std::string>& args, const ReadOptions& options,
                     const std::function<bool(const Source&, Record&)>& on_record);

// A bad record: `{"line":3,"error":"..."}` on stdout in JSON mode, so the stream keeps one
// result per record; otherwise "file: line 3, column 7: message" on stderr.
// What became of one record of a batch: fine, or bad (its error already reported).
enum class Verdict { fine, bad };

// The batch loop every command shares: calls `on_record` for every record that parses and
// reports those that do not; shows progress on a terminal; stops after the record in hand
// when interrupted. Returns the exit status: 0 when every source opened and every record
// was fine, else 1.
int for_each_parsed(const std::vector<std::string>& args, const ReadOptions& options, bool json,
                    const std::function<Verdict(const Source&, const Record&)>& on_record);

// Reports `why` for the record at `line` (as report_error) and returns Verdict::bad.
Verdict refuse(const Source& source, int line, const std::string& why, bool json);
// Why a record has no answer when the search was interrupted: an unfinished search must
// never read as "nothing applies".
inline constexpr const char* kInterruptedText =
    "interrupted: the search stopped before it finished, so there is no answer";
// Reports kInterruptedText for the record at `line` (as refuse).
Verdict refuse_interrupted(const Source& source, int line, bool json);

void report_error(const Source& source, const ParseError& e, bool json);

// Whether `output` may be emptied and written: it is none of the inputs, under any name,
// nor standard input when that is read (a file, /dev/stdin, /proc/self/fd/0). When not,
// says so on stderr.
bool safe_output(const std::string& output, const std::vector<std::string>& inputs);

}  // namespace setlogic::cli
