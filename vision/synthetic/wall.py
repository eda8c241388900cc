"""Synthetic photos of a Mine Deeper wall face under a range of table lights.

A pushed square is a hole: its socket shows the dark tray behind the wall, lit by the same light
as the rest of the face. A hand can reach over the face (the table scenes' hand). Each piece's
shape has its own seed and the camera its own, so pushing a square changes only that square:
successive photos of one seed are frames of one steady camera.
"""

import random
from collections.abc import Collection
from dataclasses import dataclass

import cv2
import numpy as np

from companion.games.mine_deeper import Layout
from companion.games.mine_deeper.grid import PURPLE, RED, ROCK, YELLOW
from vision.markers import TABLE_CORNERS, WALL_CORNER_MARKER_MM
from vision.synthetic import paint
from vision.zones import load_layout

PIECE_BGR = {RED: (40, 35, 190), PURPLE: (150, 50, 120), YELLOW: (40, 195, 225),
             ROCK: (120, 122, 125)}
WALL_BGR = (60, 75, 85)
SOCKET_BGR = (35, 40, 45)
HOLE_BGR = (14, 16, 18)  # the tray behind the wall, seen through an emptied square


@dataclass(frozen=True)
class Light:
    """A table light: overall level and colour (warmth -1 cold LED .. +1 candle-warm)."""

    name: str
    brightness: float
    warmth: float

    def gains(self) -> np.ndarray:
        """Per-channel (B, G, R) gains a camera without white balance would apply."""
        return self.brightness * np.array([1 - 0.3 * self.warmth, 1.0, 1 + 0.25 * self.warmth])


LIGHTS = (
    Light("daylight", 1.0, 0.0),
    Light("bright lamp", 1.4, 0.3),
    Light("dim evening", 0.5, 0.6),
    Light("warm bulb", 0.8, 1.0),
    Light("cold LED", 0.9, -1.0),
    Light("dim cold", 0.45, -0.6),
)
"""The lighting range the wall reader is tested across."""

# The photo: the far edge up to 12 % narrower, turned up to 6 degrees, blur sigma 0.3-1.0 px,
# noise 4 grey levels, light falling off up to 30 % across the frame.
KEYSTONE, TILT_DEG, BLUR_SIGMA, NOISE_SIGMA, GRADIENT = 0.12, 6.0, (0.3, 1.0), 4.0, 0.3


def _face_to_image(width_mm: float, height_mm: float, size: tuple[int, int],
                   rng: random.Random) -> np.ndarray:
    """A homography from face millimetres to image pixels: the corner-marker centres fill the
    frame (leaving room for the markers), the far edge shrunk and the whole turned a little."""
    image_w, image_h = size
    margin = 0.07 * image_h
    scale = min((image_w - 2 * margin) / width_mm, (image_h - 2 * margin) / height_mm)
    half_w, half_h = width_mm * scale / 2, height_mm * scale / 2
    shrink = rng.uniform(0, KEYSTONE) * half_w
    quad = np.array([[-half_w + shrink, -half_h], [half_w - shrink, -half_h],
                     [half_w, half_h], [-half_w, half_h]])
    angle = np.radians(rng.uniform(-TILT_DEG, TILT_DEG))
    turn = np.array([[np.cos(angle), -np.sin(angle)], [np.sin(angle), np.cos(angle)]])
    # Turning can push a corner out of the frame: shrink to fit again.
    quad = quad @ turn.T
    fit = min(1.0, (image_w / 2 - margin) / np.abs(quad[:, 0]).max(),
              (image_h / 2 - margin) / np.abs(quad[:, 1]).max())
    quad = quad * fit + (image_w / 2, image_h / 2)
    face = np.array([[0, 0], [width_mm, 0], [width_mm, height_mm], [0, height_mm]])
    return cv2.getPerspectiveTransform(face.astype(np.float32), quad.astype(np.float32))


def _light_and_lens(image: np.ndarray, rng: random.Random) -> np.ndarray:
    """Uneven light, blur and noise, in the order a camera adds them."""
    h, w = image.shape[:2]
    np_rng = np.random.default_rng(rng.getrandbits(32))
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    angle = rng.uniform(0, 2 * np.pi)
    ramp = (xs / w - 0.5) * np.cos(angle) + (ys / h - 0.5) * np.sin(angle)
    light = 1.0 - GRADIENT * (ramp + 0.5) * rng.uniform(0.5, 1.0)
    out = image.astype(np.float32) * light[..., None]
    out = cv2.GaussianBlur(out, (0, 0), rng.uniform(*BLUR_SIGMA))
    out += np_rng.normal(0, NOISE_SIGMA, out.shape).astype(np.float32)
    return np.clip(out, 0, 255).astype(np.uint8)


@dataclass(frozen=True)
class WallScene:
    image: np.ndarray  # BGR uint8
    layout: Layout  # the truth
    empty: frozenset[int]  # the squares pushed out (holes), indices 0-24
    light: Light
    face_to_image: np.ndarray  # 3x3 homography: wall-face mm -> image px


def _piece(canvas: paint.Canvas, piece: str, cell: tuple[float, float, float, float],
           rng: random.Random) -> None:
    x, y, w, h = cell
    cx, cy = canvas.px(x + w / 2, y + h / 2)
    radius = min(w, h) * paint.PX_PER_MM * 0.38
    sides = 8 if piece != ROCK else rng.randint(6, 9)
    angles = np.linspace(0, 2 * np.pi, sides, endpoint=False) + rng.uniform(0, np.pi)
    spread = 0.05 if piece != ROCK else 0.18
    radii = radius * (1 + np.array([rng.uniform(-spread, spread) for _ in angles]))
    points = np.stack([cx + radii * np.cos(angles), cy + radii * np.sin(angles)], 1)
    colour = np.array(PIECE_BGR[piece], float) * rng.uniform(0.9, 1.1)
    cv2.fillConvexPoly(canvas.image, points.astype(np.int32), colour.tolist(), cv2.LINE_AA)
    # Facet shading and a specular highlight: the cell's median must look past both.
    inner = (points - (cx, cy)) * 0.55 + (cx, cy)
    cv2.fillConvexPoly(canvas.image, inner.astype(np.int32), (colour * 1.15).clip(0, 255).tolist(),
                       cv2.LINE_AA)
    spot = (round(cx - radius * 0.35), round(cy - radius * 0.35))
    cv2.circle(canvas.image, spot, round(radius * 0.15), (245, 245, 245), -1, cv2.LINE_AA)


def render_wall(layout: Layout, seed: int, light: Light = LIGHTS[0],
                size: tuple[int, int] = (1280, 720), empty: Collection[int] = (),
                hand_mm: tuple[float, float] | None = None) -> WallScene:
    """A photo of a wall face filled as `layout` except the `empty` squares (indices 0-24), its
    corner markers in view, under `light`; `hand_mm` puts a hand's palm over that point."""
    rng = random.Random(f"wall/{seed}/{light.name}")
    surface = load_layout("mine-deeper")
    face = surface.zone("face")
    canvas = paint.Canvas(surface.width_mm, surface.height_mm, WALL_CORNER_MARKER_MM * 2)
    canvas.image[:] = WALL_BGR
    for index, piece in enumerate(layout.cells):
        x, y, w, h = face.cell_rect(*divmod(index, 5))
        socket = canvas.square(x + w / 2, y + h / 2, w * 0.94, h * 0.94, 0).astype(np.int32)
        cv2.fillConvexPoly(canvas.image, socket, HOLE_BGR if index in empty else SOCKET_BGR)
        if index not in empty:
            _piece(canvas, piece, (x, y, w, h), random.Random(f"wall/{seed}/{index}"))
    for marker_id, (x, y) in zip(TABLE_CORNERS, surface.corners_mm(), strict=True):
        paint.sticker(canvas, marker_id, x, y, WALL_CORNER_MARKER_MM, 0.0)
    if hand_mm is not None:
        paint.hand(canvas, *hand_mm, random.Random(f"wall/{seed}/hand"))
    homography = _face_to_image(surface.width_mm, surface.height_mm, size, rng)
    image = cv2.warpPerspective(canvas.image, homography @ np.linalg.inv(canvas.mm_to_px()),
                                size, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    lit = np.clip(image.astype(np.float32) * light.gains(), 0, 255).astype(np.uint8)
    return WallScene(_light_and_lens(lit, rng), layout, frozenset(empty), light,
                     homography)


def render_key_card(marker_id: int, layout: Layout, seed: int, light: Light = LIGHTS[0],
                    size: tuple[int, int] = (1280, 720)) -> np.ndarray:
    """A photo of one side of a key card held up to the wall camera: the card's picture of
    `layout` (squares of the pieces' colours) and, in its corner, the sticker `marker_id`."""
    rng = random.Random(f"key card/{seed}/{marker_id}/{light.name}")
    card_mm = 70.0
    canvas = paint.Canvas(card_mm, card_mm, 40.0)
    canvas.image[:] = WALL_BGR
    paint.card_body(canvas, card_mm / 2, card_mm / 2, (card_mm, card_mm), 0.0, (225, 228, 230))
    square = 6.0  # the picture: 5 x 5 squares of 6 mm in the card's lower right
    for index, piece in enumerate(layout.cells):
        row, column = divmod(index, 5)
        corners = canvas.square(34 + column * square + square / 2, 34 + row * square + square / 2,
                                square * 0.9, square * 0.9, 0).astype(np.int32)
        cv2.fillConvexPoly(canvas.image, corners, PIECE_BGR[piece])
    paint.sticker(canvas, marker_id, 17.0, 17.0, 22.0, 0.0)
    homography = _face_to_image(card_mm, card_mm, size, rng)
    image = cv2.warpPerspective(canvas.image, homography @ np.linalg.inv(canvas.mm_to_px()),
                                size, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    lit = np.clip(image.astype(np.float32) * light.gains(), 0, 255).astype(np.uint8)
    return _light_and_lens(lit, rng)
