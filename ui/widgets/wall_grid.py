"""A 5x5 wall face or memory board: coloured squares, marked squares and a red-chance heat map.

The grid only draws `symbols` (R, P, Y, `.` for a rock, `?` for not pushed yet) and reports
taps as `on_square(cell)`; what a tap means is up to the screen that holds it.
"""

from kivy.properties import (
    AliasProperty,
    BooleanProperty,
    ListProperty,
    NumericProperty,
    StringProperty,
)
from kivy.uix.button import Button
from kivy.uix.gridlayout import GridLayout

from ui.kv import load_beside

COLOURS = {
    "R": (0.85, 0.12, 0.15, 1),
    "P": (0.55, 0.25, 0.75, 1),
    "Y": (0.95, 0.80, 0.15, 1),
    ".": (0.45, 0.42, 0.40, 1),
    "?": (0.16, 0.17, 0.20, 1),
}
LABELS = {"R": "R", "P": "P", "Y": "Y", ".": "", "?": ""}


class WallSquare(Button):
    cell = NumericProperty(0)
    symbol = StringProperty("?")
    marked = BooleanProperty(False)
    heat = NumericProperty(-1.0)  # chance of a red gem here; below 0 when not shown

    def _colour(self) -> list[float]:
        if self.symbol == "?" and self.heat >= 0:
            return [0.16 + 0.8 * self.heat, 0.17 + 0.2 * self.heat, 0.20, 1]
        return list(COLOURS[self.symbol])

    colour = AliasProperty(_colour, bind=("symbol", "heat"))

    def _label(self) -> str:
        if self.symbol == "?" and self.heat >= 0:
            return f"{round(self.heat * 100)}%"
        return LABELS[self.symbol]

    label = AliasProperty(_label, bind=("symbol", "heat"))


class WallGrid(GridLayout):
    symbols = ListProperty(["?"] * 25)
    marked = ListProperty([])  # cells drawn with a warning outline
    heat = ListProperty([])  # 25 chances of a red gem, or empty for no heat map
    interactive = BooleanProperty(True)

    __events__ = ("on_square",)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.squares = [WallSquare(cell=cell) for cell in range(25)]
        for square in self.squares:
            square.bind(on_release=self._tapped)
            self.add_widget(square)
        self._refresh()
        self.bind(symbols=self._refresh, marked=self._refresh, heat=self._refresh)

    def _refresh(self, *_args) -> None:
        for square in self.squares:
            square.symbol = self.symbols[square.cell]
            square.marked = square.cell in self.marked
            square.heat = self.heat[square.cell] if self.heat else -1.0

    def _tapped(self, square: WallSquare) -> None:
        if self.interactive:
            self.dispatch("on_square", square.cell)

    def on_square(self, cell: int) -> None:
        pass


load_beside(__file__)
