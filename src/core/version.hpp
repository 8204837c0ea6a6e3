#pragma once
// The one version of setlogic: the project's CMake version, reported by the command line
// (`setlogic --version`), the library, the Python module and the web API.

#include <string_view>

namespace setlogic {

// "MAJOR.MINOR.PATCH", as the project() call of the top CMakeLists.txt has it.
std::string_view version();

}  // namespace setlogic
