#!/usr/bin/env bash
# Puzzles made per second on one core, per target: setlogic generate beside HoDoKu 2.3.2's
# generator (/s with /sl or /sc) when HODOKU_JAR names a local copy (../shared/ORACLES.md),
# each given the same number of seconds in one run. HoDoKu's rate counts the JVM's start
# against it, as a user waiting for the puzzles would.
#
#   HODOKU_JAR=/path/hodoku.jar bench/generate_speed.sh [SECONDS_PER_TARGET] [TARGET...]
#
# GENERATE_OPTIONS adds options to every setlogic generate (e.g. --one-per-grid).
# A target is "level:NAME" (HoDoKu's level) or a technique id of the catalogue, optionally
# with its mode (ID:MODE, as `generate --technique` takes it); the default list is below.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=${SETLOGIC:-$here/../build/release/apps/cli/setlogic}
seconds=${1:-10}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(level:hard level:extreme x_wing swordfish jellyfish xy_wing xyz_wing w_wing skyscraper two_string_kite
           empty_rectangle simple_colors_trap multi_colors_1 remote_pair bug_plus_1 unique_rectangle_1
           unique_rectangle_2 unique_rectangle_3 unique_rectangle_4 hidden_rectangle finned_x_wing sashimi_x_wing
           finned_swordfish x_chain xy_chain continuous_nice_loop discontinuous_nice_loop aic grouped_aic
           sue_de_coq als_xz als_xy_wing als_xy_chain death_blossom franken_x_wing finned_franken_x_wing
           mutant_x_wing kraken_fish_1 template_set forcing_chain_contradiction forcing_net_verity)
fi
# setlogic's id -> HoDoKu's /sc name
declare -A hodoku=(
  [x_wing]=bf2 [swordfish]=bf3 [jellyfish]=bf4 [xy_wing]=xy [xyz_wing]=xyz [w_wing]=w [skyscraper]=sk
  [two_string_kite]=2sk [empty_rectangle]=er [simple_colors_trap]=sc1 [multi_colors_1]=mc1 [remote_pair]=rp
  [bug_plus_1]=bug1 [unique_rectangle_1]=u1 [unique_rectangle_2]=u2 [unique_rectangle_3]=u3
  [unique_rectangle_4]=u4 [hidden_rectangle]=hr [finned_x_wing]=fbf2 [sashimi_x_wing]=sbf2
  [finned_swordfish]=fbf3 [x_chain]=x [xy_chain]=xyc [continuous_nice_loop]=cnl [discontinuous_nice_loop]=dnl
  [aic]=aic [grouped_aic]=gaic [sue_de_coq]=sdc [als_xz]=axz [als_xy_wing]=axy [als_xy_chain]=ach
  [death_blossom]=db [franken_x_wing]=ff2 [finned_franken_x_wing]=fff2 [mutant_x_wing]=mf2
  [kraken_fish_1]=kf1 [template_set]=ts [forcing_chain_contradiction]=fcc [forcing_net_verity]=fnv)
declare -A level=([easy]=0 [medium]=1 [hard]=2 [unfair]=3 [extreme]=4)
mode_number() { case "$1" in anywhere|0) echo 0 ;; simple|1) echo 1 ;; simple-then-singles|2) echo 2 ;; singles|3) echo 3 ;; esac; }

printf '| target | setlogic a second | HoDoKu a second | ratio |\n|---|---|---|---|\n'
for target in "${targets[@]}"; do
  if [[ $target == level:* ]]; then
    name=${target#level:}
    ours=(--level "$name")
    theirs=(/sl "${level[$name]}")
  else
    id=${target%%:*}
    mode=0
    [[ $target == *:* ]] && mode=$(mode_number "${target#*:}")
    ours=(--technique "$target")
    theirs=(/sc "${hodoku[$id]:-}:$mode")
    [ -n "${hodoku[$id]:-}" ] || theirs=()
  fi
  # shellcheck disable=SC2086 # the options are words
  said=$("$bin" generate --threads 1 --count 1000000 --time "$seconds" --seed 1 ${GENERATE_OPTIONS:-} "${ours[@]}" 2>&1 >/dev/null || true)
  made=$(sed -n 's/.* puzzles\? in \([0-9.]*\) s (\([0-9.]*\) a second.*/\2/p' <<<"$said")
  grep -q "never comes first" <<<"$said" && made="never first"  # refused: no puzzle has it (docs/generate.md)
  made=${made:-error}
  theirs_rate="-"
  ratio="-"
  if [ -n "${HODOKU_JAR:-}" ] && [ ${#theirs[@]} -gt 0 ]; then
    found=$( (sleep "$seconds"; echo q) | java -jar "$HODOKU_JAR" /s "${theirs[@]}" /o stdout 2>/dev/null |
            sed -n 's/.*(\([0-9]*\) Treffer).*/\1/p')
    theirs_rate=$(awk -v n="${found:-0}" -v s="$seconds" 'BEGIN { printf "%.2f", n / s }')
    ratio=$(awk -v a="$made" -v b="$theirs_rate" 'BEGIN { if (b > 0) printf "%.1fx", a / b; else print "-" }')
  fi
  printf '| %s | %s | %s | %s |\n' "$target" "$made" "$theirs_rate" "$ratio"
done
