"""The simulated wall: gpiozero mock pins driven like reed switches, through the direct code."""

import time

from hardware.sensors.events import SquarePushed
from hardware.sensors.simulated import SimulatedGrid
from tests.hardware.recorder import Recorder

SETTLE = 0.03  # wide enough that a busy machine cannot split a burst of edges


def test_the_wall_starts_full_on_both_faces():
    with SimulatedGrid(SETTLE, 0.0) as grid:
        assert grid.state() == {"north": frozenset(range(25)), "south": frozenset(range(25))}


def test_pushing_a_square_reports_it_and_the_state_follows():
    with SimulatedGrid(SETTLE, 0.0) as grid:
        recorder = Recorder(grid)
        grid.wall.push("south", 7)
        [event] = recorder.wait_for(1)
        assert isinstance(event, SquarePushed)
        assert (event.face, event.cell) == ("south", 7)
        assert 7 not in grid.state()["south"]
        assert grid.state()["north"] == frozenset(range(25))


def test_contact_bounce_on_the_pin_is_one_push():
    with SimulatedGrid(SETTLE, 0.005) as grid:
        recorder = Recorder(grid)
        pin = grid.wall.pin("north", 12)
        for _ in range(3):
            pin.drive_high()
            pin.drive_low()
        pin.drive_high()
        recorder.wait_for(1)
        time.sleep(3 * SETTLE)
        assert recorder.kinds() == ["push"]


def test_a_short_absence_is_a_glitch_naming_the_square():
    with SimulatedGrid(SETTLE, 0.0) as grid:
        recorder = Recorder(grid)
        grid.wall.push("north", 0)
        grid.wall.put_back("north", 0)
        [event] = recorder.wait_for(1)
        assert (event.kind, event.face, event.cells) == ("glitch", "north", (0,))
        assert grid.state()["north"] == frozenset(range(25))


def test_two_squares_at_once_are_an_anomaly_and_no_push():
    with SimulatedGrid(SETTLE, 0.0) as grid:
        recorder = Recorder(grid)
        grid.wall.push("north", 1)
        grid.wall.push("north", 2)
        [event] = recorder.wait_for(1)
        time.sleep(3 * SETTLE)
        assert recorder.kinds() == ["two-at-once"]
        assert event.cells == (1, 2)


def test_a_square_put_back_after_its_push_came_back():
    with SimulatedGrid(SETTLE, 0.0) as grid:
        recorder = Recorder(grid)
        grid.wall.push("south", 24)
        recorder.wait_for(1)
        grid.wall.put_back("south", 24)
        pushed, back = recorder.wait_for(2)
        assert (back.kind, back.face, back.cells) == ("came-back", "south", (24,))
