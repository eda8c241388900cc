"""Units on the move: momentum, docking, loading and unloading, and Home Base's trip home (the
tiles where a move ends: ocean_finds.py; Mobius' Extractors: ocean_extractors.py).

Rulebook, "Move Action": momentum "can only be spent in the action step in which it is
generated"; "All Submarines start with 1 momentum. All Crawlers start with 2 momentum" (Improved
Engine, Crawler Beacon, Fission Engine's 3 "divided among your units as you choose"); "If a unit
is at either of its faction's Dock Shelves, it may spend 1 momentum to Dock. When a unit Docks, it
may move resources equal to its carry capacity from their Shelf or Cargo Hold into Surface
Storage. If a unit has multiple momentum to spend, it may Dock multiple times." "Whenever a unit
moves, for any reason, it may pick up, rearrange, or drop a number of resources equal to its
carry capacity. You may never pick up resources controlled by an opponent." "The first time your
Submarine moves, it will move to either of your Dock spaces." "Units may be moved through another
player's Dock." Home Base: "pick up a number of resources from its current Shelf (without
exceeding its carry capacity) and place the Submarine at their Dock. Any resources contained in
the Submarine's Cargo Hold may be immediately transported to Surface Storage."

Readings: a unit handles up to its carry capacity of cubes before its first move and again after
each move (a unit with no momentum in the step handles none); a move's end is when the player
stops moving ("Stop"), or the Submarine goes home (Home Base).
"""

from collections.abc import Callable, Iterable
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf import ports
from companion.games.deep_shelf.board import Step
from companion.games.deep_shelf.cubes import add, name
from companion.games.deep_shelf.events import Gained
from companion.games.deep_shelf.ocean_actions import (
    Drop,
    Home,
    Load,
    Move,
    Stop,
    Stow,
    unit_words,
)
from companion.games.deep_shelf.ocean_finds import activate, ends_move
from companion.games.deep_shelf.ocean_rules import (
    board,
    carry,
    linked,
    network_shelves,
    refuse_entry,
    room_in,
    shelf_name,
    valid_shelf,
)
from companion.games.deep_shelf.state import State

CARRY_QUOTE = ("Whenever a unit moves, for any reason, it may pick up, rearrange, or drop a "
               "number of resources equal to its carry capacity. You may never pick up resources "
               "controlled by an opponent.")
Budget = Callable[[State, int], tuple[dict[str, int], int]]  # per unit, and a shared pool


def move_budget(state: State, seat: int) -> tuple[dict[str, int], int]:
    """The Move action: the Submarine 1 (+1 Improved Engine), each Crawler 2 (+1 Crawler
    Beacon), and Fission Engine's 3 to share out."""
    player = state.players[seat]
    units = {"sub": 1 + player.has("improved-engine")}
    for unit, _ in board(state).units(seat):
        if unit != "sub":
            units[unit] = 2 + player.has("crawler-beacon")
    return units, 3 if player.has("fission-engine") else 0


def sub_budget(momentum: Callable[[State, int], int]) -> Budget:
    return lambda state, seat: ({"sub": momentum(state, seat)}, 0)


class MomentumStep(Step):
    """Momentum spent: moves, docking, cargo picked up and dropped; Stop ends it."""

    actions = (Move, Load, Drop, Stow, Stop)
    optional = False

    def __init__(self, name: str, budget: Budget):
        self.name = name
        self.budget = budget

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        units, pool = self.budget(state, d["seat"])
        d["left"] = {u: m for u, m in units.items() if m > 0}
        d["pool"] = pool
        d["spent"] = 0
        d["handle"] = {u: carry(state, d["seat"], u) for u, m in units.items() if m or pool}
        d["docked"] = {}
        d["moved"] = []

    def _momentum(self, d: dict[str, Any], unit: str) -> int:
        return d["left"].get(unit, 0) + d["pool"]

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        seat, b = d["seat"], board(state)
        for unit in d["handle"]:
            here = b.unit_shelf(seat, unit)
            if self._momentum(d, unit) > 0:
                targets = b.dock_shelves(seat) if here is None else \
                    {*b.map.neighbours(here), *network_shelves(state, seat)} - {here}
                yield from (Move(seat, unit, to) for to in sorted(targets))
            if here is None:
                continue
            if d["handle"][unit] > 0:
                yield from (Load(seat, unit, k) for k in sorted(b.cubes.get(here, {})))
                yield from (Drop(seat, unit, k) for k in sorted(b.hold(seat, unit)))
            if here in b.dock_shelves(seat):
                yield from (Stow(seat, unit, k, "cargo") for k in sorted(b.hold(seat, unit)))
                yield from (Stow(seat, unit, k, "shelf") for k in sorted(b.cubes.get(here, {})))
        if d["handle"]:
            yield Stop(seat)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if isinstance(action, Stop):
            return
        seat, b = d["seat"], board(state)
        unit = action.unit
        if unit not in d["handle"]:
            raise IllegalMove("unit", f"{state.players[seat].name} has no {unit_words(unit)} "
                              "with momentum in this step")
        here = b.unit_shelf(seat, unit)
        if isinstance(action, Move):
            self._refuse_move(state, d, action, here)
        elif isinstance(action, Stow):
            refuse_stow(state, seat, action, here, d["docked"].get(unit, 0)
                        or self._momentum(d, unit))
        else:
            if d["handle"][unit] < 1:
                raise IllegalMove("carry", f"the {unit_words(unit)} has handled its carry "
                                  "capacity of cubes since it last moved", CARRY_QUOTE)
            refuse_handling(state, seat, action, here)

    def _refuse_move(self, state: State, d: dict[str, Any], action: Move, here: int | None
                     ) -> None:
        seat, b = d["seat"], board(state)
        if self._momentum(d, action.unit) < 1:
            raise IllegalMove("momentum", f"the {unit_words(action.unit)} has no momentum left",
                              "Momentum can only be spent in the action step in which it is "
                              "generated, and any unspent momentum is forfeited.")
        if not valid_shelf(state, action.to):
            raise IllegalMove("shelf", f"no shelf #{action.to}")
        if here is None:
            if action.to not in b.dock_shelves(seat):
                raise IllegalMove("first-move", "the Submarine's first move is onto one of its "
                                  "Dock's Shelves", "The first time your Submarine moves, it "
                                  "will move to either of your Dock spaces.")
        elif not linked(state, seat, action.unit, here, action.to):
            if action.unit != "sub" and b.map.adjacent(here, action.to):
                raise IllegalMove("crawler-tube", f"no Tube joins {shelf_name(state, here)} and "
                                  f"{shelf_name(state, action.to)}: a Crawler moves only along "
                                  "Tubes", "Crawlers may only move between adjacent Shelves if "
                                  "those spaces are connected by Tube(s) (regardless of color), "
                                  "or between 2 of the faction's Acceleration Network facilities.")
            raise IllegalMove("adjacent", f"{shelf_name(state, action.to)} is not next to "
                              f"{shelf_name(state, here)} (nor linked by the Acceleration "
                              "Network)", "Momentum may be spent to move a unit between "
                              "adjacent Shelves, or between 2 Shelves that contain their "
                              "faction's Acceleration Network facilities.")
        refuse_entry(state, seat, action.to)

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        seat = d["seat"]
        who = state.players[seat].name
        if isinstance(action, Stop):
            state.finish(d)
            state.turn.progress[f"{self.name}_spent"] = d["spent"]
            ends_move(state, seat, d["moved"], events)
            return
        unit = action.unit
        if isinstance(action, Move):
            self._spend(d, unit)
            move_unit(state, seat, unit, action.to)
            d["handle"][unit] = carry(state, seat, unit)
            d["docked"][unit] = 0
            if unit not in d["moved"]:
                d["moved"].append(unit)
            events.append(Gained(seat, f"{who}'s {unit_words(unit)} moves to "
                                 f"{shelf_name(state, action.to)}"))
        elif isinstance(action, Stow):
            if not d["docked"].get(unit):
                self._spend(d, unit)
                d["docked"][unit] = carry(state, seat, unit)
            d["docked"][unit] -= 1
            stow(state, seat, action, events)
        else:
            d["handle"][unit] -= 1
            handle(state, seat, action, events)

    @staticmethod
    def _spend(d: dict[str, Any], unit: str) -> None:
        d["spent"] += 1
        if d["left"].get(unit, 0) > 0:
            d["left"][unit] -= 1
        else:
            d["pool"] -= 1


def move_unit(state: State, seat: int, unit: str, to: int) -> None:
    b = board(state)
    if unit == "sub":
        b.subs[seat] = to
    else:
        b.crawlers[seat][int(unit[1:])][0] = to


def refuse_handling(state: State, seat: int, action: Load | Drop, here: int | None) -> None:
    b = board(state)
    if here is None:
        raise IllegalMove("cargo", "the Submarine is not on the board yet")
    if isinstance(action, Load):
        if not b.cubes.get(here, {}).get(action.kind):
            raise IllegalMove("cargo", f"no {name(action.kind)} lies on "
                              f"{shelf_name(state, here)}")
        if b.foreign(seat, here):
            owner = state.players[b.controller(here)].name
            raise IllegalMove("foreign", f"the cubes on {shelf_name(state, here)} are {owner}'s: "
                              f"{owner}'s facility controls them", CARRY_QUOTE)
        if room_in(state, seat, action.unit) < 1:
            raise IllegalMove("carry", f"the {unit_words(action.unit)} is full (it carries "
                              f"{carry(state, seat, action.unit)})", CARRY_QUOTE)
    else:
        if not b.hold(seat, action.unit).get(action.kind):
            raise IllegalMove("cargo", f"the {unit_words(action.unit)} holds no "
                              f"{name(action.kind)}")
        if b.room(here) < 1:
            raise IllegalMove("shelf-full", f"{shelf_name(state, here)} holds 4 cubes already",
                              "Each Shelf may hold up to 4 resource tokens")


def handle(state: State, seat: int, action: Load | Drop, events: list) -> None:
    b = board(state)
    here = b.unit_shelf(seat, action.unit)
    if isinstance(action, Load):
        b.remove(here, action.kind)
        add(b.hold(seat, action.unit), action.kind)
        verb = "picks up"
    else:
        add(b.hold(seat, action.unit), action.kind, -1)
        b.put(here, action.kind)
        verb = "drops"
    events.append(Gained(seat, f"{state.players[seat].name}'s {unit_words(action.unit)} {verb} "
                         f"1 {name(action.kind)} at {shelf_name(state, here)}"))


def refuse_stow(state: State, seat: int, action: Stow, here: int | None, can: int) -> None:
    b = board(state)
    if here is None or here not in b.dock_shelves(seat):
        raise IllegalMove("dock-away", f"the {unit_words(action.unit)} is not at "
                          f"{state.players[seat].name}'s Dock", "If a unit is at either of its "
                          "faction's Dock Shelves, it may spend 1 momentum to Dock.")
    if can < 1:
        raise IllegalMove("momentum", "no momentum left to Dock again", "If a unit has "
                          "multiple momentum to spend, it may Dock multiple times.")
    pile = b.hold(seat, action.unit) if action.source == "cargo" else b.cubes.get(here, {})
    if action.source not in ("cargo", "shelf") or not pile.get(action.kind):
        raise IllegalMove("cargo", f"no {name(action.kind)} in the "
                          f"{'hold' if action.source == 'cargo' else 'Dock Shelf'} to dock")
    if ports.room(state.players[seat]) < 1:
        raise IllegalMove("storage-full", f"{state.players[seat].name}'s Surface Storage is "
                          "full")


def stow(state: State, seat: int, action: Stow, events: list) -> None:
    b = board(state)
    here = b.unit_shelf(seat, action.unit)
    if action.source == "cargo":
        add(b.hold(seat, action.unit), action.kind, -1)
    else:
        b.remove(here, action.kind)
    ports.stow(state, seat, action.kind)
    events.append(Gained(seat, f"{state.players[seat].name}'s {unit_words(action.unit)} docks "
                         f"1 {name(action.kind)} into Surface Storage"))


class ReturnStep(Step):
    """Home Base, step 1: the Submarine picks up cubes on its Shelf (up to its carry capacity),
    goes to its Dock, and its Cargo Hold goes into Surface Storage."""

    name = "return"
    actions = (Load, Home, Stow)

    def possible(self, state: State, seat: int) -> bool:
        return board(state).subs[seat] is not None

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        d["left"] = carry(state, d["seat"], "sub") if self.possible(state, d["seat"]) else 0
        d["home"] = False

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        seat, b = d["seat"], board(state)
        here = b.subs[seat]
        if here is None:
            return
        if not d["home"]:
            if d["left"] > 0:
                yield from (Load(seat, "sub", k) for k in sorted(b.cubes.get(here, {})))
            yield from (Home(seat, s) for s in b.dock_shelves(seat))
        else:
            yield from (Stow(seat, "sub", k, "cargo") for k in sorted(b.cargo[seat]))

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        seat, b = d["seat"], board(state)
        here = b.subs[seat]
        if isinstance(action, Home):
            if d["home"] or action.shelf not in b.dock_shelves(seat):
                raise IllegalMove("home", "the Submarine goes home once, to one of its Dock's "
                                  "Shelves")
            refuse_entry(state, seat, action.shelf)
        elif isinstance(action, Load):
            if d["home"] or d["left"] < 1 or action.unit != "sub":
                raise IllegalMove("carry", "the Submarine picks up cubes before it leaves, up "
                                  "to its carry capacity", "without exceeding its carry "
                                  "capacity")
            refuse_handling(state, seat, action, here)
        elif not d["home"] or action.unit != "sub" or action.source != "cargo":
            raise IllegalMove("home", "the Cargo Hold goes into Surface Storage once the "
                              "Submarine is home")
        else:
            refuse_stow(state, seat, action, here, 1)

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        seat = d["seat"]
        if isinstance(action, Home):
            d["home"] = True
            move_unit(state, seat, "sub", action.shelf)
            events.append(Gained(seat, f"{state.players[seat].name}'s Submarine goes home to "
                                 f"{shelf_name(state, action.shelf)}"))
            activate(state, seat, action.shelf, "sub", events)
        elif isinstance(action, Load):
            d["left"] -= 1
            handle(state, seat, action, events)
        else:
            stow(state, seat, action, events)
