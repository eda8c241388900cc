"""The append-only session log in SQLite.

A session row holds what was set up (game, players, seed, catalog version, set-up data); every
accepted action, correction, override or undo is one appended entry, never changed or deleted
(triggers refuse it). WAL with `synchronous=FULL`: once `append` returns, the entry survives a
power cut. The engine state is always the replay of the entries.

Faults of the storage itself end in one StorageError, never a traceback:
- before anything is written, `PRAGMA quick_check` runs on a read-only connection: a damaged
  file is reported (DamagedDatabase) and left exactly as it is; `set_aside` moves it (with its
  WAL) out of the way so that a fresh database can start;
- a write that fails (disk full, I/O error) is rolled back by SQLite, so every entry written
  before it is kept; the store then refuses every later write, and play stops;
- the WAL is copied into the main file every CHECKPOINT_PAGES pages (a dozen moves), so the main
  file never lags far behind what was acknowledged.
"""

import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from companion.errors import StorageError, excerpt

__all__ = ["DamagedDatabase", "Entry", "SessionInfo", "SessionStore", "StorageError",
           "WriteFailed", "check_database", "set_aside"]
T = TypeVar("T")
CHECKPOINT_PAGES = 32  # of 4 KB: a move writes about three
OUR_TABLES = {"sessions", "entries"}

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


class WriteFailed(StorageError):
    """A write the storage did not take; `reason` is SQLite's, like "database or disk is full"."""

    def __init__(self, message: str, reason: str):
        super().__init__(message)
        self.reason = reason


class DamagedDatabase(StorageError):
    """The database failed its check at start; nothing has been written to it."""

    def __init__(self, path: Path, problem: str):
        super().__init__(f"{path}: the sessions database is damaged ({excerpt(problem, 80)}); "
                         "it has been left as it is")
        self.path = path


def set_aside(path: Path) -> Path:
    """Moves a damaged database and its WAL to `<name>.damaged-<time>` (the WAL holds entries
    too); the next SessionStore on `path` starts a fresh one. Returns the new name."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.damaged-{stamp}")
    for suffix in ("-wal", "-shm", ""):
        part = Path(f"{path}{suffix}")
        if part.exists():
            part.replace(f"{aside}{suffix}")
    return aside


def _reason(exc: BaseException) -> str:
    return str(exc) or type(exc).__name__


def check_database(path: Path) -> None:
    """StorageError if `path` cannot hold the sessions database; DamagedDatabase if it fails
    SQLite's quick check. Reads only: it writes nothing, not even a folder."""
    if path.is_dir():
        raise StorageError(f"{path}: is a folder, not a sessions database")
    if not path.exists():
        folder = next(parent for parent in path.parents if parent.exists())
        if not (folder.is_dir() and os.access(folder, os.W_OK | os.X_OK)):
            raise StorageError(f"{path}: cannot be made ({folder} is not a folder this user "
                               "may write in)")
        return
    # Without a WAL the main file is all there is: "immutable" reads it without making the
    # -wal and -shm files a read-only WAL connection leaves behind.
    has_wal = Path(f"{path}-wal").exists()
    try:
        reader = sqlite3.connect(f"{path.resolve().as_uri()}?"
                                 f"{'mode=ro' if has_wal else 'immutable=1'}", uri=True)
    except sqlite3.Error as exc:
        raise StorageError(f"{path}: cannot open the sessions database ({_reason(exc)})"
                           ) from None
    try:
        problems = [row[0] for row in reader.execute("PRAGMA quick_check")]
        tables = {row[0] for row in reader.execute("SELECT name FROM sqlite_master "
                                                   "WHERE type = 'table'")}
    except sqlite3.OperationalError as exc:  # not readable (permissions, an I/O error)
        raise StorageError(f"{path}: cannot read the sessions database ({_reason(exc)})"
                           ) from None
    except sqlite3.DatabaseError as exc:  # malformed, or no SQLite file at all
        raise DamagedDatabase(path, _reason(exc)) from None
    finally:
        reader.close()
    if problems != ["ok"]:
        raise DamagedDatabase(path, problems[0])
    if tables and not OUR_TABLES <= tables:
        raise StorageError(f"{path}: a SQLite database of something else, not sessions "
                           f"(tables {excerpt(', '.join(sorted(tables)), 60)})")


class SessionStore:
    def __init__(self, path: Path | str):
        self.path = path
        self._failed: WriteFailed | None = None  # why writing stopped, once a write failed
        if str(path) != ":memory:":
            check_database(Path(path))
        try:
            if str(path) != ":memory:":
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")
            self._db.execute(f"PRAGMA wal_autocheckpoint={CHECKPOINT_PAGES}")
            self._db.executescript(SCHEMA)
        except (sqlite3.Error, OSError) as exc:
            raise StorageError(f"{path}: cannot open the sessions database ({_reason(exc)})"
                               ) from None

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> "SessionStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- writing: one failure stops every later write --------------------------------------------
    def _write(self, what: str, write: Callable[[], T]) -> T:
        if self._failed is not None:
            raise self._failed
        try:
            return write()
        except sqlite3.Error as exc:
            self._failed = WriteFailed(f"{self.path}: {what} could not be saved ({_reason(exc)})"
                                       "; play stops here, and everything saved before it is "
                                       "kept", _reason(exc))
            raise self._failed from None

    def create(self, game: str, players: list[str], setup: dict[str, Any], seed: int = 0,
               catalog_version: str = "1",
               first_entry: tuple[str, dict[str, Any]] | None = None) -> int:
        """A new session; with `first_entry` (kind, payload), the session and that entry are one
        write, so a power cut never leaves a session without the entry it starts from."""
        return self._write("a new session", lambda: self._create(
            game, players, setup, seed, catalog_version, first_entry))

    def _create(self, game: str, players: list[str], setup: dict[str, Any], seed: int,
                catalog_version: str, first_entry: tuple[str, dict[str, Any]] | None) -> int:
        with self._db:
            self._db.execute("BEGIN IMMEDIATE")
            session_id = self._db.execute(
                "INSERT INTO sessions (game, players, seed, catalog_version, setup, created) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (game, json.dumps(players), seed, catalog_version, json.dumps(setup),
                 time.time()),
            ).lastrowid
            if first_entry is not None:
                self._insert_entry(session_id, 1, *first_entry)
        return int(session_id)

    def append(self, session_id: int, kind: str, payload: dict[str, Any]) -> int:
        """Write one entry durably and return its sequence number."""
        return self._write(f"session {session_id}'s {kind} entry",
                           lambda: self._append(session_id, kind, payload))

    def _append(self, session_id: int, kind: str, payload: dict[str, Any]) -> int:
        with self._db:
            self._db.execute("BEGIN IMMEDIATE")
            (last,) = self._db.execute(
                "SELECT COALESCE(MAX(seq), 0) FROM entries WHERE session_id = ?", (session_id,)
            ).fetchone()
            self._insert_entry(session_id, last + 1, kind, payload)
        return last + 1

    def _insert_entry(self, session_id: int, seq: int, kind: str, payload: dict[str, Any]) -> None:
        self._db.execute(
            "INSERT INTO entries (session_id, seq, kind, payload, created) "
            "VALUES (?, ?, ?, ?, ?)",
            (session_id, seq, kind, json.dumps(payload), time.time()),
        )

    def finish(self, session_id: int, result: dict[str, Any]) -> None:
        self._write(f"the end of session {session_id}", lambda: self._db.execute(
            "UPDATE sessions SET finished = ?, result = ? WHERE id = ?",
            (time.time(), json.dumps(result), session_id)))

    # -- reading ----------------------------------------------------------------------------------
    @contextmanager
    def _reading(self) -> Iterator[None]:
        try:
            yield
        except (sqlite3.DatabaseError, ValueError, TypeError) as exc:
            raise StorageError(f"{self.path}: the sessions database cannot be read "
                               f"({excerpt(_reason(exc), 80)})") from None

    def entries(self, session_id: int) -> list[Entry]:
        with self._reading():
            rows = self._db.execute(
                "SELECT seq, kind, payload, created FROM entries WHERE session_id = ? "
                "ORDER BY seq", (session_id,),
            )
            return [Entry(seq, kind, json.loads(payload), created)
                    for seq, kind, payload, created in rows]

    def reopen(self, session_id: int) -> None:
        """The session is being played again (its deciding move was undone)."""
        self._write(f"the reopening of session {session_id}", lambda: self._db.execute(
            "UPDATE sessions SET finished = NULL, result = NULL WHERE id = ?", (session_id,)))

    def get(self, session_id: int) -> SessionInfo:
        fits = -(2 ** 63) <= session_id < 2 ** 63  # SQLite's INTEGER
        rows = self._select("WHERE id = ?", (session_id,)) if fits else []
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
        with self._reading():
            rows = self._db.execute(
                "SELECT id, game, players, seed, catalog_version, setup, created, finished, "
                f"result FROM sessions {where}", args,
            )
            return [
                SessionInfo(i, game, json.loads(players), seed, version, json.loads(setup),
                            created, finished, json.loads(result) if result else None)
                for i, game, players, seed, version, setup, created, finished, result in rows
            ]
