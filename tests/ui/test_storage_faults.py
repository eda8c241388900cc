"""The app and a sessions database that fails (issue 9): damaged at start, the app says so and
offers a fresh start; full or failing mid-game, play stops with a clear message."""

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest
from kivy.core.window import Window
from kivy.uix.button import Button

from companion.errors import StorageError
from companion.sessions.store import DamagedDatabase, SessionStore
from tests.companion.sessions.test_store_faults import damage_the_middle, played
from tests.ui.audit import assert_readable
from tests.ui.driver import find, frames, screenshot, tap, wait_until
from tests.ui.test_mine_deeper_table import REDS, open_table, push
from ui import fresh_start, play_stopped
from ui.errors import ShowErrors
from ui.widgets.dialogs import Dialog

REPO = Path(__file__).resolve().parents[2]


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def shown_dialog() -> Dialog:
    frames()
    return next(w for w in Window.children if isinstance(w, Dialog))


def no_dialog() -> bool:
    return not any(isinstance(w, Dialog) for w in Window.children)


@pytest.fixture
def damaged(tmp_path) -> Path:
    path = tmp_path / "table" / "sessions.sqlite3"  # not the `app` fixture's own database
    played(path, 120)
    damage_the_middle(path)
    return path


def test_a_damaged_database_is_told_and_set_aside_for_a_fresh_one(app, damaged):
    before = digest(damaged)
    with pytest.raises(DamagedDatabase) as damage:
        SessionStore(damaged)
    app.store.close()
    app.store = SessionStore(":memory:")
    fresh_start.offer_fresh_start(app, damage.value)
    dialog = shown_dialog()
    assert dialog.question.startswith("The saved games cannot be read: sessions.sqlite3 is "
                                      "damaged. Nothing has been written to it.")
    assert digest(damaged) == before  # nothing written until the player chooses
    assert_readable(dialog)
    screenshot("damaged_database_offer")
    tap(find(dialog, Button, text=fresh_start.FRESH)[0])
    wait_until(no_dialog)
    [aside] = damaged.parent.glob("sessions.sqlite3.damaged-*")
    assert digest(aside) == before
    assert Path(app.store.path) == damaged and app.store.unfinished() == []
    assert app.screens.get_screen("home").ids.resume_title.text == \
        "No unfinished game to resume"


def test_quit_leaves_the_damaged_database_as_it_is(app, damaged, monkeypatch):
    before = digest(damaged)
    stopped = []
    monkeypatch.setattr(app, "stop", lambda *args: stopped.append(True))
    fresh_start.offer_fresh_start(app, DamagedDatabase(damaged, "page 3: btree damaged"))
    tap(find(shown_dialog(), Button, text=fresh_start.QUIT)[0])
    assert stopped == [True]
    assert digest(damaged) == before and sorted(damaged.parent.iterdir()) == [damaged]
    wait_until(no_dialog)


def test_a_move_that_cannot_be_saved_stops_play_with_a_clear_message(app, monkeypatch):
    """With the disk full the app said "the game is saved", then hung half-stopped."""
    screen, boards = open_table(app)
    app.session.raise_alert("x" * 3000)  # the database's last page nearly full
    database = app.store._db
    database.execute(f"PRAGMA max_page_count = "
                     f"{database.execute('PRAGMA page_count').fetchone()[0]}")
    rocks = [cell for cell in range(25) if cell not in REDS]
    with pytest.raises(StorageError) as failed:  # in the app: to its exception handler
        for cell in rocks:  # each seat in turn pushes a square until the database is full
            for seat in (0, 1):
                acknowledged = len(app.store.entries(app.session.id))
                push(screen, boards, seat, cell)
    ShowErrors().handle_exception(failed.value)
    dialog = shown_dialog()
    assert dialog.question.startswith("Play stopped: this move could not be saved (database "
                                      "or disk is full).")
    assert "Every earlier move is saved" in dialog.question
    assert_readable(dialog)
    screenshot("play_stopped")
    tap(boards[1].squares[0])  # the stop covers the table: no push reaches the wall
    frames(5)
    assert shown_dialog() is dialog
    database.execute("PRAGMA max_page_count = 1000000")
    assert len(app.store.entries(app.session.id)) == acknowledged
    stopped = []
    monkeypatch.setattr(app, "stop", lambda *args: stopped.append(True))
    tap(find(dialog, Button, text=play_stopped.QUIT)[0])
    assert stopped == [True]
    wait_until(no_dialog)


def run_app(tmp_path: Path, database: Path) -> subprocess.CompletedProcess:
    (tmp_path / "config.toml").write_text(f'[sessions]\ndatabase = "{database}"\n')
    env = {**os.environ, "KIVY_HOME": str(tmp_path / "kivy"), "SDL_VIDEODRIVER": "offscreen",
           "COMPANION_CONFIG_DIR": str(tmp_path), "KIVY_NO_CONSOLELOG": "1"}
    return subprocess.run([sys.executable, "-m", "ui", "--quit-after-home"], cwd=REPO,
                          env=env, capture_output=True, text=True, timeout=120)


def test_the_app_starts_on_a_damaged_database_without_writing_to_it(tmp_path, damaged):
    before = digest(damaged)
    done = run_app(tmp_path, damaged)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stderr.count("\n") == 1 and "the sessions database is damaged" in done.stderr
    assert digest(damaged) == before
    assert sorted(p.name for p in damaged.parent.iterdir() if "sqlite3" in p.name) == \
        ["sessions.sqlite3"]


def test_a_database_path_the_app_cannot_open_is_one_line(tmp_path):
    folder = tmp_path / "games"
    folder.mkdir()
    done = run_app(tmp_path, folder)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "is a folder" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_config_file_that_is_not_utf8_is_one_line(tmp_path):
    (tmp_path / "config.toml").write_bytes(b"[ui]\ndemo = '\xe9'\n")
    env = {**os.environ, "KIVY_HOME": str(tmp_path / "kivy"), "SDL_VIDEODRIVER": "offscreen",
           "COMPANION_CONFIG_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-m", "ui"], cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "not UTF-8" in done.stderr
