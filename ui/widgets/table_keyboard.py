"""Kivy's docked on-screen keyboard, made for fingers on the 7" panel: a layout for names of
twelve key widths a row and four rows (names_keyboard.json), keys at least 10 mm each way with
1.5 mm between them. The window pans so the field being typed in stays above it.

`install()` makes it the keyboard Kivy docks when a text field is focused; the app config's
`ui.keyboard` ("dock" or "systemanddock") is what makes Kivy show it (ui/kivy_config.py).
"""

from pathlib import Path

from kivy.core.window import Window
from kivy.uix.vkeyboard import VKeyboard

from ui import theme

LAYOUT = str(Path(__file__).with_name("names_keyboard.json"))
ROWS, COLUMNS = 4, 12


class TableKeyboard(VKeyboard):
    def __init__(self, **kwargs):
        top, right, bottom, left = (0.03, 0.01, 0.03, 0.01)
        kwargs.setdefault("layout", LAYOUT)
        kwargs.setdefault("margin_hint", [top, right, bottom, left])
        kwargs.setdefault("key_margin", [theme.GAP / 2] * 4)
        kwargs.setdefault("font_size", theme.TEXT_SP)
        kwargs.setdefault("key_background_color", (0.45, 0.47, 0.5, 1))  # darker keys: white
        kwargs.setdefault("background_color", (0.5, 0.5, 0.5, 1))  # letters stand out
        kwargs.setdefault("width", Window.width)
        row = theme.TARGET + theme.GAP  # a key and the space around it
        kwargs.setdefault("height", ROWS * row / (1 - top - bottom))
        super().__init__(**kwargs)

    def key_size(self) -> tuple[float, float]:
        """The smallest key as drawn: (width, height) in window pixels, margins taken off."""
        top, right, bottom, left = self.margin_hint
        width = self.width * self.scale * (1 - left - right) / COLUMNS
        height = self.height * self.scale * (1 - top - bottom) / ROWS
        margin_top, margin_right, margin_bottom, margin_left = self.key_margin
        return width - margin_left - margin_right, height - margin_top - margin_bottom


def install() -> None:
    Window.set_vkeyboard_class(TableKeyboard)
    Window.softinput_mode = "below_target"
