"""The Ocean Expanse map (data/ocean.json), read and checked on load.

The rulebook does not print the map, only what it holds: "Each hex space is called a Shelf";
three zones, Shallows, Deep and Trench; "The dark spaces between Shelves are Tube Network
spaces"; four Docks in the Shallows, "A player's Dock consists of 2 Shelves"; the Trench tiles go
"on the 2 Shelves furthest from the Docks"; with fewer players "use Void Space tiles to cover parts
of the Board ... With 3 players, cover either the top or bottom portion of the board, but not
both. With 2 players, cover the top and bottom areas" (10 Void Space tiles in the box); the Depth
Dragon's "designated starting space", within which "all 7 of these Shelves" may be occupied.

A map is a value: Shelves by number (their order in the file), their neighbours by side, the
Tube Network spaces (every edge two Shelves share), the Docks and the areas. Every rule asks the
map about adjacency, so an edited map that passes these checks plays as well as the default.
"""

import json
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from companion.errors import InputError
from companion.games.deep_shelf import hexes

ZONES = ("shallows", "deep", "trench")
AREAS = ("top", "bottom")
DOCKS = (1, 2, 3, 4)
COVERS = {4: ("",), 3: ("top", "bottom"), 2: ("both",)}  # what Void Space tiles cover
TRENCH_SHELVES = 2
Edge = tuple[int, int]  # a Tube Network space: the two Shelves it joins, lower number first


@dataclass(frozen=True)
class Shelf:
    name: str
    at: hexes.Hex
    zone: str
    dock: int | None
    area: str | None
    source: bool  # the Dock Shelf that takes the Osmium Source tile


@dataclass(frozen=True, eq=False)  # one value per file read: compared and hashed by identity
class OceanMap:
    title: str
    shelves: tuple[Shelf, ...]
    sides: tuple[tuple[int | None, ...], ...]  # per Shelf, the neighbour across each side
    void_tiles: int
    dragon_start: int
    dragon_facing: int

    @property
    def ids(self) -> range:
        return range(len(self.shelves))

    def neighbours(self, shelf: int) -> Iterable[int]:
        return (n for n in self.sides[shelf] if n is not None)

    def adjacent(self, a: int, b: int) -> bool:
        return b in self.sides[a]

    def side(self, shelf: int, other: int) -> int | None:
        return hexes.side_towards(self.shelves[shelf].at, self.shelves[other].at)

    def distance(self, a: int, b: int) -> int:
        return hexes.distance(self.shelves[a].at, self.shelves[b].at)

    def edges(self) -> Iterable[Edge]:
        return ((a, b) for a in self.ids for b in self.neighbours(a) if a < b)

    def dock(self, number: int) -> tuple[int, int]:
        """A Dock's two Shelves, the one with the Osmium Source first."""
        return _docks(self)[number]

    def by_name(self, name: str) -> int | None:
        return _names(self).get(name)

    def in_play(self, covered: str) -> frozenset[int]:
        """The Shelves not under Void Space tiles ("", "top", "bottom" or "both" covered)."""
        return _in_play(self, covered)

    def docks_in_play(self, covered: str) -> tuple[int, ...]:
        shown = self.in_play(covered)
        return tuple(n for n in DOCKS if set(self.dock(n)) <= shown)

    def trench(self) -> tuple[int, ...]:
        return tuple(s for s in self.ids if self.shelves[s].zone == "trench")

    def around_start(self) -> tuple[int, ...]:
        """The dragon's starting Shelf and the Shelves within 1 hex of it."""
        return (self.dragon_start, *self.neighbours(self.dragon_start))


@cache
def _names(ocean: OceanMap) -> dict[str, int]:
    return {shelf.name: n for n, shelf in enumerate(ocean.shelves)}


@cache
def _docks(ocean: OceanMap) -> dict[int, tuple[int, int]]:
    found = {}
    for number in DOCKS:
        members = sorted((s for s in ocean.ids if ocean.shelves[s].dock == number),
                         key=lambda s: not ocean.shelves[s].source)
        found[number] = (members[0], members[1])
    return found


@cache
def _in_play(ocean: OceanMap, covered: str) -> frozenset[int]:
    hidden = set(AREAS) if covered == "both" else {covered}
    return frozenset(s for s in ocean.ids if ocean.shelves[s].area not in hidden)


@cache
def default() -> OceanMap:
    text = resources.files(__package__).joinpath("data", "ocean.json").read_text("utf-8")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"deep_shelf/data/ocean.json: not JSON ({exc})") from None
    return read(data, "deep_shelf/data/ocean.json")


def read(data: Any, where: str) -> OceanMap:
    """A checked map; InputError names the first problem, nothing is half-read."""
    def need(ok: bool, problem: str) -> None:
        if not ok:
            raise InputError(f"{where}: {problem}")

    need(isinstance(data, dict) and isinstance(data.get("shelves"), list) and data["shelves"],
         "a map is an object with a list of shelves")
    shelves = [_shelf(entry, n, need) for n, entry in enumerate(data["shelves"])]
    need(len({s.name for s in shelves}) == len(shelves), "two shelves share a name")
    places = {s.at: n for n, s in enumerate(shelves)}
    need(len(places) == len(shelves), "two shelves share a hex")
    sides = tuple(tuple(places.get(hexes.neighbour(s.at, side)) for side in range(hexes.SIDES))
                  for s in shelves)
    dragon = data.get("dragon")
    need(isinstance(dragon, dict) and dragon.get("shelf") in {s.name for s in shelves}
         and dragon.get("facing") in range(hexes.SIDES),
         "the dragon starts on a named shelf, facing 0-5")
    voids = data.get("void_tiles")
    need(type(voids) is int and voids >= 0, "void_tiles is a whole number")
    ocean = OceanMap(str(data.get("name", "Ocean Expanse")), tuple(shelves), sides, voids,
                     places[next(s.at for s in shelves if s.name == dragon["shelf"])],
                     dragon["facing"])
    _check(ocean, need)
    return ocean


def _shelf(entry: Any, n: int, need) -> Shelf:
    need(isinstance(entry, dict), f"shelf {n + 1} is not an object")
    name = entry.get("name")
    need(isinstance(name, str) and 0 < len(name) <= 6, f"shelf {n + 1}: a name of 1-6 characters")
    need(type(entry.get("q")) is int and type(entry.get("r")) is int,
         f"{name}: q and r are whole numbers")
    need(entry.get("zone") in ZONES, f"{name}: the zone is one of {', '.join(ZONES)}")
    need(entry.get("dock") in (None, *DOCKS), f"{name}: a dock is numbered 1-4")
    need(entry.get("area") in (None, *AREAS), f"{name}: an area is top or bottom")
    need(entry.get("source", False) in (True, False), f"{name}: source is true or false")
    need(not entry.get("source") or entry.get("dock"), f"{name}: only a Dock shelf is a source")
    return Shelf(name, (entry["q"], entry["r"]), entry["zone"], entry.get("dock"),
                 entry.get("area"), bool(entry.get("source")))


def _check(ocean: OceanMap, need) -> None:
    shelves = ocean.shelves
    for number in DOCKS:
        members = [s for s in ocean.ids if shelves[s].dock == number]
        need(len(members) == 2, f"Dock {number} has 2 shelves")
        need(ocean.adjacent(*members), f"Dock {number}'s shelves are neighbours")
        need(all(shelves[s].zone == "shallows" for s in members),
             f"Dock {number} lies in the Shallows")
        need(sum(shelves[s].source for s in members) == 1,
             f"one shelf of Dock {number} takes its Osmium Source")
        need(len({shelves[s].area for s in members}) == 1,
             f"Dock {number} lies in one area, or in none")
    for area in AREAS:
        docks = {shelves[s].dock for s in ocean.ids if shelves[s].area == area} - {None}
        need(len(docks) == 1, f"the {area} area holds one Dock")
    covered = sum(1 for s in shelves if s.area)
    need(covered <= ocean.void_tiles, f"{covered} shelves in the areas, {ocean.void_tiles} "
         "Void Space tiles to cover them")
    trench = ocean.trench()
    need(len(trench) == TRENCH_SHELVES and not any(shelves[s].area for s in trench),
         "2 Trench shelves, outside the areas")
    docked = [s for s in ocean.ids if shelves[s].dock]

    def far(s: int) -> int:
        return min(ocean.distance(s, d) for d in docked)

    need(min(far(s) for s in trench) >= max(far(s) for s in ocean.ids if s not in trench),
         "the Trench shelves are the furthest from the Docks")
    start = ocean.dragon_start
    need(shelves[start].zone == "deep" and len(list(ocean.neighbours(start))) == hexes.SIDES
         and not any(shelves[s].area for s in ocean.around_start()),
         "the dragon starts in the Deep, its 6 neighbours on the board, outside the areas")
    for covers in COVERS.values():
        for covered_area in covers:
            _need_connected(ocean, covered_area, need)


def _need_connected(ocean: OceanMap, covered: str, need) -> None:
    shown = ocean.in_play(covered)
    first = min(shown)
    seen, todo = {first}, [first]
    while todo:
        for other in ocean.neighbours(todo.pop()):
            if other in shown and other not in seen:
                seen.add(other)
                todo.append(other)
    need(seen == shown, f"the shelves in play with {covered or 'nothing'} covered are connected")
