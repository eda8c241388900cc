"""The Ocean Expanse drawn: hex Shelves by zone, tiles with their dice, Dock outlines in their
seat's colour, Tubes across the edges, facilities, units, cubes and the Depth Dragon with its
coloured sides. Tapping a Shelf tells the screen (`on_shelf`), which lists the moves there.

Sizes: the hexes are as big as the widget allows; on the 800x480 table with the band above, a
hex is 53.5 px (10.2 mm) across its flats at 4 players, 57 px at 2: the smallest tap the table
makes on it (hexes share their edges; a tap goes to the nearest centre). Every text on
the board is a chip painted with its own background (so its contrast is known) at 20 sp or more;
what the chips do not say is drawn: each seat's units and facilities in its colour *and* its
shape (● ▲ ■ ◆), Submarines larger than Crawlers, refined cubes outlined in white.

| drawn | meaning |
| --- | --- |
| hex fill | Shallows teal, Deep blue, Trench violet; darker: not explored yet |
| chip "Au5", "Os10", "Kp6", "Ca8" | the tile (Au gold, Pd palladium, Os osmium, Kelp, Cache), die |
| chip "Ec4" ... with "*" | an anomaly tile and its die, its token still on it |
| chip on grey | a tile flipped (depleted or used) |
| seat-coloured chip "E", "S", "L", "W", "X" | Extractor, Smelter, Lab, Worker Complex, Super |
| thick outline | a Dock, in its owner's colour |
| white outline | a Shelf where a legal move is waiting |
| thick bar across an edge | a Tube, in its owner's colour |
| large / small seat shape | a Submarine / a Crawler |
| small squares | cubes on the Shelf |
| red / green / grey edges | the Depth Dragon's sides |
"""

import math

from kivy.graphics import Color, Ellipse, Line, Mesh, Quad, Rectangle, Triangle
from kivy.metrics import dp
from kivy.properties import ColorProperty
from kivy.uix.label import Label
from kivy.uix.widget import Widget

from companion.games.deep_shelf import catalog
from companion.games.deep_shelf.hexes import SIDES, centre
from companion.games.deep_shelf.ocean_view import BoardView, ShelfView
from ui import theme
from ui.kv import load_beside

ZONE_FILL = {"shallows": theme.rgb("#2F6F86"), "deep": theme.rgb("#22406A"),
             "trench": theme.rgb("#3B2A5C")}
CHIP = theme.rgb("#0E1A2B")
USED_CHIP = theme.rgb("#4A4F55")
SIDE_COLOURS = {"red": theme.rgb("#E0453A"), "green": theme.rgb("#3FB950"),
                "plain": theme.rgb("#C9CED6")}
CUBE_COLOURS = {"kelp": "#4CAF50", "slag": "#8A8F96", "raw_gold": "#C9A227", "gold": "#FFD54F",
                "raw_palladium": "#A0A4A8", "palladium": "#E6E6E6", "raw_osmium": "#5C6BC0",
                "osmium": "#9FA8DA"}
ORE_CODES = {"gold": "Au", "palladium": "Pd", "osmium": "Os"}
KIND_CODES = {"kelp": "Kp", "cache": "Ca", "smoker": "Sm", "shipwreck": "Wr", "crystal": "Cr",
              "vent": "Vt", "burrow": "Bu"}
TRENCH_CODES = {"sunken-city": "SC", "pure-ore-seam": "OS", "volcanic-pool": "VP",
                "mushroom-colony": "MC", "self-contained-biome": "SB"}
TRACK_CODES = {"ecology": "Ec", "mineralogy": "Mi", "zoology": "Zo"}
FACILITY_CODES = {"extractor": "E", "smelter": "S", "lab": "L", "worker": "W", "super": "X"}
SQRT3 = math.sqrt(3)


def tile_code(shelf: ShelfView) -> str:
    """The chip on a tile: "Au5", "Ec4*", "Sm"."""
    if shelf.tile is None:
        return ""
    info = catalog.tiles()[shelf.tile]
    kind = info["kind"]
    if kind == "anomaly":
        code = TRACK_CODES[info["track"]]
    elif kind == "ore":
        code = ORE_CODES[info["ore"]]
    elif kind == "trench":
        code = TRENCH_CODES.get(shelf.tile, "T")
    else:
        code = KIND_CODES.get(kind, "?")
    return f"{code}{shelf.die or ''}{'*' if shelf.token else ''}"


class HexChip(Label):
    """A text on the board, painted on its own plain background."""

    bg = ColorProperty(CHIP)


class ShelfBoard(Widget):
    __events__ = ("on_shelf",)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.board: BoardView | None = None
        self.highlight: set[int] = set()
        self.radius = 0.0
        self.centres: dict[int, tuple[float, float]] = {}
        self.bind(pos=self._redraw, size=self._redraw)

    def on_shelf(self, number: int) -> None:
        pass

    def show(self, board: BoardView, highlight: set[int]) -> None:
        self.board, self.highlight = board, set(highlight)
        self._redraw()

    # -- where things are ---------------------------------------------------------------------
    def _layout(self) -> None:
        shelves = self.board.shelves
        raw = {s.number: centre(s.at, 1.0) for s in shelves}
        xs = [x for x, _ in raw.values()]
        ys = [y for _, y in raw.values()]
        width = max(xs) - min(xs) + SQRT3
        height = max(ys) - min(ys) + 2
        self.radius = max(1.0, min(self.width / width, self.height / height))
        left = self.x + (self.width - width * self.radius) / 2 + SQRT3 / 2 * self.radius
        top = self.top - (self.height - height * self.radius) / 2 - self.radius
        self.centres = {n: (left + (x - min(xs)) * self.radius,
                            top - (y - min(ys)) * self.radius) for n, (x, y) in raw.items()}

    def corner(self, number: int, k: int, scale: float = 1.0) -> tuple[float, float]:
        """Corner k of a Shelf's hex (between its sides k and k + 1), y up."""
        x, y = self.centres[number]
        angle = math.radians(30 + 60 * k)
        r = self.radius * scale
        return x + r * math.cos(angle), y + r * math.sin(angle)

    def shelf_at(self, x: float, y: float) -> int | None:
        if not self.centres:
            return None
        number, (cx, cy) = min(self.centres.items(),
                               key=lambda item: (item[1][0] - x) ** 2 + (item[1][1] - y) ** 2)
        return number if math.hypot(cx - x, cy - y) <= self.radius * SQRT3 / 2 else None

    def on_touch_down(self, touch) -> bool:
        if not self.collide_point(*touch.pos):
            return super().on_touch_down(touch)
        number = self.shelf_at(*touch.pos)
        if number is not None:
            self.dispatch("on_shelf", number)
        return True

    # -- drawing --------------------------------------------------------------------------------
    def _redraw(self, *_args) -> None:
        self.canvas.before.clear()
        self.clear_widgets()
        if self.board is None or not self.board.shelves or self.width < 10:
            return
        self._layout()
        with self.canvas.before:
            for shelf in self.board.shelves:
                self._hex(shelf)
            for a, b, seat in self.board.tubes:
                self._tube(a, b, seat)
            for shelf in self.board.shelves:
                self._contents(shelf)
            if self.board.dragon is not None and self.board.dragon in self.centres:
                self._dragon(self.board.dragon)
        for shelf in self.board.shelves:
            self._chips(shelf)

    def _hex(self, shelf: ShelfView) -> None:
        fill = ZONE_FILL[shelf.zone]
        if shelf.tile is None:
            fill = theme.over((0, 0, 0, 0.3), fill)
        Color(*fill)
        points = [c for k in range(SIDES) for c in self.corner(shelf.number, k, 0.97)]
        x, y = self.centres[shelf.number]
        vertices = [x, y, 0, 0]
        for k in range(SIDES + 1):
            cx, cy = self.corner(shelf.number, k % SIDES, 0.97)
            vertices += [cx, cy, 0, 0]
        Mesh(vertices=vertices, indices=list(range(SIDES + 2)), mode="triangle_fan")
        if shelf.docked is not None:
            Color(*theme.seat_colour(shelf.docked))
            Line(points=[c for k in range(SIDES) for c in self.corner(shelf.number, k, 0.9)],
                 close=True, width=dp(2.5))
        if shelf.number in self.highlight:
            Color(*theme.TEXT)
            Line(points=points, close=True, width=dp(1.5))

    def _tube(self, a: int, b: int, seat: int) -> None:
        if a not in self.centres or b not in self.centres:
            return
        (ax, ay), (bx, by) = self.centres[a], self.centres[b]
        points = [ax + (bx - ax) * 0.25, ay + (by - ay) * 0.25,
                  ax + (bx - ax) * 0.75, ay + (by - ay) * 0.75]
        Color(*theme.DARK_TEXT)
        Line(points=points, width=dp(5))
        Color(*theme.seat_colour(seat))
        Line(points=points, width=dp(3))

    def _contents(self, shelf: ShelfView) -> None:
        x, y = self.centres[shelf.number]
        r = self.radius
        for n, unit in enumerate(shelf.units):
            size = r * (0.4 if unit.unit == "sub" else 0.28)
            ux = x + r * (0.5 - 0.32 * (n % 2))
            uy = y - r * (0.1 + 0.32 * (n // 2))
            Color(*theme.DARK_TEXT)
            self._shape(unit.seat, ux, uy, size + dp(3))
            Color(*theme.seat_colour(unit.seat))
            self._shape(unit.seat, ux, uy, size)
        cubes = [kind for kind, n in shelf.cubes.items() for _ in range(n)]
        side = r * 0.2
        for n, kind in enumerate(cubes):
            cx = x - r * 0.22 + (n % 2) * r * 0.26
            cy = y - r * (0.62 + 0.24 * (n // 2))
            if kind in ("gold", "palladium", "osmium"):
                Color(*theme.TEXT)
                Rectangle(pos=(cx - dp(1), cy - dp(1)), size=(side + dp(2), side + dp(2)))
            Color(*theme.rgb(CUBE_COLOURS[kind]))
            Rectangle(pos=(cx, cy), size=(side, side))

    @staticmethod
    def _shape(seat: int, x: float, y: float, size: float) -> None:
        """The seat's shape (● ▲ ■ ◆) centred on (x, y)."""
        half = size / 2
        shape = seat % 4
        if shape == 0:
            Ellipse(pos=(x - half, y - half), size=(size, size))
        elif shape == 1:
            Triangle(points=[x - half, y - half, x + half, y - half, x, y + half])
        elif shape == 2:
            Rectangle(pos=(x - half * 0.85, y - half * 0.85), size=(size * 0.85, size * 0.85))
        else:
            Quad(points=[x, y - half, x + half, y, x, y + half, x - half, y])

    def _dragon(self, number: int) -> None:
        for side, colour in enumerate(self.board.dragon_sides):
            Color(*SIDE_COLOURS[colour])
            a = self.corner(number, side - 1, 0.78)
            b = self.corner(number, side, 0.78)
            Line(points=[*a, *b], width=dp(4))

    def _chips(self, shelf: ShelfView) -> None:
        x, y = self.centres[shelf.number]
        code = tile_code(shelf)
        if code:
            chip = HexChip(text=code, bg=USED_CHIP if shelf.used else CHIP)
            chip.texture_update()
            chip.size = (chip.texture_size[0] + dp(4), chip.texture_size[1])
            chip.center = (x, y + self.radius * 0.5)
            self.add_widget(chip)
        for n, (seat, kind) in enumerate(shelf.facilities):
            badge = HexChip(text=FACILITY_CODES.get(kind, "?"), bg=theme.seat_colour(seat),
                            bold=True)
            badge.texture_update()
            badge.size = (badge.texture_size[0] + dp(6), badge.texture_size[1])
            badge.center = (x - self.radius * 0.42 + n * (badge.width + dp(2)),
                            y - self.radius * 0.3)
            self.add_widget(badge)


load_beside(__file__)
