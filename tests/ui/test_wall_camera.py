"""The wall camera in a Mine Deeper game: squares that settle empty are pushes for the session."""

import itertools
import types

from kivy.clock import Clock

from companion.config import load_config
from companion.games.mine_deeper import Push, cell_index
from companion.sessions.mine_deeper import MineDeeperSession
from companion.sessions.store import SessionStore
from tests.companion.games.mine_deeper.layouts import VALID
from tests.ui.driver import wait_until
from ui.wall_camera import WallCamera
from vision.sources.base import FrameSource
from vision.synthetic.wall import render_wall


class Photos(FrameSource):
    def __init__(self, images):
        self.images = list(images)

    def read(self):
        return self.images.pop(0) if self.images else None


def test_a_square_emptied_in_front_of_the_wall_camera_is_a_push(tmp_path, monkeypatch):
    store = SessionStore(tmp_path / "sessions.sqlite3")
    session = MineDeeperSession.start(store, ["Ana", "Ben"], (VALID, VALID), first=0)
    camera = WallCamera(load_config())
    camera.face = "south"  # Ben's wall: what empties there is Ana's push
    full, pushed = render_wall(VALID, 4).image, render_wall(VALID, 4, empty={cell_index("C3")})
    monkeypatch.setattr(camera, "_open", lambda: Photos([full] * 5 + [pushed.image] * 5))
    ticks = itertools.count()  # ten frames a second, however fast this machine reads them
    monkeypatch.setattr("ui.wall_camera.time",
                        types.SimpleNamespace(monotonic=lambda: next(ticks) / 10))
    camera.follow(session)
    camera._thread.join(timeout=60)
    wait_until(lambda: Clock.tick() or session.game.pushes, timeout=30)
    assert session.game.pushes == (Push(0, cell_index("C3")),)
    camera.follow(None)  # no Mine Deeper game: no watch
    assert camera._thread is None
    store.close()
