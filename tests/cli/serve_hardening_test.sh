#!/usr/bin/env bash
# Requests built to crash or hold the server: steps that are not of their technique's shape
# or nest without end, numbers past any range, Range headers that multiply an answer,
# clients that trickle bytes, bodies that do not match their Content-Length, a port
# another program holds, and long requests whose freed memory the server would keep. Each is answered (or dropped) and the server stays up.
#   serve_hardening_test.sh <setlogic binary> <tests dir>
set -u
bin=$1
source "$(dirname "$0")/lib.sh"
server=
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$tmp"' EXIT

easy=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......

served_port() {  # served_port <log>: the port a server started with --port 0 prints, once it has
  local found=
  for _ in $(seq 50); do
    found=$(grep -o '127\.0\.0\.1:[0-9]*' "$1" | cut -d: -f2)
    [ -n "$found" ] && break
    sleep 0.1
  done
  echo "$found"
}

"$bin" serve --port 0 --request-read-time-limit 1 --max-body 4000000 2>"$tmp/log" &
server=$!
port=$(served_port "$tmp/log")
check "server starts" [ -n "$port" ]
url=http://127.0.0.1:$port

post() {  # post <path> <body file> [curl options...] -> body in $tmp/out, status in $tmp/status
  local path=$1 body=$2
  shift 2
  curl -s -o "$tmp/out" -w '%{http_code}' -X POST --data-binary "@$body" "$@" "$url$path" >"$tmp/status"
}
status() { [ "$(cat "$tmp/status")" = "$1" ]; }
alive() {
  printf '%s' "$easy" >"$tmp/easy"
  post /api/hint "$tmp/easy"
  status 200
}

# Chains without nodes, in every chain technique that draws them.
for technique in aic grouped_aic discontinuous_nice_loop grouped_discontinuous_nice_loop continuous_nice_loop; do
  for loop in true false; do
    printf '{"position":"%s","step":{"technique":"%s","chains":[{"loop":%s,"nodes":[],"links":[]}]}}' \
      "$easy" "$technique" "$loop" >"$tmp/body"
    post /api/draw "$tmp/body"
    check "$technique with an empty chain (loop $loop) is a 400" status 400
    check "$technique: the refusal names the chain" contains "$tmp/out" "a chain has 0 nodes"
  done
done
check "the server survives empty chains" alive
# a node without cells, a link naming a set that is not there
printf '{"position":"%s","step":{"technique":"aic","chains":[{"nodes":[{"digit":"1","cells":[]},{"digit":"1","cells":["r1c2"]}],"links":[{"kind":"strong"}]}]}}' \
  "$easy" >"$tmp/body"
post /api/draw "$tmp/body"
check "a chain node without cells is a 400" status 400
printf '{"position":"%s","step":{"technique":"aic","chains":[{"nodes":[{"digit":"1","cells":["r1c1"]},{"digit":"1","cells":["r1c2"]}],"links":[{"kind":"strong","als":-7}]}]}}' \
  "$easy" >"$tmp/body"
post /api/draw "$tmp/body"
check "a link naming a set that is not there is a 400" status 400

# Steps nested in parts: a few levels are read, 20,000 are refused at the limit.
nest() {  # nest <levels>: a step with `levels` steps nested in parts
  python3 -c "
import sys
n = int(sys.argv[1])
step = '{\"technique\":\"x_wing\",\"digits\":[\"1\"]}'
for _ in range(n - 1):
    step = '{\"technique\":\"x_wing\",\"digits\":[\"1\"],\"parts\":[' + step + ']}'
print('{\"position\":\"$easy\",\"step\":' + step + '}')" "$1"
}
nest 4 >"$tmp/body"
post /api/draw "$tmp/body"
check "steps nested 4 deep are drawn" status 200
nest 5 >"$tmp/body"
post /api/draw "$tmp/body"
check "steps nested 5 deep are a 400" status 400
check "the refusal names the limit" contains "$tmp/out" "nest more than 4 deep"
nest 20000 >"$tmp/body"
post /api/draw "$tmp/body"
check "steps nested 20,000 deep are a 400" status 400
check "the server survives deep nesting" alive

# Numbers past any range in a step's tokens.
for token in 'r99999999999999999999c1<>7' 'r1c99999999999999999999<>7' ; do
  printf '{"position":"%s","step":{"technique":"x_wing","digits":["7"],"eliminations":["%s"]}}' "$easy" "$token" \
    >"$tmp/body"
  post /api/draw "$tmp/body"
  check "$token is a 400" status 400
  check "$token: the refusal names it" contains "$tmp/out" "out of 1..9"
done
printf '{"position":"%s","step":{"technique":"locked_candidates_pointing","digits":["7"],"houses":["b99999999999"]}}' \
  "$easy" >"$tmp/body"
post /api/draw "$tmp/body"
check "a house past any range is a 400" status 400
# a huge token is cited cut, with its length
python3 -c "print('{\"position\":\"$easy\",\"step\":{\"technique\":\"x_wing\",\"eliminations\":[\"' + 'x' * 200000 + '\"]}}')" \
  >"$tmp/body"
post /api/draw "$tmp/body"
check "a huge token is a 400" status 400
check "a huge token is cited cut" contains "$tmp/out" "(200000 bytes)"
check "a huge token is not echoed whole" [ "$(wc -c <"$tmp/out")" -lt 1000 ]

# Range headers: an API answer is sent whole, once; the page may be asked for one range.
printf '%s' "$easy" >"$tmp/easy"
ranges=$(python3 -c "print('bytes=' + ','.join(['0-'] * 500))")
post /api/render "$tmp/easy" -H "Range: $ranges"
check "a POST with ranges is answered 200" status 200
check "a POST with ranges gets the drawing once" [ "$(grep -c '<svg' "$tmp/out")" -eq 1 ]
curl -s -o "$tmp/out" -w '%{http_code}' -H "Range: $ranges" "$url/api/catalogue" >"$tmp/status"
check "a GET with many ranges is answered whole" status 200
curl -s -o "$tmp/out" -w '%{http_code}' -H "Range: bytes=0-9" "$url/api/catalogue" >"$tmp/status"
check "an API GET with a range is answered whole" [ "$(cat "$tmp/status")" = 200 ] && contains "$tmp/out" '"profiles"'
curl -s -o "$tmp/out" -w '%{http_code}' -H "Range: bytes=0-9" "$url/" >"$tmp/status"
check "the page may be asked for one range" [ "$(cat "$tmp/status")" = 206 ] && [ "$(wc -c <"$tmp/out")" -eq 10 ]

# Framing: a body shorter than its Content-Length, a negative or overflowing length, two
# lengths, a bad chunk size.
raw() {  # raw <request file>: the answer's status line
  timeout 5 bash -c "exec 3<>/dev/tcp/127.0.0.1/$port; cat '$1' >&3; head -1 <&3" 2>/dev/null | tr -d '\r'
}
request() {  # request <headers...>: a POST /api/hint with these headers and the easy puzzle
  local h
  {
    printf 'POST /api/hint HTTP/1.1\r\nHost: 127.0.0.1:%s\r\nConnection: close\r\n' "$port"
    for h in "$@"; do printf '%s\r\n' "$h"; done
    printf '\r\n%s' "$easy"
  } >"$tmp/request"
  raw "$tmp/request"
}
check "a body shorter than its Content-Length is a 400" [ "$(request 'Content-Length: 200')" = "HTTP/1.1 400 Bad Request" ]
check "a negative Content-Length is a 400" [ "$(request 'Content-Length: -5')" = "HTTP/1.1 400 Bad Request" ]
check "an overflowing Content-Length is a 413" \
  [ "$(request 'Content-Length: 99999999999999999999999')" = "HTTP/1.1 413 Payload Too Large" ]
check "two different Content-Lengths are a 400" \
  [ "$(request 'Content-Length: 81' 'Content-Length: 80')" = "HTTP/1.1 400 Bad Request" ]
{
  printf 'POST /api/hint HTTP/1.1\r\nHost: 127.0.0.1:%s\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n' "$port"
  printf 'zz\r\n%s\r\n0\r\n\r\n' "$easy"
} >"$tmp/request"
check "a bad chunk size is a 400" [ "$(raw "$tmp/request")" = "HTTP/1.1 400 Bad Request" ]
check "the server survives bad framing" alive

# Clients trickling a byte a second hold no connection beyond the whole request's time limit
# (1 s here): sixteen of them, the most one address may have, and a request still gets in.
trickle_pids=()
for _ in $(seq 16); do
  (
    exec 3<>"/dev/tcp/127.0.0.1/$port" || exit 0
    for c in P O S T ' ' / a p i / h i n t ' ' H T T P; do
      printf '%s' "$c" >&3 2>/dev/null || exit 0
      sleep 1
    done
  ) &
  trickle_pids+=($!)
done
sleep 3
served=false
for _ in $(seq 20); do
  alive && served=true && break
  sleep 0.2
done
check "trickling clients are dropped at the request's time limit" $served
kill "${trickle_pids[@]}" 2>/dev/null
wait "${trickle_pids[@]}" 2>/dev/null

# Memory: 25x25 hints that each use their whole second, one after another, so that each
# may land on another of the 32 threads. What they freed goes back to the system (before,
# every thread's malloc arena kept tens of MB: 250 MB after eight).
"$bin" serve --port 0 --request-time-limit 1 2>"$tmp/log2" &
heavy_server=$!
heavy_port=$(served_port "$tmp/log2")
python3 -c "print('A' + '.' * 624)" >"$tmp/e25"
for _ in $(seq 8); do
  curl -s -o /dev/null -X POST --data-binary "@$tmp/e25" "http://127.0.0.1:$heavy_port/api/hint"
done
rss_kb=$(awk '/^VmRSS/ {print $2}' "/proc/$heavy_server/status")
check "eight 25x25 hints leave the server under 120 MB ($rss_kb kB)" [ "${rss_kb:-999999}" -lt 120000 ]
kill "$heavy_server" 2>/dev/null
wait "$heavy_server" 2>/dev/null

# A port another program holds (one that accepts and never answers): refused at once.
python3 -c "
import socket, sys, time
s = socket.socket()
s.bind(('127.0.0.1', 0))
s.listen()
print(s.getsockname()[1], flush=True)
time.sleep(20)" >"$tmp/holder" &
holder=$!
for _ in $(seq 50); do [ -s "$tmp/holder" ] && break; sleep 0.1; done
held=$(cat "$tmp/holder")
start=$(date +%s%N)
"$bin" serve --port "$held" 2>"$tmp/err"
code=$?
check "a held port is an error (exit 2)" [ "$code" -eq 2 ]
check "a held port is named" contains "$tmp/err" "port $held is in use"
check "a held port fails fast" [ $((($(date +%s%N) - start) / 1000000)) -lt 2500 ]
kill "$holder" 2>/dev/null

kill -INT "$server"
wait "$server"
server=
finish
