"""Deep Claim set-up: players in seat order and the modules, by touch; names typed on Kivy's
docked on-screen keyboard (a touchscreen has no other)."""

from kivy.core.window import Window
from kivy.uix.vkeyboard import VKeyboard

from tests.ui.audit import assert_readable
from tests.ui.driver import find, frames, screenshot, tap
from ui import theme
from ui.widgets.buttons import BigButton, Toggle


def open_setup(app):
    tap(find(app.root, BigButton, text="Deep Claim")[0])
    assert app.screens.current == "deep_claim_setup"
    frames(2)
    return app.screens.current_screen


def docked_keyboard():
    return next((w for w in Window.children if isinstance(w, VKeyboard)), None)


def test_two_named_players_with_objectives_start_a_game_in_the_contract_draft(app):
    setup = open_setup(app)
    tap(find(setup, Toggle, text="2")[0])
    tap(setup.ids.objectives)
    setup.ids.name0.text = "Ana"
    setup.ids.name1.text = "Ben"
    assert_readable()
    screenshot("deep_claim_setup")
    tap(setup.ids.start)
    assert app.screens.current == "deep_claim_table"
    assert app.session.players == ["Ana", "Ben"]
    assert app.session.setup["objectives"] is True
    frames(2)
    assert app.screens.current_screen.ids.band.ids.turn.text == "ANA — DRAFT A CONTRACT"


def test_focusing_a_name_field_docks_the_on_screen_keyboard_and_its_keys_type(app):
    setup = open_setup(app)
    assert docked_keyboard() is None
    field = setup.ids.name0
    field.text = ""
    tap(field)
    frames(3)
    keyboard = docked_keyboard()
    assert keyboard is not None and keyboard.docked and field.focus
    width, height = keyboard.key_size()
    assert width >= theme.TARGET - 0.5 and height >= theme.TARGET - 0.5
    assert keyboard.key_margin[0] * 2 >= theme.GAP - 0.5  # the gap between two keys
    assert field.to_window(*field.pos)[1] >= keyboard.top - 0.5  # the field stays above it
    screenshot("deep_claim_setup_keyboard")
    for letter in "ana":
        keyboard.dispatch("on_textinput", letter)
    assert field.text == "ana"
    field.focus = False
    frames(3)
    assert docked_keyboard() is None


def test_two_seats_with_one_name_are_refused_with_a_reason(app):
    setup = open_setup(app)
    tap(find(setup, Toggle, text="2")[0])
    setup.ids.name0.text = setup.ids.name1.text = "Ana"
    tap(setup.ids.start)
    assert app.screens.current == "deep_claim_setup"
    assert "same name" in setup.message


def test_the_first_player_is_chosen_at_set_up(app):
    """"Choose a first player and give them the hammer": seat 3 of three leads the draft."""
    setup = open_setup(app)
    tap(find(setup, Toggle, text="3")[0])
    for seat, name in enumerate(("Ana", "Ben", "Cy")):
        setup.ids[f"name{seat}"].text = name
    tap(setup.ids.first2)
    assert setup.ids.first2.text == theme.seat_mark(2)
    assert_readable()
    screenshot("deep_claim_setup_first_player")
    tap(setup.ids.start)
    assert app.session.setup["first"] == 2
    assert app.session.game.waiting_for == ("draft", 2)
    frames(2)
    assert app.screens.current_screen.ids.band.ids.turn.text == "CY — DRAFT A CONTRACT"


def test_a_first_seat_beyond_the_players_falls_back_to_seat_one(app):
    setup = open_setup(app)
    tap(find(setup, Toggle, text="4")[0])
    tap(setup.ids.first3)
    tap(find(setup, Toggle, text="2")[0])
    assert setup.first == 0 and setup.ids.first3.disabled
