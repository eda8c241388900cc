"""calibration.colours: each piece's colour learnt from a known layout."""

import pytest

from calibration.colours import calibrate_colours
from companion.errors import InputError
from companion.games.mine_deeper import Layout
from vision.synthetic.wall import LIGHTS, render_wall

KNOWN = Layout.parse("YR...\n.RPR.\n.....\nRY..Y\n....R\n")


def test_prototypes_follow_the_light():
    warm = calibrate_colours(render_wall(KNOWN, 1, LIGHTS[3]).image, KNOWN)
    cold = calibrate_colours(render_wall(KNOWN, 1, LIGHTS[4]).image, KNOWN)
    red_hue = warm.prototypes["R"][0]
    assert red_hue > 330 or red_hue < 20
    assert cold.prototypes["."][0] != pytest.approx(warm.prototypes["."][0], abs=20)


def test_a_layout_without_a_purple_cannot_calibrate():
    no_purple = Layout.parse("YR...\n.RYR.\n.....\nRY..Y\n....R\n")
    with pytest.raises(InputError, match="purple"):
        calibrate_colours(render_wall(KNOWN, 1).image, no_purple)
