"""Zone layouts: where each kind of card lies, in millimetres of the surface the corners span.

The four corner markers (ids 0-3, see `vision.markers`) sit with their centres on the corners of
the surface: 0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left, as the camera sees it. The
surface frame has its origin at marker 0's centre, x towards marker 1, y towards marker 3, in
millimetres; `width_mm` and `height_mm` are the distances between the marker centres.

A zone is an axis-aligned rectangle `[x, y, width, height]` in that frame. Zones never overlap,
so a point lies in at most one zone; a point in none is "a card in no zone". A zone may carry a
`grid` of `[rows, columns]` cells (a Deep Claim mine, the Mine Deeper wall face).
"""

import json
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

import jsonschema

from companion.errors import InputError, excerpt
from companion.file_input import read_text_file
from companion.json_input import parse_json


@dataclass(frozen=True)
class Zone:
    name: str  # unique in its layout, like "location-2/digs"
    kind: str  # what the zone is for, like "digs" or "gallery"
    group: str | None  # the location or seat it belongs to, like "location-2"
    x: float
    y: float
    width: float
    height: float
    grid: tuple[int, int] | None = None

    def contains(self, point: tuple[float, float]) -> bool:
        px, py = point
        return self.x <= px < self.x + self.width and self.y <= py < self.y + self.height

    def cell_at(self, point: tuple[float, float]) -> tuple[int, int] | None:
        """The (row, column) of the grid cell holding `point`, or None outside or gridless."""
        if self.grid is None or not self.contains(point):
            return None
        rows, columns = self.grid
        row = int((point[1] - self.y) / self.height * rows)
        column = int((point[0] - self.x) / self.width * columns)
        return row, column

    def cell_rect(self, row: int, column: int) -> tuple[float, float, float, float]:
        """The rectangle `(x, y, width, height)` of one grid cell."""
        if self.grid is None:
            raise ValueError(f"zone {self.name} has no grid")
        rows, columns = self.grid
        width, height = self.width / columns, self.height / rows
        return self.x + column * width, self.y + row * height, width, height


@dataclass(frozen=True)
class ZoneLayout:
    game: str
    surface: str  # "table" or "wall face"
    width_mm: float
    height_mm: float
    zones: tuple[Zone, ...]

    def zone_at(self, point: tuple[float, float]) -> Zone | None:
        return next((zone for zone in self.zones if zone.contains(point)), None)

    def zone(self, name: str) -> Zone:
        for zone in self.zones:
            if zone.name == name:
                return zone
        raise KeyError(name)

    def corners_mm(self) -> tuple[tuple[float, float], ...]:
        """Centres of corner markers 0, 1, 2, 3 in the surface frame."""
        w, h = self.width_mm, self.height_mm
        return (0.0, 0.0), (w, 0.0), (w, h), (0.0, h)


def _schema() -> dict:
    return json.loads(resources.files(__package__).joinpath("schema.json").read_text())


def _overlap(a: Zone, b: Zone) -> bool:
    return (a.x < b.x + b.width and b.x < a.x + a.width
            and a.y < b.y + b.height and b.y < a.y + a.height)


def parse_layout(data: object, where: str) -> ZoneLayout:
    """Validate plain JSON data as a zone layout; InputError names `where` and the problem."""
    errors = list(jsonschema.Draft202012Validator(_schema()).iter_errors(data))
    if errors:
        error = min(errors, key=lambda e: len(e.absolute_path))
        key = "/".join(str(p) for p in error.absolute_path) or "(top level)"
        raise InputError(f"{where}: {key}: {excerpt(error.message, 120)}")
    assert isinstance(data, dict)
    surface = data["surface"]
    zones = tuple(
        Zone(z["name"], z["kind"], z.get("group"), *z["rect"],
             grid=tuple(z["grid"]) if "grid" in z else None)
        for z in data["zones"]
    )
    layout = ZoneLayout(data["game"], surface["name"], surface["width_mm"], surface["height_mm"],
                        zones)
    _check_geometry(layout, where)
    return layout


def _check_geometry(layout: ZoneLayout, where: str) -> None:
    names: set[str] = set()
    for index, zone in enumerate(layout.zones):
        if zone.name in names:
            raise InputError(f"{where}: zone {zone.name!r} is named twice")
        names.add(zone.name)
        inside = (zone.x >= 0 and zone.y >= 0 and zone.x + zone.width <= layout.width_mm
                  and zone.y + zone.height <= layout.height_mm)
        if not inside:
            raise InputError(f"{where}: zone {zone.name!r} reaches outside the "
                             f"{layout.width_mm} x {layout.height_mm} mm {layout.surface}")
        for other in layout.zones[:index]:
            if _overlap(zone, other):
                raise InputError(f"{where}: zones {other.name!r} and {zone.name!r} overlap")


def check_corners_clear(layout: ZoneLayout, sticker_mm: float) -> None:
    """No zone may reach under a corner marker's sticker (`sticker_mm` square, centred on its
    corner): a card there would cover the corner marker or be covered by it."""
    half = sticker_mm / 2
    for index, (cx, cy) in enumerate(layout.corners_mm()):
        sticker = Zone(f"corner {index}", "corner", None, cx - half, cy - half, sticker_mm,
                       sticker_mm)
        for zone in layout.zones:
            if _overlap(zone, sticker):
                raise InputError(f"{layout.game} zones: {zone.name!r} reaches under corner "
                                 f"marker {index} (keep {half:g} mm clear of each corner)")


def read_layout(path: Path) -> ZoneLayout:
    """A user's own zone layout file (to fit their table)."""
    return parse_layout(parse_json(read_text_file(path), str(path)), str(path))


def games_with_layouts() -> list[str]:
    files = resources.files(__package__).iterdir()
    return sorted(f.name.removesuffix(".json").replace("_", "-") for f in files
                  if f.name.endswith(".json") and f.name != "schema.json")


def load_layout(game: str) -> ZoneLayout:
    """The shipped layout of `game` ("deep-claim", "dig", "mine-deeper")."""
    if game not in games_with_layouts():
        raise InputError(f"no zone layout for game {game!r} "
                         f"(have: {', '.join(games_with_layouts())})")
    name = game.replace("-", "_") + ".json"
    return parse_layout(json.loads(resources.files(__package__).joinpath(name).read_text()), name)
