"""The pipeline on rendered scenes: right cards, right zones, corners and lens handled."""

from dataclasses import replace

import cv2
import numpy as np
import pytest

from vision.pipeline import Pipeline
from vision.synthetic import deal_table, render_scene, render_table
from vision.table_mapping import Intrinsics, TableMapping
from vision.zones import load_layout


@pytest.fixture
def deep_claim():
    return Pipeline(load_layout("deep-claim"))


@pytest.fixture(scope="module")
def scene():
    return render_scene("deep-claim", seed=7, difficulty="easy")


def test_every_visible_card_is_found_in_its_zone_and_on_its_side(deep_claim, scene):
    reading = deep_claim.read(scene.image)
    assert reading.mapped and reading.corners_missing == ()
    found = {s.card: s for s in reading.sightings}
    truth = {c.component.name: c for c in scene.cards}
    assert set(found) <= set(truth)  # never a card that is not there
    for card in scene.visible_cards():
        seen = found[card.component.name]
        assert (seen.zone, seen.face_up) == (card.zone, card.face_up)
        assert np.hypot(*np.subtract(seen.position_mm, card.position_mm)) < 3.0
        turn = (seen.orientation_deg - card.orientation_deg + 180) % 360 - 180
        assert abs(turn) < 3.0


def test_the_last_detection_is_kept_in_pixels_for_drawing(deep_claim, scene):
    reading = deep_claim.read(scene.image)
    corners, ids = deep_claim.last_detection
    assert set(ids.tolist()) == {s.marker_id for s in reading.sightings} | {0, 1, 2, 3}
    table_corner = scene.mount.project(np.array([[0.0, 0.0]]))[0]
    assert np.hypot(*(corners[list(ids).index(0)].mean(0) - table_corner)) < 1.5


def test_face_down_digs_are_read_as_face_down(deep_claim, scene):
    digs = [s for s in deep_claim.read(scene.image).sightings if s.zone.endswith("/digs")]
    assert digs and not any(s.face_up for s in digs)


def test_dig_galleries_on_a_medium_scene():
    scene = render_scene("dig", seed=3, difficulty="medium")
    reading = Pipeline(load_layout("dig")).read(scene.image)
    zones = {s.card: s.zone for s in reading.sightings}
    assert {c.component.name: c.zone for c in scene.visible_cards()}.items() <= zones.items()


def _cover_corner(scene, corner_xy_mm, image):
    centre = scene.mount.project(np.array([corner_xy_mm]))[0]
    cv2.circle(image, (int(centre[0]), int(centre[1])), 45, (40, 40, 40), -1)


def _covered(scene, pipeline, *corners: int) -> np.ndarray:
    image = scene.image.copy()
    for corner in corners:
        _cover_corner(scene, pipeline.layout.corners_mm()[corner], image)
    return image


def test_a_photo_missing_a_corner_places_no_card(deep_claim, scene):
    reading = deep_claim.read(_covered(scene, deep_claim, 2))
    assert reading.corners_missing == (2,)
    assert not reading.mapped and reading.sightings == ()


def test_a_hand_on_a_corner_keeps_the_fixed_cameras_mapping(deep_claim, scene):
    full = deep_claim.read(scene.image)
    reading = deep_claim.read(_covered(scene, deep_claim, 2))
    assert reading.corners_missing == (2,) and reading.mapped
    assert reading.sightings == full.sightings


def test_a_moved_camera_does_not_reuse_the_old_mapping(deep_claim, scene):
    deep_claim.read(scene.image)
    moved = render_scene("deep-claim", seed=8, difficulty="easy")  # another perspective
    reading = deep_claim.read(_covered(moved, deep_claim, 0))
    assert reading.corners_missing == (0,) and not reading.mapped


def test_with_one_corner_left_there_is_no_mapping(deep_claim, scene):
    deep_claim.read(scene.image)
    reading = deep_claim.read(_covered(scene, deep_claim, 1, 2, 3))
    assert not reading.mapped and reading.sightings == ()
    assert reading.corners_missing == (1, 2, 3)


def test_a_second_copy_of_a_corner_marker_is_not_trusted(deep_claim, scene):
    image = scene.image.copy()
    corner = scene.mount.project(np.array([deep_claim.layout.corners_mm()[1]]))[0].astype(int)
    patch = image[corner[1] - 40:corner[1] + 40, corner[0] - 40:corner[0] + 40].copy()
    image[320:400, 600:680] = patch  # a second "top-right corner" in the middle of the table
    reading = deep_claim.read(image)
    assert reading.corners_missing == (1,) and not reading.mapped


def test_another_games_cards_are_kept_apart(deep_claim):
    reading = deep_claim.read(render_scene("dig", seed=1, difficulty="easy").image)
    assert reading.sightings == () and len(reading.unknown_ids) > 5


def _barrel(image: np.ndarray, intrinsics: Intrinsics) -> np.ndarray:
    """The image as a lens with `intrinsics` would have recorded it."""
    h, w = image.shape[:2]
    grid = np.stack(np.meshgrid(np.arange(w), np.arange(h)), -1).reshape(-1, 2)
    ideal = intrinsics.undistort(grid.astype(np.float32)).reshape(h, w, 2)
    return cv2.remap(image, ideal[..., 0], ideal[..., 1], cv2.INTER_LINEAR)


def test_lens_distortion_is_undone_with_the_camera_calibration(scene):
    lens = Intrinsics(np.array([[900.0, 0, 640], [0, 900.0, 360], [0, 0, 1]]),
                      np.array([-0.12, 0.02, 0, 0, 0]), (1280, 720))
    image = _barrel(scene.image, lens)
    layout = load_layout("deep-claim")
    truth = {c.component.name: c.position_mm for c in scene.visible_cards()}

    def worst_error(pipeline: Pipeline) -> float:
        sightings = pipeline.read(image).sightings
        return max(np.hypot(*np.subtract(s.position_mm, truth[s.card]))
                   for s in sightings if s.card in truth)

    assert worst_error(Pipeline(layout, lens)) < 3.0
    assert worst_error(Pipeline(layout)) > 6.0


def test_a_lens_calibration_of_another_frame_size_is_not_applied(scene):
    lens = Intrinsics(np.eye(3), np.array([-0.5, 0, 0, 0, 0]), (1920, 1080))
    reading = Pipeline(load_layout("deep-claim"), lens).read(scene.image)
    assert not reading.undistorted
    assert reading.sightings == Pipeline(load_layout("deep-claim")).read(scene.image).sightings


def _with_copy(pipeline: Pipeline, image: np.ndarray, shift_px: float):
    """The detector's output on `image`, plus a second decoding of its first card marker."""
    corners, ids = pipeline.detect(image)
    first = next(i for i, marker_id in enumerate(ids) if marker_id >= 4)
    corners = np.concatenate([corners, corners[first:first + 1] + shift_px])
    return corners, np.append(ids, ids[first]), int(ids[first])


def test_a_sticker_decoded_twice_in_place_is_one_sighting(deep_claim, scene, monkeypatch):
    corners, ids, twice = _with_copy(deep_claim, scene.image, 1.0)
    monkeypatch.setattr(deep_claim, "detect", lambda frame: (corners, ids))
    assert [s.marker_id for s in deep_claim.read(scene.image).sightings].count(twice) == 1


def test_one_id_at_two_places_is_kept_twice_for_the_tracker(deep_claim, scene, monkeypatch):
    corners, ids, twice = _with_copy(deep_claim, scene.image, 80.0)
    monkeypatch.setattr(deep_claim, "detect", lambda frame: (corners, ids))
    assert [s.marker_id for s in deep_claim.read(scene.image).sightings].count(twice) == 2


def test_the_calibrated_mapping_reads_a_photo_with_a_corner_covered():
    """The camera is fixed: with the mapping saved at set-up, a photo whose corner marker is
    under a hand (or fails to decode) is read all the same."""
    scene = render_scene("deep-claim", seed=7, difficulty="medium")
    saved = TableMapping(np.linalg.inv(scene.table_to_image), (1280, 720))
    pipeline = Pipeline(load_layout("deep-claim"), scene.intrinsics, saved)
    reading = pipeline.read(_covered(scene, pipeline, 1))
    assert reading.mapped and reading.corners_missing == (1,)
    truth = {c.component.name: c.zone for c in scene.visible_cards()}
    assert {s.card: s.zone for s in reading.sightings}.items() <= truth.items()
    assert len(reading.sightings) >= 0.95 * len(truth)


def test_a_calibrated_mapping_of_another_frame_size_is_not_used(scene):
    saved = TableMapping(np.linalg.inv(scene.table_to_image), (1920, 1080))
    pipeline = Pipeline(load_layout("deep-claim"), None, saved)
    assert not pipeline.read(_covered(scene, pipeline, 1)).mapped


def test_incremental_reading_finds_what_a_fresh_reading_finds():
    """Frames of a fixed camera: after the first, only changed areas are looked at again; what
    is read must be what a pipeline seeing the frame for the first time reads."""
    table = deal_table("dig", seed=2)
    moved = replace(table.placements[0], x_mm=table.placements[0].x_mm + 40)
    frames = [render_table(table, 2, "medium", hands=0),
              render_table(table, 2, "medium", frame=1),  # hands over some cards
              render_table(replace(table, placements=(moved, *table.placements[1:])), 2,
                           "medium", hands=0, frame=2)]
    filmed = Pipeline(load_layout("dig"))
    for scene in frames:
        kept = {(s.card, s.zone) for s in filmed.read(scene.image).sightings}
        fresh = {(s.card, s.zone) for s in Pipeline(load_layout("dig")).read(scene.image)
                 .sightings}
        assert kept == fresh
