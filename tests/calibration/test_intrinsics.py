"""calibration.intrinsics: the lens from photos of the printed ChArUco board."""

import cv2
import numpy as np
import pytest

from calibration.intrinsics import (
    BOARD_SQUARES,
    SQUARE_MM,
    calibrate_camera,
    charuco_board,
)
from companion.errors import InputError
from vision import calibration_files as store
from vision.calibration_files import load_intrinsics

TRUE_K = np.array([[900.0, 0, 640], [0, 900.0, 360], [0, 0, 1]])
PX_PER_MM = 8


def board_photo(rvec, tvec) -> np.ndarray:
    """The board seen by a pinhole camera TRUE_K at pose (rvec, tvec), in millimetres."""
    columns, rows = BOARD_SQUARES
    board = charuco_board().generateImage((round(columns * SQUARE_MM * PX_PER_MM),
                                           round(rows * SQUARE_MM * PX_PER_MM)), marginSize=0)
    rotation, _ = cv2.Rodrigues(np.array(rvec, float))
    plane = TRUE_K @ np.column_stack([rotation[:, 0], rotation[:, 1], tvec])
    to_image = plane @ np.diag([1 / PX_PER_MM, 1 / PX_PER_MM, 1])
    return cv2.warpPerspective(board, to_image, (1280, 720), borderValue=255)


POSES = [([0.3, 0.1, 0.0], [-80, -60, 450]), ([-0.25, 0.3, 0.1], [-90, -50, 500]),
         ([0.1, -0.35, -0.1], [-70, -70, 420]), ([-0.3, -0.2, 0.05], [-100, -40, 520])]


@pytest.fixture(scope="module")
def result():
    return calibrate_camera([board_photo(r, t) for r, t in POSES])


def test_the_focal_length_is_recovered_with_a_small_reprojection_error(result):
    assert result.views == len(POSES)
    assert result.rms_px < 0.5
    assert result.camera_matrix[0, 0] == pytest.approx(900, rel=0.03)


def test_too_few_views_of_the_board_is_a_clear_error():
    blank = np.full((720, 1280), 255, np.uint8)
    with pytest.raises(InputError, match="found in 1 photo"):
        calibrate_camera([board_photo(*POSES[0]), blank, blank])


def test_a_saved_calibration_loads_back(tmp_path, result):
    assert load_intrinsics(tmp_path / "camera.json") is None
    store.save(store.CAMERA, result.to_json(), tmp_path / "camera.json")
    loaded = load_intrinsics(tmp_path / "camera.json")
    assert np.allclose(loaded.camera_matrix, result.camera_matrix)
    assert loaded.image_size == (1280, 720)
