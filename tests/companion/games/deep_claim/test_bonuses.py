"""Vein tile bonuses and contract rewards, and the choices they ask for."""

from companion.games.deep_claim import DiscardOre, Done, TakeOre, Upgrade
from companion.games.deep_claim.bonuses import SWAP, TAKE_ORE, UPGRADE, reward, vein_bonus
from companion.games.deep_claim.catalog import contracts, vein_tiles
from companion.games.deep_claim.setup import new_state
from companion.games.deep_claim.state import Decision


def tile(bonus: str) -> int:
    """The first vein tile with this bonus."""
    return next(n for n, b in vein_tiles().items() if b == bonus)


def test_fixed_vein_bonuses_are_paid_at_once():
    state = new_state(2, seed=1)
    assert vein_bonus(state, 0, tile("coins2_pickaxes2"), []) == []
    assert vein_bonus(state, 0, tile("vp2"), []) == []
    p = state.players[0]
    assert (p.coins, p.pickaxes, p.vp) == (9, 9, 2)
    assert [i.why for i in p.points] == [f"Vein tile {tile('vp2')} claimed: its bonus of 2 VP"]


def test_coal_or_silver_asks_which():
    """Vein tile: "Gain 1 coal or 1 silver".\""""
    state = new_state(2, seed=1)
    decision = vein_bonus(state, 1, tile("coal_or_silver"), [])[0]
    assert TAKE_ORE.options(state, decision) == [TakeOre(1, "coal"), TakeOre(1, "silver")]
    assert TAKE_ORE.refusal(state, decision, TakeOre(1, "gold")).rule == "ore"


def test_upgrades_never_reach_diamond():
    """"Move one ore in your supply up a tier: coal becomes silver, silver becomes gold. Never
    to diamond.\""""
    state = new_state(2, seed=1)
    state.players[0].supply.update(gold=2, silver=1)
    decision = vein_bonus(state, 0, tile("upgrade"), [])[0]
    assert UPGRADE.options(state, decision) == [Upgrade(0, "silver")]
    refused = UPGRADE.refusal(state, decision, Upgrade(0, "gold"))
    assert refused.rule == "upgrade" and "Never to diamond" in str(refused)
    state.players[0].supply.update(gold=2, silver=0)
    assert vein_bonus(state, 0, tile("upgrade"), []) == []  # nothing to upgrade: it falls away


def test_beaver_again_offers_only_owned_beavers():
    state = new_state(2, seed=1)
    assert vein_bonus(state, 0, tile("beaver"), []) == []
    state.players[0].critters += [16, 34, 40]
    assert vein_bonus(state, 0, tile("beaver"), []) == [Decision("beaver", 0, beavers=(34, 40))]


def test_the_rulebooks_example_contract_pays_two_vp_and_a_contract_from_the_deck():
    """"This one gives 2 victory points and a contract drawn from the deck ... This one wants a
    gold and a diamond.\""""
    example = next(n for n, c in contracts().items() if c["icons"] == ("gold", "diamond"))
    assert contracts()[example]["reward"] == {"vp": 2, "contract": 1}
    state = new_state(2, seed=1)
    assert reward(state, 0, example, []) == []
    p = state.players[0]
    assert p.vp == 2 and len(p.contracts) == 1  # drawn into the hidden hand
    assert [(i.vp, i.source) for i in p.points] == [(2, "contract")]
    assert f"Contract {example}" in p.points[0].why


def test_a_reward_upgrade_asks_which_ore():
    state = new_state(2, seed=1)
    upgrading = next(n for n, c in contracts().items() if c["reward"].get("upgrade"))
    assert reward(state, 0, upgrading, []) == [Decision("upgrade", 0)]


def test_ore_from_a_vein_tile_or_a_reward_at_a_full_supply_is_offered_as_a_swap():
    """"Ore supply 10 cubes - discard one to swap in a new one" - not silently lost."""
    state = new_state(2, seed=1)
    state.players[0].supply.update(silver=10)
    assert vein_bonus(state, 0, tile("gold"), []) == [Decision("swap", 0, ore="gold")]
    paying_ore = next(n for n, c in contracts().items() if c["reward"].get("ore"))
    (ore,) = contracts()[paying_ore]["reward"]["ore"]
    assert reward(state, 0, paying_ore, []) == [Decision("swap", 0, ore=ore)]
    assert state.players[0].ore_total() == 10
    swap = Decision("swap", 0, ore="gold")
    assert SWAP.options(state, swap) == [DiscardOre(0, "silver"), Done(0)]
