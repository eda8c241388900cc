"""The race at any time: the endgame scoring as it would stand now, from the board as it is
(milestone majorities and each player's personal score), in the table's view."""

from companion.games.deep_shelf.actions import ChooseFaction
from companion.games.deep_shelf.game import Game
from companion.games.deep_shelf.ocean_actions import Build
from tests.companion.games.deep_shelf.play import (
    apply,
    arranged,
    facility,
    shelf,
    started,
    stored,
    to_card,
)


def race(game):
    """Each player's items by the rule's words, and their totals."""
    return ([{i.why.split(":")[0]: i.vp for i in points.items}
             for points in game.view(None).standings],
            [points.total for points in game.view(None).standings])


def test_the_standings_follow_the_board_as_facilities_are_built():
    game = to_card(arranged(started(), lambda s: setattr(s.players[0], "credits", 12)), "build")
    items, totals = race(game)
    assert totals == [2, 2]  # 10 Credits each: "1 VP for every 5 Credits"
    game = apply(game, Build(0, "extractor", shelf("S13")))
    items, totals = race(game)
    assert items[0]["Most structures in the Shallows (7/3/1)"] == 7
    assert items[1]["Most structures in the Shallows (7/3/1)"] == 0
    assert totals == [7 + 7 // 5, 2]  # 7 Credits left


def test_tied_majorities_share_and_the_deep_pays_more():
    """ "sum the VP values of the tied positions and divide by the number of tied players,
    rounded down" """
    def position(state):
        facility(state, 0, "extractor", "S13")
        facility(state, 1, "extractor", "S7")
        facility(state, 1, "smelter", "D17")
        stored(state, 0, gold=2)
    items, _ = race(arranged(started(), position))
    assert [i["Most structures in the Shallows (7/3/1)"] for i in items] == [5, 5]
    assert [i["Most structures in the Deep and Trench (10/4/2)"] for i in items] == [0, 10]
    assert items[0]["1.5 VP per Refined Ore in Surface Storage, rounded down"] == 3


def test_nothing_stands_before_every_faction_is_chosen():
    game = Game.new(["A", "B"], 1)
    assert game.view(None).standings == ()
    game, _ = game.apply(ChooseFaction(0, "cogent"))
    assert game.view(None).standings == ()
