"""Camera intrinsics from photos of the printed ChArUco board, with the reprojection error."""

import cv2
import numpy as np

from companion.errors import InputError
from vision.calibration_files import CameraCalibration
from vision.markers import CHARUCO_IDS, detector_parameters, dictionary

BOARD_SQUARES = (7, 5)  # columns, rows
SQUARE_MM = 25.0
BOARD_MARKER_MM = 18.0
MIN_CORNERS = 8  # a view with fewer board corners says too little about the lens
MIN_VIEWS = 3


def charuco_board() -> cv2.aruco.CharucoBoard:
    """The board printed on every marker sheet (ids 2000-2016 of the one dictionary, mm units)."""
    ids = np.array(CHARUCO_IDS, np.int32)
    return cv2.aruco.CharucoBoard(BOARD_SQUARES, SQUARE_MM, BOARD_MARKER_MM, dictionary(), ids)


def board_points(image: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
    """Matched (board mm, image px) points of the ChArUco corners found, or None if too few."""
    detector = cv2.aruco.CharucoDetector(charuco_board())
    detector.setDetectorParameters(detector_parameters())
    corners, ids, _, _ = detector.detectBoard(image)
    if ids is None or len(ids) < MIN_CORNERS:
        return None
    object_points, image_points = charuco_board().matchImagePoints(corners, ids)
    return object_points, image_points


def calibrate_camera(images: list[np.ndarray]) -> CameraCalibration:
    """Calibrate from photos of the board at several angles; InputError if too few show it."""
    sizes = {(image.shape[1], image.shape[0]) for image in images}
    if len(sizes) != 1:
        raise InputError("calibration photos must all have the same size")
    matched = [points for points in map(board_points, images) if points is not None]
    if len(matched) < MIN_VIEWS:
        raise InputError(f"the board was found in {len(matched)} photo(s); need at least "
                         f"{MIN_VIEWS}, taken from different angles")
    size = sizes.pop()
    rms, matrix, dist, _, _ = cv2.calibrateCamera(
        [o for o, _ in matched], [i for _, i in matched], size, None, None)
    return CameraCalibration(matrix, dist.ravel(), size, float(rms), len(matched))
