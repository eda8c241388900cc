"""One DIG gallery drawn as a strip of cards, left to right as it lies on the table: each card
coloured by kind, a recruit as a disc in its owner's colour, each gem as a purple dot, and the
places still to come up to the next gem, the gem's place ringed in purple ("where the next
gems fall"). The numbers are told in words beside it by the screen."""

from kivy.graphics import Color, Ellipse, Line, Rectangle
from kivy.metrics import dp
from kivy.properties import ListProperty, ObjectProperty
from kivy.uix.widget import Widget

from ui.kv import load_beside

CARD_COLOURS = {
    "iron": (0.55, 0.57, 0.60), "gold": (0.93, 0.76, 0.20), "diamond": (0.55, 0.85, 0.95),
    "ruby": (0.85, 0.15, 0.22), "rune": (0.55, 0.35, 0.85), "gem-egg": (0.95, 0.92, 0.85),
    "snake": (0.25, 0.65, 0.25), "exit": (0.60, 0.45, 0.30), "gem-room": (0.95, 0.55, 0.75),
    "collapse": (0.10, 0.10, 0.10),
}
GEM = (0.72, 0.30, 0.95)
CARD_WIDTH, GAP = dp(16), dp(2)


class GalleryStrip(Widget):
    gallery = ObjectProperty(None, allownone=True)  # a GalleryView, None for a free place
    colour = ListProperty([1, 1, 1, 1])  # the owner's seat colour

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.bind(pos=self._draw, size=self._draw, gallery=self._draw, colour=self._draw)

    def _draw(self, *_args) -> None:
        self.canvas.clear()
        if self.gallery is None:
            return
        cards = self.gallery.cards
        upcoming = self.gallery.next_gems[:1]
        last = upcoming[0][0] if upcoming else len(cards)
        step = min(CARD_WIDTH + GAP, self.width / max(last, 1))
        height = self.height - dp(4)
        with self.canvas:
            for index, card in enumerate(cards):
                x = self.x + index * step
                Color(*CARD_COLOURS.get(card.card, (0.4, 0.4, 0.4)))
                Rectangle(pos=(x, self.y + dp(2)), size=(step - GAP, height))
                if card.recruit:
                    Color(*self.colour)
                    size = min(step - GAP, dp(10))
                    Ellipse(pos=(x + (step - GAP - size) / 2, self.y + height - size),
                            size=(size, size))
                for gem in range(card.gems):
                    Color(*GEM)
                    Ellipse(pos=(x + 1, self.y + dp(3) + gem * dp(6)), size=(dp(5), dp(5)))
            Color(0.6, 0.6, 0.6, 1)
            for index in range(len(cards), last):  # the places up to the next gem
                x = self.x + index * step
                Line(rectangle=(x, self.y + dp(2), step - GAP, height), dash_length=2,
                     dash_offset=2)
            if upcoming:
                Color(*GEM)
                x = self.x + (last - 1) * step
                Line(rectangle=(x, self.y + dp(2), step - GAP, height), width=dp(1.5))


load_beside(__file__)
