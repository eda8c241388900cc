"""Every screen that is not a game table, measured as drawn: text sizes, targets and their gaps,
contrast (the game tables are measured in their own tests, in each of their states)."""

import random

import pytest

from companion.sessions.dig import DigSession
from tests.ui.audit import assert_readable, smallest
from tests.ui.driver import find, frames, screenshot, tap
from ui import theme
from ui.widgets.buttons import BarButton, BigButton, Toggle

SCREENS = ("home", "settings", "history", "hardware_check", "calibration", "dig_setup",
           "deep_shelf_setup")


@pytest.mark.parametrize("name", SCREENS)
def test_the_screen_is_readable_and_finger_sized(app, name):
    if name == "history":  # with a finished game in it
        session = DigSession.start(app.store, ["Alexandra", "Bartholomew", "Chris", "Dee"],
                                   seed=1, table_hill=False)
        moves = random.Random(1)
        while not session.over:
            session.propose(moves.choice(session.choices()))
    if name.endswith("_setup"):
        app.new_game(name)
        tap(find(app.screens.current_screen, Toggle, text="4")[0])
    else:
        app.show(name)
    frames(3)
    assert_readable()
    figures = smallest()
    assert figures["text_sp"] >= theme.MIN_SP
    screenshot(f"screen_{name}")


def test_home_offers_an_unfinished_game_with_its_players_names(app):
    DigSession.start(app.store, ["Ana", "Ben"])
    app.show("settings")
    app.show("home")
    frames(2)
    offered = find(app.screens.current_screen, BarButton, text="DIG: Ana vs Ben")
    assert offered
    assert_readable()
    screenshot("screen_home_resume")
    assert find(app.screens.current_screen, BigButton, text="Deep Claim")
