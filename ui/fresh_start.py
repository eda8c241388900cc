"""At start, a sessions database that failed SQLite's check: the app says so in one line and
offers to set it aside (renamed, kept for recovery, never written to) and start a fresh one.
Until the player chooses, the app holds its games in memory only and the offer covers the
screen, so nothing is played or written."""

import sys
from typing import Any

from kivy.uix.boxlayout import BoxLayout
from kivy.uix.label import Label
from kivy.uix.popup import Popup

from companion.sessions.store import DamagedDatabase, SessionStore, set_aside
from ui.widgets.buttons import BigButton

TITLE = "The saved games cannot be read"
OFFER = ("The companion has not written anything to it. It can set the file aside (renamed, "
         "kept for recovery) and start a fresh one; the games in it are then not resumed here.")
FRESH, QUIT = "Set it aside and start fresh", "Quit"


def offer_fresh_start(app: Any, damage: DamagedDatabase) -> Popup:
    """The offer on screen (and its one line on the process's stderr, for the log)."""
    print(f"companion: {damage}", file=sys.__stderr__, flush=True)
    content = BoxLayout(orientation="vertical", spacing=12, padding=12)
    content.add_widget(Label(text=f"{damage}\n\n{OFFER}", text_size=(600, None),
                             halign="center"))
    buttons = BoxLayout(size_hint_y=None, height=64, spacing=12)
    fresh, leave = BigButton(text=FRESH), BigButton(text=QUIT)
    buttons.add_widget(fresh)
    buttons.add_widget(leave)
    content.add_widget(buttons)
    popup = Popup(title=TITLE, content=content, size_hint=(0.9, 0.8), auto_dismiss=False)

    def start_fresh(_button: Any) -> None:
        set_aside(damage.path)
        app.store.close()
        app.store = SessionStore(damage.path)
        popup.dismiss()
        app.screens.get_screen("home").list_unfinished()

    fresh.bind(on_release=start_fresh)
    leave.bind(on_release=lambda _button: app.stop())
    popup.open()
    return popup
