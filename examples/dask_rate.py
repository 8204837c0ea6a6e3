"""Rate a puzzle file on a local Dask cluster and print how many puzzles got each grade.

    PYTHONPATH=build/release/python python3 examples/dask_rate.py examples/puzzles.txt

The cluster is two worker processes on this machine (loopback only). To use a cluster of
several machines instead, pass its scheduler's address as a second argument
(tcp://HOST:8786; see `python3 -m setlogic.dask --help`).
"""

import collections
import sys

from distributed import Client, LocalCluster

import setlogic.dask


def main() -> int:
    if len(sys.argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        return 2
    path = sys.argv[1]
    if len(sys.argv) == 3:
        client, cluster = Client(sys.argv[2]), None
    else:
        cluster = LocalCluster(n_workers=2, threads_per_worker=1, host="127.0.0.1", dashboard_address=None)
        client = Client(cluster)
    grades = collections.Counter()
    outcomes = collections.Counter()
    try:
        for record in setlogic.dask.rate_files(path, client=client, partition_lines=500):
            outcomes[record["outcome"]] += 1
            if "rating" in record:
                grades[record["rating"]["grade"]] += 1
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    for grade in ("easy", "medium", "hard", "unfair", "extreme"):
        print(f"{grade}: {grades[grade]}")
    for outcome, n in sorted(outcomes.items()):
        print(f"outcome {outcome}: {n}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
