#!/usr/bin/env bash
# The installed library: `cmake --install` of the build into a fresh prefix, then
# examples/api_example.cpp built against that tree alone, once through find_package
# (tests/install/CMakeLists.txt) and once through pkg-config, each printing what the
# example built in the project prints; the package's version is the project's.
#   install_test.sh <build dir> <project root> <api_example of the build>
set -u
build=$1 root=$2 example=$3
source "$root/tests/cli/lib.sh"
puzzle=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
version=$(sed -nE 's/^project\(setlogic VERSION ([0-9.]+) .*/\1/p' "$root/CMakeLists.txt")

cmake --install "$build" --prefix "$tmp/prefix" >"$tmp/install.log" 2>&1
check "cmake --install succeeds" [ $? -eq 0 ]
check "the header is installed" [ -f "$tmp/prefix/include/setlogic/setlogic.hpp" ]
check "the command line is installed" [ "$("$tmp/prefix/bin/setlogic" --version)" = "setlogic $version" ]
"$example" "$puzzle" >"$tmp/want" 2>&1

cmake -S "$root/tests/install" -B "$tmp/consumer" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$tmp/prefix" >"$tmp/configure.log" 2>&1
check "find_package(setlogic 0.1 CONFIG) finds the installed tree" [ $? -eq 0 ]
cmake --build "$tmp/consumer" >"$tmp/build.log" 2>&1
check "a project builds against the installed package" [ $? -eq 0 ] || cat "$tmp/build.log"
"$tmp/consumer/consumer" "$puzzle" >"$tmp/got" 2>&1
check "and runs as the project's example" cmp -s "$tmp/want" "$tmp/got"

pc=$(dirname "$(find "$tmp/prefix" -name setlogic.pc)")
check "pkg-config's version is the project's" [ "$(PKG_CONFIG_PATH=$pc pkg-config --modversion setlogic)" = "$version" ]
# shellcheck disable=SC2046
g++ -std=c++20 -O1 "$root/examples/api_example.cpp" -o "$tmp/pc_example" \
  $(PKG_CONFIG_PATH=$pc pkg-config --cflags --libs setlogic) >"$tmp/pc.log" 2>&1
check "a program builds with pkg-config's flags" [ $? -eq 0 ] || cat "$tmp/pc.log"
"$tmp/pc_example" "$puzzle" >"$tmp/got_pc" 2>&1
check "and runs as the project's example" cmp -s "$tmp/want" "$tmp/got_pc"

# each topic header compiles alone; the umbrella brings no JSON, <setlogic/json.hpp> does
flags=$(PKG_CONFIG_PATH=$pc pkg-config --cflags setlogic)
for h in "$tmp"/prefix/include/setlogic/*.hpp; do
  name=$(basename "$h")
  # shellcheck disable=SC2086
  echo "#include <setlogic/$name>" | g++ -std=c++20 -fsyntax-only $flags -x c++ - >"$tmp/h.log" 2>&1
  check "<setlogic/$name> compiles alone" [ $? -eq 0 ] || cat "$tmp/h.log"
done
check "the topic headers are installed" [ -f "$tmp/prefix/include/setlogic/json.hpp" ] \
  && [ -f "$tmp/prefix/include/setlogic/transform.hpp" ] && [ -f "$tmp/prefix/include/setlogic/rating.hpp" ]
printf '#include <setlogic/setlogic.hpp>\n#ifdef NLOHMANN_JSON_VERSION_MAJOR\n#error json\n#endif\n' >"$tmp/nojson.cpp"
# shellcheck disable=SC2086
g++ -std=c++20 -fsyntax-only $flags "$tmp/nojson.cpp" >/dev/null 2>&1
check "<setlogic/setlogic.hpp> brings no JSON" [ $? -eq 0 ]
printf '#include <setlogic/json.hpp>\nint main() { return setlogic::puzzle_json(setlogic::Puzzle::empty(3), setlogic::default_alphabet(3)).size() == 4 ? 0 : 1; }\n' >"$tmp/json.cpp"
# shellcheck disable=SC2046
g++ -std=c++20 "$tmp/json.cpp" -o "$tmp/json" $(PKG_CONFIG_PATH=$pc pkg-config --cflags --libs setlogic) >"$tmp/json.log" 2>&1 \
  && "$tmp/json"
check "<setlogic/json.hpp> gives the JSON forms" [ $? -eq 0 ] || cat "$tmp/json.log"

# a version the package does not promise is refused
mkdir -p "$tmp/wrong" && sed 's/setlogic 0.1 /setlogic 9.0 /' "$root/tests/install/CMakeLists.txt" \
  | sed "s|\${CMAKE_CURRENT_LIST_DIR}/../..|$root|" >"$tmp/wrong/CMakeLists.txt"
cmake -S "$tmp/wrong" -B "$tmp/wrong/b" -G Ninja -DCMAKE_PREFIX_PATH="$tmp/prefix" >/dev/null 2>&1
check "find_package of another major version fails" [ $? -ne 0 ]
finish
