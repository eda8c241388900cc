"""Credits, Surface Storage, upkeep, the Market and Process Ore (rulebook, "Home Base Action",
"Market Demand Tracks", "Process Ore Action", "Extract Action")."""

import pytest

from companion.games.deep_shelf import economy
from companion.games.deep_shelf.actions import Buy, Develop, Done, PlayCard, Refine, Sell
from companion.games.deep_shelf.ocean_actions import Smelt
from tests.companion.games.deep_shelf.play import (
    apply,
    arranged,
    cubes,
    facility,
    refused,
    shelf,
    started,
    to_card,
    told,
)


def at_market(storage, credits=20, factions=("mobius", "living-ocean"), **player):
    """P0 at the Market step of a Home Base action (the Submarine has not moved yet)."""
    def change(state):
        state.players[0].storage = dict(storage)
        state.players[0].credits = credits
        for key, value in player.items():
            setattr(state.players[0], key, value)
    game = to_card(arranged(started(factions), change), "home")
    assert game.waiting["kind"] == "market"
    return game


def test_a_third_market_transaction_is_refused():
    """ "During the Market substep, a player may resolve up to 2 Market transactions" """
    game = at_market({"kelp": 1, "gold": 2})
    game = apply(game, Sell(0, "gold"), Sell(0, "gold"))
    assert game.waiting["kind"] == "card"  # both transactions made: the step is over
    error = refused(game, Sell(0, "kelp"))
    assert error.rule == "market-limit" and "2 transactions" in str(error)


def test_buying_and_selling_gold_in_one_turn_is_refused():
    """ "they may never buy and sell the same type of resource on the same turn" - Raw Gold sold,
    then Refined Gold bought: both are Gold."""
    game = apply(at_market({"raw_gold": 1}), Sell(0, "raw_gold"))
    error = refused(game, Buy(0, "gold"))
    assert error.rule == "market-both-ways" and "Gold was already sold" in str(error)
    assert game.is_legal(Buy(0, "palladium"))


def test_raw_ore_sells_for_3_without_moving_a_token_and_cannot_be_bought():
    """ "A player may sell Raw Ore for 3 Credits - doing so will not impact the Demand Tracks in
    any way. A player may not purchase Raw Ore." """
    game = at_market({"raw_osmium": 1}, credits=5)
    prices = game.view(None).market
    game = apply(game, Sell(0, "raw_osmium"))
    assert game.state.players[0].credits == 8 and game.view(None).market == prices
    error = refused(game, Buy(0, "raw_gold"))
    assert error.rule == "market-raw" and error.quote == "A player may not purchase Raw Ore."
    assert Buy(0, "raw_gold") not in game.legal_actions()


def test_buying_moves_a_token_left_and_selling_right():
    """ "When purchasing a Refined resource, move its matching Market token 1 space to the left.
    When selling a Refined resource, move its corresponding marker 1 space to the right." """
    game = at_market({"osmium": 1}, credits=20)
    start = game.view(None).market
    game, said = told(game, Buy(0, "gold"))
    assert game.view(None).market["gold"] == start["gold"] + 1  # dearer
    assert f"P0 buys 1 Refined Gold for {start['gold']} Credits, into Surface Storage" in said
    game = apply(game, Sell(0, "osmium"))
    assert game.view(None).market["osmium"] == start["osmium"] - 1


def test_a_purchase_goes_to_the_dock_when_storage_is_full():
    """ "Purchased resources may be placed either in Surface Storage or on a player's Dock
    Shelf." """
    game = at_market({"slag": 6})
    game, said = told(game, Buy(0, "kelp"))
    dock = game.state.board.dock_shelves(0)
    assert game.state.board.cubes[dock[0]] == {"kelp": 1}
    assert "kelp" not in game.state.players[0].storage
    assert any(line.endswith("into the Dock") for line in said)


def test_marketing_dept_and_mineralogy_raise_sales_and_cheapen_purchases():
    """Marketing Dept.: +1 Credit per resource sold, buying 1 Credit cheaper; Mineralogy's third
    space: "all Ore sells for 1 additional Credit"."""
    game = at_market({"raw_gold": 1, "kelp": 1}, credits=0,
                     techs={"marketing-dept": ["surface", 1, 1]},
                     research={"ecology": 0, "mineralogy": 3, "zoology": 0})
    game = apply(game, Sell(0, "raw_gold"))  # 3 + 1 + 1
    assert game.state.players[0].credits == 5
    kelp_price = game.view(None).market["kelp"]
    game = apply(game, Buy(0, "kelp"))
    assert game.state.players[0].credits == 5 - (kelp_price - 1)


def test_johns_process_ore():
    """Rulebook example: "John has 2 Raw Osmium Ore and 3 Raw Palladium Ore. He takes a Process
    Ore action, and his 2 Smelters allow him to process 4 of his Raw Ore into their Refined forms.
    John also has a Scientist on the Smelter science space, allowing him to refine 1 more Ore
    during this action." His osmium lies on one Smelter's Shelf (S4), his palladium on the
    Shelf next to it (S5), his other Smelter far away (D17): "A Smelter increases a player's
    refining capability, regardless of its physical location"."""
    def johns_position(state):
        state.players[0].scientists = ["extract", "refine"]
        facility(state, 0, "smelter", "S4")
        facility(state, 0, "smelter", "S15")
        cubes(state, "S4", raw_osmium=2)
        cubes(state, "S5", raw_palladium=3)
    game = arranged(started(names=("John", "Vic")), johns_position)
    credits = game.state.players[0].credits
    game, said = told(game, PlayCard(0, "process"))
    assert "John gains 1 Credit" in said and game.state.players[0].credits == credits + 1
    assert game.waiting["kind"] == "refine" and game.waiting["left"] == 5
    s4, s5 = shelf("S4"), shelf("S5")
    game = apply(game, *[Smelt(0, s4, "shelf", "raw_osmium", "osmium")] * 2,
                 *[Smelt(0, s5, "shelf", "raw_palladium", "palladium")] * 3)
    assert game.state.board.cubes[s4] == {"osmium": 2}
    assert game.state.board.cubes[s5] == {"palladium": 3}
    assert game.waiting["kind"] == "card"  # all 5 refined, the step is over


def test_process_ore_refines_one_raw_ore_in_storage_and_slag_into_a_raw_ore():
    """ "they may then refine up to 1 Raw Ore currently in their Surface Storage"; "Slag becomes
    the player's choice of Raw Osmium, Raw Palladium, or Raw Gold." """
    game = arranged(started(), lambda s: s.players[0].storage.update(slag=1, raw_gold=1))
    game = to_card(game, "process")
    assert Refine(0, "slag", "raw_palladium") in game.legal_actions()
    game = apply(game, Refine(0, "raw_gold", "gold"))
    assert game.waiting["kind"] == "card"  # one only
    assert game.state.players[0].storage == {"kelp": 1, "slag": 1, "gold": 1}


def test_surface_storage_has_one_row_and_warehouse_opens_the_second():
    """ "the first row is available at the start of the game, while the second row may only be
    used if the player first acquires a Warehouse Technology Tile"; Meneswo: "a total capacity
    of 2 fewer resources". """
    game = started(("mobius", "meneswo"))
    mobius, meneswo = game.state.players
    assert (economy.capacity(mobius), economy.capacity(meneswo)) == (6, 4)
    game = arranged(game, lambda s: s.players[0].techs.update(warehouse=["surface", 1, 0]))
    assert economy.capacity(game.state.players[0]) == 12


def test_meneswo_covers_two_storage_spaces_for_one_more_technology():
    """ "You may cover 2 of your Surface Storage spaces to accommodate 1 additional Technology
    Tile." """
    def full_surface(state):
        meneswo = state.players[0]
        meneswo.techs = {t: ["surface", 1, 0] for t in ("warehouse", "surface-smelters",
                                                          "recyclers")}
        meneswo.storage = {"kelp": 1, "palladium": 1, "gold": 1}
    game = to_card(arranged(started(("meneswo", "living-ocean")), full_surface), "science")
    game = apply(game, Develop(0, "marketing-dept", "storage"))
    meneswo = game.state.players[0]
    assert meneswo.covered and economy.capacity(meneswo) == 4 + 6 - 2  # Warehouse, less 2
    assert meneswo.techs["marketing-dept"][0] == "extra"


@pytest.mark.parametrize("change, upkeep", [
    (lambda p: p.built.update(extractor=2, smelter=1), 3),
    (lambda p: p.built.update(extractor=2, worker=1), 0),  # a Worker Complex lowers it by 2
    (lambda p: p.techs.update({"pulverizer-drill": ["robotics", 1, 1]}), 1),
    (lambda p: p.research.update(zoology=3), 0),  # "Permanently reduce your upkeep cost by 1"
    (lambda p: (p.built.update(extractor=2), p.research.update(zoology=3)), 1),
])
def test_upkeep_follows_facilities_technologies_and_zoology(change, upkeep):
    game = arranged(started(("mobius", "cogent")), lambda s: change(s.players[0]))
    assert economy.upkeep(game.state, 0) == upkeep


def test_living_oceans_worker_complexes_lower_upkeep_by_1_only():
    """ "Your Worker Complexes only reduce your upkeep cost by 1." """
    game = arranged(started(("living-ocean", "mobius")),
                    lambda s: s.players[0].built.update(extractor=2, worker=1))
    assert economy.upkeep(game.state, 0) == 1


def test_done_ends_the_market_step_with_no_trade():
    game = apply(at_market({}), Done(0))
    assert game.waiting["kind"] == "card"
