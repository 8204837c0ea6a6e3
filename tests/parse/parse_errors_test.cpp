// Every file in tests/parse/ is a tiny malformed input whose first line says which error
// it must produce: "# expect: <text>". The reader must report an error containing that
// text, and must not report the input as a puzzle.

#include <gtest/gtest.h>

#include <filesystem>

#include "io/reader.hpp"
#include "test_util.hpp"

namespace setlogic {
namespace {

TEST(ParseErrors, EveryNamedMalformedInputGivesItsError) {
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(test::test_dir() / "parse")) {
    if (entry.path().extension() != ".txt") continue;
    ++files;
    std::string text = test::slurp(entry.path());
    const std::string tag = "# expect: ";
    ASSERT_EQ(text.rfind(tag, 0), 0u) << entry.path() << " must start with '" << tag << "'";
    std::string expected = text.substr(tag.size(), text.find('\n') - tag.size());
    auto records = read_records(text);
    std::string seen;
    bool found = false;
    for (const auto& r : records) {
      EXPECT_FALSE(r.ok()) << entry.path().filename() << " was read as a puzzle";
      if (!r.ok()) {
        seen += r.error().text() + "\n";
        found = found || r.error().text().find(expected) != std::string::npos;
      }
    }
    EXPECT_TRUE(found) << entry.path().filename() << "\nexpected: " << expected << "\nactual:   " << seen;
  }
  EXPECT_GE(files, 15);
}

}  // namespace
}  // namespace setlogic
