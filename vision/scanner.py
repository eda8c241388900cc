"""Frames in, stable table snapshots and their changes out: the pipeline feeding the tracker."""

import numpy as np

from companion.config import Config
from vision.pipeline import Pipeline
from vision.sighting import FrameReading
from vision.table_mapping import Intrinsics, load_intrinsics, load_table_mapping
from vision.tracker import Tracker, TrackerUpdate
from vision.zones import ZoneLayout, load_layout


class Scanner:
    def __init__(self, pipeline: Pipeline, tracker: Tracker):
        self.pipeline = pipeline
        self.tracker = tracker
        self.last_reading: FrameReading | None = None

    @classmethod
    def from_config(cls, config: Config, game: str, layout: ZoneLayout | None = None,
                    intrinsics: Intrinsics | None = None) -> "Scanner":
        """`intrinsics` default: the saved lens calibration, if there is one; the saved table
        mapping is used too, for frames of the size it was made at."""
        pipeline = Pipeline(layout or load_layout(game), intrinsics or load_intrinsics(),
                            load_table_mapping())
        return cls(pipeline, Tracker.from_config(config))

    def step(self, frame: np.ndarray, at: float | None = None) -> TrackerUpdate:
        """One frame, taken at `at` seconds (time.monotonic() when not given)."""
        self.last_reading = self.pipeline.read(frame)
        return self.tracker.update(self.last_reading, at)
