"""Finger-sized buttons shared by every screen (at least 56 px tall on the 800x480 panel)."""

from kivy.uix.button import Button

from ui.kv import load_beside


class BigButton(Button):
    pass


class BarButton(Button):
    """A secondary action in a screen's bottom bar."""


load_beside(__file__)
