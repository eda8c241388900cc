"""Scouting: tiles drawn from the exploration bags and placed on unexplored Shelves.

Rulebook, "Scouting": "the active player must scout with any of their units on unexplored
Shelves"; "a player must draw exactly 2 Resource Tiles, no matter how many units they have on
unexplored Shelves" (Rapid Pulse Sonar and Ecology's third space: 1 more each); "The player must
draw tiles from the Shallows and/or Deep Exploration Bags, based on the zone(s) occupied by their
unit(s). If the player has units in multiple zones, they must declare how many tiles they are
drawing for each zone before drawing them"; "the player must choose one to place on a Shelf
occupied by their unit. The player must continue to place tiles until they have run out of spaces
occupied by their units, or they run out of tiles to place"; "Tiles may only be placed in their
matching zone"; "Any unplaced tiles are returned to the appropriate Exploration Bag(s)";
dice "set to match the value on the tile". Meneswo scouts again "at a Shelf adjacent to your
Submarine"; Deep Build scouts "any unexplored Shelf with a +1 scout modifier"; Supercavitation
"may scout the Shelf where your Submarine ends its movement" when under 3 momentum was spent.
Unstable Vent: "The player who discovers this tile must choose its orientation."

The table draws from its bags and enters each tile drawn; the engine keeps the bags' contents
and refuses a tile its bag does not hold. Readings: Rapid Pulse Sonar's "may" is always taken
(one more tile only widens the choice); it and Ecology add to the Move action's scouts
(Meneswo's second one included), not to Deep Build's or Supercavitation's; a Shipwreck,
Crystal or Dragon Burrow scouted under the player's unit acts at once ("When occupying a tile
with a Crystal").
"""

from collections.abc import Iterable
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf import catalog
from companion.games.deep_shelf.board import Step
from companion.games.deep_shelf.events import Gained
from companion.games.deep_shelf.ocean_actions import (
    Declare,
    Draw,
    Orient,
    PlaceTile,
    ScoutAt,
    TakeRebate,
    tile_words,
)
from companion.games.deep_shelf.ocean_finds import activate
from companion.games.deep_shelf.ocean_rules import board, place_tile, shelf_name, valid_shelf
from companion.games.deep_shelf.ocean_setup import take_from_bag
from companion.games.deep_shelf.research import BENEFIT_SPACE
from companion.games.deep_shelf.state import State

DRAWS = 2  # "exactly 2 Resource Tiles"
ROTATIONS = range(6)
SCOUT_QUOTE = "When scouting, a player must draw exactly 2 Resource Tiles"


def draws(state: State, seat: int, move_action: bool, modifier: int = 0) -> int:
    """Rapid Pulse Sonar ("When scouting during a Move action") and Ecology's third space ("When
    completing the scout step of the Move action") add to the Move action's scouts only."""
    player = state.players[seat]
    bonus = player.has("rapid-pulse-sonar") + (player.research["ecology"] >= BENEFIT_SPACE)
    return DRAWS + modifier + (bonus if move_action else 0)


def unexplored(state: State, shelf: int) -> bool:
    b = board(state)
    return shelf in b.in_play() and not b.explored(shelf)


class ScoutStep(Step):
    """The Move action's scout: every unexplored Shelf under the player's units."""

    name = "scout"
    automatic = True

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        seat = d["seat"]
        targets = sorted({s for _, s in board(state).units(seat) if unexplored(state, s)})
        if targets:
            state.push_now("scouting", seat, targets=targets, need=draws(state, seat, True))

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        raise IllegalMove("step", "scouting starts by itself")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        raise AssertionError("never legal")


class ScoutAtStep(Step):
    """A scout at a chosen Shelf: next to the Submarine (Meneswo), anywhere (Deep Build, +1, or
    the Credit off instead), or under the Submarine (Supercavitation)."""

    actions = (ScoutAt, TakeRebate)

    def __init__(self, name: str, where: str, modifier: int = 0):
        self.name = name
        self.where = where  # adjacent, anywhere, sub
        self.modifier = modifier

    def _shelves(self, state: State, seat: int) -> list[int]:
        b = board(state)
        sub = b.subs[seat]
        if self.where == "anywhere":
            return sorted(s for s in b.in_play() if not b.explored(s))
        if sub is None:
            return []
        if self.where == "sub":
            spent = state.turn.progress.get("supercavitation_spent", 3)
            return [sub] if spent < 3 and unexplored(state, sub) else []
        return sorted(s for s in b.map.neighbours(sub) if unexplored(state, s))

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        yield from (ScoutAt(d["seat"], s) for s in self._shelves(state, d["seat"]))
        if self.where == "anywhere":
            yield TakeRebate(d["seat"])

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if isinstance(action, TakeRebate):
            return
        if action.shelf not in self._shelves(state, d["seat"]):
            where = {"adjacent": "an unexplored Shelf next to the Submarine",
                     "anywhere": "an unexplored Shelf",
                     "sub": "the Submarine's Shelf, unexplored, after under 3 momentum spent"}
            raise IllegalMove("scout-shelf", f"the scout goes to {where[self.where]}")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        state.finish(d)
        seat = d["seat"]
        if isinstance(action, TakeRebate):
            state.turn.progress["rebate"] = 1
            events.append(Gained(seat, f"{state.players[seat].name} takes 1 Credit off the "
                                 "coming build"))
            return
        state.push_now("scouting", seat, targets=[action.shelf],
                       need=draws(state, seat, self.where == "adjacent", self.modifier))


class ScoutingStep(Step):
    """Declare (units in two zones), draw, place: the draws entered as the table makes them."""

    name = "scouting"
    optional = False
    actions = (Declare, Draw, PlaceTile)

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        zones = sorted({board(state).zone(s) for s in d["targets"]})
        d["plan"] = {zones[0]: d["need"]} if len(zones) == 1 else None
        d["placing"] = False
        _settle(state, d)

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        seat, b = d["seat"], board(state)
        if d["plan"] is None:
            yield from (Declare(seat, n) for n in range(d["need"] + 1))
        elif not d["placing"]:
            for zone, n in d["plan"].items():
                if n > 0:
                    yield from (Draw(seat, tile) for tile in b.bags[zone])
        else:
            for tile in dict.fromkeys(b.hand):
                yield from (PlaceTile(seat, tile, s) for s in _open(state, d, tile))

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        b = board(state)
        if isinstance(action, Declare):
            if d["plan"] is not None or not 0 <= action.deep <= d["need"]:
                raise IllegalMove("declare", f"before drawing, the tiles are split between the "
                                  f"bags once: 0-{d['need']} from the Deep", "If the player has "
                                  "units in multiple zones, they must declare how many tiles "
                                  "they are drawing for each zone before drawing them.")
            return
        if d["plan"] is None:
            raise IllegalMove("declare", "declare how many tiles come from each bag first")
        if isinstance(action, Draw):
            info = catalog.tiles().get(action.tile)
            if d["placing"] or info is None or d["plan"].get(info["zone"], 0) < 1:
                raise IllegalMove("scout-draws", f"{_draws_words(d)}", SCOUT_QUOTE)
            if not b.bags[info["zone"]].get(action.tile):
                raise IllegalMove("tile-bag", f"the {info['zone'].title()} bag holds no "
                                  f"{tile_words(action.tile)} now")
            return
        if not d["placing"]:
            raise IllegalMove("scout-draws", f"draw first: {_draws_words(d)}", SCOUT_QUOTE)
        if action.tile not in b.hand:
            raise IllegalMove("tile-hand", f"{tile_words(action.tile)} was not drawn")
        if not valid_shelf(state, action.shelf) or action.shelf not in _open(state, d, action.tile):
            zone = catalog.tiles()[action.tile]["zone"]
            raise IllegalMove("tile-zone", f"a {zone.title()} tile goes onto an unexplored "
                              f"{zone.title()} Shelf where the scout is", "Tiles may only be "
                              "placed in their matching zone.")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        seat, b = d["seat"], board(state)
        who = state.players[seat].name
        if isinstance(action, Declare):
            d["plan"] = {"deep": action.deep, "shallows": d["need"] - action.deep}
            events.append(Gained(seat, f"{who} draws {action.deep} from the Deep bag and "
                                 f"{d['need'] - action.deep} from the Shallows bag"))
        elif isinstance(action, Draw):
            zone = catalog.tiles()[action.tile]["zone"]
            d["plan"][zone] -= 1
            take_from_bag(b, zone, action.tile)
            b.hand.append(action.tile)
            events.append(Gained(seat, f"{who} draws {tile_words(action.tile)} from the "
                                 f"{zone.title()} bag"))
        else:
            b.hand.remove(action.tile)
            place_tile(state, seat, action.tile, action.shelf, events)
            unit = next((u for u, s in b.units(seat) if s == action.shelf), None)
            if unit is not None:
                activate(state, seat, action.shelf, unit, events)
        _settle(state, d)


def _open(state: State, d: dict[str, Any], tile: str) -> list[int]:
    zone = catalog.tiles()[tile]["zone"]
    return [s for s in d["targets"] if unexplored(state, s) and board(state).zone(s) == zone]


def _draws_words(d: dict[str, Any]) -> str:
    left = {zone: n for zone, n in (d["plan"] or {}).items() if n > 0}
    return "still to draw: " + (", ".join(f"{n} from the {z.title()} bag"
                                          for z, n in left.items()) or "none")


def _settle(state: State, d: dict[str, Any]) -> None:
    """Drawing ends when the plan is drawn (or its bags are empty); placing ends when no tile
    drawn fits a Shelf of the scout, and the rest go back to their bags."""
    b = board(state)
    if d["plan"] is not None and not d["placing"]:
        if not any(n > 0 and b.bags[zone] for zone, n in d["plan"].items()):
            d["placing"] = True
    if d["placing"] and not any(_open(state, d, tile) for tile in b.hand):
        for tile in b.hand:
            bag = b.bags[catalog.tiles()[tile]["zone"]]
            bag[tile] = bag.get(tile, 0) + 1
        b.hand.clear()
        state.finish(d)


class VentStep(Step):
    name = "vent"
    optional = False
    actions = (Orient,)

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        return (Orient(d["seat"], d["shelf"], facing) for facing in ROTATIONS)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if action.shelf != d["shelf"] or action.facing not in ROTATIONS:
            raise IllegalMove("vent", f"the Unstable Vent on {shelf_name(state, d['shelf'])} "
                              "faces one of 0-5")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        state.finish(d)
        board(state).vents[action.shelf] = action.facing
        events.append(Gained(d["seat"], f"{state.players[d['seat']].name} turns the Unstable "
                             f"Vent on {shelf_name(state, action.shelf)}"))
