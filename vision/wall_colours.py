"""Colour classes of the Mine Deeper pieces under one table light.

A colour is held as HSV with hue in degrees (0-360), saturation and value in 0-1. Classes are
compared in the HSV cone, `(s cos h, s sin h, v)`, where hue is an angle: red at 358 and at 2
degrees are neighbours, and a grey rock's meaningless hue counts for nothing (its s is ~0).

An empty square (its piece pushed out) shows the dark tray behind the wall. It is told by value
alone, relative to the calibrated rock, so it follows the light: a square darker than
`HOLE_VALUE_RATIO` times the rock's value is a hole. On the synthetic walls across the six test
lights (docs/vision.md, "Wall squares"), holes measure at most 0.14 of the rock's value and every
piece at least 0.81 of it, so 0.4 leaves a wide margin each side; hue and saturation say nothing
useful about a near-black square.
"""

import math
from dataclasses import dataclass

import cv2
import numpy as np

from companion.errors import InputError
from companion.games.mine_deeper.grid import PIECE_NAMES, PURPLE, RED, ROCK, YELLOW

HSV = tuple[float, float, float]
VALUE_WEIGHT = 0.5  # brightness varies across a face more than colour does
HOLE_VALUE_RATIO = 0.4


def bgr_to_hsv(bgr: np.ndarray) -> HSV:
    """One BGR colour (0-255) to (hue degrees, saturation 0-1, value 0-1)."""
    pixel = np.clip(np.asarray(bgr, np.float32).reshape(1, 1, 3) / 255, 0, 1)
    h, s, v = cv2.cvtColor(pixel, cv2.COLOR_BGR2HSV)[0, 0]
    return float(h), float(s), float(v)


def _cone(colour: HSV) -> np.ndarray:
    h, s, v = colour
    return np.array([s * math.cos(math.radians(h)), s * math.sin(math.radians(h)),
                     VALUE_WEIGHT * v])


@dataclass(frozen=True)
class ColourClasses:
    """A prototype colour per piece (`R`, `P`, `Y`, `.`), as one table's light shows it."""

    prototypes: dict[str, HSV]

    def classify(self, colour: HSV) -> tuple[str, float]:
        """The nearest piece and its distance in the cone (0 = exactly the prototype)."""
        point = _cone(colour)
        piece = min(self.prototypes,
                    key=lambda p: np.linalg.norm(point - _cone(self.prototypes[p])))
        return piece, float(np.linalg.norm(point - _cone(self.prototypes[piece])))

    def square(self, colour: HSV) -> str | None:
        """The piece in a square of this colour, or None where the square is a hole."""
        if colour[2] < HOLE_VALUE_RATIO * self.prototypes[ROCK][2]:
            return None
        return self.classify(colour)[0]

    def to_json(self) -> dict:
        return {"prototypes": {piece: list(hsv) for piece, hsv in self.prototypes.items()}}

    @classmethod
    def from_json(cls, data: object, where: str) -> "ColourClasses":
        try:
            raw = data["prototypes"]  # type: ignore[index]
            prototypes = {p: (float(raw[p][0]), float(raw[p][1]), float(raw[p][2]))
                          for p in PIECE_NAMES}
        except (KeyError, TypeError, ValueError, IndexError):
            raise InputError(f"{where}: not a colour calibration (needs prototypes for "
                             f"{', '.join(PIECE_NAMES)} as [hue, saturation, value])") from None
        return cls(prototypes)


NOMINAL = ColourClasses({RED: (355.0, 0.8, 0.75), PURPLE: (300.0, 0.65, 0.55),
                         YELLOW: (50.0, 0.8, 0.85), ROCK: (210.0, 0.05, 0.5)})
"""Classes under neutral daylight, used until the table's light is calibrated."""
