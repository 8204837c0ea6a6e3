#!/usr/bin/env python3
"""Writes basic-fish cases of every size on a 16x16 or 25x25 grid as library lines.

    make_fish_maps.py N SEED > fish_maps_N.txt

(16x16 maps hold only the digit 1, which every 16x16 alphabet has: run them with
--alphabet 1-9A-G.)

Each case is a digit map: an empty grid where the first digit keeps only some candidates.
k base lines hold it only inside k cover lines; the other lines scatter it at random. The
expected eliminations follow from the definition alone (the cover lines' candidates
outside the base), independently of the solver.
"""
import random
import sys

INDEX = "123456789ABCDEFGHIJKLMNOP"
CODES = {2: "0300", 3: "0301", 4: "0302", 5: "0303", 6: "0304", 7: "0305"}
DIGIT0 = {16: "1", 25: "A"}


def case(rng, n, k, transpose):
    base = sorted(rng.sample(range(n), k))
    cover = sorted(rng.sample(range(n), k))
    marks = [[False] * n for _ in range(n)]
    for r in base:
        for c in rng.sample(cover, rng.randint(2, k)):
            marks[r][c] = True
    for c in cover:  # every cover line meets the base
        if not any(marks[r][c] for r in base):
            marks[rng.choice(base)][c] = True
    for r in range(n):
        if r in base:
            continue
        for c in rng.sample(range(n), rng.randint(2, 5)):
            marks[r][c] = True
    elims = [(r, c) for c in cover for r in range(n) if r not in base and marks[r][c]]
    if not elims:
        return None
    if transpose:
        marks = [list(row) for row in zip(*marks)]
        elims = [(c, r) for r, c in elims]
    deleted = [(r, c) for r in range(n) for c in range(n) if not marks[r][c]]
    d = DIGIT0[n]

    def tokens(cells):
        return " ".join(d + INDEX[r] + INDEX[c] for r, c in sorted(cells))

    return ":{}:{}:{}:{}:{}::".format(CODES[k], d, "." * (n * n), tokens(deleted), tokens(elims))


def main():
    n, seed = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    print(f"# Basic fish digit maps on {n}x{n} grids: make_fish_maps.py {n} {seed}")
    for k in range(2, 8):
        for transpose in (False, True):
            line = None
            while line is None:
                line = case(rng, n, k, transpose)
            print(line)


if __name__ == "__main__":
    main()
