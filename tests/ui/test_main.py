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
