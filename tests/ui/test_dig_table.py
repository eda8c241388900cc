"""DIG at the table: a gallery dug by taps, gems counted, an impossible draw refused, Finish
asked first and ending on the winner card."""

from kivy.uix.button import Button

from tests.ui.audit import assert_readable, band_needs, on_top
from tests.ui.driver import find, frames, screenshot, tap
from ui import theme
from ui.widgets.buttons import BigButton, Toggle
from ui.widgets.dialogs import Dialog
from ui.widgets.winner_card import WinnerCard


def open_dig(app):
    tap(find(app.root, BigButton, text="DIG")[0])
    setup = app.screens.current_screen
    tap(find(setup, Toggle, text="2")[0])
    setup.ids.name0.text, setup.ids.name1.text = "Ana", "Ben"
    tap(setup.ids.start)
    assert app.screens.current == "dig_table"
    frames(2)
    return app.screens.current_screen


def card(screen, name):
    return find(screen.ids.cards, Button, text=name)[0]


def row_button(screen, seat, text):
    rows = list(reversed(screen.ids.players.children))
    return find(rows[seat], Button, text=text)[0]


def gems(screen):
    return [chip.value for chip in reversed(screen.ids.band.ids.scores.children)]


def test_a_gallery_dug_by_taps_pays_its_rune_to_its_owner(app):
    """Rulebook: "Rune: Worth 1 Gem. Keep this card after the Gallery closes"."""
    screen = open_dig(app)
    assert_readable(at_least=band_needs(screen.ids.band))
    screenshot("dig_table")
    tap(row_button(screen, 1, "Dig"))  # Ben digs
    assert screen.ids.band.ids.turn.text == "BEN — TAP EACH CARD"
    tap(screen.ids.recruit)
    tap(card(screen, "iron"))
    tap(card(screen, "rune"))
    assert screen.ids.gallery.text.startswith("Ben's gallery: 1. iron (recruit), 2. rune")
    assert_readable(at_least=band_needs(screen.ids.band))
    screenshot("dig_gallery")
    tap(card(screen, "exit"))
    assert gems(screen) == ["0", "1"]
    assert screen.ids.players.parent == screen.ids.content  # the gallery closed


def test_a_first_card_without_a_recruit_is_refused_with_the_rule(app):
    screen = open_dig(app)
    tap(row_button(screen, 0, "Dig"))
    tap(card(screen, "gold"))
    assert screen.ids.message.text.startswith("Not counted:")
    assert "recruit" in screen.ids.message.text
    assert screen.ids.gallery.text == "Ana's gallery: empty\nClosing now takes 0 gems, 0 runes."


def test_plus_and_minus_one_are_apart(app):
    screen = open_dig(app)
    from tests.ui.audit import gap_between

    assert gap_between(row_button(screen, 0, "+1"), row_button(screen, 0, "−1")) >= 3 * theme.GAP


def test_ten_gems_finish_the_game_after_asking_with_a_winner_card(app):
    screen = open_dig(app)
    assert screen.ids.finish.disabled  # nobody has 10 gems: Finish is not even offered
    for _ in range(10):
        tap(row_button(screen, 0, "+1"))
    tap(screen.ids.finish)
    question = on_top(Dialog)
    assert question.question == "Finish the game? Ana wins with 10 gems."
    assert app.store.history() == []  # nothing ends before the table says so
    tap(find(question, Button, text="Finish")[0])
    card = on_top(WinnerCard)
    assert card.ids.winner.text == f"{theme.seat_mark(0)} ANA WINS!"
    assert_readable(card, at_least={card.ids.winner: theme.BAND_SP})
    screenshot("dig_winner")
    assert app.store.history()[0].result["scores"] == {"Ana": 10, "Ben": 0}
