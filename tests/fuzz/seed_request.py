#!/usr/bin/env python3
"""Seeds the request fuzz target (the body of /api/draw) with real steps of every technique.

The 9x9 puzzles of the given files (tests/corpus/own.txt by default; lines of 81 cells,
optionally with ":1") are solved with every
technique on; the first two steps of each technique on their paths give one seed each,
{"position": the candidates where the step applies, "step": the step's JSON}. A technique
the paths do not reach is looked for alone at positions along them. The structured mutator
of tests/fuzz/request.cpp starts from these seeds.

  PYTHONPATH=build/release/python seed_request.py OUT_DIR [PUZZLE_FILE...]
"""
import json
import sys
from pathlib import Path

import setlogic

PER_TECHNIQUE = 2
LIMITS = dict(chain_als=True, als_overlap=True, assume_unique="yes", kraken_class="mutant")


def puzzles(files):
    for name in files:
        for line in Path(name).read_text().splitlines():
            text, _, solutions = line.partition(":")
            if not line.startswith("#") and solutions in ("", "1") and len(text) == 81:
                yield setlogic.Puzzle.parse(text)


def main():
    out = Path(sys.argv[1])
    files = sys.argv[2:] or [Path(__file__).parents[1] / "corpus" / "own.txt"]
    out.mkdir(parents=True, exist_ok=True)
    found = {t["id"]: 0 for t in setlogic.techniques() if t["id"] != "guess"}
    positions = []

    def keep(step):
        if found[step.technique] < PER_TECHNIQUE:
            found[step.technique] += 1
            seed = {"position": step.position.candidates_line(), "step": json.loads(step.to_json())}
            (out / f"step-{step.technique}-{found[step.technique]}.json").write_text(json.dumps(seed) + "\n")

    for p in puzzles(files):
        for step in setlogic.solve(p, profile="all", guess=False, **LIMITS).steps:
            keep(step)
            positions.append(step.position)
    for technique, n in found.items():
        for position in positions[:: max(1, len(positions) // 2000)]:
            if found[technique] == PER_TECHNIQUE:
                break
            steps = setlogic.all_steps(position, techniques=technique, **LIMITS)
            if steps:
                keep(steps[0])
    for technique, n in found.items():
        print(f"{technique}: {n}", file=sys.stderr)


if __name__ == "__main__":
    main()
