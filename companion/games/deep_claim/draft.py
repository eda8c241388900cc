"""Set-up choices: keep one of two magnates, then the snake draft: "Beginning with the first
player and going clockwise, each player chooses one contract ... When the last player has
chosen, they immediately choose a second, and the picking runs back the other way"."""

from companion.errors import IllegalMove
from companion.games.deep_claim.actions import ChooseMagnate, DraftContract
from companion.games.deep_claim.events import ContractDrafted, Event, MagnateKept
from companion.games.deep_claim.state import Decision, State
from companion.games.deep_claim.steps import Answer, Step, refuse


def dealt_magnate(state: State, decision: Decision, action: ChooseMagnate) -> IllegalMove | None:
    offer = state.players[action.seat].magnate_offer
    if action.magnate not in offer:
        return refuse("magnate", f"{state.players[action.seat].name} was dealt magnates "
                      f"{' and '.join(map(str, offer))}, not {action.magnate}",
                      "Deal each player 2 magnates. Keep one and return the other to the box.")
    return None


def revealed_contract(state: State, decision: Decision, action: DraftContract
                      ) -> IllegalMove | None:
    if action.contract not in state.draft:
        return refuse("draft", f"contract {action.contract} is not among the revealed contracts "
                      f"{sorted(state.draft)}", "each player chooses one contract and takes it")
    return None


def choose_magnate(state: State, action: ChooseMagnate, events: list[Event]) -> None:
    state.queue.pop(0)
    p = state.players[action.seat]
    p.magnate, p.magnate_offer = action.magnate, []
    events.append(MagnateKept(action.seat, action.magnate))


def draft_contract(state: State, action: DraftContract, events: list[Event]) -> None:
    state.queue.pop(0)
    state.draft.remove(action.contract)
    state.players[action.seat].contracts.append(action.contract)
    events.append(ContractDrafted(action.seat, action.contract))


MAGNATE = Step(
    "keep one of their two magnates",
    lambda state, d: [ChooseMagnate(d.seat, m) for m in state.players[d.seat].magnate_offer],
    {ChooseMagnate: Answer((dealt_magnate,), choose_magnate)})
DRAFT = Step(
    "draft a contract",
    lambda state, d: [DraftContract(d.seat, c) for c in sorted(state.draft)],
    {DraftContract: Answer((revealed_contract,), draft_contract)})
