"""The cost of rating on a Dask cluster: puzzles/s of `setlogic rate --threads 2` against a
distributed.LocalCluster of two single-threaded worker processes (loopback), and against
the module's own setlogic.rate(threads=2), on the same files; the cluster both reading the
files itself and being sent their text. Each is timed RUNS times (median); the cluster's
start-up is timed apart and left out of its rate.

    PYTHONPATH=build/release/python python3 bench/dask_rate.py [--runs R] [--partition-lines L] FILE...
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import time

from distributed import Client, LocalCluster

import setlogic
import setlogic.dask

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLI = os.path.join(ROOT, "build/release/apps/cli/setlogic")


def timed(run, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--partition-lines", type=int, default=200)
    args = parser.parse_args()
    records = sum(p.records for p in setlogic.dask.plan(args.files))

    def cli() -> None:
        subprocess.run([CLI, "rate", "--threads", "2", "--format", "jsonl", "--no-summary", *args.files],
                       stdout=subprocess.DEVNULL, check=False)

    def module() -> None:
        for f in args.files:
            with open(f, encoding="utf-8") as lines:
                for _ in setlogic.rate(lines, threads=2):
                    pass

    start = time.perf_counter()
    cluster = LocalCluster(n_workers=2, threads_per_worker=1, host="127.0.0.1", dashboard_address=None)
    client = Client(cluster)
    client.run(lambda: __import__("setlogic.dask"))
    startup = time.perf_counter() - start

    def dask(send_text: bool):
        def run() -> None:
            for _ in setlogic.dask.rate_files(args.files, client=client, partition_lines=args.partition_lines,
                                              send_text=send_text):
                pass

        return run

    results = [("setlogic rate --threads 2", timed(cli, args.runs)),
               ("setlogic.rate(threads=2)", timed(module, args.runs)),
               (f"Dask, 2 workers, {args.partition_lines} lines/partition", timed(dask(False), args.runs)),
               ("the same, sending the text (send_text)", timed(dask(True), args.runs))]
    client.close()
    cluster.close()
    base = results[0][1]
    print(f"{records} records, median of {args.runs} runs; cluster start-up {startup:.2f} s (not counted)")
    for name, seconds in results:
        print(f"{name:<45} {records / seconds:9.0f} puzzles/s  {seconds:8.2f} s  {seconds / base:5.2f}x the CLI's time")


if __name__ == "__main__":
    main()
