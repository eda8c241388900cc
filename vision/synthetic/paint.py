"""Painting a top-down canvas in millimetres: table cloth, card bodies, printed stickers, hands."""

import random
import zlib

import cv2
import numpy as np

from vision.markers import QUIET_ZONE_MM, marker_image

PX_PER_MM = 2.0
INK, PAPER = 30, 230  # printed black and white seen through a matte sleeve, grey levels


class Canvas:
    """A BGR image of the surface seen from straight above, `margin_mm` beyond its frame."""

    def __init__(self, width_mm: float, height_mm: float, margin_mm: float):
        self.margin_mm = margin_mm
        self.size = (round((width_mm + 2 * margin_mm) * PX_PER_MM),
                     round((height_mm + 2 * margin_mm) * PX_PER_MM))
        self.image = np.zeros((self.size[1], self.size[0], 3), np.uint8)
        self.hands = np.zeros((self.size[1], self.size[0]), np.uint8)

    def px(self, x_mm: float, y_mm: float) -> tuple[float, float]:
        return (x_mm + self.margin_mm) * PX_PER_MM, (y_mm + self.margin_mm) * PX_PER_MM

    def mm_to_px(self) -> np.ndarray:
        """The 3x3 matrix from surface millimetres to canvas pixels."""
        offset = self.margin_mm * PX_PER_MM
        return np.array([[PX_PER_MM, 0, offset], [0, PX_PER_MM, offset], [0, 0, 1]])

    def square(self, x_mm: float, y_mm: float, w_mm: float, h_mm: float,
               turn_deg: float) -> np.ndarray:
        """Corners (canvas px) of a w x h rectangle centred on (x, y), turned clockwise."""
        angle = np.radians(turn_deg)
        along = np.array([np.cos(angle), np.sin(angle)])
        across = np.array([-np.sin(angle), np.cos(angle)])
        centre = np.array(self.px(x_mm, y_mm))
        corners = [(-1, -1), (1, -1), (1, 1), (-1, 1)]
        return np.array([centre + (sx * w_mm * along + sy * h_mm * across) * PX_PER_MM / 2
                         for sx, sy in corners], np.float32)


def cloth(canvas: Canvas, rng: random.Random) -> None:
    """A wood-like table top: slow colour variation and grain (drawn at half size, then scaled)."""
    h, w = canvas.image.shape[0] // 2, canvas.image.shape[1] // 2
    np_rng = np.random.default_rng(rng.getrandbits(32))
    blotches = cv2.resize(np_rng.normal(0, 1, (12, 16)).astype(np.float32), (w, h),
                          interpolation=cv2.INTER_CUBIC)
    grain = np.sin(np.linspace(0, rng.uniform(40, 70), h, dtype=np.float32))[:, None]
    shade = 0.85 + 0.06 * blotches + 0.04 * grain
    base = np.array([rng.uniform(50, 80), rng.uniform(90, 120), rng.uniform(130, 160)])
    small = np.clip(shade[..., None] * base, 0, 255).astype(np.uint8)
    canvas.image[:] = cv2.resize(small, canvas.size, interpolation=cv2.INTER_LINEAR)


def kind_colour(kind: str, face_up: bool) -> tuple[int, int, int]:
    """A stable colour per card kind; every card back is the same dark blue."""
    if not face_up:
        return 110, 50, 40
    code = zlib.crc32(kind.encode())
    return 90 + code % 140, 90 + (code >> 8) % 140, 90 + (code >> 16) % 140


def card_body(canvas: Canvas, x: float, y: float, size_mm: tuple[float, float], turn: float,
              colour: tuple[int, int, int]) -> None:
    corners = canvas.square(x, y, *size_mm, turn).astype(np.int32)
    cv2.fillConvexPoly(canvas.image, corners, colour, cv2.LINE_AA)
    cv2.polylines(canvas.image, [corners], True, (40, 40, 40), 2, cv2.LINE_AA)


def sticker(canvas: Canvas, marker_id: int, x: float, y: float, marker_mm: float,
            turn: float) -> None:
    """A printed sticker: the marker in a white quiet zone with a thin grey cut line."""
    marker_px = round(marker_mm * PX_PER_MM * 4)  # drawn 4x finer than the canvas
    quiet_px = round(QUIET_ZONE_MM * PX_PER_MM * 4)
    side = marker_px + 2 * quiet_px
    patch = np.full((side, side), 255, np.uint8)
    patch[quiet_px:quiet_px + marker_px, quiet_px:quiet_px + marker_px] = marker_image(
        marker_id, marker_px)
    cv2.rectangle(patch, (0, 0), (side - 1, side - 1), 150, 4)
    patch = (INK + patch.astype(np.float32) * (PAPER - INK) / 255).astype(np.uint8)
    target = canvas.square(x, y, marker_mm + 2 * QUIET_ZONE_MM, marker_mm + 2 * QUIET_ZONE_MM,
                           turn)
    source = np.array([[0, 0], [side, 0], [side, side], [0, side]], np.float32)
    _paste(canvas.image, cv2.cvtColor(patch, cv2.COLOR_GRAY2BGR), source, target)


def _paste(image: np.ndarray, patch: np.ndarray, source: np.ndarray, target: np.ndarray) -> None:
    x0, y0 = np.floor(target.min(axis=0)).astype(int)
    x1, y1 = np.ceil(target.max(axis=0)).astype(int) + 1
    x0, y0 = max(x0, 0), max(y0, 0)
    x1, y1 = min(x1, image.shape[1]), min(y1, image.shape[0])
    warp = cv2.getPerspectiveTransform(source, (target - (x0, y0)).astype(np.float32))
    size = (x1 - x0, y1 - y0)
    pixels = cv2.warpPerspective(patch, warp, size, flags=cv2.INTER_LINEAR)
    mask = cv2.warpPerspective(np.full(patch.shape[:2], 255, np.uint8), warp, size)
    region = image[y0:y1, x0:x1]
    alpha = (mask.astype(np.float32) / 255)[..., None]
    region[:] = (pixels * alpha + region * (1 - alpha)).astype(np.uint8)


def hand(canvas: Canvas, x: float, y: float, rng: random.Random,
         shadow: tuple[float, float, float] | None = None) -> None:
    """A hand reaching in from the table's edge, its palm centred on (x, y). `shadow` (dx mm,
    dy mm, darkness 0-1): the soft shadow the lamp casts beside it, under which stickers stay
    in view, only darker."""
    angle = rng.uniform(0, 360)
    skin = (rng.uniform(90, 150), rng.uniform(130, 180), rng.uniform(180, 230))
    mask = np.zeros_like(canvas.hands)
    cx, cy = canvas.px(x, y)
    scale = PX_PER_MM * rng.uniform(0.9, 1.15)
    cv2.ellipse(mask, (round(cx), round(cy)), (round(45 * scale), round(38 * scale)), angle,
                0, 360, 255, -1)
    direction = np.array([np.cos(np.radians(angle)), np.sin(np.radians(angle))])
    side = np.array([-direction[1], direction[0]])
    for offset, length in ((-27, 70), (-9, 80), (9, 76), (26, 62)):
        base = np.array([cx, cy]) + side * offset * scale + direction * 30 * scale
        tip = base + direction * length * scale
        cv2.line(mask, tuple(np.round(base).astype(int)), tuple(np.round(tip).astype(int)), 255,
                 round(15 * scale))
    arm_end = np.array([cx, cy]) - direction * 250 * scale
    cv2.line(mask, (round(cx), round(cy)), tuple(np.round(arm_end).astype(int)), 255,
             round(70 * scale))
    if shadow is not None:
        dx, dy, darkness = shadow
        moved = cv2.warpAffine(mask, np.float32([[1, 0, dx * PX_PER_MM], [0, 1, dy * PX_PER_MM]]),
                               canvas.size)
        soft = cv2.GaussianBlur(moved, (0, 0), 6 * PX_PER_MM).astype(np.float32) / 255
        canvas.image[:] = (canvas.image * (1 - darkness * soft)[..., None]).astype(np.uint8)
    x, y, w, h = cv2.boundingRect(mask)
    region = mask[y:y + h, x:x + w]
    shade = cv2.GaussianBlur(region, (0, 0), 8).astype(np.float32) / 255
    inside = region > 0
    pixels = canvas.image[y:y + h, x:x + w]
    pixels[inside] = (np.array(skin) * (0.75 + 0.25 * shade[inside, None])).astype(np.uint8)
    canvas.hands |= mask


def covered(canvas: Canvas, corners: np.ndarray) -> bool:
    """Does any hand lie over the quadrilateral `corners` (canvas px)?"""
    x, y, w, h = cv2.boundingRect(np.round(corners).astype(np.int32))
    mask = np.zeros((h, w), np.uint8)
    cv2.fillConvexPoly(mask, np.round(corners - (x, y)).astype(np.int32), 255)
    under = canvas.hands[max(y, 0):y + h, max(x, 0):x + w]
    mask = mask[max(-y, 0):max(-y, 0) + under.shape[0], max(-x, 0):max(-x, 0) + under.shape[1]]
    return bool(np.any(under[mask > 0]))
