"""Building on the board (rulebook, "Build Action", "Types of Facilities", the factions' powers):
where a facility may stand, Tubes next to the network, Crawlers and what they pick up.

P0 plays Mobius from Dock 3 (S13, S16), P1 Living Ocean from Dock 2 (S7, S10), unless a test
says otherwise."""

from companion.games.deep_shelf.actions import Done, PlayCard, Power
from companion.games.deep_shelf.ocean_actions import (
    Build,
    Crawler,
    Extract,
    Graft,
    Load,
    Recall,
    Tube,
)
from tests.companion.games.deep_shelf.play import (
    apply,
    arranged,
    crawler,
    cubes,
    facility,
    finish_turn,
    refused,
    shelf,
    started,
    sub,
    tile,
    to_card,
    told,
    tube,
)


def building(change=lambda state: None, factions=("mobius", "living-ocean"), credits=30,
             **storage):
    def position(state):
        state.players[0].credits = credits
        state.players[0].storage.update(storage)
        change(state)
    return to_card(arranged(started(factions), position), "build")


def test_building_on_an_opponents_dock_is_refused():
    """ "The Build action may only be taken on a Shelf that does not contain any other
    facilities, and is not part of an opponent's Dock." """
    game = building(lambda s: tube(s, 0, "S13", "S10"))  # S10 reached by P0's Tubes
    error = refused(game, Build(0, "extractor", shelf("S10")))
    assert error.rule == "opponent-dock" and "P1's Dock" in str(error)
    assert "is not part of an opponent's Dock" in error.quote


def test_a_facility_needs_a_tube_network_from_the_dock_unless_prefabrication():
    """ "the player's faction also must have built a Tube Network leading from their starting
    Dock to the Shelf"; Prefabrication: "you may build on Shelves that contain your units, even
    if they are not connected". """
    def explored(state):
        tile(state, "S15", "gold")
        sub(state, 0, "S15")
    game = building(explored)
    error = refused(game, Build(0, "extractor", shelf("S15")))
    assert error.rule == "unconnected" and "leading from their starting Dock" in error.quote
    connected = building(lambda s: (explored(s), tube(s, 0, "S13", "S14"),
                                    tube(s, 0, "S14", "S15")))
    assert apply(connected, Build(0, "extractor", shelf("S15"))).state.players[0].count(
        "extractor") == 1
    prefab = building(lambda s: (explored(s), s.players[0].techs.update(
        {"prefabrication": ["surface", 2, 1]})))
    assert apply(prefab, Build(0, "extractor", shelf("S15"))).state.board.controller(
        shelf("S15")) == 0


def test_a_facility_needs_an_explored_shelf_free_of_opponents_units_and_not_the_vent():
    def position(state):
        tube(state, 0, "S13", "S14")
        tube(state, 0, "S14", "S15")
        tube(state, 0, "S14", "S17")
        tile(state, "S15", "gold")
        sub(state, 1, "S15")
        tile(state, "S17", "unstable-vent")
    game = building(position)
    assert refused(game, Build(0, "extractor", shelf("S14"))).rule == "unexplored"
    error = refused(game, Build(0, "extractor", shelf("S15")))
    assert error.rule == "opponent-unit" and "unless the active player also has a unit" in \
        error.quote
    assert refused(game, Build(0, "extractor", shelf("S17"))).rule == "vent"
    mine_too = arranged(game, lambda s: sub(s, 0, "S15"))
    assert apply(mine_too, Build(0, "extractor", shelf("S15"))).state.board.facilities[
        shelf("S15")] == [[0, "extractor"]]


def test_a_smoker_takes_3_credits_off_once():
    """Smoker: "Spend 3 fewer Credits when building a facility on this Shelf, to a minimum of 1
    Credit. Single use." """
    game = building(lambda s: tile(s, "S16", "smoker"), credits=10)
    game = apply(game, Build(0, "extractor", shelf("S16")))
    assert game.state.players[0].credits == 10 - (5 - 3)
    assert shelf("S16") in game.state.board.flipped


def test_the_acceleration_loop_may_stand_unconnected_for_2_credits_more():
    """ "For an additional 2 Credits, this structure may be built on a Shelf that contains a
    Mobius unit, even if it is not connected to one of your Tubes (total cost: 8 Credits and 1
    Refined Ore)." """
    def position(state):
        tile(state, "S15", "gold")
        sub(state, 0, "S15")
    game = apply(building(position, credits=8, gold=1), Build(0, "super", shelf("S15")))
    assert game.state.players[0].credits == 0 and game.waiting["kind"] == "loop_extract"


def test_a_tube_not_next_to_your_network_is_refused_and_a_taken_space_too():
    """ "A Tube may be built in an empty Tube Network space that is no more than 1 Shelf away
    from other Tubes belonging to the same faction"; "Once a player has placed a Tube on a Tube
    Network space, no other player may place a Tube on that space." """
    game = apply(building(slag=2), Done(0))  # no facility: on to Tubes and Crawlers
    error = refused(game, Tube(0, shelf("S14"), shelf("S15"), "slag"))
    assert error.rule == "tube-network" and "no more than 1 Shelf away" in error.quote
    assert refused(game, Tube(0, shelf("S7"), shelf("S10"), "slag")).rule == "tube-taken"
    game, said = told(game, Tube(0, shelf("S13"), shelf("S14"), "slag"))
    assert "P0 lays a Tube between S13 and S14" in said
    game = apply(game, Tube(0, shelf("S14"), shelf("S15"), "slag"))  # next to the new one
    assert game.state.board.tubes[(shelf("S14"), shelf("S15"))] == 0
    assert game.state.board.network(0) >= {shelf(s) for s in ("S13", "S16", "S14", "S15")}


def test_a_taken_tube_space_is_refused_naming_its_owner():
    game = apply(building(lambda s: tube(s, 1, "S13", "S14"), slag=1), Done(0))
    error = refused(game, Tube(0, shelf("S13"), shelf("S14"), "slag"))
    assert error.rule == "tube-taken" and "P1's Tube lies between S13 and S14" in str(error)


def test_a_crawler_is_built_where_the_player_has_a_unit_or_facility_and_picks_up_two():
    """ "A Crawler may be built in any Shelf that contains one of the player's units or
    facilities. After placement, a Crawler may pick up a number of resources equal to its carry
    capacity (2)." """
    def position(state):
        cubes(state, "S16", raw_gold=3)
    game = apply(building(position, slag=1), Done(0))
    assert refused(game, Crawler(0, shelf("S14"), "slag")).rule == "crawler-shelf"
    facility_game = arranged(game, lambda s: facility(s, 0, "extractor", "S16"))
    game = apply(facility_game, Crawler(0, shelf("S16"), "slag"), Load(0, "c0", "raw_gold"),
                 Load(0, "c0", "raw_gold"))
    assert game.state.board.crawlers[0] == [[shelf("S16"), {"raw_gold": 2}]]


def test_living_ocean_grafts_an_extractor_in_a_crawlers_place():
    """Propagate Spores' power: "pay 3 Credits to replace 1 of your Crawlers with an Extractor
    from your Industry Board. The Extractor must replace a Crawler on a Shelf without a facility.
    Place 1 Slag on an opponent's adjacent Shelf" """
    def position(state):
        state.players[0].built["super"] = 1
        crawler(state, 0, "S11")
        tile(state, "S11", "gold")
        facility(state, 1, "smelter", "S12")
    game = finish_turn(arranged(started(("living-ocean", "cogent")), position))
    game = to_card(to_card(game, "process"), "special")
    while game.waiting["kind"] != "power":
        game = apply(game, game.legal_actions()[-1])
    game = apply(game, Power(0))
    credits = game.state.players[0].credits
    game = apply(game, Graft(0, shelf("S11"), shelf("S12")))
    board = game.state.board
    assert board.crawlers[0] == [] and board.facilities[shelf("S11")] == [[0, "extractor"]]
    assert board.cubes[shelf("S12")] == {"slag": 1}
    assert game.state.players[0].credits == credits - 3


def test_meneswo_recalls_a_crawler_leaving_slag_and_extracting_per_smelter():
    """ "You may return one of your Crawlers to your Industry Board. If you do, place 1 Slag on
    the vacated Shelf and then extract 1 resource from the Shelf for each Smelter you have
    built." """
    def position(state):
        crawler(state, 0, "S14")
        tile(state, "S14", "gold")
        state.players[0].built["smelter"] = 1
    game = to_card(to_card(arranged(started(("meneswo", "living-ocean")), position),
                           "process"), "build")
    while game.waiting["kind"] != "power":
        game = apply(game, Done(0))
    game = apply(game, Power(0), Recall(0, shelf("S14")))
    assert game.waiting["kind"] == "recall_extract" and game.waiting["left"] == 1
    game = apply(game, Extract(0, shelf("S14"), "raw_gold", "shelf"))
    assert game.state.board.cubes[shelf("S14")] == {"slag": 1, "raw_gold": 1}
    assert game.state.board.crawlers[0] == []


def test_propagate_spores_puts_kelp_at_each_worker_complex_without_kelp():
    def position(state):
        state.players[0].built["super"] = 1
        facility(state, 0, "worker", "S8")
        facility(state, 0, "worker", "S11")
        cubes(state, "S11", kelp=1)
    game = finish_turn(arranged(started(("living-ocean", "cogent")), position))
    game, said = told(to_card(game, "process"), PlayCard(0, "special"))
    assert "P0 spreads Kelp on S8" in said
    assert game.state.board.cubes[shelf("S8")] == {"kelp": 1}
    assert game.state.board.cubes[shelf("S11")] == {"kelp": 1}
