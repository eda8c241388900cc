"""What `companion doctor` says about the camera: found, usable, calibrated, or the fallback.

Nothing here opens the camera or imports picamera2: the doctor must answer at once.
"""

import importlib.util
from pathlib import Path

from companion.config import Config
from companion.errors import InputError
from companion.json_input import parse_json
from vision import sources

VIDEO_DEVICES = Path("/dev")


def _video_devices() -> list[str]:
    return sorted(str(p) for p in VIDEO_DEVICES.glob("video*"))


def _pi_model() -> str | None:
    if not sources.on_raspberry_pi():
        return None
    return sources.PI_MODEL_FILE.read_text(errors="replace").strip("\x00\n ")


def resolved_source(config: Config) -> str:
    """The source `[camera] source` leads to on this machine, in words."""
    camera = config["camera"]
    choice = camera["source"]
    device = VIDEO_DEVICES / f"video{camera['device']}"
    if choice == "picamera2":
        if not importlib.util.find_spec("picamera2"):
            return "Pi camera: NOT AVAILABLE (picamera2 is not installed)"
        return "Pi camera"
    if choice == "device":
        return f"USB camera {device}" + ("" if device.exists() else ": NOT FOUND")
    if choice == "file":
        if not camera["path"]:
            return "file: NOT SET (camera.path is empty)"
        path = Path(camera["path"]).expanduser()
        return f"file {path}" + ("" if path.exists() else ": NOT FOUND")
    if choice == "synthetic":
        return "synthetic table"
    if sources.on_raspberry_pi() and importlib.util.find_spec("picamera2"):
        return "Pi camera"
    if device.exists():
        return f"USB camera {device}"
    return "synthetic table (no camera found: the demo table stands in)"


def _calibration(path: Path, describe) -> str:
    if not path.exists():
        return f"none ({path} missing)"
    try:
        return describe(parse_json(path.read_text(encoding="utf-8"), str(path)))
    except (OSError, ValueError, KeyError, TypeError, IndexError, InputError):
        return f"unreadable: {path}"


def describe(config: Config) -> list[tuple[str, str]]:
    from vision.calibration_files import CAMERA, COLOURS

    camera = config["camera"]
    folder = config.calibration_dir()
    picamera2 = importlib.util.find_spec("picamera2") is not None
    devices = _video_devices()
    return [
        ("Raspberry Pi", _pi_model() or "no"),
        ("picamera2", "installed" if picamera2 else "not installed"),
        ("video devices", ", ".join(devices) if devices else "none"),
        ("camera source", f"{camera['source']} -> {resolved_source(config)}"),
        ("frame size", f"{camera['width']}x{camera['height']} at {camera['fps']:g} fps"),
        ("lens calibration", _calibration(folder / CAMERA, lambda d: (
            f"{folder / CAMERA} ({d['image_size'][0]}x{d['image_size'][1]}, reprojection "
            f"{d['rms_px']:.2f} px)"))),
        ("wall colours", _calibration(folder / COLOURS, lambda d: str(folder / COLOURS))),
    ]
