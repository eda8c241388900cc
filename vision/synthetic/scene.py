"""Render a dealt table as a camera on a real mount would see it, and keep the truth about
every card."""

import random
from dataclasses import dataclass

import cv2
import numpy as np

from companion.errors import InputError
from vision.markers import (
    QUIET_ZONE_MM,
    TABLE_CORNER_MARKER_MM,
    TABLE_CORNERS,
    Component,
)
from vision.synthetic import paint
from vision.synthetic.camera import DIFFICULTIES, Difficulty, Glare, draw_look, photo_faults
from vision.synthetic.deal import Table, deal_table
from vision.synthetic.mount import Mount, place_mount
from vision.table_mapping import Intrinsics
from vision.zones import ZoneLayout

IN_VIEW_MM = TABLE_CORNER_MARKER_MM / 2 + QUIET_ZONE_MM + 10.0  # beyond the corner centres
PIXEL_FOOTPRINT = 0.35  # a sensor pixel integrates light over its area: the canvas is blurred
# by this fraction of a pixel's size on the canvas before sampling


@dataclass(frozen=True)
class CardTruth:
    """What is really on the table for one card."""

    marker_id: int  # the id showing: face id when face up, back id when face down
    component: Component
    zone: str
    position_mm: tuple[float, float]  # sticker centre in the table frame
    orientation_deg: float  # marker's top edge, clockwise from the table's x axis, 0-360
    face_up: bool
    visible: bool  # False when a hand lies over any part of the sticker

    @property
    def covered(self) -> bool:
        return not self.visible


@dataclass(frozen=True)
class Scene:
    game: str
    seed: int
    difficulty: str
    image: np.ndarray  # BGR, uint8, height x width
    cards: tuple[CardTruth, ...]
    table_to_image: np.ndarray  # 3x3 homography: table mm -> ideal (undistorted) image px
    mount: Mount  # the camera that took it

    def visible_cards(self) -> list[CardTruth]:
        return [card for card in self.cards if card.visible]

    @property
    def intrinsics(self) -> Intrinsics:
        """The lens as `companion calibrate intrinsics` would measure it."""
        return Intrinsics(self.mount.matrix, self.mount.distortion, self.mount.size)


def _level(difficulty: str) -> Difficulty:
    if difficulty not in DIFFICULTIES:
        raise InputError(f"unknown difficulty {difficulty!r}; have: {', '.join(DIFFICULTIES)}")
    return DIFFICULTIES[difficulty]


def render_table(table: Table, seed: int, difficulty: str = "easy",
                 size: tuple[int, int] = (1280, 720), hands: int | None = None,
                 camera_seed: int | None = None, frame: int = 0,
                 hands_at: tuple[tuple[float, float], ...] = ()) -> Scene:
    """Photograph `table`. `seed` sets the session's look (table cloth, light, glare, focus,
    exposure); `frame` the moment: where the hands are, the sensor noise, the JPEG. The mount
    follows `camera_seed` (default: `seed`); the same camera seed at another frame size is the
    same camera in another mode. Frames of one seed and camera seed are a fixed camera filming
    the table. `hands` overrides the difficulty's number of hands; `hands_at` adds a hand with
    its palm on each of these table points (mm)."""
    level = _level(difficulty)
    look_rng = random.Random(f"{seed}/{difficulty}")
    moment = random.Random(f"{seed}/{difficulty}/frame {frame}")
    layout = table.layout
    canvas = paint.Canvas(layout.width_mm, layout.height_mm, TABLE_CORNER_MARKER_MM)
    paint.cloth(canvas, look_rng)
    for place in table.placements:
        colour = paint.kind_colour(place.component.kind, place.face_up)
        paint.card_body(canvas, place.x_mm, place.y_mm, place.component.size_mm,
                        place.orientation_deg, colour)
    for place in table.placements:
        paint.sticker(canvas, place.marker_id, place.x_mm, place.y_mm, table.sticker_mm,
                      place.orientation_deg)
    for marker_id, (x, y) in zip(TABLE_CORNERS, layout.corners_mm(), strict=True):
        paint.sticker(canvas, marker_id, x, y, TABLE_CORNER_MARKER_MM, 0.0)
    light_from = look_rng.uniform(0, 2 * np.pi)  # the lamp's side: shadows fall away from it
    count = moment.randint(*level.hands) if hands is None else hands
    palms = [(target.x_mm + moment.uniform(-15, 15), target.y_mm + moment.uniform(-15, 15))
             for target in moment.sample(table.placements, min(count, len(table.placements)))]
    for x, y in palms + list(hands_at):
        reach = moment.uniform(15, 50)
        shadow = (reach * np.cos(light_from), reach * np.sin(light_from),
                  moment.uniform(0.35, 0.6))
        paint.hand(canvas, x, y, moment, shadow)
    sticker_mm = table.sticker_mm + 2 * QUIET_ZONE_MM
    cards = tuple(
        CardTruth(place.marker_id, place.component, place.zone, (place.x_mm, place.y_mm),
                  place.orientation_deg, place.face_up,
                  not paint.covered(canvas, canvas.square(place.x_mm, place.y_mm, sticker_mm,
                                                          sticker_mm, place.orientation_deg)))
        for place in table.placements
    )
    camera = random.Random(f"camera/{seed if camera_seed is None else camera_seed}/{difficulty}")
    extent = (-IN_VIEW_MM, -IN_VIEW_MM, layout.width_mm + IN_VIEW_MM,
              layout.height_mm + IN_VIEW_MM)
    mount = place_mount(extent, size, level.mount, camera)
    look = draw_look(level, _glares(layout, mount, level, look_rng), size[0], look_rng)
    return Scene(layout.game, seed, difficulty,
                 photo_faults(_photograph(canvas, mount), level, look, moment), cards,
                 mount.table_to_image(), mount)


def _photograph(canvas: paint.Canvas, mount: Mount) -> np.ndarray:
    """The canvas as the mount's lens and sensor record it, before any fault."""
    map_x, map_y = mount.image_to_table_maps()
    centre = (mount.size[1] // 2, mount.size[0] // 2)
    mm_per_px = float(np.hypot(map_x[centre[0], centre[1] + 1] - map_x[centre],
                               map_y[centre[0], centre[1] + 1] - map_y[centre]))
    footprint = PIXEL_FOOTPRINT * mm_per_px * paint.PX_PER_MM
    source = cv2.GaussianBlur(canvas.image, (0, 0), footprint) if footprint > 0.3 \
        else canvas.image
    canvas_x, canvas_y = (((m + canvas.margin_mm) * paint.PX_PER_MM).astype(np.float32)
                          for m in (map_x, map_y))
    return cv2.remap(source, canvas_x, canvas_y, cv2.INTER_LINEAR,
                     borderMode=cv2.BORDER_REPLICATE)


def _glares(layout: ZoneLayout, mount: Mount, level: Difficulty,
            rng: random.Random) -> tuple[Glare, ...]:
    """The lamp reflected in glossy sleeves: each spot 40-90 mm across, somewhere over the
    zones where cards lie (the lamp does not move, whatever the cards do)."""
    glares = []
    for _ in range(rng.randint(*level.glare_spots)):
        zone = rng.choice(layout.zones)
        centre_mm = (zone.x + rng.uniform(0, zone.width), zone.y + rng.uniform(0, zone.height))
        near = mount.project(np.array([centre_mm, (centre_mm[0] + 1, centre_mm[1])]))
        px_per_mm = float(np.hypot(*(near[1] - near[0])))
        glares.append(Glare((float(near[0, 0]), float(near[0, 1])),
                            rng.uniform(20, 45) * px_per_mm, rng.uniform(*level.glare)))
    return tuple(glares)


def render_scene(game: str, seed: int, difficulty: str = "easy",
                 size: tuple[int, int] = (1280, 720)) -> Scene:
    """A seeded table of `game` ("deep-claim" or "dig") seen at `difficulty` (easy, medium,
    hard); the same arguments always give the same image and truth."""
    table = deal_table(game, seed, _level(difficulty).turn_jitter_deg)
    return render_table(table, seed, difficulty, size)
