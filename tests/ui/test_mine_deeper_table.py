"""The live Mine Deeper table: pushes through the simulated sensor grid, alerts, undo, win."""

from kivy.uix.button import Button

from companion.games.mine_deeper import cell_index
from companion.sessions.mine_deeper import MineDeeperSession
from tests.mine_deeper.layouts import VALID
from tests.ui.driver import find, screenshot, tap, wait_until

REDS = [cell_index(c) for c in ("B1", "B5", "C3", "C4", "E1")]  # where VALID hides its reds


def open_table(app, first=0):
    session = MineDeeperSession.start(app.store, ["Ana", "Ben"], (VALID, VALID), first=first)
    app.play(session)
    screen = app.screens.current_screen
    boards = [screen.ids.board0.ids.grid, screen.ids.board1.ids.grid]
    return screen, boards


def push(screen, boards, seat, cell):
    """`seat` taps `cell` on their board; the simulated wall reports the push through the grid."""
    before = len(screen.session.log)
    tap(boards[seat].squares[cell])
    wait_until(lambda: len(screen.session.log) > before)


def test_a_tapped_square_falls_through_the_sensor_grid_onto_the_board(app):
    """Rulebook, How to Play: "Collect the fallen gem/rock immediately and place it on your memory
    board on the grid corresponding to the wall square you just pushed." """
    screen, boards = open_table(app, first=1)
    assert screen.ids.turn.text == "Ben's turn"
    push(screen, boards, 1, cell_index("C1"))
    assert boards[1].squares[cell_index("C1")].text == "Y"
    assert screen.ids.turn.text == "Ana's turn"
    assert screen.ids.log.text.startswith("Ben pushed C1: yellow gem. 1 red gem is located")
    screenshot("mine_deeper_table_first_push")


def test_a_push_out_of_turn_is_shown_with_its_reason_and_not_counted(app):
    screen, boards = open_table(app, first=0)
    push(screen, boards, 1, cell_index("A1"))
    assert "not counted" in screen.ids.alert.text and "turn" in screen.ids.alert.text
    assert boards[1].squares[cell_index("A1")].text == ""
    assert boards[1].squares[cell_index("A1")].marked
    screenshot("mine_deeper_table_alert")


def test_undo_takes_the_last_push_back(app):
    screen, boards = open_table(app, first=0)
    push(screen, boards, 0, cell_index("B1"))
    assert boards[0].squares[cell_index("B1")].text == "R"
    tap(find(screen, Button, text="Undo")[0])
    assert boards[0].squares[cell_index("B1")].text == ""
    assert screen.ids.turn.text == "Ana's turn"
    assert screen.ids.log.text.startswith("Undone: Ana's push of B1 on Ben's wall.")


def test_the_fifth_red_gem_wins_and_opens_the_next_game(app):
    """Rulebook, Game End: "As soon as a player collects all 5 red gems on their memory board the
    game ends immediately and that player is the winner!" """
    screen, boards = open_table(app, first=0)
    rocks = [cell_index(c) for c in ("A1", "A2", "A3", "A4")]
    for red, rock in zip(REDS, rocks, strict=False):
        push(screen, boards, 0, red)
        push(screen, boards, 1, rock)
    push(screen, boards, 0, REDS[-1])
    assert screen.ids.turn.text == "Ana wins game 1!"
    assert screen.ids.board0.ids.reds.text == "5 of 5 red gems"
    assert not screen.ids.next_game.disabled
    screenshot("mine_deeper_table_won")
    tap(screen.ids.next_game)
    assert app.screens.current == "mine_deeper_setup"
    setup = app.screens.current_screen
    assert setup.ids.north.ids.name.text == "Ana" and setup.ids.north.ids.name.disabled
    assert setup.first == 1  # "the loser of the last game goes first"
    setup.ids.north.cells = list(VALID.cells)
    setup.ids.south.cells = list(VALID.cells)
    tap(setup.ids.start)
    assert app.screens.current == "mine_deeper_table"
    assert screen.ids.turn.text == "Ben's turn" and screen.title.startswith("Mine Deeper  game 2")


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
    wait_until(lambda: app.leds.state().alert != "on", timeout=3)  # after the lamp test
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
    wait_until(lambda: "was not the last push" in screen.ids.alert.text)
    assert boards[0].squares[cell_index("A1")].text == ""  # rock: a grey square, still counted
    assert app.session.board(0).pushed() == {cell_index("A1"): "."}
    wall.put_back("north", cell_index("A1"))  # the last push put back: it is undone
    wait_until(lambda: app.session.board(1).pushed() == {})
    assert screen.ids.turn.text == "Ben's turn"
