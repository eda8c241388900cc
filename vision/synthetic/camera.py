"""What a real mount does to a photo of the table, per difficulty level.

A level draws the mount (`vision.synthetic.mount`: a Camera Module 3 at 1.1-1.9 m, tilted,
turned, with lens distortion) and the photo's faults, applied in the order light and camera add
them: uneven light and glare on the table, vignetting, defocus and motion blur, exposure and white
balance, sensor noise, JPEG. Blur is an angle of view, so it is given in pixels of a 1280 px wide
frame and grows with the frame width: a sharper mode does not make a lens better focused.
"""

import random
from dataclasses import dataclass

import cv2
import numpy as np

from vision.synthetic.mount import MountRange

REFERENCE_WIDTH = 1280  # blur ranges are pixels of a frame this wide


@dataclass(frozen=True)
class Difficulty:
    mount: MountRange
    turn_jitter_deg: float  # most a card strays from square
    defocus_sigma: tuple[float, float]  # Gaussian sigma, px at REFERENCE_WIDTH
    motion_px: tuple[float, float]  # length of a straight motion smear, px at REFERENCE_WIDTH
    noise: float  # sensor noise, grey levels at mid grey and normal exposure
    exposure: tuple[float, float]  # overall gain (below 1: a dim room, noisier)
    warmth: float  # most the white balance is off, -1 cold LED .. +1 candle
    vignetting: float  # light lost in the frame's corners
    gradient: float  # most the light falls off across the table (0.3 = 30 % darker)
    glare_spots: tuple[int, int]  # how many, least and most
    glare: tuple[float, float]  # a glare spot's peak, as a fraction of white
    hands: tuple[int, int]  # how many hands, least and most (each casts a shadow)
    jpeg_quality: tuple[int, int]


DIFFICULTIES = {
    "easy": Difficulty(MountRange((1.1, 1.35), 3.0, 3.0, 30.0, (-0.02, 0.0)), 3.0,
                       (0.2, 0.6), (0.0, 0.6), 2.0, (0.85, 1.1), 0.2, 0.15, 0.1, (0, 0),
                       (0.3, 0.6), (0, 0), (85, 95)),
    "medium": Difficulty(MountRange((1.25, 1.6), 8.0, 10.0, 60.0, (-0.05, 0.01)), 6.0,
                         (0.5, 1.2), (0.0, 1.2), 4.0, (0.7, 1.2), 0.5, 0.3, 0.25, (1, 1),
                         (0.3, 0.6), (1, 2), (75, 90)),
    "hard": Difficulty(MountRange((1.4, 1.9), 15.0, 20.0, 100.0, (-0.08, 0.02)), 10.0,
                       (0.8, 1.6), (0.5, 2.5), 7.0, (0.5, 1.3), 0.8, 0.45, 0.4, (1, 2),
                       (0.3, 0.6), (2, 3), (60, 80)),
}


@dataclass(frozen=True)
class Glare:
    centre_px: tuple[float, float]
    radius_px: float
    peak: float  # fraction of white


@dataclass(frozen=True)
class Look:
    """What stays the same from frame to frame of one camera session: the light, the lamp's
    glare, the focus, the exposure and white balance. Noise and JPEG differ in every frame."""

    light_angle: float  # the direction the light falls off in, radians
    light_falloff: float  # fraction of the level's gradient
    glares: tuple[Glare, ...]
    defocus_sigma: float  # px of this frame
    smear_px: float  # px of this frame
    smear_angle: float
    exposure: float
    warmth: float


def draw_look(level: Difficulty, glares: tuple[Glare, ...], width: int,
              rng: random.Random) -> Look:
    scale = width / REFERENCE_WIDTH
    return Look(rng.uniform(0, 2 * np.pi), rng.uniform(0.5, 1.0), glares,
                rng.uniform(*level.defocus_sigma) * scale, rng.uniform(*level.motion_px) * scale,
                rng.uniform(0, np.pi), rng.uniform(*level.exposure),
                rng.uniform(-level.warmth, level.warmth))


def _smear_kernel(length: float, angle: float) -> np.ndarray:
    """A straight motion smear `length` px long at `angle` radians, normalised."""
    size = int(np.ceil(length)) | 1
    kernel = np.zeros((size + 2, size + 2), np.float32)
    centre = (size + 1) / 2
    dx, dy = np.cos(angle) * length / 2, np.sin(angle) * length / 2
    steps = max(int(length * 8), 2)
    for t in np.linspace(-1, 1, steps):
        x, y = centre + t * dx, centre + t * dy
        x0, y0 = int(np.floor(x)), int(np.floor(y))
        fx, fy = x - x0, y - y0
        kernel[y0, x0] += (1 - fx) * (1 - fy)
        kernel[y0, x0 + 1] += fx * (1 - fy)
        kernel[y0 + 1, x0] += (1 - fx) * fy
        kernel[y0 + 1, x0 + 1] += fx * fy
    return kernel / kernel.sum()


def photo_faults(image: np.ndarray, level: Difficulty, look: Look,
                 frame_rng: random.Random) -> np.ndarray:
    """The table as light, lens, sensor and encoder leave it (BGR uint8 in and out)."""
    h, w = image.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    ramp = (xs / w - 0.5) * np.cos(look.light_angle) + (ys / h - 0.5) * np.sin(look.light_angle)
    light = 1.0 - level.gradient * (ramp + 0.5) * look.light_falloff
    radius2 = ((xs - w / 2) ** 2 + (ys - h / 2) ** 2) / ((w / 2) ** 2 + (h / 2) ** 2)
    light *= 1.0 - level.vignetting * radius2
    out = image.astype(np.float32) * light[..., None]
    for glare in look.glares:
        distance2 = ((xs - glare.centre_px[0]) ** 2 + (ys - glare.centre_px[1]) ** 2) \
            / glare.radius_px**2
        out += (255 * glare.peak / (1 + distance2**2))[..., None]
    if look.defocus_sigma > 0.05:
        out = cv2.GaussianBlur(out, (0, 0), look.defocus_sigma)
    if look.smear_px > 0.3:
        out = cv2.filter2D(out, -1, _smear_kernel(look.smear_px, look.smear_angle))
    out *= look.exposure * np.array([1 - 0.3 * look.warmth, 1.0, 1 + 0.25 * look.warmth],
                                    np.float32)
    # Shot noise grows with the signal; a dim room (low exposure) means more gain, more noise.
    noise = level.noise * np.sqrt(np.clip(out, 8, 255) / 128 / look.exposure)
    np_rng = np.random.default_rng(frame_rng.getrandbits(32))
    out += np_rng.standard_normal(out.shape, np.float32) * noise
    photo = np.clip(out, 0, 255).astype(np.uint8)
    quality = frame_rng.randint(*level.jpeg_quality)
    ok, encoded = cv2.imencode(".jpg", photo, [cv2.IMWRITE_JPEG_QUALITY, quality])
    assert ok
    return cv2.imdecode(encoded, cv2.IMREAD_COLOR)
