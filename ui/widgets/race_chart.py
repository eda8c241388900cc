"""The race over the seasons: one line per player, VP after each season."""

from kivy.core.text import Label as CoreLabel
from kivy.graphics import Color, Line, Rectangle
from kivy.properties import DictProperty, ListProperty
from kivy.uix.widget import Widget

from ui.kv import load_beside

SEAT_RGB = ((0.4, 0.85, 0.4), (1, 0.85, 0.3), (0.45, 0.65, 1), (1, 0.45, 0.4))
SEASONS = 4
TICKS = ("start", "I", "II", "III", "IV")


def _text(text: str, x: float, y: float) -> None:
    """Draw `text` with its left edge at x (centred for the ticks), at height y."""
    label = CoreLabel(text=text, font_size=12)
    label.refresh()
    width, height = label.texture.size
    Rectangle(texture=label.texture, pos=(x - width / 2 if len(text) < 6 else x - 12, y),
              size=(width, height))


class RaceChart(Widget):
    race = DictProperty({})  # player -> VP at the start and after each season played
    names = ListProperty([])  # in seat order, for the colours

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.bind(pos=self._draw, size=self._draw, race=self._draw)

    def _draw(self, *_args) -> None:
        self.canvas.after.clear()
        top = max([1, *(vp for points in self.race.values() for vp in points)])
        left, bottom = self.x + 30, self.y + 20
        width, height = self.width - 40, self.height - 30
        with self.canvas.after:
            Color(0.5, 0.5, 0.5, 1)
            Line(points=[left, bottom + height, left, bottom, left + width, bottom], width=1)
            Color(1, 1, 1, 1)
            for n, tick in enumerate(TICKS):
                _text(tick, left + width * n / SEASONS, bottom - 18)
            _text(f"{top} VP", self.x + 2, bottom + height - 14)
            for seat, name in enumerate(self.names):
                points = self.race.get(name, [])
                Color(*SEAT_RGB[seat % len(SEAT_RGB)], 1)
                line = [v for n, vp in enumerate(points)
                        for v in (left + width * n / SEASONS, bottom + height * vp / top)]
                if len(line) >= 4:
                    Line(points=line, width=2)


load_beside(__file__)
