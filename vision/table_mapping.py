"""From image pixels to surface millimetres: lens undistortion and the corner-marker homography.

Only the detected marker corners are undistorted (`cv2.undistortPoints`), never the whole frame:
the mapping is the same and it costs microseconds instead of a full-frame remap.

Each corner marker is stuck square to the surface edges, its top edge towards the top edge of
the surface, its centre on that corner of the zone layout's frame. A mapping is fitted
(`cv2.findHomography`, least squares over their 16 corners) only when all four corner markers
are in view: fitted from two or three, the far side of the table lands 5 to 90 mm off on the
synthetic scenes, enough to put a card in the wrong zone. The camera is fixed: the mapping saved
at set-up (`companion calibrate table`), or else the last four-corner one, is kept as long as the
corner markers still in view (two are enough) sit where it puts them, so a hand over a corner or
a corner marker that fails to decode blinds nothing; a moved camera fails that check, and then
there is no mapping rather than a guess until all four corners are seen again.
"""

from dataclasses import dataclass

import cv2
import numpy as np

MIN_CORNERS_TO_CONFIRM = 2  # corner markers in view that must agree with a kept mapping
CONFIRM_TOLERANCE_MM = 3.0  # how far they may land from their printed place


@dataclass(frozen=True)
class Intrinsics:
    """The camera calibration: 3x3 camera matrix and distortion coefficients, valid for frames
    of `image_size` (width, height) only."""

    matrix: np.ndarray
    distortion: np.ndarray
    image_size: tuple[int, int]

    def undistort(self, points: np.ndarray) -> np.ndarray:
        """Pixel points (N, 2) as an ideal pinhole camera with the same matrix would see them."""
        pts = points.reshape(-1, 1, 2).astype(np.float32)
        ideal = cv2.undistortPoints(pts, self.matrix, self.distortion, P=self.matrix)
        return ideal.reshape(-1, 2)


def load_intrinsics() -> Intrinsics | None:
    """The lens calibration `companion calibrate intrinsics` saved, or None if there is none."""
    from vision.calibration_files import load_intrinsics as load_calibration

    calibration = load_calibration()
    if calibration is None:
        return None
    return Intrinsics(calibration.camera_matrix, calibration.dist_coeffs, calibration.image_size)


def corner_marker_points_mm(
    centres: tuple[tuple[float, float], ...], marker_mm: float
) -> dict[int, np.ndarray]:
    """Surface positions of the four corners of each corner marker, in the detector's order
    (top-left, top-right, bottom-right, bottom-left of the marker)."""
    half = marker_mm / 2
    offsets = np.array([[-half, -half], [half, -half], [half, half], [-half, half]], np.float32)
    return {marker_id: np.float32(centre) + offsets for marker_id, centre in enumerate(centres)}


def load_table_mapping() -> "TableMapping | None":
    """The table mapping `companion calibrate table` saved, or None if there is none (or it was
    saved before mappings carried their frame size)."""
    from vision.calibration_files import TABLE, load

    data = load(TABLE)
    if not data or "image_size" not in data:
        return None
    try:
        size = (int(data["image_size"][0]), int(data["image_size"][1]))
        return TableMapping(np.array(data["homography"], float).reshape(3, 3), size)
    except (KeyError, TypeError, ValueError, IndexError):
        return None  # not a mapping: the four corners will make one


@dataclass(frozen=True)
class TableMapping:
    homography: np.ndarray  # 3x3, undistorted pixels -> surface millimetres
    image_size: tuple[int, int] | None = None  # the frame size it was made for; None: any

    def fits_frame(self, size: tuple[int, int]) -> bool:
        return self.image_size is None or self.image_size == size

    def to_mm(self, pixels: np.ndarray) -> np.ndarray:
        """Map undistorted pixel points (N, 2) to surface millimetres (N, 2)."""
        if len(pixels) == 0:
            return np.empty((0, 2), np.float32)
        pts = pixels.reshape(-1, 1, 2).astype(np.float32)
        return cv2.perspectiveTransform(pts, self.homography).reshape(-1, 2)

    def still_fits(self, seen: dict[int, np.ndarray], corners_mm: dict[int, np.ndarray]) -> bool:
        """Do the corner markers in view (at least MIN_CORNERS_TO_CONFIRM of them) still land
        within CONFIRM_TOLERANCE_MM of their printed place under this mapping?"""
        ids = [marker_id for marker_id in corners_mm if marker_id in seen]
        if len(ids) < MIN_CORNERS_TO_CONFIRM:
            return False
        mapped = self.to_mm(np.concatenate([seen[i].reshape(4, 2) for i in ids]))
        error = np.hypot(*(mapped - np.concatenate([corners_mm[i] for i in ids])).T)
        return bool(error.max() <= CONFIRM_TOLERANCE_MM)


def find_mapping(
    seen: dict[int, np.ndarray], corners_mm: dict[int, np.ndarray]
) -> TableMapping | None:
    """The homography from the corner markers seen (id -> their 4 pixel corners), or None
    unless all of them are in view."""
    if any(marker_id not in seen for marker_id in corners_mm):
        return None
    pixels = np.concatenate([seen[i].reshape(4, 2) for i in corners_mm]).astype(np.float32)
    surface = np.concatenate(list(corners_mm.values()))
    homography, _ = cv2.findHomography(pixels, surface)
    return None if homography is None else TableMapping(homography)
