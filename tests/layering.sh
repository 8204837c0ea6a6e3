#!/usr/bin/env bash
# The layers are core <- search <- logic <- transform, rating <- io <- api <- apps (search, the
# brute force, is the oracle of the layers above and knows nothing of them; transform, the
# isomorphs, canonical form and random grids, moves steps and completes grids by the brute
# force, and io writes a transform as JSON): a file may include headers of its own
# layer and of the layers below, never above; the front ends (apps/, python/native/) include only the public API
# (<setlogic/...>) and their own headers. The search options table (logic/options) is part of
# logic: it reads and writes SearchLimits and AssumeUnique, and every front end takes its
# options from it through the public API. Prints each wrong-way include and fails on any.
#   layering.sh <project root>
set -u
cd "$1" || exit 2
declare -A allowed=(
  [src/core]="core"
  [src/logic]="core search logic"
  [src/search]="core search"
  [src/transform]="core search logic transform"
  [src/rating]="core logic rating"
  [src/io]="core logic transform rating io"
  [src/api]="core logic search transform rating io setlogic"
  [include/setlogic]="core logic search transform rating io setlogic"
  [apps]="setlogic"
  [examples]="setlogic"
  [python/native]="setlogic"
)
bad=0
for dir in "${!allowed[@]}"; do
  [ -d "$dir" ] || continue
  while IFS=: read -r file line text; do
    layer=$(sed -E 's/.*#include ["<]([a-z_]+)\/.*/\1/' <<<"$text")
    if [[ " ${allowed[$dir]} " != *" $layer "* ]]; then
      echo "$file:$line: $dir may not include $layer/: $text"
      bad=1
    fi
  done < <(grep -rnE '#include ["<](core|logic|search|transform|rating|io|api|setlogic)/' "$dir")
done
[ $bad -eq 0 ] && echo "layering: 1 passed, 0 failed" || echo "layering: 0 passed, 1 failed"
exit $bad
