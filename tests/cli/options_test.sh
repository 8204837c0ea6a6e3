#!/usr/bin/env bash
# The search options table reaches every front end: each row of `setlogic options --json` is
# a flag of every ladder command (in its --help and taking exactly the row's values), a query
# parameter of the web API (within the server's bounds), a row of the README's table, and
# the same table at GET /api/options. (The Python keywords: python/tests/test_module.py.)
# A row added to the table is checked here without any edit to this script.
#   options_test.sh <setlogic binary> <project root>
set -u
bin=$1
root=$2
source "$(dirname "$0")/lib.sh"
server=
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$tmp"' EXIT

easy=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
"$bin" options --json >"$tmp/options.json"
check "options --json exits 0" [ $? -eq 0 ]
# name, flag, kind, values taken and values refused (comma-separated): a line per row
python3 - "$tmp/options.json" >"$tmp/rows" <<'EOF'
import json, sys
for o in json.load(open(sys.argv[1])):
    if o["kind"] == "whole":
        values, bad = [str(o["low"]), str(o["high"])], [str(o["high"] + 1), str(o["low"] - 1), "x"]
    elif o["kind"] == "flag":
        values, bad = ["true", "false"], ["maybe"]
    else:
        values, bad = o["choices"], ["no_such_" + o["choices"][0]]
    print(o["name"], o["flag"], o["kind"], ",".join(values), ",".join(bad))
EOF
rows=$(wc -l <"$tmp/rows")
check "the table has rows" [ "$rows" -gt 10 ]

"$bin" serve --port 0 --request-time-limit 10 --max-fins 16 --max-set-logic-size 8 --max-set-logic-rank 3 \
  2>"$tmp/log" &
server=$!
port=
for _ in $(seq 50); do
  port=$(grep -o '127\.0\.0\.1:[0-9]*' "$tmp/log" | cut -d: -f2)
  [ -n "$port" ] && break
  sleep 0.1
done
check "server starts" [ -n "$port" ]
url=http://127.0.0.1:$port
differ() { ! cmp -s "$1" "$2"; }
web() {  # web <query>: the status of a hint request with it
  curl -s -o "$tmp/web" -w '%{http_code}' -X POST --data-binary "$easy" "$url/api/hint?$1"
}

for cmd in solve hint steps rate explain render; do "$bin" $cmd --help >"$tmp/help.$cmd"; done
while read -r name flag kind values bad; do
  for cmd in solve hint steps rate explain render; do
    check "$flag in $cmd --help" grep -qE -- "$flag([ ,=]|$)" "$tmp/help.$cmd"
  done
  for v in ${values//,/ }; do
    if [ "$kind" = flag ]; then
      [ "$v" = true ] && args=("$flag") || args=("--no-${flag#--}")
    else
      args=("$flag" "$v")
    fi
    "$bin" solve "${args[@]}" "$easy" >/dev/null 2>"$tmp/err"
    check "solve ${args[*]} exits 0" [ $? -eq 0 ]
    check "web $name=$v is taken" [ "$(web "$name=$v")" = 200 ]
  done
  for v in ${bad//,/ }; do
    if [ "$kind" != flag ]; then
      "$bin" solve "$flag" "$v" "$easy" >/dev/null 2>"$tmp/err"
      check "solve $flag $v is a usage error" [ $? -eq 2 ]
      check "solve $flag $v says why" contains "$tmp/err" "$flag: '$v' is not"
    fi
    check "web $name=$v is refused" [ "$(web "$name=$v")" = 400 ]
    check "web $name=$v names the parameter" contains "$tmp/web" "parameter $name='$v': expected"
  done
done <"$tmp/rows"

# README.md holds `setlogic options` as it prints, after a marker line
sed -n '/^<!-- setlogic options -->$/,/^```$/p' "$root/README.md" | sed '1,2d;$d' >"$tmp/readme"
check "README.md's options table is setlogic options" cmp -s <("$bin" options) "$tmp/readme"
check "GET /api/options is the table" cmp -s <(curl -s "$url/api/options") <(tr -d '\n' <"$tmp/options.json")
# the server's own bounds: a default server takes fewer fins than the table allows
"$bin" serve --port 0 2>"$tmp/log2" &
small=$!
for _ in $(seq 50); do
  port=$(grep -o '127\.0\.0\.1:[0-9]*' "$tmp/log2" | cut -d: -f2)
  [ -n "$port" ] && break
  sleep 0.1
done
url=http://127.0.0.1:$port
check "a server bounds an option by its own limit" [ "$(web "kraken_fins=8")" = 200 ]
check "and refuses beyond it" [ "$(web "max_fins=9")" = 400 ]
check "naming its bound" contains "$tmp/web" "parameter max_fins='9': expected a whole number from 0 to 8"
kill "$small"

# One option walked from both front ends to the search: the same path, unlike the default's.
hard=........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3
url=http://127.0.0.1:$(grep -o '127\.0\.0\.1:[0-9]*' "$tmp/log" | cut -d: -f2)
"$bin" solve --json --chain-length 4 "$hard" | tr -d '\n' >"$tmp/cli4.json"
"$bin" solve --json "$hard" | tr -d '\n' >"$tmp/cli.json"
curl -s -X POST --data-binary "$hard" "$url/api/solve?chain_length=4" >"$tmp/web4.json"
check "chain_length changes the path" differ "$tmp/cli4.json" "$tmp/cli.json"
check "the web's chain_length is the command line's" cmp -s "$tmp/cli4.json" "$tmp/web4.json"

finish
