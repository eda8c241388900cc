"""The one interface every camera source offers."""

from abc import ABC, abstractmethod
from collections.abc import Iterator

import numpy as np


class FrameSource(ABC):
    """Frames one after another: BGR (H, W, 3) or grey (H, W) uint8 arrays.

    `read()` returns None when the source has no more frames (end of a video or folder). Close
    it when done, or use it as a context manager; iterating yields frames until the end."""

    description: str = "frame source"
    fps: float | None = None  # a recording's frame rate; None for a live camera or stills

    @abstractmethod
    def read(self) -> np.ndarray | None: ...

    def close(self) -> None:  # noqa: B027 - most sources hold nothing to release
        pass

    def __iter__(self) -> Iterator[np.ndarray]:
        while (frame := self.read()) is not None:
            yield frame

    def __enter__(self) -> "FrameSource":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
