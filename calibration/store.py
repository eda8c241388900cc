"""Calibration files: JSON in the calibration folder (`[calibration] dir`, default the user data
folder), read by `vision/` and written by `companion calibrate`."""

import json
from pathlib import Path

from companion.config import load_config
from companion.errors import InputError
from companion.file_input import read_text_file
from companion.json_input import parse_json

CAMERA, TABLE, COLOURS = "camera.json", "table.json", "colours.json"


def calibration_path(name: str) -> Path:
    return load_config().calibration_dir() / name


def save(name: str, data: dict, path: Path | None = None) -> Path:
    """Writes `data` to `path` or the calibration folder, making the folder if needed;
    InputError naming the file when it cannot be written."""
    target = path or calibration_path(name)
    if target.is_dir():
        raise InputError(f"{target}: is a folder; name the file to write")
    temporary = target.with_name(target.name + ".tmp")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        temporary.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        temporary.replace(target)  # a reader never sees half a file
    except OSError as exc:
        if temporary.is_file():
            temporary.unlink()
        raise InputError(f"{target}: cannot write ({exc.strerror})") from None
    return target


def load(name: str, path: Path | None = None) -> dict | None:
    """The file's data, None when it does not exist; InputError when it is not JSON."""
    source = path or calibration_path(name)
    if not source.exists():
        return None
    return parse_json(read_text_file(source), str(source))
