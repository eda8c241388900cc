"""Extraction on the board (rulebook, "Extract Action", "Extracting Anomalies", the Trench tiles,
Pulverizer Drill, Nano Extraction, the Planet Cracker): one resource per Extractor and Submarine,
dice counting down, 4 cubes a Shelf, anomalies first, opponents' Shelves off limits.

P0 plays Mobius from Dock 3 (S13, S16), P1 Living Ocean from Dock 2 (S7, S10), unless a test
says otherwise; scientists are taken off Extract where the count matters."""

from companion.games.deep_shelf.actions import ChooseOre, PlayCard, Power
from companion.games.deep_shelf.ocean_actions import Extract, Gather
from tests.companion.games.deep_shelf.play import (
    apply,
    arranged,
    crawler,
    cubes,
    facility,
    refused,
    shelf,
    started,
    sub,
    tile,
    to_card,
    told,
)


def extracting(change, factions=("mobius", "living-ocean"), scientists=()):
    def position(state):
        state.players[0].scientists = list(scientists)
        change(state)
    return to_card(arranged(started(factions), position), "extract")


def test_a_submarine_and_an_extractor_on_one_shelf_extract_two():
    """ "If a player's Submarine and Extractor are on the same Shelf, they will extract 2
    resources from that Shelf"; "reduce the number on the die by 1 for each resource cube
    extracted". """
    def position(state):
        tile(state, "S14", "gold")
        facility(state, 0, "extractor", "S14")
        sub(state, 0, "S14")
    game = extracting(position)
    assert game.waiting["owed"] == {str(shelf("S14")): 2}
    game = apply(game, Extract(0, shelf("S14"), "raw_gold", "sub"))
    game, said = told(game, Extract(0, shelf("S14"), "raw_gold", "shelf"))
    assert "P0 extracts 1 Raw Gold at S14" in said
    board = game.state.board
    assert board.dice[shelf("S14")] == 5 - 2
    assert board.cargo[0] == {"raw_gold": 1} and board.cubes[shelf("S14")] == {"raw_gold": 1}
    assert game.waiting["kind"] == "card"  # "Extraction is not optional": all of it is done


def test_the_anomaly_is_extracted_first_and_the_other_extraction_takes_its_ore():
    """ "they must extract the Anomaly before extracting any other resource from that Shelf";
    "If more than 1 extraction was carried out (for example, from a Sub and an Extractor on the
    same Shelf), gain the resources from the other extractions and reduce the tile's Resource
    Die accordingly"; the advance of 2 on its track comes regardless."""
    def position(state):
        tile(state, "S14", "mineralogy-anomaly")  # Palladium 4 under the token
        facility(state, 0, "extractor", "S14")
        sub(state, 0, "S14")
    game = extracting(position)
    error = refused(game, Extract(0, shelf("S14"), "raw_palladium", "shelf"))
    assert error.rule == "anomaly-first" and "must extract the Anomaly" in error.quote
    game, said = told(game, Extract(0, shelf("S14"), "anomaly", ""))
    assert "P0 extracts the Mineralogy anomaly on S14" in said
    assert game.state.players[0].research["mineralogy"] == 2
    game = apply(game, ChooseOre(0, "gold"))  # the reward of Mineralogy's second space
    assert game.state.board.dice[shelf("S14")] == 4  # the token took no ore
    game = apply(game, Extract(0, shelf("S14"), "raw_palladium", "shelf"))
    assert game.state.board.dice[shelf("S14")] == 3 and shelf("S14") not in \
        game.state.board.tokens


def test_a_fifth_cube_on_a_shelf_is_refused_and_a_crawler_holds_two_more():
    """ "Each Shelf may only hold 4 extracted resources"; "A Crawler increases a Shelf's
    capacity by 2. Resources held by Submarines do not count against Shelf capacities." """
    def position(state):
        tile(state, "S14", "gold")
        facility(state, 0, "extractor", "S14")
        cubes(state, "S14", slag=4)
        crawler(state, 0, "S14")
        state.players[0].techs["pulverizer-drill"] = ["robotics", 2, 1]  # extracts twice
    game = extracting(position)
    error = refused(game, Extract(0, shelf("S14"), "raw_gold", "shelf"))
    assert error.rule == "shelf-full" and "4 extracted resources" in error.quote
    game = apply(game, Extract(0, shelf("S14"), "raw_gold", "c0"),
                 Extract(0, shelf("S14"), "raw_gold", "c0"))
    assert game.state.board.crawlers[0][0][1] == {"raw_gold": 2}


def test_an_extraction_with_no_room_anywhere_goes_back_to_the_supply():
    """ "If a Shelf contains more than 4 resources at the end of the action, the active player
    must return resources from that Shelf back to the general supply" """
    def position(state):
        tile(state, "S14", "gold")
        facility(state, 0, "extractor", "S14")
        cubes(state, "S14", slag=4)
    game = extracting(position)
    assert [a.into for a in game.legal_actions()] == ["supply"]
    supply = game.state.supply["raw_gold"]
    game = apply(game, Extract(0, shelf("S14"), "raw_gold", "supply"))
    assert game.state.board.dice[shelf("S14")] == 4 and game.state.supply["raw_gold"] == supply


def test_an_opponents_shelf_is_off_limits():
    """ "Players may not extract resources from Shelves controlled by an opponent." """
    def position(state):
        tile(state, "S14", "gold")
        facility(state, 1, "extractor", "S14")
        sub(state, 0, "S14")
        tile(state, "S15", "gold")
        facility(state, 0, "extractor", "S15")
    game = extracting(position)
    assert game.waiting["owed"] == {str(shelf("S15")): 1}  # not P0's Submarine on P1's Shelf
    error = refused(game, Extract(0, shelf("S14"), "raw_gold", "sub"))
    assert error.rule == "extract-shelf" and "S14 is controlled by P1" in str(error)


def test_a_depleted_shelf_wastes_the_extractions_left():
    """ "You may not extract more resources than remain on a Shelf. Any excess extractions are
    wasted" """
    def position(state):
        tile(state, "S14", "gold", die=1)
        facility(state, 0, "extractor", "S14")
        sub(state, 0, "S14")
    game = apply(extracting(position), Extract(0, shelf("S14"), "raw_gold", "sub"))
    assert shelf("S14") in game.state.board.flipped and game.waiting["kind"] == "card"
    assert game.state.impending == 1  # "If the Resource Tile shows an Exploited symbol"


def test_a_scientist_on_extract_and_nano_extraction_add_extractions():
    """Extract improvement: "the player must extract 1 additional resource from a Shelf with an
    extraction-capable unit or facility"; Nano Extraction: "your Crawlers may extract 1 resource
    from their Shelves". """
    def position(state):
        tile(state, "S14", "gold")
        tile(state, "S15", "palladium")
        sub(state, 0, "S14")
        crawler(state, 0, "S15")
        state.players[0].techs["nano-extraction"] = ["robotics", 3, 2]
    game = extracting(position, scientists=["extract"])
    assert game.waiting["owed"] == {str(shelf("S14")): 1, str(shelf("S15")): 1}
    assert game.waiting["bonus"] == 1
    game = apply(game, Extract(0, shelf("S14"), "raw_gold", "sub"),
                 Extract(0, shelf("S15"), "raw_palladium", "c0"),
                 Extract(0, shelf("S15"), "raw_palladium", "c0"))
    assert game.waiting["kind"] == "card"


def test_the_planet_cracker_takes_one_more_from_next_door_but_never_an_opponents_last():
    """ "the Planet Cracker extracts 1 resource from its Shelf as normal, along with a resource
    from an adjacent Shelf. The adjacent Shelf may be neutral, yours, or controlled by an
    opponent. You may not use this ability to extract the last resource from an
    opponent-controlled Shelf." """
    def position(state):
        tile(state, "S14", "gold")
        facility(state, 0, "super", "S14")
        tile(state, "S15", "palladium", die=1)
        facility(state, 1, "extractor", "S15")
        tile(state, "S17", "palladium", die=2)
        facility(state, 1, "smelter", "S17")
    game = extracting(position, factions=("cogent", "living-ocean"))
    adjacent = {a.shelf for a in game.legal_actions() if a.shelf != shelf("S14")}
    assert shelf("S17") in adjacent and shelf("S15") not in adjacent  # S15's last cube
    game = apply(game, Extract(0, shelf("S17"), "raw_palladium", "shelf"))
    assert game.state.board.cubes[shelf("S14")] == {"raw_palladium": 1}  # onto the Cracker's
    assert game.state.board.dice[shelf("S17")] == 1


def test_the_pure_ore_seam_gives_4_refined_ore_once():
    """ "The first time a player takes an Extract action on this Shelf, they must choose any 4
    Refined Ore, placed in their unit or on this Shelf. Single use." """
    def position(state):
        tile(state, "T1", "pure-ore-seam")
        sub(state, 0, "T1")
    game = extracting(position)
    kinds = ("gold", "gold", "osmium", "palladium")
    for kind in kinds:
        game = apply(game, Extract(0, shelf("T1"), kind, "shelf"))
    assert game.state.board.cubes[shelf("T1")] == {"gold": 2, "osmium": 1, "palladium": 1}
    assert shelf("T1") in game.state.board.flipped and game.waiting["kind"] == "card"


def test_the_self_contained_biome_advances_every_research_track_once():
    def position(state):
        tile(state, "T2", "self-contained-biome")
        sub(state, 0, "T2")
    game = apply(extracting(position), Extract(0, shelf("T2"), "research", ""))
    assert game.state.players[0].research == {"ecology": 1, "mineralogy": 1, "zoology": 1}
    assert shelf("T2") in game.state.board.flipped


def test_the_mushroom_colony_and_volcanic_pool_pay_whoever_controls_them():
    """Submerged Mushroom Colony: "pays 2 fewer Credits whenever they take an Extract action";
    Volcanic Pool: "gains 1 additional Credit whenever they take a Process Ore action". """
    def position(state):
        tile(state, "T1", "mushroom-colony")
        tile(state, "T2", "volcanic-pool")
        for place in ("T1", "T2", "S14"):
            facility(state, 0, "extractor", place)  # upkeep 3
    game, said = told(arranged(started(), position), PlayCard(0, "extract"))
    assert "P0 pays 1 Credits of upkeep" in said
    game, said = told(game, PlayCard(0, "process"))
    assert "P0 gains 2 Credits" in said


def test_planet_crack_power_gathers_slag_at_empty_extractor_shelves_three_at_most():
    """ "Gain 1 Slag at Shelves that contain no resources, but are occupied by your Extractors.
    You may not gain more than 3 Slag with each use of this Power Action Step." """
    def position(state):
        facility(state, 0, "super", "D22")
        for place in ("D24", "D25", "D12", "D8"):
            facility(state, 0, "extractor", place)
        cubes(state, "D8", kelp=1)
    game = to_card(to_card(arranged(started(("cogent", "mobius")), position), "process"),
                   "special")
    assert game.waiting["kind"] == "power"
    game = apply(game, Power(0))
    assert {a.shelf for a in game.legal_actions() if isinstance(a, Gather)} == {
        shelf(s) for s in ("D22", "D24", "D25", "D12")}
    game = apply(game, *(Gather(0, shelf(s)) for s in ("D22", "D24", "D25")))
    assert game.waiting["kind"] == "card"  # 3 gathered: the step is over
    assert [game.state.board.cubes[shelf(s)] for s in ("D22", "D24", "D25")] == [
        {"slag": 1}] * 3
