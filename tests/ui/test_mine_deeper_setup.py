"""Mine Deeper set-up: each wall entered by its owner alone after a hand-off, checked with the
offending squares marked, and never shown on the shared screen."""

from kivy.core.window import Window
from kivy.uix.button import Button

from companion.games.mine_deeper import cell_index, orient
from tests.companion.games.mine_deeper.layouts import VALID
from tests.ui.audit import assert_readable, on_top
from tests.ui.driver import find, frames, screenshot, tap
from ui.widgets.buttons import BigButton
from ui.widgets.hand_off import HandOff
from ui.widgets.wall_editor import WallEditor
from ui.widgets.wall_grid import WallSquare

TAPS_FOR = {".": 0, "R": 1, "Y": 2, "P": 3}  # a tap cycles rock -> red -> yellow -> purple


def enter_wall(editor, layout) -> None:
    squares = editor.ids.grid.squares
    for cell, piece in enumerate(layout.cells):
        for _ in range(TAPS_FOR[piece]):
            tap(squares[cell])


def open_setup(app):
    tap(find(app.root, BigButton, text="Mine Deeper")[0])
    assert app.screens.current == "mine_deeper_setup"
    frames(2)
    return app.screens.current_screen


def open_wall(setup, seat):
    """The wall's owner takes the screen: the hand-off, then the editor."""
    tap(setup.ids[f"fill{seat}"])
    handoff = on_top(HandOff)
    tap(handoff.ids.reveal)
    return handoff, next(w for w in handoff.walk() if isinstance(w, WallEditor))


def button(root, text):
    return find(root, Button, text=text)[0]


def squares_on_screen():
    return [w for top in Window.children for w in top.walk() if isinstance(w, WallSquare)]


def test_no_wall_is_shown_until_its_owner_asks_and_it_hides_again(app):
    setup = open_setup(app)
    assert squares_on_screen() == []  # hidden by default
    assert_readable()
    screenshot("mine_deeper_setup")
    setup.ids.name0.text = "Ana"
    tap(setup.ids.fill0)
    handoff = on_top(HandOff)
    assert handoff.ids.only.text == "ONLY ANA LOOKS" and squares_on_screen() == []
    assert_readable(handoff)
    tap(handoff.ids.reveal)
    editor = next(w for w in handoff.walk() if isinstance(w, WallEditor))
    enter_wall(editor, VALID)
    assert editor.problems == "Follows every placement rule."
    assert_readable(handoff)
    screenshot("mine_deeper_setup_wall_editor")
    tap(editor.ids.done)
    assert not any(isinstance(w, HandOff) for w in Window.children)
    assert squares_on_screen() == []
    assert tuple(setup.walls[0]) == VALID.cells
    assert setup.ids.fill0.text == "Ana's wall: ready, hidden"
    assert setup.ids.start.disabled  # Ben's wall is still empty


def test_a_lone_red_gem_is_marked_and_the_game_cannot_start(app):
    """Rulebook, Advanced Rules: "Purple, yellow, and red gems can NEVER be placed all alone by
    themselves!" """
    setup = open_setup(app)
    handoff, editor = open_wall(setup, 0)
    tap(editor.ids.grid.squares[cell_index("C3")])
    assert editor.ids.grid.squares[cell_index("C3")].symbol == "R"
    assert editor.ids.grid.squares[cell_index("C3")].marked
    assert "alone" in editor.problems or "5 red" in editor.problems
    screenshot("mine_deeper_setup_lone_red")
    tap(editor.ids.done)
    assert setup.ids.fill0.text == "Fill Player 1's wall" and setup.ids.start.disabled


def test_two_walls_entered_alone_start_the_match(app):
    setup = open_setup(app)
    setup.ids.name0.text, setup.ids.name1.text = "Ana", "Ben"
    for seat in (0, 1):
        _handoff, editor = open_wall(setup, seat)
        enter_wall(editor, VALID)
        tap(editor.ids.done)
    assert not setup.ids.start.disabled
    tap(button(setup, "Ben first"))
    screenshot("mine_deeper_setup_ready")
    tap(setup.ids.start)
    assert app.screens.current == "mine_deeper_table"
    assert app.session.players == ["Ana", "Ben"] and app.session.turn == 1


def test_turn_lays_the_wall_a_quarter_turn_clockwise(app):
    """Rulebook, Game Set-Up: "Each player can apply the key card in any direction they would
    like, on either side of the card." """
    setup = open_setup(app)
    _handoff, editor = open_wall(setup, 1)
    enter_wall(editor, VALID)
    tap(button(editor, "Turn"))
    assert tuple(editor.cells) == orient(VALID, "90").cells
    tap(button(editor, "Flip"))
    assert tuple(editor.cells) == orient(orient(VALID, "90"), "flip-0").cells
    assert not editor.marked
    tap(editor.ids.done)


def test_a_key_card_held_up_to_the_wall_camera_fills_the_wall(app, tmp_path, monkeypatch):
    """With a camera on the north face (player 1's wall): the first time, the card and the wall
    filled from it teach the card; the next time the card alone fills the editor."""
    from companion.games.mine_deeper import Layout
    from tests.ui.driver import wait_until
    from vision.sources.base import FrameSource
    from vision.synthetic.wall import render_key_card, render_wall

    class Photos(FrameSource):
        def __init__(self, images):
            self.images = list(images)

        def read(self):
            return self.images.pop(0) if self.images else None

    card = render_key_card(31, Layout(tuple("." * 25)), seed=1)
    shown = [[card, render_wall(VALID, seed=2).image], [card]]
    camera = app.wall_camera
    monkeypatch.setattr(camera, "face", "north")
    monkeypatch.setattr(camera, "book_path", tmp_path / "key-cards.json")
    monkeypatch.setattr(camera, "_open", lambda: Photos(shown.pop(0)))
    setup = open_setup(app)
    handoff, editor = open_wall(setup, 0)
    tap(editor.ids.key_card)
    wait_until(lambda: "learnt" in setup.message, timeout=30)
    assert setup.message == "Key card 2, side A learnt from the north face"
    tap(button(editor, "Clear"))
    tap(editor.ids.key_card)
    wait_until(lambda: setup.message == "Key card 2, side A", timeout=30)
    assert editor.layout == VALID and editor.valid
    assert_readable(handoff)
    screenshot("mine_deeper_setup_key_card")
    tap(editor.ids.done)
    _handoff, other = open_wall(setup, 1)
    assert other.ids.key_card.opacity == 0  # the camera watches the north face only
    tap(other.ids.done)
