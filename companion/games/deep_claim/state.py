"""The mutable state behind a game, and the named records it holds. `Game` copies the state
before every move, so callers never see it change; `clone` copies only containers, which keeps a
move cheap (the records themselves are immutable)."""

import copy
from dataclasses import dataclass, field
from typing import NamedTuple

from companion.games.base import PointItem
from companion.games.deep_claim.catalog import ORES

EMPTY, NEUTRAL = -1, -2  # a mine cell holds EMPTY, NEUTRAL or the seat of the miner on it
COLOURS = ("green", "yellow", "blue", "red")
TRACK_CAP = 15
SUPPLY_CAP = 10


class Bid(NamedTuple):
    """A card face up above a location. `value` is what the bid counts as when the bids are
    ordered (the card's value; bear 16 adds 4); equal values resolve in commit order `seq`."""

    value: int
    seq: int
    seat: int
    card: int

    def order(self) -> tuple[int, int]:
        """"Keep the bids in order, highest first"; the older of equal bids first."""
        return -self.value, self.seq


class Dig(NamedTuple):
    """A card face down beside a mine. `rank` places it in the line once the pile is turned up:
    the card's value, lower than every other dig there once bear 19 moves it to the front."""

    rank: int
    seq: int
    seat: int
    card: int

    def order(self) -> tuple[int, int]:
        """"Arranging them from lowest value to highest ... the one played earlier sits first"."""
        return self.rank, self.seq


class Boost(NamedTuple):
    """Icons a player counts this season beyond their contracts (bears 23, 25; Sly)."""

    ore: str
    count: int
    source: str  # "bear 23", "Sly Foxworth"


class Decision(NamedTuple):
    """What the game waits for: `kind` of decision ("deploy", "recruit", "dig", ...) and the
    seat that makes it, with what the kind needs to know."""

    kind: str
    seat: int
    location: int | None = None  # recruit, dig: the location whose bid or dig resolves
    beavers: tuple[int, ...] = ()  # beavers, beaver: the beavers still to activate
    amount: int = 0  # resources: how many resources of your choice
    ore: str | None = None  # swap: the ore that arrived at a full supply


@dataclass
class Player:
    name: str
    coins: int = 7
    pickaxes: int = 7
    vp: int = 0  # the victory point track
    points: list[PointItem] = field(default_factory=list)  # where every point came from
    supply: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ORES, 0))
    hand: list[int] = field(default_factory=lambda: list(range(7)))  # action cards
    contracts: list[int] = field(default_factory=list)  # private hand
    fulfilled: list[int] = field(default_factory=list)
    critters: list[int] = field(default_factory=list)  # face up beside the board
    recruited: list[int] = field(default_factory=list)  # every critter ever recruited
    discarded: list[int] = field(default_factory=list)  # bears fired
    veins: list[int] = field(default_factory=list)  # vein tiles claimed
    objectives: list[int] = field(default_factory=list)
    magnate: int | None = None
    magnate_offer: list[int] = field(default_factory=list)
    quota: int = 6  # cards to deploy this season
    deployed: int = 0
    doubled: bool = False  # second card this turn played (Greeny Toadson)
    boosts: list[Boost] = field(default_factory=list)  # extra icons this season
    ability_used: bool = False  # a magnate's once-a-season ability (Rocky, Hazel, Sly)
    fresh: dict[str, int] = field(default_factory=dict)  # cubes Hazel upgraded this season

    _LISTS = ("hand", "contracts", "fulfilled", "critters", "recruited", "discarded", "veins",
              "objectives", "magnate_offer", "points", "boosts")

    def clone(self) -> "Player":
        other = Player.__new__(Player)
        fields = self.__dict__.copy()
        for name in self._LISTS:
            fields[name] = list(fields[name])
        fields["supply"] = dict(self.supply)
        fields["fresh"] = dict(self.fresh)
        other.__dict__ = fields
        return other

    def ore_total(self) -> int:
        return sum(self.supply.values())

    def award(self, vp: int, source: str, why: str) -> None:
        """Moves the VP marker `vp` spaces and keeps the sentence saying why: the items always
        add up to the track."""
        if vp:
            self.vp += vp
            self.points.append(PointItem(vp, source, why))


@dataclass
class Location:
    mine: int | None = None
    cells: list[int] = field(default_factory=lambda: [EMPTY] * 9)
    veins: list[int | None] = field(default_factory=lambda: [None] * 4)
    display: list[str | None] = field(default_factory=lambda: [None] * 4)
    bids: list[Bid] = field(default_factory=list)  # kept in `Bid.order`
    digs: list[Dig] = field(default_factory=list)  # in commit order; in `Dig.order` once turned up

    def clone(self) -> "Location":
        return Location(self.mine, list(self.cells), list(self.veins), list(self.display),
                        list(self.bids), list(self.digs))


@dataclass
class State:
    players: list[Player]
    locations: list[Location]
    seed: int
    objectives_module: bool = False
    magnates_module: bool = False
    first_player: int = 0  # chosen at set-up; `first` holds the hammer this season
    shuffles: int = 0
    season: int = 1
    phase: str = "setup"  # then deploy, income, recruit, mine, contract, score; "over" at the end
    first: int = 0
    seq: int = 0  # order in which cards were committed
    turn: int = 0  # the seat to deploy next
    revealed: int = 0  # mines turned face up this season
    decks: dict[str, list] = field(default_factory=dict)  # mixed, contracts, mines, veins
    discards: dict[str, list] = field(default_factory=dict)
    draft: list[int] = field(default_factory=list)
    queue: list[Decision] = field(default_factory=list)  # decisions waiting, front first
    log: list = field(default_factory=list)  # accepted actions
    season_scores: list[dict] = field(default_factory=list)
    final: dict | None = None
    options: list | None = None  # the waiting decision's legal options, once computed

    def clone(self) -> "State":
        other = copy.copy(self)
        other.options = None
        other.players = [p.clone() for p in self.players]
        other.locations = [loc.clone() for loc in self.locations]
        other.decks = {k: list(v) for k, v in self.decks.items()}
        other.discards = {k: list(v) for k, v in self.discards.items()}
        other.draft = list(self.draft)
        other.queue = list(self.queue)
        other.log = list(self.log)
        other.season_scores = list(self.season_scores)
        return other

    @property
    def seats(self) -> range:
        return range(len(self.players))

    def deployed(self, seat: int) -> list[tuple[int, int]]:
        """(card, location) of every card `seat` has out on the table."""
        return [(entry.card, index) for index, loc in enumerate(self.locations)
                for entry in loc.bids + loc.digs if entry.seat == seat]

    def turn_order(self) -> list[int]:
        n = len(self.players)
        return [(self.first + i) % n for i in range(n)]
