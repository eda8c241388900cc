"""The push detector every backend shares: raw square levels in, pushes and anomalies out.

It keeps no clock and no thread: backends `feed` each raw change with its time, and whoever owns
the timer calls `expire(now)` at `next_deadline()`. A square's level counts once it has held
for `settle_s`:

- present -> absent, held: a push (`SquarePushed`, `at` = the last edge to absent);
- a level that leaves and comes back before it has held: "glitch" naming the square;
- present -> absent held while another square of the wall is also on its way to absent:
  "two-at-once" naming all of them, none counted (one anomaly per face involved);
- absent -> present held: "came-back" (the square was pushed, or never counted).

Contact bounce needs no separate rule: the settle timer restarts at every edge, so a burst of
edges that ends absent is one push, and one that ends present is one glitch. (gpiozero's
`hold_time` would time one pin, but the matrix and serial backends have no gpiozero input per
square, and two-at-once needs every square in one place.)
"""

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from hardware.sensors.events import SensorAnomaly, SquarePushed, square_name

Square = tuple[str, int]
Event = SquarePushed | SensorAnomaly


@dataclass
class _Square:
    settled: str  # "present", "pushed" (absent, counted) or "absent" (absent, not counted)
    raw: bool  # the last level fed: True = present
    since: float = 0.0  # time of the last raw edge
    left_at: float | None = None  # first edge away from the settled level, None when at rest

    @property
    def settled_present(self) -> bool:
        return self.settled == "present"


def _label(square: Square) -> str:
    return f"{square[0]} {square_name(square[1])}"


class PushDetector:
    """Settled view of the wall built from raw levels; see the module docstring for the rules."""

    def __init__(self, settle_s: float, present: Mapping[str, Iterable[int]]):
        """`present`: for each wired face, the cells that hold a piece when watching starts."""
        self._settle_s = settle_s
        self._squares: dict[Square, _Square] = {}
        for face, cells in present.items():
            held = set(cells)
            for cell in range(25):
                level = cell in held
                self._squares[face, cell] = _Square("present" if level else "absent", level)

    def present(self) -> dict[str, frozenset[int]]:
        """The settled view: for each wired face, the cells that hold a piece."""
        view: dict[str, set[int]] = {}
        for (face, cell), square in self._squares.items():
            view.setdefault(face, set())
            if square.settled_present:
                view[face].add(cell)
        return {face: frozenset(cells) for face, cells in view.items()}

    def raw(self, face: str, cell: int) -> bool:
        return self._squares[face, cell].raw

    def feed(self, face: str, cell: int, present: bool, at: float) -> None:
        """A raw edge: `present` is the new level of the square, `at` when it changed."""
        square = self._squares[face, cell]
        if square.raw == present:
            return
        square.raw = present
        square.since = at
        if square.left_at is None:
            square.left_at = at

    def overwrite(self, face: str, cell: int, present: bool) -> None:
        """Take a level as settled without any event (a full state read after a resync)."""
        self._squares[face, cell] = _Square("present" if present else "absent", present)

    def next_deadline(self) -> float | None:
        moving = [s.since for s in self._squares.values() if s.left_at is not None]
        return min(moving) + self._settle_s if moving else None

    def due(self, now: float) -> list[Square]:
        """Squares whose level has held long enough to be decided at `now`."""
        return [key for key, s in self._squares.items()
                if s.left_at is not None and s.since + self._settle_s <= now]

    def expire(self, now: float) -> list[Event]:
        """Decide every square whose level has held for the settle time by `now`."""
        events: list[Event] = []
        for key in sorted(self.due(now), key=lambda k: self._squares[k].since):
            square = self._squares[key]
            if square.left_at is not None:  # an earlier decision here may have settled it
                events.extend(self._decide(key, square))
        return events

    def _decide(self, key: Square, square: _Square) -> list[Event]:
        left_at, square.left_at = square.left_at, None
        face, cell = key
        if square.raw == square.settled_present:
            gone = "absent" if square.settled_present else "present"
            millis = (square.since - left_at) * 1000
            return [SensorAnomaly("glitch", face, (cell,),
                                  f"{_label(key)} read {gone} for {millis:.0f} ms, then went back",
                                  square.since)]
        if square.raw:
            square.settled = "present"
            return [SensorAnomaly("came-back", face, (cell,),
                                  f"{_label(key)} reads present again", square.since)]
        others = [k for k, s in self._squares.items()
                  if k != key and s.settled_present and s.left_at is not None and not s.raw]
        if not others:
            square.settled = "pushed"
            return [SquarePushed(face, cell, square.since)]
        return self._together([key, *others], square.since)

    def _together(self, keys: list[Square], at: float) -> list[Event]:
        names = " and ".join(_label(k) for k in keys)
        for key in keys:
            self._squares[key].settled = "absent"
            self._squares[key].left_at = None
        faces = dict.fromkeys(face for face, _ in keys)
        return [SensorAnomaly("two-at-once", face,
                              tuple(sorted(cell for f, cell in keys if f == face)),
                              f"{names} went absent together; no push counted", at)
                for face in faces]
