"""Scouting and the tiles it reveals (rulebook, "Scouting", "Scouting Single-Use Resource
Tiles", "Resource Tiles Reference"): exactly two tiles from the bag of the units' zone, placed in
their own zone, the rest returned, and what every Shallows, Deep and Trench tile does.

P0 plays Mobius from Dock 3 (S13, S16)."""

import pytest

from companion.games.deep_shelf import catalog
from companion.games.deep_shelf.ocean_actions import (
    Declare,
    Draw,
    Move,
    Orient,
    PlaceTile,
    Salvage,
    ScoutAt,
    Stop,
)
from tests.companion.games.deep_shelf.play import (
    apply,
    arranged,
    crawler,
    decide,
    refused,
    shelf,
    started,
    sub,
    to_card,
    told,
)

SHALLOWS = sorted(t for t, i in catalog.tiles().items()
                  if i["zone"] == "shallows" and not i.get("start"))
DEEP = sorted(t for t, i in catalog.tiles().items() if i["zone"] == "deep")


def scouting_from(place, factions=("mobius", "living-ocean"), change=lambda state: None):
    """P0's Submarine moves from its Dock Shelf S13 onto the unexplored `place` and stops."""
    def position(state):
        sub(state, 0, "S13")
        change(state)
    game = to_card(arranged(started(factions), position), "move")
    return apply(game, Move(0, "sub", shelf(place)), Stop(0))


def test_a_scout_draws_exactly_two_tiles_from_the_bag_of_its_zone():
    """ "a player must draw exactly 2 Resource Tiles"; "from the Shallows and/or Deep Exploration
    Bags, based on the zone(s) occupied by their unit(s)" """
    game = scouting_from("S14")
    assert game.waiting["kind"] == "scouting" and game.waiting["need"] == 2
    assert refused(game, Draw(0, "deep-gold")).rule == "scout-draws"  # no unit in the Deep
    bag = dict(game.state.board.bags["shallows"])
    game = apply(game, Draw(0, "gold"), Draw(0, "kelp-source"))
    error = refused(game, Draw(0, "gold"))
    assert error.rule == "scout-draws" and "exactly 2" in error.quote
    assert game.state.board.bags["shallows"]["gold"] == bag["gold"] - 1


def test_a_tile_the_bag_does_not_hold_is_refused():
    game = scouting_from("S14")
    drawn = apply(game, *[Draw(0, "smoker")])
    assert refused(drawn, Draw(0, "smoker")).rule == "tile-bag"  # the only Smoker is out


def test_the_player_places_one_tile_on_the_scouted_shelf_and_the_other_goes_back():
    """ "choose one to place on a Shelf occupied by their unit ... Any unplaced tiles are
    returned to the appropriate Exploration Bag(s). If an Ore or Kelp Resource Tile was placed,
    place a corresponding Resource Die ... set to match the value on the tile." """
    game = apply(scouting_from("S14"), Draw(0, "gold"), Draw(0, "kelp-source"))
    bag = dict(game.state.board.bags["shallows"])
    game, said = told(game, PlaceTile(0, "kelp-source", shelf("S14")))
    assert "P0 places the Kelp Source on S14 (die 6)" in said
    board = game.state.board
    assert board.tiles[shelf("S14")] == "kelp-source" and board.dice[shelf("S14")] == 6
    assert board.bags["shallows"]["gold"] == bag.get("gold", 0) + 1 and board.hand == []
    assert game.waiting["kind"] != "scouting"


def test_tiles_go_only_to_their_own_zone():
    """ "Tiles may only be placed in their matching zone. A Shelf will remain empty if tiles
    for its zone are not drawn" - a Submarine in the Shallows and a Crawler in the Deep."""
    def crawler_in_the_deep(state):
        crawler(state, 0, "D17")
    game = scouting_from("S14", change=crawler_in_the_deep)
    assert game.waiting["targets"] == [shelf("S14"), shelf("D17")]
    assert refused(game, Draw(0, "gold")).rule == "declare"
    game = apply(game, Declare(0, 2), Draw(0, "deep-gold"), Draw(0, "crystal"))
    error = refused(game, PlaceTile(0, "deep-gold", shelf("S14")))
    assert error.rule == "tile-zone" and "matching zone" in error.quote
    game = apply(game, PlaceTile(0, "deep-gold", shelf("D17")))
    assert shelf("S14") not in game.state.board.tiles  # scouted again some other turn
    assert game.state.board.bags["deep"]["crystal"] == 2


def test_rapid_pulse_sonar_and_ecology_draw_one_more_tile_each():
    """Rapid Pulse Sonar: "you may draw 1 additional tile"; Ecology: "When completing the scout
    step of the Move action, draw 1 additional Resource Tile." """
    def both(state):
        state.players[0].techs["rapid-pulse-sonar"] = ["robotics", 1, 0]
        state.players[0].research["ecology"] = 3
    assert scouting_from("S14", change=both).waiting["need"] == 4


def test_meneswo_scouts_again_next_to_its_submarine():
    """Meneswo: "After scouting as normal, you may scout again at a Shelf adjacent to your
    Submarine." """
    game = scouting_from("S14", factions=("meneswo", "living-ocean"))
    game = apply(game, Draw(0, "gold"), Draw(0, "palladium"),
                 PlaceTile(0, "gold", shelf("S14")))
    assert game.waiting["kind"] == "scout_adjacent"
    assert {a.shelf for a in game.legal_actions() if isinstance(a, ScoutAt)} == {
        shelf(s) for s in ("S15", "S17", "S11")}  # unexplored neighbours of S14
    game = apply(game, ScoutAt(0, shelf("S15")))
    assert game.waiting["kind"] == "scouting" and game.waiting["targets"] == [shelf("S15")]


def test_deep_build_scouts_anywhere_with_one_more_tile():
    """Deep Build: "scout any unexplored Shelf with a +1 scout modifier" """
    game = to_card(arranged(started(("meneswo", "living-ocean")),
                            lambda s: s.players[0].built.update(super=1)), "special")
    game = apply(game, ScoutAt(0, shelf("D22")))
    assert game.waiting["kind"] == "scouting" and game.waiting["need"] == 3


def test_a_shipwreck_scouted_under_the_players_unit_pays_at_once():
    """ "When occupying a tile ..." the single-use tiles act for the unit that found them."""
    game = apply(scouting_from("S14"), Draw(0, "shipwreck-slag"), Draw(0, "gold"),
                 PlaceTile(0, "shipwreck-slag", shelf("S14")))
    assert game.waiting["kind"] == "salvage"
    credits = game.state.players[0].credits
    game = apply(game, Salvage(0, shelf("S14"), "credits"))
    assert game.state.players[0].credits == credits + 2


def test_the_unstable_vent_is_turned_by_its_finder_and_scores_facilities_beside_it():
    """ "The player who discovers this tile must choose its orientation. At the end of the game,
    facilities adjacent to this tile will score: Adjacent to 1 or 2 yellow spots: +1 or +2 VP,
    respectively. Adjacent to red spot: -1 VP. No player may build on this Shelf." Its yellow
    spots lie on corners 0 and 1 (turned by the orientation), the red one on corner 3."""
    def in_the_deep(state):
        sub(state, 0, "D18")
    game = decide(arranged(started(), in_the_deep), "scouting", 0, targets=[shelf("D18")],
                  need=1)
    game = apply(game, Draw(0, "unstable-vent"), PlaceTile(0, "unstable-vent", shelf("D18")))
    assert game.waiting["kind"] == "vent"
    game = apply(game, Orient(0, shelf("D18"), 0))
    board = game.state.board
    for place, seat in (("D19", 0), ("D13", 0), ("D23", 1)):
        board.facilities[shelf(place)] = [[seat, "extractor"]]
    # D19 (east, side 0) touches corners 5 and 0; D13 (north-east, side 1) corners 0 and 1;
    # D23 (south-east, side 5) corners 4 and 5
    assert board.vent_spots(0) == (1 + 2, 0)
    board.facilities[shelf("D17")] = [[1, "extractor"]]  # west, side 3: corners 2 and 3
    assert board.vent_spots(1) == (0, 1)


@pytest.mark.parametrize("tile", SHALLOWS + DEEP)
def test_every_shallows_and_deep_tile_is_placed_as_the_reference_says(tile):
    info = catalog.tiles()[tile]
    place = "S14" if info["zone"] == "shallows" else "D18"

    def position(state):
        sub(state, 0, place)
        state.board.bags[info["zone"]].setdefault(tile, 1)  # set-up may have drawn it
    game = decide(arranged(started(), position), "scouting", 0, targets=[shelf(place)], need=1)
    game = apply(game, Draw(0, tile), PlaceTile(0, tile, shelf(place)))
    board = game.state.board
    assert board.tiles[shelf(place)] == tile
    assert board.dice.get(shelf(place)) == info.get("dice")
    assert board.tokens.get(shelf(place)) == info.get("track")
    then = {"vent": "vent", "shipwreck": "salvage", "crystal": "crystal", "burrow": "salvage"}
    assert game.waiting["kind"] == then.get(info["kind"], "card")


def test_the_move_card_with_no_unit_on_an_unexplored_shelf_scouts_nothing():
    game = to_card(arranged(started(), lambda s: sub(s, 0, "S13")), "move")
    game = apply(game, Move(0, "sub", shelf("S16")), Stop(0))
    assert game.waiting["kind"] == "card" and not game.state.board.hand


def test_sonar_and_ecology_add_to_the_move_actions_scouts_only():
    """Rapid Pulse Sonar: "When scouting during a Move action"; Ecology: "When completing the
    scout step of the Move action". Deep Build's scout keeps its +1 alone."""
    def position(state):
        state.players[0].built["super"] = 1
        state.players[0].techs["rapid-pulse-sonar"] = ["robotics", 1, 0]
        state.players[0].research["ecology"] = 3
    game = to_card(arranged(started(("meneswo", "living-ocean")), position), "special")
    game = apply(game, ScoutAt(0, shelf("D22")))
    assert game.waiting["need"] == 2 + 1
