"""The setlogic module: parsing, solving, steps, fish, set logic, counting, rating, SVG,
interrupts. Results are judged by an independent backtracking solver (conftest) and compared
with the command line's output on the same input."""

from __future__ import annotations

import json
import os
import pickle
import re
import signal
import threading
import time

import pytest

import setlogic
from conftest import ROOT, corpus, is_valid_solution, jsonl, run_cli, solutions, without_ms

HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
# Stuck for the default ladder without forcing logic (a top1465 puzzle).
STUCK = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"

# ../shared/spec/fish-testcases.md F1 and F2: forum positions with their steps.
F1 = """
345689 489 34569 | 89   1789 1789 | 1246 369  1234
679   79   1     | 2    3    4    | 5    69   8
3489  2    349   | 6    189  5    | 14   7    134
249   5    8     | 49   2679 679  | 3    1    4679
2349  6    349   | 3489 12789 1789| 47   5    479
349   1    7     | 3459 569  69   | 8    2    469
15689 3    569   | 7    5689 2    | 16   4    15
5678  78   2     | 1    4    3    | 9    68   57
1456789 4789 4569| 589  5689 689  | 1267 368  12357
"""
F2 = """
4     159   2    | 6     159   3    | 159   7     8
8     159   19   | 12459 7     1249 | 3     6     145
6     3     7    | 1459  8     149  | 2     49    145
37    19    6    | 13459 13459 149  | 1579  8     2
37    2     8    | 1359  1359  6    | 1579  49    145
5     4     19   | 8     2     7    | 19    3     6
9     6     45   | 1234  134   124  | 8     15    7
1     8     3    | 7     6     5    | 4     2     9
2     7     45   | 149   149   8    | 6     15    3
"""
# GNPX's GL1 position (fish-testcases.md section 2).
GL1 = """
1 2357 567 | 4 9 27 | 237 36 8
36 9 247 | 1 27 8 | 237 5 3467
24 2478 2478 | 5 6 3 | 127 9 147
24 248 1 | 3 48 5 | 6 7 9
9 45 3 | 6 147 17 | 8 2 15
7 6 58 | 2 18 9 | 4 13 135
36 234 249 | 7 5 12 | 139 8 136
5 1 29 | 8 23 6 | 379 4 37
8 37 67 | 9 13 4 | 5 136 2
"""


def hard16() -> list[str]:
    return [line for line in (ROOT / "tests/corpus/hard16.txt").read_text().splitlines() if not line.startswith("#")]


def solution_of(p: setlogic.Puzzle) -> list[int]:
    found = solutions(p.values, p.candidates if p.is_position else None, p.size)
    assert len(found) == 1
    return found[0]


def assert_sound(step: setlogic.Step, solution: list[int], size: int) -> None:
    for c in step.eliminations:
        assert solution[(c.row - 1) * size + c.column - 1] != c.digit, f"{step} eliminates the solution's {c}"
    for c in step.placements:
        assert solution[(c.row - 1) * size + c.column - 1] == c.digit, f"{step} places a wrong {c}"


# --- parsing


def test_version_is_the_projects_and_the_command_lines(cli):
    cmake = (ROOT / "CMakeLists.txt").read_text()
    want = re.search(r"^project\(setlogic VERSION ([0-9.]+) ", cmake, re.M).group(1)
    assert setlogic.__version__ == want
    assert run_cli(cli, "--version").strip() == f"setlogic {want}"


def test_parse_formats_agree():
    line = setlogic.Puzzle.parse(HARD)
    assert setlogic.Puzzle.parse(line.grid()) == line
    assert setlogic.Puzzle.parse(line.pencilmarks()).candidates == line.candidates
    assert setlogic.Puzzle.parse(line.candidates_line()).candidates == line.candidates
    assert str(line) == HARD and line.size == 9 and line.box == 3 and line.clue_count == 17
    assert line.values[0] == 4 and line.values[1] == 0
    assert line.symbol(9) == "9" and setlogic.Puzzle.parse(hard16()[0]).symbol(16) == "G"
    with pytest.raises(ValueError):
        line.symbol(10)
    assert setlogic.Puzzle.parse(F2).is_position
    assert setlogic.Puzzle.parse(F2).candidates[1] == [1, 5, 9]


def test_parse_errors_name_line_column_and_reason():
    with pytest.raises(setlogic.ParseError) as e:
        setlogic.Puzzle.parse(HARD[:10] + "x" + HARD[11:])
    assert (e.value.line, e.value.column) == (1, 11)
    assert "'x'" in e.value.reason and str(e.value).startswith("line 1, column 11: ")
    with pytest.raises(setlogic.ParseError) as e:
        setlogic.Puzzle.parse(HARD + "\n" + HARD)
    assert e.value.line == 2 and "expected one puzzle" in e.value.reason
    with pytest.raises(setlogic.ParseError) as e:
        setlogic.Puzzle.parse("# nothing but a comment\n")
    assert "no puzzle" in e.value.reason
    with pytest.raises(setlogic.ParseError):
        setlogic.Puzzle.parse(HARD[:80])
    assert isinstance(e.value, ValueError)
    with pytest.raises(ValueError, match="unknown alphabet"):
        setlogic.Puzzle.parse(HARD, alphabet="klingon")


def test_contradictions_are_refused():
    bad = "44" + HARD[2:]
    p = setlogic.Puzzle.parse(bad)
    assert "repeats digit 4" in p.problem
    with pytest.raises(ValueError, match="no solution"):
        setlogic.solve(p)
    assert setlogic.count(p) == 0


# --- solving


@pytest.mark.parametrize("puzzle", corpus("1", 81) + corpus("1", 256) + corpus("1", 16))
def test_solve_reaches_the_one_solution(puzzle):
    p = setlogic.Puzzle.parse(puzzle, alphabet="1-9A-G" if len(puzzle) == 256 else None)
    r = setlogic.solve(p)
    assert r.solved and r.status == "solved"
    values = r.position.values
    assert is_valid_solution(values, p.size)
    assert all(g == 0 or g == v for g, v in zip(p.values, values))
    assert r.solution == str(r.position)
    assert r.grade in ("easy", "medium", "hard", "unfair", "extreme")
    assert r.points == sum(s.points for s in r.steps)
    if r.steps and r.guesses == 0:
        assert r.hardest == max(r.steps, key=lambda s: s.points).technique
    if p.size == 9:
        truth = solution_of(p)
        assert values == truth
        for s in r.steps:
            if s.technique != "guess":
                assert_sound(s, truth, p.size)


def test_solve_json_is_the_command_lines(cli):
    for puzzle in (HARD, STUCK):
        r = setlogic.solve(setlogic.Puzzle.parse(puzzle))
        expected = json.loads(run_cli(cli, "solve", "--json", puzzle))
        got = r.json()
        assert got == expected
        assert [json.loads(s.to_json()) for s in r.steps] == expected["steps"]
        assert [str(s) for s in r.steps] == [s["text"] for s in expected["steps"]]
        long_form = run_cli(cli, "solve", "--notation", "gnpx", puzzle).split("\n", 1)[1]
        assert long_form.startswith("\n".join(s.text("gnpx") for s in r.steps) + "\nSolution: ")


def test_solve_options():
    p = setlogic.Puzzle.parse(STUCK)
    stuck = setlogic.solve(p, techniques="-forcing_chain_contradiction,-forcing_chain_verity,"
                           "-forcing_net_contradiction,-forcing_net_verity,-nested_forcing_net_contradiction",
                           guess=False)
    assert stuck.status == "stuck" and not stuck.solved and stuck.solution is None
    assert stuck.position.is_position
    assert setlogic.solve(p, profile="singles", guess=False).status == "stuck"
    checked = setlogic.solve(p, check=True)
    assert checked.solved and checked.guesses == 0
    with pytest.raises(ValueError, match="unknown"):
        setlogic.solve(p, techniques="no_such_technique")
    with pytest.raises(ValueError):
        setlogic.solve(p, profile="nonsense")
    with pytest.raises(ValueError):
        setlogic.solve(p, time_limit=-1)
    many = setlogic.Puzzle.parse(corpus("many", 81)[0])
    with pytest.raises(ValueError, match="more than one solution"):
        setlogic.solve(many, check=True)


def test_time_limit_stops_a_solve():
    p = setlogic.Puzzle.parse(hard16()[0])
    start = time.monotonic()
    r = setlogic.solve(p, time_limit=0.05)
    assert r.status == "stopped" and not r.solved
    assert time.monotonic() - start < 2


# --- steps, fish, set logic


def test_next_and_all_steps_agree_with_the_command_line(cli):
    for text in (F1, F2, GL1):
        p = setlogic.Puzzle.parse(text)
        truth = solution_of(p)
        steps = setlogic.all_steps(p)
        expected = json.loads(run_cli(cli, "steps", "--all", "--json", text))
        assert [s.json() for s in steps] == expected["steps"]
        for s in steps:
            assert_sound(s, truth, 9)
            assert s.position == p
        hint = setlogic.next_step(p)
        assert hint is not None and hint.json() == json.loads(run_cli(cli, "hint", "--json", text))["steps"][0]
        # graded: the same texts as hint --level
        for level in ("technique", "where", "step"):
            assert hint.hint(level) == run_cli(cli, "hint", "--level", level, text).strip()
        assert hint.hint("technique") == f"Look for a {hint.name}"
        assert hint.hint("step") == str(hint)
    with pytest.raises(ValueError, match="level"):
        setlogic.next_step(setlogic.Puzzle.parse(F1)).hint("all")
    only_nine = setlogic.all_steps(setlogic.Puzzle.parse(F2), digits=[9])
    assert only_nine and all(9 in s.digits for s in only_nine if s.digits)


def test_kraken_fish_of_the_forum_post():
    p = setlogic.Puzzle.parse(F2)
    steps = setlogic.all_steps(p, techniques="kraken_fish_1")
    texts = [str(s) for s in steps]
    expected = ("Kraken Fish Type 1: => r4c2<>9\n  Sashimi X-Wing: 9 r16 c27 fr1c5 fr6c3\n"
                "  r1c5=9 => r2c6<>9 r3c6<>9 r4c6=9 r4c2<>9\n  r6c3=9 => r4c2<>9")
    assert expected in texts
    kraken = steps[texts.index(expected)]
    assert kraken.branch_count == 2 and kraken.eliminations == [setlogic.Candidate(4, 2, 9)]
    assert [b["premise"] for b in kraken.evidence["branches"]] == ["r1c5=9", "r6c3=9"]


def test_ladder_options_reach_the_searches(cli):
    p = setlogic.Puzzle.parse(F2)
    kraken = "Kraken Fish Type 1: => r4c2<>9"
    assert any(str(s).startswith(kraken) for s in setlogic.all_steps(p, techniques="kraken_fish_1"))
    # the post's fish has two fins
    one_fin = setlogic.all_steps(p, techniques="kraken_fish_1", kraken_fins=1)
    assert not any(str(s).startswith(kraken + "\n  Sashimi X-Wing: 9 r16 c27 fr1c5 fr6c3") for s in one_fin)
    stuck = setlogic.Puzzle.parse(STUCK)
    short = setlogic.solve(stuck, chain_length=4, als_cells=3)
    assert short.json() == json.loads(run_cli(cli, "solve", "--json", "--chain-length", "4", "--als-cells", "3", STUCK))
    assert short.json() != setlogic.solve(stuck).json()
    with pytest.raises(TypeError, match="unknown option 'chain_lenght'"):
        setlogic.solve(stuck, chain_lenght=4)
    with pytest.raises(ValueError, match="chain_length"):
        setlogic.next_step(stuck, chain_length=-1)
    with pytest.raises(ValueError, match="kraken_class"):
        setlogic.all_steps(stuck, kraken_class="whale")
    with pytest.raises(TypeError):
        setlogic.rate([HARD], als_overlap="yes")


def test_every_row_of_the_options_table_is_a_keyword(cli):
    # the table the command line prints; each row taken with exactly its values, by name,
    # without any edit here when a row is added
    table = setlogic.options()
    assert table == json.loads(run_cli(cli, "options", "--json"))
    p = setlogic.Puzzle.parse(HARD)
    for o in table:
        name = o["name"]
        if o["kind"] == "whole":
            good, bad, wrong_type = [o["low"], o["high"]], [o["low"] - 1, o["high"] + 1], "1"
        elif o["kind"] == "flag":
            good, bad, wrong_type = [True, False], [], 1
        else:
            good, bad, wrong_type = o["choices"], ["no_such_" + o["choices"][0]], 1
        for v in good:
            assert setlogic.solve(p, **{name: v}).solved, (name, v)
        for v in bad:
            with pytest.raises(ValueError, match=name):
                setlogic.solve(p, **{name: v})
        with pytest.raises(TypeError, match=name):
            setlogic.solve(p, **{name: wrong_type})


def test_fish_of_the_forum_post_and_filters(cli):
    p = setlogic.Puzzle.parse(F1)
    truth = solution_of(p)
    mutants = setlogic.fish(p, kinds=["mutant"], min_size=4, max_size=4, digits=[9], cannibal=True)
    texts = [str(s) for s in mutants]
    assert "Cannibalistic Mutant Jellyfish: 9 c28b28 r129c5 => r1c135,r29c1,r4569c5,r9c3<>9" in texts
    for s in mutants:
        assert_sound(s, truth, 9)
        assert s.digits == [9] and s.evidence["cannibals"]
    every = setlogic.fish(p, max_size=4)
    expected = json.loads(run_cli(cli, "fish", "--size", "2-4", "--json", F1))
    assert [s.json() for s in every] == expected["fish"]
    assert len(setlogic.fish(p, max_size=4, every=False)) <= len(every)
    with pytest.raises(ValueError, match="kind"):
        setlogic.fish(p, kinds=["trout"])
    with pytest.raises(ValueError, match="not a digit"):
        setlogic.fish(p, digits=[10])


def test_set_logic_findings_are_sound(cli):
    p = setlogic.Puzzle.parse(GL1)
    truth = solution_of(p)
    found = setlogic.set_logic(p, max_size=3, max_rank=1)
    assert found
    for s in found:
        assert_sound(s, truth, 9)
        assert s.evidence["base"] and s.evidence["cover"]
    expected = json.loads(run_cli(cli, "rank", "--max-size", "3", "--max-rank", "1", "--json", GL1))
    assert [s.json() for s in found] == expected["steps"]


def test_count():
    assert setlogic.count(setlogic.Puzzle.parse(HARD)) == 1
    assert setlogic.count(setlogic.Puzzle.parse(corpus("many", 81)[0])) == 2
    assert setlogic.count(setlogic.Puzzle.parse(corpus("0", 81)[0])) == 0
    with pytest.raises(TimeoutError):
        setlogic.count(setlogic.Puzzle.parse("." * 81), limit=10**12, time_limit=0.1)


# --- rating


def test_se_scale(cli):
    # Sukaku Explainer 1.18.1 rates this puzzle ER 2.6 (pointing), EP and ED 1.2.
    p = setlogic.Puzzle.parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    r = setlogic.solve(p, scale="se")
    assert r.se == {"er": 2.6, "ep": 1.2, "ed": 1.2}
    assert r.hodoku is None and setlogic.solve(p).se is None
    assert r.rating["se"] == r.se
    assert r.json() == json.loads(run_cli(cli, "solve", "--json", "--scale", "se", p.line()))
    both = setlogic.solve(p, scale="all")
    assert both.se == r.se and both.hodoku is not None
    [record] = setlogic.rate([p.line()], scale="se")
    assert record["rating"]["se"] == r.se
    csv_lines = run_cli(cli, "rate", "--format", "csv", "--scale", "se", "--no-summary", "-", stdin=p.line() + "\n")
    header, row = [line for line in csv_lines.splitlines() if not line.startswith("#")]
    assert header.endswith(",se_er,se_ep,se_ed") and row.endswith(",2.6,1.2,1.2")
    kept = run_cli(cli, "rate", "--where", "er>=2.6", "--print", "puzzle", "--no-summary", "-", stdin=p.line() + "\n")
    assert kept.split() == [p.line()]


def test_hodoku_scale(cli):
    # A puzzle of singles HoDoKu 2.3.2 scores 386 (easy), whichever ladder the points follow.
    p = setlogic.Puzzle.parse("..8..5......9...7....2...95......5.......4..3.79...21...2.........87.3...3..1.98.")
    r = setlogic.solve(p, scale="hodoku")
    assert r.hodoku == {"score": 386, "level": "easy"}
    assert r.rating == {"points": r.points, "hardest": r.hardest, "grade": r.grade, "hodoku": r.hodoku}
    assert setlogic.solve(p).hodoku is None
    assert r.json() == json.loads(run_cli(cli, "solve", "--json", "--scale", "hodoku", p.line()))
    assert setlogic.solve(p, profile="hodoku", scale="all").hodoku == r.hodoku
    [record] = setlogic.rate([p.line()], scale="hodoku")
    assert record["rating"]["hodoku"] == r.hodoku
    assert setlogic.rate_header(scale="hodoku")["scale"] == "hodoku"
    with pytest.raises(ValueError, match="unknown scale"):
        setlogic.solve(p, scale="er")
    with pytest.raises(ValueError, match="unknown scale"):
        setlogic.rate([p.line()], scale="er")


def test_rate_gives_the_command_lines_records_in_order(cli, tmp_path):
    lines = (ROOT / "examples/puzzles.txt").read_text().splitlines(keepends=True)
    grid = setlogic.Puzzle.parse(HARD).grid() + "\n"
    text = "".join(lines) + "not a puzzle\n" + grid + "\n" + "".join(c + "\n" for c in corpus("many", 81)) + grid
    text += "".join(c + "\n" for c in corpus("1", 16)) + "12345\n"
    path = tmp_path / "in.txt"
    path.write_text(text)
    header, *expected = jsonl(run_cli(cli, "rate", "--format", "jsonl", "--no-summary", str(path)))
    assert header == setlogic.rate_header()  # what wrote the records: this version, its defaults
    expected = without_ms(expected)
    for chunk in (1, 3, 256):  # records cut across the pieces fed to the native side
        got = list(setlogic.rate(text.splitlines(keepends=True), threads=2, chunk_lines=chunk,
                                 source=str(path)))
        assert without_ms(got) == expected
    assert [r["n"] for r in expected] == list(range(1, len(expected) + 1))
    errors = [r for r in expected if r["outcome"] == "error"]
    assert len(errors) == 2 and errors[0]["error"].startswith(f"{path}: line ")
    assert {r["outcome"] for r in expected} >= {"logic", "multiple", "error"}
    with_steps = list(setlogic.rate([HARD], steps=True))
    assert with_steps[0]["steps"] == json.loads(run_cli(cli, "solve", "--json", HARD))["steps"]


def test_path_statistics_of_rate_are_those_of_its_paths():
    lines = corpus("1", 81) + ["not a puzzle"] + corpus("many", 81)
    run = setlogic.rate(lines, threads=2, chunk_lines=2)
    records = list(run)
    want = setlogic.PathStats()
    steps: dict[str, int] = {}
    for line, record in zip(lines, records):
        if record["outcome"] in ("logic", "guesses"):
            result = setlogic.solve(setlogic.Puzzle.parse(line))
            want.add(result)
            for s in result.steps:
                steps[s.technique] = steps.get(s.technique, 0) + 1
            one = setlogic.PathStats()
            one.add(result)
            if record["outcome"] == "logic":  # every empty cell placed once
                assert sum(u["placements"] for u in one.techniques.values()) == line.count(".")
    assert run.stats == want and want.paths == len(corpus("1", 81))
    assert {t: u["steps"] for t, u in want.techniques.items()} == steps
    assert pickle.loads(pickle.dumps(want)) == want
    assert setlogic.PathStats.from_json(want.to_json()) == want
    assert want.table().splitlines()[0].split() == ["technique", "puzzles", "steps", "eliminations"]
    with pytest.raises(ValueError, match="no \"techniques\" object"):
        setlogic.PathStats.from_json('{"paths": 1}')


def test_canonical_forms_and_random_grids(cli):
    isomorphs = [HARD, HARD.translate(str.maketrans("123456789", "975318642")),
                 "".join(HARD[9 * r + c] for c in range(9) for r in range(9))]
    forms = {setlogic.Puzzle.parse(p).canonical().line() for p in isomorphs}
    assert forms == {run_cli(cli, "canon", HARD).strip()}
    assert setlogic.Puzzle.parse(STUCK).canonical() != setlogic.Puzzle.parse(HARD).canonical()
    with pytest.raises(ValueError, match="too symmetric"):
        setlogic.Puzzle.parse("." * 256, alphabet="1-9A-G").canonical(budget=1000)
    for size in (4, 9, 16):
        grid = setlogic.random_grid(size, seed=size)
        assert grid.size == size and grid.clue_count == size * size
        assert is_valid_solution(grid.values, size)
        assert setlogic.random_grid(size, seed=size) == grid
    assert setlogic.random_grid(9, seed=1) != setlogic.random_grid(9, seed=2)
    with pytest.raises(ValueError, match="size"):
        setlogic.random_grid(10)


def test_rate_options():
    timed = list(setlogic.rate(hard16()[:1], time_limit=0.05))
    assert timed[0]["outcome"] == "timeout" and timed[0]["error"] == "no result within 0.05 s"
    with pytest.raises(ValueError):
        setlogic.rate([HARD], techniques="bogus")
    assert list(setlogic.rate([])) == []


# --- drawing


def test_svg():
    p = setlogic.Puzzle.parse(F2)
    assert p._repr_svg_().startswith("<svg") and p._repr_svg_().rstrip().endswith("</svg>")
    solved = setlogic.solve(setlogic.Puzzle.parse(HARD))
    assert solved._repr_svg_() == solved.position._repr_svg_() != setlogic.Puzzle.parse(HARD)._repr_svg_()
    kraken = setlogic.all_steps(p, techniques="kraken_fish_1")[0]
    whole = kraken._repr_svg_()
    assert whole.startswith("<svg") and whole != p._repr_svg_()
    assert setlogic.render_svg(p, kraken) == whole
    branch = kraken.svg(branch=1)
    assert "branch 1 of" in branch
    with pytest.raises(ValueError, match="branch"):
        kraken.svg(branch=kraken.branch_count + 1)
    with pytest.raises(ValueError, match="branch"):
        setlogic.render_svg(p, None, branch=1)


# --- the GIL and interrupts


def test_the_gil_is_released_while_solving():
    p = setlogic.Puzzle.parse("." * 81)
    done = threading.Event()

    def long_count():
        try:
            setlogic.count(p, limit=10**12, time_limit=1.0)
        except TimeoutError:
            pass
        done.set()

    worker = threading.Thread(target=long_count)
    worker.start()
    spins = 0
    while not done.is_set():
        spins += 1
    worker.join()
    assert spins > 10000  # this thread ran Python all along


@pytest.mark.skipif(threading.current_thread() is not threading.main_thread(), reason="signals reach the main thread")
def test_ctrl_c_stops_long_work_promptly(request):
    p = setlogic.Puzzle.parse("." * 81)
    # under a background job SIGINT may be ignored; Python's own handler raises KeyboardInterrupt
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    request.addfinalizer(lambda: signal.signal(signal.SIGINT, previous))
    for work in (lambda: setlogic.count(p, limit=10**12, time_limit=30),
                 lambda: list(setlogic.rate(hard16()[:8], threads=2))):
        timer = threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGINT))
        start = time.monotonic()
        timer.start()
        with pytest.raises(KeyboardInterrupt):
            work()
        assert time.monotonic() - start < 3


def test_help_and_catalogue():
    assert "profile" in setlogic.solve.__doc__ and "check" in setlogic.solve.__doc__
    assert "default" in setlogic.profiles()
    ids = [t["id"] for t in setlogic.techniques()]
    assert "x_wing" in ids and "kraken_fish_1" in ids


def test_out_of_range_arguments_are_value_errors():
    p = setlogic.Puzzle.parse(HARD)
    for threads in (-1, 10**6, 1025):
        with pytest.raises(ValueError, match="threads"):
            setlogic.all_steps(p, threads=threads)
        with pytest.raises(ValueError, match="threads"):
            setlogic.fish(p, threads=threads)
        with pytest.raises(ValueError, match="threads"):
            setlogic.set_logic(p, threads=threads)
        with pytest.raises(ValueError, match="threads"):
            list(setlogic.rate([HARD], threads=threads))
    for digit in (2**70, -(2**70), 0, 10):
        with pytest.raises(ValueError, match="not a digit"):
            setlogic.all_steps(p, digits=[digit])


def test_generate_makes_unique_puzzles_of_the_goal_the_same_on_any_threads(cli):
    one = list(setlogic.generate(count=4, seed=21, techniques=["x_wing"], threads=1))
    two = list(setlogic.generate(count=4, seed=21, techniques=["x_wing"], threads=2))
    assert [r["puzzle"] for r in one] == [r["puzzle"] for r in two]
    assert [r["index"] for r in one] == [0, 1, 2, 3] and all(r["seed"] == 21 for r in one)
    for r in one:
        p = setlogic.Puzzle.parse(r["puzzle"])
        assert len(solutions(p.values, None, 9)) == 1
        assert "x_wing" in [s.technique for s in setlogic.solve(p).steps]
    # the command line makes the same puzzles from the same seed
    made = jsonl(run_cli(cli, "generate", "--count", "4", "--seed", "21", "--technique", "x_wing", "--format", "jsonl"))
    assert [r["puzzle"] for r in made] == [r["puzzle"] for r in one]
    # from a later number on: the rest of the same stream
    assert [r["puzzle"] for r in setlogic.generate(count=2, seed=21, techniques=["x_wing"], start=2)] == [
        r["puzzle"] for r in one[2:]
    ]


def test_generate_a_rare_goals_runs_the_same_on_any_threads_and_from_any_start():
    # als_xy_wing from seed 7: runs that go on from their puzzles (tests/unit/generate_test.cpp)
    one = [r["puzzle"] for r in setlogic.generate(count=18, seed=7, techniques=["als_xy_wing"], threads=1)]
    two = [r["puzzle"] for r in setlogic.generate(count=18, seed=7, techniques=["als_xy_wing"], threads=2)]
    assert one == two and len(set(one)) == 18
    later = setlogic.generate(count=3, seed=7, techniques=["als_xy_wing"], start=15, threads=2)
    assert [r["puzzle"] for r in later] == one[15:]
    alone = [r["puzzle"] for r in setlogic.generate(count=4, seed=7, techniques=["als_xy_wing"], one_per_grid=True)]
    grids = {setlogic.solve(setlogic.Puzzle.parse(p)).solution for p in alone}
    assert len(grids) == 4


def test_generate_shape_and_levels():
    for r in setlogic.generate(count=2, seed=5, symmetry="central", minimal=True, level="hard-", scale="hodoku"):
        p = setlogic.Puzzle.parse(r["puzzle"])
        v = p.values
        assert all((v[i] == 0) == (v[80 - i] == 0) for i in range(81))
        for i in (i for i in range(81) if v[i]):
            assert len(solutions(v[:i] + [0] + v[i + 1 :], None, 9)) == 2
        assert r["rating"]["hodoku"]["level"] in ("hard", "unfair", "extreme")


def test_generate_refuses_bad_arguments_at_the_call():
    for kwargs in (
        dict(level="impossible"),
        dict(points="9-8"),
        dict(techniques=["no_such"]),
        dict(techniques=["x_wing:9"]),
        dict(size=10),
        dict(symmetry="spiral"),
        dict(count=0),
        dict(start=-1),
        dict(givens=(30, 20)),
    ):
        with pytest.raises(ValueError):
            setlogic.generate(**kwargs)
    with pytest.raises(ValueError, match="mutant_x_wing never comes first"):
        setlogic.generate(techniques=["mutant_x_wing"])


def test_generate_stops_at_its_time_limit():
    start = time.monotonic()
    made = list(setlogic.generate(seed=1, techniques=["jellyfish:singles"], time_limit=1, threads=1))
    assert time.monotonic() - start < 10
    assert all(r["outcome"] == "logic" for r in made)
