"""Power cuts: the headless driver (Deep Claim and Mine Deeper at once) is killed with SIGKILL
at 50 random moments and restarted; every acknowledged move must still be in its session."""

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from companion.games.deep_claim import action_to_json
from companion.sessions.resume import open_session
from companion.sessions.store import SessionStore

REPO = Path(__file__).resolve().parents[2]
CUTS = 50


def run_until_killed(database: Path, seed: int, after_s: float) -> list[dict]:
    """Start the driver, SIGKILL it `after_s` seconds later; the lines it acknowledged."""
    driver = subprocess.Popen([sys.executable, "-m", "companion.sessions.autoplay",
                               str(database), str(seed)], cwd=REPO, stdout=subprocess.PIPE,
                              text=True)
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.extend(driver.stdout))
    reader.start()
    time.sleep(after_s)
    os.kill(driver.pid, signal.SIGKILL)
    driver.wait()
    reader.join()
    return [json.loads(line) for line in lines if line.endswith("\n")]


def test_every_acknowledged_move_survives_fifty_power_cuts(tmp_path):
    database = tmp_path / "sessions.sqlite3"
    moments = random.Random(2024)
    entries: dict[int, int] = {}  # session -> log entries acknowledged
    moves: dict[int, dict[int, dict]] = {}  # Deep Claim session -> move number -> the move
    games: set[str] = set()
    total = 0
    for cut in range(CUTS):
        acks = run_until_killed(database, cut, moments.uniform(0.15, 0.45))
        total += len(acks)
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
    assert total > CUTS * 5  # the cuts landed while moves were being written
