"""The Depth Dragon on the move, and where it comes to rest.

Rulebook, "The Depth Dragon": "the Depth Dragon must pass through adjacent spaces that are
unoccupied by any player units or facilities, and it may not end a move on an occupied Shelf. For
each space the Depth Dragon moves, it may be rotated 1/6 of a turn in either direction ... When
possible, the Depth Dragon's full movement must be used - if its full movement cannot be used,
the active player must move it to a Shelf within 1 hex of the Shelf on which it started the game.
If moved in this way, the Depth Dragon may face any direction the player chooses. If all 7 of
these Shelves are occupied, the Depth Dragon has decided to leave in search of open waters -
remove it from the game." Exploitation events: "it may not pass through the same space twice".
"Any time the Depth Dragon comes to rest with one of its red sides facing a player's facility,
that player's upkeep cost is increased by a maximum of 1 ... If the Depth Dragon later moves and
a red side no longer faces that facility, that player's upkeep costs are reduced accordingly."
"If the Depth Dragon comes to rest with one of its green sides facing a player's facility, that
player gains 1 Credit (to a maximum of 2 Credits)." "If the Depth Dragon moves onto a space that
contains only resources, those resources are destroyed."

Readings: the dragon moves one space at a time, turning a sixth or not with each; "the same space
twice" includes the Shelf it starts from; a red side counts wherever it faces a facility now
(economy.upkeep asks the board), so upkeep follows the dragon and the facilities alike.
"""

from collections.abc import Iterable
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf import ports
from companion.games.deep_shelf.board import Step
from companion.games.deep_shelf.events import EventResolved
from companion.games.deep_shelf.hexes import SIDES
from companion.games.deep_shelf.ocean_actions import Settle, Swim
from companion.games.deep_shelf.ocean_rules import board, destroy, shelf_name, valid_shelf
from companion.games.deep_shelf.state import State

TURNS = (-1, 0, 1)
GREEN_CREDITS = 2
PASS_QUOTE = ("The Depth Dragon may be moved in any direction, but it may not pass through the "
              "same space twice, or through any Shelf that contains a facility or unit.")


def free(state: State, shelf: int) -> bool:
    b = board(state)
    return shelf in b.in_play() and not b.occupied(shelf)


def can_go(state: State, at: int, left: int, path: list[int]) -> bool:
    """Whether `left` more spaces can be swum from `at` without passing `path` again."""
    if left == 0:
        return True
    return any(free(state, n) and n not in path and can_go(state, n, left - 1, [*path, n])
               for n in board(state).map.neighbours(at))


class DragonStep(Step):
    name = "dragon"
    optional = False
    actions = (Swim, Settle)

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        b = board(state)
        d["before"] = {str(s): ports.upkeep(state, s) for s in state.seats}
        d["left"] = d["spaces"]
        d["path"] = [b.dragon]
        d["settle"] = False
        who = state.players[d["seat"]].name
        if b.dragon is None:
            events.append(EventResolved(d["seat"], "the Depth Dragon has left the game: it "
                                        "moves no more"))
            state.finish(d)
        elif not can_go(state, b.dragon, d["left"], d["path"]):
            d["settle"] = True
            if not any(free(state, s) for s in b.map.around_start()):
                b.dragon = None
                events.append(EventResolved(d["seat"], f"{who} cannot move the Depth Dragon: "
                                            "every Shelf around its start is occupied, and it "
                                            "leaves in search of open waters"))
                rest(state, d, events)

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        seat, b = d["seat"], board(state)
        if d["settle"]:
            for shelf in b.map.around_start():
                if free(state, shelf):
                    yield from (Settle(seat, shelf, f) for f in range(SIDES))
            return
        here = d["path"][-1]
        for shelf in b.map.neighbours(here):
            if free(state, shelf) and shelf not in d["path"] and \
                    can_go(state, shelf, d["left"] - 1, [*d["path"], shelf]):
                yield from (Swim(seat, shelf, turn) for turn in TURNS)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        b = board(state)
        if not valid_shelf(state, action.to):
            raise IllegalMove("shelf", f"no shelf #{action.to}")
        where = shelf_name(state, action.to)
        if isinstance(action, Settle):
            if not d["settle"]:
                raise IllegalMove("dragon-full", f"the dragon can move its full "
                                  f"{d['spaces']} spaces, so it must", "When possible, the "
                                  "Depth Dragon's full movement must be used")
            if action.to not in b.map.around_start() or not free(state, action.to) or \
                    action.facing not in range(SIDES):
                raise IllegalMove("dragon-start", "the dragon goes to a free Shelf within 1 "
                                  "hex of its start, facing 0-5")
            return
        if d["settle"]:
            raise IllegalMove("dragon-full", "the dragon cannot move its full movement: it goes "
                              "to a Shelf within 1 hex of its start instead")
        here = d["path"][-1]
        if not b.map.adjacent(here, action.to):
            raise IllegalMove("dragon-adjacent", f"{where} is not next to the dragon")
        if not free(state, action.to):
            raise IllegalMove("dragon-blocked", f"{where} holds a unit or a facility: the "
                              "dragon may not pass it", PASS_QUOTE)
        if action.to in d["path"]:
            raise IllegalMove("dragon-twice", f"the dragon has been on {where} this move",
                              PASS_QUOTE)
        if not can_go(state, action.to, d["left"] - 1, [*d["path"], action.to]):
            raise IllegalMove("dragon-full", f"from {where} the dragon could not finish its "
                              f"{d['spaces']} spaces", "When possible, the Depth Dragon's full "
                              "movement must be used")
        if action.turn not in TURNS:
            raise IllegalMove("dragon-turn", "the dragon turns at most a sixth each space")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        b = board(state)
        b.dragon = action.to
        pile = b.cubes.pop(action.to, None)
        if pile:
            destroy(state, pile)
            events.append(EventResolved(d["seat"], f"the Depth Dragon destroys the resources "
                                        f"on {shelf_name(state, action.to)}"))
        if isinstance(action, Settle):
            b.facing = action.facing
            rest(state, d, events)
            return
        b.facing = (b.facing + action.turn) % SIDES
        d["path"].append(action.to)
        d["left"] -= 1
        if d["left"] == 0:
            rest(state, d, events)


def rest(state: State, d: dict[str, Any], events: list) -> None:
    """The dragon comes to rest: upkeep follows its red sides, green sides pay Credits."""
    state.finish(d)
    b = board(state)
    if b.dragon is not None:
        events.append(EventResolved(d["seat"], f"the Depth Dragon comes to rest on "
                                    f"{shelf_name(state, b.dragon)}"))
    for seat in state.seats:
        player = state.players[seat]
        change = ports.upkeep(state, seat) - d["before"][str(seat)]
        green = min(GREEN_CREDITS, b.sides_facing(seat)["green"])
        player.credits += green
        said = []
        if change:
            said.append(f"upkeep {'rises' if change > 0 else 'falls'} by {abs(change)}")
        if green:
            said.append(f"gains {green} Credit{'s' if green > 1 else ''}")
        if said:
            events.append(EventResolved(seat, f"{player.name}: {' and '.join(said)}"))
