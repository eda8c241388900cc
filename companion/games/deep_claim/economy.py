"""Tracks, the ore supply, decks and their reshuffles: the bookkeeping every phase shares.

"Both tracks stop at 15. Anything earned beyond that is lost." "You may never hold more than
ten [ore]. To take an eleventh, discard one first" ("Ore supply 10 cubes - discard one to swap
in a new one"): an ore that arrives at a full supply is offered as a swap (bonuses.py).
"""

import random

from companion.games.deep_claim.events import ContractDrawn, DeckReshuffled, Event, Forfeited
from companion.games.deep_claim.state import SUPPLY_CAP, TRACK_CAP, Decision, Player, State

FORFEIT = 2
UPGRADES = {"coal": "silver", "silver": "gold"}


def gain(player: Player, coins: int = 0, pickaxes: int = 0) -> None:
    player.coins = min(TRACK_CAP, player.coins + coins)
    player.pickaxes = min(TRACK_CAP, player.pickaxes + pickaxes)


def gain_ore(state: State, seat: int, ore: str, count: int = 1) -> list[Decision]:
    """Adds `count` ore up to ten; each cube beyond is offered as a swap."""
    player = state.players[seat]
    taken = max(0, min(count, SUPPLY_CAP - player.ore_total()))
    player.supply[ore] += taken
    return [Decision("swap", seat, ore=ore)] * (count - taken)


def forfeit_pay(state: State, seat: int) -> int:
    """2 coins + 2 pickaxes (Greeny Toadson: 3 + 3)."""
    return 3 if has_magnate(state, seat, "Greeny Toadson") else FORFEIT


def forfeit_card(state: State, seat: int, card: int, dig: bool, events: list[Event]) -> None:
    """A bid or dig not paid: its card goes back to hand and the player takes the forfeit."""
    p = state.players[seat]
    p.hand.append(card)
    pay = forfeit_pay(state, seat)
    gain(p, pay, pay)
    events.append(Forfeited(seat, card, dig, pay, pay))


MAGNATES = {"Pawl Furry": 1, "Peter Critter": 2, "Rocky Bandini": 3, "Hugh Pottamus": 4,
            "Miles Molesworth": 5, "Hazel Nutkin": 6, "Whitey Swanson": 7, "Greeny Toadson": 8,
            "Waldo Nosebeak": 9, "Sly Foxworth": 10}


def has_magnate(state: State, seat: int, name: str) -> bool:
    return state.players[seat].magnate == MAGNATES[name]


def shuffled(state: State, items: list) -> list:
    """A seeded shuffle; the n-th shuffle of a game is always the same."""
    rng = random.Random(f"{state.seed}:{state.shuffles}")
    state.shuffles += 1
    items = list(items)
    rng.shuffle(items)
    return items


def draw(state: State, deck: str, events: list[Event] | None = None):
    """The top card of `deck`, or None; an empty deck is rebuilt from its discard pile: "If any
    deck runs out mid-game, shuffle its discard pile to form a new one.\""""
    cards = state.decks[deck]
    if not cards and state.discards[deck]:
        cards[:] = shuffled(state, state.discards[deck])
        state.discards[deck].clear()
        if events is not None:
            events.append(DeckReshuffled(deck=deck))
    return cards.pop() if cards else None


def draw_contract(state: State, seat: int, events: list[Event]) -> None:
    number = draw(state, "contracts", events)
    if number is not None:
        state.players[seat].contracts.append(number)
        events.append(ContractDrawn(seat, number))
