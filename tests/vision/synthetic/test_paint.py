"""vision.synthetic.paint: stickers print real, turned markers; hands are known to cover."""

import cv2
import numpy as np
import pytest

from vision.markers import make_detector
from vision.synthetic import paint


@pytest.mark.parametrize("turn", [0.0, 30.0, 90.0, 200.0])
def test_a_sticker_decodes_with_its_top_edge_turned_as_told(turn):
    canvas = paint.Canvas(80, 80, 10)
    canvas.image[:] = 120
    paint.sticker(canvas, 123, 40, 40, 30, turn)
    corners, ids, _ = make_detector().detectMarkers(canvas.image)
    assert ids.ravel().tolist() == [123]
    top_left, top_right = corners[0].reshape(4, 2)[:2]
    angle = np.degrees(np.arctan2(*(top_right - top_left)[::-1])) % 360
    assert min(abs(angle - turn), 360 - abs(angle - turn)) < 2


def test_a_hand_covers_what_lies_under_it_only():
    canvas = paint.Canvas(400, 300, 10)
    paint.hand(canvas, 100, 150, __import__("random").Random(1))
    under = canvas.square(100, 150, 36, 36, 0)
    far = canvas.square(390, 10, 36, 36, 0)
    assert paint.covered(canvas, under) and not paint.covered(canvas, far)
    assert cv2.countNonZero(canvas.hands) > 0
