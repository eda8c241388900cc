"""Detection that looks again only where the frame changed: a still table costs almost nothing.

Per frame (`IncrementalDetector.detect`):
1. `ChangeMap` says which cells differ from when they were last looked at; one band of cells is
   added in turn (REFRESH_FRAMES bands cover the frame), so a marker missed once gets another
   look a few seconds later even on a table nobody touches.
2. The detector runs on each changed area, grown by a marker's size so that every marker whose
   centre lies in it is whole in the crop. The first frame is all changed.
3. A marker found before is kept while the cells under it are unchanged; where they changed it
   is replaced by what the detector finds there now.
4. A targeted second look: a marker found before, under changed cells, and not found again is
   looked for once more on its own spot, enlarged, with the slower full-resolution detector.
   Only if that fails too is it gone from this frame (covered by a hand, or taken away).
"""

import cv2
import numpy as np

from vision.changes import CELL_PX, ChangeMap
from vision.detector import Found, MarkerDetector, merge, nothing

REFRESH_FRAMES = 60  # every cell is looked at again at least once in this many frames
SECOND_LOOK_PX = 48  # a marker smaller than this is enlarged for the second look
MIN_MARGIN_PX = 24  # growth of a changed area before any marker size is known


class IncrementalDetector:
    def __init__(self, fast: MarkerDetector, careful: MarkerDetector):
        self.fast, self.careful = fast, careful
        self.changes = ChangeMap()
        self.known: Found = nothing()
        self._frame = 0
        self.looked_px = 0  # pixels handed to the detector in the last frame (for benchmarks)

    def detect(self, grey: np.ndarray) -> Found:
        changed = self.changes.changed(grey)
        look = changed.copy()
        rows = look.shape[0]
        band = -(-rows // REFRESH_FRAMES)
        start = (self._frame % REFRESH_FRAMES) * band
        look[start:start + band] = True
        self._frame += 1
        margin = self._margin_px()
        grow = int(np.ceil(margin / CELL_PX))
        looked = cv2.dilate(look.astype(np.uint8), np.ones((2 * grow + 1,) * 2, np.uint8)) > 0
        areas = _areas(looked, margin, grey.shape)
        found = merge([self.fast.detect(grey, rect) for rect in areas])
        self.looked_px = sum((x1 - x0) * (y1 - y0) for x0, y0, x1, y1 in areas)
        found = _centred_in(found, looked)
        kept, lost = _split_known(self.known, changed)
        again = [self._second_look(grey, corners, marker_id)
                 for corners, marker_id in zip(*lost, strict=True)
                 if not _near(found, marker_id, corners)]
        self.known = _union(kept, merge([found, *again]))
        self.changes.looked_at(looked)
        return self.known

    def _margin_px(self) -> float:
        """How far a changed area grows: a little more than half a typical marker's diagonal,
        so a card marker centred in the area is whole in the crop. (A larger corner marker cut
        by the crop's edge is found by the second look, on its own spot.)"""
        corners = self.known[0]
        if not len(corners):
            return MIN_MARGIN_PX
        return max(MIN_MARGIN_PX, float(np.median(np.ptp(corners, axis=1).max(axis=1))) * 0.8)

    def _second_look(self, grey: np.ndarray, corners: np.ndarray, marker_id: int) -> Found:
        size = float(np.max(np.ptp(corners, axis=0)))
        x0, y0 = np.floor(corners.min(axis=0) - size).astype(int)
        x1, y1 = np.ceil(corners.max(axis=0) + size).astype(int)
        x0, y0 = max(x0, 0), max(y0, 0)
        x1, y1 = min(x1, grey.shape[1]), min(y1, grey.shape[0])
        if x1 <= x0 or y1 <= y0:
            return nothing()
        scale = 2 if size < SECOND_LOOK_PX else 1
        crop = grey[y0:y1, x0:x1]
        if scale > 1:
            crop = cv2.resize(crop, None, fx=scale, fy=scale, interpolation=cv2.INTER_CUBIC)
        found_corners, ids = self.careful.detect(crop)
        mine = ids == marker_id
        return found_corners[mine] / scale + np.float32([x0, y0]), ids[mine]


def _areas(cells: np.ndarray, margin: float, shape: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Bounding rectangles (x0, y0, x1, y1, in frame px) of the connected groups of cells,
    grown by `margin` px and kept inside the frame."""
    count, _, stats, _ = cv2.connectedComponentsWithStats(cells.astype(np.uint8), connectivity=8)
    h, w = shape[:2]
    edge = round(margin)
    return [(max(x * CELL_PX - edge, 0), max(y * CELL_PX - edge, 0),
             min((x + cw) * CELL_PX + edge, w), min((y + ch) * CELL_PX + edge, h))
            for x, y, cw, ch, _ in stats[1:count].tolist()]


def _cell_of(points: np.ndarray, cells: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Row and column indices of the cells holding `points` (N, 2) frame px."""
    rows, columns = cells.shape
    ys = np.clip((points[:, 1] // CELL_PX).astype(int), 0, rows - 1)
    xs = np.clip((points[:, 0] // CELL_PX).astype(int), 0, columns - 1)
    return ys, xs


def _centred_in(found: Found, cells: np.ndarray) -> Found:
    """The markers whose centre lies in one of `cells` (a marker cut by a crop's edge has its
    centre outside them)."""
    corners, ids = found
    if not len(ids):
        return found
    inside = cells[_cell_of(corners.mean(axis=1), cells)]
    return corners[inside], ids[inside]


def _split_known(known: Found, changed: np.ndarray) -> tuple[Found, Found]:
    """Known markers with no changed cell under them (kept as they are), and the others."""
    corners, ids = known
    if not len(ids):
        return known, known
    touched = np.zeros(len(ids), bool)
    for index, quad in enumerate(corners):
        (r0, r1), (c0, c1) = _cell_of(np.array([quad.min(axis=0), quad.max(axis=0)]), changed)
        touched[index] = changed[r0:r1 + 1, c0:c1 + 1].any()
    return (corners[~touched], ids[~touched]), (corners[touched], ids[touched])


def _near(found: Found, marker_id: int, corners: np.ndarray) -> bool:
    """Is `marker_id` among `found` within a marker's size of `corners`?"""
    found_corners, ids = found
    size = float(np.max(np.ptp(corners, axis=0)))
    centres = found_corners[ids == marker_id].mean(axis=1)
    return bool(len(centres)) and bool(
        (np.hypot(*(centres - corners.mean(axis=0)).T) < size).any())


def _union(kept: Found, found: Found) -> Found:
    """`kept` plus those of `found` that are not the same marker at the same place."""
    new = [i for i, (corners, marker_id) in enumerate(zip(*found, strict=True))
           if not _near(kept, int(marker_id), corners)]
    return merge([kept, (found[0][new], found[1][new])])
