"""The camera at the Deep Claim table: frames through the vision pipeline on a thread of their
own; proposed moves go to the session, the picture with its outlines to the screen.

Cards already on the table when the camera starts (a game resumed after a power cut) are the
starting picture, not moves: changes seen during the first `warmup_s` seconds of frames (enough
for the tracker to take a card in) are not proposed; `ready` is set once they have passed.
The outlines are the markers the pipeline found in the frames that are shown (one in
`picture_every`); a face-down card is outlined as "face down", never named.
"""

import threading
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from companion.sessions.inputs import Proposal

Outline = tuple[list[tuple[float, float]], str]


class CameraFeed:
    def __init__(self, source: Any, scanner: Any, on_proposals: Callable[[list[Proposal]], None],
                 on_picture: Callable[[np.ndarray, list[Outline]], None],
                 warmup_s: float = 0.5, picture_every: int = 3,
                 on_warnings: Callable[[list[str]], None] = lambda _warnings: None):
        self.source = source
        self.scanner = scanner
        self.on_proposals = on_proposals  # called on the feed's thread with vision proposals
        self.on_picture = on_picture  # called on the feed's thread with a frame to show
        self.picture_every = picture_every
        self.warmup_s = warmup_s
        self.on_warnings = on_warnings  # the tracker's warnings, each time they change
        self.ready = threading.Event()  # the starting picture is taken: moves count from now
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="camera-feed", daemon=True)
        self.frames = 0
        self.failure = ""  # why the frames stopped coming, when it was not `stop()`

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(timeout=5)
        self.source.close()

    def _run(self) -> None:
        """Frames until stopped or the source ends; a failure is told as a warning, once."""
        try:
            self._frames()
        except Exception as failure:  # a camera or detector error must not pass unseen
            self.failure = f"the camera stopped: {type(failure).__name__}: {failure}"
            self.on_warnings([self.failure])

    def _frames(self) -> None:
        from vision.proposals import propose

        warnings: list[str] = []
        started = None
        while not self._stop.is_set():
            frame = self.source.read()
            if frame is None:
                return
            at = time.monotonic()
            started = at if started is None else started
            update = self.scanner.step(frame, at)
            self.frames += 1
            if self.ready.is_set() and update.changes:
                proposals = propose(self.scanner.pipeline.layout, update)
                if proposals:
                    self.on_proposals(proposals)
            if self.frames >= 2 and at - started >= self.warmup_s:
                self.ready.set()
            now = [warning.message for warning in update.warnings]
            if now != warnings:
                warnings = now
                self.on_warnings(now)
            if self.frames % self.picture_every == 1 or self.picture_every == 1:
                self.on_picture(frame, self.outlines())

    def outlines(self) -> list[Outline]:
        """The cards the pipeline found in the last frame, as outlines in its pixels."""
        from vision.markers import BACK, registry

        corners, ids = self.scanner.pipeline.last_detection
        found = []
        for quad, marker_id in zip(corners, ids, strict=True):
            marker = registry().lookup(int(marker_id))
            if marker is None or marker.component is None:
                continue
            label = "face down" if marker.side == BACK else short_name(marker.component.name)
            found.append(([(float(x), float(y)) for x, y in quad], label))
        return found


def short_name(name: str) -> str:
    """A card's name short enough to sit on its outline: "Green action 5" -> "G5"."""
    words = name.split()
    if len(words) == 3 and words[1] == "action":
        return f"{words[0][0]}{words[2]}"
    return name

