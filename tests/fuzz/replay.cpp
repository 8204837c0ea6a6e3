// Replays a fuzz target's corpus without libFuzzer: every file under the directories given
// goes through LLVMFuzzerTestOneInput once. A crash, a sanitizer report or an abort() from
// the target fails the run, so the corpus (seeds and every crash found by ./dev fuzz) is a
// regression test of the normal build.
//   fuzz-<target>-replay DIR...

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

int main(int argc, char** argv) {
  int files = 0;
  for (int i = 1; i < argc; ++i)
    for (const auto& entry : std::filesystem::recursive_directory_iterator(argv[i])) {
      if (!entry.is_regular_file()) continue;
      std::ifstream in(entry.path(), std::ios::binary);
      std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
      ++files;
    }
  std::printf("%d inputs replayed\n", files);
  return files > 0 ? 0 : 1;
}
