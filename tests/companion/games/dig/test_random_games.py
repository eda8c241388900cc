"""A small seeded sample of whole random games, the conservation invariants checked after
every action (`make soak` and benchmarks/dig_random_games.py play 1,000 of each)."""

import random

import pytest

from companion.games.dig.cards import GOAL, MAX_GALLERIES
from companion.games.dig.game import Game
from companion.games.dig.invariants import problems

SEEDS = range(6)


def play(seed: int, table_hill: bool) -> Game:
    game = Game.new(Game.default_names(2 + seed % 3), seed, table_hill=table_hill)
    rng = random.Random(seed)
    while not game.over:
        game, _ = game.apply(rng.choice(game.legal_actions()))
        assert problems(game.state) == [], f"seed {seed}: {problems(game.state)}"
        assert all(len(p.open_galleries()) <= MAX_GALLERIES for p in game.state.players)
    return game


@pytest.mark.parametrize("table_hill", [False, True])
@pytest.mark.parametrize("seed", SEEDS)
def test_random_games_conserve_gems_recruits_and_cards_and_end_after_ten(seed, table_hill):
    game = play(seed, table_hill)
    totals = [points.total for points in game.points()]
    assert max(totals) >= GOAL
    best = max((p.total, p.runes) for p in game.state.players)
    assert game.winners() == [s for s, p in enumerate(game.state.players)
                              if (p.total, p.runes) == best]


def test_the_same_seed_plays_the_same_game():
    assert play(3, False).to_json() == play(3, False).to_json()


def test_every_action_is_told_to_the_table():
    """Each action causes at least one event, so a screen that listens to the session hears
    of every move (a dig announced, a card chosen, a face-down card turned up)."""
    for table_hill in (False, True):
        game = Game.new(["Ann", "Ben", "Cat"], 11, table_hill=table_hill)
        rng = random.Random(11)
        while not game.over:
            action = rng.choice(game.legal_actions())
            game, events = game.apply(action)
            assert events, action
