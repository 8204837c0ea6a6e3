#!/usr/bin/env bash
# Load on `setlogic serve` over loopback with wrk: "next step" (POST /api/hint) and a
# whole solve (POST /api/solve) of one puzzle, for a bounded time each; prints wrk's
# requests/s and latency distribution (p99 among them).
#   bench/load.sh [SECONDS] [CONNECTIONS]      default 10 s, 16 connections, 2 wrk threads
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$root/build/release/apps/cli/setlogic
seconds=${1:-10}
connections=${2:-16}
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk" >&2; exit 2; }
log=$(mktemp)
"$bin" serve --port 0 2>"$log" &
server=$!
trap 'kill -INT $server 2>/dev/null; rm -f "$log" "$log.lua"' EXIT
port=
for _ in $(seq 50); do
  port=$(grep -o '127\.0\.0\.1:[0-9]*' "$log" | cut -d: -f2) && [ -n "$port" ] && break
  sleep 0.1
done
puzzle=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
printf 'wrk.method = "POST"\nwrk.body = "%s"\n' "$puzzle" >"$log.lua"
for endpoint in hint solve; do
  echo "== POST /api/$endpoint, $seconds s, $connections connections"
  wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "$log.lua" "http://127.0.0.1:$port/api/$endpoint"
done
