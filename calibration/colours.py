"""Colour calibration for the Mine Deeper wall: learn each piece's colour under this table's light
from one photo of a face filled to a known layout (a key card the player has just set up)."""

import math

import numpy as np

from companion.errors import InputError
from companion.games.mine_deeper import Layout
from companion.games.mine_deeper.grid import PIECE_NAMES
from vision.wall_colours import HSV, ColourClasses
from vision.wall_reader import cell_colours


def _centre(colours: list[HSV]) -> HSV:
    """Circular mean of hue (weighted by saturation), median saturation and value."""
    x = sum(s * math.cos(math.radians(h)) for h, s, _ in colours)
    y = sum(s * math.sin(math.radians(h)) for h, s, _ in colours)
    hue = math.degrees(math.atan2(y, x)) % 360
    return (hue, float(np.median([s for _, s, _ in colours])),
            float(np.median([v for _, _, v in colours])))


def calibrate_colours(image: np.ndarray, known: Layout) -> ColourClasses:
    """Classes from a photo of a face filled as `known` (which holds every kind of piece)."""
    missing = [PIECE_NAMES[p] for p in PIECE_NAMES if known.count(p) == 0]
    if missing:
        raise InputError(f"the known layout needs every kind of piece; it has no {missing[0]}")
    colours = cell_colours(image)
    return ColourClasses({piece: _centre([colours[i] for i in known.cells_with(piece)])
                          for piece in PIECE_NAMES})
