"""Finding card and corner markers in a grey frame: the AprilTag 3 library (`apriltag-python`).

Chosen over OpenCV's ArUco detector by measurement (docs/vision.md, "Choosing the detector"): on
the synthetic mount scenes it finds far more of the blurred, small and glared markers, with no
wrong id, in less time. Both read the same dictionary (`tag36h10` is OpenCV's
`DICT_APRILTAG_36h10`, the same ids and bits).

Corners come back in OpenCV's order (the marker's top-left, top-right, bottom-right,
bottom-left), so the rest of the pipeline does not know which library found them.
"""

import apriltag
import numpy as np

FAMILY = "tag36h10"
MAX_BIT_ERRORS = 2  # 36h10 codes differ in >= 10 bits: a wrong id needs 8 errors; 3 gave some
SHARPEN = 0.8  # the quad search works on a sharpened copy: blurred edges are found more often
# apriltag's 'lb-rb-rt-lt' corners, in image coordinates, are the marker's top-right,
# top-left, bottom-left, bottom-right: this reorders them as OpenCV gives them.
TO_OPENCV_ORDER = [1, 0, 3, 2]

Found = tuple[np.ndarray, np.ndarray]
"""Marker corners (N, 4, 2) float32 in frame pixels and their ids (N,) int32."""


def nothing() -> Found:
    return np.empty((0, 4, 2), np.float32), np.empty(0, np.int32)


def merge(parts: list[Found]) -> Found:
    if not parts:
        return nothing()
    return (np.concatenate([c for c, _ in parts]).astype(np.float32),
            np.concatenate([i for _, i in parts]).astype(np.int32))


class MarkerDetector:
    """AprilTag 3 on a whole grey frame or on a rectangle of it.

    `decimate`: the quad search runs on a frame this many times smaller (bits are still read
    at full resolution); 1 finds the most, 2 is about twice as fast."""

    def __init__(self, decimate: float = 1.0):
        self.decimate = decimate
        self._detector = apriltag.apriltag(FAMILY, threads=1, maxhamming=MAX_BIT_ERRORS,
                                           decimate=decimate, blur=-SHARPEN, refine_edges=True)

    def detect(self, grey: np.ndarray, rect: tuple[int, int, int, int] | None = None) -> Found:
        """Markers in `grey` (uint8, 2-D), or in `rect` (x0, y0, x1, y1) of it, in frame px."""
        x0, y0 = (0, 0) if rect is None else rect[:2]
        part = grey if rect is None else grey[rect[1]:rect[3], rect[0]:rect[2]]
        if part.size == 0:
            return nothing()
        found = self._detector.detect(np.ascontiguousarray(part))
        if not found:
            return nothing()
        corners = np.array([d["lb-rb-rt-lt"] for d in found], np.float32)[:, TO_OPENCV_ORDER]
        return corners + np.float32([x0, y0]), np.array([d["id"] for d in found], np.int32)
