"""The camera feed: the starting picture is no move; a card laid afterwards is proposed once."""

import threading

import numpy as np

from companion.config import load_config
from companion.sessions.inputs import Dig
from ui.camera_feed import CameraFeed, short_name
from ui.demo import DemoTable
from vision.scanner import Scanner


def test_a_bid_laid_after_the_start_is_proposed_and_the_starting_cards_are_not(tmp_path):
    table = DemoTable(seed=5)
    table.lay({("Mine 3", "location-1/mine", True), ("Green action 2", "location-2/bids", True)})
    heard, pictures, arrived = [], [], threading.Event()

    def proposed(proposals):
        heard.extend(proposals)
        arrived.set()

    feed = CameraFeed(table, Scanner.from_config(load_config(), "deep-claim"), proposed,
                      lambda frame, outlines: pictures.append(outlines), warmup_s=0.6)
    feed.start()
    try:
        assert feed.ready.wait(30)
        table.lay({("Mine 3", "location-1/mine", True), ("Green action 2", "location-2/bids", True),
                   ("Yellow action 5", "location-3/digs", False)})
        assert arrived.wait(30)
    finally:
        feed.stop()
    assert heard == [Dig("yellow", 5, 3)]  # the bid was there from the start: no move
    labels = {label for outlines in pictures for _corners, label in outlines}
    assert "Mine 3" in labels and "G2" in labels
    assert "face down" in labels and "Y5" not in labels  # outlined, never named


def test_short_names_keep_action_cards_readable_on_their_outline():
    assert short_name("Green action 5") == "G5" and short_name("Owl 3") == "Owl 3"


def test_demo_table_draws_only_what_fits():
    table = DemoTable(seed=1)
    bids = {(f"Green action {n}", "location-1/bids", True) for n in range(7)}
    table.lay(bids)
    assert table.free_spot("location-1/bids") is None  # six slots: the seventh is not drawn


def test_the_trackers_warnings_are_passed_on_each_time_they_change():
    from vision.tracker import Snapshot, TableWarning, TrackerUpdate

    lost = TableWarning("corner-lost", "corner 2", "corner 2 is not in view")
    updates = iter([TrackerUpdate(Snapshot(), (), ()), TrackerUpdate(Snapshot(), (), (lost,)),
                    TrackerUpdate(Snapshot(), (), (lost,)), TrackerUpdate(Snapshot(), (), ())])

    class Frames:
        def __init__(self):
            self.left = 4

        def read(self):
            self.left -= 1
            return None if self.left < 0 else np.zeros((4, 4, 3), np.uint8)

        def close(self):
            pass

    class Scanner:
        class pipeline:  # noqa: N801  (stands in for the scanner's pipeline)
            last_detection = np.empty((0, 4, 2)), np.empty(0, int)

        def step(self, _frame, _at):
            return next(updates)

    heard = []
    feed = CameraFeed(Frames(), Scanner(), lambda _p: None, lambda _f, _o: None,
                      on_warnings=heard.append)
    feed._run()
    assert heard == [["corner 2 is not in view"], []]


def test_a_camera_that_fails_is_told_as_a_warning():
    class Broken:
        def read(self):
            raise OSError("device unplugged")

        def close(self):
            pass

    heard = []
    CameraFeed(Broken(), None, lambda _p: None, lambda _f, _o: None,
               on_warnings=heard.append)._run()
    assert heard == [["the camera stopped: OSError: device unplugged"]]
