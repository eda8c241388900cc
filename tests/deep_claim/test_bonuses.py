"""Vein tile bonuses and contract rewards, and the choices they ask for."""

from companion.games.deep_claim import TakeOre, Upgrade
from companion.games.deep_claim.bonuses import TAKE_ORE, UPGRADE, reward, vein_bonus
from companion.games.deep_claim.setup import new_state
from companion.games.deep_claim.state import Decision


def test_fixed_vein_bonuses_are_paid_at_once():
    state = new_state(2, seed=1)
    assert vein_bonus(state, 0, "coins2_pickaxes2", []) == []
    assert vein_bonus(state, 0, "vp2", []) == []
    p = state.players[0]
    assert (p.coins, p.pickaxes, p.vp) == (9, 9, 2)


def test_coal_or_silver_asks_which():
    """Vein tile: "Gain 1 coal or 1 silver".\""""
    state = new_state(2, seed=1)
    decision = vein_bonus(state, 1, "coal_or_silver", [])[0]
    assert TAKE_ORE.options(state, decision) == [TakeOre(1, "coal"), TakeOre(1, "silver")]
    assert TAKE_ORE.refusal(state, decision, TakeOre(1, "gold")).rule == "ore"


def test_upgrades_never_reach_diamond():
    """"Move one ore in your supply up a tier: coal becomes silver, silver becomes gold. Never
    to diamond.\""""
    state = new_state(2, seed=1)
    state.players[0].supply.update(gold=2, silver=1)
    decision = vein_bonus(state, 0, "upgrade", [])[0]
    assert UPGRADE.options(state, decision) == [Upgrade(0, "silver")]
    refused = UPGRADE.refusal(state, decision, Upgrade(0, "gold"))
    assert refused.rule == "upgrade" and "Never to diamond" in str(refused)
    state.players[0].supply.update(gold=2, silver=0)
    assert vein_bonus(state, 0, "upgrade", []) == []  # nothing to upgrade: the bonus falls away


def test_beaver_again_offers_only_owned_beavers():
    state = new_state(2, seed=1)
    assert vein_bonus(state, 0, "beaver", []) == []
    state.players[0].critters += [16, 34, 40]
    assert vein_bonus(state, 0, "beaver", []) == [Decision("beaver", 0, beavers=(34, 40))]


def test_a_contract_reward_draws_contracts_into_the_hidden_hand():
    state = new_state(2, seed=1)
    pending = reward(state, 0, {"vp": 2, "contract": 1, "upgrade": 1}, [])
    p = state.players[0]
    assert p.vp == 2 and len(p.contracts) == 1
    assert pending == [Decision("upgrade", 0)]
