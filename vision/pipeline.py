"""One frame in, one FrameReading out: detect markers, map them to the surface, assign zones.

Per frame: grey image -> AprilTag 3 detection where the frame changed (`vision.incremental`)
-> undistort the detected corners (when a lens calibration of this frame size exists; a
calibration made at another size does not fit and is not applied) -> the table mapping: the
calibrated or last four-corner one while the corner markers in view confirm it (the camera is
fixed, hands are not), a new one when all four are seen -> each card marker's centre, angle and
side -> its zone. Ids of other games and ids no catalog lists are kept apart (`unknown_ids`),
never reported as cards. Everything after detection works on a few dozen points; detection
itself runs only on what changed (see benchmarks/vision_scenes.py).
"""

import math

import cv2
import numpy as np

from vision import markers
from vision.detector import Found, MarkerDetector
from vision.incremental import IncrementalDetector
from vision.sighting import FrameReading, Sighting
from vision.table_mapping import (
    Intrinsics,
    TableMapping,
    corner_marker_points_mm,
    find_mapping,
)
from vision.zones import ZoneLayout, check_corners_clear

FAST_DECIMATE = 1.5  # the first look at a changed area (docs/vision.md, "Choosing the detector")


class Pipeline:
    """One fixed camera over one surface. `mapping`: the table mapping saved at calibration
    (pixels of this frame size -> surface mm), used from the first frame while the corner
    markers in view confirm it."""

    def __init__(self, layout: ZoneLayout, intrinsics: Intrinsics | None = None,
                 mapping: TableMapping | None = None):
        self.layout = layout
        self.intrinsics = intrinsics
        self.finder = IncrementalDetector(MarkerDetector(FAST_DECIMATE), MarkerDetector(1.0))
        self.registry = markers.registry()
        corner_mm = (markers.WALL_CORNER_MARKER_MM if layout.surface == "wall face"
                     else markers.TABLE_CORNER_MARKER_MM)
        check_corners_clear(layout, corner_mm + 2 * markers.QUIET_ZONE_MM)
        self.corners_mm = corner_marker_points_mm(layout.corners_mm(), corner_mm)
        self._kept_mapping = mapping  # the calibrated or last four-corner mapping
        # What the detector found in the last frame read, in that frame's pixels (before any
        # undistortion): for drawing outlines without detecting again.
        self.last_detection: Found = self.finder.known

    def detect(self, frame: np.ndarray) -> Found:
        """Marker corners (N, 4, 2) in pixels and their ids (N,) in this frame."""
        grey = frame if frame.ndim == 2 else cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
        return self.finder.detect(grey)

    def read(self, frame: np.ndarray) -> FrameReading:
        corners, ids = self.last_detection = self.detect(frame)
        undistort = self.intrinsics is not None and \
            self.intrinsics.image_size == (frame.shape[1], frame.shape[0])
        if undistort and len(ids):
            corners = self.intrinsics.undistort(corners.reshape(-1, 2)).reshape(-1, 4, 2)
        # A corner id decoded twice is ambiguous: it counts as not seen.
        seen_corners = {int(i): c for i, c in zip(ids, corners, strict=True)
                        if int(i) in self.corners_mm and np.count_nonzero(ids == i) == 1}
        missing = tuple(i for i in self.corners_mm if i not in seen_corners)
        mapping = self._mapping(seen_corners, (frame.shape[1], frame.shape[0]))
        cards, unknown = [], []
        for index, marker_id in enumerate(ids.tolist()):
            if marker_id in self.corners_mm:
                continue
            marker = self.registry.lookup(marker_id)
            if marker is None or marker.component is None \
                    or marker.component.game != self.layout.game:
                unknown.append(marker_id)
            else:
                cards.append((index, marker))
        if mapping is None:
            return FrameReading((), missing, False, tuple(unknown), undistort)
        table = mapping.to_mm(corners[[i for i, _ in cards]].reshape(-1, 2)).reshape(-1, 4, 2)
        sightings = [self._sighting(marker, quad) for (_, marker), quad in zip(
            cards, table, strict=True)]
        return FrameReading(_one_per_marker(sightings), missing, True, tuple(unknown), undistort)

    def _mapping(self, seen_corners: dict[int, np.ndarray],
                 size: tuple[int, int]) -> TableMapping | None:
        mapping = find_mapping(seen_corners, self.corners_mm)
        kept = self._kept_mapping
        if mapping is not None:
            self._kept_mapping = mapping
        elif kept and kept.fits_frame(size) and kept.still_fits(seen_corners, self.corners_mm):
            mapping = kept
        return mapping

    def _sighting(self, marker: markers.Marker, quad: np.ndarray) -> Sighting:
        centre = (float(quad[:, 0].mean()), float(quad[:, 1].mean()))
        top_edge = quad[1] - quad[0]
        angle = math.degrees(math.atan2(float(top_edge[1]), float(top_edge[0])))
        zone = self.layout.zone_at(centre)
        assert marker.component is not None
        return Sighting(marker.id, marker.component.name, marker.side == markers.FACE,
                        zone.name if zone else None, centre, round(angle % 360, 1) % 360)


def _one_per_marker(sightings: list[Sighting]) -> tuple[Sighting, ...]:
    """Drop a second decoding of the same sticker (the detector may find a marker and the
    printed cut line around it as two nested candidates with one id); the same id at places
    farther apart than half a sticker stays, for the tracker to report."""
    kept: list[Sighting] = []
    for seen in sightings:
        if not any(k.marker_id == seen.marker_id
                   and math.dist(k.position_mm, seen.position_mm) < markers.CARD_MARKER_MM / 2
                   for k in kept):
            kept.append(seen)
    return tuple(kept)
