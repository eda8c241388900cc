"""Calibration files: JSON in the calibration folder (`[calibration] dir`, default the user data
folder), written by `calibration/` (`companion calibrate`) and read here by the camera pipeline.

The lens calibration's file format (`CameraCalibration`) lives here with the reading, so the
camera needs nothing from the package that makes the files."""

import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

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


@dataclass(frozen=True)
class CameraCalibration:
    camera_matrix: np.ndarray  # 3x3
    dist_coeffs: np.ndarray  # k1 k2 p1 p2 k3
    image_size: tuple[int, int]  # width, height
    rms_px: float  # root-mean-square reprojection error over all views
    views: int

    def to_json(self) -> dict:
        return {"camera_matrix": self.camera_matrix.tolist(),
                "dist_coeffs": self.dist_coeffs.ravel().tolist(),
                "image_size": list(self.image_size), "rms_px": self.rms_px, "views": self.views}

    @classmethod
    def from_json(cls, data: dict, where: str) -> "CameraCalibration":
        try:
            matrix = np.array(data["camera_matrix"], float).reshape(3, 3)
            return cls(matrix, np.array(data["dist_coeffs"], float).ravel(),
                       (int(data["image_size"][0]), int(data["image_size"][1])),
                       float(data["rms_px"]), int(data["views"]))
        except (KeyError, TypeError, ValueError, IndexError):
            raise InputError(f"{where}: not a camera calibration") from None


def load_intrinsics(path: Path | None = None) -> CameraCalibration | None:
    """The saved calibration (`camera.json` in the calibration folder, or `path`), None if the
    camera has not been calibrated."""
    data = load(CAMERA, path)
    if data is None:
        return None
    return CameraCalibration.from_json(data, str(path or calibration_path(CAMERA)))
