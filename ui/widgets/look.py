"""The app's look in kv (ui/theme.py has the numbers): default text size and colours for every
label, plain-coloured finger-sized buttons and fields, a painted Panel and a SeatBadge."""

from kivy.properties import ColorProperty
from kivy.uix.boxlayout import BoxLayout

from ui import theme
from ui.kv import load_beside


class Panel(BoxLayout):
    """A box painted with one colour, for text drawn on it."""

    bg = ColorProperty(theme.PANEL)


load_beside(__file__)
