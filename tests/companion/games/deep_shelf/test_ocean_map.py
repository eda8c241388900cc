"""The Ocean Expanse as data: the shipped map and its checks, the areas Void Space tiles cover,
and another map playing as well as the shipped one (every rule asks the map about adjacency)."""

import copy
import json
import random
from importlib import resources

import pytest

from companion.errors import InputError
from companion.games.deep_shelf import ocean_map
from companion.games.deep_shelf.actions import ChooseFaction
from companion.games.deep_shelf.game import Game
from companion.games.deep_shelf.invariants import problems
from companion.games.deep_shelf.ocean_actions import ClaimDock, Cover


def shipped():
    text = resources.files("companion.games.deep_shelf").joinpath("data", "ocean.json")
    return json.loads(text.read_text("utf-8"))


def test_the_shipped_map_holds_what_the_rulebook_says_the_board_holds():
    ocean = ocean_map.default()
    zones = [s.zone for s in ocean.shelves]
    assert (zones.count("shallows"), zones.count("deep"), zones.count("trench")) == (21, 27, 2)
    for number in (1, 2, 3, 4):  # "A player's Dock consists of 2 Shelves" in the Shallows
        a, b = ocean.dock(number)
        assert ocean.adjacent(a, b) and ocean.shelves[a].source and not ocean.shelves[b].source
    assert sum(1 for s in ocean.shelves if s.area) <= ocean.void_tiles == 10
    assert [ocean.shelves[s].name for s in ocean.trench()] == ["T1", "T2"]
    assert ocean.shelves[ocean.dragon_start].name == "D14"
    # every shared edge is a Tube Network space
    assert len(list(ocean.edges())) == sum(len(list(ocean.neighbours(s))) for s in ocean.ids) / 2


@pytest.mark.parametrize("players, covered, docks, shelves", [
    (4, "", (1, 2, 3, 4), 50), (3, "top", (2, 3, 4), 45), (3, "bottom", (1, 2, 3), 45),
    (2, "both", (2, 3), 40)])
def test_void_space_tiles_cover_the_top_and_bottom_areas_by_player_count(players, covered, docks,
                                                                        shelves):
    """ "With 3 players, cover either the top or bottom portion of the board, but not both. With 2
    players, cover the top and bottom areas." """
    ocean = ocean_map.default()
    assert covered in ocean_map.COVERS[players]
    assert ocean.docks_in_play(covered) == docks and len(ocean.in_play(covered)) == shelves


def test_three_players_choose_the_area_to_cover_and_only_its_docks_stay_out():
    game = Game.new(["A", "B", "C"], 5)
    for seat, faction in enumerate(("cogent", "mobius", "meneswo")):
        game, _ = game.apply(ChooseFaction(seat, faction))
    assert game.waiting["kind"] == "cover" and game.turn == 2  # Meneswo docks first
    game, _ = game.apply(Cover(2, "bottom"))
    while game.waiting["kind"] == "setup_tile":
        game, _ = game.apply(game.legal_actions()[0])
    with pytest.raises(Exception) as refused:
        game.check(ClaimDock(2, 4))
    assert refused.value.rule == "dock" and "Docks in play are 1, 2, 3" in str(refused.value)
    tiles = game.state.board.tiles
    assert {ocean_map.default().shelves[s].name for s in tiles} == {
        "T1", "T2", "S1", "S2", "S7", "S10", "S13", "S16"}  # a source and a drawn tile a Dock


@pytest.mark.parametrize("edit, complaint", [
    (lambda d: d["shelves"][1].update(q=0), "two shelves share a hex"),
    (lambda d: d["shelves"][1].update(zone="abyss"), "S2: the zone is one of"),
    (lambda d: d["shelves"][1].update(dock=None), "Dock 1 has 2 shelves"),
    (lambda d: d["shelves"][0].update(source=False), "one shelf of Dock 1 takes its Osmium"),
    (lambda d: d.update(void_tiles=9), "10 shelves in the areas, 9 Void Space tiles"),
    (lambda d: d["shelves"][2].update(zone="trench"), "2 Trench shelves, outside the areas"),
    (lambda d: d["dragon"].update(shelf="S5"), "the dragon starts in the Deep"),
    (lambda d: d["dragon"].update(facing=6), "the dragon starts on a named shelf, facing 0-5"),
    (lambda d: [s.pop("area") for s in d["shelves"][:2]], "the top area holds one Dock"),
    (lambda d: d["shelves"].append({"name": "X1", "q": -4, "r": 4, "zone": "deep"}),
     "the shelves in play with nothing covered are connected"),
    (lambda d: d.update(shelves="everywhere"), "a list of shelves"),
])
def test_an_edited_map_that_breaks_a_rule_is_refused_naming_it(edit, complaint):
    data = copy.deepcopy(shipped())
    edit(data)
    with pytest.raises(InputError) as refused:
        ocean_map.read(data, "ocean.json")
    assert complaint in str(refused.value)


def test_the_trench_must_lie_furthest_from_the_docks():
    data = copy.deepcopy(shipped())
    trench = [s for s in data["shelves"] if s["zone"] == "trench"]
    for moved, deep in zip(trench, [s for s in data["shelves"] if s["name"] in ("D16", "D21")],
                           strict=True):
        moved["zone"], deep["zone"] = "deep", "trench"
    with pytest.raises(InputError) as refused:
        ocean_map.read(data, "ocean.json")
    assert "the Trench shelves are the furthest from the Docks" in str(refused.value)


def mirrored():
    """The shipped map turned east for west, renamed: Docks on the east edge, the Trench west."""
    data = copy.deepcopy(shipped())
    for shelf in data["shelves"]:
        shelf["q"] = -shelf["q"] - shelf["r"]
        shelf["name"] = "M" + shelf["name"]
    data["dragon"] = {"shelf": "MD14", "facing": 5}
    return ocean_map.read(data, "mirrored.json")


@pytest.mark.parametrize("players", [2, 4])
def test_another_map_plays_a_whole_game_with_every_invariant_kept(monkeypatch, players):
    other = mirrored()
    monkeypatch.setattr(ocean_map, "default", lambda: other)
    game = Game.new([f"P{n}" for n in range(players)], 21)
    rng = random.Random(21)
    while not game.over:
        after, _ = game.apply(rng.choice(game.legal_actions()))
        assert problems(after.state, game.state) == []
        game = after
    names = {s.name for s in game.view(None).board.shelves}
    assert names <= {s.name for s in other.shelves} and game.winners()
    assert game.state.board.tubes and game.state.board.tiles
