"""The shape every game engine has, as python-chess's `Board` has for its variants.

A game is a frozen value. `legal_actions()` lists what may be played now; `check(action)` returns
the action as the engine lists it, or raises `IllegalMove(rule, message)` naming the rule it
breaks in the rulebook's words; `apply(action)` returns the next game and the typed events the
action caused, and never changes the game it was called on (a refused action leaves it as it
was). `to_json()` / `from_json()` round-trip exactly; `view(seat)` is what one seat may see, as
typed dataclasses. Points come itemised: every point a player holds has a sentence saying where
it came from, and the items add up to the total.

Sessions, the CLI's whole-game commands, the UI and the conformance tests know engines only
through this class, so a fifth game is one more subclass (docs/architecture.md).
"""

import hashlib
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any, ClassVar, Generic, Self, TypeVar

from companion.errors import IllegalMove

__all__ = ["Event", "Game", "IllegalMove", "PointItem", "Points"]


@dataclass(frozen=True)
class Event:
    """Something an action caused. Each engine's events subclass this with their own fields;
    `seat` is the player it concerns, None for the whole table."""

    seat: int | None


@dataclass(frozen=True)
class PointItem:
    """One scoring entry: `vp` points from `source` ("chart", "contract", "gallery", ...),
    with a sentence a player can check at the table."""

    vp: int
    source: str
    why: str


@dataclass(frozen=True)
class Points:
    """A player's score and every item that makes it up."""

    items: tuple[PointItem, ...] = field(default=())

    @property
    def total(self) -> int:
        return sum(item.vp for item in self.items)

    def to_json(self) -> dict[str, Any]:
        return {"total": self.total,
                "items": [{"vp": i.vp, "source": i.source, "why": i.why} for i in self.items]}


def seat_name(names: Sequence[str], seat: int) -> str:
    """The player at `seat`, or "seat N" when no one plays there: a move held for the table may
    name any seat, and it is still told in words."""
    return names[seat] if 0 <= seat < len(names) else f"seat {seat}"


@cache
def _catalog_digest(package: str) -> str:
    data = resources.files(package).joinpath("data")
    if not data.is_dir():
        return "1"
    digest = hashlib.sha256()
    for item in sorted(data.iterdir(), key=lambda entry: entry.name):
        if item.name.endswith(".json"):
            digest.update(item.name.encode() + item.read_bytes())
    return digest.hexdigest()[:12]


A = TypeVar("A")  # the engine's action type (a union of frozen dataclasses)
E = TypeVar("E", bound=Event)
V = TypeVar("V")  # the engine's view dataclass


class Game(ABC, Generic[A, E, V]):
    """A game in progress. Subclasses are frozen dataclasses (or behave as such)."""

    NAME: ClassVar[str]  # "deep-claim": the CLI's and the session store's name for the game
    TITLE: ClassVar[str]  # "Deep Claim"
    PLAYERS: ClassVar[range]  # how many may play
    OPTIONS: ClassVar[dict[str, bool | int]] = {}  # new()'s options with their defaults
    POINTS: ClassVar[str] = "VP"  # what `points()` counts ("VP", "gems")

    @classmethod
    def default_names(cls, count: int) -> list[str]:
        """Names for `count` players when nobody gave any."""
        return [f"Player {n}" for n in range(1, count + 1)]

    @classmethod
    def catalog_version(cls) -> str:
        """A digest of the engine's card catalogs (its package's data/*.json), so a saved game
        says which (possibly edited) catalogs its replay needs; "1" for an engine without."""
        return _catalog_digest(cls.__module__.rsplit(".", 1)[0])

    # -- set-up ------------------------------------------------------------------------------
    @classmethod
    @abstractmethod
    def new(cls, names: Sequence[str], seed: int, **options: Any) -> Self:
        """A new game for these players (seat order), every random draw from `seed`; options
        are the engine's own (modules, first player, walls...). Raises IllegalMove for a set-up
        the rules do not allow."""

    # -- reading ------------------------------------------------------------------------------
    @property
    @abstractmethod
    def names(self) -> tuple[str, ...]:
        """The players' names, by seat."""

    @property
    @abstractmethod
    def over(self) -> bool:
        """The game has ended: no action is legal any more."""

    @property
    @abstractmethod
    def turn(self) -> int | None:
        """The seat the game waits on, or None once it is over."""

    @abstractmethod
    def winners(self) -> list[int]:
        """The winning seats once the game is over (several for a shared win), else []."""

    @abstractmethod
    def points(self) -> list[Points]:
        """Every seat's points as they stand, itemised."""

    @abstractmethod
    def view(self, seat: int | None) -> V:
        """What `seat` may see (None: the whole table, as the shared screen shows it)."""

    # -- rules --------------------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self) -> list[A]:
        """Every action that may be played now, in a stable order."""

    @abstractmethod
    def check(self, action: A) -> A:
        """`action` as `legal_actions` lists it; raises IllegalMove naming the rule it breaks."""

    @abstractmethod
    def apply(self, action: A) -> tuple[Self, list[E]]:
        """The game after `action` and what it caused; raises IllegalMove (and changes nothing)
        for an illegal action."""

    def is_legal(self, action: A) -> bool:
        try:
            self.check(action)
        except IllegalMove:
            return False
        return True

    # -- words --------------------------------------------------------------------------------
    @abstractmethod
    def describe_action(self, action: A, viewer: int | None = None) -> str:
        """The action in the table's words, saying nothing `viewer` may not know."""

    @abstractmethod
    def describe_event(self, event: E, viewer: int | None = None) -> str:
        """The event as one sentence, saying nothing `viewer` may not know."""

    # -- plain JSON ---------------------------------------------------------------------------
    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """The whole game (hidden information included) as plain JSON."""

    @classmethod
    @abstractmethod
    def from_json(cls, data: Any) -> Self:
        """The game `to_json` wrote; InputError for anything else (checked, never trusted)."""

    @classmethod
    @abstractmethod
    def action_to_json(cls, action: A) -> dict[str, Any]:
        """The action as plain JSON, as game files and the session log store it."""

    @classmethod
    @abstractmethod
    def action_from_json(cls, data: Any) -> A:
        """An action from its JSON form; InputError names what is wrong with it."""
