"""The card steps that only move Credits and cubes in Surface Storage: paying upkeep, the
Process Ore action's Credit, and refining in Surface Storage.

Rulebook, "Extract Action": "a player must first pay their current upkeep. If a player does not
have enough Credits to pay their current upkeep, they may not take the Extract action" (the card
cannot be played at all: cards.py). Planet Crack: "Pay your current upkeep cost at a 1 Credit
discount, to a minimum of 1 Credit" (read: a discount never raises a cost, so an upkeep of 0
stays 0). The Submerged Mushroom Colony takes 2 Credits off each Extract action.

"Process Ore Action": "A player gains 1 Credit at the start of a Process Ore action; they may
then refine up to 1 Raw Ore currently in their Surface Storage" (Surface Smelters: 1 more);
"Slag becomes the player's choice of Raw Osmium, Raw Palladium, or Raw Gold"; the Volcanic
Pool's controller gains 1 Credit more. Refining on the board, by the Smelters, is a board step.
"""

from collections.abc import Iterable
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf import economy
from companion.games.deep_shelf.actions import Refine
from companion.games.deep_shelf.board import Step
from companion.games.deep_shelf.cubes import RAW, add, is_raw, name, refined
from companion.games.deep_shelf.events import Gained, Paid, Refined
from companion.games.deep_shelf.state import State


def extract_cost(state: State, seat: int) -> int:
    return max(0, economy.upkeep(state, seat) - state.board.extract_discount(seat))


def crack_cost(state: State, seat: int) -> int:
    upkeep = economy.upkeep(state, seat)
    return max(min(upkeep, 1), upkeep - 1)


def refines(kind: str) -> tuple[str, ...]:
    """What a cube may be refined into."""
    if kind == "slag":
        return RAW
    return (refined(kind),) if is_raw(kind) else ()


class UpkeepStep(Step):
    name = "upkeep"
    automatic = True

    def cost(self, state: State, seat: int) -> int:
        return extract_cost(state, seat)

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        player = state.players[d["seat"]]
        cost = self.cost(state, d["seat"])
        player.credits -= cost
        events.append(Paid(d["seat"], f"{player.name} pays {cost} Credits of upkeep"))

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        raise IllegalMove("step", "paying upkeep needs no choice")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        raise AssertionError("never legal")


class CrackUpkeepStep(UpkeepStep):
    name = "crack_upkeep"

    def cost(self, state: State, seat: int) -> int:
        return crack_cost(state, seat)


class IncomeStep(UpkeepStep):
    name = "income"

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        player = state.players[d["seat"]]
        income = 1 + state.board.process_bonus(d["seat"])
        player.credits += income
        events.append(Gained(d["seat"], f"{player.name} gains {income} Credit"
                             + ("s" if income > 1 else "")))


class RefineStorageStep(Step):
    name = "refine_storage"

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        player = state.players[d["seat"]]
        d["left"] = 1 + (1 if player.has("surface-smelters") else 0)

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        if d["left"] > 0:
            for kind in list(state.players[d["seat"]].storage):
                yield from (Refine(d["seat"], kind, into) for into in refines(kind))

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if d["left"] <= 0:
            raise IllegalMove("refine-limit", "Surface Storage refines 1 Raw Ore a Process Ore "
                              "action (2 with Surface Smelters)", "they may then refine up to "
                              "1 Raw Ore currently in their Surface Storage")
        if action.kind not in state.players[d["seat"]].storage:
            raise IllegalMove("refine-stock", f"no {name(action.kind)} in Surface Storage")
        if action.into not in refines(action.kind):
            raise IllegalMove("refine-kind", f"{name(action.kind)} cannot become "
                              f"{name(action.into)}")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        player = state.players[d["seat"]]
        d["left"] -= 1
        add(player.storage, action.kind, -1)
        add(player.storage, action.into)
        events.append(Refined(d["seat"], f"{player.name} refines 1 {name(action.kind)} into "
                              f"{name(action.into)} in Surface Storage"))
