"""Beavers 32-56: each activation's choices and effect."""

from companion.games.deep_claim import Activate
from companion.games.deep_claim.beavers import BEAVERS
from companion.games.deep_claim.income import BEAVER_STEP
from companion.games.deep_claim.setup import new_state
from companion.games.deep_claim.state import Decision


def table(**supply):
    state = new_state(2, seed=1)
    state.players[0].supply.update(supply)
    return state


def offered(state, card):
    """What seat 0 may do when beaver `card` is activated."""
    return BEAVER_STEP.options(state, Decision("beaver", 0, beavers=(card,)))


def run(state, action):
    BEAVERS[action.card].apply(state, action)
    return state.players[0]


def test_any_three_resources_may_be_split_freely():
    """Beaver 36: "Any 3 resources".\""""
    state = table()
    assert [a.coins for a in offered(state, 36)] == [0, 1, 2, 3]
    p = run(state, Activate(0, 36, coins=1))
    assert (p.coins, p.pickaxes) == (8, 9)


def test_exchange_moves_up_to_three_between_tracks():
    """Beaver 37: "Exchange up to 3 resources (coins <-> pickaxes)".\""""
    state = table()
    assert {a.coins for a in offered(state, 37)} == set(range(-3, 4))
    p = run(state, Activate(0, 37, coins=-3))
    assert (p.coins, p.pickaxes) == (4, 10)


def test_buying_gold_costs_two_coins_and_may_be_declined():
    """Beaver 42: "Buy 1 gold for 2 coins".\""""
    state = table()
    assert Activate(0, 42, skip=True) in offered(state, 42)
    p = run(state, Activate(0, 42, ores=("gold",)))
    assert (p.coins, p.supply["gold"]) == (5, 1)


def test_buying_gold_without_two_coins_is_refused_with_the_card():
    state = table()
    state.players[0].coins = 1
    refused = BEAVER_STEP.refusal(state, Decision("beaver", 0, beavers=(42,)),
                                  Activate(0, 42, ores=("gold",)))
    assert refused.rule == "beaver" and "Buy 1 gold for 2 coins" in str(refused)
    assert offered(state, 42) == [Activate(0, 42, skip=True)]


def test_beaver_45_is_the_route_from_gold_to_diamond():
    """Beaver 45: "Pay 2 pickaxes: upgrade 1 gold - the only route to a diamond that isn't
    digging".\""""
    state = table(gold=1)
    p = run(state, Activate(0, 45, ores=("gold",)))
    assert (p.pickaxes, p.supply["gold"], p.supply["diamond"]) == (5, 0, 1)
    assert offered(table(), 45) == [Activate(0, 45, skip=True)]  # no gold, no offer


def test_each_cube_upgrades_only_once_per_activation():
    """"Each cube upgrades only once per activation": with one coal, beaver 46 cannot turn it
    into silver and then into gold.\""""
    offers = {a.ores for a in offered(table(coal=1), 46)}
    assert ("coal",) in offers and ("coal", "silver") not in offers
    assert ("coal", "coal") in {a.ores for a in offered(table(coal=2), 46)}


def test_selling_a_diamond_pays_six_resources():
    """Beaver 56: "Sell 1 diamond -> 6 resources".\""""
    p = run(table(diamond=1), Activate(0, 56, coins=6, ores=("diamond",)))
    assert (p.coins, p.supply["diamond"]) == (13, 0)


def test_vp_beavers_count_what_they_say():
    """Beaver 38: "1 pickaxe, + 1 VP per 3 ore in your supply".\""""
    p = run(table(coal=4, silver=3), Activate(0, 38))
    assert (p.pickaxes, p.vp) == (8, 2)


def test_every_beaver_has_one_effect_keyed_by_its_number():
    assert sorted(BEAVERS) == list(range(32, 57))
