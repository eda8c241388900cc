"""The Deep Shelf table follows turns on the Ocean Expanse drawn on screen: moves entered by
tapping Shelves on the board (and "Enter move"), the board redrawn as they are entered, the band
and the race, the details in words, and a held move with its reason; every state measured by the
table audit."""

from kivy.core.window import Window
from kivy.uix.button import Button
from kivy.uix.togglebutton import ToggleButton

from companion.games.deep_shelf.actions import ChooseFaction, PlayCard
from companion.games.deep_shelf.game import Game
from tests.ui.audit import assert_readable, band_needs, smallest
from tests.ui.driver import find, frames, screenshot, tap, wait_until
from ui import theme
from ui.widgets.buttons import BigButton
from ui.widgets.move_picker import MovePicker
from ui.widgets.shelf_board import HexChip


def pick(label):
    """Tap the move called `label` in the picker on screen."""
    picker = next(w for w in Window.children if isinstance(w, MovePicker))
    labels = [b.text for b in find(picker, Button)]
    assert label in labels, labels
    tap(next(b for b in find(picker, Button) if b.text == label))


def enter(screen, label):
    """Tap "Enter move", then the move called `label`."""
    tap(screen.ids.enter)
    pick(label)


def tap_shelf(screen, name, label):
    """Tap Shelf `name` on the drawn board, then the move called `label` among its moves."""
    board = screen.ids.board
    number = next(s.number for s in board.board.shelves if s.name == name)
    x, y = board.centres[number]
    from kivy.tests.common import UnitTestTouch
    touch = UnitTestTouch(x, y)
    touch.touch_down()
    touch.touch_up()
    frames()
    pick(label)


def chips(screen):
    return {c.text for c in find(screen.ids.board, HexChip)}


def follow_a_game(app):
    tap(find(app.root, BigButton, text="Deep Shelf")[0])
    setup = app.screens.current_screen
    tap(find(setup, ToggleButton, text="2")[0])
    setup.ids.name0.text, setup.ids.name1.text = "Ana", "Ben"
    tap(setup.ids.first_game)
    tap(setup.ids.follow)
    assert app.screens.current == "deep_shelf_table"
    wait_until(lambda: app.leds.state().alert != "on", timeout=10)  # the lamp test is over
    return app.screens.current_screen


def set_up(screen):
    """Factions, the set-up tiles (the Trench, a Shallows tile on each Dock) and the Docks."""
    for move in ("Ana plays Mobius Incorporated", "Ben plays Cogent Industrial",
                 "Ana places the Sunken City tile on T1", "Ana places the Volcanic Pool tile on T2",
                 "Ana places the Gold tile on S10", "Ana places the Palladium tile on S16",
                 "Ana claims Dock 3", "Ben claims Dock 2"):
        enter(screen, move)


def test_turns_are_entered_by_tapping_the_drawn_board(app):
    screen = follow_a_game(app)
    band = screen.ids.band
    assert band.headline == "ANA — CHOOSE A FACTION"
    set_up(screen)
    # a first game: scientists on Extract; Cogent (play initiative 1) starts
    assert band.headline == "BEN — PLAY A CARD" and band.seat == 1
    assert {"Os6", "Au5", "Pd5", "SC", "VP"} <= chips(screen)
    enter(screen, "Ben plays Move")
    assert (band.phase, band.caption) == ("1", "MOVE")
    tap_shelf(screen, "S7", "Ben's Submarine moves to S7")
    board = screen.ids.board.board
    assert next(s for s in board.shelves if s.name == "S7").units[0].unit == "sub"
    enter(screen, "Ben ends the move")
    enter(screen, "Ben plays Build")
    tap_shelf(screen, "S10", "Ben builds an Extractor on S10")
    assert "E" in chips(screen)  # the Extractor's badge on S10
    assert [chip for chip, _name, _vp in band.scores] == [0, 1]
    assert band.scores[1][2] == 7 + (10 - 3) // 5  # most structures in the Shallows, Credits
    assert band.headline == "BEN — BUILD"  # Cogent builds 2 facilities
    enter(screen, "Ben is done with this step")
    assert band.headline == "ANA — PLAY A CARD"
    enter(screen, "Ana plays Move")
    tap_shelf(screen, "S13", "Ana's Submarine moves to S13")
    enter(screen, "Ana ends the move")
    enter(screen, "Ana plays Extract")
    tap_shelf(screen, "S13", "Ana extracts 1 Raw Osmium at S13, on the Shelf")
    assert "Os5" in chips(screen)  # the die counted down
    s13 = next(s for s in screen.ids.board.board.shelves if s.name == "S13")
    assert s13.cubes == {"raw_osmium": 1}
    frames(2)
    assert_readable(at_least=band_needs(band))
    figures = smallest()
    assert figures["text_sp"] >= theme.MIN_SP and figures["target_px"] >= theme.TARGET - 0.5
    screenshot("deep_shelf_board")
    flats = screen.ids.board.radius * 3 ** 0.5  # a hex across its flats: the tap it takes
    assert flats >= theme.TARGET - 0.5
    print(f"hex across its flats at 2 players: {flats:.1f} px")
    tap(screen.ids.details)
    assert "If the game ended now" in screen.ids.details_text.text
    assert "Ana[/b]: [b]" in screen.ids.details_text.text
    assert_readable(at_least=band_needs(band))
    screenshot("deep_shelf_details")


def test_the_four_player_board_keeps_finger_sized_hexes(app):
    """With no area covered the map is 7 rows tall: its hexes still take a 10 mm finger."""
    screen = follow_a_game(app)
    game = set_up_game(Game.new(["A", "B", "C", "D"], 3))
    screen.ids.band.scores = [(seat, name, 2) for seat, name in enumerate(game.names)]
    frames(2)  # the band with its scores, as in play
    screen.ids.board.show(game.view(None).board, set())
    frames(2)
    flats = screen.ids.board.radius * 3 ** 0.5
    print(f"hex across its flats at 4 players: {flats:.1f} px")
    assert flats >= theme.TARGET - 0.5
    assert len(screen.ids.board.centres) == 50
    assert_readable()
    screenshot("deep_shelf_board_4_players")


def set_up_game(game):
    for seat, faction in enumerate(("cogent", "mobius", "meneswo", "living-ocean")):
        game, _ = game.apply(ChooseFaction(seat, faction))
    while game.waiting["kind"] in ("setup_tile", "dock"):
        game, _ = game.apply(game.legal_actions()[0])
    return game


def test_an_overworked_card_is_held_with_its_reason_until_taken_back(app):
    screen = follow_a_game(app)
    session = app.session
    set_up(screen)
    for move in ("Ben plays Process Ore", "Ben plays Build", "Ben is done with this step",
                 "Ana plays Process Ore", "Ana plays Home Base", "Ana is done with this step"):
        enter(screen, move)
    assert not session.propose(PlayCard(1, "build"))
    frames(1)
    assert screen.ids.held.parent is screen.ids.content.__self__
    assert "Build is Overworked: it was Ben's second card last turn" in screen.ids.held_label.text
    assert screen.ids.enter.disabled
    assert_readable(at_least={**band_needs(screen.ids.band), screen.ids.held_move: theme.READ_SP})
    screenshot("deep_shelf_held_overworked")
    tap(find(screen.ids.held, Button, text="Taken back")[0])
    assert session.held is None and screen.ids.board_box.parent is screen.ids.content.__self__
    assert session.view().players[1].overworked == "Build"
