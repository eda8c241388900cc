"""Phase III, Recruit: "Locations are resolved one at a time, from the top down. At each
location the bids are worked through from highest to lowest, regardless of who placed them."

"When a bid resolves, that player takes the card back into their hand, pays coins equal to its
value, and takes any one card still on display at that location. A player may instead forfeit
and take 2 coins + 2 pickaxes - and must do so if they cannot pay the bid."

Rocky Bandini "at the end of the recruit phase, claims 1 unbought card for 2 coins" (reading:
from any location, and he may decline).
"""

from companion.games.deep_claim.actions import BuyLeftover, Done, Forfeit, Recruit
from companion.games.deep_claim.catalog import critter_kind
from companion.games.deep_claim.economy import forfeit_card, has_magnate
from companion.games.deep_claim.events import Event
from companion.games.deep_claim.state import State
from companion.games.deep_claim.words import count


def start(state: State) -> None:
    state.phase = "recruit"


def next_decision(state: State) -> bool:
    """Queues the next bid to resolve; False once every location is done."""
    for index, loc in enumerate(state.locations):
        if loc.bids:
            state.queue.append(("recruit", loc.bids[0][2], index))
            return True
    for seat, p in enumerate(state.players):
        if has_magnate(state, seat, "Rocky Bandini") and not p.ability_used:
            p.ability_used = True
            state.queue.append(("rocky", seat))
            return True
    return False


def rocky_options(state: State, decision: tuple) -> list:
    seat = decision[1]
    found: list = [Done(seat)]
    if state.players[seat].coins >= 2:
        found += [BuyLeftover(seat, item, index) for index, loc in enumerate(state.locations)
                  for item in sorted({i for i in loc.display if i is not None})]
    return found


def buy_leftover(state: State, action: BuyLeftover, events: list[Event]) -> list[tuple]:
    state.queue.pop(0)
    state.players[action.seat].coins -= 2
    return _take(state, action.seat, action.location, action.item, 2, events)


def top_bid(state: State, decision: tuple) -> tuple[int, int, int, int]:
    return state.locations[decision[2]].bids[0]


def options(state: State, decision: tuple) -> list:
    seat, index = decision[1], decision[2]
    p = state.players[seat]
    value = top_bid(state, decision)[3]
    items = sorted({i for i in state.locations[index].display if i is not None})
    found: list = [Forfeit(seat)]
    if p.coins >= value:
        found += [Recruit(seat, item) for item in items]
    if 29 in p.critters and value > 0:
        found += [Recruit(seat, item, bear=29) for item in items]
    return found


def recruit(state: State, action: Recruit, events: list[Event]) -> list[tuple]:
    """Resolves the bid; returns decisions the new card asks for (a beaver acts at once)."""
    _, _, index = state.queue.pop(0)
    card = state.locations[index].bids.pop(0)[3]
    p = state.players[action.seat]
    p.hand.append(card)
    paid = 0 if action.bear == 29 else card
    p.coins -= paid
    return _take(state, action.seat, index, action.item, paid, events)


def _take(state: State, seat: int, index: int, item: str, paid: int, events: list[Event]
          ) -> list[tuple]:
    p = state.players[seat]
    loc = state.locations[index]
    loc.display[loc.display.index(item)] = None
    kind, number = item.split(":")
    events.append(Event("recruit", seat, f"{p.name} pays {count(paid, 'coin')} and takes "
                        f"{'a contract' if kind == 'contract' else item}"))
    if kind == "contract":
        p.contracts.append(int(number))
        return []
    p.critters.append(int(number))
    p.recruited.append(int(number))
    if critter_kind(int(number)) == "beaver":
        return [("beaver", seat, (int(number),))]
    return []


def forfeit(state: State, action: Forfeit, events: list[Event]) -> None:
    _, _, index = state.queue.pop(0)
    card = state.locations[index].bids.pop(0)[3]
    forfeit_card(state, action.seat, card, str(card), events)


def boost_bid(state: State, seat: int, card: int, index: int) -> None:
    """Bear 16: "Treat your bid as +4 (pay the original bid)"."""
    loc = state.locations[index]
    entry = next(e for e in loc.bids if e[2] == seat and e[3] == card)
    loc.bids.remove(entry)
    loc.bids.append((entry[0] - 4, entry[1], seat, card))
    loc.bids.sort()
