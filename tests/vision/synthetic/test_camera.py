"""vision.synthetic.camera and .mount: a real mount's geometry and a photo's faults per level."""

import random

import numpy as np
import pytest

from vision.synthetic.camera import DIFFICULTIES, draw_look, photo_faults
from vision.synthetic.mount import place_mount

TABLE = (-40.0, -40.0, 1040.0, 740.0)  # the table and its corner markers


@pytest.mark.parametrize("level", DIFFICULTIES)
def test_the_whole_table_is_in_view_from_a_mount_of_the_levels_height(level):
    lowest, highest = DIFFICULTIES[level].mount.height_m
    for seed in range(10):
        mount = place_mount(TABLE, (1280, 720), DIFFICULTIES[level].mount, random.Random(seed))
        x0, y0, x1, y1 = TABLE
        pixels = mount.project(np.array([[x0, y0], [x1, y0], [x1, y1], [x0, y1]]))
        assert (pixels >= 0).all() and (pixels[:, 0] < 1280).all() and (pixels[:, 1] < 720).all()
        assert lowest * 1000 <= mount.height_mm  # raised only when the table would not fit
        assert mount.height_mm <= max(highest * 1000, 1200)


def test_another_mode_of_the_same_camera_sees_the_same_picture_larger():
    level = DIFFICULTIES["medium"].mount
    small = place_mount(TABLE, (1280, 720), level, random.Random(3))
    large = place_mount(TABLE, (2304, 1296), level, random.Random(3))
    points = np.array([[0.0, 0.0], [500.0, 350.0], [1000.0, 700.0]])
    assert np.allclose(large.project(points), small.project(points) * 1.8, atol=0.01)


def test_each_pixel_shows_the_table_point_that_projects_to_it():
    mount = place_mount(TABLE, (1280, 720), DIFFICULTIES["hard"].mount, random.Random(5))
    map_x, map_y = mount.image_to_table_maps()
    for x, y in ((100, 80), (640, 360), (1200, 650), (33, 701)):
        back = mount.project(np.array([[map_x[y, x], map_y[y, x]]]))[0]
        assert np.hypot(back[0] - x, back[1] - y) < 0.05


def test_harder_levels_blur_more_and_the_same_seeds_repeat():
    flat = np.full((90, 160, 3), 40, np.uint8)
    flat[:, 80:] = 220
    edges = {}
    for name in ("easy", "hard"):
        level = DIFFICULTIES[name]
        once, again = (photo_faults(flat, level, draw_look(level, (), 1280, random.Random(1)),
                                    random.Random(2)) for _ in range(2))
        assert np.array_equal(once, again)
        edges[name] = np.abs(np.diff(once[45, 70:90, 1].astype(int))).max()
    assert edges["hard"] < edges["easy"]


def test_frames_of_one_look_differ_by_sensor_noise_only():
    level = DIFFICULTIES["medium"]
    flat = np.full((90, 160, 3), 128, np.uint8)
    look = draw_look(level, (), 1280, random.Random(1))
    one, two = (photo_faults(flat, level, look, random.Random(frame)) for frame in (1, 2))
    assert not np.array_equal(one, two)
    assert abs(float(one.mean()) - float(two.mean())) < 1.0
