"""The Deep Shelf table follows turns: whose turn, the two cards played, the Overworked card,
the upkeep due, the Market, the Research Tracks and the collapse marker, as moves are tapped in."""

from kivy.core.window import Window
from kivy.uix.button import Button
from kivy.uix.togglebutton import ToggleButton

from companion.games.deep_shelf.actions import PlayCard
from tests.ui.driver import find, frames, screenshot, tap, wait_until
from ui.widgets.buttons import BigButton
from ui.widgets.move_picker import MovePicker


def enter(screen, label):
    """Tap "Enter move", then the move called `label`."""
    tap(screen.ids.enter)
    picker = next(w for w in Window.children if isinstance(w, MovePicker))
    labels = [b.text for b in find(picker, Button)]
    assert label in labels, labels
    tap(next(b for b in find(picker, Button) if b.text == label))


def follow_a_game(app):
    tap(find(app.root, BigButton, text="Deep Shelf")[0])
    setup = app.screens.current_screen
    tap(find(setup, ToggleButton, text="2")[0])
    setup.ids.name0.text, setup.ids.name1.text = "Ana", "Ben"
    tap(setup.ids.first_game)
    tap(setup.ids.follow)
    assert app.screens.current == "deep_shelf_table"
    wait_until(lambda: app.leds.state().alert != "on", timeout=3)  # the lamp test is over
    return app.screens.current_screen


def test_turns_are_followed_on_screen_as_moves_are_tapped_in(app):
    screen = follow_a_game(app)
    assert "Ana[/color][/b] to choose a faction" in screen.ids.turn.text
    for move in ("Ana plays Mobius Incorporated", "Ben plays Cogent Industrial",
                 "Ana claims Dock 1", "Ben claims Dock 2"):
        enter(screen, move)
    # a first game: scientists on Extract; Cogent (play initiative 1) starts
    assert "Ben[/color][/b] to play an Action Card" in screen.ids.turn.text
    for move in ("Ben plays Process Ore", "Ben plays Home Base"):
        enter(screen, move)
    assert "Ben[/color][/b] to trade at the Market" in screen.ids.turn.text
    assert "1st card: [b]Process Ore[/b]" in screen.ids.cards.text
    assert "2nd card: [b]Home Base[/b]" in screen.ids.cards.text
    enter(screen, "Ben buys 1 Kelp")
    enter(screen, "Ben is done with this step")
    assert "Ana[/color][/b] to play an Action Card" in screen.ids.turn.text
    enter(screen, "Ana plays Move")
    assert "1st card: [b]Move[/b]" in screen.ids.cards.text
    assert "Overworked: [b]none[/b]" in screen.ids.cards.text
    assert "Upkeep due: [b]0[/b]" in screen.ids.cards.text
    market = screen.ids.market.text
    assert "Kelp [b]4[/b]" in market and "Gold [b]7[/b]" in market  # Ben's buy made Kelp dearer
    assert "Ecology (to 8):" in screen.ids.research.text
    assert "Exploitation [b]0[/b]" in screen.ids.collapse.text
    assert "Collapse at 10" in screen.ids.collapse.text
    assert "Ben buys 1 Kelp for 3 Credits" in screen.ids.log.text
    screenshot("deep_shelf_table")


def test_an_overworked_card_is_held_with_its_reason_until_taken_back(app):
    screen = follow_a_game(app)
    session = app.session
    for move in ("Ana plays Mobius Incorporated", "Ben plays Cogent Industrial",
                 "Ana claims Dock 1", "Ben claims Dock 2", "Ben plays Process Ore",
                 "Ben plays Build", "Ben is done with this step", "Ana plays Process Ore",
                 "Ana plays Home Base",
                 "Ana is done with this step"):
        enter(screen, move)
    assert not session.propose(PlayCard(1, "build"))
    frames(1)
    assert screen.ids.held.opacity == 1
    assert "Build is Overworked: it was Ben's second card last turn" in screen.ids.held_label.text
    assert screen.ids.enter.disabled
    screenshot("deep_shelf_held_overworked")
    tap(find(screen.ids.held, Button, text="Taken back")[0])
    assert session.held is None and screen.ids.held.opacity == 0
    assert "Overworked: [b]Build[/b]" in screen.ids.cards.text
