"""The live Mine Deeper table: pushes through the simulated sensor grid, alerts, undo, win."""

from kivy.uix.button import Button

from companion.games.mine_deeper import cell_index
from companion.sessions.mine_deeper import MineDeeperSession
from tests.companion.games.mine_deeper.layouts import VALID
from tests.ui.audit import assert_readable, band_needs, on_top
from tests.ui.driver import find, frames, screenshot, tap, wait_until
from ui import theme
from ui.widgets.dialogs import Dialog, LogView
from ui.widgets.winner_card import WinnerCard

REDS = [cell_index(c) for c in ("B1", "B5", "C3", "C4", "E1")]  # where VALID hides its reds


def open_table(app, first=0):
    session = MineDeeperSession.start(app.store, ["Ana", "Ben"], (VALID, VALID), first=first)
    app.play(session)
    frames(3)
    screen = app.screens.current_screen
    boards = [screen.ids.board0, screen.ids.board1]
    return screen, boards


def turn(screen):
    return screen.ids.band.ids.turn.text


def newest_log_line(screen):
    tap(screen.ids.log)
    log = on_top(LogView)
    line = log.ids.lines.text.splitlines()[0]
    log.close()
    return line


def push(screen, boards, seat, cell):
    """`seat` taps `cell` on their board; the simulated wall reports the push through the grid."""
    before = len(screen.session.log)
    tap(boards[seat].squares[cell])
    wait_until(lambda: len(screen.session.log) > before)


def test_a_tapped_square_falls_through_the_sensor_grid_onto_the_board(app):
    """Rulebook, How to Play: "Collect the fallen gem/rock immediately and place it on your memory
    board on the grid corresponding to the wall square you just pushed." """
    screen, boards = open_table(app, first=1)
    assert turn(screen) == "BEN — PUSH A SQUARE" and screen.ids.band.seat == 1
    push(screen, boards, 1, cell_index("C1"))
    assert boards[1].squares[cell_index("C1")].text == "Y"
    assert turn(screen) == "ANA — PUSH A SQUARE"
    assert newest_log_line(screen).startswith("Ben pushed C1: yellow gem. 1 red gem is located")
    assert_readable(at_least={**band_needs(screen.ids.band),
                              screen.ids.header0.ids.reds: theme.READ_SP})
    screenshot("mine_deeper_table_first_push")


def test_a_push_out_of_turn_is_shown_with_its_reason_and_not_counted(app):
    screen, boards = open_table(app, first=0)
    push(screen, boards, 1, cell_index("A1"))
    assert "not counted" in screen.alert_text and "turn" in screen.alert_text
    assert screen.ids.alert.parent == screen.ids.headers
    assert boards[1].squares[cell_index("A1")].text == ""
    assert boards[1].squares[cell_index("A1")].marked
    assert_readable(at_least=band_needs(screen.ids.band))
    screenshot("mine_deeper_table_alert")
    tap(find(screen.ids.alert, Button, text="Seen")[0])
    assert screen.session.alert is None and screen.ids.header0.parent == screen.ids.headers


def test_undo_takes_the_last_push_back(app):
    screen, boards = open_table(app, first=0)
    push(screen, boards, 0, cell_index("B1"))
    assert boards[0].squares[cell_index("B1")].text == "R"
    tap(screen.ids.undo)
    question = on_top(Dialog)
    assert question.question == "Undo: Ana's push of B1 on Ben's wall?"
    tap(find(question, Button, text="Undo it")[0])
    assert boards[0].squares[cell_index("B1")].text == ""
    assert turn(screen) == "ANA — PUSH A SQUARE"
    assert newest_log_line(screen).startswith("Undone: Ana's push of B1 on Ben's wall.")


def test_nothing_to_undo_says_so_and_changes_nothing(app):
    screen, boards = open_table(app, first=0)
    tap(screen.ids.undo)
    notice = on_top(Dialog)
    assert notice.question == "Nothing to undo."
    assert screen.alert_text == "" and screen.session.alert is None
    tap(find(notice, Button, text="OK")[0])
    push(screen, boards, 0, cell_index("A1"))  # the table goes on
    assert turn(screen) == "BEN — PUSH A SQUARE"


def test_the_fifth_red_gem_wins_and_opens_the_next_game(app):
    """Rulebook, Game End: "As soon as a player collects all 5 red gems on their memory board the
    game ends immediately and that player is the winner!" """
    screen, boards = open_table(app, first=0)
    rocks = [cell_index(c) for c in ("A1", "A2", "A3", "A4")]
    for red, rock in zip(REDS, rocks, strict=False):
        push(screen, boards, 0, red)
        push(screen, boards, 1, rock)
    push(screen, boards, 0, REDS[-1])
    card = on_top(WinnerCard)
    assert card.ids.winner.text == f"{theme.seat_mark(0)} ANA WINS!"
    assert_readable(card, at_least={card.ids.winner: theme.BAND_SP})
    screenshot("mine_deeper_game_winner")
    tap(find(card, Button, text="Close")[0])
    assert turn(screen) == "ANA WINS"
    assert screen.ids.header0.ids.reds.text == "5/5"
    assert not screen.ids.next_game.disabled
    screenshot("mine_deeper_table_won")
    tap(screen.ids.next_game)
    assert app.screens.current == "mine_deeper_setup"
    setup = app.screens.current_screen
    assert setup.ids.name0.text == "Ana" and setup.ids.name0.disabled
    assert setup.first == 1  # "the loser of the last game goes first"
    setup.walls = [list(VALID.cells), list(VALID.cells)]
    tap(setup.ids.start)
    assert app.screens.current == "mine_deeper_table"
    assert turn(screen) == "BEN — PUSH A SQUARE" and screen.ids.band.caption == "GAME 2"
    assert screen.ids.band.phase == "1–0"


def test_training_mode_shades_squares_by_their_chance_of_a_red_gem(app):
    screen, boards = open_table(app, first=0)
    push(screen, boards, 0, cell_index("C1"))  # a yellow gem: one red next to it
    tap(screen.ids.training)
    wait_until(lambda: screen.heat[0], timeout=10)
    shown = {boards[0].squares[c].text for c in (cell_index("B1"), cell_index("D1"))}
    assert all(text.endswith("%") for text in shown)
    assert boards[0].squares[cell_index("C1")].text == "Y"
    screenshot("mine_deeper_table_training")
    tap(screen.ids.training)
    assert boards[0].squares[cell_index("B1")].text == ""


def test_the_seat_led_follows_the_turn_and_the_alert_blinks_on_a_refused_push(app):
    screen, boards = open_table(app, first=0)
    wait_until(lambda: app.leds.state().alert != "on", timeout=10)  # after the lamp test
    bar = app.root.ids.led_bar
    assert app.leds.state().seats[:2] == (True, False) and bar.seats[:2] == [True, False]
    assert bar.seat_names[:2] == ["Ana", "Ben"]
    push(screen, boards, 0, cell_index("A1"))
    assert app.leds.state().seats[:2] == (False, True) and bar.seats[:2] == [False, True]
    push(screen, boards, 0, cell_index("A2"))  # Ana again: refused
    assert app.leds.state().alert == "blinking" and bar.alert == "blinking"
    screenshot("mine_deeper_table_alert_led")
    push(screen, boards, 1, cell_index("A2"))
    assert app.leds.state().alert == "off" and bar.alert == "off"


def test_putting_back_the_last_square_undoes_it_and_an_older_one_is_an_alert(app):
    screen, boards = open_table(app, first=0)
    push(screen, boards, 0, cell_index("A1"))  # Ana pushes A1 of Ben's (south) wall
    push(screen, boards, 1, cell_index("A1"))  # Ben pushes A1 of Ana's (north) wall
    wall = app.devices.wall
    wall.put_back("south", cell_index("A1"))  # Ana's push, not the last one: an alert
    wait_until(lambda: "was not the last push" in screen.alert_text)
    assert boards[0].squares[cell_index("A1")].text == ""  # rock: a grey square, still counted
    assert app.session.board(0).pushed() == {cell_index("A1"): "."}
    wall.put_back("north", cell_index("A1"))  # the last push put back: it is undone
    wait_until(lambda: app.session.board(1).pushed() == {})
    assert turn(screen) == "BEN — PUSH A SQUARE"
