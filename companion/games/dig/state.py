"""The mutable state behind a DIG game. `Game` copies it before every move (`clone` copies only
containers; galleries and tasks are frozen values), so a game never changes once made."""

import copy
from dataclasses import asdict, dataclass, field

from companion.games.base import PointItem
from companion.games.dig.cards import (
    EQUIPMENT,
    GEMS,
    MAX_GALLERIES,
    RECRUITS_PER_COLOUR,
    STONES,
)
from companion.games.dig.catalog import Catalog
from companion.games.dig.gallery import Gallery
from companion.games.dig.tasks import Task


@dataclass(frozen=True)
class OpenGallery:
    id: int  # galleries are numbered as they open, over the whole game
    gallery: Gallery


@dataclass
class Player:
    name: str
    recruits: int = 1  # in hand: "Each player receives one Recruit of their player color"
    tavern: int = RECRUITS_PER_COLOUR - 1  # of this player's colour, waiting to be hired
    eaten: int = 0  # put back in the box by the orc
    stones: dict[str, int] = field(default_factory=lambda: dict.fromkeys(STONES, 0))
    equipment: list[str] = field(default_factory=list)  # kept: one per kind
    companions: list[str] = field(default_factory=list)
    galleries: list[OpenGallery | None] = field(
        default_factory=lambda: [None] * MAX_GALLERIES)
    items: list[PointItem] = field(default_factory=list)  # every gem and rune, with its reason

    def clone(self) -> "Player":
        other = copy.copy(self)
        other.stones = dict(self.stones)
        other.equipment = list(self.equipment)
        other.companions = list(self.companions)
        other.galleries = list(self.galleries)
        other.items = list(self.items)
        return other

    @property
    def gems(self) -> int:
        return sum(item.vp for item in self.items if item.source != "rune")

    @property
    def runes(self) -> int:
        return sum(item.vp for item in self.items if item.source == "rune")

    @property
    def total(self) -> int:
        """Gems, runes included ("remember that Runes count as Gems")."""
        return sum(item.vp for item in self.items)

    def open_galleries(self) -> list[tuple[int, OpenGallery]]:
        """(place 1-4, gallery) of every open gallery, in place order."""
        return [(place, g) for place, g in enumerate(self.galleries, start=1) if g is not None]

    def place_of(self, gallery_id: int) -> int | None:
        for place, opened in self.open_galleries():
            if opened.id == gallery_id:
                return place
        return None

    def keep_equipment(self, card: str) -> None:
        self.equipment = sorted([*self.equipment, card], key=EQUIPMENT.index)


@dataclass
class State:
    players: list[Player]
    seed: int
    table_hill: bool  # the table shuffles a real hill and tells each card drawn
    catalog: Catalog
    hill: list[str]  # seeded: in draw order, next card last; table hill: sorted, order unknown
    discard: list[str]
    tavern: list[str]  # companions for hire, by name
    turn: int
    supply: int = GEMS
    shuffles: int = 0
    phase: str = "start"  # "start" of a turn, "tavern", "dug" (after the dig), "over"
    committed: bool = False  # equipment used before the dig: the turn is a dig
    hired_recruits: bool = False  # recruits hired on this visit to the tavern
    tasks: list[Task] = field(default_factory=list)  # the top (last) is done first
    final_from: int | None = None  # the seat whose turn it was when someone reached 10 gems
    opened: int = 0  # galleries opened so far (their ids)
    turns: int = 1  # the number of the turn being played, counted over all players
    winners: list[int] = field(default_factory=list)

    def clone(self) -> "State":
        other = copy.copy(self)
        other.players = [p.clone() for p in self.players]
        other.hill = list(self.hill)
        other.discard = list(self.discard)
        other.tavern = list(self.tavern)
        other.tasks = list(self.tasks)
        other.winners = list(self.winners)
        return other

    def find(self, gallery_id: int | None) -> tuple[int, int] | None:
        """(seat, place) of an open gallery by its id, or None once it has ended."""
        if gallery_id is None:
            return None
        for seat, player in enumerate(self.players):
            place = player.place_of(gallery_id)
            if place is not None:
                return seat, place
        return None

    def to_json(self) -> dict:
        return {
            "players": [_player_json(p) for p in self.players],
            "hill": list(self.hill), "discard": sorted(self.discard), "tavern": list(self.tavern),
            "turn": self.turn, "supply": self.supply, "shuffles": self.shuffles,
            "phase": self.phase, "committed": self.committed,
            "hired_recruits": self.hired_recruits,
            "tasks": [{"task": type(t).__name__,
                       **{k: list(v) if isinstance(v, tuple) else v for k, v in asdict(t).items()}}
                      for t in self.tasks],
            "final_from": self.final_from, "opened": self.opened, "turns": self.turns,
            "winners": self.winners,
        }


def _player_json(player: Player) -> dict:
    return {
        "name": player.name, "recruits": player.recruits, "tavern": player.tavern,
        "eaten": player.eaten, "stones": dict(player.stones), "equipment": player.equipment,
        "companions": player.companions,
        "galleries": [None if g is None else {
            "id": g.id, "cards": [asdict(slot) for slot in g.gallery.slots]}
            for g in player.galleries],
        "items": [{"vp": i.vp, "source": i.source, "why": i.why} for i in player.items],
    }
