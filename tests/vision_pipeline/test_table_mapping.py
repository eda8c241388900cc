import numpy as np
import pytest

from calibration.intrinsics import CameraCalibration
from calibration.store import CAMERA, save
from vision.table_mapping import corner_marker_points_mm, find_mapping, load_intrinsics

CORNERS = corner_marker_points_mm(((0, 0), (400, 0), (400, 300), (0, 300)), 40.0)


@pytest.fixture(autouse=True)
def own_dirs(tmp_path, monkeypatch):
    for name in ("CONFIG", "DATA", "CACHE"):
        monkeypatch.setenv(f"COMPANION_{name}_DIR", str(tmp_path / name.lower()))


def _seen_at(scale: float, ids) -> dict[int, np.ndarray]:
    """The corner markers as a camera 'scale' px per mm, straight above, would see them."""
    return {i: CORNERS[i] * scale + (50, 20) for i in ids}


def test_two_corner_markers_are_enough_to_map_the_table():
    mapping = find_mapping(_seen_at(2.0, (0, 2)), CORNERS)
    assert np.allclose(mapping.to_mm(np.float32([[850, 620]])), [[400, 300]], atol=0.01)


def test_one_corner_marker_gives_no_mapping():
    assert find_mapping(_seen_at(2.0, (3,)), CORNERS) is None


def test_no_saved_lens_calibration_means_no_undistortion():
    assert load_intrinsics() is None


def test_the_saved_lens_calibration_is_loaded_with_its_frame_size():
    matrix = np.array([[900.0, 0, 640], [0, 900, 360], [0, 0, 1]])
    save(CAMERA, CameraCalibration(matrix, np.full(5, 0.01), (1280, 720), 0.3, 9).to_json())
    intrinsics = load_intrinsics()
    assert np.allclose(intrinsics.matrix, matrix) and intrinsics.image_size == (1280, 720)
