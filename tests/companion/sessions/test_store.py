import sqlite3

import pytest

from companion.sessions.store import SessionStore


@pytest.fixture
def store(tmp_path):
    with SessionStore(tmp_path / "s.sqlite3") as opened:
        yield opened


def test_entries_come_back_in_order_after_reopening(tmp_path):
    path = tmp_path / "s.sqlite3"
    with SessionStore(path) as store:
        sid = store.create("mine-deeper", ["Ana", "Ben"], {"faces": {}})
        for n in range(3):
            store.append(sid, "action", {"n": n})
    with SessionStore(path) as store:
        assert [e.payload["n"] for e in store.entries(sid)] == [0, 1, 2]
        assert [e.seq for e in store.entries(sid)] == [1, 2, 3]
        assert store.integrity_ok()


def test_the_log_is_append_only(store):
    sid = store.create("mine-deeper", ["Ana", "Ben"], {})
    store.append(sid, "action", {})
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        store._db.execute("DELETE FROM entries")
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        store._db.execute("UPDATE entries SET kind = 'x'")


def test_unfinished_and_history(store):
    done = store.create("mine-deeper", ["Ana", "Ben"], {})
    open_ = store.create("mine-deeper", ["Cy", "Di"], {})
    store.finish(done, {"winner": "Ana"})
    assert [s.id for s in store.unfinished()] == [open_]
    assert [(s.id, s.result) for s in store.history()] == [(done, {"winner": "Ana"})]


def test_the_database_is_durable_by_configuration(store):
    assert store._db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store._db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
