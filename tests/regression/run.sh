#!/usr/bin/env bash
# Runs the project's regression cases, or with --reglib the HoDoKu library in ../shared/data
# (exit 77, a skip, when it is absent).
#   run.sh SETLOGIC TESTS_DIR [--reglib SHARED_DATA]
set -u
setlogic=$1
dir=$2/regression
if [ "${3:-}" = --reglib ]; then
  lib=$4/reglib/reglib-dev.txt
  if [ ! -f "$lib" ]; then
    echo "$lib is absent; skipping the HoDoKu library"
    exit 77
  fi
  exec "$setlogic" regress "$lib"
fi
status=0
# spec_fish.txt: "# Gnn: <expected step>" above each position; the fish command must list it.
while IFS= read -r header && IFS= read -r position; do
  want=${header#*: }
  digit=$(sed -E 's/^[^:]*: ([^ ]+) .*/\1/' <<<"$want")  # "<name>: <digit> <bases> ..."
  case $want in
    *X-Wing*) size=2 ;; *Swordfish*) size=3 ;; *Jellyfish*) size=4 ;;
    *Squirmbag*) size=5 ;; *Whale*) size=6 ;; *) size=7 ;;
  esac
  if ! "$setlogic" fish --digit "$digit" --size "$size" "$position" | grep -qxF "  $want"; then
    echo "FAIL spec_fish.txt: ${header%%:*} not found: $want"
    status=1
  fi
done < <(grep -A1 '^# [GF][0-9]' "$dir/spec_fish.txt" | grep -v '^--$')
"$setlogic" regress "$dir/spec_examples.txt" "$dir/solve_paths_9x9.txt" "$dir/fish_maps_25.txt" || status=1
"$setlogic" regress --alphabet 1-9A-G "$dir/solve_paths_16x16.txt" "$dir/fish_maps_16.txt" "$dir/fish16.txt" || status=1
exit $status
