"""Properties over random games (hypothesis picks the seeds and player counts; the moves are
drawn from the legal actions): turns, the economy's bounds, research, and scoring."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.games.deep_shelf.actions import PlayCard
from companion.games.deep_shelf.game import Game
from companion.games.deep_shelf.invariants import problems

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
def test_the_invariants_hold_after_every_action(players, seed):
    """Credits never below 0, storage within its rows, Impending Collapse never below the
    Exploitation marker, at most one player on each track's last space, no cube moving back on
    a track, the first endgame trigger kept (invariants.py)."""
    def check(game, action):
        after, _ = game.apply(action)
        assert problems(after.state, game.state) == []
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


def test_the_board_invariants_catch_a_cube_from_nowhere_a_second_facility_and_a_bad_die():
    """What the random games check would be caught: cubes not conserved, two facilities on one
    Shelf, a die at 0 left on the board, a Tube off the Tube Network spaces."""
    from tests.companion.games.deep_shelf.play import shelf, started

    state = started().state.clone()
    assert problems(state) == []
    state.board.cubes[shelf("S14")] = {"raw_gold": 1}  # not taken from the supply
    state.board.facilities[shelf("S15")] = [[0, "smelter"], [1, "lab"]]
    state.board.dice[shelf("S13")] = 0
    state.board.tubes[(shelf("S1"), shelf("T1"))] = 0
    found = problems(state)
    assert any(p.startswith("cubes: 1 raw_gold in play and 25 in the supply") for p in found)
    assert any("facilities [[0, 'smelter'], [1, 'lab']]" in p for p in found)
    assert any(p.startswith("die 0 on shelf") for p in found)
    assert any("no Tube Network space in play" in p for p in found)
