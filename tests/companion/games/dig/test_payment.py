"""Paying at the tavern: enough crystals, no card to spare, chests standing for stones."""

from collections import Counter

from companion.games.dig.catalog import default_catalog
from companion.games.dig.payment import companion_payments, recruit_payments

CATALOG = default_catalog()


def test_every_payment_covers_the_price_with_no_card_to_spare():
    """"It is up to you to overpay with more Crystals than required": a ruby and a gold (6)
    pay for a recruit (5); a ruby, a gold and an iron (7) would pay an iron for nothing."""
    held = Counter(iron=3, gold=2, diamond=1, ruby=1, chest=1)
    payments = recruit_payments(held, 5, CATALOG, pirate=False)
    value = {"iron": 1, "gold": 2, "diamond": 3, "ruby": 4, "chest": 5}
    for pay in payments:
        total = sum(value[c] for c in pay)
        assert total >= 5 and all(total - value[c] < 5 for c in pay), pay
    assert ("gold", "ruby") in payments and ("iron", "gold", "ruby") not in payments
    assert ("chest",) in payments


def test_nothing_to_pay_with_is_no_payment():
    assert recruit_payments(Counter(iron=4), 5, CATALOG, pirate=False) == []
    assert recruit_payments(Counter(iron=5), 5, CATALOG, pirate=False) == [("iron",) * 5]


def test_a_companion_takes_its_stones_or_a_chest_for_one_of_them():
    knight = CATALOG.companion("Knight")  # gold, diamond
    assert companion_payments(Counter(gold=1, diamond=1), knight, False) == [("gold", "diamond")]
    assert companion_payments(Counter(gold=1, chest=1), knight, False) == [("gold", "chest")]
    assert companion_payments(Counter(chest=1), knight, False) == []
    assert companion_payments(Counter(chest=1), knight, True) == [("chest",)]  # Pirate: two
