"""vision.synthetic.wall: wall photos across the lighting range."""

import cv2
import numpy as np

from companion.games.mine_deeper import Layout
from vision.markers import make_detector
from vision.synthetic.wall import LIGHTS, render_wall

KNOWN = Layout.parse("YR...\n.RPR.\n.....\nRY..Y\n....R\n")


def test_every_light_keeps_the_four_corner_markers_readable():
    for light in LIGHTS:
        _, ids, _ = make_detector().detectMarkers(render_wall(KNOWN, 1, light).image)
        assert sorted(ids.ravel().tolist()) == [0, 1, 2, 3], light.name


def test_lights_differ_and_a_seed_repeats():
    dim, bright = (render_wall(KNOWN, 1, light).image.mean() for light in (LIGHTS[5], LIGHTS[1]))
    assert dim < bright / 2
    assert np.array_equal(render_wall(KNOWN, 2).image, render_wall(KNOWN, 2).image)


def test_a_pushed_square_is_a_dark_hole_and_the_camera_stays_put():
    full, pushed = render_wall(KNOWN, 3), render_wall(KNOWN, 3, empty={12})
    assert np.array_equal(full.face_to_image, pushed.face_to_image) and pushed.empty == {12}
    centre = cv2.perspectiveTransform(np.array([[[85.0, 85.0]]]), pushed.face_to_image)[0, 0]
    x, y = np.round(centre).astype(int)
    rock, hole = (scene.image[y - 5:y + 5, x - 5:x + 5].mean() for scene in (full, pushed))
    assert hole < rock / 3
    changed = np.argwhere(np.abs(full.image.astype(int) - pushed.image).max(axis=2) > 40)
    assert np.all(np.abs(changed - (y, x)) < 60)  # only around C3 (noise is < 40)
