#!/usr/bin/env bash
# examples/api_example against the command line: the same solve path and solution as
# `setlogic solve`, the same steps as `setlogic steps --all`, and an SVG drawing.
#   api_example_test.sh <api_example> <setlogic>
set -u
example=$1 sl=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
check() {  # check <what> <command...>
  local what=$1
  shift
  if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $what"; fi
}
puzzle=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
"$example" "$puzzle" "$tmp/step.svg" >"$tmp/out" 2>"$tmp/err"
check "the example runs" [ $? -eq 0 ]
"$sl" solve "$puzzle" >"$tmp/solve"
steps_cli=$(sed -n '/^Solution:/q;p' "$tmp/solve")
steps_example=$(sed -n '/^Solution:/q;p' "$tmp/out")
check "the same solve path as setlogic solve" [ -n "$steps_cli" ] && [ "$steps_cli" = "$steps_example" ]
check "the same solution" [ "$(grep '^Solution:' "$tmp/solve")" = "$(grep '^Solution:' "$tmp/out")" ]
"$sl" steps --all "$puzzle" | grep -v "^$puzzle\$" | grep . | sed 's/^/  /' >"$tmp/steps_cli"
sed -n '/^Steps at the start:/,/^SVG:/p' "$tmp/out" | grep '^  ' >"$tmp/steps_example"
check "the same steps as setlogic steps --all" [ -s "$tmp/steps_cli" ] && cmp -s "$tmp/steps_cli" "$tmp/steps_example"
check "an SVG drawing" grep -q '<svg' "$tmp/step.svg"
"$example" "not a puzzle" >/dev/null 2>"$tmp/bad"
check "a bad puzzle is an error" [ $? -eq 1 ] && grep -q 'api_example:' "$tmp/bad"
echo "api_example: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
