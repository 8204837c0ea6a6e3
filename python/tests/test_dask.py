"""Rating on a real distributed.LocalCluster of two worker processes on the loopback: the
records equal the command line's on the same files, in input order, and a worker killed in
the middle of a run loses and duplicates nothing."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

distributed = pytest.importorskip("distributed")

import setlogic  # noqa: E402
import setlogic.dask as sd  # noqa: E402
from conftest import ROOT, corpus, jsonl, run_cli, without_ms  # noqa: E402


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address=None
    )
    c = distributed.Client(cluster)
    yield c
    c.close()
    cluster.close()


@pytest.fixture(scope="module")
def files(tmp_path_factory) -> list[str]:
    """Two files: puzzles of every outcome, a bad line, a multi-line grid; and hard ones."""
    d = tmp_path_factory.mktemp("dask")
    examples = (ROOT / "examples/puzzles.txt").read_text()
    grid = (
        "4 . . | . . . | 8 . 5\n. 3 . | . . . | . . .\n. . . | 7 . . | . . .\n"
        ". 2 . | . . . | . 6 .\n. . . | . 8 . | 4 . .\n. . . | . 1 . | . . .\n"
        ". . . | 6 . 3 | . 7 .\n5 . . | 2 . . | . . .\n1 . 4 | . . . | . . .\n"
    )
    a = d / "a.txt"
    a.write_text(examples + "not a puzzle\n" + grid + "\n" + "\n".join(corpus("many", 81) + corpus("0", 81)) + "\n")
    b = d / "b.txt"
    b.write_text("".join(p + "\n" for p in corpus("1", 81) * 6))
    return [str(a), str(b)]


def cli_records(cli: str, paths: list[str]) -> list[dict]:
    # the records after the first line, which says what wrote them
    return without_ms(jsonl(run_cli(cli, "rate", "--format", "jsonl", "--no-summary", *paths))[1:])


def test_records_equal_the_command_lines(client, files, cli):
    expected = cli_records(cli, files)
    got = list(sd.rate_files(files, client=client, partition_lines=4))
    assert without_ms(got) == expected
    assert {r["outcome"] for r in expected} >= {"logic", "error", "multiple", "no_solution"}
    assert all("file" in r for r in expected)
    single = list(sd.rate_files(files[0], client=client, partition_lines=3))
    assert without_ms(single) == cli_records(cli, files[:1])
    scaled = list(sd.rate_files(files[1], client=client, partition_lines=4, scale="hodoku"))
    assert without_ms(scaled) == without_ms(jsonl(run_cli(
        cli, "rate", "--format", "jsonl", "--no-summary", "--scale", "hodoku", files[1]))[1:])
    assert any("hodoku" in r.get("rating", {}) for r in scaled)
    short = list(sd.rate_files(files[1], client=client, partition_lines=4, chain_length=4, als_cells=3))
    assert without_ms(short) == without_ms(jsonl(run_cli(
        cli, "rate", "--format", "jsonl", "--no-summary", "--chain-length", "4", "--als-cells", "3", files[1]))[1:])
    sent = list(sd.rate_files(files, client=client, partition_lines=4, send_text=True))
    assert without_ms(sent) == expected
    bag = sd.rate_bag(files, partition_lines=5)
    assert bag.npartitions > 2
    assert without_ms(bag.compute(scheduler=client.get)) == expected


def test_output_files_hold_the_records_in_order(client, files, cli, tmp_path):
    many = sd.rate_files(files, client=client, partition_lines=2, output=str(tmp_path / "out"))
    written = sd.rate_files(files, client=client, partition_lines=6, output=str(tmp_path / "out"))
    assert len(written) < len(many)
    assert sorted(str(f) for f in (tmp_path / "out").glob("part-*.jsonl")) == written
    assert written == sorted(written) and all(os.path.exists(f) for f in written)
    records = [r for f in written for r in jsonl(Path(f).read_text())]
    assert without_ms(records) == cli_records(cli, files)
    assert not list((tmp_path / "out").glob("*.tmp"))


def test_path_statistics_merged_over_workers_equal_one_process(client, files, tmp_path):
    want = setlogic.rate("".join(Path(f).read_text() for f in files).splitlines(keepends=True))
    records = list(want)
    assert want.stats.paths == sum(r["outcome"] in ("logic", "guesses") for r in records) > 10
    for output in (None, str(tmp_path / "stats")):
        got = setlogic.PathStats()
        result = sd.rate_files(files, client=client, partition_lines=3, stats=got, output=output)
        if output is None:
            list(result)
        assert got == want.stats


def test_without_a_cluster_threads_rate(files, cli):
    assert without_ms(list(sd.rate_files(files, partition_lines=7))) == cli_records(cli, files)


def test_a_partition_sent_as_text_needs_no_file(files, tmp_path):
    ladder = sd.Ladder()
    for part in sd.plan(files, partition_lines=3):
        moved = part._replace(path=str(tmp_path / "not-here.txt"))
        # the same records; a bad record's error names the path it was given
        sent = [json.loads(r.replace(moved.path, part.path))
                for r in sd._partition_records(moved, ladder, part.text())]
        read = [json.loads(r) for r in sd._partition_records(part, ladder)]
        assert without_ms(sent) == without_ms(read) and len(read) == part.records
    with pytest.raises(ValueError, match="cannot read"):
        sd._rate_partition(moved, ladder)


def test_bad_options_fail_before_any_work(client, files):
    with pytest.raises(ValueError):
        sd.rate_files(files, client=client, techniques="bogus")
    with pytest.raises(FileNotFoundError):
        sd.rate_files(str(Path(files[0]).parent / "*.none"), client=client)
    with pytest.raises(ValueError):
        sd.plan(files, partition_lines=0)
    with pytest.raises(ValueError, match="partition_lines"):
        sd.plan(files, partition_lines=10**20)


def test_an_input_in_the_output_directory_is_refused(files, tmp_path):
    out = tmp_path / "out"
    written = sd.rate_files(files[1], partition_lines=3, output=str(out))
    before = {name: Path(name).read_text() for name in written}
    for inside in (written[0], str(out / "part-999999.jsonl")):
        if not Path(inside).exists():
            Path(inside).write_text(Path(files[1]).read_text())
        before[inside] = Path(inside).read_text()
        with pytest.raises(ValueError, match="in the output directory"):
            sd.rate_files(inside, output=str(out))
        assert Path(inside).read_text() == before[inside]


def test_a_killed_worker_loses_and_duplicates_nothing(client, files, cli):
    expected = cli_records(cli, files[1:])
    pids = client.run(os.getpid)
    killed = False
    got = []
    for record in sd.rate_files(files[1], client=client, partition_lines=2):
        got.append(record)
        if not killed:
            # partitions are running on both workers now: one dies mid-run, its nanny
            # starts another, and the scheduler runs its partition again
            os.kill(next(iter(pids.values())), signal.SIGKILL)
            killed = True
    assert killed
    assert [r["n"] for r in got] == list(range(1, len(expected) + 1))
    assert without_ms(got) == expected
    assert client.run(os.getpid) != pids


def test_command_line_entry(client, files, cli, tmp_path):
    env = dict(os.environ)
    out = tmp_path / "rated"
    done = subprocess.run(
        [sys.executable, "-m", "setlogic.dask", "rate", "--scheduler", client.scheduler.address, *files,
         "--output", str(out), "--partition-lines", "5", "--send-text"],
        capture_output=True, text=True, env=env, timeout=300,
    )
    assert done.returncode == 1, done.stderr  # the files hold bad and unsolvable records
    assert "rated" in done.stderr and "grades:" in done.stderr
    records = [r for f in sorted(out.glob("part-*.jsonl")) for r in jsonl(f.read_text())]
    assert without_ms(records) == cli_records(cli, files)
    first = run_cli(cli, "rate", "--format", "jsonl", "--no-summary", *files).splitlines()[0]
    assert (out / "header.json").read_text() == first + "\n"
    to_stdout = subprocess.run(
        [sys.executable, "-m", "setlogic.dask", "rate", files[1]], capture_output=True, text=True, env=env, timeout=300
    )
    assert to_stdout.returncode == 0, to_stdout.stderr
    # the very text of the command line's records, but for the time each took
    no_ms = re.compile(r',"ms":[0-9.e+-]+')
    assert no_ms.sub("", to_stdout.stdout) == no_ms.sub(
        "", run_cli(cli, "rate", "--format", "jsonl", "--no-summary", files[1]))
    bad = subprocess.run([sys.executable, "-m", "setlogic.dask", "rate", "--techniques", "bogus", files[1]],
                         capture_output=True, text=True, env=env, timeout=300)
    assert bad.returncode == 2 and "bogus" in bad.stderr
    limited = subprocess.run([sys.executable, "-m", "setlogic.dask", "rate", "--option", "chain_length=4",
                              "--option", "als_overlap=true", files[1]], capture_output=True, text=True, env=env,
                             timeout=300)
    assert limited.returncode == 0, limited.stderr
    assert no_ms.sub("", limited.stdout) == no_ms.sub("", run_cli(
        cli, "rate", "--format", "jsonl", "--no-summary", "--chain-length", "4", "--als-overlap", files[1]))
    unknown = subprocess.run([sys.executable, "-m", "setlogic.dask", "rate", "--option", "chain_lenght=4", files[1]],
                             capture_output=True, text=True, env=env, timeout=300)
    assert unknown.returncode == 2 and "unknown option 'chain_lenght'" in unknown.stderr
    huge = subprocess.run([sys.executable, "-m", "setlogic.dask", "rate", "--partition-lines", "99999999999999999999",
                           files[1]], capture_output=True, text=True, env=env, timeout=300)
    assert huge.returncode == 2 and "expected a whole number from 1" in huge.stderr and "pybind" not in huge.stderr


@pytest.mark.parametrize("on_cluster", [False, True])
def test_ctrl_c_keeps_the_records_printed(client, files, tmp_path, on_cluster):
    big = tmp_path / "big.txt"
    big.write_text(Path(files[1]).read_text() * 40)
    command = [sys.executable, "-m", "setlogic.dask", "rate", str(big), "--partition-lines", "10"]
    if on_cluster:
        command += ["--scheduler", client.scheduler.address]
    # a child of a background job may start with SIGINT ignored: it gets Python's handler.
    # Unbuffered, so that the first line read takes no more of the pipe than itself.
    p = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=0,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    first = p.stdout.readline() + p.stdout.readline()  # what wrote them, and a record
    p.send_signal(signal.SIGINT)
    start = time.monotonic()
    rest, err = p.communicate(timeout=120)
    assert p.returncode == 130, err
    assert time.monotonic() - start < 10
    output, err = (first + rest).decode(), err.decode()
    header, *records = jsonl(output)
    assert header["command"] == "rate" and "n" not in header
    assert 0 < len(records) < 40 * len(Path(files[1]).read_text().splitlines())
    assert [r["n"] for r in records] == list(range(1, len(records) + 1))
    assert "interrupted" in err


def test_generate_on_the_cluster_equals_one_process(client):
    here = [r["puzzle"] for r in setlogic.generate(count=5, seed=8, level="hard", threads=1)]
    there = [r["puzzle"] for r in sd.generate(5, seed=8, client=client, per_task=2, level="hard")]
    assert there == here
    with pytest.raises(ValueError):
        sd.generate(5, level="impossible", client=client)
