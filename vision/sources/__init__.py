"""Camera sources behind one interface (`FrameSource`), chosen by the `[camera]` config.

`source = "auto"`: the Pi camera on a Raspberry Pi, else USB camera `device` if it opens, else
the synthetic table. `"file"` reads `path`: a video, one image, or a folder of images.
"""

from pathlib import Path

from companion.config import Config
from companion.errors import CompanionError, InputError
from vision.image_file import read_image_file as read_image
from vision.sources.base import FrameSource
from vision.sources.capture import CaptureSource
from vision.sources.folder import IMAGE_SUFFIXES, ImagesSource
from vision.sources.synthetic import SyntheticSource

__all__ = ["FrameSource", "CaptureSource", "ImagesSource", "SyntheticSource", "open_path",
           "open_source", "on_raspberry_pi", "read_image"]

PI_MODEL_FILE = Path("/proc/device-tree/model")


def on_raspberry_pi() -> bool:
    try:
        return "Raspberry Pi" in PI_MODEL_FILE.read_text(errors="replace")
    except OSError:
        return False


def open_path(path: Path) -> FrameSource:
    """A folder or an image file as still frames; anything else as a video file."""
    if not path.exists():
        raise InputError(f"{path}: no such file or folder")
    if path.is_dir() or path.suffix.lower() in IMAGE_SUFFIXES:
        return ImagesSource(path)
    return CaptureSource(str(path))


def _picamera(camera: dict) -> FrameSource:
    from vision.sources.picamera import PicameraSource

    return PicameraSource(camera["width"], camera["height"], camera["fps"])


def open_source(config: Config, game: str = "deep-claim") -> FrameSource:
    camera = config["camera"]
    size = (camera["width"], camera["height"])
    choice = camera["source"]
    if choice == "picamera2":
        return _picamera(camera)
    if choice == "device":
        return CaptureSource(camera["device"], *size, camera["fps"])
    if choice == "file":
        if not camera["path"]:
            raise InputError("camera.source is \"file\" but camera.path is empty")
        return open_path(Path(camera["path"]).expanduser())
    if choice == "synthetic":
        return SyntheticSource(game, size=size)
    openers = ([lambda: _picamera(camera)] if on_raspberry_pi() else []) + [
        lambda: CaptureSource(camera["device"], *size, camera["fps"])]
    for opener in openers:
        try:
            return opener()
        except CompanionError:
            continue
    return SyntheticSource(game, size=size)
