#include "inputs.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <setlogic/setlogic.hpp>
#include <sstream>

#include "commands.hpp"
#include "progress.hpp"

namespace setlogic::cli {
namespace {

// An argument that is not a file and has the shape of a record (a line of as many cells as
// a puzzle or candidate line has, a library line, a grid of several lines) is a puzzle
// itself; anything else names a file.
bool is_literal_puzzle(const std::string& arg) {
  std::error_code ignored;  // a name too long for a file is no file
  if (arg.find('/') != std::string::npos || std::filesystem::exists(arg, ignored)) return false;
  if (arg.find('\n') != std::string::npos || arg.rfind(':', 0) == 0) return true;
  const auto cells = static_cast<std::size_t>(
      std::count_if(arg.begin(), arg.end(), [](char c) { return !std::isspace(static_cast<unsigned char>(c)); }));
  for (std::size_t n : {16, 64, 81, 256, 625, 729, 4096, 15625})
    if (cells == n) return true;
  return false;
}

// Why a file argument cannot be read, or "" when it can.
std::string unreadable(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) return "is a directory";
  if (!std::filesystem::exists(path, ec)) return "no such file";
  return "";
}

bool read_stream(std::istream& in, const Source& source, const ReadOptions& options,
                 const std::function<bool(const Source&, Record&)>& on_record) {
  RecordReader reader(in, options);
  while (auto r = reader.next())
    if (!on_record(source, *r)) return false;
  return true;
}

// A file descriptor read as a stream that remembers why a read failed: a standard stream
// takes a read error for the end of the input, and a directory for an empty file.
class DescriptorBuffer final : public std::streambuf {
 public:
  explicit DescriptorBuffer(int fd) : fd_(fd) {}
  [[nodiscard]] int error() const { return error_; }

 protected:
  int_type underflow() override {
    if (error_ != 0) return traits_type::eof();
    ssize_t n = 0;
    do n = ::read(fd_, buffer_.data(), buffer_.size());
    while (n < 0 && errno == EINTR);
    if (n < 0) error_ = errno;
    if (n <= 0) return traits_type::eof();
    setg(buffer_.data(), buffer_.data(), buffer_.data() + n);
    return traits_type::to_int_type(buffer_[0]);
  }

 private:
  int fd_;
  int error_ = 0;
  std::array<char, 1 << 16> buffer_{};
};

// Reads the records of an open descriptor; false when on_record asked to stop or the
// input could not be read (reported on stderr: the records before the failure were read).
bool read_descriptor(int fd, const Source& source, const ReadOptions& options,
                     const std::function<bool(const Source&, Record&)>& on_record, bool& read_ok) {
  // A person at a terminal who gave no input would otherwise wait on a silent program.
  if (::isatty(fd) != 0)
    fmt::print(stderr, "setlogic: reading puzzles from the terminal, one a line (end with Ctrl-D; --help for usage)\n");
  struct stat st {};
  if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
    fmt::print(stderr, "setlogic: cannot read {}: it is a directory\n", escaped(source.name));
    read_ok = false;
    return true;
  }
  DescriptorBuffer buffer(fd);
  std::istream in(&buffer);
  const bool go_on = read_stream(in, source, options, on_record);
  if (buffer.error() != 0) {
    fmt::print(stderr, "setlogic: cannot read {}: {}\n", escaped(source.name), std::strerror(buffer.error()));
    read_ok = false;
  }
  return go_on;
}

}  // namespace

bool for_each_record(const std::vector<std::string>& args, const ReadOptions& options,
                     const std::function<bool(const Source&, Record&)>& on_record) {
  bool ok = true;
  if (args.empty()) return read_descriptor(STDIN_FILENO, {"<stdin>"}, options, on_record, ok) && ok;
  for (const auto& arg : args) {
    if (arg == "-") {
      if (!read_descriptor(STDIN_FILENO, {"<stdin>"}, options, on_record, ok)) return false;
    } else if (is_literal_puzzle(arg)) {
      std::istringstream in(arg);
      if (!read_stream(in, {"<argument>"}, options, on_record)) return false;
    } else {
      std::string why = unreadable(arg);
      const int fd = why.empty() ? ::open(arg.c_str(), O_RDONLY | O_CLOEXEC) : -1;
      if (why.empty() && fd < 0) why = std::strerror(errno);
      if (!why.empty()) {
        fmt::print(stderr, "setlogic: cannot open '{}': {}\n", escaped(arg), why);
        ok = false;
        continue;
      }
      const bool go_on = read_descriptor(fd, {arg}, options, on_record, ok);
      ::close(fd);
      if (!go_on) return false;
    }
  }
  return ok;
}

int for_each_parsed(const std::vector<std::string>& args, const ReadOptions& options, bool json,
                    const std::function<Verdict(const Source&, const Record&)>& on_record) {
  bool all_ok = true;
  Progress progress;
  bool opened = for_each_record(args, options, [&](const Source& source, Record& r) {
    progress.tick();
    if (!r.ok()) {
      report_error(source, r.error(), json);
      all_ok = false;
    } else if (on_record(source, r) == Verdict::bad) {
      all_ok = false;
    }
    return !interrupted.load();
  });
  return opened && all_ok ? 0 : 1;
}

Verdict refuse(const Source& source, int line, const std::string& why, bool json) {
  report_error(source, ParseError{line, 0, why}, json);
  return Verdict::bad;
}

Verdict refuse_interrupted(const Source& source, int line, bool json) {
  return refuse(source, line, kInterruptedText, json);
}

void report_error(const Source& source, const ParseError& e, bool json) {
  if (json) {
    nlohmann::json j = error_json(e);
    if (source.name.front() != '<') j["file"] = escaped(source.name);  // not <stdin> or <argument>
    fmt::print("{}\n", json_text(j));
  } else {
    fmt::print(stderr, "{}: {}\n", escaped(source.name), e.text());
  }
}

namespace {

// Whether `path` names the file open as descriptor `fd` (same device and inode).
bool is_open_as(const std::string& path, int fd) {
  struct stat named {};
  struct stat open {};
  return ::stat(path.c_str(), &named) == 0 && ::fstat(fd, &open) == 0 && named.st_dev == open.st_dev &&
         named.st_ino == open.st_ino;
}

}  // namespace

bool safe_output(const std::string& output, const std::vector<std::string>& inputs) {
  const bool reads_stdin = inputs.empty() || std::find(inputs.begin(), inputs.end(), "-") != inputs.end();
  if (reads_stdin && is_open_as(output, STDIN_FILENO)) {
    fmt::print(stderr, "setlogic: --output '{}' is standard input: refusing to overwrite it\n", escaped(output));
    return false;
  }
  for (const std::string& input : inputs) {
    std::error_code ec;
    if (input != "-" && std::filesystem::equivalent(input, output, ec)) {
      fmt::print(stderr, "setlogic: --output '{}' is the input '{}': refusing to overwrite it\n", escaped(output),
                 escaped(input));
      return false;
    }
  }
  return true;
}

}  // namespace setlogic::cli
