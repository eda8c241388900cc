"""calibration.sheets: the printed PDF decodes back to the right ids at the right size."""

import numpy as np
import pypdfium2
import pytest

from calibration.intrinsics import SQUARE_MM, board_points
from calibration.sheets import game_stickers, write_sheet
from vision.markers import make_detector

DPI = 150
PX_PER_MM = DPI / 25.4


@pytest.fixture(scope="module")
def sheet(tmp_path_factory):
    path = tmp_path_factory.mktemp("sheet") / "mine-deeper.pdf"
    pages = write_sheet("mine-deeper", path)
    document = pypdfium2.PdfDocument(str(path))
    images = [document[n].render(scale=DPI / 72, grayscale=True).to_numpy()
              for n in range(len(document))]
    texts = [document[n].get_textpage().get_text_range() for n in range(len(document))]
    return pages, images, texts


def test_every_page_decodes_to_its_ids_at_the_stated_size(sheet):
    pages, images, _ = sheet
    for page, image in zip(pages, images, strict=False):
        corners, ids, _ = make_detector().detectMarkers(image)
        want = {s.marker_id: s.marker_mm for s, _, _ in page.stickers}
        assert sorted(ids.ravel().tolist()) == sorted(want)
        for marker_id, quad in zip(ids.ravel(), corners, strict=True):
            side_px = np.linalg.norm(np.diff(quad.reshape(4, 2), axis=0, append=quad[0, :1]),
                                     axis=1).mean()
            assert side_px / PX_PER_MM == pytest.approx(want[int(marker_id)], abs=0.4)


def test_every_card_face_and_back_is_on_the_sheet_with_its_name(sheet):
    pages, _, texts = sheet
    printed = {s.marker_id for page in pages for s, _, _ in page.stickers}
    stickers = game_stickers("mine-deeper")
    assert {s.marker_id for s in stickers} <= printed
    text = " ".join(texts)
    assert "Key card 7 (face)" in text and "Key card 7 (back)" in text


def test_the_calibration_board_prints_at_its_square_size(sheet):
    _, images, _ = sheet
    object_mm, image_px = board_points(images[-1])
    assert len(object_mm) == 24  # every inner corner of the 7 x 5 board
    step_mm = np.linalg.norm(object_mm[1] - object_mm[0])
    step_px = np.linalg.norm(image_px[1] - image_px[0])
    assert step_mm == pytest.approx(SQUARE_MM)
    assert step_px / PX_PER_MM == pytest.approx(SQUARE_MM, abs=0.3)


@pytest.mark.parametrize("game", ["deep-claim", "dig", "deep-shelf", "mine-deeper"])
def test_every_game_plans_each_face_and_back_once_plus_four_corners(game):
    from calibration.sheets import plan
    from vision.markers import registry

    planned = [s.marker_id for page in plan(game) for s, _, _ in page.stickers]
    parts = registry().components(game)
    expected = {0, 1, 2, 3} | {p.face_id for p in parts} | {p.back_id for p in parts if p.back_id}
    assert sorted(planned) == sorted(expected)
