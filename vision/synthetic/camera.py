"""How the synthetic camera sees the table: perspective and the faults of a real photo.

Three difficulty levels, each a range of perspective, blur, noise, uneven light, glare and hands.
"""

import random
from dataclasses import dataclass

import cv2
import numpy as np


@dataclass(frozen=True)
class Difficulty:
    keystone: float  # most the far edge shrinks, as a fraction of its width
    tilt_deg: float  # most the table turns in the frame
    turn_jitter_deg: float  # most a card strays from square
    blur_sigma: tuple[float, float]  # Gaussian blur sigma range, pixels
    noise_sigma: float  # sensor noise, grey levels
    gradient: float  # most the light falls off across the frame (0.3 = 30 % darker)
    glare_spots: int
    hands: tuple[int, int]  # how many hands, least and most


DIFFICULTIES = {
    "easy": Difficulty(0.04, 2.0, 3.0, (0.0, 0.5), 2.0, 0.15, 0, (0, 0)),
    "medium": Difficulty(0.12, 5.0, 6.0, (0.4, 0.9), 4.0, 0.3, 1, (1, 2)),
    "hard": Difficulty(0.22, 9.0, 10.0, (0.8, 1.4), 7.0, 0.5, 2, (2, 3)),
}


def table_to_image(width_mm: float, height_mm: float, size: tuple[int, int],
                   level: Difficulty, rng: random.Random) -> np.ndarray:
    """A homography from table millimetres to image pixels: the corner-marker centres fill the
    frame (leaving room for the markers), the far edge shrunk and the whole turned a little."""
    image_w, image_h = size
    margin = 0.07 * image_h
    scale = min((image_w - 2 * margin) / width_mm, (image_h - 2 * margin) / height_mm)
    half_w, half_h = width_mm * scale / 2, height_mm * scale / 2
    shrink = rng.uniform(0, level.keystone) * half_w
    quad = np.array([[-half_w + shrink, -half_h], [half_w - shrink, -half_h],
                     [half_w, half_h], [-half_w, half_h]])
    angle = np.radians(rng.uniform(-level.tilt_deg, level.tilt_deg))
    turn = np.array([[np.cos(angle), -np.sin(angle)], [np.sin(angle), np.cos(angle)]])
    # Turning can push a corner out of the frame: shrink to fit again.
    quad = quad @ turn.T
    fit = min(1.0, (image_w / 2 - margin) / np.abs(quad[:, 0]).max(),
              (image_h / 2 - margin) / np.abs(quad[:, 1]).max())
    quad = quad * fit + (image_w / 2, image_h / 2)
    table = np.array([[0, 0], [width_mm, 0], [width_mm, height_mm], [0, height_mm]])
    return cv2.getPerspectiveTransform(table.astype(np.float32), quad.astype(np.float32))


def light_and_lens(image: np.ndarray, level: Difficulty, rng: random.Random) -> np.ndarray:
    """Uneven light, glare, blur and noise, in the order a camera adds them."""
    h, w = image.shape[:2]
    np_rng = np.random.default_rng(rng.getrandbits(32))
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    angle = rng.uniform(0, 2 * np.pi)
    ramp = (xs / w - 0.5) * np.cos(angle) + (ys / h - 0.5) * np.sin(angle)
    light = 1.0 - level.gradient * (ramp + 0.5) * rng.uniform(0.5, 1.0)
    out = image.astype(np.float32) * light[..., None]
    for _ in range(level.glare_spots):
        cx, cy = rng.uniform(0.1, 0.9) * w, rng.uniform(0.1, 0.9) * h
        radius = rng.uniform(0.05, 0.12) * w
        glare = np.exp(-((xs - cx) ** 2 + (ys - cy) ** 2) / (2 * radius**2))
        out += rng.uniform(60, 110) * glare[..., None]
    sigma = rng.uniform(*level.blur_sigma)
    if sigma > 0.05:
        out = cv2.GaussianBlur(out, (0, 0), sigma)
    out += np_rng.normal(0, level.noise_sigma, out.shape).astype(np.float32)
    return np.clip(out, 0, 255).astype(np.uint8)
