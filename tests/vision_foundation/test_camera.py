"""vision.synthetic.camera: perspective and photo faults per difficulty."""

import random

import cv2
import numpy as np
import pytest

from vision.synthetic.camera import DIFFICULTIES, light_and_lens, table_to_image


@pytest.mark.parametrize("level", DIFFICULTIES)
def test_the_table_corners_always_stay_in_the_frame(level):
    for seed in range(20):
        homography = table_to_image(1000, 700, (1280, 720), DIFFICULTIES[level],
                                    random.Random(seed))
        corners = np.array([[[0, 0], [1000, 0], [1000, 700], [0, 700]]], np.float64)
        pixels = cv2.perspectiveTransform(corners, homography)[0]
        assert (pixels >= 0).all() and (pixels[:, 0] < 1280).all() and (pixels[:, 1] < 720).all()


def test_harder_levels_blur_more_and_the_same_seed_repeats():
    flat = np.zeros((90, 160, 3), np.uint8)
    flat[:, 80:] = 255
    edges = {}
    for level in ("easy", "hard"):
        once = light_and_lens(flat, DIFFICULTIES[level], random.Random(1))
        again = light_and_lens(flat, DIFFICULTIES[level], random.Random(1))
        assert np.array_equal(once, again)
        edges[level] = np.abs(np.diff(once[45, 70:90, 1].astype(int))).max()
    assert edges["hard"] < edges["easy"]
