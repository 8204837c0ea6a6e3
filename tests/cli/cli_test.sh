#!/usr/bin/env bash
# End-to-end checks of the setlogic command line: outputs, JSON fields, exit codes, and
# that one bad line neither stops a batch nor loses the other lines' results.
#   cli_test.sh <setlogic binary> <tests dir>
set -u
bin=$1
dir=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0

check() {  # check <name> <condition...>
  local name=$1
  shift
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: $name"
  fi
}
contains() { grep -qF -- "$2" "$1"; }

easy=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
solution=417369825632158947958724316825437169791586432346912758289643571573291684164875293
multi=8.........95.......76.........426798...571243...893165......916....3.487....1.532

"$bin" count "$easy" >"$tmp/out" 2>"$tmp/err"
check "count unique exit 0" [ $? -eq 0 ]
check "count unique text" contains "$tmp/out" "$easy unique $solution"

"$bin" count "$multi" >"$tmp/out"
check "count multiple text" contains "$tmp/out" "$multi multiple (at least 2)"

"$bin" count --json "$easy" >"$tmp/out"
check "count json" contains "$tmp/out" "\"solution\":\"$solution\""
check "count json fields" grep -q '"guesses":[0-9]*,.*"size":9,"solution":"[0-9]*","solutions":1}' "$tmp/out"

printf '%s\n%sX\n%s\n' "$easy" "${easy:0:80}" "$multi" >"$tmp/batch.txt"
"$bin" count "$tmp/batch.txt" >"$tmp/out" 2>"$tmp/err"
check "bad line exit 1" [ $? -eq 1 ]
check "bad line names where and why" contains "$tmp/err" "batch.txt: line 2, column 81: 'X' is not a 9x9 symbol"
check "good lines after a bad one" [ "$(wc -l <"$tmp/out")" -eq 2 ]

"$bin" count --json "$tmp/batch.txt" >"$tmp/out"
check "json error record" contains "$tmp/out" '{"error":"line 2, column 81: '"'"'X'"'"' is not a 9x9 symbol","line":2}'
check "json keeps order" [ "$(sed -n 3p "$tmp/out" | grep -c '"solutions":2')" -eq 1 ]

printf '%s\n' "$easy" | "$bin" count - >"$tmp/out"
check "stdin" contains "$tmp/out" "unique $solution"

"$bin" count --grid "$easy" >"$tmp/out"
check "grid output" contains "$tmp/out" " 4 1 7 | 3 6 9 | 8 2 5"

"$bin" count --limit 0 "$easy" >/dev/null 2>&1
check "absurd limit is a usage error" [ $? -eq 2 ]
"$bin" --alphabet 1-7 count "$easy" >/dev/null 2>"$tmp/err"
check "unknown alphabet is a usage error" [ $? -eq 2 ]
check "unknown alphabet names the known ones" contains "$tmp/err" "known: 1-4, 1-9"
"$bin" frobnicate >/dev/null 2>&1
check "unknown subcommand" [ $? -eq 2 ]
"$bin" count --help >"$tmp/out"
check "help exit 0" [ $? -eq 0 ]
check "help text" contains "$tmp/out" "--max-guesses"
"$bin" count /nonexistent/file >/dev/null 2>"$tmp/err"
check "missing file" [ $? -eq 1 ]
check "missing file message" contains "$tmp/err" "cannot open '/nonexistent/file'"

"$bin" count --max-guesses 1 "................................................................................." >"$tmp/out" 2>"$tmp/err"
check "guess budget exit 1" [ $? -eq 1 ]
check "guess budget message" contains "$tmp/err" "guess budget of 1 exhausted"

"$bin" check "44${easy:2}" >/dev/null 2>"$tmp/err"
check "check contradiction exit 1" [ $? -eq 1 ]
check "check contradiction message" contains "$tmp/err" "r1c2 repeats digit 4 of r1c1"
"$bin" check "$multi" >/dev/null 2>"$tmp/err"
check "check multiple" contains "$tmp/err" "more than one solution"
"$bin" check "$dir/corpus/own.txt" >"$tmp/out" 2>"$tmp/err"
check "check reports each bad record and prints the good" [ "$(wc -l <"$tmp/out")" -eq 8 ]

hex="123456789ABCDEF$(printf '.%.0s' $(seq 241))"
"$bin" count "$hex" >/dev/null 2>"$tmp/err"
check "ambiguous alphabet" contains "$tmp/err" "choose one with --alphabet"
"$bin" count --alphabet 0-9A-F --max-guesses 100000 "$hex" >"$tmp/out" 2>/dev/null
check "alphabet after the subcommand" contains "$tmp/out" "multiple"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
