"""Deep Shelf score pad: tallies tapped in, scored with a rule beside every number."""

from kivy.uix.label import Label
from kivy.uix.togglebutton import ToggleButton

from tests.ui.driver import find, screenshot, tap
from ui.widgets.buttons import BigButton


def test_tapped_tallies_are_scored_with_reasons_and_the_game_goes_to_history(app):
    """Rulebook, Endgame Scoring: the most structures in the Shallows score 7, the next 3."""
    tap(find(app.root, BigButton, text="Deep Shelf")[0])
    setup = app.screens.current_screen
    tap(find(setup, ToggleButton, text="2")[0])
    setup.ids.name0.text, setup.ids.name1.text = "Ana", "Ben"
    tap(setup.ids.start)
    pad = app.screens.current_screen
    assert app.screens.current == "deep_shelf_pad"
    for _ in range(3):
        tap(pad.cells["Ana", "shallows"])
    tap(pad.cells["Ben", "shallows"])
    tap(pad.ids.subtract)
    tap(pad.cells["Ana", "shallows"])  # one taken off again: Ana 2, Ben 1
    assert pad.cells["Ana", "shallows"].text == "2"
    tap(pad.cells["Ben", "deep_explorer"])
    screenshot("deep_shelf_pad")
    tap(pad.ids.score)
    texts = [w.text for w in find(pad.ids.grid, Label)]
    row = texts.index("shallows")
    assert texts[row + 1:row + 4] == ["7", "3", "most structures in the Shallows: 7 / 3 / 1, "
                                                "ties share"]
    assert pad.ids.message.text == "Ana wins. The game is in the history."
    assert app.store.history()[0].result["scores"] == {"Ana": 7, "Ben": 6}
    screenshot("deep_shelf_scored")


def test_two_deep_explorers_are_refused_with_the_rule(app):
    tap(find(app.root, BigButton, text="Deep Shelf")[0])
    setup = app.screens.current_screen
    tap(find(setup, ToggleButton, text="2")[0])
    setup.ids.name0.text, setup.ids.name1.text = "Ana", "Ben"
    tap(setup.ids.start)
    pad = app.screens.current_screen
    tap(pad.cells["Ana", "deep_explorer"])
    tap(pad.cells["Ben", "deep_explorer"])
    tap(pad.ids.score)
    assert pad.ids.message.text.startswith("Cannot be scored:")
    assert "only one" in pad.ids.message.text and app.store.history() == []
