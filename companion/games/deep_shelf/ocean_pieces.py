"""Tubes and Crawlers: where they may go, what they cost, and the Crawler's first load; Living
Ocean's free Tube and Crawler.

Rulebook, "Build Action": "build any combination of up to 2 (total) Tubes and/or Crawlers ... by
discarding 1 Slag, or 1 Ore (Raw or Refined) from any location they control or any area that
contains one of their units"; "A Tube may be built in an empty Tube Network space that is no more
than 1 Shelf away from other Tubes belonging to the same faction" (a Tube's end must touch a Shelf
one of the faction's Tubes touches); "Once a player has placed a Tube on a Tube Network space, no
other player may place a Tube on that space"; "A Crawler may be built in any Shelf that contains
one of the player's units or facilities. After placement, a Crawler may pick up a number of
resources equal to its carry capacity (2)." Living Ocean's Extract power: "If you have built a
Smelter, build 1 Tube in a legal location at no cost. If you have built 2 Smelters, build 1 Tube
and 1 Crawler in legal locations at no cost."

Reading: a Tube touching the Deep or Trench needs High Density Hull ("You may now build in these
areas").
"""

from collections.abc import Iterable
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf import ports
from companion.games.deep_shelf.board import Step
from companion.games.deep_shelf.build import PIECE_CUBES, PIECES
from companion.games.deep_shelf.events import Built
from companion.games.deep_shelf.ocean import edge
from companion.games.deep_shelf.ocean_actions import Crawler, Load, Tube
from companion.games.deep_shelf.ocean_moves import handle, refuse_handling
from companion.games.deep_shelf.ocean_rules import (
    DEEP,
    HULL,
    HULL_QUOTE,
    board,
    refuse_entry,
    shelf_name,
    valid_shelf,
)
from companion.games.deep_shelf.state import State

TUBE_QUOTE = ("A Tube may be built in an empty Tube Network space that is no more than 1 Shelf "
              "away from other Tubes belonging to the same faction.")


def piece_candidates(state: State, seat: int, free: bool, tube: bool = True,
                     crawler: bool = True) -> Iterable[Any]:
    b = board(state)
    cubes = [""] if free else [k for k in PIECE_CUBES if ports.controlled(state, seat, k)]
    if tube:
        touched = b.tube_ends(seat)
        spaces = {edge(s, n) for s in touched for n in b.map.neighbours(s)} - set(b.tubes)
        for a, c in sorted(spaces):
            yield from (Tube(seat, a, c, cube) for cube in cubes)
    if crawler:
        here = sorted({s for _, s in b.units(seat)} | {s for s, _ in b.mine(seat)})
        for shelf in here:
            yield from (Crawler(seat, shelf, cube) for cube in cubes)


def refuse_piece(state: State, seat: int, action: Tube | Crawler, free: bool) -> None:
    b = board(state)
    if isinstance(action, Tube):
        built = sum(1 for owner in b.tubes.values() if owner == seat)
        _refuse_tube(state, seat, action)
    else:
        built = len(b.crawlers[seat])
        _refuse_crawler(state, seat, action)
    piece = "tube" if isinstance(action, Tube) else "crawler"
    if free:
        if action.cube:
            raise IllegalMove("piece-cost", f"this {piece} costs nothing")
        if built >= PIECES[piece]:
            raise IllegalMove("piece-left", f"no {piece} is left ({PIECES[piece]} per faction)")
    else:
        ports.refuse_piece(state, seat, piece, action.cube, built)


def _refuse_tube(state: State, seat: int, action: Tube) -> None:
    b = board(state)
    if not (valid_shelf(state, action.a) and valid_shelf(state, action.b)) or \
            not b.map.adjacent(action.a, action.b):
        raise IllegalMove("tube-space", "a Tube lies on the space between two neighbouring "
                          "Shelves")
    names = f"{shelf_name(state, action.a)} and {shelf_name(state, action.b)}"
    if not {action.a, action.b} <= b.in_play():
        raise IllegalMove("tube-space", f"the space between {names} is under Void Space tiles")
    owner = b.tubes.get(edge(action.a, action.b))
    if owner is not None:
        raise IllegalMove("tube-taken", f"{state.players[owner].name}'s Tube lies between "
                          f"{names}", "Once a player has placed a Tube on a Tube Network space, "
                          "no other player may place a Tube on that space.")
    if not {action.a, action.b} & b.tube_ends(seat):
        raise IllegalMove("tube-network", f"the space between {names} is not next to "
                          f"{state.players[seat].name}'s Tube Network", TUBE_QUOTE)
    if (b.zone(action.a) in DEEP or b.zone(action.b) in DEEP) and \
            not state.players[seat].has(HULL):
        raise IllegalMove("hull", "building in the Deep and Trench needs High Density Hull",
                          HULL_QUOTE)


def _refuse_crawler(state: State, seat: int, action: Crawler) -> None:
    b = board(state)
    if not valid_shelf(state, action.shelf) or not (
            b.has_unit(seat, action.shelf) or seat in b.owners(action.shelf)):
        raise IllegalMove("crawler-shelf", "a Crawler is built on a Shelf with one of the "
                          "player's units or facilities", "A Crawler may be built in any Shelf "
                          "that contains one of the player's units or facilities.")
    refuse_entry(state, seat, action.shelf, "a Crawler")


def lay(state: State, d: dict[str, Any], action: Tube | Crawler, events: list) -> None:
    """Build a Tube or a Crawler (paid unless its cube is "")."""
    seat, b = d["seat"], board(state)
    piece = "tube" if isinstance(action, Tube) else "crawler"
    if action.cube:
        ports.pay_piece(state, seat, piece, action.cube, events)
    if isinstance(action, Tube):
        b.add_tube(action.a, action.b, seat)
        events.append(Built(seat, f"{state.players[seat].name} lays a Tube between "
                            f"{shelf_name(state, action.a)} and {shelf_name(state, action.b)}"))
        return
    unit = f"c{len(b.crawlers[seat])}"
    b.crawlers[seat].append([action.shelf, {}])
    d.setdefault("handle", {})[unit] = 2
    events.append(Built(seat, f"{state.players[seat].name} builds a Crawler on "
                        f"{shelf_name(state, action.shelf)}"))


def load_candidates(state: State, d: dict[str, Any]) -> Iterable[Any]:
    b = board(state)
    for unit, left in d.get("handle", {}).items():
        if left > 0:
            here = b.unit_shelf(d["seat"], unit)
            yield from (Load(d["seat"], unit, k) for k in sorted(b.cubes.get(here, {})))


def refuse_load(state: State, d: dict[str, Any], action: Load) -> None:
    if d.get("handle", {}).get(action.unit, 0) < 1:
        raise IllegalMove("carry", "a Crawler picks up its 2 cubes as it is placed",
                          "After placement, a Crawler may pick up a number of resources equal "
                          "to its carry capacity (2).")
    refuse_handling(state, d["seat"], action, board(state).unit_shelf(d["seat"], action.unit))


class FreeTubeStep(Step):
    """Living Ocean's Extract power: "If you have built a Smelter, build 1 Tube in a legal
    location at no cost. If you have built 2 Smelters, build 1 Tube and 1 Crawler"."""

    name = "free_tube"
    actions = (Tube, Crawler, Load)

    def possible(self, state: State, seat: int) -> bool:
        return ports.smelters(state.players[seat]) > 0

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        d["tube"] = ports.smelters(state.players[d["seat"]]) >= 1
        d["crawler"] = ports.smelters(state.players[d["seat"]]) >= 2
        d["handle"] = {}

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        yield from piece_candidates(state, d["seat"], True, d["tube"], d["crawler"])
        yield from load_candidates(state, d)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if isinstance(action, Load):
            refuse_load(state, d, action)
            return
        if not d["tube" if isinstance(action, Tube) else "crawler"]:
            raise IllegalMove("free-piece", "the free Tube and Crawler are built once each "
                              "(the Crawler with 2 Smelters)")
        refuse_piece(state, d["seat"], action, free=True)

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        if isinstance(action, Load):
            d["handle"][action.unit] -= 1
            handle(state, d["seat"], action, events)
            return
        d["tube" if isinstance(action, Tube) else "crawler"] = False
        lay(state, d, action, events)
