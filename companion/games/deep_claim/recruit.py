"""Phase III, Recruit: "Locations are resolved one at a time, from the top down. At each
location the bids are worked through from highest to lowest, regardless of who placed them."

"When a bid resolves, that player takes the card back into their hand, pays coins equal to its
value, and takes any one card still on display at that location. A player may instead forfeit
and take 2 coins + 2 pickaxes - and must do so if they cannot pay the bid."

Rocky Bandini "at the end of the recruit phase, claims 1 unbought card for 2 coins" (reading:
from any location, and he may decline). Bear 29 is not offered on a bid of 0, which costs
nothing already.
"""

from companion.errors import IllegalMove
from companion.games.deep_claim import bears
from companion.games.deep_claim.actions import BuyLeftover, Done, Forfeit, Recruit
from companion.games.deep_claim.catalog import critter_kind
from companion.games.deep_claim.economy import forfeit_card, has_magnate
from companion.games.deep_claim.events import Event, Recruited
from companion.games.deep_claim.state import Bid, Decision, State
from companion.games.deep_claim.steps import Answer, Step, decline, refuse

MUST_FORFEIT = ("A player may instead forfeit and take 2 coins + 2 pickaxes - and must do so if "
                "they cannot pay the bid.")
ROCKY_PRICE = 2


def start(state: State) -> None:
    state.phase = "recruit"


def next_decision(state: State) -> bool:
    """Queues the next bid to resolve; False once every location is done."""
    for index, loc in enumerate(state.locations):
        if loc.bids:
            state.queue.append(Decision("recruit", loc.bids[0].seat, index))
            return True
    for seat, p in enumerate(state.players):
        if has_magnate(state, seat, "Rocky Bandini") and not p.ability_used:
            p.ability_used = True
            state.queue.append(Decision("rocky", seat))
            return True
    return False


def resolving(state: State, decision: Decision) -> Bid:
    """The bid at the front of the location resolving now."""
    return state.locations[decision.location].bids[0]


def _on_display(state: State, index: int) -> list[str]:
    return sorted({i for i in state.locations[index].display if i is not None})


# -- rules -----------------------------------------------------------------------------------------
def on_display(state: State, decision: Decision, action: Recruit) -> IllegalMove | None:
    if action.item not in state.locations[decision.location].display:
        return refuse("display", f"{action.item} is not on display at location "
                      f"{decision.location + 1}", "takes any one card still on display at that "
                      "location")
    return None


def bear_29_has_a_price_to_waive(state: State, decision: Decision, action: Recruit
                                 ) -> IllegalMove | None:
    if action.bear == 29 and resolving(state, decision).card == 0:
        return refuse("bear-target", "a bid of 0 costs nothing: bear 29 would be discarded for "
                      "nothing", bears.BEARS[29].words)
    return None


def can_pay(state: State, decision: Decision, action: Recruit) -> IllegalMove | None:
    p = state.players[action.seat]
    price = bears.adjusted(action.bear, resolving(state, decision).card)
    if p.coins < price:
        return refuse("pay", f"{p.name} has {p.coins} coins and cannot pay the bid of {price}",
                      MUST_FORFEIT)
    return None


def leftover_location(state: State, decision: Decision, action: BuyLeftover
                      ) -> IllegalMove | None:
    if not 0 <= action.location < len(state.locations):
        return refuse("location", f"location {action.location + 1} does not exist; this table "
                      f"has locations 1 to {len(state.locations)}")
    if action.item not in state.locations[action.location].display:
        return refuse("display", f"{action.item} is not left unbought at location "
                      f"{action.location + 1}", "claims 1 unbought card for 2 coins")
    return None


def rocky_can_pay(state: State, decision: Decision, action: BuyLeftover) -> IllegalMove | None:
    p = state.players[action.seat]
    if p.coins < ROCKY_PRICE:
        return refuse("pay", f"{p.name} has {p.coins} coins", "claims 1 unbought card for 2 "
                      "coins")
    return None


# -- carrying out ----------------------------------------------------------------------------------
def recruit(state: State, action: Recruit, events: list[Event]) -> list[Decision]:
    """Resolves the bid; returns decisions the new card asks for (a beaver acts at once)."""
    index = state.queue.pop(0).location
    card = state.locations[index].bids.pop(0).card
    p = state.players[action.seat]
    p.hand.append(card)
    paid = bears.adjusted(action.bear, card)
    p.coins -= paid
    return _take(state, action.seat, index, action.item, paid, events)


def buy_leftover(state: State, action: BuyLeftover, events: list[Event]) -> list[Decision]:
    state.queue.pop(0)
    state.players[action.seat].coins -= ROCKY_PRICE
    return _take(state, action.seat, action.location, action.item, ROCKY_PRICE, events)


def _take(state: State, seat: int, index: int, item: str, paid: int, events: list[Event]
          ) -> list[Decision]:
    p = state.players[seat]
    loc = state.locations[index]
    loc.display[loc.display.index(item)] = None
    events.append(Recruited(seat, item, paid))
    kind, number = item.split(":")
    if kind == "contract":
        p.contracts.append(int(number))
        return []
    p.critters.append(int(number))
    p.recruited.append(int(number))
    if critter_kind(int(number)) == "beaver":
        return [Decision("beaver", seat, beavers=(int(number),))]
    return []


def forfeit(state: State, action: Forfeit, events: list[Event]) -> None:
    index = state.queue.pop(0).location
    card = state.locations[index].bids.pop(0).card
    forfeit_card(state, action.seat, card, False, events)


def _candidates(state: State, decision: Decision) -> list:
    seat, items = decision.seat, _on_display(state, decision.location)
    found: list = [Forfeit(seat)] + [Recruit(seat, item) for item in items]
    if 29 in state.players[seat].critters:
        found += [Recruit(seat, item, bear=29) for item in items]
    return found


def _rocky_candidates(state: State, decision: Decision) -> list:
    return [Done(decision.seat)] + [BuyLeftover(decision.seat, item, index)
                                     for index in range(len(state.locations))
                                     for item in _on_display(state, index)]


RECRUIT = Step("resolve their bid", _candidates, {
    Forfeit: Answer((), forfeit),
    Recruit: Answer((on_display, bears.joins_this, bear_29_has_a_price_to_waive, can_pay),
                    recruit)})
ROCKY = Step("claim an unbought card or decline", _rocky_candidates, {
    Done: Answer((), decline),
    BuyLeftover: Answer((leftover_location, rocky_can_pay), buy_leftover)})
