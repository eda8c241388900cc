"""The camera over the table as a real mount has it: a Camera Module 3 pinhole at some height,
tilted and turned a little, with its lens distortion.

World frame: table millimetres (origin at corner marker 0's centre, x towards marker 1, y towards
marker 3), z pointing down into the table, the table at z = 0. A camera square above the table
with no yaw sees marker 0 top-left and markers 3 and 2 along the bottom of the picture.
"""

import math
import random
from dataclasses import dataclass

import cv2
import numpy as np

# Camera Module 3 (IMX708), standard lens: 4.74 mm focal length over a 6.45 mm wide sensor
# (4608 px of 1.4 um); every 16:9 mode (4608x2592, 2304x1296, 1920x1080, 1280x720) shows the
# whole sensor width, so the focal length in pixels is this fraction of the frame width.
FOCAL_PER_WIDTH = 4.74 / 6.4512
FIT_MARGIN = 0.02  # the installer leaves this fraction of the frame free around the table
GRID_STEP_PX = 8  # the lens distortion is smooth: worked out every 8 px, interpolated between


@dataclass(frozen=True)
class MountRange:
    """How a mount may sit at one difficulty level (each value drawn uniformly)."""

    height_m: tuple[float, float]  # lens above the table
    tilt_deg: float  # most the optical axis leans off vertical, in any direction
    yaw_deg: float  # most the camera is turned about the vertical
    offset_mm: float  # most the optical axis misses the table's centre
    k1: tuple[float, float]  # radial distortion (negative: barrel)


@dataclass(frozen=True)
class Mount:
    """One camera placed over the table: its pinhole, lens and pose."""

    size: tuple[int, int]  # frame width, height in pixels
    matrix: np.ndarray  # 3x3 camera matrix
    distortion: np.ndarray  # k1 k2 p1 p2 k3
    rotation: np.ndarray  # 3x3, world -> camera
    centre_mm: np.ndarray  # the lens in the world frame (z negative: above the table)

    @property
    def height_mm(self) -> float:
        return float(-self.centre_mm[2])

    def table_to_image(self) -> np.ndarray:
        """3x3 homography from table mm to ideal (undistorted) pixels."""
        translation = -self.rotation @ self.centre_mm
        extrinsic = np.column_stack([self.rotation[:, 0], self.rotation[:, 1], translation])
        homography = self.matrix @ extrinsic
        return homography / homography[2, 2]

    def project(self, table_mm: np.ndarray) -> np.ndarray:
        """Table points (N, 2) to the pixels (N, 2) this lens records them at (distorted)."""
        points = np.column_stack([np.asarray(table_mm, np.float64).reshape(-1, 2),
                                  np.zeros(len(np.asarray(table_mm).reshape(-1, 2)))])
        rvec, _ = cv2.Rodrigues(self.rotation)
        tvec = -self.rotation @ self.centre_mm
        pixels, _ = cv2.projectPoints(points, rvec, tvec, self.matrix, self.distortion)
        return pixels.reshape(-1, 2)

    def image_to_table_maps(self) -> tuple[np.ndarray, np.ndarray]:
        """For every pixel of the recorded frame, the table point (mm) it shows: x and y maps
        (float32, frame-sized), for `cv2.remap` after scaling to a canvas."""
        width, height = self.size
        xs = np.arange(0, width + GRID_STEP_PX, GRID_STEP_PX, dtype=np.float32)
        ys = np.arange(0, height + GRID_STEP_PX, GRID_STEP_PX, dtype=np.float32)
        grid = np.stack(np.meshgrid(xs, ys), -1).reshape(-1, 1, 2)
        ideal = cv2.undistortPoints(grid, self.matrix, self.distortion, P=self.matrix)
        table = cv2.perspectiveTransform(ideal, np.linalg.inv(self.table_to_image()))
        coarse = table.reshape(len(ys), len(xs), 2).astype(np.float32)
        # Bilinear between grid nodes: node i sits on pixel i * GRID_STEP_PX.
        node_x = np.tile(np.arange(width, dtype=np.float32) / GRID_STEP_PX, (height, 1))
        node_y = np.tile(np.arange(height, dtype=np.float32)[:, None] / GRID_STEP_PX, (1, width))
        full = cv2.remap(coarse, node_x, node_y, cv2.INTER_LINEAR)
        return np.ascontiguousarray(full[..., 0]), np.ascontiguousarray(full[..., 1])


def _rotation(yaw_deg: float, tilt_deg: float, tilt_towards_deg: float) -> np.ndarray:
    """World -> camera rotation: turned `yaw_deg` about the vertical, then leaning `tilt_deg`
    off vertical towards the table direction `tilt_towards_deg`."""
    yaw = math.radians(yaw_deg)
    turn = np.array([[math.cos(yaw), -math.sin(yaw), 0], [math.sin(yaw), math.cos(yaw), 0],
                     [0, 0, 1]])
    towards = math.radians(tilt_towards_deg)
    axis = np.array([-math.sin(towards), math.cos(towards), 0.0])  # horizontal, across the lean
    lean, _ = cv2.Rodrigues(axis * math.radians(tilt_deg))
    camera_to_world = lean @ turn
    return camera_to_world.T


def place_mount(extent_mm: tuple[float, float, float, float], size: tuple[int, int],
                mount: MountRange, rng: random.Random) -> Mount:
    """A camera drawn from `mount`, aimed near the middle of `extent_mm` (x0, y0, x1, y1: all
    that must be in view). If the drawn height does not show all of it, the camera goes higher,
    as an installer would mount it."""
    width, height = size
    focal = FOCAL_PER_WIDTH * width
    matrix = np.array([[focal, 0, width / 2], [0, focal, height / 2], [0, 0, 1]])
    distortion = np.array([rng.uniform(*mount.k1), 0, 0, 0, 0])
    rotation = _rotation(rng.uniform(-mount.yaw_deg, mount.yaw_deg),
                         rng.uniform(0, mount.tilt_deg), rng.uniform(0, 360))
    x0, y0, x1, y1 = extent_mm
    aim = np.array([(x0 + x1) / 2 + rng.uniform(-mount.offset_mm, mount.offset_mm),
                    (y0 + y1) / 2 + rng.uniform(-mount.offset_mm, mount.offset_mm), 0.0])
    axis = rotation.T @ np.array([0.0, 0.0, 1.0])  # the optical axis in the world
    outline = np.array([[x0, y0], [x1, y0], [x1, y1], [x0, y1]])
    lens_height = rng.uniform(*mount.height_m) * 1000
    while True:
        placed = Mount(size, matrix, distortion, rotation, aim - axis * lens_height / axis[2])
        pixels = placed.project(outline)
        inside = (pixels >= (FIT_MARGIN * width, FIT_MARGIN * height)) & \
            (pixels <= ((1 - FIT_MARGIN) * width, (1 - FIT_MARGIN) * height))
        if inside.all():
            return placed
        lens_height *= 1.03
