"""Mobius' Mobile Extractors on the move.

Rulebook, Mobius: "After completing Submarine and Crawler movement as normal, you may move any of
your Extractors up to 1 Shelf each, across any Tube. When doing so, your Extractors may occupy a
Shelf containing any other facility, even if it belongs to an opponent ... and may not move into
another players dock"; Supercavitation's power: "You may move 1 of your built Extractors onto any
Shelf that contains 1 of your Crawlers. When doing so, ignore all obstacles to the location".

Reading: not onto the dragon's Shelf, nor one holding another Mobile Extractor.
"""

from collections.abc import Iterable
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf.board import Step
from companion.games.deep_shelf.events import Gained
from companion.games.deep_shelf.ocean import edge
from companion.games.deep_shelf.ocean_actions import Shift
from companion.games.deep_shelf.ocean_rules import board, refuse_entry, shelf_name, valid_shelf
from companion.games.deep_shelf.state import State


class ShiftStep(Step):
    """Mobius' Extractors: up to 1 Shelf each across any Tube (the Move action), or one onto a
    Shelf with a Mobius Crawler, ignoring obstacles (Supercavitation's power)."""

    actions = (Shift,)

    def __init__(self, name: str, jump: bool):
        self.name = name
        self.jump = jump

    def possible(self, state: State, seat: int) -> bool:
        return any(True for _ in self.candidates(state, {"seat": seat, "moved": []}))

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        d["moved"] = []

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        seat, b = d["seat"], board(state)
        if self.jump and d["moved"]:
            return
        for shelf, kind in b.mine(seat):
            if kind != "extractor" or shelf in d["moved"]:
                continue
            targets = {s for s, _load in b.crawlers[seat]} if self.jump else \
                {s for s in b.map.neighbours(shelf) if edge(shelf, s) in b.tubes}
            yield from (Shift(seat, shelf, to) for to in sorted(targets - {shelf}))

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        seat, b = d["seat"], board(state)
        if not valid_shelf(state, action.shelf) or not valid_shelf(state, action.to) or \
                [seat, "extractor"] not in b.facilities.get(action.shelf, []):
            raise IllegalMove("extractor", "no Extractor of "
                              f"{state.players[seat].name}'s stands there")
        if state.players[seat].faction != "mobius":
            raise IllegalMove("extractor", "only Mobius moves its Extractors")
        if action.shelf in d["moved"] or (self.jump and d["moved"]):
            raise IllegalMove("extractor-moved", "that Extractor has moved this step"
                              if not self.jump else "1 Extractor moves")
        if self.jump:
            if not any(s == action.to for s, _ in b.crawlers[seat]):
                raise IllegalMove("extractor-jump", "the Extractor goes onto a Shelf with a "
                                  "Mobius Crawler")
        elif not b.map.adjacent(action.shelf, action.to) or \
                edge(action.shelf, action.to) not in b.tubes:
            raise IllegalMove("extractor-tube", "an Extractor moves 1 Shelf, across a Tube",
                              "you may move any of your Extractors up to 1 Shelf each, across "
                              "any Tube")
        refuse_entry(state, seat, action.to, "an Extractor")
        if b.opponent_dock(seat, action.to):
            raise IllegalMove("extractor-dock", "Mobius' Extractors may not move into another "
                              "player's Dock", "Mobius may not move their Mobile Extractors "
                              "into another player's Dock.")
        if [seat, "extractor"] in b.facilities.get(action.to, []):
            raise IllegalMove("extractor-shelf", "another Mobile Extractor stands there")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        b = board(state)
        b.remove_facility(action.shelf, d["seat"], "extractor")
        b.add_facility(action.to, d["seat"], "extractor")
        d["moved"].append(action.to)
        events.append(Gained(d["seat"], f"{state.players[d['seat']].name} moves an Extractor "
                             f"from {shelf_name(state, action.shelf)} to "
                             f"{shelf_name(state, action.to)}"))
