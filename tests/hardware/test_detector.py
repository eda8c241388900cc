"""The push detector on its own: explicit times, no threads, no sleeps."""

from hypothesis import given
from hypothesis import strategies as st

from hardware.sensors.detector import PushDetector
from hardware.sensors.events import SensorAnomaly, SquarePushed

SETTLE = 0.010


def full_wall() -> PushDetector:
    return PushDetector(SETTLE, {"north": range(25), "south": range(25)})


def test_a_square_absent_for_the_settle_time_is_one_push():
    detector = full_wall()
    detector.feed("north", 7, False, 1.000)
    assert detector.expire(1.009) == []
    assert detector.expire(1.010) == [SquarePushed("north", 7, 1.000)]
    assert 7 not in detector.present()["north"]
    assert detector.expire(2.0) == []


def test_contact_bounce_ending_absent_is_one_push_timed_at_the_last_edge():
    detector = full_wall()
    for at, level in [(1.000, False), (1.001, True), (1.002, False)]:
        detector.feed("south", 12, level, at)
    assert detector.expire(1.0115) == []
    assert detector.expire(1.012) == [SquarePushed("south", 12, 1.002)]


def test_an_absence_shorter_than_the_settle_time_is_a_glitch_not_a_push():
    detector = full_wall()
    detector.feed("north", 3, False, 1.000)
    detector.feed("north", 3, True, 1.004)
    [event] = detector.expire(1.014)
    assert isinstance(event, SensorAnomaly)
    assert (event.kind, event.face, event.cells) == ("glitch", "north", (3,))
    assert "north A4 read absent for 4 ms" in event.message
    assert 3 in detector.present()["north"]


def test_two_squares_going_absent_within_the_settle_window_count_as_neither():
    detector = full_wall()
    detector.feed("north", 7, False, 1.000)
    detector.feed("north", 8, False, 1.003)
    [event] = detector.expire(1.010)
    assert (event.kind, event.face, event.cells) == ("two-at-once", "north", (7, 8))
    assert "north B3 and north B4" in event.message
    assert detector.expire(1.020) == []
    assert {7, 8}.isdisjoint(detector.present()["north"])


def test_two_at_once_across_faces_is_reported_on_each_face():
    detector = full_wall()
    detector.feed("north", 0, False, 1.000)
    detector.feed("south", 24, False, 1.001)
    events = detector.expire(1.011)
    assert sorted((e.kind, e.face, e.cells) for e in events) == [
        ("two-at-once", "north", (0,)), ("two-at-once", "south", (24,))]


def test_pushes_further_apart_than_the_settle_time_both_count():
    detector = full_wall()
    detector.feed("north", 1, False, 1.000)
    assert detector.expire(1.010) == [SquarePushed("north", 1, 1.000)]
    detector.feed("north", 2, False, 1.011)
    assert detector.expire(1.021) == [SquarePushed("north", 2, 1.011)]


def test_a_pushed_square_reading_present_again_came_back():
    detector = full_wall()
    detector.feed("north", 5, False, 1.0)
    detector.expire(1.1)
    detector.feed("north", 5, True, 2.0)
    [event] = detector.expire(2.010)
    assert (event.kind, event.cells) == ("came-back", (5,))
    assert 5 in detector.present()["north"]


def test_a_square_absent_from_the_start_is_never_a_push():
    detector = PushDetector(SETTLE, {"north": set(range(25)) - {9}})
    assert 9 not in detector.present()["north"]
    detector.feed("north", 9, False, 1.0)
    assert detector.expire(2.0) == []


def test_overwrite_takes_a_level_without_any_event():
    detector = full_wall()
    detector.overwrite("south", 4, False)
    assert 4 not in detector.present()["south"]
    assert detector.next_deadline() is None
    assert detector.expire(5.0) == []


def test_the_next_deadline_is_the_settle_time_after_the_latest_edge():
    detector = full_wall()
    assert detector.next_deadline() is None
    detector.feed("north", 1, False, 1.000)
    detector.feed("north", 1, True, 1.002)
    assert detector.next_deadline() == 1.002 + SETTLE


GAP = st.floats(min_value=0.0001, max_value=SETTLE * 0.99)


@given(st.lists(st.tuples(GAP, GAP), max_size=6))
def test_any_burst_of_edges_ending_absent_is_exactly_one_push(bounces):
    """Bounce of any shape (each back to present, then absent again): one push, last edge."""
    detector = full_wall()
    at = 1.0
    detector.feed("north", 12, False, at)
    for back, again in bounces:
        detector.feed("north", 12, True, at := at + back)
        detector.feed("north", 12, False, at := at + again)
    assert detector.expire(at + SETTLE) == [SquarePushed("north", 12, at)]
