"""Type stubs of setlogic._native, the module's native half (python/native/module.cpp).
The public API is setlogic's own (__init__.py); these are its building blocks."""

from typing import Any, Optional, Sequence, Union

_Digit = Union[int, str]

class Position:
    size: int
    box: int
    alphabet: str
    is_position: bool
    clue_count: int
    def line(self) -> str: ...
    def grid(self) -> str: ...
    def pencilmarks(self) -> str: ...
    def candidates_line(self) -> str: ...
    def canonical(self, budget: int) -> Position: ...
    def values(self) -> list[int]: ...
    def candidates(self) -> list[list[int]]: ...
    def symbol(self, digit: int) -> str: ...
    def problem(self) -> str: ...
    def __eq__(self, other: object) -> bool: ...

class Step:
    technique: str
    name: str
    code: str
    points: int
    digits: list[int]
    placements: list[tuple[int, int, int]]
    eliminations: list[tuple[int, int, int]]
    branch_count: int
    position: Position
    def text(self, notation: str) -> str: ...
    def json(self) -> str: ...
    def hint(self, level: str) -> str: ...

class SolveResult:
    status: str
    steps: list[Step]
    end: Position
    points: int
    hardest: Optional[str]
    hardest_points: int
    grade: str
    guesses: int
    hodoku: Optional[tuple[int, str]]
    failure: str
    def json(self) -> str: ...

class RateSettings:
    def __init__(
        self,
        profile: str,
        techniques: str,
        scale: str,
        assume_unique: str,
        time_limit: Optional[float],
        steps: bool,
        alphabet: Optional[str],
        limits: dict[str, Any],
    ) -> None: ...

class Rater:
    def __init__(self, settings: RateSettings, threads: int, source: str) -> None: ...
    def feed(self, text: str, final: bool) -> list[str]: ...
    def stats(self) -> PathStats: ...

class PathStats:
    def __init__(self) -> None: ...
    def add(self, result: SolveResult) -> None: ...
    def merge(self, other: PathStats) -> None: ...
    def json(self) -> str: ...
    @staticmethod
    def from_json(text: str) -> PathStats: ...
    def table(self) -> str: ...

class GoalText:
    def __init__(
        self,
        level: str,
        points: str,
        score: str,
        er: str,
        techniques: list[str],
        without: list[str],
        hardest: str,
        first: str,
    ) -> None: ...

class Generator:
    seed: int
    def __init__(
        self,
        size: int,
        seed: Optional[int],
        symmetry: str,
        minimal: bool,
        givens: Optional[tuple[int, int]],
        pattern: Optional[str],
        goal: GoalText,
        profile: str,  # "": the goal's default profile
        techniques: str,
        scale: str,
        assume_unique: str,
        time_limit: Optional[float],
        steps: bool,
        options: dict[str, Any],
    ) -> None: ...
    def batch(self, first: int, count: int, threads: int) -> list[Optional[str]]: ...

def parse(text: str, alphabet: Optional[str]) -> Position: ...
def solve(
    position: Position,
    profile: str,
    techniques: str,
    guess: bool,
    check: bool,
    time_limit: Optional[float],
    max_guesses: int,
    assume_unique: str,
    scale: str,
    limits: dict[str, Any],
) -> SolveResult: ...
def next_step(
    position: Position, profile: str, techniques: str, assume_unique: str, limits: dict[str, Any]
) -> Optional[Step]: ...
def all_steps(
    position: Position,
    profile: str,
    techniques: str,
    assume_unique: str,
    digits: Optional[Sequence[_Digit]],
    threads: int,
    limits: dict[str, Any],
) -> list[Step]: ...
def fish(
    position: Position,
    kinds: Sequence[str],
    min_size: int,
    max_size: int,
    digits: Optional[Sequence[_Digit]],
    endo: bool,
    cannibal: bool,
    siamese: bool,
    every: bool,
    max_fins: int,
    max_endo_fins: int,
    threads: int,
) -> list[Step]: ...
def set_logic(
    position: Position, max_size: int, max_rank: int, digits: Optional[Sequence[_Digit]], threads: int
) -> list[Step]: ...
def count(position: Position, limit: int, time_limit: Optional[float]) -> tuple[int, bool]: ...
def render_svg(position: Position, step: Optional[Step], branch: Optional[int]) -> str: ...
def slice_file(path: str, lines: int, settings: RateSettings) -> list[tuple[int, int, int, int]]: ...
def rate_slice(
    path: str,
    offset: int,
    first_line: int,
    records: int,
    first_n: int,
    file: str,
    settings: RateSettings,
    threads: int,
) -> tuple[list[str], str]: ...
def rate_slice_text(
    text: bytes,
    path: str,
    first_line: int,
    records: int,
    first_n: int,
    file: str,
    settings: RateSettings,
    threads: int,
) -> tuple[list[str], str]: ...
def random_grid(size: int, seed: int) -> Position: ...
def catalogue() -> str: ...
def options() -> str: ...
def rate_header(
    profile: str,
    techniques: str,
    scale: str,
    assume_unique: str,
    time_limit: Optional[float],
    options: dict[str, Any],
) -> str: ...
def profiles() -> list[str]: ...
