"""When the sessions database stops taking writes (disk full, a failing SD card), play stops:
a window that cannot be dismissed covers the table, says which move was not saved and that every
move before it is, and offers only to quit. Nothing more is written; the next start resumes the
game at its last saved move."""

import sys

from kivy.app import App
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.label import Label
from kivy.uix.popup import Popup

from ui.widgets.buttons import BigButton

TITLE = "Play stopped: the game can no longer be saved"
ADVICE = ("Every move before this one is saved. Free some space on the storage (or replace "
          "a failing SD card), then start the companion again: the game resumes where it "
          "stopped.")

_shown: list[Popup] = []


def stop_play(problem: str) -> Popup:
    """Show the stop (once, however many writes fail after it) and say it on the process's
    stderr too (Kivy takes sys.stderr over for its log)."""
    if _shown:
        return _shown[0]
    print(f"companion: play stopped: {problem}", file=sys.__stderr__, flush=True)
    content = BoxLayout(orientation="vertical", spacing=12, padding=12)
    content.add_widget(Label(text=f"{problem}\n\n{ADVICE}", text_size=(600, None),
                             halign="center"))
    quit_button = BigButton(text="Quit", size_hint_y=None, height=64)
    quit_button.bind(on_release=lambda _button: App.get_running_app().stop())
    content.add_widget(quit_button)
    popup = Popup(title=TITLE, content=content, size_hint=(0.9, 0.8), auto_dismiss=False)
    popup.bind(on_dismiss=lambda _popup: _shown.clear())
    popup.open()
    _shown.append(popup)
    return popup
