#!/usr/bin/env bash
# The web API of `setlogic serve`, with curl: every endpoint, the same JSON as the command
# line, bad input answered 400 with a reason, the per-request time budget, concurrent
# requests, a malformed request that leaves the server standing, and Ctrl-C.
#   serve_test.sh <setlogic binary> <tests dir>
set -u
bin=$1
dir=$2
source "$(dirname "$0")/lib.sh"
server=
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$tmp"' EXIT

port_in() {  # port_in <log>: the port a server started with --port 0 says it listens on
  local port=
  for _ in $(seq 50); do
    port=$(grep -o '127\.0\.0\.1:[0-9]*' "$1" | cut -d: -f2)
    [ -n "$port" ] && break
    sleep 0.1
  done
  echo "$port"
}

# A generous time limit here (a sanitized debug build is slow); the budget has a server of
# its own below.
"$bin" serve --port 0 --request-time-limit 10 2>"$tmp/log" &
server=$!
port=$(port_in "$tmp/log")
check "server starts on loopback" [ -n "$port" ]
url=http://127.0.0.1:$port

post() {  # post <path?query> <body> -> body in $tmp/out, status in $tmp/status, type in $tmp/type
  curl -s -o "$tmp/out" -w '%{http_code} %{content_type}' -X POST --data-binary "$2" "$url$1" >"$tmp/meta"
  cut -d' ' -f1 "$tmp/meta" >"$tmp/status"
  cut -d' ' -f2- "$tmp/meta" >"$tmp/type"
}
status() { [ "$(cat "$tmp/status")" = "$1" ]; }

easy=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
hard=........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3

curl -s -o "$tmp/page" -w '%{http_code}' "$url/" >"$tmp/status"
check "page served" status 200
check "page is the viewer" contains "$tmp/page" "<title>setlogic</title>"
check "page needs no network" bash -c "! grep -qE 'src=\"https?:|href=\"https?:' '$tmp/page'"

post /api/solve "$easy"
check "solve 200" status 200
check "solve json" contains "$tmp/type" "application/json"
"$bin" solve --json "$easy" >"$tmp/cli"
check "solve is the JSON of solve --json" cmp -s <(tr -d '\n' <"$tmp/cli") "$tmp/out"
post "/api/solve?scale=hodoku" "$easy"
"$bin" solve --json --scale hodoku "$easy" >"$tmp/cli"
check "solve ?scale=hodoku is solve --json --scale hodoku" cmp -s <(tr -d '\n' <"$tmp/cli") "$tmp/out"
check "solve ?scale=hodoku carries HoDoKu's rating" contains "$tmp/out" '"hodoku":{"score":'
post "/api/solve?scale=er" "$easy"
check "an unknown scale 400" status 400
check "an unknown scale is named" contains "$tmp/out" "parameter scale='er'"
post "/api/solve?positions=1&profile=all-fish" "$easy"
check "solve with a position per step" [ "$(grep -o '"text":' "$tmp/out" | wc -l)" -eq \
  "$(sed 's/.*"positions":\[//' "$tmp/out" | grep -o '":0000::' | wc -l)" ]

post "/api/generate?level=hard&seed=3&profile=hodoku" ""
check "generate 200" status 200
"$bin" generate --level hard --seed 3 --profile hodoku --format jsonl --count 1 2>/dev/null | tail -1 >"$tmp/cli"
check "generate is puzzle 1 of generate --format jsonl" cmp -s <(sed 's/,"ms":[0-9.e-]*//' "$tmp/cli" | tr -d '\n') \
  <(sed 's/,"ms":[0-9.e-]*//' "$tmp/out")
post "/api/generate?technique=no_such" ""
check "generate: an unknown technique 400" status 400
check "generate: the parameter named" contains "$tmp/out" "parameter technique 'no_such'"
post "/api/generate?size=10" ""
check "generate: a size 400" status 400
post "/api/generate?technique=franken_x_wing" ""
check "generate: a technique the ladder never takes 400" status 400
check "generate: why it is never taken" contains "$tmp/out" "franken_x_wing never comes first in this ladder"

post /api/hint "$easy"
check "hint" contains "$tmp/out" '"text":"Hidden Single: r8c6=1"'
post "/api/hint?level=technique" "$easy"
check "hint technique" contains "$tmp/out" '"hint":"Look for a Hidden Single","focus":{"technique":"hidden_single","name":"Hidden Single"}}'
post "/api/hint?level=where" "$easy"
check "hint where: houses" contains "$tmp/out" '"houses":["'
check "hint where: no step" lacks "$tmp/out" '"step"'
post "/api/hint?level=all" "$easy"
check "hint level unknown 400" status 400
post "/api/steps?digit=4" "$easy"
check "steps 200" status 200
# a step's own digits follow its code (its sets and commons list digits of their own)
check "steps filtered by digit" [ "$(grep -o '"code":"[0-9]*","digits":\[[^]]*\]' "$tmp/out" | grep -vc '"4"')" -eq 0 ]
check "steps found some" contains "$tmp/out" '"digits":["4"]'
post "/api/steps?all=0" "$easy"
check "simplest steps only" [ "$(grep -o '"technique":"[a-z_]*"' "$tmp/out" | sort -u | wc -l)" -eq 1 ]
post "/api/render?step=2" "$easy"
check "render step 200" status 200
check "render is SVG" contains "$tmp/type" "image/svg+xml"
check "render draws step 2" contains "$tmp/out" "<svg "
post "/api/render?index=0" "$easy"
check "render one of all steps" contains "$tmp/out" "</svg>"
post /api/hint "$easy"
hint_step=$(sed 's/.*"step":\(.*\)}$/\1/' "$tmp/out")
post /api/draw "{\"position\":\"$easy\",\"step\":$hint_step}"
check "draw 200" status 200
check "draw is SVG" contains "$tmp/type" "image/svg+xml"
"$bin" render --next "$easy" >"$tmp/cli_svg" 2>/dev/null
check "draw gives the SVG render gives" cmp -s "$tmp/cli_svg" "$tmp/out"
post /api/draw "{\"position\":\"$easy\",\"step\":null}"
check "draw a bare grid" contains "$tmp/out" "<title>Sudoku position</title>"
post /api/draw "{\"position\":\"$easy\",\"step\":{\"technique\":\"x_wing\",\"eliminations\":[\"r10c1<>4\"]}}"
check "draw a bad step 400" status 400
check "draw a bad step says why" contains "$tmp/out" "r10c1<>4"
post /api/draw "$easy"
check "draw wants JSON" contains "$tmp/out" "expected a JSON object"
curl -s "$url/api/version" >"$tmp/out"
check "version is the command line's" [ "$(cat "$tmp/out")" = "{\"name\":\"setlogic\",\"version\":\"$("$bin" --version | cut -d' ' -f2)\"}" ]
curl -s "$url/api/catalogue" >"$tmp/out"
check "catalogue lists the techniques" contains "$tmp/out" '{"id":"x_wing","name":"X-Wing","code":"0300","family":"basic_fish","size":2,"level":"hard","points":48,"profiles":["default",'
check "catalogue lists the profiles" contains "$tmp/out" '{"name":"singles","techniques":["full_house","naked_single","hidden_single"]}'
post /api/formats "$easy"
check "formats" contains "$tmp/out" "\"line\":\"$easy\""
check "formats library line" contains "$tmp/out" '"library":":'
post /api/hint "1...3..2...4.3.."
check "4x4 position" status 200

post /api/solve "${easy:0:80}X"
check "bad body 400" status 400
check "bad body names where and why" contains "$tmp/out" "line 1, column 81: 'X' is not a 9x9 symbol"
post /api/solve "44${easy:2}"
check "contradiction 400" status 400
check "contradiction named" contains "$tmp/out" "repeats digit 4"
post "/api/steps?profile=nonsense" "$easy"
check "unknown profile 400" status 400
post "/api/steps?assume_unique=maybe" "$easy"
check "bad assume_unique 400" status 400
post "/api/render?step=1000" "$easy"
check "step past the path 400" status 400
check "step past the path says why" contains "$tmp/out" "the solve path has"
post "/api/steps?set_logic_size=99" "$easy"
check "absurd parameter 400" status 400
post /api/nothing "$easy"
check "unknown endpoint 404" status 404
check "unknown endpoint json" contains "$tmp/out" '"error":"no such endpoint'
head -c 400000 /dev/zero | tr '\0' '.' >"$tmp/big"
curl -s -o "$tmp/out" -w '%{http_code}' -X POST --data-binary @"$tmp/big" "$url/api/solve" >"$tmp/status"
check "oversized body 413" status 413

"$bin" serve --port 0 --request-time-limit 0.5 2>"$tmp/log_budget" &
budget_server=$!
budget_port=$(port_in "$tmp/log_budget")
start=$(date +%s%N)
curl -s -o "$tmp/out" -w '%{http_code}' -X POST --data-binary "$hard" \
  "http://127.0.0.1:$budget_port/api/solve?profile=setlogic&set_logic_size=5&set_logic_rank=2" >"$tmp/status"
check "time budget 503" status 503
check "time budget says so" contains "$tmp/out" "time budget of 0.5 s ran out"
check "time budget is kept" [ $((($(date +%s%N) - start) / 1000000)) -lt 3000 ]
kill "$budget_server" 2>/dev/null

# Concurrent requests: each answer is the one the command line gives for its puzzle.
grep -v '^#' "$dir/corpus/own.txt" | sed 's/:[^:]*$//' | grep -E '^[0-9.]{81}$' >"$tmp/puzzles"
i=0
while read -r p; do
  for k in 1 2; do
    curl -s -X POST --data-binary "$p" "$url/api/solve" >"$tmp/par.$i.$k" &
  done
  "$bin" solve --json "$p" 2>/dev/null | tr -d '\n' >"$tmp/cli.$i"
  i=$((i + 1))
done <"$tmp/puzzles"
wait_for() { for job in $(jobs -p); do [ "$job" != "$server" ] && wait "$job"; done; }
wait_for
same=0
for ((k = 0; k < i; k++)); do
  if grep -q '"solved":true' "$tmp/cli.$k"; then
    cmp -s "$tmp/cli.$k" "$tmp/par.$k.1" && cmp -s "$tmp/cli.$k" "$tmp/par.$k.2" && same=$((same + 1))
  else
    contains "$tmp/par.$k.1" '"error"' && contains "$tmp/par.$k.2" '"error"' && same=$((same + 1))
  fi
done
check "concurrent requests answered as the command line ($same of $i)" [ "$same" -eq "$i" ]

# A POST without a body, a 25x25 candidate string sent form-encoded (curl -d), and a profile
# with its '+' unescaped.
curl -s -o "$tmp/out" -w '%{http_code}' -X POST "$url/api/hint" >"$tmp/status"
check "a bodiless POST 400" status 400
check "a bodiless POST says what is missing" contains "$tmp/out" "request body: line 1: no puzzle found"
cand25=$(python3 -c "print('ABCDEFGHIJKLMNOPQRSTUVWXY' * 625)")
curl -s -o "$tmp/out" -w '%{http_code}' -d "$cand25" "$url/api/formats" >"$tmp/status"
check "a form-encoded 25x25 position 200" status 200
curl -s -o "$tmp/out" -w '%{http_code}' -X POST --data-binary "$easy" "$url/api/hint?profile=singles+setlogic" \
  >"$tmp/status"
check "profile=singles+setlogic unescaped" status 200

# Bad bytes in a path, another Host, another Origin: JSON answers, the server stays up.
curl -s -o "$tmp/out" -w '%{http_code}' "$url/%ff" >"$tmp/status"
check "a bad escape in a path 404" status 404
check "a bad escape is shown escaped" contains "$tmp/out" 'no such endpoint: GET /\\xFF'
curl -s -D "$tmp/headers" -o /dev/null "$url/"
check "no content sniffing" grep -qi '^X-Content-Type-Options: nosniff' "$tmp/headers"
check "a content security policy" grep -qi "^Content-Security-Policy: default-src 'self'" "$tmp/headers"
curl -s -o "$tmp/out" -w '%{http_code}' -H 'Host: attacker.example' -X POST --data-binary "$easy" "$url/api/hint" \
  >"$tmp/status"
check "another Host 403" status 403
curl -s -o "$tmp/out" -w '%{http_code}' -H 'Origin: http://attacker.example' -X POST --data-binary "$easy" \
  "$url/api/hint" >"$tmp/status"
check "another origin 403" status 403
check "another origin says why" contains "$tmp/out" "requests from origin 'http://attacker.example' are refused"
curl -s -o /dev/null -w '%{http_code}' -H "Origin: $url" -X POST --data-binary "$easy" "${url%/}/api/hint" \
  >"$tmp/status"
check "its own origin 200" status 200
"$bin" serve --port "$port" 2>"$tmp/second"
check "a second server on the port exits 2" [ $? -eq 2 ]
check "a second server says the port is in use" contains "$tmp/second" "port $port is in use"
post /api/hint "$easy"
check "the first server answers still" status 200

# What a request may ask for is capped, and long requests beyond --heavy are turned away
# at once while a cheap one is still answered.
post "/api/steps?max_fins=9" "$easy"
check "fins beyond --max-fins 400" status 400
check "fins beyond --max-fins says the range" contains "$tmp/out" "expected a whole number from 0 to 8"
"$bin" serve --port 0 --heavy 1 --request-time-limit 3 2>"$tmp/log2" &
second=$!
port2=$(port_in "$tmp/log2")
empty25="A$(printf '.%.0s' $(seq 624))"
curl -s -o "$tmp/heavy1" -X POST --data-binary "$empty25" "http://127.0.0.1:$port2/api/steps?profile=all" &
first_heavy=$!
sleep 0.5
curl -s -o "$tmp/heavy2" -w '%{http_code}' -X POST --data-binary "$empty25" \
  "http://127.0.0.1:$port2/api/steps?profile=all" >"$tmp/status"
check "a second long request 503" status 503
check "a second long request is told why" contains "$tmp/heavy2" "busy: 1 long requests are running"
start=$(date +%s%N)
curl -s -o "$tmp/out" -w '%{http_code}' -X POST --data-binary "$easy" "http://127.0.0.1:$port2/api/hint" >"$tmp/status"
check "a cheap request meanwhile 200" status 200
check "a cheap request meanwhile is quick" [ $((($(date +%s%N) - start) / 1000000)) -lt 1500 ]
wait "$first_heavy"
kill "$second" 2>/dev/null

slow_clients() {  # slow_clients <n>: n connections that send a header line every 2.5 s
  slow_pids=()
  for i in $(seq "$1"); do
    (
      exec 3<>"/dev/tcp/127.0.0.1/$port" || exit 0
      printf 'POST /api/hint HTTP/1.1\r\n' >&3
      for k in 1 2 3; do
        sleep 2.5 3>&-  # the sleep must not hold the connection open after a kill
        printf 'X-Slow-%s: %s\r\n' "$k" "$i" >&3 2>/dev/null || exit 0
      done
    ) &
    slow_pids+=($!)
  done
  sleep 1
}

# A dozen slow clients, each sending a header line every 2.5 s, do not lock the others out.
slow_clients 12
start=$(date +%s%N)
post /api/hint "$easy"
check "answered while slow clients hold connections" status 200
check "answered quickly while slow clients hold connections" [ $((($(date +%s%N) - start) / 1000000)) -lt 1500 ]
kill "${slow_pids[@]}" 2>/dev/null
wait "${slow_pids[@]}" 2>/dev/null

# One client opening more slow connections than there are threads holds at most
# --max-connections-per-client of them: its further connections are answered 503 at once,
# and a client at another address (127.0.0.2 reaches the loopback server too) is served.
slow_clients 40
for _ in $(seq 20); do  # the slow connections may take a moment to be served on a loaded machine
  post /api/hint "$easy"
  status 503 && break
  sleep 0.2
done
check "a client over its connection limit is refused" status 503
check "the refusal says why" contains "$tmp/out" "too many connections from 127.0.0.1 (at most 16 at once)"
start=$(date +%s%N)
curl -s --interface 127.0.0.2 -o "$tmp/out" -w '%{http_code}' -X POST --data-binary "$easy" "$url/api/hint" \
  >"$tmp/status"
check "another client is answered while one holds many connections" status 200
check "another client is answered quickly" [ $((($(date +%s%N) - start) / 1000000)) -lt 1500 ]
kill "${slow_pids[@]}" 2>/dev/null
wait "${slow_pids[@]}" 2>/dev/null

# A malformed request costs only its own connection.
exec 3<>"/dev/tcp/127.0.0.1/$port" && printf 'NONSENSE\r\n\r\n' >&3 && exec 3>&-
post /api/hint "$easy"
check "server survives a malformed request" status 200

kill -INT "$server"
start=$(date +%s%N)
wait "$server"
code=$?
server=
check "Ctrl-C stops the server (exit 130)" [ "$code" -eq 130 ]
check "Ctrl-C is prompt" [ $((($(date +%s%N) - start) / 1000000)) -lt 3000 ]

finish
