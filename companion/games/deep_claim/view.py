"""What one seat may see, as typed views: `Game.view(seat)` (None: the shared table screen).

Another player's hand of action cards, contracts in hand and objectives are counts only (the
cards left in hand would give away the face-down digs); a face-down dig shows its owner but not
its card until its mine is turned up in the Mine phase, except to its owner.
"""

from dataclasses import dataclass

from companion.games.base import PointItem
from companion.games.deep_claim.state import Boost, State


@dataclass(frozen=True)
class PlayerView:
    name: str
    coins: int
    pickaxes: int
    vp: int
    supply: dict[str, int]
    hand: tuple[int, ...] | None  # action cards in hand; None: hidden from this viewer
    hand_size: int
    contracts: tuple[int, ...] | None  # contracts in hand; None: hidden
    contracts_in_hand: int
    fulfilled: tuple[int, ...]
    critters: tuple[int, ...]  # face up beside the board
    recruited: tuple[int, ...]
    discarded: tuple[int, ...]
    veins: tuple[int, ...]
    objectives: tuple[int, ...] | None  # None: hidden
    objective_count: int
    magnate: int | None
    magnate_offer: tuple[int, ...] | None  # None: hidden
    quota: int
    deployed: int
    boosts: tuple[Boost, ...]  # extra icons for this season's scoring
    points: tuple[PointItem, ...]  # where every VP on the track came from

    @property
    def ore(self) -> int:
        return sum(self.supply.values())


@dataclass(frozen=True)
class BidView:
    seat: int
    card: int
    value: int  # what it counts as in the order (bear 16 adds 4)


@dataclass(frozen=True)
class DigView:
    seat: int
    card: int | None  # None: face down, hidden from this viewer


@dataclass(frozen=True)
class LocationView:
    number: int  # 1 at the top, as the table counts
    mine: int | None
    cells: tuple[int, ...]  # -1 undug, -2 the neutral miner, else the seat of the miner
    veins: tuple[int | None, ...]  # the tiles on the four intersections
    display: tuple[str | None, ...]  # "critter:N" / "contract:N" in the four slots
    bids: tuple[BidView, ...]  # highest first
    digs: tuple[DigView, ...]


@dataclass(frozen=True)
class TableView:
    viewer: int | None
    season: int
    phase: str
    first: int
    waiting: tuple[str, int] | None  # (decision kind, seat), None once the game is over
    players: tuple[PlayerView, ...]
    locations: tuple[LocationView, ...]
    draft: tuple[int, ...]  # the contracts revealed for the draft, face up
    deck_sizes: dict[str, int]


def table_view(state: State, seat: int | None) -> TableView:
    players = []
    for index, p in enumerate(state.players):
        own = index == seat
        players.append(PlayerView(
            p.name, p.coins, p.pickaxes, p.vp, dict(p.supply),
            tuple(sorted(p.hand)) if own else None, len(p.hand),
            tuple(sorted(p.contracts)) if own else None, len(p.contracts),
            tuple(p.fulfilled), tuple(p.critters), tuple(p.recruited), tuple(p.discarded),
            tuple(p.veins), tuple(p.objectives) if own else None, len(p.objectives),
            p.magnate, tuple(p.magnate_offer) if own else None, p.quota, p.deployed,
            tuple(p.boosts), tuple(p.points)))
    locations = []
    for index, loc in enumerate(state.locations):
        face_up = state.phase == "mine" and index < state.revealed
        locations.append(LocationView(
            index + 1, loc.mine, tuple(loc.cells), tuple(loc.veins), tuple(loc.display),
            tuple(BidView(b.seat, b.card, b.value) for b in loc.bids),
            tuple(DigView(d.seat, d.card if face_up or d.seat == seat else None)
                  for d in loc.digs)))
    waiting = state.queue[0][:2] if state.queue and state.phase != "over" else None
    return TableView(seat, state.season, state.phase, state.first, waiting, tuple(players),
                     tuple(locations), tuple(sorted(state.draft)),
                     {k: len(v) for k, v in state.decks.items()})
