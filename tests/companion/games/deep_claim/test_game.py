"""Whole games: four seasons end with consistent totals, and the log replays to the same state."""

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.deep_claim import Game, default_names
from companion.games.deep_claim.invariants import problems
from tests.companion.games.deep_claim.play import random_game

GAMES = settings(max_examples=8, deadline=None)


@GAMES
@given(seats=st.integers(2, 4), seed=st.integers(0, 10**6), modules=st.booleans())
def test_a_full_game_ends_after_four_seasons_with_consistent_totals(seats, seed, modules):
    game = random_game(seats, seed, modules)
    scores = game.scores()
    assert game.over and game.season == 4
    assert [s["season"] for s in scores["seasons"]] == [1, 2, 3, 4]
    assert problems(game._state) == []
    for name, vp in scores["vp"].items():
        final = scores["final"]["players"][name]
        assert final["total"] == vp
        season_points = sum(s["points"][name]["total"] for s in scores["seasons"])
        assert vp >= season_points + final["parts"]["total"]
    best = max(scores["vp"].values())
    assert all(scores["vp"][w] == best for w in scores["final"]["winners"])


@GAMES
@given(seats=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_replaying_the_log_reproduces_the_state_exactly(seats, seed):
    game = random_game(seats, seed, modules=seed % 2 == 0)
    snapshot = game.to_json()
    assert Game.replay(snapshot["setup"], snapshot["log"]).to_json() == snapshot
    assert Game.from_json(snapshot).to_json() == snapshot


def test_applying_an_action_leaves_the_old_game_unchanged():
    game = Game.new(default_names(2), seed=5)
    before = game.to_json()
    game.apply(game.legal_actions()[0])
    assert game.to_json() == before


def test_every_point_of_a_game_has_its_source_and_sentence():
    """Chart points each season, contract rewards, vein tiles, critters, magnates and the game
    end: over a few seeded games with both modules, every kind is itemised, and each player's
    items add up to their VP track."""
    seen = set()
    for seed in range(12):
        game = random_game(2 + seed % 3, seed, modules=True)
        for points, vp in zip(game.points(), game.scores()["vp"].values(), strict=True):
            assert points.total == vp
            assert all(item.vp and item.why for item in points.items)
            seen |= {item.source for item in points.items}
    assert seen == {"chart", "contract", "vein", "beaver", "bear", "magnate", "game-end"}
