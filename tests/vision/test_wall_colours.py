"""vision.wall_colours: HSV classes where hue is an angle."""

import pytest

from companion.errors import InputError
from vision.wall_colours import NOMINAL, ColourClasses, bgr_to_hsv


def test_red_on_both_sides_of_hue_zero_is_red():
    assert NOMINAL.classify((358.0, 0.8, 0.7))[0] == "R"
    assert NOMINAL.classify((3.0, 0.8, 0.7))[0] == "R"


def test_a_grey_is_a_rock_whatever_its_hue():
    for hue in (0.0, 120.0, 300.0):
        assert NOMINAL.classify((hue, 0.04, 0.5))[0] == "."


def test_bgr_to_hsv_gives_degrees():
    hue, saturation, value = bgr_to_hsv([0, 255, 255])  # yellow
    assert round(hue) == 60 and saturation == pytest.approx(1) and value == pytest.approx(1)


def test_a_calibration_round_trips_and_a_broken_one_is_named():
    assert ColourClasses.from_json(NOMINAL.to_json(), "x") == NOMINAL
    with pytest.raises(InputError, match="colours.json: not a colour calibration"):
        ColourClasses.from_json({"prototypes": {"R": [1, 2, 3]}}, "colours.json")


def test_a_square_far_darker_than_rock_is_a_hole_under_this_light():
    near_black = (200.0, 0.2, 0.08)
    assert NOMINAL.square(near_black) is None
    assert NOMINAL.square((210.0, 0.05, 0.45)) == "."
    dim = ColourClasses({**NOMINAL.prototypes, ".": (210.0, 0.05, 0.15)})
    assert dim.square(near_black) == "."  # under a dim light that is how dark a rock looks
