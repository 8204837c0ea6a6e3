#!/usr/bin/env bash
# Each record of the input gives one result, in input order: every malformed shape, alone or
# in a run, is answered with its own line in every command that reads records, and the good
# record after it is answered too.
#   records_test.sh <setlogic binary> <tests dir>
set -u
bin=$1
source "$(dirname "$0")/lib.sh"

easy=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
short=${easy:0:80}
# a 9x9 grid whose fourth row has a cell too many, then rows 5-9
grid=
for r in 0 1 2 3 4 5 6 7 8; do
  row=${easy:$((r * 9)):9}
  [ "$r" -eq 3 ] && row="${row}1"
  grid+="$row"$'\n'
done

# name | text | the lines the errors name, in order | the good record's line
shapes=(
  "short lines in a run|$short"$'\n'"$short"$'\n'"$short"$'\n'"$easy"$'\n'"|1 2 3|4"
  "words in a run|hello"$'\n'"world"$'\n'"foo"$'\n'"$easy"$'\n'"|1 2 3|4"
  "a long line|${easy}12"$'\n'"$easy"$'\n'"|1|2"
  "a wrong alphabet|${easy:0:40}Z${easy:41}"$'\n'"$easy"$'\n'"|1|2"
  "stray grid rows|${easy:0:9}"$'\n'"${easy:9:9}"$'\n'"$easy"$'\n'"|1|3"
  "a broken grid, then a line|$grid$easy"$'\n'"|4|10"
  "a broken grid, then words|$(printf '%s' "$grid" | head -4)"$'\n'"hello"$'\n'"$easy"$'\n'"|4 5|6"
  "a bad last line without newline|$easy"$'\n'"$short|2|1"
)

for shape in "${shapes[@]}"; do
  name=${shape%%|*}
  text=${shape#*|}
  text=${text%|*|*}
  errors=${shape%|*}
  errors=${errors##*|}
  good=${shape##*|}
  printf '%s' "$text" >"$tmp/in.txt"
  n_errors=$(wc -w <<<"$errors")
  for cmd in "check --json" "count --json" "solve --json" "steps --json" "rate --format jsonl --threads 1"; do
    $bin $cmd "$tmp/in.txt" >"$tmp/out" 2>"$tmp/err"
    status=$?
    check "$name, $cmd: exits 1 ($status)" [ "$status" -eq 1 ]
    # rate's first line says what wrote it: no record
    [[ $cmd == rate* ]] && sed -i 1d "$tmp/out"
    check "$name, $cmd: one result per record" [ "$(wc -l <"$tmp/out")" -eq $((n_errors + 1)) ]
    for line in $errors; do
      check "$name, $cmd: the error of line $line" grep -qE "\"error\":\"([^\"]*: )?line $line[:,]" "$tmp/out"
    done
    check "$name, $cmd: the good record (line $good)" bash -c "grep -E '\"line\":$good[,}]' '$tmp/out' | grep -qv error"
  done
  # the text commands: an error on stderr per bad record
  for cmd in check solve; do
    $bin $cmd "$tmp/in.txt" >"$tmp/out" 2>"$tmp/err"
    check "$name, $cmd: an error per bad record" [ "$(grep -c "in.txt: line" "$tmp/err")" -eq "$n_errors" ]
  done
done

# regress: each bad line of a library file is reported
printf '%s\nhello\n%s\n' "$short" "$easy" >"$tmp/lib.txt"
$bin regress "$tmp/lib.txt" >"$tmp/out" 2>"$tmp/err"
check "regress: both bad lines reported" [ "$(grep -c "lib.txt: line [12]:" "$tmp/err")" -eq 2 ]

finish
