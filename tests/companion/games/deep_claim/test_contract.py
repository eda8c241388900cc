"""Phase V, Contract: fulfilling from the supply, rewards, contracts going face up."""

from collections import Counter

import pytest

from companion.errors import IllegalMove
from companion.games.deep_claim import Done, Fulfil
from companion.games.deep_claim.catalog import contracts
from companion.games.deep_claim.events import Fulfilled
from tests.companion.games.deep_claim.play import arranged, drafted, settle


def at_contracts(extra_supply=None, critters=()):
    """Two players; green holds the ore for both drafted contracts (plus `extra_supply`)."""
    game = drafted(2, seed=4)
    hand = game.to_json()["players"][0]["contracts"]
    need = Counter(o for n in hand for o in contracts()[n]["icons"])

    def stock(state):
        state.players[0].supply.update({**need, **(extra_supply or {})})
        state.players[0].critters.extend(critters)

    game = arranged(game, stock)
    return settle(game, lambda g: g.phase == "contract"), hand


def test_fulfilling_pays_the_icons_and_lays_the_contract_face_up():
    """"To fulfil a contract, return ore from your supply matching every icon printed on it.
    Take the contract's reward immediately, then tuck the card into one of the four columns".\""""
    game, hand = at_contracts()
    assert game.waiting_for == ("contract", 0)
    number = 14  # coal + gold, reward 3 coins (seed 4 drafts contracts 14 and 23)
    assert number in hand
    before = game.view(None).players[0]
    game, events = game.apply(Fulfil(0, number))
    after = game.view(1).players[0]
    assert number in after.fulfilled  # on show for the rest of the table
    assert after.contracts is None and after.contracts_in_hand == 1  # hidden: a count only
    assert after.supply["coal"] == before.supply["coal"] - 1
    assert after.supply["gold"] == before.supply["gold"] - 1
    assert after.coins == min(15, before.coins + 3)
    assert Fulfilled(0, number, contracts()[number]["icons"]) in events


def test_a_contract_short_of_ore_is_refused_with_the_rule():
    game, hand = at_contracts()
    game = arranged(game, lambda s: s.players[0].supply.update(dict.fromkeys(
        ("coal", "silver", "gold", "diamond"), 0)))
    with pytest.raises(IllegalMove) as refused:
        game.apply(Fulfil(0, hand[0]))
    assert refused.value.rule == "ore"
    assert "Spend exactly these from your supply" in str(refused.value)


def test_a_contract_not_in_hand_is_refused():
    game, hand = at_contracts()
    other = next(n for n in contracts() if n not in hand)
    with pytest.raises(IllegalMove) as refused:
        game.apply(Fulfil(0, other))
    assert refused.value.rule == "hand"


def test_each_player_fulfils_in_turn_order():
    """"In turn order, beginning with the first player, each player fulfils as many contracts
    from their hand as they can afford.\""""
    game, hand = at_contracts()
    game, _ = game.apply(Fulfil(0, hand[0]))
    assert game.waiting_for == ("contract", 0)  # as many as they can afford
    game, _ = game.apply(Done(0))
    assert game.waiting_for != ("contract", 0)


def test_bear_24_fulfils_for_one_ore_less():
    """Bear 24: "Fulfil a contract for 1 less ore".\""""
    game, hand = at_contracts(critters=(24,))
    number = next(n for n in hand if len(contracts()[n]["icons"]) > 1)
    icons = contracts()[number]["icons"]
    game, _ = game.apply(Fulfil(0, number, pay=icons[1:], bear=24))
    player = game.to_json()["players"][0]
    assert 24 in player["discarded"] and number in player["fulfilled"]


def test_bear_24_on_a_one_ore_contract_pays_nothing():
    """Bear 24 on contract 2 (one coal): the contract is fulfilled and no ore is spent."""
    game = drafted(2, seed=1)  # seat 0 drafts contracts 2 (coal) and 29
    game = arranged(game, lambda s: s.players[0].critters.append(24))
    game = arranged(game, lambda s: s.players[0].supply.update(gold=1))
    game = settle(game, lambda g: g.phase == "contract")
    game, _ = game.apply(Fulfil(0, 2, pay=(), bear=24))
    player = game.to_json()["players"][0]
    assert 2 in player["fulfilled"]
    assert player["supply"]["gold"] == 1 and min(player["supply"].values()) == 0
