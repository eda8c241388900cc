"""Read the 25 pieces of a Mine Deeper wall face from one photo.

The face's four corner markers (ids 0-3, `vision.markers`) give a homography from the photo to
the face in millimetres (`vision/zones/mine_deeper.json`); each square is sampled in its middle
half, and its colour is the per-channel median of those pixels in BGR. A median ignores the
specular spot on a gem and the dark socket edge; taking it in BGR avoids hue's wrap (a red gem's
pixels sit both near 0 and near 360 degrees: their mean, or a median of raw hue split between the
two, is cyan). That one colour is then turned to HSV and matched to the calibrated classes; a
square far darker than a rock is empty (`vision.wall_colours`).
"""

import cv2
import numpy as np

from companion.errors import InputError
from companion.games.mine_deeper import Layout, cell_name
from vision.markers import TABLE_CORNERS, WALL_CORNER_MARKER_MM, make_detector
from vision.table_mapping import corner_marker_points_mm
from vision.wall_colours import HSV, ColourClasses, bgr_to_hsv
from vision.zones import load_layout

SAMPLE_PX_PER_MM = 2.0
SAMPLE_FRACTION = 0.5  # the middle half of each square, clear of the socket's edge


def face_homography(image: np.ndarray) -> np.ndarray:
    """Image px -> wall-face mm, from the 16 corners of the four corner markers."""
    corners, ids, _ = make_detector().detectMarkers(image)
    found = {} if ids is None else {int(i): c.reshape(4, 2) for i, c in zip(ids.ravel(), corners,
                                                                            strict=True)}
    missing = [TABLE_CORNERS[i] for i in TABLE_CORNERS if i not in found]
    if missing:
        raise InputError(f"wall photo: corner marker(s) not found: {', '.join(missing)} "
                         "(all four corners of the face must be in view)")
    truth = corner_marker_points_mm(load_layout("mine-deeper").corners_mm(), WALL_CORNER_MARKER_MM)
    image_points = np.concatenate([found[i] for i in TABLE_CORNERS])
    face_points = np.concatenate([truth[i] for i in TABLE_CORNERS])
    homography, _ = cv2.findHomography(image_points, face_points)
    if homography is None:
        raise InputError("wall photo: the corner markers do not frame a face")
    return homography


def cell_colours(image: np.ndarray) -> list[HSV]:
    """The median colour of each of the 25 squares, A1..E5."""
    surface = load_layout("mine-deeper")
    face = surface.zone("face")
    to_face = np.diag([SAMPLE_PX_PER_MM, SAMPLE_PX_PER_MM, 1.0]) @ face_homography(image)
    size = (round(surface.width_mm * SAMPLE_PX_PER_MM), round(surface.height_mm * SAMPLE_PX_PER_MM))
    top_down = cv2.warpPerspective(image, to_face, size)
    colours = []
    for index in range(25):
        x, y, w, h = face.cell_rect(*divmod(index, 5))
        inset_x, inset_y = w * (1 - SAMPLE_FRACTION) / 2, h * (1 - SAMPLE_FRACTION) / 2
        x0, x1 = (round(v * SAMPLE_PX_PER_MM) for v in (x + inset_x, x + w - inset_x))
        y0, y1 = (round(v * SAMPLE_PX_PER_MM) for v in (y + inset_y, y + h - inset_y))
        colours.append(square_colour(top_down[y0:y1, x0:x1]))
    return colours


def square_colour(pixels: np.ndarray) -> HSV:
    """The colour of one square: the per-channel median of its BGR pixels, as HSV."""
    return bgr_to_hsv(np.median(pixels.reshape(-1, 3), axis=0))


def read_squares(image: np.ndarray, classes: ColourClasses) -> list[str | None]:
    """What each of the 25 squares shows, A1..E5: a piece, or None where it is empty (InputError
    when the face cannot be found)."""
    return [classes.square(colour) for colour in cell_colours(image)]


def read_wall(image: np.ndarray, classes: ColourClasses) -> Layout:
    """The layout a photo of a filled face shows (InputError when the face cannot be found or a
    square is empty). Whether it is a legal layout is `companion.games.mine_deeper.check`'s to
    say."""
    squares = read_squares(image, classes)
    empty = [cell_name(index) for index, piece in enumerate(squares) if piece is None]
    if empty:
        raise InputError(f"wall photo: square(s) {', '.join(empty)} empty; fill every square "
                         "before checking the wall")
    return Layout(tuple(piece for piece in squares if piece is not None))

