"""A USB camera or a video file, through cv2.VideoCapture."""

import sys
from contextlib import nullcontext
from pathlib import Path

import cv2
import numpy as np

from companion.errors import InputError
from vision.image_file import PIXEL_BUDGET
from vision.native_stderr import silenced
from vision.sources.base import FrameSource


class CaptureSource(FrameSource):
    """`target` is a camera index (a USB webcam, /dev/videoN) or a video file path."""

    def __init__(self, target: int | str, width: int = 0, height: int = 0, fps: float = 0):
        self.description = f"camera {target}" if isinstance(target, int) else f"video {target}"
        self._file = isinstance(target, str)
        if isinstance(target, int) and sys.platform == "linux" \
                and not Path(f"/dev/video{target}").exists():
            raise InputError(f"{self.description}: /dev/video{target} does not exist")
        with silenced():  # FFmpeg and OpenCV say why on fd 2; the one line below says it
            self._capture = cv2.VideoCapture(target)
        if not self._capture.isOpened():
            self._capture.release()
            raise InputError(f"{self.description}: cannot be opened")
        pixels = (self._capture.get(cv2.CAP_PROP_FRAME_WIDTH)
                  * self._capture.get(cv2.CAP_PROP_FRAME_HEIGHT))
        if self._file and pixels > PIXEL_BUDGET:
            self._capture.release()
            raise InputError(f"{self.description}: frames of {pixels / 1e6:.0f} million pixels, "
                             f"more than the {PIXEL_BUDGET // 1_000_000} million a frame may have")
        if self._file:
            self.fps = self._capture.get(cv2.CAP_PROP_FPS) or None
        if isinstance(target, int):
            # Ask the camera itself for the detector's size, so no frame is ever resized here;
            # one buffered frame keeps the picture current when processing falls behind.
            for prop, value in ((cv2.CAP_PROP_FRAME_WIDTH, width),
                                (cv2.CAP_PROP_FRAME_HEIGHT, height), (cv2.CAP_PROP_FPS, fps),
                                (cv2.CAP_PROP_BUFFERSIZE, 1)):
                if value:
                    self._capture.set(prop, value)

    def read(self) -> np.ndarray | None:
        # a damaged video file makes FFmpeg talk at every frame; a live camera's read blocks
        # until its frame comes, far too long to hold fd 2 for the whole process
        with silenced() if self._file else nullcontext():
            ok, frame = self._capture.read()
        return frame if ok else None

    def close(self) -> None:
        self._capture.release()
