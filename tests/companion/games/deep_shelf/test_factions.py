"""The factions' unique rules and Super Structures (rulebook, "Faction Overview"), and the
technologies whose effects the engine carries (rulebook, "Technology Tiles Reference")."""

import pytest

from companion.errors import IllegalMove
from companion.games.deep_shelf import economy
from companion.games.deep_shelf.actions import (
    Advance,
    Develop,
    Done,
    PlaceScientist,
    PlayCard,
    Power,
    Restore,
)
from companion.games.deep_shelf.economy_steps import crack_cost
from companion.games.deep_shelf.ocean_actions import (
    Build,
    Extract,
    Move,
    Retrofit,
    Stop,
    Tube,
)
from tests.companion.games.deep_shelf.play import (
    apply,
    arranged,
    facility,
    finish_turn,
    shelf,
    started,
    sub,
    tile,
    to_card,
    told,
)

# In these 2-player games the first to choose a Dock takes Dock 2 (S7, S10), the other Dock 3
# (S13 with its Osmium Source, S16): the Shallows down the west edge of the Ocean Expanse.


def rich(game, seat=0, credits=40, **storage):
    def change(state):
        state.players[seat].credits = credits
        state.players[seat].storage.update(storage)
    return arranged(game, change)


def test_cogent_builds_two_facilities_in_one_build_action():
    """Cogent: "Build action: You may build 2 facilities instead of 1." """
    game = to_card(rich(started(("cogent", "mobius"))), "build")
    game = apply(game, Build(0, "extractor", shelf("S13")), Build(0, "extractor", shelf("S16")))
    assert game.state.players[0].count("extractor") == 2
    assert not any(isinstance(a, Build) for a in game.legal_actions())


def test_other_factions_build_one_facility():
    """ "build up to 1 facility" """
    game = to_card(rich(started()), "build")
    game = apply(game, Build(0, "extractor", shelf("S13")))
    assert game.waiting["kind"] == "card"  # nothing to pay a tube with: the card is done
    with pytest.raises(IllegalMove) as refused:
        game.check(Build(0, "smelter", shelf("S16")))
    assert refused.value.rule == "step"


def test_a_facility_next_to_an_opponent_costs_the_orange_price_and_gives_them_slag():
    """ "A player that builds a facility adjacent to an opponent pays the reduced price (in
    orange) if applicable, and places 1 Slag on that opponent's adjacent Shelf" (S10, Living
    Ocean's Dock Shelf, is next to S13)."""
    game = arranged(started(), lambda s: facility(s, 1, "extractor", "S10"))
    game = to_card(rich(game, credits=10), "build")
    with pytest.raises(IllegalMove) as refused:
        game.check(Build(0, "extractor", shelf("S13")))
    assert refused.value.rule == "slag"  # the Slag must go somewhere
    game, said = told(game, Build(0, "extractor", shelf("S13"), slag=shelf("S10")))
    assert game.state.players[0].credits == 10 - 3  # Mobile Extractor: 5, orange 3
    assert game.state.board.cubes[shelf("S10")] == {"slag": 1}
    assert game.state.board.holds(1, "slag") == 1 and "1 Slag goes onto S10" in said


def test_a_smelter_raises_impending_collapse_and_upkeep():
    """ "Building Smelters advances the Exploitation Track"; "Raise or lower Upkeep immediately
    after building a facility" """
    game = to_card(rich(started()), "build")
    game = apply(game, Build(0, "smelter", shelf("S13")))
    assert game.state.impending == 1 and economy.upkeep(game.state, 0) == 1


def test_the_deep_needs_high_density_hull():
    """High Density Hull: "Your units may move into the Deep and Trench zones. Your may now build
    in these areas." """
    game = arranged(started(), lambda s: tile(s, "D17", "deep-gold"))
    game = to_card(rich(game), "build")
    with pytest.raises(IllegalMove) as refused:
        game.check(Build(0, "extractor", shelf("D17")))
    assert refused.value.rule == "hull"


def test_living_ocean_replaces_an_extractor_with_a_smelter_for_2_credits():
    """ "Build action: You may replace 1 of your Extractors with either a Smelter for 2 Credits,
    or a Worker Complex for 2 Credits and 1 Kelp." """
    game = rich(arranged(started(("living-ocean", "cogent")),
                         lambda s: facility(s, 0, "extractor", "S7")), seat=0, credits=5)
    assert game.turn == 1  # Cogent first
    game = to_card(finish_turn(game), "build")
    game = apply(game, Retrofit(0, shelf("S7"), "smelter"))
    living = game.state.players[0]
    assert living.built == {"extractor": 0, "smelter": 1} and living.credits == 5 + 0 - 2
    assert game.state.board.facilities[shelf("S7")] == [[0, "smelter"]]
    assert game.state.impending == 1  # a Smelter is built


def test_the_green_tide_project_puts_kelp_and_may_lower_the_track():
    """ "When built, immediately place 2 Kelp on the Shelf where you built the facility. You may
    then optionally lower the Exploitation Track by 1 space." Its upkeep is 1 lower."""
    def position(state):
        state.exploitation = state.impending = 3
    game = arranged(started(("living-ocean", "cogent")), position)
    game = to_card(rich(finish_turn(game), seat=0, kelp=2, raw_gold=1), "build")
    game = apply(game, Build(0, "super", shelf("S7")))
    assert game.waiting["kind"] == "restore"
    assert game.state.board.cubes[shelf("S7")] == {"kelp": 2}
    assert game.state.board.holds(0, "kelp") == 2
    game = apply(game, Restore(0))
    assert (game.state.exploitation, game.state.impending) == (2, 2)
    assert economy.upkeep(game.state, 0) == 0  # the Green Tide Project lowers it by 1
    assert "Propagate Spores" in [c for c in game.view(None).players[0].hand]


def test_the_deep_sea_observatory_buys_a_technology_with_a_wild_resource_and_brings_a_scientist():
    """ "When built, gain 1 wild resource that must be used immediately to purchase 1 Technology
    Tile ... Additionally, you must place a Scientist meeple" """
    game = started(("meneswo", "living-ocean"))
    game = to_card(rich(game, kelp=1, osmium=1), "build")
    game = apply(game, Build(0, "super", shelf("S13")))
    assert game.waiting["kind"] == "observatory"
    game = apply(game, Develop(0, "improved-engine"))  # 1 Gold: the wild resource pays it
    assert game.state.players[0].has("improved-engine")
    assert game.waiting["kind"] == "scientist"
    game = apply(game, PlaceScientist(0, "refine"))
    assert game.state.players[0].scientists == ["extract", "refine"]


def test_the_acceleration_loop_extracts_4_resources_straight_into_storage():
    """ "When built, immediately extract 4 resources from the Shelf where it was built and place
    these directly into your Surface Storage." (S13: its Osmium Source, die 6.)"""
    game = to_card(rich(started(), gold=1), "build")
    game = apply(game, Build(0, "super", shelf("S13")))
    assert game.waiting["kind"] == "loop_extract"
    game = apply(game, *[Extract(0, shelf("S13"), "raw_osmium", "storage")] * 4)
    assert game.state.players[0].storage == {"kelp": 1, "raw_osmium": 4}
    assert game.state.board.dice[shelf("S13")] == 6 - 4


@pytest.mark.parametrize("upkeep, cost", [(0, 0), (1, 1), (2, 1), (5, 4)])
def test_planet_crack_pays_upkeep_one_cheaper_to_a_minimum_of_one(upkeep, cost):
    """ "Pay your current upkeep cost at a 1 Credit discount, to a minimum of 1 Credit" (a
    discount never raises a cost: an upkeep of 0 stays 0)."""
    game = arranged(started(("cogent", "mobius")),
                    lambda s: s.players[0].built.update(extractor=upkeep))
    assert crack_cost(game.state, 0) == cost


def test_living_oceans_extract_power_builds_a_free_tube_with_a_smelter():
    """ "If you have built a Smelter, build 1 Tube in a legal location at no cost." """
    def one_smelter(state):
        state.players[0].built["smelter"] = 1
    game = finish_turn(arranged(started(("living-ocean", "cogent")), one_smelter))
    game = apply(game, PlayCard(0, "process"), PlayCard(0, "extract"))
    while game.waiting["kind"] != "power":
        game = apply(game, game.legal_actions()[0])
    game = apply(game, Power(0))
    assert all(isinstance(a, Tube | Done) and not getattr(a, "cube", "") for a in
               game.legal_actions())
    credits, slag = game.state.players[0].credits, game.state.supply["slag"]
    game = apply(game, Tube(0, shelf("S7"), shelf("S8"), ""))
    assert game.state.board.tubes[(shelf("S7"), shelf("S8"))] == 0
    assert (game.state.players[0].credits, game.state.supply["slag"]) == (credits, slag)


def test_powerformers_lets_tubes_come_before_the_facility_and_costs_one_less():
    """Powerformers: "You may now perform Build actions in any order. You pay 1 fewer Credit for
    facilities, to a minimum of 1 Credit." """
    def powerformers(state):
        state.players[0].techs["powerformers"] = ["surface", 2, 1]
        state.players[0].storage["slag"] = 1
        state.players[0].credits = 10
    game = to_card(arranged(started(), powerformers), "build")
    game = apply(game, Tube(0, shelf("S13"), shelf("S14"), "slag"),
                 Build(0, "extractor", shelf("S13")))
    assert game.state.players[0].credits == 10 - (5 - 1)


def test_a_crystal_gives_a_technology_of_current_cost_1_or_a_research_advance():
    """ "When your unit ends its movement on this Shelf, immediately choose and gain any
    Technology Tile from the Research Board with an adjusted Ore cost of 1" """
    def near_a_crystal(state):
        state.players[0].techs["high-density-hull"] = ["hull", 1, 0]
        sub(state, 0, "S15")
        tile(state, "D17", "crystal")
    game = to_card(arranged(started(), near_a_crystal), "move")
    game = apply(game, Move(0, "sub", shelf("D17")), Stop(0))
    assert game.waiting["kind"] == "crystal"
    assert all(sum(game.state.stacks[a.tech][0]) == 1 for a in game.legal_actions())
    game = apply(game, Develop(0, "warehouse"))
    assert game.state.players[0].has("warehouse") and game.state.players[0].storage == {
        "kelp": 1}
    assert shelf("D17") in game.state.board.flipped  # "Single use"


def test_the_first_player_to_end_a_turn_in_the_deep_takes_the_deep_explorer_token():
    """ "the first player to end their turn with a unit or building in the Deep will receive the
    Deep Explorer token, which provides 3 VP" """
    def hull(state):
        state.players[0].techs["high-density-hull"] = ["hull", 1, 0]
        sub(state, 0, "S15")
        tile(state, "D17", "deep-gold")
    game = to_card(arranged(started(), hull), "move")
    game, said = told(apply(game, Move(0, "sub", shelf("D17")), Stop(0)),
                      PlayCard(0, "process"))
    assert game.state.explorer == 0
    assert "P0 ends the turn in the Deep first and takes the Deep Explorer token (3 VP)" in said


def test_probe_bay_advances_three_spaces_divided_as_the_player_likes():
    game = started()

    def position(state):
        state.players[0].storage = {"kelp": 1, "osmium": 2, "palladium": 1}
    game = to_card(arranged(game, position), "science")
    game = apply(game, Develop(0, "probe-bay"))
    assert game.waiting == {"kind": "advance", "seat": 0, "count": 3, "begun": True}
    game = apply(game, Advance(0, "ecology"), Advance(0, "ecology"), Advance(0, "zoology"))
    assert game.state.players[0].research == {"ecology": 2, "mineralogy": 0, "zoology": 1}


def test_every_step_the_faction_cards_name_is_carried_out_by_the_engine_or_the_board():
    from companion.games.deep_shelf import catalog
    from companion.games.deep_shelf.setup import BOARD
    from companion.games.deep_shelf.steps import ENGINE_STEPS

    named = {s for f in catalog.factions().values() for c in f.cards.values()
             for s in (*c.steps, c.power) if s}
    assert named <= set(ENGINE_STEPS) | set(BOARD.STEPS)


def test_an_edited_card_with_an_unknown_step_is_refused_naming_it(monkeypatch):
    import dataclasses

    from companion.errors import InputError
    from companion.games.deep_shelf import catalog, steps
    from companion.games.deep_shelf.game import Game

    shipped = catalog.factions()
    cogent = shipped["cogent"]
    move = dataclasses.replace(cogent.cards["move"], steps=("momentum", "teleport"))
    edited = {**shipped, "cogent": dataclasses.replace(cogent, cards={**cogent.cards,
                                                                       "move": move})}
    monkeypatch.setattr(catalog, "factions", lambda: edited)
    steps.check_programs.cache_clear()
    try:
        with pytest.raises(InputError) as refused:
            Game.new(["A", "B"], 1)
    finally:
        steps.check_programs.cache_clear()
    assert "Cogent Industrial's move card has a step 'teleport'" in str(refused.value)
