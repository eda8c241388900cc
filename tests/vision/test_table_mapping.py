import numpy as np
import pytest

from vision.calibration_files import CAMERA, CameraCalibration, save
from vision.table_mapping import corner_marker_points_mm, find_mapping, load_intrinsics

CORNERS = corner_marker_points_mm(((0, 0), (400, 0), (400, 300), (0, 300)), 40.0)


@pytest.fixture(autouse=True)
def own_dirs(tmp_path, monkeypatch):
    for name in ("CONFIG", "DATA", "CACHE"):
        monkeypatch.setenv(f"COMPANION_{name}_DIR", str(tmp_path / name.lower()))


def _seen_at(scale: float, ids) -> dict[int, np.ndarray]:
    """The corner markers as a camera 'scale' px per mm, straight above, would see them."""
    return {i: CORNERS[i] * scale + (50, 20) for i in ids}


def test_four_corner_markers_map_pixels_to_table_millimetres():
    mapping = find_mapping(_seen_at(2.0, range(4)), CORNERS)
    assert np.allclose(mapping.to_mm(np.float32([[850, 620]])), [[400, 300]], atol=0.01)


def test_three_corner_markers_give_no_fresh_mapping():
    assert find_mapping(_seen_at(2.0, (0, 1, 3)), CORNERS) is None


def test_a_kept_mapping_fits_while_two_corners_stay_put():
    mapping = find_mapping(_seen_at(2.0, range(4)), CORNERS)
    assert mapping.still_fits(_seen_at(2.0, (0, 3)), CORNERS)
    assert not mapping.still_fits(_seen_at(2.0, (0,)), CORNERS)  # one corner proves little
    assert not mapping.still_fits(_seen_at(2.05, (0, 3)), CORNERS)  # the camera moved


def test_no_saved_lens_calibration_means_no_undistortion():
    assert load_intrinsics() is None


def test_the_saved_lens_calibration_is_loaded_with_its_frame_size():
    matrix = np.array([[900.0, 0, 640], [0, 900, 360], [0, 0, 1]])
    save(CAMERA, CameraCalibration(matrix, np.full(5, 0.01), (1280, 720), 0.3, 9).to_json())
    intrinsics = load_intrinsics()
    assert np.allclose(intrinsics.matrix, matrix) and intrinsics.image_size == (1280, 720)
