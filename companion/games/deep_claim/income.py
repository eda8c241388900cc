"""Phase II, Income: "First they take the income printed on the card they kept ... Then they
activate every beaver they have recruited, one after another, in whatever order they like."

Bear 30 doubles the kept income, bear 17 activates all beavers again; Peter Critter's kept
income is always doubled; Pawl Furry gains 4 resources of his choice; Hazel Nutkin 1 coal;
Waldo Nosebeak "may reactivate 1 of his used vein tiles" (reading: one he claimed, after his
beavers).
"""

from companion.errors import IllegalMove
from companion.games.deep_claim import bears
from companion.games.deep_claim.actions import Activate, Done, ReuseVein, TakeIncome, UseBear
from companion.games.deep_claim.beavers import BEAVERS
from companion.games.deep_claim.bonuses import vein_bonus
from companion.games.deep_claim.cards import INCOME
from companion.games.deep_claim.catalog import critter_kind
from companion.games.deep_claim.economy import gain, gain_ore, has_magnate
from companion.games.deep_claim.events import (
    BeaverActed,
    BeaverDeclined,
    Event,
    IncomeTaken,
    VeinReused,
)
from companion.games.deep_claim.state import Decision, Player, State
from companion.games.deep_claim.steps import Answer, Step, decline, refuse


def start(state: State) -> None:
    state.phase = "income"
    state.queue += [Decision("income", seat) for seat in state.turn_order()]


def kept_card(state: State, seat: int) -> int | None:
    hand = state.players[seat].hand
    return hand[0] if len(hand) == 1 else None


def owed(state: State, seat: int, bear: int | None) -> tuple[int, int, int]:
    """(coins, pickaxes, resources of choice) this seat is owed."""
    kept = kept_card(state, seat)
    coins, pickaxes, choice = INCOME[kept] if kept is not None else (0, 0, 0)
    times = bears.adjusted(bear, 1) * (2 if has_magnate(state, seat, "Peter Critter") else 1)
    extra = 4 if has_magnate(state, seat, "Pawl Furry") else 0
    return coins * times, pickaxes * times, choice * times + extra


# -- rules -----------------------------------------------------------------------------------------
def kept_income_to_double(state: State, decision: Decision, action: TakeIncome
                          ) -> IllegalMove | None:
    if action.bear == 30 and kept_card(state, action.seat) is None:
        return refuse("bear-target", f"{state.players[action.seat].name} kept no card, so there "
                      "is no kept income to double", bears.BEARS[30].words)
    return None


def split_as_owed(state: State, decision: Decision, action: TakeIncome) -> IllegalMove | None:
    choice = owed(state, action.seat, action.bear)[2]
    if not 0 <= action.coins <= choice:
        return refuse("income", f"{state.players[action.seat].name} is owed {choice} resources "
                      f"of their choice: 0 to {choice} of them coins, not {action.coins}",
                      "First they take the income printed on the card they kept")
    return None


def beaver_waiting(state: State, decision: Decision, action: Activate) -> IllegalMove | None:
    if action.card not in decision.beavers:
        waiting = ", ".join(map(str, sorted(set(decision.beavers))))
        return refuse("beaver", f"beaver {action.card} is not waiting to be activated; "
                      f"{state.players[action.seat].name}'s waiting beavers: {waiting}",
                      "Then they activate every beaver they have recruited, one after another, "
                      "in whatever order they like.")
    return None


def as_its_card_says(state: State, decision: Decision, action: Activate) -> IllegalMove | None:
    return BEAVERS[action.card].refusal(state.players[action.seat], action)


def claimed_tile(state: State, decision: Decision, action: ReuseVein) -> IllegalMove | None:
    p = state.players[action.seat]
    if action.tile not in p.veins:
        return refuse("vein", f"{p.name} has not claimed vein tile {action.tile}",
                      "In income, may reactivate 1 of his used vein tiles.")
    return None


# -- carrying out ----------------------------------------------------------------------------------
def take(state: State, action: TakeIncome, events: list[Event]) -> list[Decision]:
    p = state.players[action.seat]
    coins, pickaxes, choice = owed(state, action.seat, action.bear)
    gain(p, coins + action.coins, pickaxes + choice - action.coins)
    pending = []
    if has_magnate(state, action.seat, "Hazel Nutkin"):
        pending = gain_ore(state, action.seat, "coal")
    events.append(IncomeTaken(action.seat, coins + action.coins,
                              pickaxes + choice - action.coins))
    state.queue.pop(0)
    if has_magnate(state, action.seat, "Waldo Nosebeak") and p.veins:
        state.queue.insert(0, Decision("waldo", action.seat))
    owned = tuple(n for n in p.critters if critter_kind(n) == "beaver")
    if owned:
        state.queue.insert(0, Decision("beavers", action.seat, beavers=owned))
    return pending


def activate(state: State, action: Activate, events: list[Event]) -> list[Decision]:
    decision = state.queue.pop(0)
    p = state.players[action.seat]
    pending = []
    if action.skip:
        events.append(BeaverDeclined(action.seat, action.card))
    else:
        before = _tracks(p)
        pending = BEAVERS[action.card].apply(state, action)
        after = _tracks(p)
        events.append(BeaverActed(action.seat, action.card, tuple(
            (what, after[what] - n) for what, n in before.items() if after[what] != n)))
    if decision.kind == "beavers":
        rest = list(decision.beavers)
        rest.remove(action.card)
        if rest:
            state.queue.insert(0, decision._replace(beavers=tuple(rest)))
    return pending


def _tracks(p: Player) -> dict[str, int]:
    return {"coins": p.coins, "pickaxes": p.pickaxes, "VP": p.vp, **p.supply}


def reuse_vein(state: State, action: ReuseVein, events: list[Event]) -> list[Decision]:
    state.queue.pop(0)
    events.append(VeinReused(action.seat, action.tile))
    return vein_bonus(state, action.seat, action.tile, events, " reactivated by Waldo Nosebeak")


def _income_candidates(state: State, decision: Decision) -> list:
    seat = decision.seat
    held = (None, 30) if 30 in state.players[seat].critters else (None,)
    return [TakeIncome(seat, c, bear) for bear in held
            for c in range(owed(state, seat, bear)[2] + 1)]


def _beaver_candidates(state: State, decision: Decision) -> list:
    p = state.players[decision.seat]
    found = [a for card in sorted(set(decision.beavers))
             for a in BEAVERS[card].candidates(p, decision.seat, card)]
    if decision.kind == "beavers":
        found += bears.held_candidates(state, decision.seat, (17,))
    return found


ACTIVATE = Answer((beaver_waiting, as_its_card_says), activate)
INCOME_STEP = Step("take their income", _income_candidates, {
    TakeIncome: Answer((bears.joins_this, kept_income_to_double, split_as_owed), take)})
BEAVERS_STEP = Step("activate their beavers", _beaver_candidates, {
    Activate: ACTIVATE, UseBear: Answer(bears.USE_RULES, bears.use)})
BEAVER_STEP = Step("activate a beaver", _beaver_candidates, {Activate: ACTIVATE})
WALDO = Step("reactivate a vein tile or decline",
             lambda state, d: [Done(d.seat)] + [ReuseVein(d.seat, t) for t in
                                                sorted(set(state.players[d.seat].veins))],
             {Done: Answer((), decline), ReuseVein: Answer((claimed_tile,), reuse_vein)})
