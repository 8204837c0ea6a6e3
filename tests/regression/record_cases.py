#!/usr/bin/env python3
"""Records regression cases in HoDoKu library format from setlogic's own solve paths.

    record_cases.py SETLOGIC PER_CODE PUZZLE_FILE... > cases.txt

Each puzzle is solved with `solve --check --json --no-guess`; before each step the position
is written as a library line expecting exactly that step's digits, eliminations and
placements, up to PER_CODE cases per technique code and grid size. The lines guard against
regressions; the solver's soundness is established elsewhere (--check, reglib).
"""
import json
import re
import subprocess
import sys

SYMBOLS = {9: "123456789", 16: "123456789ABCDEFG"}
INDEX = "123456789ABCDEFG"


def peers(n, box):
    out = []
    for cell in range(n * n):
        r, c = divmod(cell, n)
        b = (r // box) * box + c // box
        ps = set()
        for other in range(n * n):
            rr, cc = divmod(other, n)
            if other != cell and (rr == r or cc == c or (rr // box) * box + cc // box == b):
                ps.add(other)
        out.append(ps)
    return out


def parse_token(token, n, symbols):
    m = re.fullmatch(r"r(\d+)c(\d+)(=|<>)(.)", token)
    return (int(m.group(1)) - 1) * n + int(m.group(2)) - 1, symbols.index(m.group(4))


def start(puzzle, ps, n, symbols):
    """The values, given flags and candidate sets of a puzzle line."""
    values = [symbols.index(ch) if ch in symbols else -1 for ch in puzzle]
    given = [v >= 0 for v in values]
    cands = [set() if v >= 0 else set(range(n)) for v in values]
    for cell, v in enumerate(values):
        if v >= 0:
            for p in ps[cell]:
                cands[p].discard(v)
    return values, given, cands


def apply(step, values, cands, ps, n, symbols):
    """Applies a step's eliminations and placements to the position."""
    for token in step["eliminations"]:
        cell, d = parse_token(token, n, symbols)
        cands[cell].discard(d)
    for token in step["placements"]:
        cell, d = parse_token(token, n, symbols)
        values[cell] = d
        cands[cell] = set()
        for p in ps[cell]:
            cands[p].discard(d)


def main():
    setlogic, per_code, files = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    counts = {}
    for path in files:
        result = subprocess.run([setlogic, "solve", "--check", "--json", "--no-guess", path],
                                capture_output=True, text=True)
        for line in result.stdout.splitlines():
            record = json.loads(line)
            if "steps" not in record:
                continue
            n = record["size"]
            box = int(n ** 0.5)
            symbols = SYMBOLS[n]
            ps = peers(n, box)
            puzzle = record["puzzle"]
            values, given, cands = start(puzzle, ps, n, symbols)
            for step in record["steps"]:
                key = (n, step["code"])
                if step["code"] and counts.get(key, 0) < per_code:
                    counts[key] = counts.get(key, 0) + 1
                    print(library_line(step, values, given, cands, ps, n, symbols))
                apply(step, values, cands, ps, n, symbols)


def checked_positions(setlogic, alphabet, path):
    """Each position before a step of the default solve path (no guessing) of every unique
    puzzle of the file, as (n, symbols, solution, line): line(step) is the position's library
    line expecting that step's digits, eliminations and placements."""
    solved = subprocess.run([setlogic, "solve", "--json", "--no-guess", "--alphabet", alphabet, path],
                            capture_output=True, text=True).stdout.splitlines()
    for text in solved:
        record = json.loads(text)
        if record.get("size") not in SYMBOLS:
            continue
        n = record["size"]
        symbols = SYMBOLS[n]
        count = json.loads(subprocess.run([setlogic, "count", "--json", "--alphabet", alphabet, record["puzzle"]],
                                          capture_output=True, text=True).stdout)
        if count.get("solutions") != 1:
            continue
        solution = [symbols.index(ch) for ch in count["solution"]]
        ps = peers(n, int(n ** 0.5))
        values, given, cands = start(record["puzzle"], ps, n, symbols)
        for step in record.get("steps", []):
            yield n, symbols, solution, lambda s: library_line(s, values, given, cands, ps, n, symbols)
            apply(step, values, cands, ps, n, symbols)


def library_line(step, values, given, cands, ps, n, symbols):
    givens = ""
    deleted = []
    for cell, v in enumerate(values):
        if v >= 0:
            givens += ("" if given[cell] else "+") + symbols[v]
            continue
        givens += "."
        seen = {values[p] for p in ps[cell] if values[p] >= 0}
        for d in range(n):
            if d not in seen and d not in cands[cell]:
                deleted.append((d, cell))

    def tokens(pairs):
        return " ".join(symbols[d] + INDEX[c // n] + INDEX[c % n] for d, c in sorted(pairs))

    def refs(key):
        out = []
        for token in step[key]:
            cell, d = parse_token(token, n, symbols)
            out.append((d, cell))
        return out

    return ":{}:{}:{}:{}:{}:{}:".format(step["code"], "".join(step["digits"]), givens, tokens(deleted),
                                        tokens(refs("eliminations")), tokens(refs("placements")))


if __name__ == "__main__":
    main()
