"""python3 -m setlogic.dask rate: rate puzzle files on a Dask cluster.

    dask scheduler                                   # on one machine: prints tcp://HOST:8786
    dask worker tcp://HOST:8786 --nthreads 2         # on every machine that rates
    python3 -m setlogic.dask rate --scheduler tcp://HOST:8786 puzzles/*.txt --output rated/

Every machine needs the setlogic module importable (PYTHONPATH), and the files at the same
paths unless --send-text is given. Without --output the records go to standard output as
JSON Lines, in input order, after the line that says what wrote them (as `setlogic rate
--format jsonl` writes it); with it, that line is the directory's header.json. Without
--scheduler they are rated on this machine's threads.
Progress goes to standard error on a terminal, and a summary at the end. Ctrl-C stops: the
records (or the partition files) finished by then stay.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import signal
import sys
import time

from .. import PathStats, rate_header
from . import generate, rate_files


def _partition_lines(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if not 1 <= value < 2**31:
        raise argparse.ArgumentTypeError(f"expected a whole number from 1 to {2**31 - 1}, got {text!r}")
    return value


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python3 -m setlogic.dask", description="Rate puzzle files, or make puzzles, on a Dask cluster")
    commands = parser.add_subparsers(dest="command", required=True)
    rate = commands.add_parser("rate", help="rate every record of the files, in input order")
    rate.add_argument("files", nargs="+", help="puzzle files or globs (the workers must see them at the same paths)")
    rate.add_argument("--scheduler", help="the scheduler's address, tcp://HOST:PORT (default: this machine's threads)")
    rate.add_argument("--output", help="write part-NNNNNN.jsonl files into this directory (default: standard output)")
    rate.add_argument("--send-text", action="store_true",
                      help="send each partition's text to the workers (they need not see the files)")
    rate.add_argument("--partition-lines", type=_partition_lines, default=2000,
                      help="lines of input per partition (default 2000)")
    rate.add_argument("--profile", default="default", help="technique ladder (default: default)")
    rate.add_argument("--techniques", default="", help="technique list, as the command line's --techniques")
    rate.add_argument("--scale", default="points", help="rating scales: points, hodoku, se or all (as the command line's)")
    rate.add_argument("--timeout-per-puzzle", type=float, help="give up on a puzzle after this many seconds")
    rate.add_argument("--steps", action="store_true", help="add each puzzle's solution path")
    rate.add_argument("--alphabet", help="the puzzles' symbols (default: detected)")
    rate.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                      help="a ladder limit, as setlogic.solve names it (chain_length=8, kraken_fins=3, "
                           "als_overlap=true); repeatable")
    gen = commands.add_parser("generate", help="make puzzles, in the order of their numbers (setlogic.generate)")
    gen.add_argument("--count", type=_partition_lines, required=True, help="puzzles to make")
    gen.add_argument("--seed", type=int, help="seed of the puzzle stream (default: drawn, and in every record)")
    gen.add_argument("--scheduler", help="the scheduler's address, tcp://HOST:PORT (default: this machine's threads)")
    gen.add_argument("--per-task", type=_partition_lines, default=16, help="puzzles a task makes (default 16)")
    gen.add_argument("--size", type=int, default=9, help="grid size: 4, 9, 16 or 25 (default 9)")
    gen.add_argument("--symmetry", default="none", help="symmetry of the givens, as setlogic generate takes it")
    gen.add_argument("--minimal", action="store_true", help="only minimal puzzles")
    gen.add_argument("--level", help="HoDoKu level or range: hard, unfair-")
    gen.add_argument("--points", help="points, a number or range: 800-")
    gen.add_argument("--score", help="HoDoKu score, a number or range")
    gen.add_argument("--er", help="Sudoku Explainer ER, a number or range: 8.0-9.5")
    gen.add_argument("--technique", action="append", default=[], help="ID[:MODE] the path must use; repeatable")
    gen.add_argument("--without", action="append", default=[], help="a technique the path must not use; repeatable")
    gen.add_argument("--hardest", help="the technique of the hardest step")
    gen.add_argument("--first", help="the technique of the first step beyond singles")
    gen.add_argument("--profile", help="technique ladder (default: by the goal's scale, else default)")
    gen.add_argument("--scale", default="points", help="rating scales of the records: points, hodoku, se or all")
    gen.add_argument("--steps", action="store_true", help="add each puzzle's solution path")
    gen.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a ladder limit; repeatable")
    return parser


def _generate(args, client) -> int:
    arguments = dict(size=args.size, symmetry=args.symmetry, minimal=args.minimal, level=args.level,
                     points=args.points, score=args.score, er=args.er, techniques=args.technique,
                     without=args.without, hardest=args.hardest, first=args.first, profile=args.profile,
                     scale=args.scale, steps=args.steps)
    start = time.monotonic()
    made = 0
    try:
        arguments.update(dict(_option(o) for o in args.option))
        for record in generate(args.count, seed=args.seed, client=client, per_task=args.per_task, **arguments):
            _emit(json.dumps(record, separators=(",", ":"), ensure_ascii=False))
            made += 1
    except KeyboardInterrupt:
        sys.stderr.write(f"\nsetlogic.dask: interrupted; the {made} puzzles written are complete\n")
        return 130
    except (OSError, ValueError, TypeError) as e:
        sys.stderr.write(f"setlogic.dask: {e}\n")
        return 2
    finally:
        if client is not None:
            client.close()
    seconds = time.monotonic() - start
    sys.stderr.write(f"made {made} puzzles in {seconds:.2f} s\n")
    return 0


def _option(text: str) -> tuple[str, object]:
    name, sep, value = text.partition("=")
    if not sep or not name:
        raise ValueError(f"--option {text}: expected NAME=VALUE")
    if value.lower() in ("true", "false"):
        return name, value.lower() == "true"
    return name, int(value) if value.lstrip("-").isdigit() else value


def _emit(text: str) -> None:
    """Writes one record whole: Ctrl-C waits until it is out (an interrupted buffered write
    could leave half a line, or write part of it twice)."""
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def _progress(enabled: bool):
    def show(done: int, total: int) -> None:
        if enabled:
            sys.stderr.write(f"\r{done}/{total} partitions")
            sys.stderr.flush()

    return show


def main(argv=None) -> int:
    args = _parser().parse_args(argv)
    client = None
    if args.scheduler:
        from distributed import Client

        try:
            # a scheduler that is up answers at once; waiting longer only delays the error
            client = Client(args.scheduler, timeout=5)
        except (OSError, ValueError, TimeoutError) as e:
            sys.stderr.write(f"setlogic.dask: cannot reach the scheduler at {args.scheduler}: {e}\n")
            return 2
    if args.command == "generate":
        return _generate(args, client)
    tty = sys.stderr.isatty()
    start = time.monotonic()
    outcomes: collections.Counter = collections.Counter()
    grades: collections.Counter = collections.Counter()
    stats = PathStats()
    options = dict(
        client=client,
        partition_lines=args.partition_lines,
        send_text=args.send_text,
        profile=args.profile,
        techniques=args.techniques,
        scale=args.scale,
        time_limit=args.timeout_per_puzzle,
        steps=args.steps,
        alphabet=args.alphabet,
        on_partition=_progress(tty),
        stats=stats,
    )
    def tally(text: str) -> None:
        record = json.loads(text)
        outcomes[record["outcome"]] += 1
        if "rating" in record:
            grades[record["rating"]["grade"]] += 1

    try:
        limits = dict(_option(o) for o in args.option)
        options.update(limits)
        header = json.dumps(rate_header(args.profile, args.techniques, args.timeout_per_puzzle, scale=args.scale, **limits),
                            separators=(",", ":"), ensure_ascii=False)
        if args.output:
            os.makedirs(args.output, exist_ok=True)
            with open(os.path.join(args.output, "header.json"), "w", encoding="utf-8") as f:
                f.write(header + "\n")
            for name in rate_files(args.files, output=args.output, **options):
                with open(name, encoding="utf-8") as f:
                    for line in f:
                        tally(line)
        else:
            _emit(header)
            for text in rate_files(args.files, as_text=True, **options):
                _emit(text)
                tally(text)
    except KeyboardInterrupt:
        sys.stderr.write("\nsetlogic.dask: interrupted; the records written so far are complete\n")
        return 130
    except (OSError, ValueError, TypeError) as e:
        sys.stderr.write(f"setlogic.dask: {e}\n")
        return 2
    finally:
        if tty:
            sys.stderr.write("\n")
        if client is not None:
            client.close()
    records = sum(outcomes.values())
    seconds = time.monotonic() - start
    sys.stderr.write(
        f"rated {records} records in {seconds:.2f} s: {records / seconds if seconds > 0 else 0:.0f} puzzles/s\n"
        f"outcomes: {', '.join(f'{k} {v}' for k, v in sorted(outcomes.items()))}\n"
        f"grades: {', '.join(f'{k} {v}' for k, v in sorted(grades.items()))}\n"
        + stats.table()
    )
    return 0 if set(outcomes) <= {"logic", "guesses"} else 1


if __name__ == "__main__":
    sys.exit(main())
