#!/usr/bin/env python3
"""How closely setlogic's HoDoKu and Sudoku Explainer scales agree with HoDoKu 2.3.2 and
Sukaku Explainer 1.18.1 on rated puzzle sets.

Rates each set with `setlogic rate --profile hodoku --scale hodoku` (or `--profile se
--scale se`) and compares with the reference files of ../shared/data/9x9: for HoDoKu the
level, the exact score, Spearman's rank correlation of the scores; for Sudoku Explainer ER
equal (to the tenth), ER within 0.2 and 0.3, EP and ED equal, and how many were solved
without a guess. Prints the Markdown tables docs/rating.md carries; with --check FILE,
exits 1 when FILE's tables differ from them (the test that keeps the document in step with
the code). --details lists the disagreements by kind. The tables take every tenth of
hardest1106's rated rows (its nested chains cost seconds a puzzle); --full takes them all.

    bench/scale_agreement.py [--setlogic BIN] [--data DIR] [--check docs/rating.md] [--details] [--full]
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
# (name in the table, file, reader): the puzzles with ER, EP and ED (None where not given)
SE_SETS = [
    ("se_rated_dev (top95 and top1465)", "se_rated_dev.csv", "dev"),
    ("se_rated_dev, ER 7.0-9.0 (hard)", "se_rated_dev.csv", "dev_hard"),
    ("hardest1106, every 10th rated row", "hardest1106_se_ratings.csv", "hardest10"),
]
# With --full, the whole of hardest1106's rated rows instead (about 8 s a puzzle on one core).
FULL_HARDEST = ("hardest1106, rated rows", "hardest1106_se_ratings.csv", "hardest")
BEGIN = "<!-- agreement table: bench/scale_agreement.py -->"
END = "<!-- end of agreement table -->"
SINGLES = {"full_house", "naked_single", "hidden_single"}


def read_reference(path, level_column, score_column):
    with open(path, newline="", encoding="utf-8") as f:
        return [(row["puzzle"], row[level_column].lower(), int(row[score_column])) for row in csv.DictReader(f)]


def read_se_reference(path, kind):
    """(puzzle, er, ep, ed) in tenths, ep and ed None where the file does not give them."""
    tenths = lambda text: round(float(text) * 10) if text else None
    out = []
    with open(path, newline="", encoding="utf-8") as f:
        if kind.startswith("hardest"):
            for line in f:
                fields = line.rstrip("\n").split(",")
                if len(fields) < 8 or len(fields[0]) != 81 or not fields[5]:
                    continue
                out.append((fields[0], tenths(fields[5]), tenths(fields[6]), tenths(fields[7])))
            if kind == "hardest10":
                out = out[::10]
        else:
            for row in csv.DictReader(f):
                er = tenths(row["er"])
                if kind == "dev_hard" and not 70 <= er <= 90:
                    continue
                out.append((row["puzzle"], er, tenths(row["ep"]), tenths(row["ed"])))
    return out


def rate(setlogic, puzzles, profile="hodoku"):
    run = subprocess.run(
        [setlogic, "rate", "--profile", profile, "--scale", profile, "--format", "jsonl", "--no-summary", "-"],
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


def compare_se(reference, records):
    kinds = collections.Counter()
    f = {"n": len(reference), "er": 0, "er2": 0, "er3": 0, "ep": 0, "ed": 0, "logic": 0}
    for (puzzle, er, ep, ed), r in zip(reference, records):
        assert r.get("puzzle") == puzzle or r.get("outcome") != "logic", f"record {r.get('n')} is not {puzzle}"
        se = r.get("rating", {}).get("se")
        f["logic"] += r.get("outcome") == "logic"
        if se is None:
            kinds["not rated: " + r.get("outcome", "error")] += 1
            continue
        ours = {k: round(se[k] * 10) for k in ("er", "ep", "ed")}
        d = ours["er"] - er
        f["er"] += d == 0
        f["er2"] += abs(d) <= 2
        f["er3"] += abs(d) <= 3
        f["ep"] += ep is None or ours["ep"] == ep
        f["ed"] += ed is None or ours["ed"] == ed
        if d != 0:
            kinds[f"ER {er / 10:.1f} rated {ours['er'] / 10:.1f} ({r['rating']['hardest']})"] += 1
    return f, kinds


def se_table(rows):
    lines = ["| set | puzzles | ER equal | ER within 0.2 | ER within 0.3 | EP equal | ED equal | solved by logic |",
             "|---|---|---|---|---|---|---|---|"]
    pct = lambda f, k: f"{100 * f[k] / f['n']:.1f}%"
    for name, f in rows:
        lines.append(f"| {name} | {f['n']} | {pct(f, 'er')} | {pct(f, 'er2')} | {pct(f, 'er3')} | {pct(f, 'ep')} | "
                     f"{pct(f, 'ed')} | {pct(f, 'logic')} |")
    return "\n".join(lines)


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
    parser.add_argument("--only", choices=["hodoku", "se"], help="one program's sets alone (no --check)")
    parser.add_argument("--full", action="store_true", help="all of hardest1106's rated rows (no --check)")
    args = parser.parse_args()
    if not os.path.isdir(args.data):
        print(f"skipped: no reference data at {args.data}", file=sys.stderr)
        return 77
    rows = []
    for name, file, level_column, score_column in HODOKU_SETS if args.only != "se" else []:
        reference = read_reference(os.path.join(args.data, file), level_column, score_column)
        figures, kinds = compare(reference, rate(args.setlogic, [p for p, _, _ in reference]))
        rows.append((name, figures))
        if args.details:
            print(f"{name}:", file=sys.stderr)
            for kind, count in kinds.most_common():
                print(f"  {count:5}  {kind}", file=sys.stderr)
    se_rows = []
    se_sets = SE_SETS[:-1] + [FULL_HARDEST] if args.full else SE_SETS
    for name, file, kind in se_sets if args.only != "hodoku" else []:
        reference = read_se_reference(os.path.join(args.data, file), kind)
        figures, kinds = compare_se(reference, rate(args.setlogic, [p for p, _, _, _ in reference], "se"))
        se_rows.append((name, figures))
        if args.details:
            print(f"{name}:", file=sys.stderr)
            for k, count in kinds.most_common():
                print(f"  {count:5}  {k}", file=sys.stderr)
    text = table(rows) + "\n\n" + se_table(se_rows)
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
