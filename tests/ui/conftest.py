"""One real Kivy window (800x480, offscreen where there is no display) for all UI tests.

Kivy makes one window per process, so the app is built once per test session; each test gets a
fresh session store and starts from the home screen.
"""

import os
import tempfile
import time

import pytest

_HOME = tempfile.mkdtemp(prefix="kivy-home-")
os.environ.update(KIVY_NO_ARGS="1", KIVY_NO_CONSOLELOG="1", KIVY_HOME=_HOME,
                  KIVY_CLIPBOARD="sdl2", COMPANION_CONFIG_DIR=os.path.join(_HOME, "config"),
                  COMPANION_DATA_DIR=os.path.join(_HOME, "data"),
                  COMPANION_CACHE_DIR=os.path.join(_HOME, "cache"))
os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")  # sounds play, silently, with no device
os.makedirs(os.environ["COMPANION_CONFIG_DIR"])
with open(os.path.join(os.environ["COMPANION_CONFIG_DIR"], "config.toml"), "w") as config:
    # the voice is switched on by the tests that listen to it (each prompt runs espeak-ng)
    config.write("[leds]\nlamp_test_s = 0.3\n[sound]\nvoice = false\n")

from kivy.config import Config  # noqa: E402  (after the environment Kivy reads at import)

from companion.config import load_config  # noqa: E402
from ui.kivy_config import configure  # noqa: E402

configure(load_config()["ui"])  # as the app does, before any test module imports the Window
Config.set("graphics", "maxfps", "0")  # frames as fast as they render: no sleeping in tests


@pytest.fixture(scope="session")
def running_app():
    from kivy.base import EventLoop
    from kivy.core.window import Window

    from companion.config import load_config
    from ui.start import build_app

    app = build_app(load_config())
    EventLoop.ensure_window()
    app.root = app.build()
    Window.add_widget(app.root)
    app.dispatch("on_start")
    yield app
    app.dispatch("on_stop")
    Window.remove_widget(app.root)


@pytest.fixture
def app(running_app, tmp_path):
    """The app on its home screen with an empty session store of its own."""
    from kivy.core.window import Window
    from kivy.uix.modalview import ModalView

    from companion.sessions.store import SessionStore

    for left_open in [w for w in Window.children if isinstance(w, ModalView)]:
        left_open.dismiss(animation=False)  # a dialog a failed test left open
    running_app.store.close()
    running_app.store = SessionStore(tmp_path / "sessions.sqlite3")
    running_app.session = None
    running_app.director = None
    running_app.show("home")
    running_app.screens.get_screen("home").list_unfinished()  # of this test's own store
    _refill_wall(running_app)
    yield running_app


def _refill_wall(app) -> None:
    """Every square of the simulated wall back in, and its events over before the test."""
    from tests.ui.driver import frames

    for face in ("north", "south"):
        for cell in range(25):
            app.devices.wall.put_back(face, cell)
    time.sleep(4 * app.table_config["sensors"]["settle_ms"] / 1000)
    frames(2)
