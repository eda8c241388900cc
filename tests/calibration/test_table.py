"""calibration.table: the corner markers and the homography they give."""

import pytest

from calibration.table import check_table
from companion.errors import InputError
from vision.synthetic import render_scene
from vision.zones import load_layout


def test_a_flat_table_with_true_size_markers_passes():
    scene = render_scene("deep-claim", 3, "easy")
    result = check_table(scene.image, load_layout("deep-claim"))
    assert result.ok and result.error_mm < 1.5
    # 720 px over a 700 mm table, less the margins: a little under 1 px per mm
    assert all(0.75 < scale < 1.0 for scale in result.px_per_mm)


def test_markers_printed_at_the_wrong_size_fail():
    scene = render_scene("deep-claim", 3, "easy")
    assert not check_table(scene.image, load_layout("deep-claim"), marker_mm=40).ok


def test_a_missing_corner_is_named():
    image = render_scene("dig", 1, "easy").image.copy()
    image[620:, 1000:] = 100
    with pytest.raises(InputError, match="2 \\(bottom-right\\)"):
        check_table(image, load_layout("dig"))
