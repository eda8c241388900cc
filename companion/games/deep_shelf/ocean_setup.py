"""Setting up the Ocean Expanse and choosing the Docks.

Rulebook, "Player Count Considerations": "With 3 players, cover either the top or bottom
portion of the board, but not both. With 2 players, cover the top and bottom areas ... we recommend
choosing the arrangement that is most convenient for all players" (the table chooses, entered by
the first player to choose a Dock). "Setup" 16-20: "Place 1 Osmium Resource Tile at each Dock";
"For each player, draw a random Resource Tile from the Shallows Exploration Bag. Place these on the
remaining uncovered Dock Shelves" with their dice; "Randomize the 5 Trench Tiles and place 2 of
them, face-up, on the 2 Shelves furthest from the Docks". The table draws the tiles and enters
them; the engine keeps the bags' contents and refuses a tile that is not in its bag.
"Choosing a Starting Location": Docks by dock initiative; "place 1 of your Tubes on the Tube
Network space between your starting Dock Shelves"; the Submarine waits beside the Dock.
"""

from collections.abc import Iterable
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf.board import Step
from companion.games.deep_shelf.events import SetUp
from companion.games.deep_shelf.ocean import OceanBoard
from companion.games.deep_shelf.ocean_actions import ClaimDock, Cover, PlaceTile
from companion.games.deep_shelf.ocean_map import AREAS, DOCKS
from companion.games.deep_shelf.ocean_rules import board, place_tile, shelf_name
from companion.games.deep_shelf.state import State


def needing_tiles(b: OceanBoard) -> list[tuple[int, str]]:
    """Shelves set-up fills still empty, with the bag each one's tile comes from."""
    shown = b.in_play()
    found = [(s, "trench") for s in b.map.trench() if s in shown and s not in b.tiles]
    for number in b.map.docks_in_play(b.covered or ""):
        found += [(s, "shallows") for s in b.map.dock(number) if s not in b.tiles]
    return found


class CoverStep(Step):
    name = "cover"
    optional = False
    actions = (Cover,)

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        return (Cover(d["seat"], area) for area in AREAS)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if action.area not in AREAS:
            raise IllegalMove("cover", "the Void Space tiles cover the top or the bottom area",
                              "With 3 players, cover either the top or bottom portion of the "
                              "board, but not both.")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        state.finish(d)
        b = board(state)
        b.covered = action.area
        b.place_sources()
        events.append(SetUp(d["seat"], f"Void Space tiles cover the {action.area} area; Docks "
                            f"{', '.join(map(str, b.map.docks_in_play(b.covered)))} are in "
                            "play"))


class SetupTileStep(Step):
    """The Trench tiles and a Shallows tile on each Dock, as the table drew them."""

    name = "setup_tile"
    optional = False
    actions = (PlaceTile,)

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        b = board(state)
        for shelf, zone in needing_tiles(b):
            yield from (PlaceTile(d["seat"], tile, shelf) for tile in b.bags[zone])

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        b = board(state)
        wanted = dict(needing_tiles(b))
        if action.shelf not in wanted:
            raise IllegalMove("setup-shelf", "set-up places tiles on the Trench shelves and the "
                              "Dock shelves still empty")
        zone = wanted[action.shelf]
        if not b.bags[zone].get(action.tile):
            raise IllegalMove("tile-bag", f"no {action.tile} is left for "
                              f"{shelf_name(state, action.shelf)} ({zone} tiles)")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        b = board(state)
        zone = dict(needing_tiles(b))[action.shelf]
        take_from_bag(b, zone, action.tile)
        place_tile(state, d["seat"], action.tile, action.shelf, events)


def take_from_bag(b: OceanBoard, zone: str, tile: str) -> None:
    bag = b.bags[zone]
    bag[tile] -= 1
    if not bag[tile]:
        del bag[tile]


class DockStep(Step):
    name = "dock"
    optional = False
    actions = (ClaimDock,)

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        b = board(state)
        if b.covered is None:
            state.push_now("cover", d["seat"])
        if b.covered is None or needing_tiles(b):
            state.push_now("setup_tile", d["seat"])

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        return (ClaimDock(d["seat"], number) for number in DOCKS)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        b = board(state)
        if action.dock not in b.map.docks_in_play(b.covered or ""):
            raise IllegalMove("dock", f"Dock {action.dock} is not in play; the Docks in play "
                              f"are {', '.join(map(str, b.map.docks_in_play(b.covered or '')))}",
                              "in games with fewer than 4 players, not all Docks will be in play")
        holder = next((s for s in state.seats if b.docks[s] == action.dock), None)
        if holder is not None:
            raise IllegalMove("dock-taken", f"Dock {action.dock} is "
                              f"{state.players[holder].name}'s")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        state.finish(d)
        b = board(state)
        b.docks[d["seat"]] = action.dock
        b.add_tube(*b.map.dock(action.dock), d["seat"])
        events.append(SetUp(d["seat"], f"{state.players[d['seat']].name} claims Dock "
                            f"{action.dock} and lays a Tube between its Shelves"))
