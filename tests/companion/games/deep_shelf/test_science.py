"""The Science action: Kelp, technologies with Refined Ore and the Global Cost Reduction tracks,
the Submarine Board's slots, Labs and the Research Tracks (rulebook, "Science Action")."""

import pytest

from companion.errors import IllegalMove
from companion.games.deep_shelf.actions import Advance, ChooseOre, Develop, PlayCard
from tests.companion.games.deep_shelf.play import (
    apply,
    arranged,
    cubes,
    facility,
    started,
    to_card,
    told,
)


def stocked(game, seat, **storage):
    def change(state):
        state.players[seat].storage = dict(storage)
    return arranged(game, change)


def with_labs(game, seat, labs):
    def change(state):
        state.players[seat].built["lab"] = labs
    return arranged(game, change)


@pytest.fixture
def jane_and_john():
    """Jane (Mobius, first) and John (Living Ocean), Jane about to play Science."""
    game = started(("mobius", "living-ocean"), names=("Jane", "John"))
    return stocked(game, 0, kelp=1, gold=1)


def test_janes_science_action(jane_and_john):
    """Rulebook example: "After discarding her Kelp, she chooses to spend 1 Refined Gold from her
    Surface Storage to acquire the Improved Engine Technology Tile. This is the first Technology
    Tile purchased in the game, so she places the tile's Refined Gold cost onto the first space
    of the Gold track, which removes the topmost Discount Token. Jane does not have any Labs, so
    her Science action is complete." """
    game = to_card(jane_and_john, "science")
    assert game.state.players[0].storage == {"gold": 1}  # the Kelp is discarded first
    assert game.view(None).discounts == {"gold": 0, "palladium": 0, "osmium": 0}
    game, said = told(game, Develop(0, "improved-engine"))
    jane = game.view(None).players[0]
    assert jane.storage == {} and jane.techs == ("Improved Engine",)
    assert game.view(None).discounts["gold"] == 1  # the top token (0) removed: 1 Gold off
    assert "Jane develops Improved Engine for 1 Refined Gold" in said
    # nothing more to pay with and no Labs: the action is complete, the 2nd card is next
    assert game.waiting == {"kind": "card", "seat": 0, "begun": True}
    assert jane.research == {"ecology": 0, "mineralogy": 0, "zoology": 0}


def janes_turn_done(game):
    game = apply(to_card(game, "science"), Develop(0, "improved-engine"))
    return to_card(game, "process")  # nothing to refine: the turn ends


def test_johns_science_action(jane_and_john):
    """Rulebook example: John "first spends a Refined Palladium to acquire a Marketing Department
    tile - this adds a Palladium Ore to the Palladium Track, but it is not enough to unlock a
    Palladium Global Discount. He also discards a Refined Osmium to acquire an Advanced
    Pressurization tile" (read as High Density Hull), then advances his 2 Labs' 2 spaces on
    Mineralogy: "1 Credit and his choice of Raw Ore ... Raw Gold Ore, as it is currently the most
    valuable resource in the Market." """
    game = janes_turn_done(jane_and_john)
    assert game.turn == 1
    game = with_labs(stocked(game, 1, kelp=1, palladium=1, osmium=1), 1, 2)
    credits = game.state.players[1].credits
    game = to_card(game, "science")
    game = apply(game, Develop(1, "marketing-dept"))  # 1 Palladium; its Gold cancelled
    assert game.view(None).discounts == {"gold": 1, "palladium": 0, "osmium": 0}
    game = apply(game, Develop(1, "high-density-hull"))
    assert game.state.discounts == {"gold": 1, "palladium": 1, "osmium": 1}  # a cube on each
    assert game.view(None).players[1].storage == {}
    assert game.waiting["kind"] == "research" and game.waiting["count"] == 2
    game = apply(game, Advance(1, "mineralogy"), Advance(1, "mineralogy"))
    assert game.waiting["kind"] == "ore"
    market = game.view(None).market
    assert max(market, key=market.get) == "gold"  # the most valuable resource
    game, said = told(game, ChooseOre(1, "gold"))
    john = game.view(None).players[1]
    assert john.research["mineralogy"] == 2 and john.credits == credits + 1
    assert john.storage == {"raw_gold": 1}
    assert john.techs == ("Marketing Dept.", "High Density Hull")


def test_without_the_gold_discount_marketing_dept_costs_its_gold_too(jane_and_john):
    """ "secondary costs must also be paid unless global research costs have been reduced" """
    game = to_card(stocked(jane_and_john, 0, kelp=1, palladium=1), "science")
    with pytest.raises(IllegalMove) as refused:
        game.check(Develop(0, "marketing-dept"))
    assert refused.value.rule == "tech-cost"
    assert "1 Refined Palladium and 1 Refined Gold" in str(refused.value)


def test_science_without_kelp_is_refused_with_its_reason(jane_and_john):
    """ "a player without Kelp may not take the Science action" """
    game = stocked(jane_and_john, 0, gold=1)
    before = game.to_json()
    with pytest.raises(IllegalMove) as refused:
        game.apply(PlayCard(0, "science"))
    assert refused.value.rule == "science-kelp"
    assert "Jane has no Kelp to discard" in str(refused.value)
    assert game.to_json() == before


def test_kelp_on_a_controlled_shelf_pays_for_science(jane_and_john):
    """ "Discard 1 Kelp from any Surface Storage or any Shelf you control" """
    def kelp_on_the_board(state):
        state.players[0].storage = {}
        state.supply["kelp"] += 1
        place = state.board.map.shelves[state.board.dock_shelves(0)[0]].name
        facility(state, 0, "extractor", place)
        cubes(state, place, kelp=1)
    game = to_card(arranged(jane_and_john, kelp_on_the_board), "science")
    assert game.state.board.holds(0, "kelp") == 0


def test_cogent_develops_only_one_technology():
    """Cogent: "Science action: You may only develop 1 technology instead of 2." """
    game = started(("cogent", "meneswo"))
    game = to_card(stocked(game, 0, kelp=1, gold=2, osmium=2), "science")
    game = apply(game, Develop(0, "improved-engine"))
    assert game.waiting["kind"] != "develop"


def test_in_a_two_player_game_ore_skips_the_skip_places():
    """ "In a 2-player game, do not place resources onto spaces with a 'Skip Place' icon." The
    second Gold cube lands past the skip space, in a 3-player game on it."""
    for names, expected in ((("A", "B"), 3), (("A", "B", "C"), 2)):
        game = started(("mobius", "living-ocean", "meneswo")[:len(names)], names=names)
        game = to_card(stocked(game, 0, kelp=1, gold=3, palladium=1), "science")
        game = apply(game, Develop(0, "improved-engine"), Develop(0, "crawler-beacon"))
        # each top copy costs 1 Refined Gold and nothing secondary
        assert game.state.discounts["gold"] == expected


def test_a_full_slot_type_is_overwritten_and_the_tile_returns_on_top_of_its_stack():
    """ "If the player does not have any open Technology slots, they may overwrite an existing
    tile and return the overwritten tile to the Research Board." """
    game = started()

    def two_propulsion_tiles(state):
        state.players[0].techs = {"improved-engine": ["propulsion", 1, 0],
                                  "fission-engine": ["propulsion", 2, 1]}
        state.stacks["improved-engine"].pop(0)
        state.stacks["fission-engine"].pop(0)
        state.players[0].storage = {"kelp": 1, "gold": 3, "palladium": 2}
    game = to_card(arranged(game, two_propulsion_tiles), "science")
    choices = [a for a in game.legal_actions() if getattr(a, "tech", "") == "maglev-boosters"]
    assert {a.into for a in choices} == {"improved-engine", "fission-engine"}
    with pytest.raises(IllegalMove) as refused:
        game.check(Develop(0, "maglev-boosters"))
    assert refused.value.rule == "tech-slot"
    game = apply(game, Develop(0, "maglev-boosters", "improved-engine"))
    assert "improved-engine" not in game.state.players[0].techs
    assert game.state.stacks["improved-engine"][0] == [1, 0]  # back on top, its own cost


def test_high_density_hull_is_never_overwritten():
    """ "High Density Hull is the only Technology Tile that can never be overwritten" """
    game = started()

    def full_hull(state):
        state.players[0].techs = {"high-density-hull": ["hull", 1, 0],
                                  "rapid-pulse-sonar": ["hull", 1, 0]}
        state.players[0].storage = {"kelp": 1, "osmium": 3, "palladium": 3}
    game = to_card(arranged(game, full_hull), "science")
    with pytest.raises(IllegalMove) as refused:
        game.check(Develop(0, "probe-bay", "high-density-hull"))
    assert refused.value.rule == "tech-slot" and "never" in str(refused.value)
    assert game.is_legal(Develop(0, "probe-bay", "rapid-pulse-sonar"))
