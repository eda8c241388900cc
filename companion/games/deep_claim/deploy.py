"""Phase I, Deploy: "Beginning with the first player and continuing clockwise, each player
deploys one card on their turn ... until every player has deployed six cards."

A card goes face up above a location (a bid, kept highest first, equal bids in the order they
were committed) or face down beside its mine (a dig). Bear 26 lets its holder deploy a 7th card
(no kept-card income); bear 31 moves one of your deployed cards to another location, where it
counts as committed now. Pawl Furry deploys all 7; Greeny Toadson may play a second card on one
turn per Deploy phase (reading: he says so by deploying again, or `Done` to decline).
"""

from functools import cache

from companion.games.deep_claim.actions import Done, PlayBid, PlayDig, UseBear
from companion.games.deep_claim.economy import has_magnate
from companion.games.deep_claim.events import Event
from companion.games.deep_claim.state import State


def start(state: State) -> None:
    state.phase = "deploy"
    for seat, p in enumerate(state.players):
        p.quota = 7 if has_magnate(state, seat, "Pawl Furry") else 6
        p.deployed, p.doubled, p.ability_used, p.fresh = 0, False, False, {}
    state.turn = state.first
    state.queue.append(("deploy", state.first))


def _plays(state: State, seat: int) -> list:
    return list(_plays_for(seat, frozenset(state.players[seat].hand), len(state.locations)))


@cache
def _plays_for(seat: int, hand: frozenset[int], locations: int) -> tuple:
    return tuple(cls(seat, card, loc) for card in sorted(hand) for loc in range(locations)
                 for cls in (PlayBid, PlayDig))


def deployed_cards(state: State, seat: int) -> list[tuple[int, int]]:
    """(card, location) of every card `seat` has out on the table."""
    found = []
    for index, loc in enumerate(state.locations):
        found += [(e[3], index) for e in loc.bids + loc.digs if e[2] == seat]
    return found


def options(state: State, decision: tuple) -> list:
    kind, seat = decision[0], decision[1]
    if kind == "deploy_extra":
        return _plays(state, seat) + [Done(seat)]
    p = state.players[seat]
    found = _plays(state, seat)
    if 26 in p.critters and p.quota == 6:
        found.append(UseBear(seat, 26))
    if 31 in p.critters:
        found += [UseBear(seat, 31, card=card, location=loc, to=to)
                  for card, loc in sorted(set(deployed_cards(state, seat)))
                  for to in range(len(state.locations)) if to != loc]
    return found


def play(state: State, action: PlayBid | PlayDig, events: list[Event]) -> None:
    p = state.players[action.seat]
    loc = state.locations[action.location]
    p.hand.remove(action.card)
    if isinstance(action, PlayBid):
        loc.bids.append((-action.card, state.seq, action.seat, action.card))
        loc.bids.sort()
        events.append(Event("bid", action.seat, f"{p.name} bids {action.card} at location "
                            f"{action.location + 1}"))
    else:
        loc.digs.append((action.card, state.seq, action.seat, action.card))
        events.append(Event("dig-card", action.seat, f"{p.name} commits a face-down dig at "
                            f"location {action.location + 1}"))
    state.seq += 1
    p.deployed += 1
    kind = state.queue.pop(0)[0]
    if (kind == "deploy" and has_magnate(state, action.seat, "Greeny Toadson") and not p.doubled
            and p.deployed < p.quota):
        state.queue.insert(0, ("deploy_extra", action.seat))
        return
    if kind == "deploy_extra":
        p.doubled = True
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
            state.queue.insert(0, ("deploy", nxt))
            return


def seventh_card(state: State, action: UseBear, events: list[Event]) -> None:
    """Bear 26: "Play a 7th card this round - you gain no kept-card income"."""
    state.players[action.seat].quota = 7


def move_card(state: State, action: UseBear, events: list[Event]) -> None:
    """Bear 31: "Move one of your deployed cards to any other location"."""
    old, new = state.locations[action.location], state.locations[action.to]
    for pile, target in ((old.bids, new.bids), (old.digs, new.digs)):
        entry = next((e for e in pile if e[2] == action.seat and e[3] == action.card), None)
        if entry is not None:
            pile.remove(entry)
            target.append((entry[0], state.seq, entry[2], entry[3]))
            target.sort()
            state.seq += 1
            return
