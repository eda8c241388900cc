"""Part 2's board: the Ocean Expanse as a value (`OceanBoard`), on the map of ocean_map.py.

It holds what lies on the board: the tiles placed (and flipped to their depleted side), the
Resource Dice and anomaly tokens on them, the Unstable Vent's orientation, the cubes on each
Shelf, the facilities, the Tubes, each faction's Dock, Submarine (with its Cargo Hold) and
Crawlers (with what they carry), the Depth Dragon, and the tiles still in the exploration bags.
It answers the rules' questions (board.py) from that; its steps (ocean_steps.py) change it.

Control, as the rulebook has it: "Resources on a Shelf with a facility are controlled by that
facility's owner"; a player controls what its Submarine and Crawlers hold; "Mobius' Extractors do
not control resources on a Shelf shared with an opponent's facility" (the facility that was there
first keeps control: it is listed first). "Resources not held by a unit or controlled by a
facility may be spent by any player whose unit is on that Shelf during their turn."
"""

import copy
import random
from dataclasses import dataclass, field
from typing import Any, ClassVar

from companion.games.deep_shelf import catalog, hexes, ocean_map
from companion.games.deep_shelf.board import ZONES, Board, Facts, Step
from companion.games.deep_shelf.cubes import Pile, add, count, is_ore
from companion.games.deep_shelf.ocean_actions import ACTIONS, describe
from companion.games.deep_shelf.ocean_map import OceanMap

SOURCE = "osmium-source"
SHELF_LIMIT = 4  # "Each Shelf may hold up to 4 resource tokens"
DRAGON_SIDES = ("red", "red", "plain", "green", "green", "plain")  # from its facing, anticlockwise
VENT_YELLOW = (0, 1)  # corners, from its orientation
VENT_RED = 3
Edge = tuple[int, int]


def edge(a: int, b: int) -> Edge:
    return (a, b) if a < b else (b, a)


@dataclass
class OceanBoard(Board):
    NAME = "ocean"
    STEPS: ClassVar[dict[str, Step]] = {}  # filled by ocean_steps
    ACTIONS: ClassVar[tuple[type, ...]] = ACTIONS

    players: int
    covered: str | None  # "", "top", "bottom", "both"; None until the table chooses (3 players)
    bags: dict[str, Pile]  # zone -> tile -> how many are still in its bag (or trench box)
    tiles: dict[int, str] = field(default_factory=dict)
    flipped: set[int] = field(default_factory=set)  # tiles on their depleted (used) side
    dice: dict[int, int] = field(default_factory=dict)
    tokens: dict[int, str] = field(default_factory=dict)  # anomaly tokens still on their Shelf
    vents: dict[int, int] = field(default_factory=dict)  # Unstable Vent orientation
    cubes: dict[int, Pile] = field(default_factory=dict)  # lying on Shelves (no empty piles)
    facilities: dict[int, list[list]] = field(default_factory=dict)  # shelf -> [[seat, kind]]
    tubes: dict[Edge, int] = field(default_factory=dict)  # Tube Network space -> its seat
    docks: list[int | None] = field(default_factory=list)
    subs: list[int | None] = field(default_factory=list)  # None: beside the Dock, off the board
    cargo: list[Pile] = field(default_factory=list)
    crawlers: list[list[list]] = field(default_factory=list)  # per seat: [[shelf, pile], ...]
    dragon: int | None = None  # None: it left in search of open waters
    facing: int = 0
    hand: list[str] = field(default_factory=list)  # tiles drawn and not yet placed
    cache: dict = field(default_factory=dict, compare=False, repr=False)  # per action, not kept

    @property
    def map(self) -> OceanMap:
        return ocean_map.default()

    @classmethod
    def new(cls, players: int, rng: random.Random) -> "OceanBoard":
        ocean = ocean_map.default()
        bags: dict[str, Pile] = {zone: {} for zone in ZONES}
        for tile, info in sorted(catalog.tiles().items()):
            if not info.get("start"):
                bags[info["zone"]][tile] = info["count"]
        covered = {4: "", 2: "both"}.get(players)
        board = cls(players, covered, bags, docks=[None] * players, subs=[None] * players,
                    cargo=[{} for _ in range(players)], crawlers=[[] for _ in range(players)],
                    dragon=ocean.dragon_start, facing=ocean.dragon_facing)
        if covered is not None:
            board.place_sources()
        return board

    def place_sources(self) -> None:
        """ "Place 1 Osmium Resource Tile at each Dock" in play (the others stay in the box)."""
        for number in self.map.docks_in_play(self.covered or ""):
            shelf = self.map.dock(number)[0]
            self.tiles[shelf] = SOURCE
            self.dice[shelf] = catalog.tiles()[SOURCE]["dice"]

    def clone(self) -> "OceanBoard":
        other = copy.copy(self)
        other.bags = {zone: dict(bag) for zone, bag in self.bags.items()}
        other.tiles = dict(self.tiles)
        other.flipped = set(self.flipped)
        other.dice = dict(self.dice)
        other.tokens = dict(self.tokens)
        other.vents = dict(self.vents)
        other.cubes = {s: dict(p) for s, p in self.cubes.items()}
        other.facilities = {s: [list(f) for f in fs] for s, fs in self.facilities.items()}
        other.tubes = dict(self.tubes)
        other.docks = list(self.docks)
        other.subs = list(self.subs)
        other.cargo = [dict(p) for p in self.cargo]
        other.crawlers = [[[s, dict(p)] for s, p in mine] for mine in self.crawlers]
        other.hand = list(self.hand)
        other.cache = {}
        return other

    def to_json(self) -> dict[str, Any]:
        def keyed(d: dict) -> dict:
            return {str(k): v for k, v in d.items()}

        return {
            "board": self.NAME, "map": self.map.title, "covered": self.covered,
            "bags": {z: dict(b) for z, b in self.bags.items()},
            "tiles": keyed(self.tiles), "flipped": sorted(self.flipped),
            "dice": keyed(self.dice), "tokens": keyed(self.tokens), "vents": keyed(self.vents),
            "cubes": {str(s): dict(p) for s, p in self.cubes.items()},
            "facilities": {str(s): [list(f) for f in fs] for s, fs in self.facilities.items()},
            "tubes": {f"{a}-{b}": seat for (a, b), seat in self.tubes.items()},
            "docks": list(self.docks), "subs": list(self.subs),
            "cargo": [dict(p) for p in self.cargo],
            "crawlers": [[[s, dict(p)] for s, p in mine] for mine in self.crawlers],
            "dragon": self.dragon, "facing": self.facing, "hand": list(self.hand)}

    # -- where things are ---------------------------------------------------------------------
    def in_play(self) -> frozenset[int]:
        return self.map.in_play(self.covered or "")

    def zone(self, shelf: int) -> str:
        return self.map.shelves[shelf].zone

    def explored(self, shelf: int) -> bool:
        return shelf in self.tiles

    def tile(self, shelf: int) -> dict[str, Any] | None:
        tile = self.tiles.get(shelf)
        return catalog.tiles()[tile] if tile else None

    def unused(self, shelf: int, kind: str) -> bool:
        """An unflipped tile of `kind` (a single-use tile not used yet)."""
        info = self.tile(shelf)
        return info is not None and info["kind"] == kind and shelf not in self.flipped

    def dock_shelves(self, seat: int) -> tuple[int, ...]:
        number = self.docks[seat]
        return self.map.dock(number) if number else ()

    def opponent_dock(self, seat: int, shelf: int) -> bool:
        return any(shelf in self.dock_shelves(s) for s in range(self.players) if s != seat)

    def owners(self, shelf: int) -> set[int]:
        return {s for s, _ in self.facilities.get(shelf, ())}

    def controller(self, shelf: int) -> int | None:
        """The seat whose facility controls the Shelf's resources (the first one built there)."""
        here = self.facilities.get(shelf)
        return here[0][0] if here else None

    def foreign(self, seat: int, shelf: int) -> bool:
        """The Shelf is controlled by an opponent."""
        return self.controller(shelf) not in (None, seat)

    def units(self, seat: int) -> list[tuple[str, int]]:
        """The player's units on the board: ("sub" | "c0"..., shelf)."""
        found = [("sub", self.subs[seat])] if self.subs[seat] is not None else []
        return found + [(f"c{n}", s) for n, (s, _) in enumerate(self.crawlers[seat])]

    def unit_shelf(self, seat: int, unit: str) -> int | None:
        if unit == "sub":
            return self.subs[seat]
        n = _crawler_number(unit)
        return self.crawlers[seat][n][0] if n is not None and n < len(self.crawlers[seat]) \
            else None

    def hold(self, seat: int, unit: str) -> Pile:
        """What a unit carries (the Submarine's Cargo Hold, a Crawler's load)."""
        if unit == "sub":
            return self.cargo[seat]
        return self.crawlers[seat][_crawler_number(unit)][1]

    def has_unit(self, seat: int, shelf: int) -> bool:
        return self.subs[seat] == shelf or any(s == shelf for s, _ in self.crawlers[seat])

    def occupied(self, shelf: int) -> bool:
        """A unit or a facility is on the Shelf (the dragon may not pass it)."""
        return shelf in self.facilities or any(
            self.has_unit(seat, shelf) for seat in range(self.players))

    def room(self, shelf: int) -> int:
        return SHELF_LIMIT - count(self.cubes.get(shelf, {}))

    def put(self, shelf: int, kind: str) -> bool:
        """A cube onto a Shelf if it has room; False: no room (the cube goes back)."""
        if self.room(shelf) < 1:
            return False
        add(self.cubes.setdefault(shelf, {}), kind)
        return True

    def remove(self, shelf: int, kind: str) -> None:
        pile = self.cubes[shelf]
        add(pile, kind, -1)
        if not pile:
            del self.cubes[shelf]

    def add_facility(self, shelf: int, seat: int, kind: str) -> None:
        self.facilities.setdefault(shelf, []).append([seat, kind])
        self.cache.clear()

    def remove_facility(self, shelf: int, seat: int, kind: str) -> None:
        here = self.facilities[shelf]
        here.remove([seat, kind])
        if not here:
            del self.facilities[shelf]
        self.cache.clear()

    def replace_facility(self, shelf: int, seat: int, kind: str, into: str) -> None:
        """A facility becomes another in its place (it keeps control of the Shelf)."""
        here = self.facilities[shelf]
        here[here.index([seat, kind])] = [seat, into]
        self.cache.clear()

    def add_tube(self, a: int, b: int, seat: int) -> None:
        self.tubes[edge(a, b)] = seat
        self.cache.clear()

    def mine(self, seat: int) -> list[tuple[int, str]]:
        """The player's facilities: (shelf, kind)."""
        return [(s, kind) for s, here in sorted(self.facilities.items())
                for owner, kind in here if owner == seat]

    def network(self, seat: int) -> frozenset[int]:
        """Shelves the player's Tube Network reaches from its Dock."""
        key = ("network", seat)
        if key not in self.cache:
            links: dict[int, list[int]] = {}
            for (a, b), owner in self.tubes.items():
                if owner == seat:
                    links.setdefault(a, []).append(b)
                    links.setdefault(b, []).append(a)
            seen = set(self.dock_shelves(seat)) & set(links)
            todo = list(seen)
            while todo:
                for other in links[todo.pop()]:
                    if other not in seen:
                        seen.add(other)
                        todo.append(other)
            self.cache[key] = frozenset(seen)
        return self.cache[key]

    def tube_ends(self, seat: int) -> set[int]:
        """Shelves touched by the player's Tubes."""
        return {s for e, owner in self.tubes.items() if owner == seat for s in e}

    # -- the dragon -------------------------------------------------------------------------------
    def dragon_sides(self) -> list[tuple[str, int]]:
        """(colour, the Shelf it faces) for each side of the dragon with a Shelf beyond it."""
        if self.dragon is None:
            return []
        around = self.map.sides[self.dragon]
        return [(DRAGON_SIDES[(side - self.facing) % hexes.SIDES], around[side])
                for side in range(hexes.SIDES) if around[side] is not None]

    def sides_facing(self, seat: int) -> dict[str, int]:
        """How many green, plain and red sides face the player's facilities."""
        found = {"green": 0, "plain": 0, "red": 0}
        for colour, shelf in self.dragon_sides():
            if seat in self.owners(shelf):
                found[colour] += 1
        return found

    # -- the Unstable Vent ------------------------------------------------------------------------
    def vent_spots(self, seat: int) -> tuple[int, int]:
        """Yellow and red spots of the Unstable Vent(s) the player's facilities border."""
        yellow = red = 0
        for vent, facing in self.vents.items():
            for side, shelf in enumerate(self.map.sides[vent]):
                if shelf is None or seat not in self.owners(shelf):
                    continue
                corners = {(c - facing) % hexes.SIDES for c in hexes.corners_touching(side)}
                yellow += len(corners & set(VENT_YELLOW))
                red += VENT_RED in corners
        return yellow, red

    # -- what the rules ask -----------------------------------------------------------------------
    def _spendable(self, seat: int) -> list[tuple[str, int]]:
        """Where the player may take a cube to spend, in the order it is taken: Shelves with no
        facility where its units are, Shelves it controls, its Crawlers, its Cargo Hold."""
        places: list[tuple[str, int]] = []
        here = sorted({s for _, s in self.units(seat)})
        places += [("shelf", s) for s in here if self.controller(s) is None]
        places += [("shelf", s) for s in sorted(self.facilities) if self.controller(s) == seat]
        places += [(f"c{n}", -1) for n in range(len(self.crawlers[seat]))]
        return places + [("sub", -1)]

    def _pile(self, seat: int, place: tuple[str, int]) -> Pile:
        holder, shelf = place
        return self.cubes.get(shelf, {}) if holder == "shelf" else self.hold(seat, holder)

    def holds(self, seat: int, kind: str) -> int:
        return sum(self._pile(seat, p).get(kind, 0) for p in self._spendable(seat))

    def take(self, seat: int, kind: str) -> None:
        place = next(p for p in self._spendable(seat) if self._pile(seat, p).get(kind))
        if place[0] == "shelf":
            self.remove(place[1], kind)
        else:
            add(self.hold(seat, place[0]), kind, -1)

    def put_at_dock(self, seat: int, kind: str) -> bool:
        return any(self.put(shelf, kind) for shelf in self.dock_shelves(seat))

    def red_sides(self, seat: int) -> int:
        return self.sides_facing(seat)["red"]

    def in_deep(self, seat: int) -> bool:
        deep = ("deep", "trench")
        return any(self.zone(s) in deep for _, s in self.units(seat)) or any(
            self.zone(s) in deep for s, _ in self.mine(seat))

    def _controls_tile(self, seat: int, tile: str) -> bool:
        return any(self.controller(s) == seat for s, t in self.tiles.items() if t == tile)

    def extract_discount(self, seat: int) -> int:
        return 2 if self._controls_tile(seat, "mushroom-colony") else 0

    def process_bonus(self, seat: int) -> int:
        return 1 if self._controls_tile(seat, "volcanic-pool") else 0

    def facts(self, seat: int) -> Facts:
        mine = self.mine(seat)
        structures = {zone: sum(1 for s, _ in mine if self.zone(s) == zone) for zone in ZONES}
        crawlers = {zone: sum(1 for s, _ in self.crawlers[seat] if self.zone(s) == zone)
                    for zone in ZONES}
        controlled = [self.cubes.get(s, {}) for s in self.facilities if self.controller(s) == seat]
        held = [self.cargo[seat], *(p for _, p in self.crawlers[seat])]
        occupied = {s for _, s in self.units(seat)} | {s for s, _ in mine}
        yellow, red = self.vent_spots(seat)
        sides = self.sides_facing(seat)
        return Facts(
            structures=structures, crawlers=crawlers,
            tubes=sum(1 for owner in self.tubes.values() if owner == seat),
            ore_controlled=sum(n for pile in controlled + held for k, n in pile.items()
                               if is_ore(k)),
            cargo_ore=sum(n for k, n in self.cargo[seat].items() if is_ore(k)),
            kelp_shelves=sum(1 for s, pile in self.cubes.items()
                             if pile.get("kelp") and not self.foreign(seat, s)),
            ore_shelves=sum(1 for s in occupied if self.ore_left(s)),
            trench=tuple(sorted(self.tiles[s] for s, _ in mine
                                if self.zone(s) == "trench" and s in self.tiles)),
            vent_yellow=yellow, vent_red=red,
            dragon=(sides["green"], sides["plain"], sides["red"]))

    def ore_left(self, shelf: int) -> bool:
        """A non-depleted Ore Shelf (its die still on it)."""
        info = self.tile(shelf)
        return info is not None and info["kind"] in ("ore", "cache", "anomaly") \
            and self.dice.get(shelf, 0) > 0

    def describe(self, action: Any, names: tuple[str, ...]) -> str:
        return describe(action, names, self.map)


def _crawler_number(unit: str) -> int | None:
    return int(unit[1:]) if unit[:1] == "c" and unit[1:].isdigit() else None


from companion.games.deep_shelf import ocean_steps  # noqa: E402  (the steps need the board)

OceanBoard.STEPS = ocean_steps.STEPS
