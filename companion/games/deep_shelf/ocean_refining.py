"""Cubes on the board refined by Smelters, and lifted to Surface Storage by the Acceleration Loop.

Rulebook, "Process Ore Action": "For each Smelter the player has built, they may then refine up to
2 additional Raw Ore that are on or adjacent to Shelves that contain any of their Smelters. When
refining Ore on the Ocean Expanse Board, the Ore may be on the Shelf with the Smelter, alone on an
adjacent Shelf, and/or on an adjacent Shelf that is controlled by the active player's facilities
or units. You may not refine Ore that is on a Shelf controlled by another player. A Smelter
increases a player's refining capability, regardless of its physical location"; a scientist on
Refine refines "1 additional resource on a Shelf where refinement is possible". Slag becomes the
Raw Ore of the player's choice. Supercavitation: "up to 4 Mobius-controlled or neutral resources
located in or adjacent to your Acceleration Loop may be moved directly to your Surface Storage."

Reading: cubes held by the player's own units on those Shelves count as the player's.
"""

from collections.abc import Iterable
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf import ports, supply
from companion.games.deep_shelf.board import Step
from companion.games.deep_shelf.cubes import Pile, add, name
from companion.games.deep_shelf.economy_steps import refines
from companion.games.deep_shelf.events import Gained, Refined
from companion.games.deep_shelf.ocean_actions import Lift, Smelt
from companion.games.deep_shelf.ocean_rules import board, shelf_name
from companion.games.deep_shelf.state import State

LOOP_LIFT = 4


def around(state: State, seat: int, kind: str) -> list[int]:
    """The Shelves with the player's facilities of `kind` and their neighbours, save those an
    opponent controls."""
    b = board(state)
    found = set()
    for shelf, built in b.mine(seat):
        if built == kind:
            found |= {shelf, *b.map.neighbours(shelf)}
    return sorted(s for s in found & b.in_play() if not b.foreign(seat, s))


def holders(state: State, seat: int, shelf: int) -> dict[str, Pile]:
    b = board(state)
    found = {"shelf": b.cubes.get(shelf, {})}
    found.update({unit: b.hold(seat, unit) for unit, s in b.units(seat) if s == shelf})
    return found


def _pile(state: State, seat: int, shelf: int, holder: str) -> Pile:
    return holders(state, seat, shelf).get(holder, {})


class SmeltStep(Step):
    name = "refine"
    actions = (Smelt,)

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        player = state.players[d["seat"]]
        d["left"] = 2 * player.count("smelter") + player.on("refine") \
            if player.count("smelter") else 0

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        seat = d["seat"]
        if d["left"] < 1:
            return
        for shelf in around(state, seat, "smelter"):
            for holder, pile in holders(state, seat, shelf).items():
                for kind in sorted(pile):
                    yield from (Smelt(seat, shelf, holder, kind, into) for into in refines(kind))

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        seat = d["seat"]
        if d["left"] < 1:
            raise IllegalMove("refine-limit", "each Smelter refines up to 2 Ore, and each "
                              "scientist on Refine 1 more", "For each Smelter the player has "
                              "built, they may then refine up to 2 additional Raw Ore")
        if action.shelf not in around(state, seat, "smelter"):
            raise IllegalMove("refine-shelf", "a Smelter refines on its Shelf and the Shelves "
                              "next to it that no other player controls", "You may not refine "
                              "Ore that is on a Shelf controlled by another player.")
        if not _pile(state, seat, action.shelf, action.holder).get(action.kind):
            raise IllegalMove("refine-stock", f"no {name(action.kind)} there")
        if action.into not in refines(action.kind):
            raise IllegalMove("refine-kind", f"{name(action.kind)} cannot become "
                              f"{name(action.into)}")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        d["left"] -= 1
        pile = _pile(state, d["seat"], action.shelf, action.holder)
        supply.convert(state.supply, pile, action.kind, action.into)
        events.append(Refined(d["seat"], f"{state.players[d['seat']].name} refines 1 "
                              f"{name(action.kind)} into {name(action.into)} at "
                              f"{shelf_name(state, action.shelf)}"))


class LiftStep(Step):
    name = "loop_lift"
    actions = (Lift,)

    def possible(self, state: State, seat: int) -> bool:
        return bool(around(state, seat, "super")) and state.players[seat].faction == "mobius"

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        d["left"] = LOOP_LIFT if self.possible(state, d["seat"]) else 0

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        seat = d["seat"]
        if d["left"] < 1:
            return
        for shelf in around(state, seat, "super"):
            for holder, pile in holders(state, seat, shelf).items():
                yield from (Lift(seat, shelf, holder, kind) for kind in sorted(pile))

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        seat = d["seat"]
        if d["left"] < 1:
            raise IllegalMove("limit", "up to 4 resources")
        if action.shelf not in around(state, seat, "super") or \
                not _pile(state, seat, action.shelf, action.holder).get(action.kind):
            raise IllegalMove("lift", "the Loop lifts Mobius-controlled or neutral cubes on or "
                              "next to its Shelf")
        if ports.room(state.players[seat]) < 1:
            raise IllegalMove("storage-full", "Surface Storage is full")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        d["left"] -= 1
        b = board(state)
        if action.holder == "shelf":
            b.remove(action.shelf, action.kind)
        else:
            add(b.hold(d["seat"], action.holder), action.kind, -1)
        ports.stow(state, d["seat"], action.kind)
        events.append(Gained(d["seat"], f"the Acceleration Loop lifts 1 {name(action.kind)} "
                             "into Surface Storage"))
