"""Power cuts: scripted play at a Deep Claim and a Mine Deeper table is killed with SIGKILL and
restarted, 50 times for the headless driver and 20 for the Kivy app itself (`python -m ui
--autoplay SEED`, offscreen: each cut starts the app again, ~0.7 s); `make soak` cuts each 200
times. Every acknowledged move must still be in its session and the database must pass SQLite's
integrity check after each cut.

Each cut comes after a seeded number of acknowledged moves (and a seeded few milliseconds more,
so that it lands anywhere in the next move), never after a number of seconds: how many moves a
cut interrupts is the same on a fast machine and on a busy one."""

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from companion.games.deep_claim import action_to_json
from companion.sessions.resume import open_session
from companion.sessions.store import CHECKPOINT_PAGES, SessionStore

REPO = Path(__file__).resolve().parents[3]
SOAK = os.environ.get("COMPANION_SOAK") == "1"
CUTS = {"driver": 200, "app": 200} if SOAK else {"driver": 50, "app": 20}
HANG_GUARD_S = 60
PAGE, WAL_HEADER, FRAME_HEADER = 4096, 32, 24


def run_until_killed(command: list[str], env: dict[str, str], after_acks: int,
                     then_s: float, said: Path) -> list[dict]:
    """Start `command`; once it has acknowledged `after_acks` moves, SIGKILL it `then_s` later.
    Returns the lines it acknowledged; what it said on stderr goes to `said`."""
    with said.open("w") as stderr:
        process = subprocess.Popen(command, cwd=REPO, stdout=subprocess.PIPE, text=True,
                                   stderr=stderr, env={**os.environ, **env})
    lines: list[str] = []
    enough = threading.Event()

    def read() -> None:
        for line in process.stdout:
            lines.append(line)
            if len(lines) >= after_acks:
                enough.set()
        enough.set()  # it ended by itself: the assertions below will say why

    reader = threading.Thread(target=read)
    reader.start()
    enough.wait(timeout=HANG_GUARD_S)
    time.sleep(then_s)
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    reader.join()
    return [json.loads(line) for line in lines if line.endswith("\n")]


def commands(tmp_path: Path) -> dict[str, tuple[list[str], dict[str, str], Path]]:
    database = tmp_path / "sessions.sqlite3"
    app_env = {"COMPANION_DATA_DIR": str(tmp_path), "COMPANION_CONFIG_DIR": str(tmp_path),
               "KIVY_HOME": str(tmp_path / "kivy"), "SDL_VIDEODRIVER": "offscreen",
               "KIVY_NO_CONSOLELOG": "1"}
    return {
        "driver": ([sys.executable, "-m", "companion.sessions.autoplay", str(database)], {},
                   database),
        "app": ([sys.executable, "-m", "ui", "--autoplay"], app_env, database),
    }


@pytest.mark.parametrize("who", ["driver", "app"])
def test_every_acknowledged_move_survives_power_cuts(tmp_path, who):
    command, env, database = commands(tmp_path)[who]
    moments = random.Random(2024)
    entries: dict[int, int] = {}  # session -> log entries acknowledged
    moves: dict[int, dict[int, dict]] = {}  # Deep Claim session -> move number -> the move
    games: set[str] = set()
    largest_wal = 0
    for cut in range(CUTS[who]):
        after = moments.randint(1, 6)
        said = tmp_path / "stderr.txt"
        acks = run_until_killed([*command, str(cut)], env, after, moments.uniform(0.0, 0.02),
                                said)
        assert len(acks) >= after, \
            f"cut {cut}: {len(acks)} moves, then: {said.read_text()[-1500:]}"
        wal = Path(f"{database}-wal")  # as the cut left it, before anything else opens it
        largest_wal = max(largest_wal, wal.stat().st_size if wal.exists() else 0)
        for ack in acks:
            games.add(ack["game"])
            entries[ack["session"]] = max(entries.get(ack["session"], 0), ack["entries"])
            if ack.get("actions"):
                moves.setdefault(ack["session"], {})[ack["actions"]] = ack["last"]
        with SessionStore(database) as store:
            assert store.integrity_ok(), f"integrity check failed after cut {cut}"
            for session_id, acked in entries.items():
                session = open_session(store, store.get(session_id))  # replays its whole log
                assert len(store.entries(session_id)) >= acked, f"cut {cut}: lost entries"
                played = [action_to_json(m) for m in getattr(session, "moves", ())]
                kept = {n: played[n - 1] for n in moves.get(session_id, {}) if n <= len(played)}
                assert kept == moves.get(session_id, {}), f"cut {cut}: {session_id} lost moves"
    assert games == {"deep-claim", "mine-deeper"}
    assert sum(len(m) for m in moves.values()) > 0  # Deep Claim moves were checked one by one
    # checkpointed during play: the WAL never holds more than a few dozen moves
    assert 0 < largest_wal <= WAL_HEADER + (2 * CHECKPOINT_PAGES + 1) * (PAGE + FRAME_HEADER)
