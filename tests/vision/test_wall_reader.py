"""vision.wall_reader: all 25 squares (pieces and holes) from one photo, across the lighting
range."""

import random

import cv2
import numpy as np
import pytest

from calibration.colours import calibrate_colours
from companion.errors import InputError
from companion.games.mine_deeper import Layout
from vision.image_file import read_image_file as read_image
from vision.synthetic.wall import LIGHTS, render_wall
from vision.wall_colours import NOMINAL
from vision.wall_reader import read_squares, read_wall, square_colour

KNOWN = Layout.parse("YR...\n.RPR.\n.....\nRY..Y\n....R\n")


def shuffled(seed: int) -> Layout:
    cells = list("RRRRRPYYY" + "." * 16)
    random.Random(seed).shuffle(cells)
    return Layout(tuple(cells))


def pushed_out(seed: int) -> set[int]:
    """Eight squares emptied mid-game, gems among them."""
    return set(random.Random(f"pushed/{seed}").sample(range(25), 8))


@pytest.mark.parametrize("light", LIGHTS, ids=lambda light: light.name)
def test_every_square_is_read_right_under_each_light_once_calibrated(light):
    classes = calibrate_colours(render_wall(KNOWN, 100, light).image, KNOWN)
    layout = shuffled(0)
    assert read_wall(render_wall(layout, 0, light).image, classes) == layout
    for seed in (1, 2):
        layout, empty = shuffled(seed), pushed_out(seed)
        truth = [None if index in empty else piece for index, piece in enumerate(layout.cells)]
        image = render_wall(layout, seed, light, empty=empty).image
        assert read_squares(image, classes) == truth


def test_a_wall_with_a_hole_is_not_checked_as_a_layout():
    """The set-up check reads a filled face; a pushed square is named, not guessed at."""
    with pytest.raises(InputError, match="square\\(s\\) A2, C4 empty"):
        read_wall(render_wall(KNOWN, 4, empty={1, 13}).image, NOMINAL)


def test_a_hand_over_the_face_is_never_read_as_a_hole():
    layout = shuffled(4)
    squares = read_squares(render_wall(layout, 4, hand_mm=(85.0, 85.0)).image, NOMINAL)
    assert sum(seen != piece for seen, piece in zip(squares, layout.cells, strict=True)) >= 5
    assert None not in squares


def test_daylight_reads_right_before_any_calibration():
    layout = shuffled(7)
    assert read_wall(render_wall(layout, 7, LIGHTS[0]).image, NOMINAL) == layout


def test_a_photo_missing_a_corner_names_it():
    image = render_wall(KNOWN, 1).image.copy()
    image[:200, :560] = 90  # the top-left corner of the face is out of the shot
    with pytest.raises(InputError, match="top-left"):
        read_wall(image, NOMINAL)


def test_unreadable_files_are_one_line_errors(tmp_path):
    text = tmp_path / "note.txt"
    text.write_text("not a photo")
    with pytest.raises(InputError, match="no such file"):
        read_image(str(tmp_path / "missing.png"))
    with pytest.raises(InputError, match="not an image"):
        read_image(str(text))


def test_a_red_square_whose_hues_straddle_zero_stays_red():
    """Issue 4: "the median of each cell, not the mean: red's hue wraps". Half the pixels at hue
    2 degrees, half at 358: their mean hue (or a median of raw hues) is 180, cyan."""
    hsv = np.zeros((10, 10, 3), np.float32)
    hsv[..., 1:] = 0.8
    hsv[:5, :, 0], hsv[5:, :, 0] = 2.0, 358.0
    pixels = (cv2.cvtColor(hsv, cv2.COLOR_HSV2BGR) * 255).astype(np.uint8)
    assert np.mean(hsv[..., 0]) == pytest.approx(180)
    hue, saturation, _ = square_colour(pixels)
    assert min(hue, 360 - hue) < 5 and saturation > 0.7
    assert NOMINAL.classify(square_colour(pixels))[0] == "R"
