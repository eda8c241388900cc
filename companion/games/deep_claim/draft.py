"""Set-up choices: keep one of two magnates, then the snake draft: "Beginning with the first
player and going clockwise, each player chooses one contract ... When the last player has
chosen, they immediately choose a second, and the picking runs back the other way"."""

from companion.games.deep_claim.actions import ChooseMagnate, DraftContract
from companion.games.deep_claim.catalog import magnates
from companion.games.deep_claim.events import Event
from companion.games.deep_claim.state import State


def options(state: State, decision: tuple) -> list:
    kind, seat = decision[0], decision[1]
    if kind == "magnate":
        return [ChooseMagnate(seat, m) for m in state.players[seat].magnate_offer]
    return [DraftContract(seat, c) for c in sorted(state.draft)]


def choose_magnate(state: State, action: ChooseMagnate, events: list[Event]) -> None:
    state.queue.pop(0)
    p = state.players[action.seat]
    p.magnate, p.magnate_offer = action.magnate, []
    name = magnates()[action.magnate]["name"]
    events.append(Event("magnate", action.seat, f"{p.name} keeps {name}"))


def draft_contract(state: State, action: DraftContract, events: list[Event]) -> None:
    state.queue.pop(0)
    state.draft.remove(action.contract)
    p = state.players[action.seat]
    p.contracts.append(action.contract)
    events.append(Event("draft", action.seat, f"{p.name} drafts contract {action.contract}"))
