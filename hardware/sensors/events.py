"""What the sensor grid tells the rest of the companion.

Faces are "north" and "south"; cells are 0..24 (row * 5 + column, rows A-E, columns 1-5 as seen
by the player who fills that face). Times are `time.monotonic()` seconds.
"""

from dataclasses import dataclass

from companion.sessions import inputs

FACES = ("north", "south")


@dataclass(frozen=True)
class SquarePushed:
    """A square went from present to absent and stayed so: one push."""

    face: str
    cell: int
    at: float


@dataclass(frozen=True)
class SensorAnomaly:
    """Something the grid saw that is not a clean push; never counted as a move.

    kind: "glitch" (absent shorter than the settle time), "two-at-once", "came-back" (a pushed
    square reads present again), "corrupt-line", "disconnected", "reconnected", "unseen-change"
    (a full state from the serial board differs from what the host knew: named, never a push).
    """

    kind: str
    face: str | None
    cells: tuple[int, ...]
    message: str
    at: float


def square_name(cell: int) -> str:
    """Cell 0..24 as the player reads it on the wall: rows A-E, columns 1-5 ("B3" is cell 7)."""
    return f"{'ABCDE'[cell // 5]}{cell % 5 + 1}"


def observation(event: SquarePushed | SensorAnomaly) -> inputs.SensorInput:
    """The event as a session receives it: a push, a square back, or a fault to show."""
    if isinstance(event, SquarePushed):
        return inputs.SquarePushed(event.face, event.cell)
    if event.kind == "came-back" and event.face is not None and event.cells:
        return inputs.SquareBack(event.face, event.cells[0])
    return inputs.SensorFault(event.message, event.face, event.cells)
