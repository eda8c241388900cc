"""`companion sessions list | export`: as a user runs them."""

import json

from companion.sessions.mine_deeper import MineDeeperSession
from companion.sessions.store import SessionStore
from tests.companion.cli.run import companion
from tests.companion.games.mine_deeper.layouts import VALID


def test_list_and_export_a_session(tmp_path):
    env = {"COMPANION_DATA_DIR": str(tmp_path), "COMPANION_CONFIG_DIR": str(tmp_path / "c")}
    with SessionStore(tmp_path / "sessions.sqlite3") as store:
        session = MineDeeperSession.start(store, ["Ana", "Ben"], (VALID, VALID))
        session.push(0, 0)
    listed = companion("sessions", "list", env=env)
    assert listed.code == 0 and "unfinished  Mine Deeper: Ana vs Ben" in listed.out
    exported = companion("sessions", "export", str(session.id), env=env)
    assert exported.code == 0
    assert json.loads(exported.out)["log"][-1] == {"seq": 2, "kind": "action",
                                                   "at": json.loads(exported.out)["log"][-1]["at"],
                                                   "seat": 0, "cell": "A1"}
    refused = companion("sessions", "export", str(session.id), "--bgstats", env=env)
    assert refused.code == 2 and refused.err.startswith("companion: session")
    assert "not finished" in refused.err and "Traceback" not in refused.err


def test_a_table_with_no_games_yet_says_so(tmp_path):
    env = {"COMPANION_DATA_DIR": str(tmp_path), "COMPANION_CONFIG_DIR": str(tmp_path / "c")}
    listed = companion("sessions", "list", env=env)
    assert (listed.code, listed.out, listed.err) == (0, "No games played at this table yet.\n", "")
