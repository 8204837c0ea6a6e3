"""Rating puzzle collections on a Dask cluster.

A file is cut into slices of whole records (about ``partition_lines`` lines each) by one
sequential read on the client; each slice is a partition of a Dask bag, which a worker
rates by reading its byte range of the file and rating its records with the native module,
one record a time, and turns into the records of ``setlogic rate --format jsonl``: n (counted
over every file, as the command line counts), file (with more than one file), line,
outcome, and the rest. A bad line is an error record of its partition. The workers read
the files at the same paths as the client (a shared file system, as ``dask.bag.read_text``
needs), or with ``send_text=True`` the client reads each partition's text and sends it with
its task, a few partitions ahead of the results.

A worker that dies in the middle of a partition loses nothing: the scheduler runs the
partition again on another worker, and only a finished partition's records are yielded or
written (written files are renamed into place when complete).

    from distributed import Client
    import setlogic.dask
    client = Client("tcp://scheduler:8786")
    for record in setlogic.dask.rate_files("collections/*.txt", client=client):
        ...
    setlogic.dask.rate_files("big.txt", client=client, output="rated/")   # part-000000.jsonl, ...

Without a client (and no default one), partitions are rated on this machine's threads.
"""

from __future__ import annotations

import fnmatch
import glob
import json
import os
import uuid
from collections import deque
from itertools import islice
from typing import Any, Callable, Iterable, Iterator, NamedTuple, Optional, Sequence, Union

import dask
import dask.bag as db
from dask.delayed import Delayed, delayed

from .. import PathStats, _native, _techniques
from .. import generate as _generate

__all__ = ["generate", "rate_bag", "rate_files", "plan"]

Paths = Union[str, os.PathLike, Sequence[Union[str, os.PathLike]]]


class Partition(NamedTuple):
    """One slice of one file: whole records, from byte ``offset`` (line ``first_line``)."""

    path: str
    offset: int
    first_line: int
    records: int
    first_n: int  # the number of its first record over every file
    file: str  # what the records' "file" field says; "" for a single file
    length: int  # bytes, up to the next slice or the end of the file

    def text(self) -> bytes:
        with open(self.path, "rb") as f:
            f.seek(self.offset)
            return f.read(self.length)


class Ladder(NamedTuple):
    """How each record is rated: picklable, so that it travels to the workers."""

    profile: str = "default"
    techniques: str = ""
    assume_unique: str = "check"
    time_limit: Optional[float] = None
    steps: bool = False
    alphabet: Optional[str] = None
    options: tuple = ()  # the ladder's limits as (name, value) pairs (see setlogic.solve)
    scale: str = "points"

    def settings(self) -> _native.RateSettings:
        return _native.RateSettings(
            self.profile, self.techniques, self.scale, self.assume_unique, self.time_limit, self.steps, self.alphabet,
            dict(self.options),
        )


def _expand(paths_or_glob: Paths) -> list[str]:
    items = [paths_or_glob] if isinstance(paths_or_glob, (str, os.PathLike)) else list(paths_or_glob)
    paths: list[str] = []
    for item in items:
        item = os.fspath(item)
        matched = sorted(glob.glob(item)) if glob.has_magic(item) else [item]
        if not matched:
            raise FileNotFoundError(f"no file matches '{item}'")
        paths.extend(matched)
    for p in paths:
        if not os.path.isfile(p):
            raise FileNotFoundError(f"cannot read '{p}'")
    return paths


def plan(paths_or_glob: Paths, partition_lines: int = 2000, alphabet: Optional[str] = None) -> list[Partition]:
    """The partitions of the files, in input order: each file is read once here."""
    if isinstance(partition_lines, bool) or not isinstance(partition_lines, int) or not 1 <= partition_lines < 2**31:
        raise ValueError(f"partition_lines: expected a whole number from 1 to {2**31 - 1}, got {partition_lines!r}")
    paths = _expand(paths_or_glob)
    settings = Ladder(alphabet=alphabet).settings()
    named = len(paths) > 1
    parts: list[Partition] = []
    n = 1
    for path in paths:
        slices = _native.slice_file(path, partition_lines, settings)
        ends = [s[0] for s in slices[1:]] + [os.path.getsize(path)]
        for (offset, first_line, before, records), end in zip(slices, ends):
            parts.append(Partition(path, offset, first_line, records, n + before, path if named else "", end - offset))
        n += sum(records for *_, records in slices)
    return parts


def _rate_partition(part: Partition, ladder: Ladder, text: Optional[bytes] = None) -> tuple[list[str], str]:
    """The records of a partition, read from the file or from its text when given, and the
    statistics of their paths (PathStats as JSON)."""
    if text is None:
        return _native.rate_slice(
            part.path, part.offset, part.first_line, part.records, part.first_n, part.file, ladder.settings(), 1
        )
    return _native.rate_slice_text(
        text, part.path, part.first_line, part.records, part.first_n, part.file, ladder.settings(), 1
    )


def _partition_records(part: Partition, ladder: Ladder, text: Optional[bytes] = None) -> list[str]:
    return _rate_partition(part, ladder, text)[0]


def _write_partition(part: Partition, ladder: Ladder, target: str, text: Optional[bytes] = None) -> str:
    """Writes the partition's records to ``target``; returns the statistics of their paths."""
    lines, stats = _rate_partition(part, ladder, text)
    # a partition run again (its worker died) replaces the file whole, never adds to it
    temporary = f"{target}.{uuid.uuid4().hex}.tmp"
    with open(temporary, "w", encoding="utf-8") as f:
        f.writelines(line + "\n" for line in lines)
    os.replace(temporary, target)
    return stats


def _ladder(profile: str, techniques: Any, assume_unique: str, time_limit: Optional[float], steps: bool,
            alphabet: Optional[str], scale: str, options: dict[str, Any]) -> Ladder:
    ladder = Ladder(profile, _techniques(techniques), assume_unique, time_limit, steps, alphabet,
                    tuple(sorted(options.items())), scale)
    ladder.settings()  # a bad option fails here, not on every worker
    return ladder


def _tasks(parts: Iterable[Partition], ladder: Ladder, send_text: bool, targets: Optional[list[str]] = None,
           records_only: bool = False) -> Iterator[Delayed]:
    """One task per partition, made as it is asked for: a task that carries its partition's
    text holds it only from then on. A task gives its records and their statistics, or the
    records alone, or (with targets) writes the records and gives the statistics."""
    for k, part in enumerate(parts):
        text = part.text() if send_text else None
        if targets is None:
            rate = _partition_records if records_only else _rate_partition
            yield delayed(rate, pure=True)(part, ladder, text)
        else:
            yield delayed(_write_partition, pure=True)(part, ladder, targets[k], text)


def rate_bag(
    paths_or_glob: Paths,
    partition_lines: int = 2000,
    profile: str = "default",
    techniques: Any = None,
    time_limit: Optional[float] = None,
    steps: bool = False,
    alphabet: Optional[str] = None,
    assume_unique: str = "check",
    send_text: bool = False,
    scale: str = "points",
    **options: Any,
) -> db.Bag:
    """The records of every file as a Dask bag of dicts, one partition per slice, in input
    order; nothing is rated until the bag is computed. ``send_text`` puts each partition's
    text into the graph (workers need not see the files). The ladder's arguments and
    options are setlogic.solve's."""
    ladder = _ladder(profile, techniques, assume_unique, time_limit, steps, alphabet, scale, options)
    parts = plan(paths_or_glob, partition_lines, alphabet)
    return db.from_delayed(list(_tasks(parts, ladder, send_text, records_only=True))).map(json.loads)


def _default_client():
    try:
        from distributed import default_client

        return default_client()
    except (ImportError, ValueError):
        return None


def _run_in_order(tasks: Iterator[Delayed], client, ahead: int, on_done: Callable[[Any], None]) -> Iterator[Any]:
    """The results of the tasks in their order, at most ``ahead`` submitted at once;
    ``on_done`` sees each."""
    if client is None:
        threads = os.cpu_count() or 1
        while batch := list(islice(tasks, threads)):
            for result in dask.compute(*batch, scheduler="threads"):
                on_done(result)
                yield result
        return
    pending: deque = deque(client.compute(t) for t in islice(tasks, ahead))
    try:
        while pending:
            result = pending.popleft().result()
            on_done(result)
            pending.extend(client.compute(t) for t in islice(tasks, 1))
            yield result
    finally:
        if pending:
            client.cancel(list(pending))


def _run_all(tasks: Iterator[Delayed], client, ahead: int, on_done: Callable[[Any], None]) -> None:
    """Runs the tasks in any order, at most ``ahead`` submitted at once; ``on_done`` sees
    each result."""
    from distributed import as_completed

    running = as_completed(client.compute(t) for t in islice(tasks, ahead))
    try:
        for future in running:
            on_done(future.result())  # a partition that failed for good raises here
            for t in islice(tasks, 1):
                running.add(client.compute(t))
    except BaseException:
        client.cancel(list(running.futures))
        raise


def _refuse_inputs_in(output: str, paths: set[str]) -> None:
    """A ValueError when an input is a file the output directory's cleaning or writing would
    touch (a part-*.jsonl there, or a temporary file beside one): it would be overwritten
    or removed before it is read."""
    if not os.path.isdir(output):
        return
    for path in sorted(paths):
        name = os.path.basename(path)
        if os.path.samefile(os.path.dirname(os.path.abspath(path)), output) and fnmatch.fnmatch(name, "part-*.jsonl*"):
            raise ValueError(f"the input {path} is in the output directory {output}, which this run rewrites")


def rate_files(
    paths_or_glob: Paths,
    client=None,
    partition_lines: int = 2000,
    output: Optional[str] = None,
    profile: str = "default",
    techniques: Any = None,
    time_limit: Optional[float] = None,
    steps: bool = False,
    alphabet: Optional[str] = None,
    assume_unique: str = "check",
    on_partition: Optional[Callable[[int, int], None]] = None,
    as_text: bool = False,
    send_text: bool = False,
    stats: Optional[PathStats] = None,
    scale: str = "points",
    **options: Any,
):
    """Rate every record of the files (a path, a glob, or a list of them) on the cluster of
    ``client`` (default: the default client, else this machine's threads).

    Without ``output``: an iterator over the records (dicts, the fields of ``setlogic rate
    --format jsonl``) in input order, rated a few partitions ahead of the reader. With
    ``output`` (a directory, made when missing): the records are written there as JSON Lines,
    ``part-000000.jsonl`` and on in input order, by the workers (other ``part-*.jsonl``
    files there are removed first); returns the file names.
    ``on_partition(done, total)`` is called as partitions finish (progress). ``as_text``
    yields each record's JSON text instead, exactly as the command line writes it.
    ``send_text``: the client reads each partition's text and sends it with its task, for
    workers that do not see the files (with ``output``, they still write there). ``stats``
    (a :class:`setlogic.PathStats`) has the statistics of every finished partition's paths
    merged into it, as the partitions finish. The ladder's arguments and options, and
    ``scale``, are setlogic.solve's.
    """
    ladder = _ladder(profile, techniques, assume_unique, time_limit, steps, alphabet, scale, options)
    parts = plan(paths_or_glob, partition_lines, alphabet)
    client = client if client is not None else _default_client()
    ahead = 4 * max(1, sum(client.nthreads().values())) if client is not None else 0
    done = [0]

    def tick(result: Any) -> None:
        done[0] += 1
        if stats is not None:
            stats.merge(PathStats.from_json(result if output is not None else result[1]))
        if on_partition is not None:
            on_partition(done[0], len(parts))

    if output is None:
        tasks = _tasks(parts, ladder, send_text)

        def records() -> Iterator[Any]:
            for lines, _ in _run_in_order(tasks, client, ahead, tick):
                yield from (lines if as_text else map(json.loads, lines))

        return records()
    _refuse_inputs_in(output, {part.path for part in parts})
    os.makedirs(output, exist_ok=True)
    targets = [os.path.join(output, f"part-{k:06d}.jsonl") for k in range(len(parts))]
    # the parts of an earlier run beyond this one's would read as records of this one
    for stale in set(glob.glob(os.path.join(output, "part-*.jsonl"))) - set(targets):
        os.remove(stale)
    tasks = _tasks(parts, ladder, send_text, targets)
    if client is None:
        for _ in _run_in_order(tasks, None, 0, tick):
            pass
    else:
        _run_all(tasks, client, ahead, tick)
    return targets


def _generate_task(start: int, count: int, seed: int, arguments: dict[str, Any]) -> list[dict[str, Any]]:
    return list(_generate(count=count, seed=seed, start=start, threads=1, **arguments))


def generate(count: int, seed: Optional[int] = None, client=None, per_task: int = 16, ahead: Optional[int] = None,
             **arguments: Any) -> Iterator[dict[str, Any]]:
    """Make ``count`` puzzles on a Dask cluster, in the order of their numbers: the records
    :func:`setlogic.generate` gives for the same seed and ``arguments`` (its shape, goal and
    ladder), ``per_task`` puzzles to a task (16, the default, is one run of the stream: a
    task that starts inside a run makes that run's earlier puzzles first). A seed is drawn
    here when none is given, so that every worker makes its part of one stream. Without a
    client (and no default one), tasks run on this machine's threads."""
    if isinstance(count, bool) or not isinstance(count, int) or count < 1:
        raise ValueError(f"count: expected a whole number from 1, got {count!r}")
    if isinstance(per_task, bool) or not isinstance(per_task, int) or per_task < 1:
        raise ValueError(f"per_task: expected a whole number from 1, got {per_task!r}")
    if seed is None:
        seed = uuid.uuid4().int >> 65
    _generate(count=1, seed=seed, **arguments)  # a bad argument raises here, at the call, not on a worker
    client = client if client is not None else _default_client()
    if ahead is None:
        ahead = 2 * (sum(client.nthreads().values()) if client is not None else os.cpu_count() or 1)
    tasks = (delayed(_generate_task)(first, min(per_task, count - first), seed, arguments)
             for first in range(0, count, per_task))

    def records() -> Iterator[dict[str, Any]]:
        for batch in _run_in_order(tasks, client, ahead, lambda _: None):
            yield from batch

    return records()
