"""The screens the camera follows (Deep Claim, DIG): a camera that fails is said on the table,
where its picture was and why under it, and the game goes on by tap."""

import pytest

from companion.sessions.deep_claim import DeepClaimSession
from companion.sessions.dig import DigSession
from tests.ui.audit import assert_readable, texts
from tests.ui.driver import frames, screenshot, wait_until

STOPPED = "the camera stopped: OSError: device unplugged"


class Unplugged:
    """A camera whose cable was pulled: every read fails as V4L2 does."""

    description = "an unplugged camera"

    def read(self):
        raise OSError("device unplugged")

    def close(self):
        pass


@pytest.mark.parametrize("start", [
    lambda store: DeepClaimSession.start(store, ["Ana", "Ben"], 2),
    lambda store: DigSession.start(store, ["Ana", "Ben"], seed=5),
], ids=["deep-claim", "dig"])
def test_a_camera_that_fails_is_said_on_the_table_and_play_goes_on_by_tap(app, monkeypatch,
                                                                          start):
    monkeypatch.setattr(app, "camera_for", lambda _session: (Unplugged(), ""))
    session = start(app.store)
    app.play(session)
    screen = app.screens.current_screen
    wait_until(lambda: screen.camera_warning == STOPPED, timeout=10)
    frames(2)
    shown = [text.text for text in texts(screen)]
    assert STOPPED in shown and "The camera stopped: enter moves by tap." in shown, shown
    assert_readable(screen)
    screenshot(f"{session.GAME}_camera_stopped")
    move = session.choices()[0]
    assert session.propose(move)
    assert session.moves[-1] == move
