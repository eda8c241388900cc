"""vision.synthetic.wall: wall photos across the lighting range."""

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
