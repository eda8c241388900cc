"""Table homography check: are the four corner markers in view, flat, and of the printed size?

The pipeline starts from the mapping this check saves (and checks it against the corner markers in
view in every frame); the check itself is for setting up: it fits
one homography to all 16 corners of the four markers and reports how far, in millimetres, the
fitted points land from where a flat table with correctly printed markers puts them.
"""

from dataclasses import dataclass

import cv2
import numpy as np

from companion.errors import InputError
from vision.markers import TABLE_CORNER_MARKER_MM, TABLE_CORNERS, make_detector
from vision.table_mapping import corner_marker_points_mm
from vision.zones import ZoneLayout

TOLERANCE_MM = 3.0  # beyond this a card near a zone's edge may land in the wrong zone


@dataclass(frozen=True)
class TableCheck:
    homography: np.ndarray  # image px -> table mm
    error_mm: float  # RMS distance of the 16 marker corners from their true place
    px_per_mm: tuple[float, ...]  # image scale at corners 0, 1, 2, 3 (the far side is smaller)
    image_size: tuple[int, int]  # the photo's width and height: the camera mode it fits

    @property
    def ok(self) -> bool:
        return self.error_mm <= TOLERANCE_MM

    def to_json(self) -> dict:
        return {"homography": self.homography.tolist(), "error_mm": self.error_mm,
                "px_per_mm": list(self.px_per_mm), "image_size": list(self.image_size),
                "ok": self.ok}


def check_table(image: np.ndarray, layout: ZoneLayout,
                marker_mm: float = TABLE_CORNER_MARKER_MM) -> TableCheck:
    corners, ids, _ = make_detector().detectMarkers(image)
    found = {} if ids is None else {int(i): c.reshape(4, 2)
                                    for i, c in zip(ids.ravel(), corners, strict=True)}
    missing = [f"{i} ({name})" for i, name in TABLE_CORNERS.items() if i not in found]
    if missing:
        raise InputError(f"table corner marker(s) not in view: {', '.join(missing)}")
    truth = corner_marker_points_mm(layout.corners_mm(), marker_mm)
    image_points = np.concatenate([found[i] for i in TABLE_CORNERS]).astype(np.float64)
    table_points = np.concatenate([truth[i] for i in TABLE_CORNERS])
    homography, _ = cv2.findHomography(image_points, table_points)
    fitted = cv2.perspectiveTransform(image_points[None], homography)[0]
    error = float(np.sqrt(np.mean(np.sum((fitted - table_points) ** 2, axis=1))))
    scales = tuple(float(np.linalg.norm(found[i][1] - found[i][0]) / marker_mm)
                   for i in TABLE_CORNERS)
    return TableCheck(homography, error, scales, (image.shape[1], image.shape[0]))
