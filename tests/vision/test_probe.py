"""What the doctor reports about the camera, on machines with and without one."""

import numpy as np
import pytest

from companion.config import load_config
from vision import probe, sources
from vision.calibration_files import CAMERA, CameraCalibration, save


@pytest.fixture
def machine(tmp_path, monkeypatch):
    """No Pi, no /dev/video*, empty user folders, until a test adds them."""
    for name in ("CONFIG", "DATA", "CACHE"):
        monkeypatch.setenv(f"COMPANION_{name}_DIR", str(tmp_path / name.lower()))
    dev = tmp_path / "dev"
    dev.mkdir()
    monkeypatch.setattr(probe, "VIDEO_DEVICES", dev)
    monkeypatch.setattr(sources, "PI_MODEL_FILE", tmp_path / "model")
    return tmp_path


def report(config=None) -> dict[str, str]:
    return dict(probe.describe(config or load_config()))


def test_with_no_camera_it_falls_back_to_the_synthetic_table(machine):
    found = report()
    assert found["video devices"] == "none"
    assert found["camera source"].startswith("auto -> synthetic table")
    assert found["lens calibration"].startswith("none")


def test_a_usb_camera_is_found_and_chosen(machine):
    (machine / "dev" / "video0").touch()
    found = report()
    assert found["video devices"].endswith("video0")
    assert found["camera source"] == f"auto -> USB camera {machine / 'dev' / 'video0'}"


def test_on_a_pi_the_model_is_named(machine):
    (machine / "model").write_text("Raspberry Pi 5 Model B Rev 1.0\x00")
    assert report()["Raspberry Pi"] == "Raspberry Pi 5 Model B Rev 1.0"


def test_a_saved_lens_calibration_shows_its_reprojection_error(machine):
    calibration = CameraCalibration(np.eye(3), np.zeros(5), (1280, 720), 0.4321, 12)
    save(CAMERA, calibration.to_json())
    assert report()["lens calibration"].endswith("(1280x720, reprojection 0.43 px)")


def test_a_broken_calibration_file_is_called_unreadable(machine):
    save(CAMERA, {"camera_matrix": "?"})
    assert report()["lens calibration"].startswith("unreadable")
