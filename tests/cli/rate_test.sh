#!/usr/bin/env bash
# End-to-end checks of `setlogic rate`: one record per input record in input order with
# any number of threads, every format, error records, timeouts, interrupts that keep every
# finished record, and --resume.
#   rate_test.sh <setlogic binary> <tests dir>
set -u
bin=$1
dir=$2
source "$(dirname "$0")/lib.sh"
lines() { wc -l <"$1"; }

# The project's corpus (9x9, 4x4, 16x16, 25x25; unique, none and many solutions), without
# its expected counts, repeated so that records overtake each other between threads.
grep -v '^#' "$dir/corpus/own.txt" | sed 's/:[^:]*$//' >"$tmp/own.txt"
for _ in 1 2 3; do cat "$tmp/own.txt"; done >"$tmp/batch.txt"
records=$(lines "$tmp/batch.txt")

"$bin" rate --threads 1 --no-summary "$tmp/batch.txt" >"$tmp/one.txt" 2>"$tmp/err"
check "a batch with unsolvable lines exits 1" [ $? -eq 1 ]
check "one record per input record, after the first line" [ "$(lines "$tmp/one.txt")" -eq $((records + 1)) ]
version=$("$bin" --version | cut -d' ' -f2)
check "the first line says what wrote it" grep -qx "# setlogic $version rate profile=default scale=points timeout_per_puzzle=0 set_logic_size=4 .*" <(head -1 "$tmp/one.txt")
"$bin" rate --threads 1 --no-summary --techniques x_wing,naked_single --chain-length 7 --no-missing-candidates "$tmp/own.txt" 2>/dev/null | head -1 >"$tmp/first"
check "with the techniques and options used" grep -q " techniques=naked_single,x_wing .* chain_length=7 .* missing_candidates=false" "$tmp/first"
"$bin" rate --threads 3 --no-summary "$tmp/batch.txt" >"$tmp/three.txt" 2>/dev/null
check "threads keep input order" cmp -s "$tmp/one.txt" "$tmp/three.txt"
check "text record" grep -q '^4\.\.\.\.\.8\.5\.3.* #1 [A-Z][a-z]* ([0-9]*) [A-Z]' "$tmp/one.txt"
check "numbered in order" [ "$(grep -o ' #[0-9]* ' "$tmp/one.txt" | tr -d ' #' | paste -sd,)" = "$(seq -s, 1 "$records")" ]
check "no solution record" grep -q '^44\.* #7 no solution: r1c2 repeats digit 4 of r1c1$' "$tmp/one.txt"
check "multiple solutions record" grep -q ' #6 multiple solutions: ' "$tmp/one.txt"

printf '%s\n' "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......" "4.....8.5.3X" \
  "52...6.........7.13...........4..8..6......5...........418.........3..2...87....." >"$tmp/bad.txt"
"$bin" rate --format jsonl "$tmp/bad.txt" >"$tmp/out" 2>"$tmp/err"
check "bad line exit 1" [ $? -eq 1 ]
check "bad line is an error record naming where and why" \
  grep -q '^{"n":2,"line":2,"outcome":"error","error":".*bad.txt: line 2.*"' "$tmp/out"
check "good lines around a bad one" [ "$(grep -c '"outcome":"\(logic\|guesses\)"' "$tmp/out")" -eq 2 ]
check "jsonl's first line says what wrote it" grep -q "^{\"setlogic\":\"$version\",\"command\":\"rate\",\"profile\":\"default\",\"scale\":\"points\",\"timeout_per_puzzle\":0.0,\"options\":{\"set_logic_size\":4,.*}}$" <(head -1 "$tmp/out")
check "jsonl fields" grep -q '^{"n":1,"line":1,"outcome":"[a-z]*","puzzle":"4\..*","size":9,"solved":true,"solution":"[1-9]\{81\}","rating":{"points":[0-9]*,"hardest":"[a-z_]*","grade":"[a-z]*"},"guesses":[0-9]*,"techniques":{"[a-z_]*":[0-9]*.*},"ms":[0-9.e-]*}$' "$tmp/out"
check "summary counts outcomes" contains "$tmp/err" "error 1"
check "summary per technique" grep -q '^Naked Single  *[0-9]* *[0-9]* *0$' "$tmp/err"
"$bin" rate --format jsonl --steps --no-summary "$tmp/bad.txt" >"$tmp/out" 2>/dev/null
check "steps on request" grep -q '"steps":\[{"technique":' "$tmp/out"
"$bin" rate --steps "$tmp/bad.txt" >/dev/null 2>&1
check "--steps without jsonl is a usage error" [ $? -eq 2 ]

"$bin" rate --format csv --no-summary "$tmp/bad.txt" >"$tmp/out" 2>/dev/null
check "csv header" [ "$(sed -n 2p "$tmp/out")" = "n,line,puzzle,size,outcome,points,grade,hardest,guesses,ms,techniques,solution,reason" ]
check "csv rows" [ "$(lines "$tmp/out")" -eq 5 ]
check "csv's first line is a comment" grep -q '^# setlogic ' <(head -1 "$tmp/out")
check "csv error quoted" grep -q '^2,2,,,error,,,,,[0-9.]*,,,.*line 2' "$tmp/out"

# Timeouts: general logic of base size 5 and rank 2 takes seconds on this hard puzzle.
hard=........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3
start=$(date +%s%N)
"$bin" rate --profile setlogic --set-logic-size 5 --set-logic-rank 2 --timeout-per-puzzle 0.2 "$hard" >"$tmp/out" 2>/dev/null
check "timeout exit 1" [ $? -eq 1 ]
check "timeout record" contains "$tmp/out" "#1 timeout: no result within 0.2 s"
check "timeout is kept" [ $((($(date +%s%N) - start) / 1000000)) -lt 5000 ]

# Resume: an output cut in the middle of a line continues to the same file.
"$bin" rate --format jsonl --no-summary "$tmp/batch.txt" 2>/dev/null | sed 's/"ms":[0-9.e-]*//' >"$tmp/full.jsonl"
"$bin" rate --format jsonl --no-summary --output "$tmp/part.jsonl" "$tmp/batch.txt" 2>/dev/null
head -c "$(head -21 "$tmp/part.jsonl" | wc -c)" "$tmp/part.jsonl" >"$tmp/cut.jsonl"
head -22 "$tmp/part.jsonl" | tail -1 | head -c 30 >>"$tmp/cut.jsonl"
"$bin" rate --format jsonl --resume --output "$tmp/cut.jsonl" "$tmp/batch.txt" 2>"$tmp/err"
check "resume summary" contains "$tmp/err" "20 records already in the output were kept"
check "resume completes the file exactly" cmp -s "$tmp/full.jsonl" <(sed 's/"ms":[0-9.e-]*//' "$tmp/cut.jsonl")
head -3 "$tmp/one.txt" >"$tmp/cut.txt"
"$bin" rate --format jsonl --resume --output "$tmp/cut.txt" "$tmp/batch.txt" >/dev/null 2>"$tmp/err"
check "resume refuses another format" [ $? -eq 2 ]
check "resume says why" contains "$tmp/err" "cannot resume"
head -5 "$tmp/part.jsonl" >"$tmp/other.jsonl"
cp "$tmp/other.jsonl" "$tmp/other.before"
"$bin" rate --format jsonl --chain-length 4 --resume --output "$tmp/other.jsonl" "$tmp/batch.txt" >/dev/null 2>"$tmp/err"
check "resume refuses other options" [ $? -eq 2 ]
check "resume says the first line is another run's" contains "$tmp/err" "line 1 of '$tmp/other.jsonl' is not this run's"
check "resume of other options writes nothing" cmp -s "$tmp/other.jsonl" "$tmp/other.before"
"$bin" rate --resume "$tmp/batch.txt" >/dev/null 2>&1
check "--resume without --output is a usage error" [ $? -eq 2 ]
"$bin" rate --threads -1 "$tmp/batch.txt" >/dev/null 2>&1
check "absurd thread count is a usage error" [ $? -eq 2 ]

# Ctrl-C: reading stops, the puzzles in progress finish, every finished record is written
# (a prefix of the whole output) and the exit status is 130.
for _ in $(seq 400); do cat "$tmp/own.txt"; done >"$tmp/long.txt"
"$bin" rate --profile all-fish --threads 2 --output "$tmp/int.txt" "$tmp/long.txt" 2>/dev/null &
pid=$!
sleep 1
kill -INT $pid
wait $pid
check "interrupt exit 130" [ $? -eq 130 ]
kept=$(($(lines "$tmp/int.txt") - 1))
check "interrupt kept finished records" [ "$kept" -gt 0 ] && [ "$kept" -lt "$(lines "$tmp/long.txt")" ]
"$bin" rate --profile all-fish --no-summary <(head -"$kept" "$tmp/long.txt") >"$tmp/prefix.txt" 2>/dev/null
check "interrupted output is a prefix" cmp -s "$tmp/int.txt" "$tmp/prefix.txt"

# A second Ctrl-C drops the puzzles in progress instead of waiting for them.
"$bin" rate --profile setlogic --set-logic-size 5 --set-logic-rank 2 --threads 2 "$hard" "$hard" "$hard" \
  >"$tmp/out" 2>/dev/null &
pid=$!
sleep 1
kill -INT $pid
sleep 0.3
kill -INT $pid
start=$(date +%s%N)
wait $pid
check "second interrupt exit 130" [ $? -eq 130 ]
check "second interrupt is prompt" [ $((($(date +%s%N) - start) / 1000000)) -lt 3000 ]
check "dropped records are not written" [ "$(lines "$tmp/out")" -eq 1 ]

# Progress on a terminal (script(1) gives the run one): count, rate, share done, time left.
# It first shows after a second, so the run takes a few (about 1.3 ms per record here).
head -2000 "$tmp/long.txt" >"$tmp/some.txt"
script -qc "'$bin' rate --profile all-fish --threads 1 --output '$tmp/p.txt' '$tmp/some.txt'" /dev/null >"$tmp/tty.txt"
check "progress on a terminal" grep -q 'puzzles, [0-9]*/s, [0-9.]* s, [0-9]*% done, [0-9]*:[0-9][0-9] left' "$tmp/tty.txt"
"$bin" rate --profile all-fish --threads 1 --output "$tmp/p.txt" "$tmp/some.txt" 2>"$tmp/err"
check "no progress elsewhere" lacks "$tmp/err" "% done"

# --scale: HoDoKu's score and level on every rated record, in each format; the points and
# grade stay the ladder's. A puzzle of singles rates the same on HoDoKu's scale whatever
# the ladder (its path is the hodoku profile's), and a bad scale is refused.
p="..8..5......9...7....2...95......5.......4..3.79...21...2.........87.3...3..1.98."
"$bin" rate --scale hodoku --format jsonl "$p" >"$tmp/scale.jsonl" 2>/dev/null
check "scale in the header" grep -q '"scale":"hodoku"' <(head -1 "$tmp/scale.jsonl")
check "hodoku score and level" grep -q '"rating":{"points":[0-9]*,"hardest":"[a-z_]*","grade":"easy","hodoku":{"score":[0-9]*,"level":"easy"}}' "$tmp/scale.jsonl"
"$bin" rate --scale hodoku --profile hodoku --format jsonl "$p" >"$tmp/own.jsonl" 2>/dev/null
check "the same score over the hodoku profile's own path" [ "$(grep -o '"hodoku":{[^}]*}' "$tmp/scale.jsonl")" = "$(grep -o '"hodoku":{[^}]*}' "$tmp/own.jsonl")" ]
"$bin" rate --format jsonl "$p" >"$tmp/points.jsonl" 2>/dev/null
check "no hodoku rating unless asked" lacks "$tmp/points.jsonl" '"hodoku"'
"$bin" rate --scale all --format csv --no-summary "$tmp/own.txt" >"$tmp/scale.csv" 2>/dev/null
check "csv header ends with the hodoku and se columns" grep -qx 'n,.*,reason,hodoku_score,hodoku_level,se_er,se_ep,se_ed' "$tmp/scale.csv"
check "csv rated rows carry them" [ "$(grep -c ',logic,.*,[0-9][0-9]*,\(easy\|medium\|hard\|unfair\|extreme\),[0-9]*\.[0-9],[0-9]*\.[0-9],[0-9]*\.[0-9]$' "$tmp/scale.csv")" -gt 0 ]
"$bin" rate --scale hodoku "$p" 2>/dev/null | tail -1 >"$tmp/scale.txt"
check "text record adds HoDoKu's level and score" grep -q ' | HoDoKu Easy ([0-9]*)$' "$tmp/scale.txt"
"$bin" rate --scale se "$p" 2>/dev/null | tail -1 >"$tmp/se.txt"
check "text record adds Sudoku Explainer's ER/EP/ED" grep -q ' | SE [0-9]*\.[0-9]/[0-9]*\.[0-9]/[0-9]*\.[0-9]$' "$tmp/se.txt"
"$bin" rate --scale er "$p" >/dev/null 2>"$tmp/err"
check "an unknown scale exits 2" [ $? -eq 2 ]
check "an unknown scale is named" grep -q "unknown scale 'er'" "$tmp/err"

# --where, --uses, --avoids write only the records that meet every condition; --print
# puzzle writes their puzzle lines alone, and nothing else.
"$bin" rate --format jsonl --no-summary "$tmp/own.txt" >"$tmp/all.jsonl" 2>/dev/null
"$bin" rate --format jsonl --no-summary --where 'grade>=hard' --where outcome=logic "$tmp/own.txt" >"$tmp/hard.jsonl" 2>/dev/null
check "sieved records are the ones that meet the conditions" [ "$(tail -n +2 "$tmp/hard.jsonl" | cut -d, -f1 | paste -sd,)" = \
  "$(grep '"outcome":"logic"' "$tmp/all.jsonl" | grep '"grade":"\(hard\|unfair\|extreme\)"' | cut -d, -f1 | paste -sd,)" ]
check "some records pass, some do not" [ "$(lines "$tmp/hard.jsonl")" -gt 1 ] && [ "$(lines "$tmp/hard.jsonl")" -lt "$(lines "$tmp/all.jsonl")" ]
"$bin" rate --print puzzle --where 'grade>=hard' --where outcome=logic --no-summary "$tmp/own.txt" >"$tmp/hard.txt" 2>/dev/null
check "--print puzzle writes the puzzle lines alone" [ "$(cat "$tmp/hard.txt")" = "$(tail -n +2 "$tmp/hard.jsonl" | sed 's/.*"puzzle":"\([^"]*\)".*/\1/')" ]
"$bin" rate --print puzzle --avoids hidden_single "$tmp/own.txt" >"$tmp/none.txt" 2>"$tmp/err"
without=$(grep '"outcome":"\(logic\|guesses\)"' "$tmp/all.jsonl" | grep -vc '"hidden_single":')
check "--avoids: the rated records whose path has no hidden single" [ "$(lines "$tmp/none.txt")" -eq "$without" ]
check "the summary says how many were written" grep -q "^$without of the [0-9]* records met the conditions" "$tmp/err"
"$bin" rate --where 'grade>=great' x >/dev/null 2>"$tmp/err"
check "a bad condition exits 2" [ $? -eq 2 ]
check "a bad condition is named" grep -q "^setlogic: --where 'grade>=great': expected a level" "$tmp/err"
"$bin" rate --resume --output "$tmp/r.txt" --uses x_wing x >/dev/null 2>"$tmp/err"
check "--resume refuses a sieved output" [ $? -eq 2 ]

# Puzzles with several solutions are rated as such, never solved (so never with a uniqueness
# step), when the shared collection is there.
several="$dir/../../shared/data/9x9/multi_solution_serg.txt"
if [ -f "$several" ]; then
  "$bin" rate --format csv --no-summary "$several" >"$tmp/several.csv" 2>/dev/null
  check "several solutions: each rated multiple" [ "$(cut -d, -f5 "$tmp/several.csv" | grep -cx multiple)" -eq 10000 ]
  check "several solutions: no technique used" [ "$(tail -n +2 "$tmp/several.csv" | cut -d, -f11 | grep -c .)" -eq 1 ]
else
  echo "skip: $several is absent"
fi

finish
