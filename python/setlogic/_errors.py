"""The errors the setlogic module raises of its own."""


class ParseError(ValueError):
    """Text that is not a puzzle or position in any format setlogic reads.

    ``line`` and ``column`` are 1-based; ``column`` is 0 when the error concerns the whole
    line or record. ``reason`` says what is wrong, as the command line says it.
    """

    def __init__(self, line: int, column: int, reason: str) -> None:
        where = f"line {line}, column {column}" if column > 0 else f"line {line}"
        super().__init__(f"{where}: {reason}")
        self.line = line
        self.column = column
        self.reason = reason

    def __reduce__(self):
        return (type(self), (self.line, self.column, self.reason))


class CheckError(RuntimeError):
    """``solve(..., check=True)`` met a step that eliminates a candidate of the solution,
    places a wrong digit or fails its certificate. The message names the step and why."""
