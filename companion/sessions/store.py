"""The append-only session log in SQLite.

A session row holds what was set up (game, players, seed, catalog version, set-up data); every
accepted action, correction, override or undo is one appended entry, never changed or deleted
(triggers refuse it). WAL with `synchronous=FULL`: once `append` returns, the entry survives a
power cut. The engine state is always the replay of the entries.
"""

import json
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    players TEXT NOT NULL,
    seed INTEGER NOT NULL,
    catalog_version TEXT NOT NULL,
    setup TEXT NOT NULL,
    created REAL NOT NULL,
    finished REAL,
    result TEXT
);
CREATE TABLE IF NOT EXISTS entries (
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    payload TEXT NOT NULL,
    created REAL NOT NULL,
    PRIMARY KEY (session_id, seq)
);
CREATE TRIGGER IF NOT EXISTS entries_are_append_only_update BEFORE UPDATE ON entries
BEGIN SELECT RAISE(ABORT, 'session entries are append-only'); END;
CREATE TRIGGER IF NOT EXISTS entries_are_append_only_delete BEFORE DELETE ON entries
BEGIN SELECT RAISE(ABORT, 'session entries are append-only'); END;
"""


@dataclass(frozen=True)
class SessionInfo:
    id: int
    game: str
    players: list[str]
    seed: int
    catalog_version: str
    setup: dict[str, Any]
    created: float
    finished: float | None
    result: dict[str, Any] | None


@dataclass(frozen=True)
class Entry:
    seq: int
    kind: str  # action | correction | override | undo | alert | game
    payload: dict[str, Any]
    created: float


class SessionStore:
    def __init__(self, path: Path | str):
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=FULL")
        self._db.executescript(SCHEMA)

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> "SessionStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def create(self, game: str, players: list[str], setup: dict[str, Any], seed: int = 0,
               catalog_version: str = "1") -> int:
        cursor = self._db.execute(
            "INSERT INTO sessions (game, players, seed, catalog_version, setup, created) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (game, json.dumps(players), seed, catalog_version, json.dumps(setup), time.time()),
        )
        return int(cursor.lastrowid)

    def append(self, session_id: int, kind: str, payload: dict[str, Any]) -> int:
        """Write one entry durably and return its sequence number."""
        with self._db:
            self._db.execute("BEGIN IMMEDIATE")
            (last,) = self._db.execute(
                "SELECT COALESCE(MAX(seq), 0) FROM entries WHERE session_id = ?", (session_id,)
            ).fetchone()
            self._db.execute(
                "INSERT INTO entries (session_id, seq, kind, payload, created) "
                "VALUES (?, ?, ?, ?, ?)",
                (session_id, last + 1, kind, json.dumps(payload), time.time()),
            )
        return last + 1

    def entries(self, session_id: int) -> list[Entry]:
        rows = self._db.execute(
            "SELECT seq, kind, payload, created FROM entries WHERE session_id = ? ORDER BY seq",
            (session_id,),
        )
        return [Entry(seq, kind, json.loads(payload), created)
                for seq, kind, payload, created in rows]

    def finish(self, session_id: int, result: dict[str, Any]) -> None:
        self._db.execute("UPDATE sessions SET finished = ?, result = ? WHERE id = ?",
                         (time.time(), json.dumps(result), session_id))

    def reopen(self, session_id: int) -> None:
        """The session is being played again (its deciding move was undone)."""
        self._db.execute("UPDATE sessions SET finished = NULL, result = NULL WHERE id = ?",
                         (session_id,))

    def get(self, session_id: int) -> SessionInfo:
        rows = self._select("WHERE id = ?", (session_id,))
        if not rows:
            raise KeyError(f"no session {session_id}")
        return rows[0]

    def unfinished(self) -> list[SessionInfo]:
        return self._select("WHERE finished IS NULL ORDER BY created DESC")

    def history(self) -> list[SessionInfo]:
        return self._select("WHERE finished IS NOT NULL ORDER BY finished DESC")

    def integrity_ok(self) -> bool:
        return self._db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"

    def _select(self, where: str, args: tuple = ()) -> list[SessionInfo]:
        rows = self._db.execute(
            "SELECT id, game, players, seed, catalog_version, setup, created, finished, result "
            f"FROM sessions {where}", args,
        )
        return [
            SessionInfo(i, game, json.loads(players), seed, version, json.loads(setup), created,
                        finished, json.loads(result) if result else None)
            for i, game, players, seed, version, setup, created, finished, result in rows
        ]
