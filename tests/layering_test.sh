#!/usr/bin/env bash
# layering.sh itself: it passes the project, and fails a copy whose front end includes an
# internal header or whose core includes the logic layer.
#   layering_test.sh <project root>
set -u
root=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
expect() {  # expect <wanted exit status> <what> <tree>
  if bash "$root/tests/layering.sh" "$3" >"$tmp/out" 2>&1; then got=0; else got=1; fi
  if [ "$got" -eq "$1" ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $2"; cat "$tmp/out"; fi
}
expect 0 "the project itself" "$root"
for case in "apps/cli/x.cpp:#include \"logic/techniques/fish.hpp\"" "apps/cli/y.hpp:#include <io/reader.hpp>" \
  "src/core/z.hpp:#include \"logic/step.hpp\"" "src/io/w.cpp:#include \"search/brute_force.hpp\""; do
  tree="$tmp/tree$pass$fail"
  mkdir -p "$tree"
  cp -r "$root/src" "$root/apps" "$root/include" "$tree"
  file=${case%%:*}
  echo "${case#*:}" >>"$tree/$file"
  expect 1 "$file with ${case#*:}" "$tree"
done
echo "layering_test: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
