#!/usr/bin/env bash
# End-to-end checks of the setlogic command line: outputs, JSON fields, exit codes, and
# that one bad line neither stops a batch nor loses the other lines' results.
#   cli_test.sh <setlogic binary> <tests dir>
set -u
bin=$1
dir=$2
source "$(dirname "$0")/lib.sh"

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
check "count json fields" grep -q '^{"puzzle":"[0-9.]*","size":9,.*"solutions":1,"solution":"[0-9]*","guesses":[0-9]*}$' "$tmp/out"

printf '%s\n%sX\n%s\n' "$easy" "${easy:0:80}" "$multi" >"$tmp/batch.txt"
"$bin" count "$tmp/batch.txt" >"$tmp/out" 2>"$tmp/err"
check "bad line exit 1" [ $? -eq 1 ]
check "bad line names where and why" contains "$tmp/err" "batch.txt: line 2, column 81: 'X' is not a 9x9 symbol"
check "good lines after a bad one" [ "$(wc -l <"$tmp/out")" -eq 2 ]

"$bin" count --json "$tmp/batch.txt" >"$tmp/out"
check "json error record" contains "$tmp/out" \
  '{"error":"line 2, column 81: '"'"'X'"'"' is not a 9x9 symbol","file":"'"$tmp/batch.txt"'","line":2}'
check "json keeps order" [ "$(sed -n 3p "$tmp/out" | grep -c '"solutions":2')" -eq 1 ]

# canon: isomorphs (here relabelled, and transposed) give one line; a position is refused
relabelled=$(tr 123456789 975318642 <<<"$easy")
transposed=$(awk '{ for (c = 0; c < 9; ++c) for (r = 0; r < 9; ++r) printf "%s", substr($0, 9 * r + c + 1, 1); print "" }' <<<"$easy")
printf '%s\n%s\n%s\n%s\n' "$easy" "$relabelled" "$transposed" "$multi" >"$tmp/isomorphs.txt"
"$bin" canon "$tmp/isomorphs.txt" >"$tmp/out" 2>"$tmp/err"
check "canon exit 0" [ $? -eq 0 ]
check "canon one line per record" [ "$(wc -l <"$tmp/out")" -eq 4 ]
check "canon isomorphs equal" [ "$(head -3 "$tmp/out" | sort -u | wc -l)" -eq 1 ]
check "canon others differ" [ "$(sort -u "$tmp/out" | wc -l)" -eq 2 ]
check "canon keeps the clues" [ "$(head -1 "$tmp/out" | tr -d . | wc -c)" -eq "$(tr -d . <<<"$easy" | wc -c)" ]
"$bin" canon --json "$transposed" >"$tmp/out"
check "canon json transform" grep -q '"transform":{"transpose":\(true\|false\),"rows":\[' "$tmp/out"
printf '%s\n%sX\n' "$easy" "${easy:0:80}" | "$bin" canon - >"$tmp/out" 2>"$tmp/err"
check "canon bad line exit 1" [ $? -eq 1 ]
check "canon bad line named" contains "$tmp/err" "line 2, column 81"
check "canon good line kept" [ "$(wc -l <"$tmp/out")" -eq 1 ]
"$bin" --alphabet 1-9A-G canon --budget 1000 "$(printf "%0256d" 0 | tr 0 .)" >/dev/null 2>"$tmp/err"
check "canon budget refuses" [ $? -eq 1 ]
check "canon budget says why" contains "$tmp/err" "too symmetric"

# the version is the project's, read from its CMakeLists.txt
want_version=$(sed -n 's/^project(setlogic VERSION \([0-9.]*\) .*/\1/p' "$dir/../CMakeLists.txt")
"$bin" --version >"$tmp/out" 2>"$tmp/err"
check "version exit 0" [ $? -eq 0 ]
check "project version read" [ -n "$want_version" ]
check "version is the project's" [ "$(cat "$tmp/out")" = "setlogic ${want_version:-?}" ]

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

# The logic solver.
"$bin" solve "$easy" >"$tmp/out" 2>"$tmp/err"
check "solve exit 0" [ $? -eq 0 ]
check "solve prints steps" contains "$tmp/out" "Hidden Single: r8c6=1"
check "solve prints the solution" contains "$tmp/out" "Solution: $solution"
check "solve prints the rating" grep -q '^Rating: [0-9]* points, hardest .* grade [a-z]*$' "$tmp/out"
check "no HoDoKu rating unless asked" lacks "$tmp/out" "HoDoKu:"
# HoDoKu 2.3.2 rates this puzzle of singles 386, easy.
"$bin" solve --scale hodoku "..8..5......9...7....2...95......5.......4..3.79...21...2.........87.3...3..1.98." >"$tmp/out"
check "solve --scale hodoku prints HoDoKu's level and score" grep -qx 'HoDoKu: easy (386)' "$tmp/out"
"$bin" solve --json --check "$easy" >"$tmp/out"
check "solve json order" grep -q '^{"line":1,"puzzle":"[0-9.]*","size":9,"solved":true,"solution":"[0-9]*","steps":\[{"technique":' "$tmp/out"
check "solve json rating" grep -q '"rating":{"points":[0-9]*,"hardest":"[a-z_]*","grade":"[a-z]*"},"guesses":0,"uniqueness":"unique"}' "$tmp/out"
check "solve json step fields" contains "$tmp/out" '"placements":["r8c6=1"],"eliminations":[],"base":["b8#1"]'
"$bin" solve --notation gnpx "$easy" >"$tmp/out"
check "gnpx notation" grep -q '^   BaseSet: b8$' "$tmp/out"
hard=........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3
# without the nested forcing nets, the default ladder stalls on it
no_nested=--techniques=-nested_forcing_net_contradiction
"$bin" solve --no-guess "$no_nested" "$hard" >"$tmp/out"
check "no-guess stops stuck" contains "$tmp/out" "Stuck: no enabled technique applies"
"$bin" solve --check "$no_nested" "$hard" >"$tmp/out"
check "guesses recorded" grep -q '^Guess: r[0-9]c[0-9]=[0-9]' "$tmp/out"
"$bin" solve --check --no-guess "$hard" >"$tmp/out"
check "nested forcing nets solve it" grep -q '^Solution: ' "$tmp/out"
check "nested forcing net step" grep -q '^Nested Forcing Net Contradiction: r1c1=1 => r1c1<>1$' "$tmp/out"
check "nested refutation in brackets" grep -q '^  r1c1=1 => .* r2c1<>5 \[r2c1=5 => .*(contradiction: [^)]*)\] .*(contradiction: [^)]*)$' "$tmp/out"
"$bin" solve --all-solutions "$multi" >"$tmp/out" 2>"$tmp/err"
check "all-solutions multiple exit 1" [ $? -eq 1 ]
check "all-solutions count" contains "$tmp/out" "Solutions: at least 2"
check "all-solutions lists them" contains "$tmp/out" "Solution 2: "
"$bin" solve --stats "$easy" >/dev/null 2>"$tmp/err"
check "stats table" grep -q '^Hidden Single  *[0-9]* *[1-9][0-9]* ' "$tmp/err"
"$bin" solve --all-solutions "$easy" >"$tmp/out"
check "all-solutions unique" contains "$tmp/out" "Solutions: 1 (search complete)"
"$bin" solve --check "$multi" >/dev/null 2>"$tmp/err"
check "check needs a unique solution" contains "$tmp/err" "--check needs a unique solution"
# A puzzle with several solutions where a Hidden Rectangle would apply if it were unique:
# counted first (the default), no uniqueness step; taken as unique on request, one.
several="8.........95.......76.........428967...573412...691583.....4196....3.748...8..235"
"$bin" solve "$several" >"$tmp/out" 2>"$tmp/err"
check "several solutions: no uniqueness step" lacks "$tmp/out" "Hidden Rectangle"
check "several solutions: said" contains "$tmp/out" "Warning: the puzzle has more than one solution"
check "several solutions: said before the path" [ "$(sed -n 2p "$tmp/out" | cut -c1-8)" = "Warning:" ]
"$bin" solve --assume-unique yes "$several" >"$tmp/out" 2>"$tmp/err"
check "assume-unique yes: uniqueness step" contains "$tmp/out" "Hidden Rectangle: 2/5 in r1c68,r3c68 => r1c6<>2"
"$bin" solve --assume-unique no "$easy" >"$tmp/out" 2>"$tmp/err"
check "assume-unique no exit 0" [ $? -eq 0 ]
"$bin" solve --assume-unique maybe "$easy" >/dev/null 2>"$tmp/err"
check "assume-unique bad value exit 2" [ $? -eq 2 ]
"$bin" solve "..3456789.........................................................................1........" >/dev/null 2>"$tmp/err"
check "solve malformed" [ $? -eq 1 ]
"$bin" solve "44${easy:2}" >/dev/null 2>"$tmp/err"
check "solve contradiction" contains "$tmp/err" "no solution: r1c2 repeats digit 4 of r1c1"
"$bin" solve --profile singles --no-guess "$easy" >"$tmp/out"
check "profile singles" [ "$(grep -c 'Locked' "$tmp/out")" -eq 0 ]
"$bin" solve --techniques nonsense "$easy" >/dev/null 2>"$tmp/err"
check "unknown technique exit 2" [ $? -eq 2 ]
check "unknown technique message" contains "$tmp/err" "unknown technique 'nonsense'"
"$bin" solve --techniques xwing "$easy" >/dev/null 2>"$tmp/err"
check "unknown technique: did you mean" contains "$tmp/err" "unknown technique 'xwing' (did you mean x_wing?)"
"$bin" solve --chek "$easy" >/dev/null 2>"$tmp/err"
check "unknown option exit 2" [ $? -eq 2 ]
check "unknown option: did you mean" contains "$tmp/err" "--chek: did you mean --check?"
"$bin" slove "$easy" >/dev/null 2>"$tmp/err"
check "unknown command exit 2" [ $? -eq 2 ]
check "unknown command: did you mean" contains "$tmp/err" "slove: did you mean solve?"
# the technique list is its own command, not part of every --help
"$bin" solve --help >"$tmp/out"
check "help points to techniques" contains "$tmp/out" "setlogic techniques"
check "help without the technique list" lacks "$tmp/out" "full_house (Full House"
"$bin" techniques >"$tmp/out"
check "techniques: a line per technique and a header" \
  [ "$(wc -l <"$tmp/out")" -eq $(( $("$bin" techniques --json | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["techniques"]))') + 1 )) ]
check "techniques: id, name, code, family, level, points, profiles" \
  grep -Eq '^x_wing +X-Wing +0300 +basic_fish +(easy|medium|hard|unfair|extreme) +[0-9]+ +.*default' "$tmp/out"
"$bin" techniques --json >"$tmp/out"
check "techniques --json profiles" python3 -c '
import json, sys
t = {x["id"]: x for x in json.load(open(sys.argv[1]))["techniques"]}
assert t["x_wing"]["code"] == "0300" and "default" in t["x_wing"]["profiles"], t["x_wing"]
' "$tmp/out"
# graded hints: the technique, then where to look, then the step
"$bin" hint --level technique "$easy" >"$tmp/out"
check "hint technique" [ "$(cat "$tmp/out")" = "Look for a Hidden Single" ]
"$bin" hint --level where "$easy" >"$tmp/out"
check "hint where: digit and house, not the placement" grep -Eq '^Hidden Single: digit 1 in [a-z]+ [0-9]' "$tmp/out"
check "hint where gives nothing away" lacks "$tmp/out" "=1"
"$bin" hint --level step "$easy" >"$tmp/out"
check "hint step" [ "$(cat "$tmp/out")" = "Hidden Single: r8c6=1" ]
"$bin" hint --json --level where "$easy" >"$tmp/out"
check "hint where json" python3 -c '
import json, sys
s = json.load(open(sys.argv[1]))["steps"][0]
assert s["technique"] == "hidden_single" and s["digits"] == ["1"] and s["houses"], s
assert "placements" not in s, s
' "$tmp/out"
"$bin" hint --level everything "$easy" >/dev/null 2>&1
check "hint level unknown exit 2" [ $? -eq 2 ]
# --output: solve writes a file, never over its input
"$bin" solve --output "$tmp/solved.txt" "$easy" >"$tmp/out"
check "solve --output writes the file" contains "$tmp/solved.txt" "Solution: $solution"
check "solve --output leaves stdout empty" [ ! -s "$tmp/out" ]
printf '%s\n' "$easy" >"$tmp/in.txt"
"$bin" solve --output "$tmp/in.txt" "$tmp/in.txt" >/dev/null 2>"$tmp/err"
check "solve --output refuses its input" [ $? -eq 2 ]
check "solve --output input kept" [ "$(cat "$tmp/in.txt")" = "$easy" ]
for cmd in count canon check; do
  "$bin" $cmd --output "$tmp/$cmd.txt" "$easy" >"$tmp/out"
  check "$cmd --output writes the file" [ -s "$tmp/$cmd.txt" ]
  check "$cmd --output leaves stdout empty" [ ! -s "$tmp/out" ]
done
"$bin" count --output "$tmp/in.txt" "$tmp/in.txt" >/dev/null 2>"$tmp/err"
check "count --output refuses its input" [ $? -eq 2 ]
check "count --output input kept" [ "$(cat "$tmp/in.txt")" = "$easy" ]
# reading a terminal says so instead of waiting silently
script -qec "$bin solve" /dev/null </dev/null >"$tmp/out" 2>&1
check "terminal input announced" contains "$tmp/out" "reading puzzles from the terminal"
"$bin" solve --techniques=-locked_candidates_pointing,-locked_candidates_claiming "$easy" >"$tmp/out"
check "techniques removed" [ "$(grep -c 'Locked Candidates' "$tmp/out")" -eq 0 ]
"$bin" hint "$easy" >"$tmp/out"
check "hint" [ "$(cat "$tmp/out")" = "Hidden Single: r8c6=1" ]
"$bin" steps --all --techniques x_wing --digit 4 ":0300:4:4....9.5.23..58+467...4.7.........3253.2....8.5.1...7.+4...89....9......7..1.72..46:446 455 473 486:442 482::" >"$tmp/out"
check "steps --all on a library line" contains "$tmp/out" "X-Wing: 4 r57 c26 => r48c2<>4"
"$bin" steps --all --digit 5 --techniques x_wing ":0300:4:4....9.5.23..58+467...4.7.........3253.2....8.5.1...7.+4...89....9......7..1.72..46:446 455 473 486:442 482::" >"$tmp/out"
check "steps digit filter" [ "$(grep -c 'X-Wing: 4' "$tmp/out")" -eq 0 ]
g01=":0300:4:4....9.5.23..58+467...4.7.........3253.2....8.5.1...7.+4...89....9......7..1.72..46:446 455 473 486:442 482::"
"$bin" fish --digit 4 --size 2 "$g01" >"$tmp/out"
check "fish groups" contains "$tmp/out" "size 2 basic: 2"
check "fish lists finned Franken" contains "$tmp/out" "  Finned Franken X-Wing: 4 r57 c6b4 fr7c2 => r4c2<>4"
check "fish total" grep -q '^[0-9]* fish$' "$tmp/out"
"$bin" fish --size 2-4 "$g01" >"$tmp/every"
"$bin" fish --distinct --size 2-4 "$g01" >"$tmp/out"
check "fish --distinct: fewer fish" [ "$(grep -c '^  ' "$tmp/out")" -lt "$(grep -c '^  ' "$tmp/every")" ]
check "fish --distinct: the same elimination sets, each once" [ "$(grep '^  ' "$tmp/out" | sed 's/.*=> //' | sort | uniq -d)" = "" ] \
  && [ "$(grep '^  ' "$tmp/out" | sed 's/.*=> //' | sort)" = "$(grep '^  ' "$tmp/every" | sed 's/.*=> //' | sort -u)" ]
"$bin" fish --distinct --siamese "$g01" >/dev/null 2>&1
check "fish --distinct excludes --siamese" [ $? -eq 2 ]
"$bin" fish --digit 4 --size 3 --endo --kind franken "$g01" >"$tmp/out"
check "fish endo filter" [ "$(grep -c '^  ' "$tmp/out")" -eq "$(grep -c 'with Endo Fins' "$tmp/out")" ]
g05=$(grep -A1 '^# G05' "$dir/regression/spec_fish.txt" | tail -1)
"$bin" fish --siamese --size 3 --digit 5 "$g05" >"$tmp/out"
check "fish siamese group" grep -q '^size 3 siamese: [0-9]*$' "$tmp/out"
check "fish siamese" contains "$tmp/out" "  Siamese Sashimi Swordfish: 5 c368 r138 fr9c3 | r139 fr8c6 => r8c1,r9c5<>5"
"$bin" fish --json --siamese --size 3 --digit 5 "$g05" >"$tmp/out"
check "fish siamese json parts" grep -q '"name":"Siamese Sashimi Swordfish".*"parts":\[{' "$tmp/out"
"$bin" fish --size 9 "$g01" >/dev/null 2>"$tmp/err"
check "fish bad size exit 2" [ $? -eq 2 ]
"$bin" fish --kind whales "$g01" >/dev/null 2>"$tmp/err"
check "fish bad kind exit 2" [ $? -eq 2 ]
"$bin" rank --digit 4 --max-size 2 "$g01" >"$tmp/out"
check "rank groups" contains "$tmp/out" "size 2 rank 0: "
check "rank lists the X-Wing" contains "$tmp/out" "  Set Logic: size 2 rank 0, BaseSet: r57#4, CoverSet: c26#4 => r48c2<>4"
check "rank total" grep -q '^[0-9]* findings$' "$tmp/out"
"$bin" rank --json --digit 4 --max-size 2 --max-rank 0 "$g01" >"$tmp/out"
check "rank json" grep -q '"technique":"set_logic".*"eliminations":\["r4c2<>4","r8c2<>4"\].*"size":2,"rank":0' "$tmp/out"
"$bin" rank --threads 1 --max-size 3 "$g01" >"$tmp/one"
"$bin" rank --threads 2 --max-size 3 "$g01" >"$tmp/two"
check "rank threads change nothing" cmp -s "$tmp/one" "$tmp/two"
"$bin" rank --max-size 0 "$g01" >/dev/null 2>"$tmp/err"
check "rank bad size exit 2" [ $? -eq 2 ]
"$bin" explain "$easy" >"$tmp/out"
check "explain a single" contains "$tmp/out" "size 1 rank 0: BaseSet: b8#1 | CoverSet: c6#1"
check "explain checked" contains "$tmp/out" "checker: accepted"
"$bin" explain --techniques x_wing "$g01" >"$tmp/out"
check "explain an X-Wing" contains "$tmp/out" "size 2 rank 0: BaseSet: c1#1 c8#1 | CoverSet: r3#1 r7#1"
"$bin" solve --check --profile singles+setlogic "$easy" >"$tmp/out"
check "solve singles+setlogic" [ $? -eq 0 ]
"$bin" steps --profile fish --techniques +set_logic,-x_wing --all --digit 4 "$g01" >"$tmp/out"
check "techniques added to a profile" contains "$tmp/out" "Set Logic: size 2 rank 0, BaseSet: r57#4"
"$bin" regress "$dir/regression/spec_examples.txt" >"$tmp/out"
check "regress summary" contains "$tmp/out" "2 passed, 0 failed, 0 skipped"
printf '%s\n' ":0300:4:4....9.5.23..58+467...4.7.........3253.2....8.5.1...7.+4...89....9......7..1.72..46:446 455 473 486:442::" \
  ":0371:4:4....9.5.23..58+467...4.7.........3253.2....8.5.1...7.+4...89....9......7..1.72..46:::" >"$tmp/lib.txt"
"$bin" regress "$tmp/lib.txt" >"$tmp/out"
check "regress failure exit 1" [ $? -eq 1 ]
check "regress expected line" grep -q '^  expected: :0300:4:.*:442::$' "$tmp/out"
check "regress actual line" grep -q '^  actual:   :0300:4:.*:442 482::$' "$tmp/out"
check "regress counts" contains "$tmp/out" "0 passed, 2 failed, 0 skipped"

"$bin" solve --check "$no_nested" "$hard" >"$tmp/out"
check "solve with chains" grep -q '^Grouped Discontinuous Nice Loop: r5c8 -9- r2c8 =9= r2c5 -9- r9c5 =9= r9c78 -9- r78c9 =9= r56c9 -9- r5c8 => r5c8<>9$' "$tmp/out"
check "solve with forcing nets" grep -q '^Forcing Net Contradiction: r3c4=4 => r3c4<>4$' "$tmp/out"
"$bin" solve --techniques -grouped_discontinuous_nice_loop,-grouped_aic,-grouped_continuous_nice_loop "$hard" >"$tmp/out"
check "solve without grouped chains" [ "$(grep -c '^Grouped' "$tmp/out")" -eq 0 ]
"$bin" hint --chain-length -1 "$hard" >/dev/null 2>"$tmp/err"
check "chain length out of range exit 2" [ $? -eq 2 ]
check "chain length out of range says why" contains "$tmp/err" "--chain-length: '-1' is not a whole number from 0 to 1000"

"$bin" render "$easy" >"$tmp/out.svg"
check "render next step" grep -q '<title>Hidden Single: r8c6=1</title>' "$tmp/out.svg"
"$bin" render --step 3 --output "$tmp/step.svg" "$easy"
check "render step of the path" grep -q '^<svg ' "$tmp/step.svg"
"$bin" render --step 100000 "$easy" >/dev/null 2>"$tmp/err"
check "render past the path exit 1" [ $? -eq 1 ]
check "render past the path says why" contains "$tmp/err" "the solve path has only"
printf '%s\n%s\n' "$easy" "$easy" | "$bin" render - >/dev/null 2>"$tmp/err"
check "render one position only" contains "$tmp/err" "render draws one position"
"$bin" render --step 2 --next "$easy" >/dev/null 2>&1
check "render --step with --next is a usage error" [ $? -eq 2 ]
stuck=4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........
"$bin" render --techniques forcing_net_contradiction --branch 1 "$stuck" >"$tmp/out.svg"
check "render one forcing branch" grep -q 'class="implied-false"' "$tmp/out.svg"
"$bin" render --techniques forcing_net_contradiction --branch 2 "$stuck" >/dev/null 2>"$tmp/err"
check "render a branch the step lacks exit 1" [ $? -eq 1 ]
check "render a branch the step lacks says why" contains "$tmp/err" "--branch 2: the step has 1 branches"
"$bin" steps --all --json --profile all --techniques kraken_fish_1,kraken_fish_2 "$stuck" >"$tmp/out"
check "steps lists Kraken fish" grep -q '"code":"0371"' "$tmp/out"
"$bin" steps --all --kraken-class mutant --kraken-size 3 --kraken-fins 1 --techniques kraken_fish_1 "$stuck" >/dev/null
check "Kraken options" [ $? -eq 0 ]
"$bin" steps --all --kraken-class big --techniques kraken_fish_1 "$stuck" >/dev/null 2>"$tmp/err"
check "Kraken class unknown exit 2" [ $? -eq 2 ]

finish
