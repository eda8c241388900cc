"""The mutable state behind a game of Deep Shelf. `Game` clones it before every action, so a
game value never changes; `clone` copies containers only, which keeps an action cheap.

Who waits on what is the decision queue: its front entry names the kind of decision and the
seat that takes it (a step of the card being played, a research advance to place, the Market
adjustment of an event...). When the queue is empty the flow (flow.py) moves the game on.
"""

import copy
from dataclasses import dataclass, field
from typing import Any

from companion.games.deep_shelf.board import Board
from companion.games.deep_shelf.cubes import TRACKS, Pile

SCIENTIST_SPACES = ("extract", "refine", "research")  # the improvement spaces below the Market


@dataclass
class Player:
    name: str
    faction: str | None = None
    credits: int = 0
    storage: Pile = field(default_factory=dict)
    techs: dict[str, list] = field(default_factory=dict)  # id -> [slot type, primary, secondary]
    covered: bool = False  # Meneswo covered 2 storage spaces for 1 more tile
    research: dict[str, int] = field(default_factory=lambda: dict.fromkeys(TRACKS, 0))
    built: dict[str, int] = field(default_factory=dict)  # facility kind -> how many are built
    scientists: list[str] = field(default_factory=list)  # improvement spaces, in placing order
    anomalies: list[list[str]] = field(default_factory=list)  # a stack per Anomaly Storage space
    first: str | None = None  # the card on the 1st Action Card space this turn
    second: str | None = None
    overworked: str | None = None

    def clone(self) -> "Player":
        other = copy.copy(self)
        other.storage = dict(self.storage)
        other.techs = {k: list(v) for k, v in self.techs.items()}
        other.research = dict(self.research)
        other.built = dict(self.built)
        other.scientists = list(self.scientists)
        other.anomalies = [list(stack) for stack in self.anomalies]
        return other

    def has(self, tech: str) -> bool:
        return tech in self.techs

    def count(self, facility: str) -> int:
        return self.built.get(facility, 0)

    def on(self, space: str) -> int:
        """How many of this player's scientists stand on an improvement space."""
        return self.scientists.count(space)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "faction": self.faction, "credits": self.credits,
                "storage": dict(self.storage),
                "techs": {k: list(v) for k, v in self.techs.items()},
                "covered": self.covered, "research": dict(self.research),
                "built": dict(self.built), "scientists": list(self.scientists),
                "anomalies": [list(s) for s in self.anomalies], "first": self.first,
                "second": self.second, "overworked": self.overworked}


@dataclass
class Turn:
    """The turn being played: whose, which Action Card space is next, the card being carried
    out and its steps still to come, and what this turn has done so far."""

    seat: int
    slot: int = 1  # the Action Card space the next card goes to; 3 once both are played
    card: str | None = None
    steps: list[str] = field(default_factory=list)  # the card's steps after the current one
    power_offered: bool = False
    progress: dict[str, Any] = field(default_factory=dict)  # the current step's counters
    traded: dict[str, list[str]] = field(default_factory=lambda: {"bought": [], "sold": []})
    ending: list[str] = field(default_factory=list)  # end-of-turn phases still to run

    def clone(self) -> "Turn":
        other = copy.copy(self)
        other.steps = list(self.steps)
        other.progress = copy.deepcopy(self.progress)
        other.traded = {k: list(v) for k, v in self.traded.items()}
        other.ending = list(self.ending)
        return other

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "slot": self.slot, "card": self.card,
                "steps": list(self.steps), "power_offered": self.power_offered,
                "progress": copy.deepcopy(self.progress),
                "traded": {k: list(v) for k, v in self.traded.items()},
                "ending": list(self.ending)}


@dataclass
class State:
    players: list[Player]
    seed: int
    board: Board
    first_game: bool = False
    stage: str = "faction"  # faction, dock, scientist, play, tally, over
    order: list[int] = field(default_factory=list)  # seats from the first player, clockwise
    turn: Turn | None = None
    rounds: int = 0  # turns played
    market: dict[str, int] = field(default_factory=dict)  # token space per Demand Track
    discounts: dict[str, int] = field(default_factory=dict)  # cubes placed per discount track
    stacks: dict[str, list[list[int]]] = field(default_factory=dict)  # tech -> copies' costs
    exploitation: int = 0
    impending: int = 0
    deck: list[int] = field(default_factory=list)  # event cards, top first
    drawn: list[int] = field(default_factory=list)  # resolved event cards, oldest first
    shuffles: int = 0
    explorer: int | None = None  # the Deep Explorer token's holder
    trigger: dict[str, Any] | None = None  # {"seat": s, "how": "research" | "collapse"}
    last_turns: list[int] | None = None  # seats still to take their last turn, in order
    queue: list[dict[str, Any]] = field(default_factory=list)  # decisions waiting, front first
    log: list[dict[str, Any]] = field(default_factory=list)  # the accepted actions, as JSON
    final: dict[str, Any] | None = None  # the endgame scoring, once played
    urgent: int = 0  # where the next push_now goes; 0 at the start of every action

    def clone(self) -> "State":
        other = copy.copy(self)
        other.players = [p.clone() for p in self.players]
        other.board = self.board.clone()
        other.order = list(self.order)
        other.turn = self.turn.clone() if self.turn is not None else None
        other.market = dict(self.market)
        other.discounts = dict(self.discounts)
        other.stacks = {k: [list(c) for c in v] for k, v in self.stacks.items()}
        other.deck = list(self.deck)
        other.drawn = list(self.drawn)
        other.trigger = dict(self.trigger) if self.trigger else None
        other.last_turns = list(self.last_turns) if self.last_turns is not None else None
        other.queue = copy.deepcopy(self.queue)
        other.log = list(self.log)
        return other

    @property
    def seats(self) -> range:
        return range(len(self.players))

    @property
    def waiting(self) -> dict[str, Any] | None:
        return self.queue[0] if self.queue else None

    def left_of(self, seat: int) -> int:
        """The next player clockwise ("the next player to the left")."""
        return (seat + 1) % len(self.players)

    def right_of(self, seat: int) -> int:
        return (seat - 1) % len(self.players)

    def push(self, kind: str, seat: int, **data: Any) -> None:
        """A decision for `seat`, behind those already waiting."""
        self.queue.append({"kind": kind, "seat": seat, **data})

    def finish(self, d: dict[str, Any]) -> None:
        """Take decision `d` (this very entry) off the queue."""
        for index, waiting in enumerate(self.queue):
            if waiting is d:
                del self.queue[index]
                if index < self.urgent:
                    self.urgent -= 1
                return

    def push_now(self, kind: str, seat: int, **data: Any) -> None:
        """A decision that comes before those already waiting (a reward won inside a step):
        during one action such decisions keep the order they were pushed in."""
        self.queue.insert(self.urgent, {"kind": kind, "seat": seat, **data})
        self.urgent += 1
