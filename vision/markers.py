"""The one marker dictionary, the detector settings, and the registry of which id sits on what.

Dictionary: `DICT_APRILTAG_36h10` (2320 ids, any two codes differ in at least 10 of 36 bits,
checked over all four rotations). The design suggested 36h11, but its 587 ids cannot hold the
685 markers the four games need (every card, tile and board, plus a back marker on each card
whose back must be known); 36h10 keeps the same 6x6 grid, so the same printed size reads at the
same distance, and loses one bit of separation. See docs/vision-markers.md.

Ids: 0-3 are the table corners; every other id belongs to one component of one game, listed in
`vision/catalogs/<game>.json`, or, where a game's engine ships its own card catalog with a
`marker` per card (Deep Claim), taken from that catalog so there is one mapping per card. Unlisted
ids are never reported as cards. Which components carry a back marker is a reading of the
rulebooks: docs/rules-notes/markers.md.
"""

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

import cv2
import jsonschema
import numpy as np

from companion.errors import ConfigError

DICTIONARY_NAME = "DICT_APRILTAG_36h10"
TABLE_CORNERS = {0: "top-left", 1: "top-right", 2: "bottom-right", 3: "bottom-left"}
"""Corner marker ids, as seen from the table's reference edge (the camera's bottom edge).
Each corner marker's centre is that corner of the table frame in the zone layout."""

FACE, BACK, CORNER = "face", "back", "corner"

# Printed sizes (black square edge to edge; the white quiet zone is extra, on every side).
CARD_MARKER_MM = 30.0
TABLE_CORNER_MARKER_MM = 50.0
WALL_CORNER_MARKER_MM = 14.0  # the Mine Deeper wall face uses corner ids 0-3 on its frame
QUIET_ZONE_MM = 3.0

CHARUCO_IDS = range(2000, 2017)
"""The camera-calibration ChArUco board's own markers: same dictionary, kept out of catalogs."""


@dataclass(frozen=True)
class Component:
    """One physical card, tile or board, with the id on its face and (if needed) on its back.

    `face_id` is the component's key: both of its markers lead to the same Component."""

    game: str
    kind: str
    name: str
    face_id: int
    back_id: int | None
    size_mm: tuple[float, float]


@dataclass(frozen=True)
class Marker:
    """What a decoded id means: a side of a component, or a table corner (component None)."""

    id: int
    side: str
    component: Component | None = None

    @property
    def name(self) -> str:
        if self.component is None:
            return f"table corner {TABLE_CORNERS[self.id]}"
        suffix = " (back)" if self.side == BACK else ""
        return self.component.name + suffix


@cache
def dictionary() -> cv2.aruco.Dictionary:
    return cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, DICTIONARY_NAME))


def detector_parameters() -> cv2.aruco.DetectorParameters:
    """OpenCV's defaults but for three settings, each measured or needed (docs/vision-markers.md;
    `benchmarks/detector_params.py` compares them)."""
    params = cv2.aruco.DetectorParameters()
    # A sticker is a marker in a white quiet zone in a thin cut line. The default (0.125 of the
    # perimeter) groups the cut-line square with the marker and can keep the wrong one: 3 of 90
    # wall photos lost a corner marker with it, none with 0.02.
    params.minMarkerDistanceRate = 0.02
    # Read bits on 8 px per cell (default 4): blurred and dim markers decode far more often
    # (hard tables 71 % -> 79 % recall of visible cards, wall photos framed 85 -> 87 of 90).
    params.perspectiveRemovePixelPerCell = 8
    # Sub-pixel corners: the homography and the camera calibration both use them.
    params.cornerRefinementMethod = cv2.aruco.CORNER_REFINE_SUBPIX
    return params


def make_detector() -> cv2.aruco.ArucoDetector:
    return cv2.aruco.ArucoDetector(dictionary(), detector_parameters())


def marker_image(marker_id: int, pixels: int) -> np.ndarray:
    """The marker (black border included, no quiet zone) as a `pixels` square grey image."""
    return cv2.aruco.generateImageMarker(dictionary(), marker_id, pixels)


def _engine_entries(source: dict) -> list[dict]:
    """The card list of an engine's own catalog file, whose entries carry their `marker` id."""
    data = json.loads(resources.files(source["package"]).joinpath(source["file"]).read_text())
    return data[source["list"]]


def _expand(game: str, group: dict) -> list[Component]:
    """A catalog group as components. Ids come from the group (`first_id` onwards) or, for a
    `source` group, from the engine catalog's `marker` of each card. Back ids follow the face
    ids, or start at `back_first_id`."""
    if "source" in group:
        entries = _engine_entries(group["source"])
        names = [group["name"].format_map(entry) for entry in entries]
        names = [name[0].upper() + name[1:] for name in names]
        face_ids = [int(entry["marker"]) for entry in entries]
    else:
        if "names" in group:
            names = group["names"]
        else:
            start = group.get("start", 1)
            names = [group["name"].format(n=n) for n in range(start, start + group["count"])]
        face_ids = [group["first_id"] + i for i in range(len(names))]
    back_first = group.get("back_first_id", face_ids[-1] + 1)
    size = (float(group["size_mm"][0]), float(group["size_mm"][1]))
    return [
        Component(game, group["kind"], name, face_id,
                  back_first + i if group.get("back") else None, size)
        for i, (name, face_id) in enumerate(zip(names, face_ids, strict=True))
    ]


def _catalog_files() -> dict[str, dict]:
    folder = resources.files("vision.catalogs")
    schema = json.loads(folder.joinpath("schema.json").read_text())
    catalogs = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(".json") or entry.name == "schema.json":
            continue
        data = json.loads(entry.read_text())
        try:
            jsonschema.validate(data, schema)
        except jsonschema.ValidationError as exc:
            raise ConfigError(f"marker catalog {entry.name}: {exc.message}") from None
        catalogs[data["game"]] = data
    return catalogs


class Registry:
    """Every id of the dictionary that is in use, checked for clashes once at load."""

    def __init__(self, catalogs: dict[str, dict]):
        self.games = tuple(catalogs)
        self.titles = {game: data["title"] for game, data in catalogs.items()}
        self._components: dict[str, list[Component]] = {}
        self._markers: dict[int, Marker] = {i: Marker(i, CORNER) for i in TABLE_CORNERS}
        for game, data in catalogs.items():
            parts = [c for group in data["groups"] for c in _expand(game, group)]
            names = [part.name for part in parts]
            if len(set(names)) != len(names):
                twice = sorted({name for name in names if names.count(name) > 1})
                raise ConfigError(f"marker catalog {game}: names given twice: {twice}")
            self._components[game] = parts
            for part in parts:
                self._add(Marker(part.face_id, FACE, part))
                if part.back_id is not None:
                    self._add(Marker(part.back_id, BACK, part))

    def _add(self, marker: Marker) -> None:
        size = dictionary().bytesList.shape[0]
        if marker.id >= size:
            raise ConfigError(f"marker id {marker.id} ({marker.name}): {DICTIONARY_NAME} "
                              f"has ids 0-{size - 1} only")
        if marker.id in CHARUCO_IDS:
            raise ConfigError(f"marker id {marker.id} ({marker.name}) belongs to the "
                              "calibration board")
        if marker.id in self._markers:
            raise ConfigError(f"marker id {marker.id} is given to both "
                              f"{self._markers[marker.id].name} and {marker.name}")
        self._markers[marker.id] = marker

    def lookup(self, marker_id: int) -> Marker | None:
        return self._markers.get(marker_id)

    def components(self, game: str) -> list[Component]:
        if game not in self._components:
            raise ConfigError(f"no marker catalog for {game!r}; known: {', '.join(self.games)}")
        return list(self._components[game])

    def ids(self) -> list[int]:
        return sorted(self._markers)


@cache
def registry() -> Registry:
    """The registry built from the packaged catalogs (loaded once per process)."""
    return Registry(_catalog_files())
