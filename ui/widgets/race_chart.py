"""The race over the seasons: one line per player, VP after each season, each line ending in
its seat's badge (shape and number on the seat's colour), so no line is told by colour alone.
Ticks and badges are Labels, measured like every other text."""

from kivy.graphics import Color, Line, Rectangle
from kivy.metrics import dp, sp
from kivy.properties import DictProperty, ListProperty
from kivy.uix.label import Label
from kivy.uix.widget import Widget

from ui import theme
from ui.kv import load_beside

SEASONS = 4
TICKS = ("0", "I", "II", "III", "IV")


class RaceChart(Widget):
    race = DictProperty({})  # player -> VP at the start and after each season played
    names = ListProperty([])  # in seat order, for the colours and badges

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.bind(pos=self._draw, size=self._draw, race=self._draw, names=self._draw)

    def _draw(self, *_args) -> None:
        self.canvas.after.clear()
        self.clear_widgets()
        top = max([1, *(vp for points in self.race.values() for vp in points)])
        left, bottom = self.x + dp(40), self.y + dp(30)
        width, height = self.width - dp(80), self.height - dp(40)
        with self.canvas.after:
            Color(*theme.MUTED)
            Line(points=[left, bottom + height, left, bottom, left + width, bottom], width=1)
            for seat, name in enumerate(self.names):
                points = self.race.get(name, [])
                Color(*theme.seat_colour(seat))
                line = [v for n, vp in enumerate(points)
                        for v in (left + width * n / SEASONS, bottom + height * vp / top)]
                if len(line) >= 4:
                    Line(points=line, width=dp(2.5))
        for n, tick in enumerate(TICKS):
            self._text(tick, left + width * n / SEASONS, bottom - dp(16))
        self._text(f"{top}", left - dp(20), bottom + height)
        for seat, name in enumerate(self.names):
            points = self.race.get(name, [])
            if points:
                end = (left + width * (len(points) - 1) / SEASONS + dp(16),
                       bottom + height * points[-1] / top + seat * dp(2))
                self._text(theme.seat_mark(seat), *end, seat)

    def _text(self, text: str, x: float, y: float, seat: int | None = None) -> None:
        """A label centred on (x, y); a line's badge on its seat's colour."""
        label = Label(text=text, font_size=sp(theme.MIN_SP), bold=True, size_hint=(None, None),
                      font_name=theme.SHAPE_FONT)
        label.texture_update()
        label.size = (label.texture_size[0] + dp(6), label.texture_size[1])
        label.center = (x, y)
        if seat is not None:
            label.color = theme.text_on(theme.seat_colour(seat))
            with label.canvas.before:
                Color(*theme.seat_colour(seat))
                Rectangle(pos=label.pos, size=label.size)
        self.add_widget(label)


load_beside(__file__)
