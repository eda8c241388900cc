"""Mine Deeper set-up: walls entered by taps, checked with offending squares marked."""

from companion.games.mine_deeper import cell_index, orient
from tests.mine_deeper.layouts import VALID
from tests.ui.driver import find, screenshot, tap
from ui.widgets.buttons import BarButton, BigButton

TAPS_FOR = {".": 0, "R": 1, "Y": 2, "P": 3}  # a tap cycles rock -> red -> yellow -> purple


def enter_wall(editor, layout) -> None:
    squares = editor.ids.grid.squares
    for cell, piece in enumerate(layout.cells):
        for _ in range(TAPS_FOR[piece]):
            tap(squares[cell])


def open_setup(app):
    tap(find(app.root, BigButton, text="Mine Deeper")[0])
    assert app.screens.current == "mine_deeper_setup"
    return app.screens.current_screen


def test_a_lone_red_gem_is_marked_and_the_game_cannot_start(app):
    """Rulebook, Advanced Rules: "Purple, yellow, and red gems can NEVER be placed all alone by
    themselves!" """
    setup = open_setup(app)
    north = setup.ids.north
    tap(north.ids.grid.squares[cell_index("C3")])
    assert north.ids.grid.squares[cell_index("C3")].symbol == "R"
    assert cell_index("C3") in north.marked
    assert north.ids.grid.squares[cell_index("C3")].marked
    assert "alone" in north.ids.problems.text or "5 red" in north.ids.problems.text
    assert setup.ids.start.disabled
    screenshot("mine_deeper_setup_lone_red")


def test_two_walls_entered_by_taps_start_the_match(app):
    setup = open_setup(app)
    enter_wall(setup.ids.north, VALID)
    enter_wall(setup.ids.south, VALID)
    assert setup.ids.north.ids.problems.text == "Follows every placement rule."
    setup.ids.north.ids.name.text = "Ana"
    setup.ids.south.ids.name.text = "Ben"
    screenshot("mine_deeper_setup_ready")
    tap(setup.ids.start)
    assert app.screens.current == "mine_deeper_table"
    assert app.screens.current_screen.ids.turn.text == "Ana's turn"
    assert app.session.players == ["Ana", "Ben"]


def test_turn_lays_the_wall_a_quarter_turn_clockwise(app):
    """Rulebook, Game Set-Up: "Each player can apply the key card in any direction they would
    like, on either side of the card." """
    setup = open_setup(app)
    south = setup.ids.south
    enter_wall(south, VALID)
    tap(_button(south, "Turn"))
    assert tuple(south.cells) == orient(VALID, "90").cells
    tap(_button(south, "Flip"))
    assert tuple(south.cells) == orient(orient(VALID, "90"), "flip-0").cells
    assert not south.marked


def _button(root, text):
    from kivy.uix.button import Button

    return find(root, Button, text=text)[0]


def test_a_hidden_wall_shows_nothing_and_takes_no_taps_but_still_starts_the_game(app):
    setup = open_setup(app)
    north = setup.ids.north
    enter_wall(north, VALID)
    enter_wall(setup.ids.south, VALID)
    tap(north.ids.hide)
    assert {square.symbol for square in north.ids.grid.squares} == {"?"}
    tap(north.ids.grid.squares[0])
    assert tuple(north.cells) == VALID.cells  # a tap on a hidden wall changes nothing
    screenshot("mine_deeper_setup_hidden")
    tap(setup.ids.start)
    assert app.screens.current == "mine_deeper_table"


def test_a_key_card_held_up_to_the_wall_camera_fills_the_wall(app, tmp_path, monkeypatch):
    """With a camera on the north face: the first time, the card and the wall filled from it
    teach the card; the next time the card alone fills the editor."""
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
    button = find(setup.ids.north, BarButton, text="Key card")[0]
    tap(button)
    wait_until(lambda: "learnt" in setup.message, timeout=30)
    assert setup.message == "Key card 2, side A learnt from the north face"
    setup.ids.north.clear()
    tap(button)
    wait_until(lambda: setup.message == "Key card 2, side A", timeout=30)
    assert setup.ids.north.layout == VALID and setup.ids.north.valid
    screenshot("mine_deeper_setup_key_card")
