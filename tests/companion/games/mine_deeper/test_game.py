"""A two-player game: turns, pushes, memory boards, hints, the win, best of three."""

import pytest

from companion.errors import IllegalMove
from companion.games.mine_deeper import HINTS, Game, GameWon, Match, PieceFell, Push, cell_index
from companion.games.mine_deeper.grid import CELLS
from tests.companion.games.mine_deeper.layouts import RED_TOUCHING_YELLOW_AND_PURPLE, VALID


def new_game(first: int = 0) -> Game:
    return Game((VALID, VALID), first=first)


def push(game: Game, seat: int, name: str) -> tuple[Game, list]:
    return game.apply(Push(seat, cell_index(name)))


def test_players_take_turns_starting_with_the_first_player():
    game = new_game(first=1)
    assert game.turn == 1
    game, _ = push(game, 1, "A1")
    assert game.turn == 0


def test_the_fallen_piece_goes_on_the_pushers_memory_board_with_its_hint():
    game, events = push(new_game(), 0, "C1")
    assert events == [PieceFell(0, cell_index("C1"), "Y", HINTS["Y"])]
    assert game.board(0).pushed() == {cell_index("C1"): "Y"}
    assert game.board(1).pushed() == {}
    assert "1 red gem is located above, below, right, or left" in game.describe_event(events[0])


def test_a_push_out_of_turn_is_refused_with_the_rule():
    with pytest.raises(IllegalMove) as refused:
        push(new_game(first=0), 1, "A1")
    assert refused.value.rule == "turn"
    assert str(refused.value) == "it is Player 1's turn, not Player 2's"
    assert refused.value.quote == "Players take turns throughout gameplay"


def test_a_square_cannot_be_pushed_twice():
    game, _ = push(new_game(), 0, "A1")
    game, _ = push(game, 1, "A1")  # the other wall's A1 is a different square
    with pytest.raises(IllegalMove, match="A1 of Player 2's wall was already pushed"):
        push(game, 0, "A1")


def test_an_illegal_layout_cannot_start_a_game():
    with pytest.raises(IllegalMove, match="Player 2's wall breaks the placement rules"):
        Game((VALID, RED_TOUCHING_YELLOW_AND_PURPLE))


def test_the_fifth_red_wins_at_once_and_ends_the_game():
    """"As soon as a player collects all 5 red gems on their memory board the game ends
    immediately and that player is the winner!" """
    game = new_game()
    reds = VALID.cells_with("R")
    rocks = VALID.cells_with(".")
    events = []
    for turn in range(5):
        game, events = game.apply(Push(0, reds[turn]))
        if turn < 4:
            game, _ = game.apply(Push(1, rocks[turn]))
    assert events[-1] == GameWon(0)
    assert game.winner == 0 and game.turn is None
    assert game.legal_actions() == []
    with pytest.raises(IllegalMove) as refused:
        game.apply(Push(1, rocks[4]))
    assert refused.value.rule == "game-over"


def test_legal_actions_are_the_unpushed_squares_of_the_player_to_move():
    game, _ = push(new_game(), 0, "B2")
    game, _ = push(game, 1, "E5")
    assert len(game.legal_actions()) == 24
    assert all(action.seat == 0 for action in game.legal_actions())
    assert Push(0, cell_index("B2")) not in game.legal_actions()


def test_a_saved_game_replays_to_the_same_state():
    game = new_game()
    for cell in list(CELLS)[:7]:
        game, _ = game.apply(Push(game.turn, cell))
    assert Game.from_json(game.to_json()) == game


def test_a_saved_game_with_an_illegal_push_is_refused():
    data = new_game().to_json()
    data["pushes"] = [{"seat": 1, "cell": "A1"}]
    with pytest.raises(IllegalMove):
        Game.from_json(data)


def test_best_of_three_ends_at_two_wins_and_the_loser_starts_next():
    """"Playing best of three is a fun way to extend the gameplay." """
    match = Match().record(0)
    assert match.winner is None and match.next_first() == 1
    match = match.record(1).record(1)
    assert match.winner == 1
    with pytest.raises(IllegalMove, match="the match is over"):
        match.record(0)
