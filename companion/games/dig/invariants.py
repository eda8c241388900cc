"""What must hold after every action of a DIG game (the benchmark and the soak check it):
gems, recruits and cards are neither made nor lost, only moved.

- the 40 gems lie in the supply, on gallery cards or with the players;
- each player's 4 recruits are in hand, in galleries, in the tavern or eaten (at most 3), and
  no gallery holds more than 4; no player has more than 4 galleries;
- the 162 hill cards, kind by kind, are in the hill, the discard, galleries, hands (stones,
  equipment, runes kept) or on the way (drawn and waiting for a decision);
- a player keeps at most one equipment card of a kind.
"""

from collections import Counter

from companion.games.dig.cards import (
    BOX,
    GEMS,
    MAX_GALLERIES,
    MAX_RECRUITS,
    ORC_MEALS,
    RECRUITS_PER_COLOUR,
)
from companion.games.dig.state import State
from companion.games.dig.tasks import Arrival, Attack, FaceDown, Pick


def cards_on_the_way(state: State) -> Counter:
    """Cards drawn and not yet placed, kept or discarded."""
    cards: Counter = Counter()
    for task in state.tasks:
        match task:
            case Arrival(card=card) | Attack(enemy=card):
                cards[card] += 1
            case FaceDown(cards=drawn):
                cards.update(card for card in drawn if card is not None)
            case Pick(cards=drawn):
                cards.update(drawn)
    return cards


def where_cards_are(state: State) -> Counter:
    cards = Counter(state.hill) + Counter(state.discard) + cards_on_the_way(state)
    for player in state.players:
        cards += Counter(player.stones) + Counter(player.equipment)
        cards["rune"] += player.runes
        for _, opened in player.open_galleries():
            cards.update(slot.card for slot in opened.gallery.slots)
    return +cards


def problems(state: State) -> list[str]:
    found = []
    on_cards = sum(g.gallery.gems for p in state.players for _, g in p.open_galleries())
    held = sum(p.gems for p in state.players)
    if state.supply < 0 or state.supply + on_cards + held != GEMS:
        found.append(f"gems: {state.supply} in the supply + {on_cards} on cards + {held} with "
                     f"the players != {GEMS}")
    for player in state.players:
        galleries = player.open_galleries()
        placed = sum(g.gallery.recruits for _, g in galleries)
        counts = (player.recruits, placed, player.tavern, player.eaten)
        if min(counts) < 0 or sum(counts) != RECRUITS_PER_COLOUR or player.eaten > ORC_MEALS:
            found.append(f"{player.name}'s recruits: hand, galleries, tavern, eaten = {counts}")
        if len(galleries) > MAX_GALLERIES or any(g.gallery.recruits > MAX_RECRUITS
                                                 for _, g in galleries):
            found.append(f"{player.name}: {len(galleries)} galleries, recruits "
                         f"{[g.gallery.recruits for _, g in galleries]}")
        if len(set(player.equipment)) != len(player.equipment):
            found.append(f"{player.name} keeps two of a kind: {player.equipment}")
        if min(player.stones.values()) < 0:
            found.append(f"{player.name}'s stones: {player.stones}")
    cards = where_cards_are(state)
    if cards != Counter(BOX):
        wrong = {k: (cards[k], n) for k, n in BOX.items() if cards[k] != n}
        found.append(f"cards (found, box): {wrong}")
    return found
