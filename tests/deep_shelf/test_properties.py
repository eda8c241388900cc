"""Properties over random games (hypothesis picks the seeds and player counts; the moves are
drawn from the legal actions): turns, the economy's bounds, research, and scoring."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.games.deep_shelf import economy, research
from companion.games.deep_shelf.actions import PlayCard
from companion.games.deep_shelf.cubes import TRACKS
from companion.games.deep_shelf.game import Game

GAMES = settings(max_examples=4, deadline=None, derandomize=True,
                 suppress_health_check=[HealthCheck.too_slow])
seeds = st.integers(min_value=0, max_value=10**6)
counts = st.sampled_from([2, 3, 4])


def random_game(players, seed, names=None, check=lambda game, action: None):
    game = Game.new(names or [f"P{n}" for n in range(players)], seed)
    rng = random.Random(seed)
    while not game.over:
        action = rng.choice(game.legal_actions())
        check(game, action)
        game, _ = game.apply(action)
    return game


@GAMES
@given(players=counts, seed=seeds)
def test_every_turn_plays_two_cards_and_never_the_overworked_one(players, seed):
    """ "they must play 2 cards"; "The second card played on a turn will be unavailable for the
    duration of your next turn." """
    cards: dict[int, list[str]] = {}  # turn number -> the cards played in it

    def check(game, action):
        if isinstance(action, PlayCard):
            assert action.card != game.state.players[action.seat].overworked
            cards.setdefault(game.state.rounds, []).append(action.card)
    game = random_game(players, seed, check=check)
    assert sorted(cards) == list(range(game.state.rounds))
    assert all(len(played) == 2 and played[0] != played[1] for played in cards.values())


@GAMES
@given(players=counts, seed=seeds)
def test_bounds_hold_at_every_step(players, seed):
    """Credits never below 0, storage within its rows, Impending Collapse never below the
    Exploitation marker, and at most one player on each track's last space."""
    def check(game, _action):
        state = game.state
        assert state.impending >= state.exploitation >= 0
        for player in state.players:
            assert player.credits >= 0
            if player.faction:
                assert sum(player.storage.values()) <= economy.capacity(player)
        for track in TRACKS:
            at_end = [p for p in state.players if p.research[track] == research.last(track)]
            assert len(at_end) <= 1
    random_game(players, seed, check=check)


@GAMES
@given(players=counts, seed=seeds)
def test_scores_add_up_and_the_winners_have_the_most(players, seed):
    game = random_game(players, seed)
    points = game.points()
    totals = [p.total for p in points]
    assert all(p.total == sum(i.vp for i in p.items) for p in points)
    assert game.winners() and all(totals[w] == max(totals) for w in game.winners())


@settings(max_examples=2, deadline=None, derandomize=True)
@given(players=counts, seed=seeds)
def test_renaming_the_players_changes_no_score(players, seed):
    first = random_game(players, seed)
    renamed = random_game(players, seed, names=[f"Renamed {n}" for n in range(players)])
    assert [p.total for p in first.points()] == [p.total for p in renamed.points()]
    assert first.winners() == renamed.winners()


@settings(max_examples=2, deadline=None, derandomize=True)
@given(players=counts, seed=seeds)
def test_a_saved_game_replays_to_the_same_state(players, seed):
    game = random_game(players, seed)
    again = Game.from_json(game.to_json())
    assert again.to_json() == game.to_json()
    assert again.view(None) == game.view(None)
