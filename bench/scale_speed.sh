#!/usr/bin/env bash
# The cost of a rating on HoDoKu's and Sudoku Explainer's scales, side by side with HoDoKu
# 2.3.2 and Sukaku Explainer 1.18.1 themselves, in one run.
#
#   bench/scale_speed.sh [PUZZLES] [ROUNDS]
#
# PUZZLES: a file of 9x9 puzzles (default: ../shared/data/9x9/top1465.txt, hard ones).
# Each program rates the whole file on one core (taskset -c 0), ROUNDS times (default 3),
# the programs interleaved; the CPU time (user + sys) per puzzle is the median over the
# rounds, less the program's start-up (a one-puzzle run, timed the same way). HoDoKu is
# run when HODOKU_JAR names its jar, Sukaku Explainer when SE_JAR names its jar
# (../shared/ORACLES.md says how to build them); each is skipped, saying so, when not.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
setlogic=${SETLOGIC:-$here/../build/release/apps/cli/setlogic}
puzzles=$(realpath "${1:-$here/../../shared/data/9x9/top1465.txt}")
rounds=${2:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
head -1 "$puzzles" > "$work/one.txt"
count=$(grep -c . "$puzzles")

# CPU seconds (user + sys) of a command on core 0.
cpu() {
  /usr/bin/time -f '%U %S' -o "$work/time" taskset -c 0 "$@" > /dev/null 2>&1
  awk '{ printf "%.3f\n", $1 + $2 }' "$work/time"
}
median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

declare -A runs
programs=("setlogic --scale hodoku" "setlogic --scale se" "setlogic --scale all")
run() {  # name input
  case "$1" in
    "setlogic --scale hodoku") cpu "$setlogic" rate --threads 1 --profile hodoku --scale hodoku --no-summary "$2" ;;
    "setlogic --scale se") cpu "$setlogic" rate --threads 1 --profile se --scale se --no-summary "$2" ;;
    "setlogic --scale all") cpu "$setlogic" rate --threads 1 --scale all --no-summary "$2" ;;
    "HoDoKu 2.3.2")
      (cd "$(dirname "$2")" && cpu java -Xmx1g -Djava.awt.headless=true -jar "$HODOKU_JAR" /bs "$(basename "$2")" \
        /o "$work/hodoku.out") ;;
    "Sukaku Explainer 1.18.1")
      cpu java -Xmx2g -cp "$SE_JAR" diuf.sudoku.test.serate --format='%r/%p/%d' --input="$2" --output="$work/se.out" ;;
  esac
}
if [[ -n "${HODOKU_JAR:-}" && -f "${HODOKU_JAR}" ]]; then
  cp "$puzzles" "$work/all.txt"
  puzzles=$work/all.txt
  programs+=("HoDoKu 2.3.2")
else
  echo "HoDoKu: skipped (set HODOKU_JAR to its jar to compare)" >&2
fi
if [[ -n "${SE_JAR:-}" && -f "${SE_JAR}" ]]; then
  programs+=("Sukaku Explainer 1.18.1")
else
  echo "Sukaku Explainer: skipped (set SE_JAR to its jar to compare)" >&2
fi

for ((r = 1; r <= rounds; ++r)); do
  for p in "${programs[@]}"; do
    runs["$p,all"]+="$(run "$p" "$puzzles") "
    runs["$p,one"]+="$(run "$p" "$work/one.txt") "
  done
done

echo "$count puzzles of $(basename "$puzzles"), one core, median of $rounds rounds, start-up excluded"
printf '%-26s %12s\n' program "ms/puzzle"
declare -A per
for p in "${programs[@]}"; do
  all=$(tr ' ' '\n' <<< "${runs["$p,all"]}" | grep . | median)
  one=$(tr ' ' '\n' <<< "${runs["$p,one"]}" | grep . | median)
  per[$p]=$(awk -v a="$all" -v o="$one" -v n="$count" 'BEGIN { printf "%.3f", (a - o) * 1000 / (n - 1) }')
  printf '%-26s %12s\n' "$p" "${per[$p]}"
done
if [[ -n "${per["HoDoKu 2.3.2"]:-}" ]]; then
  awk -v h="${per["HoDoKu 2.3.2"]}" -v s="${per["setlogic --scale hodoku"]}" \
    'BEGIN { printf "HoDoKu / setlogic --scale hodoku: %.1fx\n", h / s }'
fi
if [[ -n "${per["Sukaku Explainer 1.18.1"]:-}" ]]; then
  awk -v h="${per["Sukaku Explainer 1.18.1"]}" -v s="${per["setlogic --scale se"]}" \
    'BEGIN { printf "Sukaku Explainer / setlogic --scale se: %.1fx\n", h / s }'
fi
