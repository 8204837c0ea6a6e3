#!/usr/bin/env bash
# Inputs and environments that once crashed, hung or lost data: bytes that are not UTF-8 or
# are control characters, lines too long for any grid, numbers past any range, directories
# and missing files, output that cannot be written, an output that is an input, and option
# values that are not finite or not whole. Each must give a located error and a non-zero
# exit, and the good records around it must still be answered.
#   hardening_test.sh <setlogic binary> <tests dir>
set -u
bin=$1
source "$(dirname "$0")/lib.sh"

easy=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
# Under AddressSanitizer (./dev sanitize) the address space cannot be capped and a debug
# build is slow: the memory cap and the stop-time bound are left out there.
sanitized=false
grep -q __asan_init "$bin" && sanitized=true

# A byte that is not UTF-8, in every --json command and in rate's jsonl.
printf '%s\xff\n%s\n' "${easy:0:80}" "$easy" >"$tmp/utf8.txt"
for cmd in "check --json" "count --json" "solve --json" "steps --json" "rate --format jsonl --threads 1"; do
  $bin $cmd "$tmp/utf8.txt" >"$tmp/out" 2>"$tmp/err"
  status=$?
  check "$cmd: bad byte exits 1 ($status)" [ "$status" -eq 1 ]
  check "$cmd: bad byte located" contains "$tmp/out" 'line 1, column 81: byte 0xFF is not valid UTF-8'
  check "$cmd: the good record after it" contains "$tmp/out" '"line":2'
done
printf '%s\x07\n' "${easy:0:80}" | "$bin" check - >/dev/null 2>"$tmp/err"
check "a control character is located" contains "$tmp/err" 'line 1, column 81: byte 0x07 is a control character'
printf '# a comment with \xfe in it\n%s\n' "$easy" | "$bin" check - >"$tmp/out" 2>&1
check "a bad byte in a comment is no error" [ $? -eq 0 ]

# A line of 20 MB: refused in constant memory (the address space is capped at 200 MB).
python3 -c "import sys; sys.stdout.write('1' * 20_000_000 + '\n$easy\n')" >"$tmp/long.txt"
(if ! $sanitized; then ulimit -v 200000; fi; "$bin" check "$tmp/long.txt") >"$tmp/out" 2>"$tmp/err"
check "a long line exits 1" [ $? -eq 1 ]
check "a long line is refused" contains "$tmp/err" "line 1: the line is 20000000 bytes long"
check "the record after a long line" contains "$tmp/out" "$easy"

# Numbers past any range in a number grid.
python3 -c "
rows = [['0'] * 9 for _ in range(9)]
rows[4][2] = '99999999999999999999'
print('\n'.join(','.join(r) for r in rows))" >"$tmp/numbers.txt"
"$bin" check "$tmp/numbers.txt" >/dev/null 2>"$tmp/err"
check "a huge number exits 1" [ $? -eq 1 ]
check "a huge number is out of range" contains "$tmp/err" "line 5, column 5: 99999999999999999999 is out of range"

# Messages: a line split by a stray space, a bad record's file in JSON, a library line that
# deletes a candidate of a given.
printf '%s\n' "${easy:0:40} ${easy:40}" | "$bin" check - 2>"$tmp/err" >/dev/null
check "a stray space is named" contains "$tmp/err" "81 cells with spaces among them"
printf 'xx\n' >"$tmp/bad.txt"
"$bin" check --json "$tmp/bad.txt" "$tmp/bad.txt" >"$tmp/out" 2>/dev/null
check "JSON errors name their file" [ "$(grep -c "\"file\":\"$tmp/bad.txt\"" "$tmp/out")" -eq 2 ]
echo ":0000:1:4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......:211::" |
  "$bin" check - >/dev/null 2>"$tmp/err"
check "a deleted candidate of a given is refused" contains "$tmp/err" "the deleted candidate 2 of r1c1 is in a cell that holds a digit"

# A puzzle that does not have one solution is said to be so wherever its steps are shown.
multi=8.........95.......76.........426798...571243...893165......916....3.487....1.532
"$bin" solve "$multi" >"$tmp/out"
check "solve warns of many solutions" contains "$tmp/out" "Warning: the puzzle has more than one solution"
"$bin" solve --json "$multi" >"$tmp/out"
check "solve --json says multiple" contains "$tmp/out" '"uniqueness":"multiple"'
for cmd in hint steps explain render; do
  "$bin" $cmd "$multi" >/dev/null 2>"$tmp/err"
  check "$cmd warns of many solutions" contains "$tmp/err" "warning: the puzzle has more than one solution"
done
"$bin" steps --json "$multi" >"$tmp/out"
check "steps --json says multiple" contains "$tmp/out" '"uniqueness":"multiple"'
# no two givens in conflict, yet no solution (r1c2 is 1 in the only solution)
"$bin" hint "46${easy:2}" 2>"$tmp/err" >/dev/null
check "hint warns of no solution" contains "$tmp/err" "warning: the puzzle has no solution"
# A position with one solution whose givens (its solved cells) have many: r2c3 holds 1 or 6,
# and only 6 leaves a solution. Uniqueness steps taken on trust remove it, and the verdict
# says the assumption was refuted, not that the position has none.
refuted=123456789123456789123456789......7..123456789123456789123456789123456789123456789123456789.....6...123456789123456789123456789123456789123456789.2.......123456789123456789123456789123456789....5....123456789123456789123456789...4.....123456789.......8.123456789....5....123456789123456789..3...........6...1234567891234567891234567891234567891.........2.......123456789.....6.......5....123456789123456789123456789...4.....123456789.......8.123456789123456789123456789......7....3......123456789123456789123456789123456789.......8.123456789123456789123456789123456789123456789123456789...4.......3......123456789.2.......1234567891....6...123456789123456789123456789..3.........4.....123456789....5....123456789123456789.......8.
"$bin" count "$refuted" >"$tmp/out"
check "the refuted position has one solution" contains "$tmp/out" " unique "
"$bin" solve --assume-unique yes "$refuted" >/dev/null 2>"$tmp/err"
check "solve says the uniqueness assumption is refuted" contains "$tmp/err" "the uniqueness assumption (assume unique: yes) is refuted"
"$bin" rate --format jsonl --assume-unique yes --threads 1 --no-summary - <<<"$refuted" >"$tmp/out"
check "rate calls it many solutions" contains "$tmp/out" '"outcome":"multiple"'

# A library code HoDoKu does not have is a failing case, not a skipped one.
echo ":0999:1:4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......:::" >"$tmp/unknown.txt"
"$bin" regress "$tmp/unknown.txt" >"$tmp/out" 2>&1
check "an unknown library code exits 1" [ $? -eq 1 ]
check "an unknown library code is named" contains "$tmp/out" "0999 is not a HoDoKu library code"

# A write that fails part way (a file size limit of 2 KB): rate says so and exits 2, and
# --resume, with room again, finishes the same output a whole run writes.
for i in $(seq 40); do echo "$easy"; done >"$tmp/forty.txt"
"$bin" rate --threads 1 --output "$tmp/whole.txt" "$tmp/forty.txt" 2>/dev/null
(
  trap '' XFSZ
  ulimit -f 2
  "$bin" rate --threads 1 --output "$tmp/cut.txt" "$tmp/forty.txt" 2>"$tmp/err"
)
check "a failed write exits 2" [ $? -eq 2 ]
check "a failed write says so" contains "$tmp/err" "cannot write '$tmp/cut.txt'"
check "the cut output is shorter" [ "$(wc -l <"$tmp/cut.txt")" -lt 40 ]
"$bin" rate --threads 1 --resume --output "$tmp/cut.txt" "$tmp/forty.txt" 2>/dev/null
check "--resume finishes it" cmp -s <(cut -d' ' -f1-4 "$tmp/whole.txt") <(cut -d' ' -f1-4 "$tmp/cut.txt")

# Directories and missing files.
for cmd in check count solve steps rate regress; do
  "$bin" $cmd "$tmp" >/dev/null 2>"$tmp/err"
  status=$?
  check "$cmd on a directory exits 1 ($status)" [ "$status" -eq 1 ]
  check "$cmd on a directory says so" contains "$tmp/err" "is a directory"
done
"$bin" check no_such_file_with_a_long_name.txt >/dev/null 2>"$tmp/err"
check "a missing file exits 1" [ $? -eq 1 ]
check "a missing file is named" contains "$tmp/err" "cannot open 'no_such_file_with_a_long_name.txt': no such file"

# Output that cannot be written.
if [ -w /dev/full ]; then
  for cmd in check count solve "solve --json"; do
    $bin $cmd "$easy" >/dev/full 2>"$tmp/err"
    status=$?
    check "$cmd to a full disk exits 2 ($status)" [ "$status" -eq 2 ]
    check "$cmd to a full disk says so" contains "$tmp/err" "No space left on device"
  done
  "$bin" render --output /dev/full "$easy" 2>"$tmp/err"
  check "render to a full disk exits 2" [ $? -eq 2 ]
  printf '%s\n' "$easy" "$easy" >"$tmp/two.txt"
  "$bin" rate --output /dev/full "$tmp/two.txt" 2>"$tmp/err"
  check "rate to a full disk exits 2" [ $? -eq 2 ]
  check "rate to a full disk says so" contains "$tmp/err" "cannot write '/dev/full': No space left on device"
else
  echo "skipping the full-disk checks: /dev/full is not writable here"
fi

# An output that is one of the inputs, by name or through a link.
printf '%s\n' "$easy" "$easy" >"$tmp/in.txt"
ln -s "$tmp/in.txt" "$tmp/link.txt"
"$bin" rate --output "$tmp/in.txt" "$tmp/in.txt" 2>"$tmp/err"
check "rate onto its input exits 2" [ $? -eq 2 ]
"$bin" rate --output "$tmp/link.txt" "$tmp/in.txt" 2>>"$tmp/err"
check "rate onto its input through a link exits 2" [ $? -eq 2 ]
check "the input is untouched" [ "$(wc -l <"$tmp/in.txt")" -eq 2 ]
check "rate says why" contains "$tmp/err" "is the input"

# Option values: finite, whole, in range, written out in full.
for opts in "solve --time-limit 1e10" "solve --time-limit 1e300" "solve --time-limit nan" "solve --max-guesses -1" \
  "count --max-guesses -1" "solve --max-guesses 2.5" "fish --size 3-3-3" "fish --size 3x" \
  "rate --timeout-per-puzzle inf" "serve --request-time-limit nan"; do
  $bin $opts "$easy" >/dev/null 2>&1
  status=$?
  check "$opts is a usage error ($status)" [ "$status" -eq 2 ]
done
"$bin" solve --time-limit 100 "$easy" >"$tmp/out"
check "a sound time limit still solves" contains "$tmp/out" "Rating:"

# Ctrl-C stops the long searches (a nearly empty 25x25: millions of fish) and no partial
# list is printed. The bound is loose: each stops within about 40 ms here, unloaded.
empty25="A$(printf '.%.0s' $(seq 624))"
sixteen=$(grep -v '^#' "$2/corpus/own.txt" | awk -F: 'length($1) == 256 { print $1; exit }')
for cmd in "steps --all $empty25" "fish --max-fins 625 --max-endo-fins 625 $empty25" \
  "rank --max-size 6 --max-rank 2 $sixteen"; do
  $bin $cmd >"$tmp/out" 2>/dev/null &
  pid=$!
  sleep 1
  start=$(date +%s%N)
  kill -INT "$pid"
  wait "$pid"
  status=$?
  took=$((($(date +%s%N) - start) / 1000000))
  $sanitized && took=0
  check "${cmd:0:24} stops on Ctrl-C ($status after $took ms)" [ "$status" -eq 130 -a "$took" -lt 3000 ]
  check "${cmd:0:24} prints no unfinished list" [ ! -s "$tmp/out" ]
done

# An output that is standard input, under any name: refused, the input untouched.
printf '%s\n' "$easy" "$easy" >"$tmp/stdin.txt"
for output in "$tmp/stdin.txt" /dev/stdin /proc/self/fd/0; do
  "$bin" rate --output "$output" - <"$tmp/stdin.txt" 2>"$tmp/err"
  check "rate --output $output onto standard input exits 2" [ $? -eq 2 ]
  check "rate --output $output: the input is untouched" [ "$(wc -l <"$tmp/stdin.txt")" -eq 2 ]
done
check "rate says the output is standard input" contains "$tmp/err" "is standard input"

# --resume keeps only records of this input, in order: anything else is refused by name.
for i in $(seq 8); do echo "$easy"; done >"$tmp/eight.txt"
for format in jsonl text csv; do
  "$bin" rate --threads 1 --no-summary --format $format --output "$tmp/good.$format" "$tmp/eight.txt" 2>/dev/null
  head -$([ $format = csv ] && echo 7 || echo 6) "$tmp/good.$format" >"$tmp/part.$format"
  cp "$tmp/part.$format" "$tmp/resumed.$format"
  "$bin" rate --threads 1 --no-summary --format $format --resume --output "$tmp/resumed.$format" "$tmp/eight.txt"
  check "--resume ($format) of a sound part exits 0" [ $? -eq 0 ]
  check "--resume ($format) of a sound part finishes it" [ "$(wc -l <"$tmp/resumed.$format")" -eq "$(wc -l <"$tmp/good.$format")" ]
done
# a garbage line in the middle, swapped records, a record of another input, a bare object
sed '3s/.*/hello/' "$tmp/part.jsonl" >"$tmp/garbage.jsonl"
awk 'NR == 2 { held = $0; next } NR == 3 { print; print held; next } { print }' "$tmp/part.jsonl" >"$tmp/swapped.jsonl"
sed "2s/$easy/${easy:0:80}1/" "$tmp/part.jsonl" >"$tmp/other.jsonl"
{ cat "$tmp/part.jsonl"; echo '{"n":6,"hello":1}'; } >"$tmp/bare.jsonl"
for bad in garbage swapped other bare; do
  cp "$tmp/$bad.jsonl" "$tmp/before.jsonl"
  "$bin" rate --threads 1 --format jsonl --resume --output "$tmp/$bad.jsonl" "$tmp/eight.txt" 2>"$tmp/err"
  check "--resume of a $bad record exits 2" [ $? -eq 2 ]
  check "--resume of a $bad record names its line" contains "$tmp/err" "line "
  check "--resume of a $bad record writes nothing" cmp -s "$tmp/before.jsonl" "$tmp/$bad.jsonl"
done

# Standard input that is a directory, and a file that cannot be read: read errors.
for cmd in check solve rate count "regress -"; do
  $bin $cmd </tmp >/dev/null 2>"$tmp/err"
  status=$?
  check "$cmd < a directory exits non-zero ($status)" [ "$status" -ne 0 ]
  check "$cmd < a directory says so" contains "$tmp/err" "cannot read <stdin>: it is a directory"
done
"$bin" check /proc/self/mem >/dev/null 2>"$tmp/err"
check "an unreadable file exits 1" [ $? -eq 1 ]
check "an unreadable file is a read error" contains "$tmp/err" "cannot read /proc/self/mem"

# regress: a fifth code digit other than a Siamese fish's 1, and a position that repeats a digit.
for code in 03009 01000 00001; do
  echo ":$code:1:$easy:::" >"$tmp/code.txt"
  "$bin" regress "$tmp/code.txt" >"$tmp/out" 2>&1
  check "regress :$code: exits 1" [ $? -eq 1 ]
  check "regress :$code: is malformed, not skipped" contains "$tmp/out" "is not a HoDoKu library code"
done
echo ":0300:1:44${easy:2}:::" >"$tmp/repeat.txt"
"$bin" regress "$tmp/repeat.txt" >"$tmp/out" 2>&1
check "regress of a position that repeats a digit exits 1" [ $? -eq 1 ]
check "regress names the repeat" contains "$tmp/out" "repeats"

# A byte order mark is not a cell; a file name that is not UTF-8 is escaped in CSV and JSON.
printf '\xef\xbb\xbf%s\n' "$easy" >"$tmp/bom.txt"
"$bin" check "$tmp/bom.txt" >/dev/null 2>"$tmp/err"
check "a byte order mark is passed over" [ $? -eq 0 ]
printf '%s\n' "${easy:0:80}" >"$tmp/bad"$'\xff'".txt"
"$bin" rate --format csv "$tmp/bad"$'\xff'".txt" "$tmp/bom.txt" >"$tmp/out" 2>/dev/null
check "a file name that is not UTF-8 is escaped in CSV" contains "$tmp/out" 'bad\xFF.txt'
"$bin" rate --format jsonl "$tmp/bad"$'\xff'".txt" "$tmp/bom.txt" >"$tmp/out" 2>/dev/null
check "a file name that is not UTF-8 is escaped in JSON" contains "$tmp/out" 'bad\\xFF.txt'

# The ALS table and the Kraken walk look at the budget: a 25x25 with one given and 24-cell
# sets, and mutant Kraken fish of 7 bases and 8 fins on 16x16, stop at their time limit and
# in bounded memory (before: 22.8 s; 3.5 GB at 20 s).
empty25="A$(printf '.%.0s' $(seq 624))"
start=$(date +%s%N)
"$bin" solve --time-limit 2 --techniques +als_xz,+als_xy_wing,+als_xy_chain,+death_blossom --als-cells 24 \
  --als-overlap "$empty25" >/dev/null 2>&1
took=$((($(date +%s%N) - start) / 1000000))
$sanitized && took=0
check "24-cell ALS on 25x25 stop at the time limit ($took ms)" [ "$took" -lt 4000 ]
hard16=$(grep -v '^#' "$2/corpus/hard16.txt" | sed -n 2p | cut -d' ' -f1)
(if ! $sanitized; then ulimit -v 400000; fi
  "$bin" solve --time-limit 3 --techniques full_house,naked_single,hidden_single,kraken_fish_1,kraken_fish_2 \
    --kraken-class mutant --kraken-size 7 --kraken-fins 8 --kraken-endo-fins 8 "$hard16") >/dev/null 2>"$tmp/err"
check "mutant Kraken fish with 8 fins stay in 400 MB" contains "$tmp/err" "stopped by the guess or time budget"

# An interrupted search says so; it never claims that nothing applies (a Kraken walk on a
# nearly empty 25x25 runs for minutes and finds nothing).
for cmd in hint explain "render --next" "steps"; do
  $bin $cmd --techniques kraken_fish_1 --kraken-class mutant --kraken-size 7 --kraken-fins 8 --kraken-endo-fins 8 \
    "$empty25" >"$tmp/out" 2>"$tmp/err" &
  pid=$!
  sleep 1
  kill -INT "$pid"
  wait "$pid"
  status=$?
  check "$cmd interrupted exits 130 ($status)" [ "$status" -eq 130 ]
  check "$cmd interrupted says so" contains "$tmp/err" "interrupted: the search stopped before it finished"
  check "$cmd interrupted claims nothing" bash -c "! grep -q 'No step\|no enabled technique\|<svg' '$tmp/out' '$tmp/err'"
done

finish
