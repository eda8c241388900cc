"""What a unit finds where its move ends: a Shipwreck's Credits or cubes, a Crystal's
technology, the Dragon Burrow's Credits or dragon move; each once.

Rulebook, "Scouting Single-Use Resource Tiles": "A player whose unit ends its movement on a
Shipwreck will receive an immediate resource reward. The player must choose between Credits or
the indicated resource ... place those resources on the unit that currently occupies the Shelf,
or on the Shelf itself. After making a choice, the player must flip a single-use tile over";
Crystals: "When occupying a tile with a Crystal, the active player must immediately choose and
claim an unclaimed Technology Tile"; the Dragon Burrow: "choose to either gain $3 or move the
Depth Dragon 3 spaces. Single use."
"""

from collections.abc import Iterable
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf import catalog
from companion.games.deep_shelf.board import Step
from companion.games.deep_shelf.events import Gained
from companion.games.deep_shelf.ocean_actions import Salvage
from companion.games.deep_shelf.ocean_rules import board, gain_into, gain_onto, shelf_name
from companion.games.deep_shelf.state import State

ENDS_MOVE = ("shipwreck", "crystal", "burrow")


def ends_move(state: State, seat: int, moved: list[str], events: list) -> None:
    """Single-use tiles under units that ended a move on them act, once."""
    b = board(state)
    for unit in moved:
        shelf = b.unit_shelf(seat, unit)
        if shelf is not None:
            activate(state, seat, shelf, unit, events)


def activate(state: State, seat: int, shelf: int, unit: str, events: list) -> None:
    """The tile under the player's unit acts, if it is an unused Shipwreck, Crystal or Dragon
    Burrow."""
    b = board(state)
    kind = next((k for k in ENDS_MOVE if b.unused(shelf, k)), None)
    if kind is None:
        return
    b.flipped.add(shelf)
    who = state.players[seat].name
    if kind == "crystal":
        events.append(Gained(seat, f"{who} finds a Crystal on {shelf_name(state, shelf)}"))
        state.push_now("crystal", seat)
    else:
        state.push_now("salvage", seat, shelf=shelf, unit=unit, tile=b.tiles[shelf])


class SalvageStep(Step):
    """A Shipwreck's Credits or cubes (into the unit, or onto the Shelf); the Dragon Burrow's
    Credits or a dragon move of 3."""

    name = "salvage"
    optional = False
    actions = (Salvage,)

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        takes = ("credits", "dragon") if _info(d)["kind"] == "burrow" else \
            ("credits", "unit", "shelf")
        return (Salvage(d["seat"], d["shelf"], take) for take in takes)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if action.shelf != d["shelf"] or action not in list(self.candidates(state, d)):
            raise IllegalMove("salvage", f"the {d['tile'].replace('-', ' ')} on "
                              f"{shelf_name(state, d['shelf'])} gives one of: "
                              + ", ".join(a.take for a in self.candidates(state, d)))

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        state.finish(d)
        seat, info = d["seat"], _info(d)
        player = state.players[seat]
        title = d["tile"].replace("-", " ").title()
        if action.take == "credits":
            player.credits += info["credits"]
            events.append(Gained(seat, f"{player.name} takes {info['credits']} Credits from "
                                 f"the {title}"))
        elif action.take == "dragon":
            state.push_now("dragon", seat, spaces=info["dragon"])
            events.append(Gained(seat, f"{player.name} wakes the Depth Dragon at its Burrow"))
        else:
            kept = 0
            for kind, n in info["cubes"].items():
                for _ in range(n):
                    if action.take == "unit" and gain_into(state, seat, d["unit"], kind):
                        kept += 1
                    else:
                        kept += gain_onto(state, d["shelf"], kind)
            events.append(Gained(seat, f"{player.name} salvages {kept} cubes from the {title}"))


def _info(d: dict[str, Any]) -> dict[str, Any]:
    return catalog.tiles()[d["tile"]]
