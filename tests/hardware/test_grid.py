"""What every grid shares: callbacks that may fail, no callback set, closing."""

import logging
import threading
import time

from hardware.sensors.events import SquarePushed
from hardware.sensors.simulated import SimulatedGrid
from tests.hardware.recorder import Recorder

SETTLE = 0.03  # wide enough that a busy machine cannot split a burst of edges


def test_a_failing_callback_is_logged_and_the_next_push_still_arrives(caplog):
    with SimulatedGrid(SETTLE, 0.0) as grid:
        failed = threading.Event()

        def fails(event):
            failed.set()
            raise RuntimeError("the session broke")

        grid.when_pushed = fails
        with caplog.at_level(logging.ERROR):
            grid.wall.push("north", 0)
            assert failed.wait(2.0)
            recorder = Recorder(grid)
            grid.wall.push("north", 1)
            [event] = recorder.wait_for(1)
        assert event == SquarePushed("north", 1, event.at)
        assert "sensor grid callback failed on SquarePushed(face='north', cell=0" in caplog.text


def test_with_no_callbacks_set_pushes_are_still_decided():
    with SimulatedGrid(SETTLE, 0.0) as grid:
        grid.wall.push("south", 3)
        time.sleep(4 * SETTLE)
        assert grid.state()["south"] == frozenset(range(25)) - {3}


def test_a_closed_grid_reports_nothing_more():
    grid = SimulatedGrid(SETTLE, 0.0)
    recorder = Recorder(grid)
    wall = grid.wall
    grid.close()
    wall.push("north", 5)
    time.sleep(4 * SETTLE)
    assert recorder.events == []
