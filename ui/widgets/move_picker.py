"""A full-screen list of moves to tap: entering a move by hand, or correcting what was seen.

Each choice is a label and what to do when it is tapped. The list shows only what the whole
table may see; a choice that needs a hidden card goes through a hand-off (ui/widgets/hand_off).
"""

from collections.abc import Callable

from kivy.properties import NumericProperty, StringProperty

from ui.kv import load_beside
from ui.widgets.buttons import BigButton
from ui.widgets.dialogs import FullScreen


class MovePicker(FullScreen):
    title = StringProperty("")
    columns = NumericProperty(2)

    def __init__(self, title: str, choices: list[tuple[str, Callable[[], None]]], **kwargs):
        super().__init__(title=title, **kwargs)
        box = self.ids.choices
        for label, chosen in choices:
            button = BigButton(text=label, bold=False, halign="center", valign="middle",
                               shorten=True)
            button.bind(size=lambda b, size: setattr(b, "text_size", (size[0] - 12, size[1])))
            button.bind(on_release=lambda _b, chosen=chosen: self._pick(chosen))
            box.add_widget(button)

    def _pick(self, chosen: Callable[[], None]) -> None:
        self.close()
        chosen()


load_beside(__file__)
