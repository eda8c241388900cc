"""The Ocean Expanse board's actions, each a small frozen dataclass naming the seat that takes it,
and their words for the table.

Shelves are numbers (their order in data/ocean.json) and are told by name ("S7", "D14").
Units are "sub" (the Submarine) and "c0", "c1", "c2" (the player's Crawlers, in building order).
Cube kinds are cubes.py's. The JSON form is the engine's: {"type": "<ClassName>", "seat": n, ...}.
"""

from dataclasses import dataclass
from typing import Any

from companion.games.base import seat_name
from companion.games.deep_shelf import catalog
from companion.games.deep_shelf.cubes import article, name
from companion.games.deep_shelf.ocean_map import OceanMap


# -- set-up ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Cover:
    """With 3 players: the area ("top" or "bottom") covered with Void Space tiles."""

    seat: int
    area: str


@dataclass(frozen=True)
class ClaimDock:
    seat: int
    dock: int


# -- tiles -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ScoutAt:
    """The unexplored Shelf to scout (Meneswo's second scout, Deep Build, Supercavitation)."""

    seat: int
    shelf: int


@dataclass(frozen=True)
class Declare:
    """Units in the Shallows and the Deep: how many tiles come from the Deep bag."""

    seat: int
    deep: int


@dataclass(frozen=True)
class Draw:
    """The tile drawn from its zone's bag, as the table drew it."""

    seat: int
    tile: str


@dataclass(frozen=True)
class PlaceTile:
    seat: int
    tile: str
    shelf: int


@dataclass(frozen=True)
class Orient:
    """The Unstable Vent's orientation (its yellow spots on corners `facing` and `facing` + 1)."""

    seat: int
    shelf: int
    facing: int


# -- units -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Move:
    seat: int
    unit: str
    to: int


@dataclass(frozen=True)
class Load:
    """A cube from the unit's Shelf into the unit."""

    seat: int
    unit: str
    kind: str


@dataclass(frozen=True)
class Drop:
    """A cube from the unit onto its Shelf."""

    seat: int
    unit: str
    kind: str


@dataclass(frozen=True)
class Stow:
    """Docking: a cube from the unit (`source` "cargo") or its Dock Shelf ("shelf") into
    Surface Storage."""

    seat: int
    unit: str
    kind: str
    source: str


@dataclass(frozen=True)
class Stop:
    """The units' movement ends (tiles where they end it act)."""

    seat: int


@dataclass(frozen=True)
class Home:
    """Home Base: the Submarine to one of the player's Dock Shelves."""

    seat: int
    shelf: int


@dataclass(frozen=True)
class Salvage:
    """A single-use tile where a unit ended its move: "credits", or the cubes onto the "unit" or
    the "shelf" (Shipwrecks); "credits" or "dragon" (the Dragon Burrow)."""

    seat: int
    shelf: int
    take: str


@dataclass(frozen=True)
class Shift:
    """Mobius: an Extractor to another Shelf (across a Tube, or onto a Crawler's Shelf)."""

    seat: int
    shelf: int
    to: int


# -- extraction and refining -----------------------------------------------------------------------
@dataclass(frozen=True)
class Extract:
    """One extraction from `shelf`: `kind` (a raw ore or kelp; "anomaly"; a refined ore at the
    Pure Ore Seam; "research" at the Self-contained Biome), put `into` "shelf", "sub", a Crawler
    ("c0"...), "storage" (the Acceleration Loop) or "supply" (no room anywhere)."""

    seat: int
    shelf: int
    kind: str
    into: str


@dataclass(frozen=True)
class Gather:
    """Planet Crack's power: 1 Slag at an Extractor's Shelf with no resources."""

    seat: int
    shelf: int


@dataclass(frozen=True)
class Smelt:
    """A Smelter refines a cube on or next to its Shelf: held by `holder` ("shelf", "sub",
    "c0"...) on `shelf`."""

    seat: int
    shelf: int
    holder: str
    kind: str
    into: str


@dataclass(frozen=True)
class Lift:
    """The Acceleration Loop lifts a cube on or next to it into Surface Storage."""

    seat: int
    shelf: int
    holder: str
    kind: str


# -- building --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Build:
    """A facility on `shelf`; `slag` the opponent's adjacent Shelf that takes the Slag (-1:
    none is adjacent)."""

    seat: int
    facility: str
    shelf: int
    slag: int = -1


@dataclass(frozen=True)
class Retrofit:
    """Living Ocean: the Extractor on `shelf` replaced with a Smelter or a Worker Complex."""

    seat: int
    shelf: int
    into: str


@dataclass(frozen=True)
class Tube:
    """A Tube on the space between Shelves `a` and `b`, paid with `cube` ("": free)."""

    seat: int
    a: int
    b: int
    cube: str


@dataclass(frozen=True)
class Crawler:
    seat: int
    shelf: int
    cube: str


@dataclass(frozen=True)
class Graft:
    """Propagate Spores' power: the Crawler on `shelf` replaced with an Extractor."""

    seat: int
    shelf: int
    slag: int = -1


@dataclass(frozen=True)
class Recall:
    """Meneswo's Build power: the Crawler on `shelf` back to the Industry Board."""

    seat: int
    shelf: int


@dataclass(frozen=True)
class TakeRebate:
    """Deep Build: 1 Credit off the coming build instead of scouting."""

    seat: int


# -- the Depth Dragon ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Swim:
    """The dragon moves one space, to `to`, turning by `turn` sixths (-1, 0 or 1)."""

    seat: int
    to: int
    turn: int


@dataclass(frozen=True)
class Settle:
    """The dragon's full move is impossible: it goes to a Shelf within 1 hex of its start,
    facing any way."""

    seat: int
    to: int
    facing: int


ACTIONS: tuple[type, ...] = (Cover, ClaimDock, ScoutAt, Declare, Draw, PlaceTile, Orient, Move,
                             Load, Drop, Stow, Stop, Home, Salvage, Shift, Extract, Gather, Smelt,
                             Lift, Build, Retrofit, Tube, Crawler, Graft, Recall, TakeRebate, Swim,
                             Settle)
UNIT_WORDS = {"sub": "Submarine"}
FACILITY_WORDS = {"extractor": "Extractor", "smelter": "Smelter", "lab": "Lab",
                  "worker": "Worker Complex", "super": "Super Structure"}
HOLDER_WORDS = {"shelf": "on the Shelf", "sub": "in the Submarine",
                "storage": "into Surface Storage",
                "supply": "back to the supply (no room)"}


def unit_words(unit: str) -> str:
    return UNIT_WORDS.get(unit, f"Crawler {unit[1:] if unit[1:].isdigit() else unit}"
                          if unit.startswith("c") else unit)


def tile_words(tile: str) -> str:
    return tile.replace("-", " ").title() if tile in catalog.tiles() else tile


def shelves_of(action: Any) -> tuple[int, ...]:
    """The Shelves an action is about (the screen lists a tapped Shelf's moves by these)."""
    found = []
    for field_name in ("shelf", "to", "a", "b"):
        value = getattr(action, field_name, None)
        if isinstance(value, int) and value >= 0:
            found.append(value)
    if isinstance(action, Build | Graft) and action.slag >= 0:
        found.append(action.slag)
    return tuple(found)


def describe(action: Any, names: tuple[str, ...], ocean: OceanMap) -> str:
    def at(shelf: int) -> str:
        return ocean.shelves[shelf].name if 0 <= shelf < len(ocean.shelves) else f"#{shelf}"

    who = seat_name(names, action.seat)
    match action:
        case Cover(area=area):
            return f"{who} covers the {area} area with Void Space tiles"
        case ClaimDock(dock=dock):
            return f"{who} claims Dock {dock}"
        case ScoutAt(shelf=shelf):
            return f"{who} scouts {at(shelf)}"
        case Declare(deep=deep):
            return f"{who} draws {deep} from the Deep bag and the rest from the Shallows bag"
        case Draw(tile=tile):
            return f"{who} draws {article(tile_words(tile))} tile"
        case PlaceTile(tile=tile, shelf=shelf):
            return f"{who} places the {tile_words(tile)} tile on {at(shelf)}"
        case Orient(shelf=shelf, facing=facing):
            return f"{who} turns the Unstable Vent on {at(shelf)} to face {facing}"
        case Move(unit=unit, to=to):
            return f"{who}'s {unit_words(unit)} moves to {at(to)}"
        case Load(unit=unit, kind=kind):
            return f"{who}'s {unit_words(unit)} picks up 1 {name(kind)}"
        case Drop(unit=unit, kind=kind):
            return f"{who}'s {unit_words(unit)} drops 1 {name(kind)}"
        case Stow(unit=unit, kind=kind, source=source):
            place = "its hold" if source == "cargo" else "the Dock Shelf"
            return f"{who}'s {unit_words(unit)} docks 1 {name(kind)} from {place} into Surface " \
                   "Storage"
        case Stop():
            return f"{who} ends the move"
        case Home(shelf=shelf):
            return f"{who}'s Submarine goes home to {at(shelf)}"
        case Salvage(shelf=shelf, take=take):
            what = {"credits": "the Credits", "unit": "the cubes, into the unit",
                    "shelf": "the cubes, onto the Shelf", "dragon": "the dragon's move"}
            return f"{who} takes {what.get(take, take)} at {at(shelf)}"
        case Shift(shelf=shelf, to=to):
            return f"{who} moves the Extractor on {at(shelf)} to {at(to)}"
        case Extract(shelf=shelf, kind=kind, into=into):
            what = {"anomaly": "the anomaly", "research": "the Biome's research"}.get(
                kind, f"1 {name(kind)}")
            where = HOLDER_WORDS.get(into, f"into {unit_words(into)}") if into else ""
            return f"{who} extracts {what} at {at(shelf)}" + (f", {where}" if where else "")
        case Gather(shelf=shelf):
            return f"{who} gathers 1 Slag at {at(shelf)}"
        case Smelt(shelf=shelf, holder=holder, kind=kind, into=into):
            where = HOLDER_WORDS.get(holder, f"in {unit_words(holder)}")
            return f"{who} refines 1 {name(kind)} {where} at {at(shelf)} into {name(into)}"
        case Lift(shelf=shelf, holder=holder, kind=kind):
            where = HOLDER_WORDS.get(holder, f"in {unit_words(holder)}")
            return f"the Acceleration Loop lifts 1 {name(kind)} {where} at {at(shelf)} for {who}"
        case Build(facility=facility, shelf=shelf, slag=slag):
            title = FACILITY_WORDS.get(facility, facility)
            return f"{who} builds {article(title)} on {at(shelf)}" + (
                f", Slag to {at(slag)}" if slag >= 0 else "")
        case Retrofit(shelf=shelf, into=into):
            title = FACILITY_WORDS.get(into, into)
            return f"{who} replaces the Extractor on {at(shelf)} with {article(title)}"
        case Tube(a=a, b=b, cube=cube):
            return f"{who} builds a Tube between {at(a)} and {at(b)}" + (
                f" for 1 {name(cube)}" if cube else " at no cost")
        case Crawler(shelf=shelf, cube=cube):
            return f"{who} builds a Crawler on {at(shelf)}" + (
                f" for 1 {name(cube)}" if cube else " at no cost")
        case Graft(shelf=shelf, slag=slag):
            return f"{who} replaces the Crawler on {at(shelf)} with an Extractor" + (
                f", Slag to {at(slag)}" if slag >= 0 else "")
        case Recall(shelf=shelf):
            return f"{who} returns the Crawler on {at(shelf)}"
        case TakeRebate():
            return f"{who} takes 1 Credit off the coming build"
        case Swim(to=to, turn=turn):
            turning = {-1: ", turning right", 1: ", turning left"}.get(turn, "")
            return f"{who} moves the Depth Dragon to {at(to)}{turning}"
        case Settle(to=to, facing=facing):
            return f"{who} sets the Depth Dragon on {at(to)}, facing {facing}"
    return f"{who}: {type(action).__name__}"
