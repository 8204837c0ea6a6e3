#!/usr/bin/env bash
# Brute force side by side with tdoku, in one run: microseconds and guesses per puzzle for
# the first solution (limit 1) and for proving uniqueness (counting to two, limit 2).
#
#   bench/brute_speed.sh [ROUNDS] [FILE...]
#
# FILEs default to 17clue, top1465 and hardest1106 of ../shared/data/9x9. Both programs run
# on one core (taskset -c 1), the puzzles in file order (tdoku's -r 0), rounds interleaved;
# each figure is the median over ROUNDS (default 3) of each program's own timed passes
# (setlogic-throughput: median of 3 passes; tdoku's run_benchmark: 3 s after 1 s of warm-up).
# tdoku runs when TDOKU_DIR names its build directory (the one holding run_benchmark;
# ../shared/ORACLES.md says how to build it) and is skipped, saying so, when not.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
throughput=${THROUGHPUT:-$here/../build/release/bench/setlogic-throughput}
rounds=${1:-3}
shift || true
data=$here/../../shared/data/9x9
files=("$@")
[[ ${#files[@]} -gt 0 ]] || files=("$data/17clue.txt" "$data/top1465.txt" "$data/hardest1106.txt")
tdoku=""
if [[ -n "${TDOKU_DIR:-}" && -x "$TDOKU_DIR/run_benchmark" ]]; then
  tdoku=$TDOKU_DIR/run_benchmark
else
  echo "tdoku: skipped (set TDOKU_DIR to its build directory to compare)" >&2
fi
median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

# "microseconds guesses" per puzzle for one pass of each program
ours() {  # file limit
  taskset -c 1 "$throughput" --runs 3 --limit "$2" "$1" | tail -1 | awk '{ print $4, $6 }'
}
theirs() {  # file limit
  local first=()
  [[ $2 -eq 1 ]] && first=(-f)
  taskset -c 1 "$tdoku" -s tdoku -r 0 -c 1 -t 3 -w 1 "${first[@]}" "$1" | tail -1 | awk -F, '{ print $7, $9 }'
}

printf '%-18s %5s %14s %10s %14s %10s %9s\n' file limit "setlogic us/p" guesses "tdoku us/p" guesses ratio
for f in "${files[@]}"; do
  for limit in 1 2; do
    us=() them=() ug="" tg=""
    for ((r = 0; r < rounds; ++r)); do
      read -r t g < <(ours "$f" "$limit")
      us+=("$t") ug=$g
      if [[ -n $tdoku ]]; then
        read -r t g < <(theirs "$f" "$limit")
        them+=("$t") tg=$g
      fi
    done
    a=$(printf '%s\n' "${us[@]}" | median)
    if [[ -n $tdoku ]]; then
      b=$(printf '%s\n' "${them[@]}" | median)
      ratio=$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.2f", a / b }')
    else
      b=0 tg=0 ratio=-
    fi
    printf '%-18s %5s %14s %10s %14.2f %10.2f %9s\n' "$(basename "$f")" "$limit" "$a" "$ug" "$b" "$tg" "$ratio"
  done
done
echo "ratio: setlogic's time over tdoku's (below 1: setlogic is faster)"
