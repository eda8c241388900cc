"""Fill one wall face, for its owner's eyes only (it is shown inside a hand-off): tap a square
to cycle rock, red, yellow, purple; turn or flip the whole face the way a key card was laid;
deal a random valid face for a quick game; then hide it again. With a wall camera (`camera`
True) a "Key card" button asks for the face to be filled from a key card held up to it (the
`on_key_card` event; the set-up screen does the reading and says how it went in `note`).

The face is checked against the placement rules after every change and the squares that break
one are marked, with the rule's words beside the wall.
"""

import random

from kivy.properties import BooleanProperty, ListProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout

from companion.games.mine_deeper import Layout, cell_index, check, orient
from companion.games.mine_deeper.valid_layouts import layout_from_masks, valid_layout_masks
from ui import theme
from ui.kv import load_beside
from ui.widgets import buttons, wall_grid  # noqa: F401  (classes used in wall_editor.kv)

NEXT_PIECE = {".": "R", "R": "Y", "Y": "P", "P": "."}


class WallEditor(BoxLayout):
    player = StringProperty("")
    ink = ListProperty(list(theme.TEXT))  # text colour on what the editor is shown over
    cells = ListProperty(["."] * 25)
    marked = ListProperty([])
    problems = StringProperty("")
    valid = BooleanProperty(False)
    camera = BooleanProperty(False)  # a wall camera can read key cards for this face
    note = StringProperty("")  # what the key card reading said

    __events__ = ("on_done", "on_key_card")

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.bind(cells=self._check)
        self._check()

    def on_done(self) -> None:
        pass

    def on_key_card(self) -> None:
        pass

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
