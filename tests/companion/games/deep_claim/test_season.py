"""Phase VI, Score, clearing the mountain, the next season and the game end."""

import random

from companion.games.deep_claim import Game, default_names
from companion.games.deep_claim.season import clear_mountain, end_game
from companion.games.deep_claim.setup import new_state


def test_the_hammer_passes_and_the_mountain_is_cleared_each_season():
    """"Retrieve every miner, discard the cards left unbought ... pass the hammer clockwise to
    the next player. Set up the new season".\""""
    game = Game.new(default_names(3), seed=8)
    rng = random.Random(8)
    while game.season == 1:
        game, _ = game.apply(rng.choice(game.legal_actions()))
    state = game.to_json()
    assert state["first"] == 1 and game.waiting_for == ("deploy", 1)
    assert len(state["season_scores"]) == 1
    for loc in state["locations"]:
        assert [c for c in loc["cells"] if c >= 0] == []
        assert all(item is not None for item in loc["display"])
        assert all(tile is not None for tile in loc["veins"])


def test_unbought_cards_and_unclaimed_tiles_are_discarded():
    state = new_state(2, seed=3)
    shown = [i for loc in state.locations for i in loc.display]
    tiles = [t for loc in state.locations for t in loc.veins]
    clear_mountain(state)
    assert all(i is None for loc in state.locations for i in loc.display)
    assert sorted(tiles) == sorted(state.discards["veins"])
    assert {i for i in shown[:3] + shown[4:7]} <= set(state.discards["mixed"])
    assert [int(shown[3].split(":")[1]), int(shown[7].split(":")[1])] == \
        state.discards["contracts"]


def test_a_tie_goes_to_more_fulfilled_contracts_then_is_shared():
    """"If two players tie, the one with more fulfilled contracts takes it - and if that ties
    too, the mountain provided for you both.\""""
    state = new_state(3, seed=3)
    for p, vp, done in zip(state.players, (20, 20, 20), ([1, 2], [3], [4, 5]), strict=True):
        p.vp, p.fulfilled, p.hand = vp, done, list(range(7))
        p.coins = p.pickaxes = 0
    end_game(state, [])
    assert state.final["winners"] == ["green", "blue"]
