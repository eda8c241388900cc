"""The phase machine: which decision waits, and carrying out a legal action.

A decision (`state.Decision`) waits at the front of `state.queue`; when the queue runs dry the
next phase step queues more. A decision with a single legal option (a forced forfeit, a fixed
income, a turn with nothing to fulfil) is taken at once, so nobody is asked to confirm.
"""

from companion.games.deep_claim import (
    bears,
    contract,
    deploy,
    income,
    mine,
    recruit,
    score,
    season,
)
from companion.games.deep_claim.actions import UseBear
from companion.games.deep_claim.events import Event
from companion.games.deep_claim.rules import STEPS, decision_options
from companion.games.deep_claim.state import State

CURSORS = ("recruit", "dig")  # re-derived whenever a bear reorders bids or digs


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
    if isinstance(action, UseBear) and action.bear in bears.FREE_BEARS:
        pending = bears.use(state, action, events)
        state.queue = [d for d in state.queue if d.kind not in CURSORS]
    else:
        pending = STEPS[state.queue[0].kind].answers[type(action)].carry_out(state, action,
                                                                             events)
    state.queue[0:0] = pending or []


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
        score.start(state)
    elif state.phase == "score":
        score.chart(state, events)
        season.end(state, events)
