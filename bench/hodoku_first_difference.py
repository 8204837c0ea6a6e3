#!/usr/bin/env python3
"""Where the hodoku profile's path leaves HoDoKu 2.3.2's, on the puzzles whose scores differ.

Rates a reference set of ../shared/data/9x9 (hodoku_rated_dev.csv or hodoku_top1465.csv)
with `setlogic rate --profile hodoku --scale hodoku`, takes the puzzles whose score is not
HoDoKu's, has HoDoKu print its paths for them (`hodoku.jar /bs FILE /vp`) and compares each
with `setlogic solve --profile hodoku`, step by step. Two steps are the same when they have
the same technique and the same placements and eliminations, whatever the order of the text.
Prints how many puzzles first differ at each kind of step, the most frequent first.

    HODOKU_JAR=.../hodoku.jar bench/hodoku_first_difference.py [--setlogic BIN] SET.csv

../shared/ORACLES.md says how to build the jar; without HODOKU_JAR the script says so and
stops.
"""

import argparse
import collections
import csv
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
# HoDoKu's names where setlogic's differ.
NAMES = {
    "Almost Locked Set XZ-Rule": "ALS-XZ",
    "Almost Locked Set XY-Wing": "ALS-XY-Wing",
    "Almost Locked Set Chain": "ALS-XY-Chain",
}


def cells(text):
    out = []
    for part in text.split(","):
        m = re.fullmatch(r"r(\d+)c(\d+)", part.strip())
        if not m:
            return None
        out += [(r, c) for r in m.group(1) for c in m.group(2)]
    return out


def meaning(line):
    """A step line as (technique, its effect), or (technique, the line) when unreadable."""
    name = re.split(r":| =>", line)[0]  # HoDoKu's forcing steps have no colon
    if "Forcing" in name or name == "Brute Force":
        name = "forcing chain or net"
    name = NAMES.get(name, name)
    if "=>" not in line and ":" not in line:
        return name, line
    result = line.split("=>", 1)[1] if "=>" in line else line.split(":", 1)[1]
    effect = set()
    for group in result.split(", "):
        m = re.fullmatch(r"(.+?)(<>|=)(\d+)", group.strip())
        where = cells(m.group(1)) if m else None
        if where is None:
            return name, line
        effect |= {(c, m.group(2), m.group(3)) for c in where}
    return name, frozenset(effect)


def path_lines(text):
    return [
        l
        for l in text.splitlines()
        if l and not l.startswith(" ") and ":" in l
        and not l.startswith(("Solution", "Rating", "Guesses", "HoDoKu", "Warning"))
    ]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--setlogic", default=os.path.join(HERE, "..", "build", "release", "apps", "cli", "setlogic"))
    ap.add_argument("set")
    args = ap.parse_args()
    jar = os.environ.get("HODOKU_JAR")
    if not jar or not os.path.isfile(jar):
        print("HODOKU_JAR is not set to HoDoKu 2.3.2's jar (../shared/ORACLES.md): nothing to compare")
        return 0
    rows = list(csv.DictReader(open(args.set)))
    with tempfile.TemporaryDirectory() as work:
        puzzles = os.path.join(work, "puzzles.txt")
        with open(puzzles, "w") as f:
            f.write("\n".join(r["puzzle"] for r in rows) + "\n")
        out = subprocess.run(
            [args.setlogic, "rate", "--profile", "hodoku", "--scale", "hodoku", "--format", "jsonl", "--no-summary",
             puzzles],
            capture_output=True, text=True, check=True).stdout
        records = [r for r in map(json.loads, out.splitlines()) if "n" in r]
        differ = [row["puzzle"] for row, rec in zip(rows, records)
                  if rec.get("rating", {}).get("hodoku", {}).get("score") != int(row["score"])]
        with open(os.path.join(work, "differ.txt"), "w") as f:
            f.write("\n".join(differ) + "\n")
        subprocess.run(["java", "-Xmx1g", "-Djava.awt.headless=true", "-jar", jar, "/bs", "differ.txt", "/vp", "/o",
                        "paths.txt"], cwd=work, capture_output=True, check=True)
        theirs, current = {}, None
        for line in open(os.path.join(work, "paths.txt")):
            if not line.startswith(" "):
                current = line.split()[0]
                theirs[current] = []
            elif current and re.match(r"   \S", line):  # a step; its branches are indented by two
                theirs[current].append(line.strip())
    kinds = collections.Counter()
    for p in differ:
        ours = path_lines(subprocess.run([args.setlogic, "solve", "--profile", "hodoku", p],
                                         capture_output=True, text=True).stdout)
        hodoku = theirs.get(p, [])
        k = next((i for i, (a, b) in enumerate(zip(hodoku, ours)) if meaning(a) != meaning(b)), None)
        if k is None:
            kinds[f"the same steps, {len(hodoku)} and {len(ours)} of them"] += 1
            continue
        h, s = meaning(hodoku[k])[0], meaning(ours[k])[0]
        kinds[f"another {h}" if h == s else f"HoDoKu {h}, setlogic {s}"] += 1
    print(f"{len(differ)} of {len(rows)} puzzles score otherwise; where their paths first differ:")
    for kind, n in kinds.most_common():
        print(f"{n:6}  {kind}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
