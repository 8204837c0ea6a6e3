#!/usr/bin/env python3
"""Records single-digit pattern, wing, colouring and template cases (or, with --techniques,
cases of the techniques listed) from positions on setlogic's own solve paths.

    record_patterns.py [--techniques LIST] [--per-position N] SETLOGIC PER_CODE ALPHABET PUZZLE_FILE... > patterns16.txt
    record_patterns.py --techniques remote_pair,x_chain,xy_chain,continuous_nice_loop,aic,\
        discontinuous_nice_loop,grouped_continuous_nice_loop,grouped_aic,grouped_discontinuous_nice_loop \
        SETLOGIC 3 1-9A-G ../corpus/hard16.txt > chains16.txt

For each unique puzzle (solution from `setlogic count`), every position before a step of the
default solve path is searched with `setlogic steps --all` over those families; up to
PER_CODE steps per technique code (with --per-position, at most N per code at one position)
are written as library lines expecting exactly that step's digits, eliminations and
placements, each after its step's text as comment lines. Each step is verified first against the
brute-force solution: none of its eliminations may be the solution's digit, every
placement must be.
"""
import json
import subprocess
import sys

from record_cases import checked_positions, parse_token

TECHNIQUES = ("skyscraper,two_string_kite,dual_two_string_kite,turbot_fish,empty_rectangle,dual_empty_rectangle,"
              "w_wing,xy_wing,xyz_wing,wxyz_wing,simple_colors_wrap,simple_colors_trap,multi_colors_2,"
              "multi_colors_1,template_set,template_delete")


def main():
    args = sys.argv[1:]
    techniques = TECHNIQUES
    per_position = None
    while args[0].startswith("--"):
        if args[0] == "--techniques":
            techniques = args[1]
        elif args[0] == "--per-position":
            per_position = int(args[1])
        else:
            sys.exit(f"unknown option {args[0]}")
        args = args[2:]
    setlogic, per_code, alphabet, files = args[0], int(args[1]), args[2], args[3:]
    counts = {}
    for path in files:
        for n, symbols, solution, line in checked_positions(setlogic, alphabet, path):
            probe = line({"code": "0400", "digits": [], "eliminations": [], "placements": []})
            found = subprocess.run([setlogic, "steps", "--all", "--json", "--techniques", techniques,
                                    "--alphabet", alphabet, probe], capture_output=True, text=True).stdout
            here = {}
            for s in json.loads(found).get("steps", []) if found else []:
                if counts.get(s["code"], 0) >= per_code or here.get(s["code"], 0) == per_position:
                    continue
                elims = [parse_token(t, n, symbols) for t in s["eliminations"]]
                places = [parse_token(t, n, symbols) for t in s["placements"]]
                if any(solution[c] == d for c, d in elims) or any(solution[c] != d for c, d in places):
                    sys.exit(f"unsound step {s['text']} in {probe}")
                counts[s["code"]] = counts.get(s["code"], 0) + 1
                here[s["code"]] = here.get(s["code"], 0) + 1
                for text in s["text"].splitlines():
                    print("# " + text)
                print(line(s))
    print(f"# {sum(counts.values())} cases: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))


if __name__ == "__main__":
    main()
