"""Deep Shelf score pad: tallies tapped in, scored with a rule beside every number, the winner
on a full-screen card."""

from kivy.uix.button import Button
from kivy.uix.label import Label

from tests.ui.audit import assert_readable, on_top
from tests.ui.driver import find, frames, screenshot, tap
from ui import theme
from ui.widgets.buttons import BigButton, Toggle
from ui.widgets.winner_card import WinnerCard


def open_pad(app, names=("Ana", "Ben")):
    tap(find(app.root, BigButton, text="Deep Shelf")[0])
    setup = app.screens.current_screen
    tap(find(setup, Toggle, text=str(len(names)))[0])
    for seat, name in enumerate(names):
        setup.ids[f"name{seat}"].text = name
    tap(setup.ids.start)
    assert app.screens.current == "deep_shelf_pad"
    frames(2)
    return app.screens.current_screen


def test_tapped_tallies_are_scored_with_reasons_and_the_game_goes_to_history(app):
    """Rulebook, Endgame Scoring: the most structures in the Shallows score 7, the next 3."""
    pad = open_pad(app)
    for _ in range(3):
        tap(pad.cells["Ana", "shallows"])
    tap(pad.cells["Ben", "shallows"])
    tap(pad.ids.subtract)
    tap(pad.cells["Ana", "shallows"])  # one taken off again: Ana 2, Ben 1
    assert pad.cells["Ana", "shallows"].text == "2"
    tap(pad.cells["Ben", "deep_explorer"])
    assert_readable()
    screenshot("deep_shelf_pad")
    tap(pad.ids.score)
    card = on_top(WinnerCard)
    assert card.ids.winner.text == f"{theme.seat_mark(0)} ANA WINS!"
    assert "Ana   7 VP" in card.ids.scores.text
    assert_readable(card, at_least={card.ids.winner: theme.BAND_SP,
                                    card.ids.scores: theme.READ_SP})
    screenshot("deep_shelf_winner")
    tap(find(card, Button, text="Close")[0])
    texts = [w.text for w in find(pad.ids.grid, Label)]
    row = texts.index("shallows")
    assert texts[row + 1:row + 4] == ["7", "3", "most structures in the Shallows: 7 / 3 / 1, "
                                                "ties share"]
    assert pad.ids.message.text == "Ana wins. The game is in the history."
    assert app.store.history()[0].result["scores"] == {"Ana": 7, "Ben": 6}
    assert_readable()
    screenshot("deep_shelf_scored")


def test_four_long_names_fit_and_stay_readable(app):
    open_pad(app, ("Alexandra", "Bartholomew", "Christabel", "Dominique"))
    assert_readable()
    screenshot("deep_shelf_pad_four")


def test_two_deep_explorers_are_refused_with_the_rule(app):
    pad = open_pad(app)
    tap(pad.cells["Ana", "deep_explorer"])
    tap(pad.cells["Ben", "deep_explorer"])
    tap(pad.ids.score)
    assert pad.ids.message.text.startswith("Cannot be scored:")
    assert "only one" in pad.ids.message.text and app.store.history() == []
