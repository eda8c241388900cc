"""DIG at the table: a gallery dug by taps, gems counted, an impossible draw refused."""

from kivy.uix.button import Button
from kivy.uix.label import Label
from kivy.uix.togglebutton import ToggleButton

from tests.ui.driver import find, screenshot, tap
from ui.widgets.buttons import BigButton


def open_dig(app):
    tap(find(app.root, BigButton, text="DIG")[0])
    setup = app.screens.current_screen
    tap(find(setup, ToggleButton, text="2")[0])
    setup.ids.name0.text, setup.ids.name1.text = "Ana", "Ben"
    tap(setup.ids.start)
    assert app.screens.current == "dig_table"
    return app.screens.current_screen


def card(screen, name):
    return find(screen.ids.cards, Button, text=name)[0]


def test_a_gallery_dug_by_taps_pays_its_rune_to_its_owner(app):
    """Rulebook: "Rune: Worth 1 Gem. Keep this card after the Gallery closes"."""
    screen = open_dig(app)
    tap(find(screen.ids.players, Button, text="Dig")[1])  # Ben digs
    tap(screen.ids.recruit)
    tap(card(screen, "iron"))
    tap(card(screen, "rune"))
    assert screen.ids.gallery.text.startswith("Ben's gallery: 1. iron (recruit), 2. rune")
    screenshot("dig_gallery")
    tap(card(screen, "exit"))
    assert "Ben: 1 gems\n(1 runes)" in [w.text for w in find(screen.ids.players, Label)]
    assert screen.ids.gallery.text == "No gallery open."


def test_a_first_card_without_a_recruit_is_refused_with_the_rule(app):
    screen = open_dig(app)
    tap(find(screen.ids.players, Button, text="Dig")[0])
    tap(card(screen, "gold"))
    assert screen.ids.message.text.startswith("Not counted:")
    assert "recruit" in screen.ids.message.text
    assert screen.ids.gallery.text == "Ana's gallery: empty\nClosing now takes 0 gems, 0 runes."


def test_ten_gems_finish_the_game_into_the_history(app):
    screen = open_dig(app)
    plus = find(screen.ids.players, Button, text="+1")[0]
    tap(screen.ids.finish)
    assert "nobody has 10 gems yet" in screen.ids.message.text
    for _ in range(10):
        plus = find(screen.ids.players, Button, text="+1")[0]
        tap(plus)
    tap(screen.ids.finish)
    assert screen.ids.message.text.startswith("Ana wins")
    assert app.store.history()[0].result["scores"] == {"Ana": 10, "Ben": 0}
