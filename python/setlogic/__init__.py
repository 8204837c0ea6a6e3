"""setlogic: solve Sudoku the way a strong human does, explain every step, rate difficulty.

A thin layer over the C++ library that the ``setlogic`` command line uses, on 4x4, 9x9,
16x16 and 25x25 grids::

    import setlogic
    p = setlogic.Puzzle.parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    r = setlogic.solve(p)
    r.solved, r.grade, r.points, r.guesses
    for step in r.steps:
        print(step)                       # "Hidden Single: r8c6=1"
    setlogic.all_steps(p)                 # every step of every technique that applies now
    setlogic.fish(p, kinds=["finned"], max_size=3)
    for record in setlogic.rate(open("puzzles.txt")):
        print(record["n"], record["outcome"], record.get("rating"))

Puzzles and steps draw themselves as SVG in a notebook. Long calls release the GIL and stop
promptly on Ctrl-C (KeyboardInterrupt). Digits are numbers 1..N (or the grid's symbols, in
filters); rows and columns are 1-based. ``setlogic.dask`` rates files on a Dask cluster.
"""

from __future__ import annotations

import json
import os
from typing import Any, Iterable, Iterator, NamedTuple, Optional, Sequence, Union

from . import _native
from ._errors import CheckError, ParseError

__version__: str = _native.version  # the project's CMake version, as `setlogic --version` says

__all__ = [
    "Candidate",
    "CheckError",
    "ParseError",
    "PathStats",
    "Puzzle",
    "SolveResult",
    "Step",
    "all_steps",
    "count",
    "fish",
    "generate",
    "next_step",
    "options",
    "profiles",
    "random_grid",
    "rate",
    "rate_header",
    "render_svg",
    "set_logic",
    "solve",
    "techniques",
]

Techniques = Union[None, str, Sequence[str]]
Digits = Optional[Iterable[Union[int, str]]]

FISH_KINDS = ("basic", "finned", "sashimi", "franken", "mutant")


class Candidate(NamedTuple):
    """A digit in a cell: row, column and digit, all 1-based."""

    row: int
    column: int
    digit: int

    def __str__(self) -> str:
        return f"r{self.row}c{self.column}#{self.digit}"


class Puzzle:
    """A puzzle (givens) or a position (givens, solved cells and candidates).

    Make one with :meth:`Puzzle.parse`. ``str(p)`` is the one-line form; ``p.grid()``,
    ``p.pencilmarks()`` and ``p.candidates_line()`` are the other forms the command line
    prints.
    """

    __slots__ = ("_p",)

    def __init__(self, native: _native.Position) -> None:
        self._p = native

    @staticmethod
    def parse(text: str, alphabet: Optional[str] = None) -> "Puzzle":
        """Read one puzzle or position in any format the command line reads: a line of N*N
        cells, a line of N*N*N candidates, a grid of N lines, HoDoKu or Sudoku Explainer
        pencilmarks, comma-separated numbers, or a HoDoKu library line.

        ``alphabet`` names the symbols (as ``--alphabet`` does); by default they are detected.
        Raises :class:`ParseError` (with ``line``, ``column`` and ``reason``) when the text
        holds no puzzle, more than one, or a bad symbol.
        """
        return Puzzle(_native.parse(text, alphabet))

    @property
    def size(self) -> int:
        """N: 4, 9, 16 or 25."""
        return self._p.size

    @property
    def box(self) -> int:
        """The side of a box: 2, 3, 4 or 5."""
        return self._p.box

    @property
    def alphabet(self) -> str:
        """The name of the symbols the puzzle was written in."""
        return self._p.alphabet

    @property
    def is_position(self) -> bool:
        """Whether candidates were given (a position), not only values (a puzzle)."""
        return self._p.is_position

    @property
    def clue_count(self) -> int:
        """How many givens it has."""
        return self._p.clue_count

    @property
    def values(self) -> list[int]:
        """Each cell's digit, row by row: 1..N, 0 for an empty cell."""
        return self._p.values()

    @property
    def candidates(self) -> list[list[int]]:
        """Each cell's candidates, row by row (a solved cell: its value)."""
        return self._p.candidates()

    @property
    def problem(self) -> str:
        """Why the values contradict each other ("r1c2 repeats digit 4 of r1c1"), or ""."""
        return self._p.problem()

    def symbol(self, digit: int) -> str:
        """The symbol of digit 1..N in the puzzle's alphabet."""
        return self._p.symbol(digit)

    def line(self) -> str:
        return self._p.line()

    def canonical(self, budget: int = 200_000_000) -> "Puzzle":
        """The canonical form (``setlogic canon``): of all isomorphs of the puzzle, the one
        whose cells read row by row, an empty cell as 0, are least. Isomorphic puzzles have
        equal canonical forms. A ValueError for a position (candidates), or for a grid too
        symmetric to settle within ``budget`` search steps."""
        return Puzzle(self._p.canonical(budget))

    def grid(self) -> str:
        return self._p.grid()

    def pencilmarks(self) -> str:
        return self._p.pencilmarks()

    def candidates_line(self) -> str:
        return self._p.candidates_line()

    def __str__(self) -> str:
        return self._p.line()

    def __repr__(self) -> str:
        return f"Puzzle.parse({self._p.line()!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Puzzle) and self._p == other._p

    def __hash__(self) -> int:
        return hash(self._p.candidates_line())

    def __reduce__(self):
        return (Puzzle.parse, (self._p.candidates_line() if self.is_position else self._p.line(), self.alphabet))

    def _repr_svg_(self) -> str:
        return _native.render_svg(self._p, None, None)


class Step:
    """One step of reasoning at a position: its technique, what it places and eliminates,
    and its evidence. ``str(step)`` is HoDoKu's notation; ``step.to_json()`` is exactly the
    object the command line prints for it (``setlogic solve --json``)."""

    __slots__ = ("_s", "_json")

    def __init__(self, native: _native.Step) -> None:
        self._s = native
        self._json: Optional[dict[str, Any]] = None

    @property
    def technique(self) -> str:
        """The technique's id, as in ``--techniques``: "x_wing"."""
        return self._s.technique

    @property
    def name(self) -> str:
        """The step's name: "Finned X-Wing", "Siamese Swordfish"."""
        return self._s.name

    @property
    def code(self) -> str:
        """HoDoKu's code of the technique: "0300"."""
        return self._s.code

    @property
    def points(self) -> int:
        return self._s.points

    @property
    def digits(self) -> list[int]:
        """The digits the step is about, 1..N."""
        return self._s.digits

    @property
    def placements(self) -> list[Candidate]:
        return [Candidate(*c) for c in self._s.placements]

    @property
    def eliminations(self) -> list[Candidate]:
        return [Candidate(*c) for c in self._s.eliminations]

    @property
    def evidence(self) -> dict[str, Any]:
        """What proves the step, as the JSON names it: base, cover, fins, endo_fins and
        cannibals (constraints and candidates in human notation), and where the kind has
        them houses, cells, chains, als, colours, pattern and branches."""
        skip = {"technique", "name", "code", "digits", "placements", "eliminations", "points", "text"}
        return {k: v for k, v in self.json().items() if k not in skip}

    @property
    def branch_count(self) -> int:
        """How many branches (premises followed) a forcing step or Kraken fish has."""
        return self._s.branch_count

    @property
    def position(self) -> Puzzle:
        """The position the step applies at."""
        return Puzzle(self._s.position)

    def text(self, notation: str = "hodoku") -> str:
        """The step in HoDoKu's one-line notation, or ``notation="gnpx"`` for the long form."""
        return self._s.text(notation)

    def hint(self, level: str = "technique") -> str:
        """A graded hint (``setlogic hint --level``): "technique" names the technique only,
        "where" adds the digits, houses and cells to look at, "step" gives the whole step."""
        return self._s.hint(level)

    def json(self) -> dict[str, Any]:
        """The step's JSON object, as a dict."""
        if self._json is None:
            self._json = json.loads(self._s.json())
        return self._json

    def to_json(self) -> str:
        """The step's JSON text, exactly as the command line writes it."""
        return self._s.json()

    def svg(self, branch: Optional[int] = None) -> str:
        """The step drawn at its position; ``branch`` (1-based) draws one branch alone."""
        return _native.render_svg(self._s.position, self._s, branch)

    def __str__(self) -> str:
        return self._s.text("hodoku")

    def __repr__(self) -> str:
        return f"<Step {self._s.text('hodoku')}>"

    def _repr_svg_(self) -> str:
        return self.svg()


class SolveResult:
    """What :func:`solve` found: the path, where it ends, and the rating."""

    __slots__ = ("_r", "steps")

    def __init__(self, native: _native.SolveResult) -> None:
        self._r = native
        self.steps: list[Step] = [Step(s) for s in native.steps]

    @property
    def status(self) -> str:
        """"solved", "stuck" (logic ran out, guessing off), "no_solution" or "stopped" (a
        time or guess budget)."""
        return self._r.status

    @property
    def solved(self) -> bool:
        return self._r.status == "solved"

    @property
    def solution(self) -> Optional[str]:
        """The solution as a line, or None when the puzzle was not solved."""
        return self._r.end.line() if self.solved else None

    @property
    def position(self) -> Puzzle:
        """Where the path ends: the solution, or the position where logic got stuck."""
        return Puzzle(self._r.end)

    @property
    def guesses(self) -> int:
        return self._r.guesses

    @property
    def points(self) -> int:
        """The rating's points: the sum over the steps."""
        return self._r.points

    @property
    def hardest(self) -> Optional[str]:
        """The id of the hardest technique used, None for a path without steps."""
        return self._r.hardest

    @property
    def grade(self) -> str:
        """HoDoKu's level: "easy", "medium", "hard", "unfair" or "extreme"."""
        return self._r.grade

    @property
    def hodoku(self) -> Optional[dict[str, Any]]:
        """HoDoKu's score and level ({"score": 1032, "level": "hard"}), when :func:`solve` was
        asked for its scale (``scale="hodoku"`` or ``"all"``); else None."""
        h = self._r.hodoku
        return None if h is None else {"score": h[0], "level": h[1]}

    @property
    def se(self) -> Optional[dict[str, float]]:
        """Sudoku Explainer's ER, EP and ED ({"er": 8.3, "ep": 1.2, "ed": 1.2}), when
        :func:`solve` was asked for its scale (``scale="se"`` or ``"all"``); else None."""
        se = self._r.se
        return None if se is None else {"er": se[0], "ep": se[1], "ed": se[2]}

    @property
    def rating(self) -> dict[str, Any]:
        """points, hardest and grade, and hodoku and se when asked for, as ``setlogic rate``
        writes them."""
        r: dict[str, Any] = {"points": self.points, "hardest": self.hardest, "grade": self.grade}
        if self.hodoku is not None:
            r["hodoku"] = self.hodoku
        if self.se is not None:
            r["se"] = self.se
        return r

    def to_json(self) -> str:
        """The object ``setlogic solve --json`` prints for this puzzle."""
        return self._r.json()

    def json(self) -> dict[str, Any]:
        return json.loads(self._r.json())

    def _repr_svg_(self) -> str:
        return self.position._repr_svg_()

    def __repr__(self) -> str:
        return f"<SolveResult {self.status}, {len(self.steps)} steps, {self.grade} ({self.points}), {self.guesses} guesses>"


class PathStats:
    """What solve paths used, per technique: the paths (puzzles) using it, its steps, and
    the candidates they eliminated and placed; the library's count that ``setlogic rate``
    prints in its summary. Add solve results, merge counts made elsewhere (a Dask worker's,
    another process's, through :meth:`to_json` and :meth:`from_json`)."""

    __slots__ = ("_s",)

    def __init__(self, native: Optional[_native.PathStats] = None) -> None:
        self._s = native if native is not None else _native.PathStats()

    def add(self, result: SolveResult) -> None:
        """Counts one path."""
        self._s.add(result._r)

    def merge(self, other: "PathStats") -> None:
        self._s.merge(other._s)

    @property
    def paths(self) -> int:
        return json.loads(self._s.json())["paths"]

    @property
    def techniques(self) -> dict[str, dict[str, int]]:
        """Per technique id used: {"puzzles", "steps", "eliminations", "placements"}, in the
        catalogue's order."""
        return json.loads(self._s.json())["techniques"]

    def table(self) -> str:
        """The table of ``setlogic rate``'s summary: a line per technique used."""
        return self._s.table()

    def to_json(self) -> str:
        return self._s.json()

    @staticmethod
    def from_json(text: str) -> "PathStats":
        """Reads :meth:`to_json`'s text; a ValueError says what is wrong with other text."""
        return PathStats(_native.PathStats.from_json(text))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PathStats) and self._s == other._s

    def __reduce__(self):
        return (PathStats.from_json, (self.to_json(),))

    def __repr__(self) -> str:
        return f"<PathStats {self.paths} paths, {len(self.techniques)} techniques>"


class RateRun(Iterator[dict[str, Any]]):
    """The records of :func:`rate`, in input order, and ``stats``: the :class:`PathStats` of
    the records rated so far."""

    def __init__(self, rater: _native.Rater, records: Iterator[dict[str, Any]]) -> None:
        self._rater = rater
        self._records = records

    def __iter__(self) -> "RateRun":
        return self

    def __next__(self) -> dict[str, Any]:
        return next(self._records)

    @property
    def stats(self) -> PathStats:
        return PathStats(self._rater.stats())


def random_grid(size: int = 9, seed: int = 0) -> Puzzle:
    """A complete grid of ``size`` (4, 9, 16 or 25) drawn from ``seed``: the same seed gives
    the same grid."""
    return Puzzle(_native.random_grid(size, seed))


def _techniques(techniques: Techniques) -> str:
    if techniques is None:
        return ""
    if isinstance(techniques, str):
        return techniques
    return ",".join(techniques)


# The command line's range for --threads.
_MAX_THREADS = 1024


def _threads(threads: int) -> int:
    """The thread count asked for, 0 standing for one per core; a ValueError outside 0..1024."""
    if isinstance(threads, bool) or not isinstance(threads, int) or not 0 <= threads <= _MAX_THREADS:
        raise ValueError(f"threads: expected a whole number from 0 (one per core) to {_MAX_THREADS}, got {threads!r}")
    return threads if threads > 0 else os.cpu_count() or 1


def _digits(digits: Digits) -> Optional[list[Union[int, str]]]:
    return None if digits is None else list(digits)


def solve(
    puzzle: Puzzle,
    profile: str = "default",
    techniques: Techniques = None,
    guess: bool = True,
    check: bool = False,
    time_limit: Optional[float] = None,
    max_guesses: int = 0,
    assume_unique: str = "check",
    scale: str = "points",
    **options: Any,
) -> SolveResult:
    """Solve step by step with a technique ladder, as ``setlogic solve`` does.

    profile: a named ladder (see :func:`profiles`); techniques: "x,y" (or a list) only
    those, "-x" the profile without one, "+y" with one more, by id, name or HoDoKu code.
    guess: place a candidate when logic is stuck (else the result is "stuck").
    check: hold every step to the brute-force solution and its certificate; a failure
    raises :class:`CheckError`, a puzzle without one solution ``ValueError``.
    time_limit: seconds, after which the result is "stopped"; max_guesses likewise.
    assume_unique: "check" (count solutions first), "yes" or "no", for the uniqueness
    techniques. scale: "points" (the ladder's points and grade), "hodoku" (also HoDoKu's
    score and level, over the hodoku profile's path: :attr:`SolveResult.hodoku`), "se"
    (Sudoku Explainer's ER, EP and ED over the se profile's path: :attr:`SolveResult.se`)
    or "all" (both).
    options: the ladder's limits, named as the command line's options are
    (``chain_length=8`` is ``--chain-length 8``); :func:`options` lists them with their
    ranges and defaults (an int for a whole number, a bool for a flag, a str for a
    choice). Raises ``ValueError`` for a position without solution or a bad
    option value, ``TypeError`` for an unknown option.
    """
    r = _native.solve(
        puzzle._p, profile, _techniques(techniques), guess, check, time_limit, max_guesses, assume_unique, scale,
        options,
    )
    if r.status == "failed_check":
        raise CheckError(r.failure)
    return SolveResult(r)


def next_step(
    puzzle: Puzzle,
    profile: str = "default",
    techniques: Techniques = None,
    assume_unique: str = "check",
    **options: Any,
) -> Optional[Step]:
    """The next step of the ladder at the position (``setlogic hint``), or None. The
    arguments are solve's."""
    s = _native.next_step(puzzle._p, profile, _techniques(techniques), assume_unique, options)
    return None if s is None else Step(s)


def all_steps(
    puzzle: Puzzle,
    profile: str = "default",
    techniques: Techniques = None,
    digits: Digits = None,
    threads: int = 1,
    assume_unique: str = "check",
    **options: Any,
) -> list[Step]:
    """Every step of every technique of the ladder that applies at the position now
    (``setlogic steps --all``); only those about ``digits`` when given; ``threads`` share
    out the fish search. The other arguments are solve's."""
    steps = _native.all_steps(
        puzzle._p, profile, _techniques(techniques), assume_unique, _digits(digits), _threads(threads), options
    )
    return [Step(s) for s in steps]


def fish(
    puzzle: Puzzle,
    kinds: Iterable[str] = FISH_KINDS,
    min_size: int = 2,
    max_size: int = 7,
    digits: Digits = None,
    endo: bool = False,
    cannibal: bool = False,
    siamese: bool = False,
    every: bool = True,
    max_fins: int = 5,
    max_endo_fins: int = 2,
    threads: int = 1,
) -> list[Step]:
    """Every fish at the position (``setlogic fish``): of the kinds (basic, finned, sashimi,
    franken, mutant) and sizes (2 X-Wing .. 7 Leviathan) asked for; only those with endo
    fins (``endo``) or cannibalism (``cannibal``) when asked; Siamese fish added with
    ``siamese``; ``every=False`` keeps one fish per digit and elimination set."""
    steps = _native.fish(
        puzzle._p,
        list(kinds),
        min_size,
        max_size,
        _digits(digits),
        endo,
        cannibal,
        siamese,
        every,
        max_fins,
        max_endo_fins,
        _threads(threads),
    )
    return [Step(s) for s in steps]


def set_logic(
    puzzle: Puzzle, max_size: int = 4, max_rank: int = 1, digits: Digits = None, threads: int = 1
) -> list[Step]:
    """Every general-logic (base/cover) finding at the position up to ``max_size`` base sets
    and rank ``max_rank``, one per elimination set with its smallest certificate
    (``setlogic rank``)."""
    return [Step(s) for s in _native.set_logic(puzzle._p, max_size, max_rank, _digits(digits), _threads(threads))]


def count(puzzle: Puzzle, limit: int = 2, time_limit: Optional[float] = None) -> int:
    """The number of solutions, counted by brute force up to ``limit``. Raises
    ``TimeoutError`` when ``time_limit`` seconds pass first."""
    n, complete = _native.count(puzzle._p, limit, time_limit)
    if not complete:
        raise TimeoutError(f"the count did not finish within {time_limit} s ({n} solutions so far)")
    return n


def rate(
    lines: Iterable[str],
    threads: int = 0,
    profile: str = "default",
    techniques: Techniques = None,
    time_limit: Optional[float] = None,
    steps: bool = False,
    alphabet: Optional[str] = None,
    assume_unique: str = "check",
    source: str = "<input>",
    chunk_lines: int = 256,
    scale: str = "points",
    **options: Any,
) -> RateRun:
    """Rate every record of ``lines`` (an open file, a list of lines) as
    ``setlogic rate --format jsonl`` does: an iterator of one dict per record in input order,
    n, line, outcome ("logic", "guesses", "no_solution", "multiple", "timeout", "error"),
    puzzle, size, solved, solution, rating {points, hardest, grade, and hodoku {score, level}
    with ``scale="hodoku"``, se {er, ep, ed} with ``scale="se"``, both with ``"all"``}, guesses,
    techniques
    (steps per technique), steps (with ``steps=True``), error, ms.

    Records are read in any input format; a bad one is an error record naming ``source``,
    the line and the column. ``threads`` rate at once (0: every core); ``time_limit``
    seconds bounds each record; ``chunk_lines`` lines are read ahead and rated together.
    The ladder's arguments and options are solve's; a bad one raises at the call. The
    iterator's ``stats`` counts the paths of the records rated so far (:class:`PathStats`).
    """
    settings = _native.RateSettings(
        profile, _techniques(techniques), scale, assume_unique, time_limit, steps, alphabet, options
    )  # a bad option raises here, at the call
    threads = _threads(threads)
    rater = _native.Rater(settings, threads, source)
    size = max(chunk_lines, 4 * threads)

    def records() -> Iterator[dict[str, Any]]:
        chunk: list[str] = []
        for line in lines:
            chunk.append(line if line.endswith("\n") else line + "\n")
            if len(chunk) >= size:
                yield from map(json.loads, rater.feed("".join(chunk), False))
                chunk = []
        yield from map(json.loads, rater.feed("".join(chunk), True))

    return RateRun(rater, records())


def _range(name: str, value: Union[None, str, float, tuple[Optional[float], Optional[float]]]) -> str:
    """A range as the command line writes it: "800-", "-300", "8.0-9.5", "5"."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    if isinstance(value, tuple) and len(value) == 2:
        low, high = value
        return f"{'' if low is None else low}-{'' if high is None else high}"
    raise ValueError(f"{name}: expected a number, a range such as '800-' or a (low, high) pair, got {value!r}")


def generate(
    count: Optional[int] = None,
    seed: Optional[int] = None,
    size: int = 9,
    symmetry: str = "none",
    minimal: bool = False,
    givens: Optional[tuple[int, int]] = None,
    pattern: Optional[str] = None,
    level: Optional[str] = None,
    points: Any = None,
    score: Any = None,
    er: Any = None,
    techniques: Sequence[str] = (),
    without: Sequence[str] = (),
    hardest: Optional[str] = None,
    first: Optional[str] = None,
    profile: Optional[str] = None,
    threads: int = 0,
    time_limit: Optional[float] = None,
    steps: bool = False,
    scale: str = "points",
    assume_unique: str = "check",
    start: int = 0,
    one_per_grid: bool = False,
    **options: Any,
) -> Iterator[dict[str, Any]]:
    """Make puzzles as ``setlogic generate --format jsonl`` does: an iterator of one record
    per puzzle (rate's fields, then seed, index and tried), ``count`` of them (None: until
    ``time_limit`` seconds pass, or forever), from puzzle number ``start`` of the stream.
    Puzzle n of a seed is the same on any number of ``threads`` and wherever it is made
    (setlogic.dask.generate shares a stream out so); with no seed a random one is drawn
    (each record carries it).

    The shape: ``size`` (4, 9, 16, 25), ``symmetry`` (none, central, diagonal, antidiagonal,
    mirror, both, rotational90), ``minimal``, ``givens`` (least, most), ``pattern`` (a puzzle
    line whose givens mark the cells that must hold one). The goal: HoDoKu's ``level``
    ("hard", "unfair-"), ``points``, HoDoKu's ``score`` and Sudoku Explainer's ``er``
    (a number, "800-", "8.0-9.5" or a (low, high) pair), ``techniques`` the path must use
    ("x_wing" or "x_wing:simple", modes anywhere, simple, simple-then-singles, singles),
    ``without`` techniques, the ``hardest`` step's and the ``first`` hard step's technique.
    The ladder is ``profile``'s (by default HoDoKu's for a HoDoKu goal alone, Sudoku
    Explainer's for an ER goal alone, else "default") with the ladder options of solve.
    Every puzzle is checked before it is given: its shape again and its goal on a fresh rating.
    A rare goal's search goes on from each puzzle it found to the next, so such puzzles often
    share their solution grid (docs/generate.md); ``one_per_grid`` gives each its own.
    """
    if count is not None and (isinstance(count, bool) or not isinstance(count, int) or count < 1):
        raise ValueError(f"count: expected a whole number from 1, got {count!r}")
    if isinstance(start, bool) or not isinstance(start, int) or start < 0:
        raise ValueError(f"start: expected a whole number from 0, got {start!r}")
    goal = _native.GoalText(
        level or "",
        _range("points", points),
        _range("score", score),
        _range("er", er),
        list(techniques),
        list(without),
        hardest or "",
        first or "",
    )
    generator = _native.Generator(
        size, seed, symmetry, minimal, one_per_grid, givens, pattern, goal, profile or "", "", scale, assume_unique,
        time_limit, steps,
        options,
    )  # a bad argument raises here, at the call
    threads = _threads(threads)

    def records() -> Iterator[dict[str, Any]]:
        made = 0
        index = start
        while count is None or made < count:
            # one puzzle at a time on one thread; else a run (its puzzles made in order) a thread
            size = 1 if threads == 1 else threads * _native.generate_run - index % _native.generate_run
            if count is not None:
                size = min(size, count - made)
            batch = generator.batch(index, size, threads)
            index += size
            for record in batch:
                if record is None:
                    return  # the time limit passed
                yield json.loads(record)
                made += 1
                if count is not None and made == count:
                    return

    return records()


def rate_header(
    profile: str = "default",
    techniques: Techniques = None,
    time_limit: Optional[float] = None,
    assume_unique: str = "check",
    scale: str = "points",
    **options: Any,
) -> dict[str, Any]:
    """What ``setlogic rate --format jsonl`` writes first, before its records, for these
    arguments of :func:`rate`: the version, profile, techniques (when edited), scale, time
    limit and every option's value, so that a collection's ratings can be traced."""
    return json.loads(
        _native.rate_header(profile, _techniques(techniques), scale, assume_unique, time_limit, options)
    )


def render_svg(puzzle: Puzzle, step: Optional[Step] = None, branch: Optional[int] = None) -> str:
    """The position drawn as SVG, with ``step`` marked on it when given (as ``setlogic
    render``); ``branch`` (1-based) draws one branch of a forcing step or Kraken fish."""
    return _native.render_svg(puzzle._p, None if step is None else step._s, branch)


def techniques() -> list[dict[str, Any]]:
    """The technique catalogue in ladder order: id, name, HoDoKu code, family, size, level
    and points of each."""
    return json.loads(_native.catalogue())["techniques"]


def options() -> list[dict[str, Any]]:
    """The search options that solve, next_step, all_steps and rate take as keywords (and
    ``assume_unique``): name, flag (the command line's), kind (whole, flag or choice), low
    and high or choices, default and help of each."""
    return json.loads(_native.options())


def profiles() -> list[str]:
    """The names of the technique ladders ``profile`` takes."""
    return _native.profiles()
