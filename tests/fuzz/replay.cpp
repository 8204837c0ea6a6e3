// Replays a fuzz target's corpus without libFuzzer: every file under the directories given
// goes through LLVMFuzzerTestOneInput once. A crash, a sanitizer report or an abort() from
// the target fails the run, so the corpus (seeds and every crash found by ./dev fuzz) is a
// regression test of the normal build. With --mutations N, a target that has a structured
// mutator (LLVMFuzzerCustomMutator) also runs N mutants of every input, from fixed seeds:
// a short, repeatable fuzzing run in every build.
//   fuzz-<target>-replay [--mutations N] DIR...

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);
extern "C" __attribute__((weak)) std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size,
                                                                     std::size_t max_size, unsigned int seed);

// libFuzzer's byte-level mutator, which a structured mutator falls back on: here one byte
// replaced, from a generator seeded by the input's own bytes so that runs repeat.
extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t /*max_size*/) {
  if (size == 0) return 0;
  std::minstd_rand rng(static_cast<unsigned>(size) * 2654435761u + data[0]);
  data[rng() % size] = static_cast<std::uint8_t>(rng());
  return size;
}

int main(int argc, char** argv) {
  int first = 1;
  long mutations = 0;
  if (argc > 2 && std::strcmp(argv[1], "--mutations") == 0) {
    mutations = std::strtol(argv[2], nullptr, 10);
    first = 3;
  }
  constexpr std::size_t kMaxLength = 20000;  // ./dev fuzz's -max_len
  int files = 0;
  long mutants = 0;
  for (int i = first; i < argc; ++i)
    for (const auto& entry : std::filesystem::recursive_directory_iterator(argv[i])) {
      if (!entry.is_regular_file()) continue;
      std::ifstream in(entry.path(), std::ios::binary);
      std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      LLVMFuzzerTestOneInput(bytes.data(), bytes.size());
      ++files;
      if (LLVMFuzzerCustomMutator == nullptr) continue;
      // each mutant starts from the last, as a fuzzing run's inputs do
      std::vector<std::uint8_t> mutant = bytes;
      for (long m = 1; m <= mutations; ++m) {
        const std::size_t size = std::min(mutant.size(), kMaxLength);
        mutant.resize(kMaxLength);
        mutant.resize(LLVMFuzzerCustomMutator(mutant.data(), size, kMaxLength, static_cast<unsigned>(m * 7919)));
        LLVMFuzzerTestOneInput(mutant.data(), mutant.size());
        ++mutants;
        if (m % 4 == 0) mutant = bytes;  // and back to the seed now and then, so mutants stay near real steps
      }
    }
  std::printf("%d inputs replayed, %ld mutants run\n", files, mutants);
  return files > 0 ? 0 : 1;
}
