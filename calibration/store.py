"""Calibration files: JSON in the calibration folder (`[calibration] dir`, default the user data
folder), read by `vision/` and written by `companion calibrate`."""

import json
from pathlib import Path

from companion.config import load_config
from companion.errors import InputError

CAMERA, TABLE, COLOURS = "camera.json", "table.json", "colours.json"


def calibration_path(name: str) -> Path:
    return load_config().calibration_dir() / name


def save(name: str, data: dict, path: Path | None = None) -> Path:
    target = path or calibration_path(name)
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.with_suffix(".tmp")
    temporary.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    temporary.replace(target)  # a reader never sees half a file
    return target


def load(name: str, path: Path | None = None) -> dict | None:
    """The file's data, None when it does not exist; InputError when it is not JSON."""
    source = path or calibration_path(name)
    try:
        return json.loads(source.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InputError(f"{source}: not a readable calibration file ({exc})") from None
