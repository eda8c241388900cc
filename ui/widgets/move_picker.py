"""A pop-up list of moves to tap: entering a move by hand, or correcting what was seen.

Each choice is a label and what to do when it is tapped. A face-down dig is listed by its
location only; its card is picked in a second list meant for the deploying player's eyes.
"""

from collections.abc import Callable

from kivy.uix.popup import Popup

from ui.kv import load_beside
from ui.widgets.buttons import BigButton


class MovePicker(Popup):
    def __init__(self, title: str, choices: list[tuple[str, Callable[[], None]]], **kwargs):
        super().__init__(title=title, **kwargs)
        box = self.ids.choices
        for label, chosen in choices:
            button = BigButton(text=label, font_size="16sp")
            button.bind(on_release=lambda _b, chosen=chosen: self._pick(chosen))
            box.add_widget(button)

    def show(self) -> None:
        self.open(animation=False)  # no fade: a slow Pi would eat the next tap

    def close(self) -> None:
        self.dismiss(animation=False)

    def _pick(self, chosen: Callable[[], None]) -> None:
        self.close()
        chosen()


load_beside(__file__)
