"""Whether an action may be played now, said once: the rules every action keeps (the game is
not over, the seat exists, the action answers what the table waits for, on its player's turn),
then the rules of the decision it answers (steps.py). The legal actions are the candidates that
break none of them, and a refused action is told the first rule it breaks."""

from companion.errors import IllegalMove
from companion.games.deep_claim import (
    bears,
    bonuses,
    contract,
    deploy,
    draft,
    income,
    mine,
    recruit,
    score,
)
from companion.games.deep_claim.actions import PlayBid, PlayDig, UseBear, malformed
from companion.games.deep_claim.state import State
from companion.games.deep_claim.steps import Step, first_refusal, refuse

STEPS: dict[str, Step] = {
    "magnate": draft.MAGNATE, "draft": draft.DRAFT, "deploy": deploy.DEPLOY,
    "deploy_extra": deploy.DEPLOY_EXTRA, "income": income.INCOME_STEP,
    "beavers": income.BEAVERS_STEP, "beaver": income.BEAVER_STEP, "waldo": income.WALDO,
    "recruit": recruit.RECRUIT, "rocky": recruit.ROCKY, "dig": mine.DIG,
    "take_ore": bonuses.TAKE_ORE, "upgrade": bonuses.UPGRADE, "resources": bonuses.RESOURCES,
    "swap": bonuses.SWAP,
    "contract": contract.CONTRACT, "score": score.SCORE,
}
PHASES = {"setup": "set-up", "deploy": "Deploy", "income": "Income", "recruit": "Recruit",
          "mine": "Mine", "contract": "Contract", "score": "Score"}


def decision_options(state: State) -> list:
    """The legal answers to the decision waiting (computed once per state)."""
    if not state.queue:
        return []
    if state.options is None:
        decision = state.queue[0]
        state.options = STEPS[decision.kind].options(state, decision)
    return state.options


def legal_actions(state: State) -> list:
    if state.phase == "over":
        return []
    return decision_options(state) + bears.free_options(state)


def refusal(state: State, action) -> IllegalMove | None:
    """The first rule `action` breaks now, or None if it may be played."""
    if state.phase == "over":
        return refuse("game-over", "the game is over",
                      "After the fourth season has been scored, the game is over.")
    wrong = malformed(action)
    if wrong:
        return refuse("action", wrong)
    seat = action.seat
    if not 0 <= seat < len(state.players):
        return refuse("seat", f"there is no seat {seat} at this table of "
                      f"{len(state.players)} players (seats 0 to {len(state.players) - 1})")
    if isinstance(action, UseBear) and action.bear in bears.FREE_BEARS:
        return first_refusal(bears.FREE_RULES, state, None, action)
    decision = state.queue[0]
    step = STEPS[decision.kind]
    if type(action) not in step.answers:
        return _not_now(state, action)
    if seat != decision.seat:
        return refuse("turn", f"it is {state.players[decision.seat].name}'s turn to "
                      f"{step.waiting}, not {state.players[seat].name}'s")
    return step.refusal(state, decision, action)


def _not_now(state: State, action) -> IllegalMove:
    """An action of a kind the waiting decision does not take."""
    decision = state.queue[0]
    deployer = state.players[action.seat]
    if isinstance(action, PlayBid | PlayDig) and deployer.deployed >= deployer.quota:
        return deploy.quota_reached(state, action.seat)
    if isinstance(action, UseBear) and action.bear in bears.BEARS:
        refused = bears.played_here(state, decision, action)
        if refused is not None:
            return refused
    waiting = f"{state.players[decision.seat].name} to {STEPS[decision.kind].waiting}"
    return refuse("phase", f"{type(action).__name__} cannot be played now: the table is in the "
                  f"{PHASES.get(state.phase, state.phase)} phase, waiting for {waiting}")
