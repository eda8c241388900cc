"""`python -m ui` starts the whole app (here in its own process) and can stop by itself."""

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_the_app_starts_to_its_home_screen_and_quits_when_asked(tmp_path):
    env = {**os.environ, "KIVY_HOME": str(tmp_path), "COMPANION_DATA_DIR": str(tmp_path / "d"),
           "COMPANION_CONFIG_DIR": str(tmp_path / "c"), "SDL_VIDEODRIVER": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "ui", "--quit-after-home"], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith("home screen after ")
    assert (tmp_path / "d" / "sessions.sqlite3").exists()


def test_a_broken_config_is_one_line_and_no_traceback(tmp_path):
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "config.toml").write_text("[ui]\nwidth = 'wide'\n")
    env = {**os.environ, "KIVY_HOME": str(tmp_path), "COMPANION_CONFIG_DIR": str(tmp_path / "c"),
           "SDL_VIDEODRIVER": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "ui"], cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.startswith("companion: ") and "ui.width" in done.stderr
    assert "Traceback" not in done.stderr


QUIT_ON_A_FILMED_TABLE = """
import threading
from kivy.clock import Clock
from companion.config import load_config
from ui.kivy_config import configure
config = load_config()
configure(config["ui"])
from ui.start import build_app
app = build_app(config)
Clock.schedule_once(lambda _dt: app.start_demo(), 0.5)  # the synthetic camera films the demo

def quit_once_filmed(_dt):
    screen = app.screens.current_screen
    if app.screens.current != "deep_claim_table" or screen.feed is None or screen.feed.frames < 3:
        return True  # not yet: ask again next time
    app.stop()
    return False

Clock.schedule_interval(quit_once_filmed, 0.1)
app.run()
print(sorted(t.name for t in threading.enumerate() if t.name == "camera-feed"))
"""


def test_quitting_on_a_table_the_camera_films_ends_the_camera_and_exits_cleanly(tmp_path):
    """Left running at exit, the camera thread made the process abort (exit 134, "terminate
    called without an active exception") most times the app was quit on a filmed table."""
    env = {**os.environ, "KIVY_HOME": str(tmp_path), "COMPANION_DATA_DIR": str(tmp_path / "d"),
           "COMPANION_CONFIG_DIR": str(tmp_path / "c"), "SDL_VIDEODRIVER": "offscreen",
           "KIVY_NO_ARGS": "1", "KIVY_NO_CONSOLELOG": "1"}
    done = subprocess.run([sys.executable, "-c", QUIT_ON_A_FILMED_TABLE], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.splitlines()[-1] == "[]", "the camera thread outlived the app"
