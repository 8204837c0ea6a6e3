#!/usr/bin/env bash
# Batch rating throughput: every set with the default ladder and with all fish, on one
# thread and on every core; prints the summary line of each run (see README.md).
#   bench/rate.sh [FILE...]     default: top1465, hardest1106, 17clue and the 16x16 set
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$root/build/release/apps/cli/setlogic
data=$root/../shared/data
files=("$@")
((${#files[@]} > 0)) || files=("$data/9x9/top1465.txt" "$data/9x9/hardest1106.txt" "$data/9x9/17clue.txt"
  "$data/16x16/goomii_dev.txt")
for f in "${files[@]}"; do
  for profile in default all-fish; do
    for threads in 1 0; do
      summary=$("$bin" rate --threads "$threads" --profile "$profile" --format csv --output /dev/null "$f" 2>&1) || true
      echo "$(basename "$f") $profile: ${summary%%$'\n'*}"
    done
  done
done
