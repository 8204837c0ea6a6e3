#!/usr/bin/env bash
# End-to-end checks of `setlogic generate`: a seed gives the same puzzles on one thread and
# two; every format; each puzzle has one solution (counted by `setlogic count`) and its
# goal (rated again by `setlogic rate`); bad options are refused with the reason; the time
# budget and Ctrl-C keep every puzzle finished.
#   generate_test.sh <setlogic binary> <tests dir>
set -u
bin=$1
source "$(dirname "$0")/lib.sh"
lines() { grep -vc '^#' "$1"; }

"$bin" generate --count 6 --seed 12 --threads 1 >"$tmp/one.txt" 2>"$tmp/err"
check "generate exits 0" [ $? -eq 0 ]
"$bin" generate --count 6 --seed 12 --threads 2 >"$tmp/two.txt" 2>/dev/null
check "the same seed, the same puzzles on any number of threads" cmp -s "$tmp/one.txt" "$tmp/two.txt"
check "six puzzles" [ "$(lines "$tmp/one.txt")" -eq 6 ]
check "the first line says what wrote it" grep -q '^# setlogic .* generate seed=12 size=9 symmetry=none' "$tmp/one.txt"
check "text record: the puzzle, its number and its rating" grep -q '^[1-9.]\{81\} #1 [A-Z][a-z]* ([0-9]*) [A-Z]' "$tmp/one.txt"
check "stderr says how many and how fast" grep -q '^setlogic: 6 puzzles in [0-9.]* s' "$tmp/err"
# a rare goal, whose runs go on from their puzzles, over two runs: the same on two threads
"$bin" generate --count 20 --seed 7 --threads 1 --technique als_xy_wing --print puzzle >"$tmp/rare1.txt" 2>/dev/null
"$bin" generate --count 20 --seed 7 --threads 2 --technique als_xy_wing --print puzzle >"$tmp/rare2.txt" 2>/dev/null
check "a rare goal's runs, the same on any number of threads" cmp -s "$tmp/rare1.txt" "$tmp/rare2.txt"
check "twenty distinct puzzles" [ "$(sort -u "$tmp/rare1.txt" | wc -l)" -eq 20 ]
"$bin" generate --count 6 --seed 13 --threads 1 >"$tmp/other.txt" 2>/dev/null
check "another seed, other puzzles" [ "$(grep -v "^#" "$tmp/one.txt")" != "$(grep -v "^#" "$tmp/other.txt")" ]
grep -v '^#' "$tmp/one.txt" | cut -d' ' -f1 >"$tmp/puzzles.txt"
check "each has one solution" [ "$("$bin" count "$tmp/puzzles.txt" | grep -c ' unique ')" -eq 6 ]

"$bin" generate --count 3 --seed 5 --symmetry central --minimal --technique x_wing:simple --format jsonl \
  >"$tmp/x.jsonl" 2>/dev/null
check "jsonl records with seed and index" [ "$(grep -c '"seed":5,"index":[0-9]*,"tried":[0-9]*}$' "$tmp/x.jsonl")" -eq 3 ]
sed 's/.*"puzzle":"\([^"]*\)".*/\1/' "$tmp/x.jsonl" >"$tmp/x.txt"
"$bin" rate --format jsonl --uses x_wing "$tmp/x.txt" >"$tmp/x.rated" 2>/dev/null
check "rate agrees that every path uses an X-Wing" [ "$(grep -c '"x_wing"' "$tmp/x.rated")" -eq 3 ]
check "centrally symmetric" [ "$(awk '{ p = $0; for (i = 1; i <= 81; i++) if ((substr(p, i, 1) == ".") != (substr(p, 82 - i, 1) == ".")) bad = 1 } END { print bad + 0 }' "$tmp/x.txt")" -eq 0 ]

"$bin" generate --count 2 --seed 1 --level extreme --format csv >"$tmp/e.csv" 2>/dev/null
check "csv header" grep -q '^n,puzzle,givens,points,grade,hardest,hodoku_score,hodoku_level,er,ep,ed,tried,seed$' "$tmp/e.csv"
check "extreme on HoDoKu's scale" [ "$(grep -c ',extreme,,,,[0-9]*,1$' "$tmp/e.csv")" -eq 2 ]

"$bin" generate --count 6 --seed 12 --threads 2 --print puzzle >"$tmp/lines.txt" 2>/dev/null
check "--print puzzle: the same puzzles, the lines alone" \
  [ "$(cat "$tmp/lines.txt")" = "$(grep -v '^#' "$tmp/one.txt" | cut -d' ' -f1)" ]
"$bin" generate --count 2 --seed 1 --size 4 >"$tmp/four.txt" 2>/dev/null
check "4x4 puzzles" [ "$(grep -c '^[1-4.]\{16\} #' "$tmp/four.txt")" -eq 2 ]

# sixteen givens never make a unique 9x9 puzzle
printf '%s\n' 'xxxxxxxxx' 'xxxxxxx..' '.........' '.........' '.........' '.........' '.........' '.........' \
  '.........' >"$tmp/pattern.txt"
"$bin" generate --pattern "$tmp/pattern.txt" --count 1 --time 2 --seed 1 >/dev/null 2>"$tmp/err"
check "a pattern without a unique filling: none made by --time, still exit 0" grep -q '^setlogic: 0 puzzles' "$tmp/err"
check "none made, but the grids tried are counted" grep -q '; [1-9][0-9]* judged)' "$tmp/err"

bad() {  # bad <name> <expected text> <arguments...>
  local name=$1 expected=$2
  shift 2
  "$bin" generate "$@" >"$tmp/out" 2>"$tmp/err"
  local status=$?
  check "$name: exit 2" [ $status -eq 2 ]
  check "$name: says why" contains "$tmp/err" "$expected"
  check "$name: writes no puzzle" [ ! -s "$tmp/out" ]
}
bad "a size" "--size" --size 10
bad "a symmetry" "spiral" --symmetry spiral
bad "a level" "--level 'impossible'" --level impossible
bad "a range" "--points '9-8'" --points 9-8
bad "a technique" "--technique 'no_such'" --technique no_such
bad "a mode" "--technique 'x_wing:7'" --technique x_wing:7
bad "givens" "--givens 'many'" --givens many
bad "a pattern file" "cannot be read" --pattern "$tmp/none.txt"
printf '%s\n' 'xx' >"$tmp/short.txt"
bad "a pattern's size" "2 cells, not the 81" --pattern "$tmp/short.txt"
printf '%s\n' 'x...' '....' '....' '....' >"$tmp/corner.txt"
bad "an asymmetric pattern" "is not central symmetric" --pattern "$tmp/corner.txt" --size 4 --symmetry central
bad "--steps without jsonl" "--steps needs --format jsonl" --steps
bad "a technique the ladder never takes" "forcing_chain_verity never comes first in this ladder" \
  --technique forcing_chain_verity
bad "a hardest step the ladder never takes" "squirmbag never comes first" --hardest squirmbag
"$bin" generate --techniques=-jellyfish --technique squirmbag --count 1 --time 0.2 --seed 1 >/dev/null 2>"$tmp/err"
check "without a Jellyfish before it, a Squirmbag is searched for" [ $? -eq 0 ]

# a goal too rare for the time given: the run ends at --time with what it made
timeout 60 "$bin" generate --count 100 --time 1 --seed 1 --technique jellyfish:singles >"$tmp/t.txt" 2>"$tmp/err"
check "--time ends the run, exit 0" [ $? -eq 0 ]
check "--time: every line written is whole" [ "$(grep -vc '^#\|^[1-9.]\{81\} #[0-9]* ' "$tmp/t.txt")" -eq 0 ]

"$bin" generate --count 1000000 --seed 1 --threads 2 >"$tmp/int.txt" 2>/dev/null &
pid=$!
sleep 1
kill -INT $pid
wait $pid
check "Ctrl-C exits 130" [ $? -eq 130 ]
check "Ctrl-C keeps the puzzles made, each whole" [ "$(grep -c '^[1-9.]\{81\} #[0-9]* [A-Z]' "$tmp/int.txt")" -gt 0 ] &&
  check "no partial line" [ "$(tail -c 1 "$tmp/int.txt" | od -An -c | tr -d ' ')" = '\n' ]

finish
