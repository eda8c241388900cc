"""The serial sensor board backend against a board emulator on a pty pair."""

import time

import pytest

from hardware.errors import HardwareError
from hardware.sensors.board_emulator import BoardEmulator
from hardware.sensors.events import SquarePushed
from hardware.sensors.serial_board import SerialGrid
from tests.hardware.recorder import Recorder

SETTLE = 0.03  # wide enough that a busy machine cannot split a burst of edges


@pytest.fixture
def board(tmp_path):
    board = BoardEmulator(tmp_path / "ttyBOARD")
    board.present["south"].discard(4)
    yield board
    board.close()


def open_grid(board, **timing):
    return SerialGrid(str(board.link), 115200, SETTLE, retry_s=0.05, **timing)


def test_the_first_full_state_is_the_starting_wall(board):
    with open_grid(board) as grid:
        assert grid.state() == {"north": frozenset(range(25)),
                                "south": frozenset(range(25)) - {4}}


def test_a_change_line_to_absent_is_a_push(board):
    with open_grid(board) as grid:
        recorder = Recorder(grid)
        board.change("north", 7, False)
        [event] = recorder.wait_for(1)
        assert isinstance(event, SquarePushed)
        assert (event.face, event.cell) == ("north", 7)


def test_a_corrupted_line_is_rejected_and_the_change_it_hid_is_reported_not_counted(board):
    with open_grid(board) as grid:
        recorder = Recorder(grid)
        board.present["north"].discard(7)
        line = board.next_frame("C {seq} N 7 0")
        board.send_raw(line.replace(b"N 7", b"N 2"))  # a bit flipped on the way
        rejected, unseen = recorder.wait_for(2)
        time.sleep(3 * SETTLE)
        assert recorder.kinds() == ["corrupt-line", "unseen-change"]
        assert "checksum" in rejected.message
        assert (unseen.face, unseen.cells) == ("north", (7,))
        assert "B3 gone" in unseen.message
        assert grid.state()["north"] == frozenset(range(25)) - {7}


def test_garbage_before_a_frame_is_dropped_and_the_frame_still_counts(board):
    with open_grid(board) as grid:
        recorder = Recorder(grid)
        board.send_raw(b"bootloader v1.2\r\n")
        board.send_raw(b"\x00\xff#!")
        board.change("south", 20, False)
        [event] = recorder.wait_for(1)
        time.sleep(3 * SETTLE)
        assert recorder.kinds() == ["push"]
        assert (event.face, event.cell) == ("south", 20)


def test_a_lost_line_shows_as_a_gap_in_the_sequence(board):
    with open_grid(board) as grid:
        recorder = Recorder(grid)
        board.skip_seq()
        board.send("H {seq}")
        [event] = recorder.wait_for(1)
        assert event.kind == "corrupt-line"
        assert "lost" in event.message


def test_a_board_unplugged_and_back_reports_the_square_changed_meanwhile(board):
    with open_grid(board) as grid:
        recorder = Recorder(grid)
        board.unplug()
        [lost] = recorder.wait_for(1)
        assert lost.kind == "disconnected"
        board.present["north"].discard(3)
        board.plug()
        _, back, unseen = recorder.wait_for(3)
        assert back.kind == "reconnected"
        assert (unseen.kind, unseen.face, unseen.cells) == ("unseen-change", "north", (3,))
        assert 3 not in grid.state()["north"]
        board.change("north", 9, False)
        push = recorder.wait_for(4)[-1]
        assert isinstance(push, SquarePushed)
        assert (push.face, push.cell) == ("north", 9)


def test_a_board_that_falls_silent_is_disconnected_until_it_speaks_again(tmp_path):
    board = BoardEmulator(tmp_path / "ttyBOARD", heartbeat_s=0.02)
    try:
        with open_grid(board, silence_s=0.1) as grid:
            recorder = Recorder(grid)
            board.muted = True
            [lost] = recorder.wait_for(1)
            assert lost.kind == "disconnected"
            assert "silent for 0.1 s" in lost.message
            time.sleep(0.4)  # reopened and still silent, more than once
            assert recorder.kinds() == ["disconnected"]
            board.muted = False
            _, back = recorder.wait_for(2)
            assert back.kind == "reconnected"
    finally:
        board.close()


def test_no_board_on_the_port_is_one_clear_error(tmp_path):
    with pytest.raises(HardwareError, match=r"serial sensor board on .*ttyNONE: .*No such file"):
        SerialGrid(str(tmp_path / "ttyNONE"), 115200, SETTLE, retry_s=0.05, first_state_s=0.2)


# -- issue 9: a board that echoes, and fields with a good CRC but not their exact form ----------

def test_an_echoing_board_starts_no_anomaly_storm(tmp_path):
    """The host rejected its own echoed request and asked again: 30,000 anomalies in 3 s."""
    board = BoardEmulator(tmp_path / "ttyBOARD", echo=True)
    started = time.monotonic()
    try:
        with open_grid(board) as grid:
            recorder = Recorder(grid)
            board.change("north", 7, False)
            [push] = recorder.wait_for(1)
            time.sleep(0.3)  # a storm, if any, would be thousands of events by now
            assert recorder.kinds() == ["push"]
            assert (push.face, push.cell) == ("north", 7)
            elapsed = time.monotonic() - started  # retries on a busy machine: one per retry_s
            assert board.requests <= elapsed / 0.05 + 2
    finally:
        board.close()


def test_a_stream_of_bad_lines_is_one_anomaly_and_never_asked_faster_than_retry(board):
    with open_grid(board) as grid:
        recorder = Recorder(grid)
        asked_before = board.requests
        started = time.monotonic()
        for _ in range(300):
            board.send_raw(b"$C 1 N 7 0*0000\n")
        recorder.wait_for(1)
        time.sleep(0.2)  # more anomalies, if any, would have come by now
        elapsed = time.monotonic() - started
        assert recorder.kinds() == ["corrupt-line"]
        assert board.requests - asked_before <= elapsed / 0.05 + 2  # retry_s is 0.05 here


@pytest.mark.parametrize("payload", ["C 1 N 0_7 0", "C +1 N 7 0", "C 1 N +7 0", "C 01 N 7 0",
                                     "C 1 N 07 0", "S 1 0x1FFFF -", "S 1 +1FFFFF -",
                                     "S 1 1_FFFFF -", "H  1", "H 1 ", " H 1"])
def test_a_field_in_any_form_but_its_exact_one_is_refused(board, payload):
    """A CRC-valid `0x1FFFF` face overwrote the wall's state."""
    with open_grid(board) as grid:
        recorder = Recorder(grid)
        board.send_raw(board.next_frame(payload))
        [rejected] = recorder.wait_for(1)
        assert rejected.kind == "corrupt-line" and "cannot read" in rejected.message
        board.change("south", 1, False)  # a push, or an unseen change if still resyncing
        recorder.wait_for(2)
        assert grid.state()["north"] == frozenset(range(25))  # nothing overwritten
