"""What checkpointing the WAL during play costs a move: the time of `append` (one durable
entry, synchronous=FULL) with the store's CHECKPOINT_PAGES, beside SQLite's default of 1000
pages, on the same disk, in one run. Medians and the 99th percentile over 2,000 moves (the
machine is noisy: three rounds, the settings taking turns, median of the rounds); the most
moves the main file alone lagged behind the log at the end.

    python benchmarks/session_store.py [FOLDER]   (default: a temporary folder)
"""

import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

from companion.sessions.store import CHECKPOINT_PAGES, SessionStore

MOVES = 2_000
PAYLOAD = {"action": {"type": "PlayDig", "seat": 0, "card": 4, "location": 1}}


def timed_appends(path: Path, checkpoint_pages: int) -> tuple[list[float], int]:
    """Seconds per append, and how many entries the main file alone lacks at the end."""
    times = []
    with SessionStore(path) as store:
        store._db.execute(f"PRAGMA wal_autocheckpoint={checkpoint_pages}")
        session = store.create("deep-claim", ["Ana", "Ben"], {})
        for _ in range(MOVES):
            started = time.perf_counter()
            store.append(session, "action", PAYLOAD)
            times.append(time.perf_counter() - started)
        copy = path.with_name("main-only.sqlite3")
        copy.write_bytes(path.read_bytes())
    with sqlite3.connect(copy) as main_only:
        (in_main,) = main_only.execute("SELECT COUNT(*) FROM entries").fetchone()
    copy.unlink()
    return times, MOVES - in_main


def main(folder: str | None = None) -> int:
    """Three rounds, the two settings taking turns, so that the disk's moods hit both."""
    results: dict[int, list[tuple[list[float], int]]] = {CHECKPOINT_PAGES: [], 1000: []}
    with tempfile.TemporaryDirectory(dir=folder) as where:
        for round_ in range(3):
            for pages in results:
                path = Path(where) / f"{pages}-{round_}.sqlite3"
                results[pages].append(timed_appends(path, pages))
    print(f"{'checkpoint every':>18} {'median ms':>10} {'p99 ms':>8} {'main file lags':>15}")
    for pages, rounds in results.items():
        median = statistics.median(statistics.median(times) for times, _ in rounds)
        p99 = statistics.median(statistics.quantiles(times, n=100)[98] for times, _ in rounds)
        lag = max(lag for _, lag in rounds)
        print(f"{pages:>12} pages {median * 1e3:>10.2f} {p99 * 1e3:>8.2f} {lag:>9} moves")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:2]))
