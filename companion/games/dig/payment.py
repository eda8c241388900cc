"""Paying at the tavern: which cards from a hand may pay for recruits or a companion.

"A Recruit can be hired at the Tavern for 5 Crystals" (3 with the Queen); "The Tavern cannot
give any Crystals back. It is up to you to overpay with more Crystals than required": a payment
covers the price, and no card in it could be left out and still cover it (a card paid for
nothing is refused: keep it). A companion "will ask for a certain amount of Precious Stones":
its catalog price, stone by stone; a chest stands for "5 Crystals or 1 Precious Stone of your
choice" (10 crystals or 2 stones with the Pirate).
"""

from collections import Counter
from itertools import combinations

from companion.games.dig.actions import PAY_ORDER
from companion.games.dig.cards import (
    CHEST_CRYSTALS,
    CHEST_STONES,
    PIRATE_CHEST_CRYSTALS,
    PIRATE_CHEST_STONES,
    QUEEN_PRICE,
    RECRUIT_PRICE,
    STONES,
)
from companion.games.dig.catalog import Catalog, Companion

Payment = tuple[str, ...]


def hand(stones: dict[str, int], equipment: list[str]) -> Counter:
    """The cards a player could pay with."""
    return Counter({**stones, "chest": int("chest" in equipment)})


def crystals(card: str, catalog: Catalog, pirate: bool) -> int:
    if card == "chest":
        return PIRATE_CHEST_CRYSTALS if pirate else CHEST_CRYSTALS
    return catalog.value(card)


def recruit_price(count: int, queen: bool) -> int:
    return count * (QUEEN_PRICE if queen else RECRUIT_PRICE)


def covers(pay: Payment, price: int, catalog: Catalog, pirate: bool) -> bool:
    return sum(crystals(card, catalog, pirate) for card in pay) >= price


def needless(pay: Payment, price: int, catalog: Catalog, pirate: bool) -> str | None:
    """A card the payment could leave out and still cover `price`, or None."""
    for card in dict.fromkeys(pay):
        rest = list(pay)
        rest.remove(card)
        if covers(tuple(rest), price, catalog, pirate):
            return card
    return None


def recruit_payments(held: Counter, price: int, catalog: Catalog, pirate: bool) -> list[Payment]:
    """Every payment from `held` that covers `price` with no card to spare."""
    values = {card: crystals(card, catalog, pirate) for card in PAY_ORDER}
    ceiling = price + max(values.values())  # a payment with no spare card is below this
    found: list[Payment] = []

    def extend(kind: int, chosen: list[str], total: int) -> None:
        if total >= price:
            if all(total - values[card] < price for card in set(chosen)):
                found.append(tuple(chosen))
            return
        if kind == len(PAY_ORDER):
            return
        card = PAY_ORDER[kind]
        for count in range(held[card] + 1):
            if total + count * values[card] >= ceiling:
                break
            extend(kind + 1, chosen + [card] * count, total + count * values[card])

    extend(0, [], 0)
    return sorted(found, key=lambda pay: (len(pay), [PAY_ORDER.index(c) for c in pay]))


def companion_payments(held: Counter, companion: Companion, pirate: bool) -> list[Payment]:
    """The companion's stones from `held`, or a chest standing for one (two with the Pirate)
    of them and the rest in stones."""
    price = list(companion.price)
    found = []
    if not Counter(price) - held:
        found.append(tuple(price))
    if held["chest"]:
        stands_for = min(PIRATE_CHEST_STONES if pirate else CHEST_STONES, len(price))
        for covered in sorted(set(combinations(price, stands_for))):
            rest = Counter(price) - Counter(covered)
            if not rest - held:
                found.append((*sorted(rest.elements(), key=STONES.index), "chest"))
    return list(dict.fromkeys(found))


def companion_covers(pay: Payment, companion: Companion, pirate: bool) -> bool:
    return pay in companion_payments(Counter(pay), companion, pirate)
