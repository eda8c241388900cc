"""Every action a player takes, as a small frozen dataclass naming the seat that takes it.

Seats are 0..n-1 clockwise from the first name. Cards are "move", "extract", "process",
"build", "home", "science" and "special" (the 7th, unlocked by the Super Structure). Cubes are
named as in cubes.py. The board's own actions (part 1: ledger.py) live with the board and share
the JSON form: {"type": "<ClassName>", "seat": n, ...fields}.
"""

from dataclasses import dataclass
from typing import Any

from companion.games import codec


@dataclass(frozen=True)
class ChooseFaction:
    seat: int
    faction: str


@dataclass(frozen=True)
class PlaceScientist:
    """A scientist onto an improvement space: extract, refine or research."""

    seat: int
    space: str


@dataclass(frozen=True)
class PlayCard:
    seat: int
    card: str


@dataclass(frozen=True)
class Power:
    """Carry out the Power Action Step of the card on the 2nd Action Card space."""

    seat: int


@dataclass(frozen=True)
class Done:
    """Finish the step under way (skip what is optional), or decline an optional choice."""

    seat: int


@dataclass(frozen=True)
class Advance:
    seat: int
    track: str


@dataclass(frozen=True)
class ChooseOre:
    """The Raw Ore a reward gives: gold, palladium or osmium."""

    seat: int
    ore: str


@dataclass(frozen=True)
class Buy:
    seat: int
    kind: str  # kelp or a refined ore


@dataclass(frozen=True)
class Sell:
    seat: int
    kind: str  # kelp, a refined ore or a raw ore, from Surface Storage


@dataclass(frozen=True)
class Refine:
    """Process Ore in Surface Storage: a raw ore into its refined form, or slag into `into`."""

    seat: int
    kind: str
    into: str


@dataclass(frozen=True)
class Develop:
    """Develop a technology: into a free slot (""), over a tile of the same type (its id), or
    (Meneswo) into the slot bought by covering 2 storage spaces ("storage")."""

    seat: int
    tech: str
    into: str = ""


@dataclass(frozen=True)
class StoreAnomaly:
    """Put the anomaly token just gained onto Anomaly Storage space `space`; `replace` returns
    the tokens already there to the box first."""

    seat: int
    space: int
    replace: bool = False


@dataclass(frozen=True)
class Adjust:
    """An event's Market arrows, in the card's order, each assigned to a Demand Track."""

    seat: int
    tokens: tuple[str, ...]


@dataclass(frozen=True)
class Borrow:
    """Deep Build's power: the resource reward under another player's cube on a Research
    Track, at `space`."""

    seat: int
    track: str
    space: int


@dataclass(frozen=True)
class Restore:
    """Lower the Exploitation Track by 1 space where a rule makes it optional (Green Tide)."""

    seat: int


ENGINE_ACTIONS: tuple[type, ...] = (ChooseFaction, PlaceScientist, PlayCard, Power, Done, Advance,
                                    ChooseOre, Buy, Sell, Refine, Develop, StoreAnomaly, Adjust,
                                    Borrow, Restore)


def to_json(action: Any) -> dict[str, Any]:
    return codec.to_json(action)


def from_json(data: Any, kinds: tuple[type, ...]) -> Any:
    """An action of one of `kinds` from its JSON form; InputError says what is wrong."""
    return codec.from_json(data, kinds, "Deep Shelf")
