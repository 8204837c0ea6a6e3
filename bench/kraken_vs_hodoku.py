#!/usr/bin/env python3
"""Kraken fish against HoDoKu 2.3.2 itself, position by position.

    HODOKU_JAR=hodoku.jar PYTHONPATH=build/release/python \\
        bench/kraken_vs_hodoku.py SETLOGIC PUZZLE_FILE [PUZZLES [PER_PUZZLE]]

Takes the first PUZZLES puzzles of PUZZLE_FILE (default 12), solves each with the default
ladder and keeps PER_PUZZLE positions (default 3) along its path past the singles (a sixth,
a third, half way through). At each, HoDoKu's Kraken Fish Type 1 and 2 steps
(bench/hodoku/KrakenSteps.java: its regression tester's all-steps limits) are compared with
`setlogic steps --all` under the same limits (basic and Franken fish up to size 4, 5 fins,
2 endo fins), as (code, eliminations) pairs. Every step on either side that is not on the
other is checked against the position's solution. Prints a table, one row per position,
and the totals. Without HODOKU_JAR it says so and exits 0.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import setlogic

LIMITS = ["--kraken-class", "franken", "--kraken-size", "4", "--kraken-fins", "5", "--kraken-endo-fins", "2"]


def positions(path, count, per):
    lines = [l.split()[0] for l in Path(path).read_text().splitlines() if l.strip() and not l.startswith("#")]
    for n, text in enumerate(lines[:count], 1):
        result = setlogic.solve(setlogic.Puzzle.parse(text), guess=True)
        steps = [s for s in result.steps if s.technique not in ("full_house", "naked_single", "hidden_single", "guess")]
        for k in [len(steps) * (i + 1) // (2 * per) for i in range(per)]:
            if k < len(steps):
                yield n, k, library_line(steps[k].position)


def library_line(p):
    """A position as a HoDoKu library line: its values as givens, every missing candidate deleted."""
    values, candidates = p.values, p.candidates
    givens = "".join(str(v) if v else "." for v in values)
    deleted = [f"{d}{i // 9 + 1}{i % 9 + 1}" for i in range(81) if not values[i] for d in range(1, 10)
               if d not in candidates[i]]
    return f":0371:1:{givens}:{' '.join(deleted)}:::"


def hodoku_steps(jar, lines):
    here = Path(__file__).parent / "hodoku"
    with tempfile.TemporaryDirectory() as classes:
        subprocess.run(["javac", "-nowarn", "-cp", jar, "-d", classes, str(here / "KrakenSteps.java")], check=True)
        run = subprocess.run(["java", "-Djava.awt.headless=true", "-cp", f"{jar}:{classes}", "KrakenSteps"],
                             input="\n".join(lines) + "\n", capture_output=True, text=True, check=True)
    found, line = {}, None
    for row in run.stdout.splitlines():
        if row.startswith("== "):
            line = row[3:]
            found[line] = set()
        elif m := re.match(r"(037[12]) \[([^\]]*)\]", row):
            found[line].add((m.group(1), m.group(2)))
    return found


def our_steps(binary, line):
    run = subprocess.run([binary, "steps", "--all", "--json", "--techniques", "kraken_fish_1,kraken_fish_2", *LIMITS,
                          "--", line], capture_output=True, text=True, check=True)
    found = set()
    for step in json.loads(run.stdout.splitlines()[0])["steps"]:
        cells = sorted(f"{d}{r}{c}" for r, c, d in (re.match(r"r(\d+)c(\d+)<>(\d+)", e).groups()
                                                  for e in step["eliminations"]))
        found.add((step["code"], " ".join(cells)))
    return found


def solution(binary, line):
    words = subprocess.run([binary, "count", "--", line], capture_output=True, text=True).stdout.split()
    return words[2] if len(words) > 2 and words[1] == "unique" else None


def main():
    jar = os.environ.get("HODOKU_JAR")
    if not jar:
        print("HODOKU_JAR is unset: no comparison (see ../shared/ORACLES.md)")
        return
    binary, path = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 12
    per = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    rows = list(positions(path, count, per))
    theirs = hodoku_steps(jar, [line for _, _, line in rows])
    totals = [0, 0, 0, 0, 0]
    print("| puzzle | step | HoDoKu | setlogic | both | HoDoKu only | setlogic only | wrong |")
    print("|---|---|---|---|---|---|---|---|")
    for n, k, line in rows:
        h, o = theirs.get(line, set()), our_steps(binary, line)
        sol = solution(binary, line)
        wrong = sum(1 for _, cells in h ^ o for e in cells.split() if sol and sol[(int(e[1]) - 1) * 9 + int(e[2]) - 1] == e[0])
        only_h = sorted(h - o)
        print(f"| {n} | {k} | {len(h)} | {len(o)} | {len(h & o)} | {len(only_h)} {only_h[:3] if only_h else ''} "
              f"| {len(o - h)} | {wrong} |")
        for i, v in enumerate((len(h), len(o), len(h & o), len(only_h), wrong)):
            totals[i] += v
    print(f"positions {len(rows)}: HoDoKu {totals[0]}, setlogic {totals[1]}, both {totals[2]}, "
          f"HoDoKu only {totals[3]}, wrong {totals[4]}")


if __name__ == "__main__":
    main()
