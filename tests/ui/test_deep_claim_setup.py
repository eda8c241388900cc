"""Deep Claim set-up: players in seat order and the modules, by touch."""

from kivy.uix.togglebutton import ToggleButton

from tests.ui.driver import find, screenshot, tap
from ui.widgets.buttons import BigButton


def test_two_named_players_with_objectives_start_a_game_in_the_contract_draft(app):
    tap(find(app.root, BigButton, text="Deep Claim")[0])
    setup = app.screens.current_screen
    assert app.screens.current == "deep_claim_setup"
    tap(find(setup, ToggleButton, text="2")[0])
    tap(setup.ids.objectives)
    setup.ids.name0.text = "Ana"
    setup.ids.name1.text = "Ben"
    screenshot("deep_claim_setup")
    tap(setup.ids.start)
    assert app.screens.current == "deep_claim_table"
    assert app.session.players == ["Ana", "Ben"]
    assert app.session.setup["objectives"] is True
    table = app.screens.current_screen
    assert table.ids.turn.text == "Ana: draft a contract"


def test_two_seats_with_one_name_are_refused_with_a_reason(app):
    tap(find(app.root, BigButton, text="Deep Claim")[0])
    setup = app.screens.current_screen
    tap(find(setup, ToggleButton, text="2")[0])
    setup.ids.name0.text = setup.ids.name1.text = "Ana"
    tap(setup.ids.start)
    assert app.screens.current == "deep_claim_setup"
    assert "same name" in setup.message
