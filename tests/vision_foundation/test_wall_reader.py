"""vision.wall_reader: all 25 squares from one photo, across the lighting range."""

import random

import pytest

from calibration.colours import calibrate_colours
from companion.errors import InputError
from companion.games.mine_deeper import Layout
from vision.synthetic.wall import LIGHTS, render_wall
from vision.wall_colours import NOMINAL
from vision.wall_reader import read_image, read_wall

KNOWN = Layout.parse("YR...\n.RPR.\n.....\nRY..Y\n....R\n")


def shuffled(seed: int) -> Layout:
    cells = list("RRRRRPYYY" + "." * 16)
    random.Random(seed).shuffle(cells)
    return Layout(tuple(cells))


@pytest.mark.parametrize("light", LIGHTS, ids=lambda light: light.name)
def test_every_square_is_read_right_under_each_light_once_calibrated(light):
    classes = calibrate_colours(render_wall(KNOWN, 100, light).image, KNOWN)
    for seed in range(3):
        layout = shuffled(seed)
        assert read_wall(render_wall(layout, seed, light).image, classes) == layout


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
