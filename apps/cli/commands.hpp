#pragma once
// What every command shares: the interrupt flags, the global options, and what a command is
// to main.cpp: a function returning the process exit status (0 success, 1 some input was
// bad, 130 interrupted). args.hpp has each command's arguments, registration.hpp their
// options on the parser.

#include <atomic>
#include <functional>
#include <setlogic/setlogic.hpp>
#include <string>

namespace setlogic::cli {

// Set by SIGINT: batches stop after the record in hand and flush what they finished.
extern std::atomic<bool> interrupted;
// Set by a second SIGINT: work in progress is dropped too (rate lets it finish otherwise).
extern std::atomic<bool> abandoned;

struct Common {
  std::string alphabet;
  // The read options for --alphabet; false (after reporting) when the name is unknown.
  bool read_options(ReadOptions& out) const;
};

using Command = std::function<int()>;

// The thread count a --threads value stands for (0: one per core).
int thread_count(int requested);

}  // namespace setlogic::cli
