"""What several board steps ask: carry capacities, where a unit may go, the Acceleration
Network, tiles placed, and cubes taken from or given back to the supply on the board.

Rulebook: "Submarines may move freely, but Crawlers require Tubes in order to move between
adjacent spaces"; "Crawlers may only move between adjacent Shelves if those spaces are connected
by Tube(s) (regardless of color), or between 2 of the faction's Acceleration Network facilities";
"Shelves that contain a faction's Acceleration Network facilities are considered adjacent";
High Density Hull: "Your units may move into the Deep and Trench zones. Your may now build in
these areas"; carry capacity "2 resources per Cargo Hold" (Cogent's Submarine has 2 Holds),
Secure Cargo Hold 2 more, "Crawlers have a carry capacity of 2".

Readings: the Depth Dragon's Shelf is closed to units (Supercavitation's power speaks of ignoring
"obstacles to the location, such as the Depth Dragon"), and nothing is built on it.
"""

from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf import catalog, ports, supply
from companion.games.deep_shelf.cubes import Pile, add, count
from companion.games.deep_shelf.events import Gained
from companion.games.deep_shelf.ocean import OceanBoard, edge
from companion.games.deep_shelf.state import State

HULL = "high-density-hull"
HULL_QUOTE = "High Density Hull: Your units may move into the Deep and Trench zones. Your may " \
             "now build in these areas."
CRAWLER_CARRY = 2
DEEP = ("deep", "trench")


def board(state: State) -> OceanBoard:
    return state.board


def carry(state: State, seat: int, unit: str) -> int:
    if unit != "sub":
        return CRAWLER_CARRY
    player = state.players[seat]
    return ports.faction(player).cargo + (2 if player.has("secure-cargo-hold") else 0)


def room_in(state: State, seat: int, unit: str) -> int:
    return carry(state, seat, unit) - count(board(state).hold(seat, unit))


def network_shelves(state: State, seat: int) -> set[int]:
    """Shelves holding the faction's Acceleration Network facilities."""
    b = board(state)
    key = ("accelerated", seat)
    if key not in b.cache:
        kinds = ports.faction(state.players[seat]).network
        b.cache[key] = frozenset(s for s, kind in b.mine(seat) if kind in kinds)
    return b.cache[key]


def refuse_entry(state: State, seat: int, shelf: int, what: str = "a unit") -> None:
    """Why `what` of the player may not go onto `shelf` (nothing: it may)."""
    b = board(state)
    if shelf not in b.in_play():
        raise IllegalMove("shelf", f"{_name(state, shelf)} is not on the board in this game")
    if b.zone(shelf) in DEEP and not state.players[seat].has(HULL):
        raise IllegalMove("hull", f"{_name(state, shelf)} lies in the {b.zone(shelf).title()}: "
                          f"{what} goes there only with High Density Hull", HULL_QUOTE)
    if shelf == b.dragon:
        raise IllegalMove("dragon-shelf", f"the Depth Dragon rests on {_name(state, shelf)}")


def linked(state: State, seat: int, unit: str, here: int, there: int) -> bool:
    """Whether the unit may spend 1 momentum to go from `here` to `there`."""
    b = board(state)
    network = network_shelves(state, seat)
    if here in network and there in network and here != there:
        return True
    if not b.map.adjacent(here, there):
        return False
    return unit == "sub" or edge(here, there) in b.tubes or \
        state.players[seat].has("crawler-ballast")


def _name(state: State, shelf: int) -> str:
    return shelf_name(state, shelf)


def shelf_name(state: State, shelf: int) -> str:
    shelves = board(state).map.shelves
    return shelves[shelf].name if 0 <= shelf < len(shelves) else f"shelf #{shelf}"


def valid_shelf(state: State, shelf: Any) -> bool:
    return isinstance(shelf, int) and 0 <= shelf < len(board(state).map.shelves)


# -- cubes to and from the supply ------------------------------------------------------------------
def gain_onto(state: State, shelf: int, kind: str, n: int = 1) -> int:
    """Cubes from the supply onto a Shelf, as many as it has room for; returns how many."""
    placed = 0
    for _ in range(n):
        if board(state).put(shelf, kind):
            supply.take(state.supply, kind)
            placed += 1
    return placed


def gain_into(state: State, seat: int, unit: str, kind: str) -> bool:
    if room_in(state, seat, unit) < 1:
        return False
    supply.take(state.supply, kind)
    add(board(state).hold(seat, unit), kind)
    return True


def destroy(state: State, pile: Pile) -> None:
    """Every cube of a pile back to the supply (the pile is emptied)."""
    for kind, n in pile.items():
        supply.give_back(state.supply, kind, n)
    pile.clear()


def drop_load(state: State, shelf: int, load: Pile) -> None:
    """A unit leaving the board: its load onto its Shelf as far as there is room, the rest
    back to the supply."""
    b = board(state)
    for kind, n in list(load.items()):
        for _ in range(n):
            if not b.put(shelf, kind):
                supply.give_back(state.supply, kind)
    load.clear()


# -- tiles -----------------------------------------------------------------------------------------
def place_tile(state: State, seat: int, tile: str, shelf: int, events: list) -> None:
    """A tile onto an empty Shelf: its Resource Die set to the tile's number, an Anomaly's
    token onto it ("set their Resource Dice to the number on the Anomaly Resource Tile as
    normal, then take the matching Anomaly Token and place it on the Shelf"); the Unstable Vent
    is turned by the player who found it."""
    b = board(state)
    info = catalog.tiles()[tile]
    b.tiles[shelf] = tile
    if info.get("dice"):
        b.dice[shelf] = info["dice"]
    if info["kind"] == "anomaly":
        b.tokens[shelf] = info["track"]
    if info["kind"] == "vent":
        state.push_now("vent", seat, shelf=shelf)
    events.append(Gained(seat, f"{state.players[seat].name} places the "
                         f"{tile.replace('-', ' ').title()} on {shelf_name(state, shelf)}"
                         + (f" (die {info['dice']})" if info.get("dice") else "")))
