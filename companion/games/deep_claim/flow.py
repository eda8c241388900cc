"""The phase machine: which decision waits, what it allows, and carrying out a legal action.

A decision is a tuple `(kind, seat, ...)` at the front of `state.queue`; when the queue runs
dry the next phase step queues more. A decision with a single legal option (a forced forfeit,
a fixed income, a turn with nothing to fulfil) is taken at once, so nobody is asked to confirm.
"""

from companion.games.deep_claim import (
    bears,
    bonuses,
    contract,
    deploy,
    draft,
    income,
    mine,
    recruit,
    season,
)
from companion.games.deep_claim.actions import (
    Activate,
    BuyLeftover,
    ChooseMagnate,
    DiscardOre,
    Done,
    DraftContract,
    Excavate,
    ExtraIcon,
    Forfeit,
    Fulfil,
    PlayBid,
    PlayDig,
    Recruit,
    ReuseVein,
    TakeIncome,
    TakeOre,
    TakeResources,
    Upgrade,
    UseBear,
)
from companion.games.deep_claim.events import Event
from companion.games.deep_claim.state import State

OPTIONS = {
    "magnate": draft.options, "draft": draft.options, "deploy": deploy.options,
    "deploy_extra": deploy.options, "income": income.options,
    "beavers": income.beaver_options, "beaver": income.beaver_options,
    "recruit": recruit.options, "dig": mine.options, "contract": contract.options,
    "take_ore": bonuses.choice_options, "upgrade": bonuses.choice_options,
    "resources": bonuses.choice_options, "rocky": recruit.rocky_options,
    "waldo": income.waldo_options,
}
CURSORS = ("recruit", "dig")  # re-derived whenever a bear reorders bids or digs
DECISION_BEARS = {17: income.again, 23: contract.boost, 25: contract.boost,
                  26: deploy.seventh_card, 31: deploy.move_card}


def decision_options(state: State) -> list:
    if not state.queue:
        return []
    if state.options is None:
        state.options = OPTIONS[state.queue[0][0]](state, state.queue[0])
    return state.options


def carry_out(state: State, action, events: list[Event]) -> None:
    """Applies a player's action already known to be legal, logs it, then runs the game on to
    the next real choice (forced steps are not logged: replaying the log takes them again)."""
    state.log.append(action)
    perform(state, action, events)
    advance(state, events)


def perform(state: State, action, events: list[Event]) -> None:
    state.options = None
    if getattr(action, "bear", None):
        bears.fire(state, action.seat, action.bear, events)
    if isinstance(action, UseBear) and action.bear in bears.FREE:
        pending = bears.use_free(state, action, events)
        state.queue = [d for d in state.queue if d[0] not in CURSORS]
    elif isinstance(action, UseBear):
        pending = DECISION_BEARS[action.bear](state, action, events)
    else:
        kind = state.queue[0][0]
        handler = BY_DECISION.get((type(action), kind)) or HANDLERS[type(action)]
        pending = handler(state, action, events)
    state.queue[0:0] = pending or []


def _decline(state: State, action: Done, events: list[Event]) -> None:
    state.queue.pop(0)


HANDLERS = {
    ChooseMagnate: draft.choose_magnate, DraftContract: draft.draft_contract,
    PlayBid: deploy.play, PlayDig: deploy.play, TakeIncome: income.take,
    Activate: income.activate, ReuseVein: income.reuse_vein, Recruit: recruit.recruit,
    BuyLeftover: recruit.buy_leftover, Excavate: mine.excavate, DiscardOre: mine.discard,
    TakeOre: bonuses.take_choice, TakeResources: bonuses.take_choice, Fulfil: contract.fulfil,
    ExtraIcon: contract.extra_icon, Done: _decline,
}
BY_DECISION = {  # actions whose meaning depends on the decision they answer
    (Forfeit, "recruit"): recruit.forfeit, (Forfeit, "dig"): mine.forfeit,
    (Upgrade, "contract"): contract.hazel_upgrade, (Upgrade, "upgrade"): bonuses.take_choice,
    (Done, "deploy_extra"): deploy.decline_extra,
}


def advance(state: State, events: list[Event]) -> None:
    """Moves through automatic steps until a player has a real choice, or the game is over."""
    while state.phase != "over":
        if not state.queue:
            _next_step(state, events)
            state.options = None
            continue
        found = decision_options(state)
        if not found:  # a bonus that cannot be used (nothing to upgrade) falls away
            state.queue.pop(0)
            state.options = None
            continue
        if len(found) != 1:
            return
        perform(state, found[0], events)


def _next_step(state: State, events: list[Event]) -> None:
    if state.phase == "setup":
        deploy.start(state)
    elif state.phase == "deploy":
        income.start(state)
    elif state.phase == "income":
        recruit.start(state)
    elif state.phase == "recruit":
        if not recruit.next_decision(state):
            mine.start(state)
    elif state.phase == "mine":
        if not mine.next_decision(state, events):
            contract.start(state)
    elif state.phase == "contract":
        season.score(state, events)
