"""Which parts of a frame changed since they were last looked at.

The frame is cut into CELL_PX square cells and each cell's mean grey level is compared with the
mean it had when the detector last looked there (`looked_at`), not with the previous frame: a
hand that leaves puts the cells back as they were, and those are looked at again too; a slow
drift of the light adds up until it counts. A cell mean averages CELL_PX^2 pixels, so sensor
noise (a few grey levels per pixel) moves it by a fraction of a level, far below THRESHOLD,
while a card, a sticker or a hand moves it by tens of levels.
"""

import cv2
import numpy as np

CELL_PX = 8
THRESHOLD = 4.0  # grey levels a cell mean must move to count as changed


class ChangeMap:
    def __init__(self) -> None:
        self._reference: np.ndarray | None = None  # cell means as last looked at
        self._means: np.ndarray | None = None  # cell means of the frame being read

    def changed(self, grey: np.ndarray) -> np.ndarray:
        """Per cell (rows, columns), True where `grey` differs from what was last looked at:
        everywhere on the first frame or after a change of frame size."""
        h, w = grey.shape
        self._means = cv2.resize(grey, (max(w // CELL_PX, 1), max(h // CELL_PX, 1)),
                                 interpolation=cv2.INTER_AREA).astype(np.float32)
        if self._reference is None or self._reference.shape != self._means.shape:
            self._reference = np.full_like(self._means, np.nan)
        with np.errstate(invalid="ignore"):
            return ~(np.abs(self._means - self._reference) <= THRESHOLD)

    def looked_at(self, cells: np.ndarray) -> None:
        """The detector has looked at these cells (bool, as `changed` returns) of the frame last
        passed to `changed`: they are the new reference there."""
        assert self._reference is not None and self._means is not None
        self._reference[cells] = self._means[cells]
