#!/usr/bin/env python3
"""How closely setlogic's HoDoKu scale agrees with HoDoKu 2.3.2 on rated puzzle sets.

Rates each set with `setlogic rate --profile hodoku --scale hodoku --format jsonl` and
compares with the reference CSV files of ../shared/data/9x9: the level, the exact score,
Spearman's rank correlation of the scores, and the disagreements by kind. Prints a Markdown
table (the one docs/rating.md carries); with --check FILE, exits 1 when FILE's table
differs from it (the test that keeps the document in step with the code).

    bench/scale_agreement.py [--setlogic BIN] [--data DIR] [--check docs/rating.md] [--details]
"""

import argparse
import collections
import csv
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# (name in the table, CSV file, column of the level, column of the score)
HODOKU_SETS = [
    ("hodoku_rated_dev (Easy to Extreme)", "hodoku_rated_dev.csv", "difficulty", "score"),
    ("hodoku_top1465 (hard)", "hodoku_top1465.csv", "level", "score"),
]
BEGIN = "<!-- agreement table: bench/scale_agreement.py -->"
END = "<!-- end of agreement table -->"
SINGLES = {"full_house", "naked_single", "hidden_single"}


def read_reference(path, level_column, score_column):
    with open(path, newline="", encoding="utf-8") as f:
        return [(row["puzzle"], row[level_column].lower(), int(row[score_column])) for row in csv.DictReader(f)]


def rate(setlogic, puzzles):
    run = subprocess.run(
        [setlogic, "rate", "--profile", "hodoku", "--scale", "hodoku", "--format", "jsonl", "--no-summary", "-"],
        input="".join(p + "\n" for p in puzzles), capture_output=True, text=True, check=True)
    records = [json.loads(line) for line in run.stdout.splitlines()]
    return [r for r in records if "n" in r]


def ranks(values):
    order = sorted(range(len(values)), key=lambda i: values[i])
    out = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            out[order[k]] = (i + j) / 2
        i = j + 1
    return out


def spearman(xs, ys):
    a, b = ranks(xs), ranks(ys)
    n = len(a)
    ma, mb = sum(a) / n, sum(b) / n
    cov = sum((x - ma) * (y - mb) for x, y in zip(a, b))
    va = sum((x - ma) ** 2 for x in a)
    vb = sum((y - mb) ** 2 for y in b)
    return cov / (va * vb) ** 0.5


def compare(reference, records):
    """The figures of one set, and its disagreements by kind."""
    kinds = collections.Counter()
    levels = scores = 0
    ours, theirs = [], []
    for (puzzle, level, score), r in zip(reference, records):
        assert r.get("puzzle") == puzzle or r.get("outcome") != "logic", f"record {r.get('n')} is not {puzzle}"
        h = r.get("rating", {}).get("hodoku")
        if h is None:
            kinds["not rated: " + r.get("outcome", "error")] += 1
            ours.append(0)
            theirs.append(score)
            continue
        ours.append(h["score"])
        theirs.append(score)
        levels += h["level"] == level
        scores += h["score"] == score
        if h["level"] != level:
            kinds[f"level {level} rated {h['level']}"] += 1
        if h["score"] != score:
            delta = h["score"] - score
            if abs(delta) < 100 and delta % 10 == 0:
                kinds["score off by whole naked/hidden single swaps (10 each)"] += 1
            else:
                kinds["score off: another path of harder steps"] += 1
    n = len(reference)
    return {"n": n, "level": levels / n, "score": scores / n, "spearman": spearman(ours, theirs)}, kinds


def table(rows):
    lines = ["| set | puzzles | level equal | score equal | Spearman of scores |", "|---|---|---|---|---|"]
    for name, f in rows:
        lines.append(f"| {name} | {f['n']} | {100 * f['level']:.1f}% | {100 * f['score']:.1f}% | {f['spearman']:.3f} |")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--setlogic", default=os.path.join(HERE, "..", "build", "release", "apps", "cli", "setlogic"))
    parser.add_argument("--data", default=os.path.join(HERE, "..", "..", "shared", "data", "9x9"))
    parser.add_argument("--check", metavar="FILE", help="exit 1 when FILE's agreement table differs")
    parser.add_argument("--details", action="store_true", help="list the disagreements by kind")
    args = parser.parse_args()
    if not os.path.isdir(args.data):
        print(f"skipped: no reference data at {args.data}", file=sys.stderr)
        return 77
    rows = []
    for name, file, level_column, score_column in HODOKU_SETS:
        reference = read_reference(os.path.join(args.data, file), level_column, score_column)
        figures, kinds = compare(reference, rate(args.setlogic, [p for p, _, _ in reference]))
        rows.append((name, figures))
        if args.details:
            print(f"{name}:", file=sys.stderr)
            for kind, count in kinds.most_common():
                print(f"  {count:5}  {kind}", file=sys.stderr)
    text = table(rows)
    print(text)
    if args.check:
        with open(args.check, encoding="utf-8") as f:
            doc = f.read()
        if BEGIN not in doc or END not in doc:
            print(f"{args.check}: no agreement table between {BEGIN!r} and {END!r}", file=sys.stderr)
            return 1
        documented = doc.split(BEGIN, 1)[1].split(END, 1)[0].strip()
        if documented != text:
            print(f"{args.check}: the agreement table is out of date; it should read:\n{text}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
