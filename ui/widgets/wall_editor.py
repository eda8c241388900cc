"""Fill one wall face on screen: tap a square to cycle rock, red, yellow, purple; turn or flip
the whole face the way a key card was laid; deal a random valid face for a quick game; hide it
once filled, so the other player does not see it on the shared screen. With a wall camera
(`camera` True) a "Key card" button asks for the face to be filled from a key card held up to it
(the `on_key_card` event; the set-up screen does the reading).

The face is checked against the placement rules after every change and the squares that break
one are marked, with the rule's words underneath.
"""

import random

from kivy.properties import BooleanProperty, ListProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout

from companion.games.mine_deeper import Layout, cell_index, check, orient
from companion.games.mine_deeper.valid_layouts import layout_from_masks, valid_layout_masks
from ui.kv import load_beside
from ui.widgets import buttons, wall_grid  # noqa: F401  (classes used in wall_editor.kv)

NEXT_PIECE = {".": "R", "R": "Y", "Y": "P", "P": "."}


class WallEditor(BoxLayout):
    title = StringProperty("")
    player = StringProperty("")  # the name typed in
    cells = ListProperty(["."] * 25)
    marked = ListProperty([])
    problems = StringProperty("")
    valid = BooleanProperty(False)
    hidden = BooleanProperty(False)  # covered, so the other player cannot see it
    names_fixed = BooleanProperty(False)  # the next game of a match keeps its players
    camera = BooleanProperty(False)  # a wall camera can read key cards

    def __init__(self, **kwargs):
        self.register_event_type("on_key_card")
        super().__init__(**kwargs)
        self.bind(cells=self._check)
        self._check()

    def on_key_card(self) -> None:
        """Default handler: the button is only shown where someone listens."""

    @property
    def layout(self) -> Layout:
        return Layout(tuple(self.cells))

    def cycle(self, cell: int) -> None:
        cells = list(self.cells)
        cells[cell] = NEXT_PIECE[cells[cell]]
        self.cells = cells

    def turn(self) -> None:
        self.cells = list(orient(self.layout, "90").cells)

    def flip(self) -> None:
        self.cells = list(orient(self.layout, "flip-0").cells)

    def clear(self) -> None:
        self.cells = ["."] * 25
        self.hidden = False

    def deal(self, rng: random.Random | None = None) -> None:
        red, purple, yellow = valid_layout_masks()
        pick = (rng or random.Random()).randrange(len(red))
        self.cells = list(layout_from_masks(red[pick], purple[pick], yellow[pick]).cells)

    def _check(self, *_args) -> None:
        violations = check(self.layout)
        self.valid = not violations
        self.marked = sorted({cell_index(v.cell) for v in violations if v.cell})
        self.problems = violations[0].message if violations else "Follows every placement rule."
        if len(violations) > 1:
            self.problems += f" (+{len(violations) - 1} more)"


load_beside(__file__)
