"""A Mine Deeper match fed by sensor pushes, with a restart in the middle."""

import pytest

from companion.errors import IllegalMove
from companion.games.mine_deeper import Layout, cell_index, cell_name
from companion.sessions.mine_deeper import MineDeeperSession
from companion.sessions.store import SessionStore
from tests.companion.games.mine_deeper.layouts import VALID


@pytest.fixture
def store(tmp_path):
    with SessionStore(tmp_path / "s.sqlite3") as opened:
        yield opened


def start(store, first=0):
    # Ana (seat 0) fills the north face, Ben (seat 1) the south face.
    return MineDeeperSession.start(store, ["Ana", "Ben"], (VALID, VALID), first=first)


def test_a_square_leaving_the_north_face_is_bens_push(store):
    session = start(store, first=1)
    heard = []
    session.subscribe(heard.append)
    session.on_square_pushed("north", cell_index("C1"))
    assert session.board(1).pushed() == {cell_index("C1"): "Y"}
    assert session.turn == 0
    assert heard[0].kind == "push" and heard[0].text.startswith("Ben pushed C1: yellow gem.")


def test_a_push_out_of_turn_is_an_alert_and_not_counted(store):
    session = start(store, first=0)
    heard = []
    session.subscribe(heard.append)
    session.on_square_pushed("north", cell_index("A1"))  # Ben's push, but it is Ana's turn
    assert session.board(1).pushed() == {}
    assert heard[-1].kind == "alert"
    assert "not counted" in heard[-1].text and "it is Ana's turn, not Ben's" in heard[-1].text


def test_a_sensor_anomaly_is_logged_and_survives_a_restart(store):
    session = start(store)
    session.raise_alert("glitch at B2 on the north face", cell_index("B2"))
    again = MineDeeperSession(store, session.id)
    assert [a.text for a in again.alerts] == ["glitch at B2 on the north face"]


def play_to_a_win(session):
    """Ana pushes Ben's reds, Ben pushes Ana's rocks."""
    reds, rocks = VALID.cells_with("R"), VALID.cells_with(".")
    for n in range(5):
        session.on_square_pushed("south", reds[n])
        if session.game.winner is None:
            session.on_square_pushed("north", rocks[n])


def test_the_winner_is_called_and_the_match_goes_on_to_best_of_three(store):
    session = start(store)
    heard = []
    session.subscribe(heard.append)
    play_to_a_win(session)
    assert heard[-1].kind == "win" and "Ana found all 5 red gems" in heard[-1].text
    assert session.match.wins(0) == 1
    session.next_game((VALID, VALID))
    assert session.turn == 1  # the loser pushes first
    session.on_square_pushed("north", 0)
    session.on_square_pushed("south", 0)
    assert session.board(0).pushed() and session.board(1).pushed()


def test_match_won_finishes_the_session(store):
    session = start(store)
    play_to_a_win(session)
    session.next_game((VALID, VALID))
    # Ben starts game 2; let him push a rock so Ana can play the same sequence.
    session.on_square_pushed("north", VALID.cells_with(".")[10])
    play_to_a_win(session)
    assert session.match.winner == 0
    assert store.history()[0].result["winner"] == "Ana"
    with pytest.raises(IllegalMove, match="has won the match"):
        session.next_game((VALID, VALID))


def test_restart_rebuilds_the_match_exactly(store):
    session = start(store)
    for cell in range(6):
        session.on_square_pushed("south" if session.turn == 0 else "north", cell)
    session.undo()
    again = MineDeeperSession(store, session.id)
    assert again.game == session.game
    assert len(again.game.pushes) == 5
    assert [cell_name(p.cell) for p in again.game.pushes] == ["A1", "A2", "A3", "A4", "A5"]


def test_a_wall_breaking_the_rules_is_refused_before_anything_is_saved(store):
    bad = ("R",) + VALID.cells[1:]  # a sixth red gem at A1
    with pytest.raises(IllegalMove, match="placement rules"):
        MineDeeperSession.start(store, ["Ana", "Ben"], (VALID, Layout(bad)))
    assert store.unfinished() == []


def test_putting_the_last_pushed_square_back_undoes_it(store):
    session = start(store)
    session.on_square_pushed("south", cell_index("A1"))  # Ana's push of Ben's wall
    session.on_square_back("south", cell_index("A1"))
    assert session.game.pushes == () and session.turn == 0


def test_a_square_back_that_was_not_the_last_push_is_an_alert(store):
    session = start(store)
    session.on_square_pushed("south", cell_index("A1"))
    session.on_square_pushed("north", cell_index("B2"))
    session.on_square_back("south", cell_index("A1"))
    assert len(session.game.pushes) == 2
    assert "A1 of the south face is back" in session.alerts[-1].text


def test_a_square_back_after_its_push_was_undone_is_expected(store):
    session = start(store)
    session.on_square_pushed("south", cell_index("A1"))
    session.undo()  # tapped on the screen
    session.on_square_back("south", cell_index("A1"))
    assert session.alerts == [] and session.game.pushes == ()


def test_refilling_the_walls_after_a_win_undoes_nothing(store):
    """Between games of a best of three the walls are filled again: every square coming back,
    the winning push's square included, is the refill, not a push put back."""
    session = start(store)
    play_to_a_win(session)
    for push in session.game.pushes:
        face = "south" if push.seat == 0 else "north"
        session.on_square_back(face, push.cell)
    assert session.game.winner == 0 and session.match.wins(0) == 1
    assert session.alerts == []
    session.next_game((VALID, VALID))
    assert len(session.games) == 2


def win_the_match(session):
    play_to_a_win(session)
    session.next_game((VALID, VALID))
    session.on_square_pushed("north", VALID.cells_with(".")[10])
    play_to_a_win(session)


def test_undoing_the_match_deciding_push_reopens_the_match_in_the_store(store):
    session = start(store)
    win_the_match(session)
    assert store.get(session.id).finished is not None
    session.undo()
    assert session.game.winner is None and not session.over
    assert store.get(session.id).finished is None
    assert [info.id for info in store.unfinished()] == [session.id]
    again = MineDeeperSession(store, session.id)
    assert again.game == session.game and not again.over
    session.on_square_pushed("south", VALID.cells_with("R")[4])
    assert session.match.winner == 0 and store.get(session.id).result["winner"] == "Ana"


def test_a_result_lost_to_a_power_cut_is_written_when_the_match_is_opened(store):
    """The deciding push is logged, then the power goes before the result is: the replay says
    the match is over, so opening it records the result."""
    session = start(store)
    win_the_match(session)
    store.reopen(session.id)  # as if the finishing write never happened
    again = MineDeeperSession(store, session.id)
    assert again.over and store.get(session.id).result["winner"] == "Ana"
