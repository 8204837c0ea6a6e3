#!/usr/bin/env bash
# Runs the project's regression cases, or with --reglib the HoDoKu library in ../shared/data
# and HoDoKu's own steps along its solve paths (exit 77, a skip, when they are absent).
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
  out=$("$setlogic" regress "$lib" "$4/reglib/hodoku_paths_dev.txt")
  status=$?
  echo "$out" | tail -n 1
  echo "$out" | grep -A3 '^FAIL' | head -n 60
  exit $status
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
# spec_setlogic.txt: "# GLn: size S rank R => <eliminations>" above each grid; 'rank' lists the
# positions in file order, each ending with a blank line.
mapfile -t wants < <(sed -n 's/^# GL[0-9]*: //p' "$dir/spec_setlogic.txt")
mapfile -t names < <(sed -n 's/^# \(GL[0-9]*\): .*/\1/p' "$dir/spec_setlogic.txt")
report=$("$setlogic" rank --max-size 4 --max-rank 1 "$dir/spec_setlogic.txt")
for i in "${!wants[@]}"; do
  block=$(awk -v n=$((i + 1)) 'BEGIN { RS = "" } NR == n' <<<"$report")
  sizerank=${wants[$i]%% =>*}
  elims=${wants[$i]#*=> }
  if ! grep -q "^  Set Logic: $sizerank, .* => $elims\$" <<<"$block"; then
    echo "FAIL spec_setlogic.txt: ${names[$i]} not found: ${wants[$i]}"
    status=1
  fi
done
# GL8, GL9: single-digit set logic on the positions of G04 and G07.
for want in "G04 6 2 Set Logic: size 2 rank 1, BaseSet: r17#6, CoverSet: c57#6 b2#6 => r3c5<>6" \
  "G07 8 3 Set Logic: size 3 rank 0, BaseSet: r1#8 c38#8, CoverSet: r9#8 b13#8 => r3c7,r9c19<>8"; do
  read -r case digit size step <<<"$want"
  position=$(grep -A1 "^# $case:" "$dir/spec_fish.txt" | tail -1)
  if ! "$setlogic" rank --digit "$digit" --max-size "$size" "$position" | grep -qxF "  $step"; then
    echo "FAIL spec_fish.txt $case as set logic: not found: $step"
    status=1
  fi
done
"$setlogic" regress "$dir/spec_examples.txt" "$dir/solve_paths_9x9.txt" "$dir/fish_maps_25.txt" \
  "$dir/patterns9.txt" "$dir/aligned9.txt" "$dir/uniqueness9.txt" "$dir/forcing9.txt" \
  "$dir/kraken_hodoku9.txt" "$dir/chains9.txt" "$dir/chains_als9.txt" || status=1
"$setlogic" regress --alphabet 1-9A-G "$dir/solve_paths_16x16.txt" "$dir/fish_maps_16.txt" "$dir/fish16.txt" \
  "$dir/patterns16.txt" "$dir/chains16.txt" "$dir/als16.txt" "$dir/aligned16.txt" "$dir/uniqueness16.txt" || status=1
exit $status
