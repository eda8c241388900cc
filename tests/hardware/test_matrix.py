"""The scanned matrix on gpiozero mock pins wired through a diode matrix (`MockMatrix`)."""

import time

import pytest
from gpiozero.pins.mock import MockFactory

from companion.config import load_config
from companion.errors import ConfigError
from hardware.sensors.matrix import MatrixGrid, matrix_devices
from hardware.sensors.matrix_mock import MockMatrix
from tests.hardware.recorder import Recorder

MATRIX = load_config()["sensors"]["matrix"]
SETTLE = 0.03  # wide enough that a busy machine cannot split a burst of edges


def open_grid(rows=MATRIX["rows"], open_switches=()):
    factory = MockFactory()
    matrix = MockMatrix(factory, rows, MATRIX["columns"])
    for row in range(len(rows)):
        for column in range(5):
            if (row, column) not in open_switches:
                matrix.connect(row, column)
    row_devices, column_devices = matrix_devices(rows, MATRIX["columns"], factory)
    grid = MatrixGrid(row_devices, column_devices, settle_s=SETTLE, scan_hz=500, stable_scans=3)
    return grid, matrix


@pytest.fixture
def wall():
    grid, matrix = open_grid()
    yield grid, matrix
    grid.close()


def test_the_scan_reads_every_closed_switch_as_a_piece_in_place():
    grid, _ = open_grid(open_switches={(1, 2), (8, 4)})
    with grid:
        state = grid.state()
    assert state["north"] == frozenset(range(25)) - {7}  # row B, column 3
    assert state["south"] == frozenset(range(25)) - {19}  # south row D, column 5


def test_a_switch_opening_is_a_push_of_its_square(wall):
    grid, matrix = wall
    recorder = Recorder(grid)
    matrix.disconnect(7, 1)  # south row C, column 2
    [event] = recorder.wait_for(1)
    assert (event.face, event.cell) == ("south", 11)
    assert 11 not in grid.state()["south"]


def test_an_opening_shorter_than_the_stable_scans_is_filtered_out(wall):
    grid, matrix = wall
    recorder = Recorder(grid)
    matrix.disconnect(0, 0)
    matrix.connect(0, 0)
    time.sleep(4 * SETTLE)
    assert recorder.events == []


def test_two_switches_opening_together_are_an_anomaly(wall):
    grid, matrix = wall
    recorder = Recorder(grid)
    matrix.disconnect(2, 2)
    matrix.disconnect(2, 3)
    [event] = recorder.wait_for(1)
    time.sleep(3 * SETTLE)
    assert recorder.kinds() == ["two-at-once"]
    assert (event.face, event.cells) == ("north", (12, 13))


def test_five_rows_wire_the_north_face_only():
    grid, matrix = open_grid(rows=MATRIX["rows"][:5])
    with grid:
        assert grid.state() == {"north": frozenset(range(25))}
        recorder = Recorder(grid)
        matrix.disconnect(4, 4)
        [event] = recorder.wait_for(1)
        assert (event.face, event.cell) == ("north", 24)



def test_a_matrix_of_other_than_five_or_ten_rows_is_a_config_error(configure):
    with pytest.raises(ConfigError, match="sensors.matrix.rows: expected at least 10 items"):
        configure("[sensors.matrix]\nrows = [5, 6, 13, 19, 26, 16, 20]\n")
