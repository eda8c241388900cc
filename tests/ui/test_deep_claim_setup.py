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


def test_the_first_player_is_chosen_at_set_up(app):
    """"Choose a first player and give them the hammer": seat 3 of three leads the draft."""
    tap(find(app.root, BigButton, text="Deep Claim")[0])
    setup = app.screens.current_screen
    tap(find(setup, ToggleButton, text="3")[0])
    for seat, name in enumerate(("Ana", "Ben", "Cy")):
        setup.ids[f"name{seat}"].text = name
    tap(setup.ids.first2)
    screenshot("deep_claim_setup_first_player")
    tap(setup.ids.start)
    assert app.session.setup["first"] == 2
    assert app.session.game.waiting_for == ("draft", 2)
    assert app.screens.current_screen.ids.turn.text == "Cy: draft a contract"


def test_a_first_seat_beyond_the_players_falls_back_to_seat_one(app):
    tap(find(app.root, BigButton, text="Deep Claim")[0])
    setup = app.screens.current_screen
    tap(find(setup, ToggleButton, text="4")[0])
    tap(setup.ids.first3)
    tap(find(setup, ToggleButton, text="2")[0])
    assert setup.first == 0 and setup.ids.first3.disabled
