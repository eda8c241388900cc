"""The tracker's promises: hands, moves and flickers, as a player at the table would see them.

Frames carry the time they were taken: the rules are in seconds, whatever the frame rate."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.config import load_config
from vision.pipeline import Pipeline
from vision.sighting import FrameReading, Sighting
from vision.synthetic import deal_table, render_table
from vision.tracker import Tracker
from vision.zones import load_layout

CAMERA_FPS = 30
HAND_FRAMES = CAMERA_FPS  # a hand over the cards for one second
PRESENT_S, ABSENT_S = 0.1, 2.0  # at 30 frames a second: in on the fourth frame


def seen(card: str, zone: str | None, face_up: bool = True, marker_id: int = 0,
         at: tuple[float, float] = (100.0, 100.0)) -> Sighting:
    return Sighting(marker_id, card, face_up, zone, at, 0.0)


def frame(*sightings: Sighting, corners_missing: tuple[int, ...] = ()) -> FrameReading:
    return FrameReading(tuple(sightings), corners_missing=corners_missing)


class Film:
    """A tracker fed frames at `fps`, with the time each frame was taken."""

    def __init__(self, tracker: Tracker, fps: float = CAMERA_FPS):
        self.tracker, self.fps, self.frames = tracker, fps, 0

    @property
    def now(self) -> float:
        return self.frames / self.fps

    def __call__(self, frames: list[FrameReading]):
        """All changes and the last update after feeding `frames`."""
        changes, update = [], None
        for reading in frames:
            update = self.tracker.update(reading, self.now)
            self.frames += 1
            changes.extend(update.changes)
        return changes, update


def tracker() -> Film:
    return Film(Tracker(present_s=PRESENT_S, absent_s=ABSENT_S))


def run(film: Film, frames: list[FrameReading]):
    return film(frames)


TABLE = [seen("critter-12", "location-1/display"), seen("contract-3", "location-1/display"),
         seen("action-green-5", "location-2/digs", face_up=False)]


def test_cards_join_the_snapshot_once_consistent_frames_span_present_s():
    t = tracker()
    changes, update = run(t, [frame(*TABLE)] * 3)  # 0 to 0.067 s
    assert changes == [] and update.snapshot.cards == {}
    changes, update = run(t, [frame(*TABLE)])  # 0.1 s
    assert sorted(c.card for c in changes if c.kind == "added") == sorted(s.card for s in TABLE)
    assert update.snapshot.cards["action-green-5"].face_up is False


def test_a_hand_covering_cards_for_a_second_removes_nothing():
    t = tracker()
    run(t, [frame(*TABLE)] * 5)
    uncovered = frame(TABLE[0])  # the hand hides two of the three cards
    changes, update = run(t, [uncovered] * HAND_FRAMES + [frame(*TABLE)] * 5)
    assert changes == []
    assert set(update.snapshot.cards) == {s.card for s in TABLE}


def test_a_card_gone_for_longer_than_absent_s_is_removed_once():
    t = tracker()
    run(t, [frame(*TABLE)] * 5)
    changes, update = run(t, [frame(*TABLE[:2])] * (3 * CAMERA_FPS))
    assert [(c.kind, c.card) for c in changes] == [("removed", "action-green-5")]
    assert "action-green-5" not in update.snapshot.cards


@pytest.mark.parametrize("fps", [5, 30])
def test_a_card_taken_away_is_seen_gone_within_absent_s_at_any_frame_rate(fps):
    """From the first frame without the card, the removal comes within `absent_s` seconds,
    on a slow Pi (5 frames a second) as on a fast one (30): not after a count of frames."""
    film = Film(Tracker(present_s=0.3, absent_s=ABSENT_S), fps)
    film([frame(*TABLE)] * fps)
    taken_at, removed_at = film.now, None
    for _ in range(10 * fps):
        changes, _ = film([frame(*TABLE[:2])])
        if changes:
            assert [(c.kind, c.card) for c in changes] == [("removed", "action-green-5")]
            removed_at = film.now - 1 / fps
            break
    assert removed_at is not None
    assert ABSENT_S - 1 / fps - 1e-9 <= removed_at - taken_at <= ABSENT_S + 1e-9


def test_time_without_a_table_mapping_is_not_time_without_a_card():
    t = tracker()
    run(t, [frame(*TABLE)] * 5)
    blind = FrameReading((), corners_missing=(0, 1, 2, 3), mapped=False)
    run(t, [blind] * (3 * CAMERA_FPS))  # three seconds unmapped
    changes, _ = run(t, [frame(*TABLE[:2])] * (CAMERA_FPS // 2))  # then half a second mapped
    assert changes == []


def test_a_card_moved_from_one_zone_to_another_is_one_change():
    t = tracker()
    run(t, [frame(*TABLE)] * 5)
    in_hand = frame(TABLE[1], TABLE[2])  # picked up: unseen for a few frames
    moved = frame(seen("critter-12", "seat-2/critters"), TABLE[1], TABLE[2])
    changes, update = run(t, [in_hand] * 10 + [moved] * 10)
    assert len(changes) == 1
    change = changes[0]
    assert (change.kind, change.card) == ("moved", "critter-12")
    assert (change.before.zone, change.after.zone) == ("location-1/display", "seat-2/critters")
    assert update.snapshot.cards["critter-12"].zone == "seat-2/critters"


def test_a_card_carried_across_other_zones_is_one_move_to_where_it_is_put_down():
    t = tracker()
    run(t, [frame(*TABLE)] * 5)
    rest = (TABLE[1], TABLE[2])
    carried = [frame(seen("critter-12", "location-2/display", at=(300.0 + 30 * i, 200.0)),
                     *rest) for i in range(6)]  # slid over location 2 in the hand
    put_down = frame(seen("critter-12", "seat-3/critters", at=(800.0, 100.0)), *rest)
    changes, _ = run(t, carried + [put_down] * 5)
    assert [(c.kind, c.before.zone, c.after.zone) for c in changes] == [
        ("moved", "location-1/display", "seat-3/critters")]


def test_a_dig_turned_face_up_in_place_is_one_flip():
    t = tracker()
    run(t, [frame(*TABLE)] * 5)
    turned = seen("action-green-5", "location-2/digs", face_up=True)
    changes, _ = run(t, [frame(TABLE[0], TABLE[1], turned)] * 5)
    assert [(c.kind, c.card, c.after.face_up) for c in changes] == [
        ("flipped", "action-green-5", True)]


def test_a_flicker_of_a_wrong_id_is_never_reported():
    t = tracker()
    run(t, [frame(*TABLE)] * 5)
    ghost = seen("critter-40", "location-3/display")  # misread for two frames, now and then
    frames = ([frame(*TABLE, ghost)] * 2 + [frame(*TABLE)]) * 20
    changes, update = run(t, frames)
    assert changes == [] and update.warnings == ()
    assert "critter-40" not in update.snapshot.cards


def test_a_one_frame_move_is_noise_not_a_move():
    t = tracker()
    run(t, [frame(*TABLE)] * 5)
    jump = frame(seen("critter-12", "location-1/bids"), TABLE[1], TABLE[2])
    changes, _ = run(t, [jump, frame(*TABLE)] * 10)
    assert changes == []


def test_a_card_seen_at_two_places_is_a_warning_and_stays_where_it_was():
    t = tracker()
    run(t, [frame(*TABLE)] * 5)
    twice = frame(*TABLE, seen("critter-12", "seat-1/critters"))
    changes, update = run(t, [twice] * 5)
    assert changes == []
    assert [(w.kind, w.subject) for w in update.warnings] == [("two-places", "critter-12")]
    assert update.snapshot.cards["critter-12"].zone == "location-1/display"


def test_a_card_in_no_zone_is_reported_not_placed_in_a_nearby_zone():
    t = tracker()
    changes, update = run(t, [frame(seen("critter-7", None))] * 4)
    assert [(c.kind, c.after.zone) for c in changes] == [("added", None)]
    assert [(w.kind, w.subject) for w in update.warnings] == [("no-zone", "critter-7")]


def test_a_lost_corner_marker_is_reported_once_it_lasts():
    t = tracker()
    _, update = run(t, [frame(*TABLE, corners_missing=(2,))] * 3)
    assert update.warnings == ()
    _, update = run(t, [frame(*TABLE, corners_missing=(2,))])
    assert [(w.kind, w.subject) for w in update.warnings] == [("corner-lost", "corner 2")]


def test_an_unmapped_frame_neither_sees_nor_misses_a_card():
    t = tracker()
    run(t, [frame(*TABLE)] * 5)
    blind = FrameReading((), corners_missing=(0, 1, 2, 3), mapped=False)
    changes, update = run(t, [blind] * (5 * CAMERA_FPS))
    assert changes == [] and len(update.snapshot.cards) == 3


def test_the_tracker_reads_its_seconds_from_the_config():
    config = load_config()
    t = Tracker.from_config(config)
    assert (t.present_s, t.absent_s) == (config["vision"]["present_s"],
                                         config["vision"]["absent_s"])


def test_a_rendered_hand_over_the_cards_for_a_second_removes_nothing():
    """The same promise on real pipeline readings of a fixed camera: the clear table, then the
    table with two hands on it for one second of frames, then clear again."""
    table = deal_table("deep-claim", seed=5)
    clear = render_table(table, seed=5, difficulty="medium", hands=0, camera_seed=5)
    hands = render_table(table, seed=6, difficulty="medium", hands=2, camera_seed=5)
    assert any(card.covered for card in hands.cards)
    pipeline = Pipeline(load_layout("deep-claim"))
    without_hands, with_hands = pipeline.read(clear.image), pipeline.read(hands.image)
    assert len(with_hands.sightings) < len(without_hands.sightings)
    t = tracker()
    run(t, [without_hands] * 5)
    changes, update = run(t, [with_hands] * HAND_FRAMES + [without_hands] * 5)
    assert changes == []
    assert set(update.snapshot.cards) == {s.card for s in without_hands.sightings}


ZONES = ("location-1/display", "seat-1/critters", None)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.floats(0.01, 0.5),
                          st.dictionaries(st.sampled_from(["owl", "bear", "beaver"]),
                                          st.sampled_from(ZONES))), max_size=40))
def test_nothing_changes_without_present_s_or_absent_s_of_evidence(frames):
    """For any frames at any pace: a card is added or moved only after every frame of the last
    `present_s` seconds (at least two) showed it at its new place, and removed only after no
    frame of the last `absent_s` seconds showed it."""
    present, absent = 0.3, 1.0
    t = Tracker(present_s=present, absent_s=absent)
    now, history = 0.0, []
    for gap, cards in frames:
        now += gap
        history.append((now, cards))
        update = t.update(frame(*(seen(card, zone) for card, zone in cards.items())), now)
        for change in update.changes:
            if change.kind == "removed":
                seen_at = [at for at, f in history if change.card in f]
                assert seen_at and now - seen_at[-1] >= absent - 1e-6
            else:
                run_start = now
                for at, f in reversed(history):
                    if f.get(change.card, "-") != change.after.zone:
                        break
                    run_start = at
                assert now - run_start >= present - 1e-6
