"""What the table sees of the Ocean Expanse: every Shelf in play with its tile, die, anomaly
token, cubes, facilities and units; the Tubes; the Depth Dragon and its sides; the bags."""

from dataclasses import dataclass

from companion.games.deep_shelf.cubes import ordered
from companion.games.deep_shelf.ocean import DRAGON_SIDES, OceanBoard
from companion.games.deep_shelf.state import State


@dataclass(frozen=True)
class UnitView:
    seat: int
    unit: str  # "sub", "c0"...
    load: dict[str, int]


@dataclass(frozen=True)
class ShelfView:
    number: int  # the Shelf's number in actions
    name: str
    at: tuple[int, int]  # axial (q, r)
    zone: str
    dock: int | None  # the Dock it belongs to
    docked: int | None  # the seat whose Dock it is
    tile: str | None
    used: bool  # the tile is flipped to its depleted (used) side
    die: int | None
    token: str | None  # an anomaly token still on the Shelf
    vent: int | None  # the Unstable Vent's orientation
    cubes: dict[str, int]
    facilities: tuple[tuple[int, str], ...]  # (seat, kind), the controlling one first
    units: tuple[UnitView, ...]


@dataclass(frozen=True)
class BoardView:
    title: str
    shelves: tuple[ShelfView, ...]  # those in play (not under Void Space tiles)
    tubes: tuple[tuple[int, int, int], ...]  # (shelf, shelf, seat)
    dragon: int | None  # its Shelf; None once it has left the game
    dragon_sides: tuple[str, ...]  # the colour of each side, numbered from the east
    bags: dict[str, int]  # tiles left in each exploration bag
    docks: tuple[int | None, ...]  # each seat's Dock


def board_view(state: State) -> BoardView:
    b: OceanBoard = state.board
    docked = {shelf: seat for seat in state.seats for shelf in b.dock_shelves(seat)}
    units: dict[int, list[UnitView]] = {}
    for seat in state.seats:
        for unit, shelf in b.units(seat):
            units.setdefault(shelf, []).append(UnitView(seat, unit, ordered(b.hold(seat, unit))))
    shelves = []
    for n in sorted(b.in_play()):
        shelf = b.map.shelves[n]
        shelves.append(ShelfView(
            n, shelf.name, shelf.at, shelf.zone, shelf.dock, docked.get(n), b.tiles.get(n),
            n in b.flipped, b.dice.get(n), b.tokens.get(n), b.vents.get(n),
            ordered(b.cubes.get(n, {})),
            tuple((seat, kind) for seat, kind in b.facilities.get(n, ())),
            tuple(units.get(n, ()))))
    sides = tuple(DRAGON_SIDES[(side - b.facing) % len(DRAGON_SIDES)]
                  for side in range(len(DRAGON_SIDES)))
    return BoardView(b.map.title, tuple(shelves),
                     tuple((a, c, seat) for (a, c), seat in sorted(b.tubes.items())),
                     b.dragon, sides, {zone: sum(bag.values()) for zone, bag in b.bags.items()},
                     tuple(b.docks))
