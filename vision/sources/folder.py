"""Still images: one file, or every image in a folder in name order."""

from pathlib import Path

import numpy as np

from companion.errors import InputError
from vision.image_file import read_image_file
from vision.sources.base import FrameSource

IMAGE_SUFFIXES = {".png", ".jpg", ".jpeg", ".bmp", ".tif", ".tiff", ".webp"}


class ImagesSource(FrameSource):
    def __init__(self, path: Path):
        if path.is_dir():
            self.files = sorted(p for p in path.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES)
            if not self.files:
                raise InputError(f"{path}: no images in this folder")
        elif path.is_file():
            self.files = [path]
        else:
            raise InputError(f"{path}: no such file or folder")
        self.description = f"images {path}"
        self._next = 0

    def read(self) -> np.ndarray | None:
        if self._next >= len(self.files):
            return None
        self._next += 1
        return read_image_file(self.files[self._next - 1])
