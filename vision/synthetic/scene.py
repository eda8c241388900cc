"""Render a dealt table as a camera would see it, and keep the truth about every card."""

import random
from dataclasses import dataclass

import cv2
import numpy as np

from companion.errors import InputError
from vision.markers import (
    CARD_MARKER_MM,
    QUIET_ZONE_MM,
    TABLE_CORNER_MARKER_MM,
    TABLE_CORNERS,
    Component,
)
from vision.synthetic import paint
from vision.synthetic.camera import DIFFICULTIES, Difficulty, light_and_lens, table_to_image
from vision.synthetic.deal import Table, deal_table


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
    table_to_image: np.ndarray  # 3x3 homography: table mm -> image px

    def visible_cards(self) -> list[CardTruth]:
        return [card for card in self.cards if card.visible]


def _level(difficulty: str) -> Difficulty:
    if difficulty not in DIFFICULTIES:
        raise InputError(f"unknown difficulty {difficulty!r}; have: {', '.join(DIFFICULTIES)}")
    return DIFFICULTIES[difficulty]


def render_table(table: Table, seed: int, difficulty: str = "easy",
                 size: tuple[int, int] = (1280, 720), hands: int | None = None,
                 camera_seed: int | None = None) -> Scene:
    """Photograph `table`: same cards, new light and hands for each seed. The camera's
    perspective follows `camera_seed` (default: `seed`), so a fixed camera can film a table.
    `hands` overrides the difficulty's number of hands."""
    level = _level(difficulty)
    rng = random.Random(f"{seed}/{difficulty}")
    layout = table.layout
    canvas = paint.Canvas(layout.width_mm, layout.height_mm, TABLE_CORNER_MARKER_MM)
    paint.cloth(canvas, rng)
    for place in table.placements:
        colour = paint.kind_colour(place.component.kind, place.face_up)
        paint.card_body(canvas, place.x_mm, place.y_mm, place.component.size_mm,
                        place.orientation_deg, colour)
    for place in table.placements:
        paint.sticker(canvas, place.marker_id, place.x_mm, place.y_mm, CARD_MARKER_MM,
                      place.orientation_deg)
    for marker_id, (x, y) in zip(TABLE_CORNERS, layout.corners_mm(), strict=True):
        paint.sticker(canvas, marker_id, x, y, TABLE_CORNER_MARKER_MM, 0.0)
    count = rng.randint(*level.hands) if hands is None else hands
    for target in rng.sample(table.placements, min(count, len(table.placements))):
        paint.hand(canvas, target.x_mm + rng.uniform(-15, 15),
                   target.y_mm + rng.uniform(-15, 15), rng)
    sticker_mm = CARD_MARKER_MM + 2 * QUIET_ZONE_MM
    cards = tuple(
        CardTruth(place.marker_id, place.component, place.zone, (place.x_mm, place.y_mm),
                  place.orientation_deg, place.face_up,
                  not paint.covered(canvas, canvas.square(place.x_mm, place.y_mm, sticker_mm,
                                                          sticker_mm, place.orientation_deg)))
        for place in table.placements
    )
    camera = random.Random(f"camera/{seed if camera_seed is None else camera_seed}/{difficulty}")
    homography = table_to_image(layout.width_mm, layout.height_mm, size, level, camera)
    image = cv2.warpPerspective(canvas.image, homography @ np.linalg.inv(canvas.mm_to_px()),
                                size, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    return Scene(layout.game, seed, difficulty, light_and_lens(image, level, rng), cards,
                 homography)


def render_scene(game: str, seed: int, difficulty: str = "easy",
                 size: tuple[int, int] = (1280, 720)) -> Scene:
    """A seeded table of `game` ("deep-claim" or "dig") seen at `difficulty` (easy, medium,
    hard); the same arguments always give the same image and truth."""
    table = deal_table(game, seed, _level(difficulty).turn_jitter_deg)
    return render_table(table, seed, difficulty, size)
