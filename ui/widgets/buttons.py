"""Finger-sized buttons shared by every screen (at least 10 mm, ui/theme.py)."""

from kivy.uix.button import Button
from kivy.uix.togglebutton import ToggleButton

from ui.kv import load_beside
from ui.widgets import look  # noqa: F401  (the app's look comes first)


class BigButton(Button):
    """The screen's main action."""


class BarButton(Button):
    """A secondary action in a screen's bottom bar."""


class Toggle(ToggleButton):
    """On or off (or one of a group); dark text on sky blue when down."""


load_beside(__file__)
