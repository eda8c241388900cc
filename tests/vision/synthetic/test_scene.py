"""vision.synthetic.scene: rendered tables whose truth the detector confirms."""

import cv2
import numpy as np
import pytest

from companion.errors import InputError
from vision.markers import TABLE_CORNERS, make_detector
from vision.synthetic import deal_table, render_scene, render_table


def detected(image) -> dict[int, np.ndarray]:
    corners, ids, _ = make_detector().detectMarkers(image)
    return {int(i): c.reshape(4, 2).mean(axis=0) for i, c in zip(ids.ravel(), corners,
                                                                 strict=True)}


def test_an_easy_scene_shows_every_card_where_the_truth_puts_it():
    scene = render_scene("deep-claim", 1, "easy")
    found = detected(scene.image)
    on_table = {card.marker_id for card in scene.cards} | set(TABLE_CORNERS)
    assert set(found) <= on_table, "an id that is not on the table"
    for card in scene.visible_cards():
        expected = cv2.perspectiveTransform(np.array([[card.position_mm]]),
                                            scene.table_to_image)[0, 0]
        assert np.linalg.norm(found[card.marker_id] - expected) < 3


def test_the_same_seed_renders_the_same_photo():
    one, two = render_scene("dig", 4, "medium"), render_scene("dig", 4, "medium")
    assert np.array_equal(one.image, two.image) and one.cards == two.cards
    assert one.image.shape == (720, 1280, 3)


def test_hands_cover_cards_in_medium_scenes_and_the_truth_says_which():
    covered = [c for seed in range(3) for c in render_scene("dig", seed, "medium").cards
               if c.covered]
    assert covered


def test_a_fixed_camera_keeps_its_perspective_between_frames():
    table = deal_table("deep-claim", 2)
    first = render_table(table, 10, "medium", camera_seed=7, hands=0)
    second = render_table(table, 11, "medium", camera_seed=7, hands=1)
    assert np.allclose(first.table_to_image, second.table_to_image)
    assert not np.array_equal(first.image, second.image)


def test_an_unknown_difficulty_is_refused():
    with pytest.raises(InputError, match="unknown difficulty"):
        render_scene("dig", 1, "extreme")
