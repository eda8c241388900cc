"""The mining magnates module: each magnate's ability where the engine applies it."""

import pytest

from companion.errors import IllegalMove
from companion.games.deep_claim import (
    BuyLeftover,
    ChooseMagnate,
    DiscardOre,
    Done,
    DraftContract,
    Excavate,
    ExtraIcon,
    Fulfil,
    Game,
    PlayDig,
    ReuseVein,
    TakeIncome,
    Upgrade,
    default_names,
)
from companion.games.deep_claim.catalog import contracts, mines
from companion.games.deep_claim.economy import MAGNATES
from companion.games.deep_claim.events import Dug
from tests.companion.games.deep_claim.play import arranged, deploy, settle


def with_magnate(name, seed=1):
    """Two players, the magnates module on; green is dealt `name` and keeps it, yellow keeps
    Peter Critter (no choices of his own to make), then the draft is done."""
    game = Game.new(default_names(2), seed, magnates=True)

    def deal(state):
        state.players[0].magnate_offer = [MAGNATES[name], MAGNATES["Hugh Pottamus"]]
        state.players[1].magnate_offer = [MAGNATES["Peter Critter"], MAGNATES["Hugh Pottamus"]]

    game = arranged(game, deal)
    game, _ = game.apply(ChooseMagnate(0, MAGNATES[name]))
    game, _ = game.apply(ChooseMagnate(1, MAGNATES["Peter Critter"]))
    while game.waiting_for[0] == "draft":
        game, _ = game.apply(next(a for a in game.legal_actions() if isinstance(a, DraftContract)))
    return game


def deploy_first_cards(game, count):
    """Each seat deploys its lowest cards as digs at location 2 until `count` turns are played."""
    for _ in range(count):
        seat = game.waiting_for[1]
        game, _ = game.apply(PlayDig(seat, game.view(seat).players[seat].hand[0], 1))
    return game


def test_pawl_furry_deploys_all_seven_cards():
    """Pawl: "Deploys all 7 cards each round.\""""
    game = with_magnate("Pawl Furry")
    while game.phase == "deploy":
        seat = game.waiting_for[1]
        card = game.view(seat).players[seat].hand[0]
        game, _ = game.apply(PlayDig(seat, card, 1))
    hands = [p["hand"] for p in game.to_json()["players"]]
    assert hands[0] == [] and hands[1] == [6]


def test_pawl_furry_may_keep_his_seventh_card_for_its_income():
    """Magnates: "Their abilities are always optional": with six out, Pawl may keep the last
    card, which pays its income ("The card you keep pays you").\""""
    game = with_magnate("Pawl Furry")
    with pytest.raises(IllegalMove) as refused:
        game.apply(Done(0))  # nothing deployed yet: he deploys like anyone
    assert refused.value.rule == "deploy"
    game = deploy_first_cards(game, 12)  # six each: green holds card 6, yellow card 6
    assert game.waiting_for == ("deploy", 0)
    assert Done(0) in game.legal_actions()
    game, _ = game.apply(Done(0))
    assert game.to_json()["players"][0]["hand"] == [6]
    assert game.waiting_for == ("income", 0)
    game, _ = game.apply(TakeIncome(0, coins=4))  # card 6: 5 pickaxes; 4 of his choice
    green = game.to_json()["players"][0]
    assert (green["coins"], green["pickaxes"]) == (7 + 4, 7 + 5)
    yellow = Game.new(default_names(2), 1)
    with pytest.raises(IllegalMove) as refused:
        deploy_first_cards(yellow, 12).apply(Done(0))
    assert refused.value.rule in ("phase", "deploy")


def test_greeny_toadson_forfeits_for_three_and_three():
    game = with_magnate("Greeny Toadson")
    game = deploy(game, {0: [("bid", 6, 0), ("dig", 0, 1), ("dig", 1, 1), ("dig", 2, 1),
                             ("dig", 3, 1), ("dig", 4, 1)],
                         1: [("dig", c, 1) for c in range(6)]})
    before = game.to_json()["players"][0]
    game = settle(game, lambda g: g.phase == "mine")
    after = game.to_json()["players"][0]
    assert after["coins"] == before["coins"] + 3  # the bid forfeited: 3 coins + 3 pickaxes


def test_greeny_toadson_may_play_two_cards_on_one_turn():
    game = with_magnate("Greeny Toadson")
    game, _ = game.apply(type(game.legal_actions()[0])(0, 5, 0))
    assert game.waiting_for == ("deploy_extra", 0)
    game, _ = game.apply(Done(0))
    assert game.waiting_for == ("deploy", 1)


def test_rocky_bandini_claims_an_unbought_card_for_two_coins():
    game = with_magnate("Rocky Bandini")
    game = deploy(game, {0: [("dig", c, 1) for c in range(6)],
                         1: [("dig", c, 1) for c in range(6)]})
    assert game.waiting_for == ("rocky", 0)
    option = next(a for a in game.legal_actions() if isinstance(a, BuyLeftover))
    coins = game.to_json()["players"][0]["coins"]
    game, _ = game.apply(option)
    player = game.to_json()["players"][0]
    assert player["coins"] == coins - 2
    assert option.item not in game.to_json()["locations"][option.location]["display"]


def test_sly_foxworth_names_an_extra_icon_in_the_score_phase():
    """Sly: "In scoring, counts as having 1 additional ore icon of his choice"."""
    game = with_magnate("Sly Foxworth")
    game = settle(game, lambda g: g.phase == "score")
    assert game.waiting_for == ("score", 0)
    game, _ = game.apply(ExtraIcon(0, "diamond"))
    game = settle(game, lambda g: g.season == 2)
    first = game.scores()["seasons"][0]["points"]["green"]
    assert first["diamond"] == 3  # season 1 diamond: 3 for first place with 1 icon
    assert "Season 1: diamond, green first with 1 icon (1 from Sly Foxworth)" in [
        item.why for item in game.points()[0].items]


def test_hazel_nutkin_upgrades_each_cube_once_before_fulfilling():
    """Hazel: "Before fulfilling contracts, upgrades any number of coal or silver one tier
    each. Gains 1 coal in income.\""""
    game = with_magnate("Hazel Nutkin")
    game = settle(game, lambda g: g.phase == "contract")
    assert game.to_json()["players"][0]["supply"]["coal"] == 1  # from her income
    game, _ = game.apply(Upgrade(0, "coal"))
    assert game.to_json()["players"][0]["supply"]["silver"] == 1
    assert not any(isinstance(a, Upgrade) for a in game.legal_actions())  # that silver is done


def test_peter_critter_doubles_his_kept_income():
    """Peter Critter: "His kept-card income is always doubled.\""""
    game = with_magnate("Hugh Pottamus")  # yellow (seat 1) keeps Peter Critter
    game = deploy(game, {0: [("dig", c, 1) for c in range(6)],
                         1: [("dig", c, 1) for c in (0, 1, 3, 4, 5, 6)]})  # keeps card 2
    yellow = game.to_json()["players"][1]
    assert (yellow["coins"], yellow["pickaxes"]) == (7 + 6, 7 + 2)


def miles_digs(card, cells_of):
    game = with_magnate("Miles Molesworth")
    game = deploy(game, {0: [("dig", card, 0)] + [("dig", c, 1) for c in range(6) if c != card][:5],
                         1: [("dig", c, 1) for c in range(6)]})
    game = settle(game, lambda g: g.waiting_for == ("dig", 0))
    grid = mines()[game.to_json()["locations"][0]["mine"]]
    game, events = game.apply(Excavate(0, cells_of(grid)))
    return game, next(e for e in events if isinstance(e, Dug))


def test_miles_molesworth_pays_two_at_any_depth_and_scores_diamonds():
    """Miles: "His depth toll is always 2 pickaxes. Gains 1 VP each time he digs a diamond.\""""
    game, dug = miles_digs(2, lambda grid: (grid.index("diamond"),))
    assert game.describe_event(dug).endswith("takes diamond for 2 pickaxes")  # not 4
    assert game.to_json()["players"][0]["vp"] == 1
    assert game.points()[0].items[0].source == "magnate"
    assert "Miles Molesworth" in game.points()[0].items[0].why


def test_miles_molesworth_may_decline_his_toll_on_the_surface():
    """"Their abilities are always optional": on the surface (toll 1) Miles pays 1, not 2.\""""
    game, dug = miles_digs(0, lambda grid: (0,))
    assert dug.paid == 1


def test_whitey_swanson_gains_a_vp_and_a_resource_per_contract():
    """Whitey: "Each fulfilled contract grants 1 VP + 1 resource.\""""
    game = with_magnate("Whitey Swanson")
    hand = game.to_json()["players"][0]["contracts"]
    game = arranged(game, lambda s: s.players[0].supply.update(
        {o: 3 for o in ("coal", "silver", "gold", "diamond")} | {"diamond": 1}))
    game = settle(game, lambda g: g.phase == "contract")
    reward = contracts()[hand[0]]["reward"]
    vp = game.to_json()["players"][0]["vp"]
    game, _ = game.apply(Fulfil(0, hand[0]))
    assert game.waiting_for == ("resources", 0)
    assert game.to_json()["players"][0]["vp"] == vp + reward.get("vp", 0) + 1


def test_waldo_nosebeak_reactivates_a_claimed_vein_tile_in_income():
    """Waldo: "In income, may reactivate 1 of his used vein tiles.\""""
    game = with_magnate("Waldo Nosebeak")
    game = arranged(game, lambda s: s.players[0].veins.append(1))  # tile 1: gain 3 coins
    game = deploy(game, {0: [("dig", c, 1) for c in range(6)],
                         1: [("dig", c, 1) for c in range(6)]})
    assert game.waiting_for == ("waldo", 0)
    pickaxes_only = game.to_json()["players"][0]["coins"]  # kept card 6 pays no coins
    game, _ = game.apply(ReuseVein(0, 1))
    assert game.to_json()["players"][0]["coins"] == pickaxes_only + 3


def test_hazel_nutkins_income_coal_at_a_full_supply_is_offered_as_a_swap():
    """Hazel "gains 1 coal in income"; at ten ore: "discard one to swap in a new one"."""
    game = with_magnate("Hazel Nutkin")
    game = arranged(game, lambda s: s.players[0].supply.update(silver=10))
    game = settle(game, lambda g: g.waiting_for[0] == "swap")
    assert game.waiting_for == ("swap", 0) and game.phase == "income"
    assert set(game.legal_actions()) == {DiscardOre(0, "silver"), Done(0)}
    game, _ = game.apply(DiscardOre(0, "silver"))
    assert game.to_json()["players"][0]["supply"]["coal"] == 1
