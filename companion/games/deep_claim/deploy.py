"""Phase I, Deploy: "Beginning with the first player and continuing clockwise, each player
deploys one card on their turn ... until every player has deployed six cards."

A card goes face up above a location (a bid, kept highest first, equal bids in the order they
were committed) or face down beside its mine (a dig). Bear 26 lets its holder deploy a 7th card
(no kept-card income); bear 31 moves one of your deployed cards to another location, where it
counts as committed now. Pawl Furry deploys all 7, an ability he may decline ("Their abilities
are always optional"): with six out he may keep the last card (`Done`), which then pays its
income. Greeny Toadson may play a second card on one turn per Deploy phase (reading: he says so
by deploying again, or `Done` to decline).
"""

from functools import cache

from companion.errors import IllegalMove
from companion.games.deep_claim import bears
from companion.games.deep_claim.actions import Done, PlayBid, PlayDig, UseBear
from companion.games.deep_claim.economy import has_magnate
from companion.games.deep_claim.events import BidPlaced, DigCommitted, Event
from companion.games.deep_claim.state import Bid, Decision, Dig, State
from companion.games.deep_claim.steps import Answer, Step, refuse

KEEP_ONE = "Deploy six. Keep one - it pays its income in phase II."


def start(state: State) -> None:
    state.phase = "deploy"
    for seat, p in enumerate(state.players):
        p.quota = 7 if has_magnate(state, seat, "Pawl Furry") else 6
        p.deployed, p.doubled, p.ability_used, p.fresh = 0, False, False, {}
    state.turn = state.first
    state.queue.append(Decision("deploy", state.first))


# -- rules -----------------------------------------------------------------------------------------
def location_exists(state: State, decision: Decision, action: PlayBid | PlayDig
                    ) -> IllegalMove | None:
    count = len(state.locations)
    if not 0 <= action.location < count:
        return refuse("location", f"location {action.location + 1} does not exist; this table "
                      f"has locations 1 to {count}, from the top", "Place one location board "
                      "per player")
    return None


def card_in_hand(state: State, decision: Decision, action: PlayBid | PlayDig
                 ) -> IllegalMove | None:
    p = state.players[action.seat]
    if action.card not in p.hand:
        return refuse("hand", f"card {action.card} is not in {p.name}'s hand",
                      "Deploy six. Keep one.")
    return None


def pawl_keeps_his_last(state: State, decision: Decision, action: Done) -> IllegalMove | None:
    p = state.players[action.seat]
    if not (has_magnate(state, action.seat, "Pawl Furry") and p.quota == 7
            and p.deployed == 6):
        return refuse("deploy", f"{p.name} has {p.quota - p.deployed} cards to deploy; only "
                      "Pawl Furry, with six out, may keep his seventh",
                      "Deploys all 7 cards each round.")
    return None


def quota_reached(state: State, seat: int) -> IllegalMove:
    """A card beyond the season's six (seven for Pawl Furry or with bear 26)."""
    p = state.players[seat]
    return refuse("keep-one", f"{p.name} has deployed {p.deployed} cards this season", KEEP_ONE)


# -- carrying out ----------------------------------------------------------------------------------
@cache
def _plays(seat: int, hand: frozenset[int], locations: int) -> tuple:
    return tuple(cls(seat, card, loc) for card in sorted(hand) for loc in range(locations)
                 for cls in (PlayBid, PlayDig))


def _candidates(state: State, decision: Decision) -> list:
    seat = decision.seat
    found = list(_plays(seat, frozenset(state.players[seat].hand), len(state.locations)))
    if decision.kind == "deploy_extra":
        return found + [Done(seat)]
    return found + bears.held_candidates(state, seat, (26, 31)) + [Done(seat)]


def play(state: State, action: PlayBid | PlayDig, events: list[Event]) -> None:
    p = state.players[action.seat]
    loc = state.locations[action.location]
    p.hand.remove(action.card)
    if isinstance(action, PlayBid):
        loc.bids.append(Bid(action.card, state.seq, action.seat, action.card))
        loc.bids.sort(key=Bid.order)
        events.append(BidPlaced(action.seat, action.card, action.location))
    else:
        loc.digs.append(Dig(action.card, state.seq, action.seat, action.card))
        events.append(DigCommitted(action.seat, action.card, action.location))
    state.seq += 1
    p.deployed += 1
    kind = state.queue.pop(0).kind
    if (kind == "deploy" and has_magnate(state, action.seat, "Greeny Toadson") and not p.doubled
            and p.deployed < p.quota):
        state.queue.insert(0, Decision("deploy_extra", action.seat))
        return
    if kind == "deploy_extra":
        p.doubled = True
    _next_turn(state, action.seat)


def keep_last(state: State, action: Done, events: list[Event]) -> None:
    """Pawl Furry declines to deploy his seventh card: it stays in hand for its income."""
    state.players[action.seat].quota = 6
    state.queue.pop(0)
    _next_turn(state, action.seat)


def decline_extra(state: State, action: Done, events: list[Event]) -> None:
    state.queue.pop(0)
    _next_turn(state, action.seat)


def _next_turn(state: State, seat: int) -> None:
    n = len(state.players)
    for step in range(1, n + 1):
        nxt = (seat + step) % n
        if state.players[nxt].deployed < state.players[nxt].quota:
            state.turn = nxt
            state.queue.insert(0, Decision("deploy", nxt))
            return


PLAYS = {PlayBid: Answer((location_exists, card_in_hand), play),
         PlayDig: Answer((location_exists, card_in_hand), play)}
DEPLOY = Step("deploy a card", _candidates,
              {**PLAYS, UseBear: Answer(bears.USE_RULES, bears.use),
               Done: Answer((pawl_keeps_his_last,), keep_last)})
DEPLOY_EXTRA = Step("play a second card or decline", _candidates,
                    {**PLAYS, Done: Answer((), decline_extra)})
