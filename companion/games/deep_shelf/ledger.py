"""Part 1's board: the table reports what happened on its physical Ocean Expanse board.

Until the hex board of part 2 exists, every board step is entered as what it did, within the
limits the rules set without a map:

- `ClaimDock`: a dock (1-4) at set-up;
- Move: `Dive` (the Submarine to its Dock or into a zone; 1 momentum; the first move goes to the
  Dock; the Deep and Trench need High Density Hull), `Unload` (docked: 1 cube to Surface
  Storage, 1 momentum per load of its carry capacity), `Found` (the unit ends its move on a
  single-use tile of its zone: a shipwreck's Credits or cubes, a Crystal, the Dragon Burrow);
- Extract: `Take` (each extraction's cube, or an anomaly: at most the extractions the player's
  Submarine, Extractors, Crawlers with Nano Extraction and scientists give), `Exhaust` (a tile
  with the Exploited symbol ran out: Impending Collapse +1);
- Build: `Place` (a facility, its zone - a Trench one by its tile -, the opponent it stands next
  to, a smoker used), `Retrofit` (Living Ocean), `Lay` (a tube, or a crawler into a zone);
- Process Ore: `Smelt` (a cube on the board refined: 2 per Smelter, 1 per Refine scientist);
- Home Base: `Surface` (the Submarine home, 1 cube of its load into Surface Storage);
- the special cards and powers: `Gather`, `Spore`, `Graft`, `Recall`, `Lift`, `TakeRebate`;
- the dragon: `Face` (the sides facing each player's facilities where it came to rest);
- the endgame: `Tally` (the figures only the map knows: kelp shelves for Green Tide, occupied ore
  shelves for Auto Surveyors, ore in the Cargo Hold for Secure Cargo Hold, the Unstable Vent).

Cubes on the board are one pile per player: what it controls on its units, its Dock and its
facilities' shelves. Scouting, movement between shelves, adjacency and the dragon's path are part
2's: here `scout`, `scout_adjacent`, `move_extractors` and `extractor_jump` do nothing.
"""

import copy
import random
from dataclasses import dataclass, field
from typing import Any, ClassVar

from companion.games.deep_shelf import catalog
from companion.games.deep_shelf.board import ZONES, Board, Facts, Step
from companion.games.deep_shelf.cubes import RAW, Pile, add, article, is_ore, name

DOCKS = (1, 2, 3, 4)
DRAGON_SIDES = {"green": 2, "plain": 2, "red": 2}  # read: red faces the Docks, green away
EXTRACTED = ("kelp", *RAW)
TRENCH_IN_PLAY = 2
WHERE = ("dock", *ZONES)
TALLY_MAX = {"kelp_shelves": 12, "ore_shelves": 12, "vent_yellow": 4, "vent_red": 1}
SMOKER = {"shallows": 3, "deep": 4}
LOOP_LIFT = 4
FACILITY_WORDS = {"extractor": "Extractor", "smelter": "Smelter", "lab": "Lab",
                  "worker": "Worker Complex", "super": "Super Structure"}


# -- the reports -----------------------------------------------------------------------------
@dataclass(frozen=True)
class ClaimDock:
    seat: int
    dock: int


@dataclass(frozen=True)
class Dive:
    seat: int
    where: str  # dock, shallows, deep or trench


@dataclass(frozen=True)
class Unload:
    seat: int
    kind: str


@dataclass(frozen=True)
class Found:
    seat: int
    tile: str
    take: str  # credits | cubes (shipwreck), tile (crystal), credits | dragon (burrow)


@dataclass(frozen=True)
class Take:
    seat: int
    kind: str  # kelp, a raw ore, or "anomaly:<track>"


@dataclass(frozen=True)
class Exhaust:
    seat: int


@dataclass(frozen=True)
class Smelt:
    seat: int
    kind: str
    into: str


@dataclass(frozen=True)
class Place:
    seat: int
    facility: str
    zone: str  # shallows, deep, or trench:<tile>
    next_to: int = -1  # the opponent whose building it stands next to, or -1
    smoker: bool = False


@dataclass(frozen=True)
class Retrofit:
    seat: int
    into: str


@dataclass(frozen=True)
class Lay:
    seat: int
    piece: str  # tube or crawler
    cube: str
    zone: str = ""  # where a crawler goes


@dataclass(frozen=True)
class Surface:
    seat: int
    kind: str


@dataclass(frozen=True)
class Gather:
    seat: int


@dataclass(frozen=True)
class Spore:
    seat: int


@dataclass(frozen=True)
class Graft:
    seat: int
    next_to: int = -1


@dataclass(frozen=True)
class Recall:
    seat: int


@dataclass(frozen=True)
class Lift:
    seat: int
    kind: str


@dataclass(frozen=True)
class TakeRebate:
    seat: int


@dataclass(frozen=True)
class Face:
    seat: int
    player: int
    green: int
    plain: int
    red: int


@dataclass(frozen=True)
class Tally:
    seat: int
    fact: str
    value: int


# -- the board --------------------------------------------------------------------------------
@dataclass
class Holdings:
    """One faction on the board."""

    dock: int | None = None
    sub: str = "off"  # off the board until its first move; then dock, shallows, deep, trench
    cubes: Pile = field(default_factory=dict)
    facilities: list[list[str]] = field(default_factory=list)  # [kind, zone]
    crawlers: list[str] = field(default_factory=list)  # zones
    tubes: int = 0
    dragon: list[int] = field(default_factory=lambda: [0, 0, 0])  # green, plain, red
    tallied: dict[str, int] = field(default_factory=dict)

    def clone(self) -> "Holdings":
        other = copy.copy(self)
        other.cubes = dict(self.cubes)
        other.facilities = [list(f) for f in self.facilities]
        other.crawlers = list(self.crawlers)
        other.dragon = list(self.dragon)
        other.tallied = dict(self.tallied)
        return other

    def to_json(self) -> dict[str, Any]:
        return {"dock": self.dock, "sub": self.sub, "cubes": dict(self.cubes),
                "facilities": [list(f) for f in self.facilities],
                "crawlers": list(self.crawlers), "tubes": self.tubes,
                "dragon": list(self.dragon), "tallied": dict(self.tallied)}

    def zones(self) -> set[str]:
        """Zones where it has a unit or facility."""
        found = {_zone(z) for _, z in self.facilities} | set(self.crawlers)
        if self.sub != "off":
            found.add(_zone(self.sub))
        return found


def _zone(where: str) -> str:
    return "shallows" if where == "dock" else where.split(":")[0]


@dataclass
class LedgerBoard(Board):
    NAME = "ledger"
    STEPS: ClassVar[dict[str, Step]] = {}  # filled by ledger_steps, below
    ACTIONS: ClassVar[tuple[type, ...]] = (ClaimDock, Dive, Unload, Found, Take, Exhaust, Smelt,
                                           Place, Retrofit, Lay, Surface, Gather, Spore, Graft,
                                           Recall, Lift, TakeRebate, Face, Tally)
    seats: list[Holdings]
    trench: list[str]  # the two Trench tiles in play
    used: dict[str, int] = field(default_factory=dict)  # single-use tiles and anomalies reported

    @classmethod
    def new(cls, players: int, rng: random.Random) -> "LedgerBoard":
        trench = sorted(t for t, info in catalog.tiles().items() if info["zone"] == "trench")
        rng.shuffle(trench)
        return cls([Holdings() for _ in range(players)], sorted(trench[:TRENCH_IN_PLAY]))

    def clone(self) -> "LedgerBoard":
        return LedgerBoard([h.clone() for h in self.seats], list(self.trench), dict(self.used))

    def to_json(self) -> dict[str, Any]:
        return {"board": self.NAME, "trench": list(self.trench), "used": dict(self.used),
                "seats": [h.to_json() for h in self.seats]}

    # -- questions ----------------------------------------------------------------------------
    def holds(self, seat: int, kind: str) -> int:
        return self.seats[seat].cubes.get(kind, 0)

    def take(self, seat: int, kind: str) -> None:
        add(self.seats[seat].cubes, kind, -1)

    def put_at_dock(self, seat: int, kind: str) -> None:
        add(self.seats[seat].cubes, kind)

    def red_sides(self, seat: int) -> int:
        return self.seats[seat].dragon[2]

    def in_deep(self, seat: int) -> bool:
        return bool(self.seats[seat].zones() & {"deep", "trench"})

    def on_tile(self, tile: str) -> int | None:
        """The seat whose facility stands on a Trench tile."""
        return next((s for s, h in enumerate(self.seats)
                     if any(z == f"trench:{tile}" for _, z in h.facilities)), None)

    def extract_discount(self, seat: int) -> int:
        return 2 if self.on_tile("mushroom-colony") == seat else 0

    def process_bonus(self, seat: int) -> int:
        return 1 if self.on_tile("volcanic-pool") == seat else 0

    def facts(self, seat: int) -> Facts:
        h = self.seats[seat]
        structures = {zone: sum(1 for _, z in h.facilities if _zone(z) == zone) for zone in ZONES}
        crawlers = {zone: h.crawlers.count(zone) for zone in ZONES}
        return Facts(structures=structures, crawlers=crawlers, tubes=h.tubes,
                     ore_controlled=sum(n for k, n in h.cubes.items() if is_ore(k)),
                     cargo_ore=h.tallied.get("cargo_ore", 0),
                     kelp_shelves=h.tallied.get("kelp_shelves", 0),
                     ore_shelves=h.tallied.get("ore_shelves", 0),
                     trench=tuple(z.split(":")[1] for _, z in h.facilities
                                  if z.startswith("trench:")),
                     vent_yellow=h.tallied.get("vent_yellow", 0),
                     vent_red=h.tallied.get("vent_red", 0), dragon=tuple(h.dragon))

    def describe(self, action: Any, names: tuple[str, ...]) -> str:
        return _describe(self, action, names)


def board(state: Any) -> LedgerBoard:
    return state.board


def holdings(state: Any, seat: int) -> Holdings:
    return state.board.seats[seat]


def remaining(state: Any, tile: str) -> int:
    return catalog.tiles()[tile]["count"] - board(state).used.get(tile, 0)


def use(state: Any, tile: str) -> None:
    board(state).used[tile] = board(state).used.get(tile, 0) + 1




def _describe(board: LedgerBoard, action: Any, names: tuple[str, ...]) -> str:
    def named(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else f"seat {seat}"

    who = named(action.seat)
    match action:
        case ClaimDock(dock=dock):
            return f"{who} claims Dock {dock}"
        case Dive(where=where):
            return f"{who}'s Submarine moves to the {where}"
        case Unload(kind=kind):
            return f"{who} docks 1 {name(kind)} into Surface Storage"
        case Found(tile=tile, take=take):
            return f"{who} ends a move on the {tile} and takes its {take}"
        case Take(kind=kind) if kind.startswith("anomaly:"):
            return f"{who} extracts {article(kind.split(':')[1].title())} anomaly"
        case Take(kind=kind):
            return f"{who} extracts 1 {name(kind)}"
        case Exhaust():
            return f"{who} depletes an Exploited tile"
        case Smelt(kind=kind, into=into):
            return f"{who} refines 1 {name(kind)} into {name(into)} at a Smelter"
        case Place(facility=facility, zone=zone, next_to=next_to, smoker=smoker):
            where = zone.replace("trench:", "Trench, on the ")
            extra = (f", next to {named(next_to)}" if next_to >= 0 else "") + (
                ", on a Smoker" if smoker else "")
            return f"{who} builds {article(FACILITY_WORDS.get(facility, facility))} in the " \
                f"{where}{extra}"
        case Retrofit(into=into):
            return f"{who} replaces an Extractor with {article(FACILITY_WORDS.get(into, into))}"
        case Lay(piece=piece, cube=cube, zone=zone):
            return f"{who} builds a {piece}{' in the ' + zone if zone else ''} for 1 {name(cube)}"
        case Surface(kind=kind):
            return f"{who}'s Submarine brings 1 {name(kind)} home"
        case Gather():
            return f"{who} gathers 1 Slag"
        case Spore():
            return f"{who} spreads 1 Kelp"
        case Graft(next_to=next_to):
            return f"{who} replaces a Crawler with an Extractor" + (
                f" next to {named(next_to)}" if next_to >= 0 else "")
        case Recall():
            return f"{who} returns a Crawler"
        case Lift(kind=kind):
            return f"the Acceleration Loop lifts 1 {name(kind)} for {who}"
        case TakeRebate():
            return f"{who} takes 1 Credit off the coming build"
        case Face(player=player, green=green, plain=plain, red=red):
            return (f"{who} reports the dragon facing {named(player)}: {green} green, {plain} "
                    f"uncoloured, {red} red")
        case Tally(fact=fact, value=value):
            return f"{who} reports {fact.replace('_', ' ')}: {value}"
    return f"{who}: {type(action).__name__}"


from companion.games.deep_shelf import ledger_steps  # noqa: E402  (the steps need the reports)

LedgerBoard.STEPS = ledger_steps.STEPS
