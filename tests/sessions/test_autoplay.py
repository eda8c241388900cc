"""Power cuts: the headless driver is killed with SIGKILL at 50 random moments and restarted."""

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
from companion.sessions.deep_claim import DeepClaimSession
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
    acknowledged: dict[int, dict[int, dict]] = {}  # session -> move number -> the move
    total = 0
    for cut in range(CUTS):
        acks = run_until_killed(database, cut, moments.uniform(0.15, 0.45))
        total += len(acks)
        for ack in acks:
            if ack["actions"]:
                acknowledged.setdefault(ack["session"], {})[ack["actions"]] = ack["last"]
        with SessionStore(database) as store:
            assert store.integrity_ok(), f"integrity check failed after cut {cut}"
            for session_id, acked in acknowledged.items():
                moves = [action_to_json(m) for m in DeepClaimSession(store, session_id).moves]
                kept = {number: moves[number - 1] for number in acked if number <= len(moves)}
                assert kept == acked, f"cut {cut}: session {session_id} lost moves"
    assert total > CUTS * 5  # the cuts landed while moves were being written
