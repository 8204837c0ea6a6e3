#!/usr/bin/env python3
"""Records fish cases of every kind from positions on setlogic's own solve paths.

    record_fish.py SETLOGIC PER_KIND ALPHABET PUZZLE_FILE... > fish16.txt

For each puzzle (unique, solution from `setlogic count`), every position before a step of
the default solve path is searched with `setlogic fish --size 2-3`; up to PER_KIND fish per
kind (technique code, with or without endo fins, cannibalism) are written as library lines
expecting exactly that fish's eliminations. Each fish is verified first: none of its
eliminations may be the solution's digit.
"""
import json
import subprocess
import sys

from record_cases import checked_positions, parse_token


def main():
    setlogic, per_kind, alphabet, files = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
    counts = {}
    for path in files:
        for n, symbols, solution, line in checked_positions(setlogic, alphabet, path):
            if all(c >= per_kind for c in counts.values()) and len(counts) >= 10:
                continue
            probe = line({"code": "0300", "digits": [], "eliminations": [], "placements": []})
            found = subprocess.run([setlogic, "fish", "--json", "--size", "2-3", "--alphabet", alphabet, probe],
                                   capture_output=True, text=True).stdout
            for fish in json.loads(found)["fish"] if found else []:
                key = (fish["code"], bool(fish["endo_fins"]), bool(fish["cannibals"]))
                if counts.get(key, 0) >= per_kind:
                    continue
                elims = [parse_token(t, n, symbols) for t in fish["eliminations"]]
                if any(solution[c] == d for c, d in elims):
                    sys.exit(f"unsound fish {fish['text']} in {probe}")
                counts[key] = counts.get(key, 0) + 1
                print("# " + fish["text"])
                print(line(fish))
    print(f"# {sum(counts.values())} cases: " + ", ".join(f"{k[0]}{' endo' if k[1] else ''}"
                                                          f"{' cannibal' if k[2] else ''} {v}"
                                                          for k, v in sorted(counts.items())))


if __name__ == "__main__":
    main()
