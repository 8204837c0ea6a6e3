"""Shared helpers of the module's tests: the command line to compare with, bundled puzzles,
and an independent solver (plain backtracking, no code of setlogic's) to judge results."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def cli() -> str:
    path = os.environ.get("SETLOGIC_CLI", str(ROOT / "build/release/apps/cli/setlogic"))
    if not os.path.exists(path):
        pytest.fail(f"the command line is not built at {path} (set SETLOGIC_CLI)")
    return path


def run_cli(cli: str, *args: str, stdin: str | None = None) -> str:
    done = subprocess.run([cli, *args], input=stdin, capture_output=True, text=True, timeout=300)
    return done.stdout


def jsonl(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def without_ms(records: list[dict]) -> list[dict]:
    return [{k: v for k, v in r.items() if k != "ms"} for r in records]


def corpus(expect: str, length: int) -> list[str]:
    """Puzzles of tests/corpus/own.txt with the given expected count and cell count."""
    out = []
    for line in (ROOT / "tests/corpus/own.txt").read_text().splitlines():
        if line.startswith("#") or not line.strip():
            continue
        puzzle, count = line.rsplit(":", 1)
        if count == expect and len(puzzle) == length:
            out.append(puzzle)
    return out


def box_of(size: int) -> int:
    return {4: 2, 9: 3, 16: 4, 25: 5}[size]


def solutions(values: list[int], candidates: list[list[int]] | None, size: int, limit: int = 2) -> list[list[int]]:
    """Every solution (up to limit) of a grid by backtracking on the cell with fewest
    options; `candidates` restricts each cell when given."""
    box = box_of(size)
    cells = size * size
    houses_of = []
    for c in range(cells):
        r, k = divmod(c, size)
        houses_of.append((r, size + k, 2 * size + (r // box) * box + k // box))
    used = [0] * (3 * size)
    grid = list(values)
    for c, v in enumerate(grid):
        if v:
            bit = 1 << (v - 1)
            for h in houses_of[c]:
                if used[h] & bit:
                    return []
                used[h] |= bit
    allowed = [((1 << size) - 1) if candidates is None else sum(1 << (d - 1) for d in candidates[c]) for c in range(cells)]
    found: list[list[int]] = []

    def search() -> None:
        if len(found) >= limit:
            return
        best, best_mask, best_n = -1, 0, size + 1
        for c in range(cells):
            if grid[c]:
                continue
            a, b, d = houses_of[c]
            mask = allowed[c] & ~(used[a] | used[b] | used[d])
            n = bin(mask).count("1")
            if n < best_n:
                best, best_mask, best_n = c, mask, n
                if n <= 1:
                    break
        if best < 0:
            found.append(list(grid))
            return
        while best_mask:
            bit = best_mask & -best_mask
            best_mask ^= bit
            for h in houses_of[best]:
                used[h] |= bit
            grid[best] = bit.bit_length()
            search()
            grid[best] = 0
            for h in houses_of[best]:
                used[h] &= ~bit

    search()
    return found


def is_valid_solution(values: list[int], size: int) -> bool:
    box = box_of(size)
    want = set(range(1, size + 1))
    rows = [values[r * size : (r + 1) * size] for r in range(size)]
    cols = [[values[r * size + c] for r in range(size)] for c in range(size)]
    boxes = [
        [values[(br * box + i) * size + bc * box + j] for i in range(box) for j in range(box)]
        for br in range(box)
        for bc in range(box)
    ]
    return all(set(h) == want for h in rows + cols + boxes)
