#!/usr/bin/env python3
"""Share of puzzles the ladder solves without a guess, and rating time per puzzle.

    bench/ladder_share.py SETLOGIC [--profile P] [--techniques T] [--assume-unique A] FILE...

FILE is a puzzle list, or a HoDoKu-rated CSV ("puzzle","difficulty",...), whose puzzles are
then counted by HoDoKu level, with their mean points and how many get that level as grade. Each file is rated once with `setlogic rate --threads 1
--format jsonl`; the time is the median and mean of the per-record "ms" (one thread's
uniqueness count, solve and rating).
"""
import csv
import json
import statistics
import subprocess
import sys
import tempfile


def puzzles(path):
    if path.endswith(".csv"):
        with open(path, newline="") as f:
            return [(row["puzzle"], row["difficulty"]) for row in csv.DictReader(f)]
    with open(path) as f:
        return [(line.split()[0], "") for line in f if line.strip() and not line.startswith("#")]


def main():
    args = sys.argv[1:]
    setlogic = args.pop(0)
    ladder = {"--profile": "default"}
    while args and args[0] in ("--profile", "--techniques", "--assume-unique"):
        ladder[args[0]] = args[1]
        args = args[2:]
    ladder_args = [word for option in ladder.items() for word in option]
    for path in args:
        items = puzzles(path)
        with tempfile.NamedTemporaryFile("w", suffix=".txt") as f:
            f.write("\n".join(p for p, _ in items) + "\n")
            f.flush()
            out = subprocess.run([setlogic, "rate", "--threads", "1", *ladder_args, "--format", "jsonl", f.name],
                                 capture_output=True, text=True).stdout
        records = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
        by_level = {}
        points, same_grade = {}, {}
        for record, (_, level) in zip(records, items):
            solved, total = by_level.get(level, (0, 0))
            by_level[level] = (solved + (record.get("guesses", 1) == 0 and record.get("solved", False)), total + 1)
            if "rating" in record:
                points.setdefault(level, []).append(record["rating"]["points"])
                same_grade[level] = same_grade.get(level, 0) + (record["rating"]["grade"] == level.lower())
        ms = [r["ms"] for r in records if "ms" in r]
        solved = sum(s for s, _ in by_level.values())
        print(f"{path}: {solved}/{len(records)} without guessing; ms/puzzle median {statistics.median(ms):.3f}"
              f" mean {statistics.mean(ms):.3f}")
        for level in ("Easy", "Medium", "Hard", "Unfair", "Extreme"):
            if level in by_level:
                s, t = by_level[level]
                mean = statistics.mean(points[level]) if level in points else 0
                print(f"  {level}: {s}/{t}; mean points {mean:.0f}; graded {level.lower()} {same_grade.get(level, 0)}")


if __name__ == "__main__":
    main()
