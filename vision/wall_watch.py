"""A camera on one Mine Deeper wall face: successive frames -> steady squares -> pushes.

Each square's reading (a piece, or None where the square is empty, `vision.wall_reader`) changes
only once the frames in a row that agree on the new one span `present_s` seconds (`[vision]
present_s`, as for cards; so at least two frames), so a hand or a dark sleeve passing in front of
the wall, or a square misread for a moment, never makes a push. A frame whose face cannot be
found (a corner marker covered) breaks every run. A square not yet read alike that long is
unsettled (`?`) and no change is reported for it: a square already empty when the camera starts
is not a push.

A square that settles empty is a `SquareEmptied` proposal (`vision.proposals.mine_deeper`), told
to the session as a `SquarePushed(face, cell)` observation: the session has the engine apply it,
or keeps it as an alert when it is out of turn. A square that settles filled again is a
`SquareBack` (putting back the last push undoes it).
"""

import time
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from companion.config import Config
from companion.errors import InputError
from companion.games.mine_deeper import cell_index, cell_name
from companion.sessions.base import Session
from companion.sessions.inputs import SquareBack, SquarePushed
from vision.proposals.mine_deeper import SquareEmptied, propose
from vision.tracker import lasted
from vision.wall_colours import ColourClasses
from vision.wall_reader import read_squares

UNSETTLED = "?"


class SteadyWall:
    """The 25 squares of one face as recent frames agree on them."""

    def __init__(self, present_s: float):
        self.present_s = present_s
        self.squares: list[str | None] = [UNSETTLED] * 25
        self._candidate: list[str | None] = [UNSETTLED] * 25
        self._since: list[float | None] = [None] * 25  # when the run of `_candidate` began

    def update(self, seen: Sequence[str | None] | None,
               at: float) -> tuple[list[SquareEmptied], list[int]]:
        """One frame's reading (None when the face was not found), taken at `at` seconds: the
        squares that settled empty, and the indices of those that settled filled again."""
        if seen is None:
            self._since = [None] * 25
            return [], []
        before = list(self.squares)
        for index, now in enumerate(seen):
            since = self._since[index]
            if now == self.squares[index]:
                self._since[index] = None
            elif since is None or now != self._candidate[index]:
                self._candidate[index], self._since[index] = now, at
            elif lasted(since, at, self.present_s):
                self.squares[index], self._since[index] = now, None
        settled = [now if was == UNSETTLED else was for was, now in zip(before, self.squares,
                                                                        strict=True)]
        refilled = [index for index, (was, now) in enumerate(zip(settled, self.squares,
                                                                 strict=True))
                    if was is None and now is not None]
        return propose(settled, self.squares), refilled


@dataclass(frozen=True)
class WallUpdate:
    emptied: tuple[SquareEmptied, ...]  # told to the session as pushes
    refilled: tuple[str, ...]  # cells put back, told to the session
    problem: str | None  # why this frame said nothing (the face not found), else None


class WallWatch:
    """Feeds one Mine Deeper session from the camera that faces its wall face `face`."""

    def __init__(self, session: Session, face: str, classes: ColourClasses,
                 present_s: float):
        self.session = session
        self.face = face
        self.classes = classes
        self.wall = SteadyWall(present_s)

    @classmethod
    def from_config(cls, session: Session, face: str, classes: ColourClasses,
                    config: Config) -> "WallWatch":
        return cls(session, face, classes, config["vision"]["present_s"])

    def see(self, frame: np.ndarray, at: float | None = None) -> WallUpdate:
        """One frame of the face, taken at `at` seconds (time.monotonic() when not given)."""
        return self.take(*self.look(frame), time.monotonic() if at is None else at)

    def look(self, frame: np.ndarray) -> tuple[list[str | None] | None, str | None]:
        """The squares a frame shows, or None and why the face was not found. Touches no
        session: a camera thread may call it."""
        try:
            return read_squares(frame, self.classes), None
        except InputError as unreadable:
            return None, str(unreadable)

    def take(self, seen: list[str | None] | None, problem: str | None,
             at: float) -> WallUpdate:
        """A reading `look` made of a frame taken at `at`: settle the squares and tell the
        session what settled (on the thread that owns the session)."""
        emptied, refilled = self.wall.update(seen, at)
        for square in emptied:
            self.session.observe(SquarePushed(self.face, cell_index(square.cell)))
        for index in refilled:
            self.session.observe(SquareBack(self.face, index))
        return WallUpdate(tuple(emptied), tuple(cell_name(i) for i in refilled), problem)
