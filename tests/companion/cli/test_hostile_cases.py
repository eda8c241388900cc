"""The hostile inputs of issue 9 that ended in "internal error" (exit 3) or in a megabyte-long
error line, each as it was reported: now exit 2 and one short line naming the file."""

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from companion.sessions.store import SessionStore
from tests.companion.cli.inprocess import run_main
from tests.companion.cli.run import companion

JSON_COMMANDS = [("dig", "gallery"), ("deep-shelf", "score"), ("deep-claim", "score"),
                 ("deep-claim", "replay")]
SHORT = 400  # characters in an error line: a short excerpt of a bad value at most


def one_short_line(err: str, *words: str) -> None:
    assert err.count("\n") == 1 and len(err) <= SHORT, err[:SHORT]
    for word in words:
        assert word in err


@pytest.mark.parametrize("command", JSON_COMMANDS, ids=" ".join)
def test_json_nested_100000_deep_is_refused_in_one_line(tmp_path, command):
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    result = run_main(*command, str(path))
    assert result.code == 2
    one_short_line(result.err, str(path), "nested more than 64 levels")


@pytest.mark.parametrize("command", JSON_COMMANDS, ids=" ".join)
def test_an_integer_of_5000_digits_is_refused_in_one_line(command):
    result = run_main(*command, "-", stdin='{"season": 1' + "0" * 5000 + "}")
    assert result.code == 2
    one_short_line(result.err, "standard input", "5001 digits")


@pytest.mark.parametrize("text", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_numbers_json_does_not_have_are_refused(text):
    result = run_main("deep-shelf", "score", "-", stdin=f'{{"players": {text}}}')
    assert result.code == 2
    one_short_line(result.err, "not valid JSON")


@pytest.mark.parametrize(("replay", "words"), [
    ({"seats": 2, "seed": 4, "actions": [{"type": []}]}, 'action 0: a Deep Claim action is a '
     'JSON object with a "type"'),
    ({"seats": 2, "seed": 4, "actions": [{"type": {"a": 1}, "seat": 0}]}, "action 0"),
    ([{"seats": 2}], "a game file is a JSON object"),
    ("actions", "a game file is a JSON object"),
    ({"seats": 2, "seed": 4, "actions": {"type": "Done"}}, '"actions" must be a list'),
    ({"seats": [None] * 100_000, "seed": 4, "actions": []}, '"seats"'),
    ({"names": ["n" * 100_000] * 2, "seed": 4, "actions": []}, "player names are needed"),
])
def test_odd_shapes_in_a_replay_file_are_one_line(replay, words):
    result = run_main("deep-claim", "replay", "-", stdin=json.dumps(replay))
    assert result.code in (1, 2)  # unreadable (2), or an action the rules refuse (1)
    if result.code == 2:
        one_short_line(result.err, "standard input: ", words)
    else:
        assert words in result.out and len(result.out) < 400


def test_a_megabyte_long_bad_value_is_quoted_by_a_short_excerpt():
    huge = "x" * 1_000_000
    for command, data in [(("dig", "gallery"), {"cards": [{"card": huge}]}),
                          (("deep-shelf", "score"), {"players": [{huge: 1}]}),
                          (("deep-claim", "replay"), {"seed": 1, "game": huge, "actions": []})]:
        result = run_main(*command, "-", stdin=json.dumps(data))
        assert result.code == 2
        one_short_line(result.err, "xxx...")


def test_a_megabyte_long_bad_layout_row_is_quoted_by_a_short_excerpt():
    row = "".join(chr(0x4E00 + n) for n in range(20_000))
    result = run_main("mine-deeper", "check", "-", stdin=row + "\n")
    assert result.code == 2
    one_short_line(result.err, "row 1")


# -- sessions ------------------------------------------------------------------------------------

def sessions_env(tmp_path, database) -> dict[str, str]:
    (tmp_path / "config.toml").write_text(f'[sessions]\ndatabase = "{database}"\n')
    return {"COMPANION_CONFIG_DIR": str(tmp_path)}


def test_sessions_export_of_a_huge_id_is_one_line(tmp_path):
    env = sessions_env(tmp_path, tmp_path / "s.sqlite3")
    SessionStore(tmp_path / "s.sqlite3").close()
    for huge in ("9" * 30, "9" * 5000, "-1", "1e3"):
        result = companion("sessions", "export", huge, env=env)
        assert result.code == 2
        one_short_line(result.err, "is not a session number")


@pytest.mark.parametrize("make", ["folder", "not a database", "under a file", "other app"])
def test_an_unopenable_session_database_is_one_line_for_list_and_export(tmp_path, make):
    database = tmp_path / "s.sqlite3"
    if make == "folder":
        database.mkdir()
    elif make == "not a database":
        database.write_bytes(b"\x00garbage" * 1000)
    elif make == "under a file":
        (tmp_path / "file").write_text("x")
        database = tmp_path / "file" / "s.sqlite3"
    else:
        with sqlite3.connect(database) as other:
            other.execute("CREATE TABLE photos (id INTEGER)")
    before = database.read_bytes() if database.is_file() else None
    env = sessions_env(tmp_path, database)
    for args in (("sessions", "list"), ("sessions", "export", "1")):
        result = companion(*args, env=env)
        assert result.code == 2, result.err
        one_short_line(result.err, str(database))
    if before is not None:
        assert database.read_bytes() == before  # looked at, never written to


# -- calibrate -o --------------------------------------------------------------------------------

@pytest.fixture
def table_photo(tmp_path):
    import cv2

    from vision.synthetic import render_scene

    path = tmp_path / "table.png"
    cv2.imwrite(str(path), render_scene("deep-claim", 2, "easy").image)
    return path


@pytest.mark.parametrize("where", ["a folder", "under a file", "a folder it may not write"])
def test_calibrate_output_that_cannot_be_written_is_one_line(tmp_path, table_photo, where):
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    target = {"a folder": tmp_path, "under a file": table_photo / "table.json",
              "a folder it may not write": locked / "table.json"}[where]
    if where == "a folder it may not write" and os.access(locked, os.W_OK):
        target = Path("/proc/table.json")  # root may write anywhere but there
    result = run_main("calibrate", "table", str(table_photo), "-o", str(target))
    assert result.code == 2
    one_short_line(result.err, str(target))
    assert not list(tmp_path.rglob("*.tmp"))


def test_calibrate_output_into_a_missing_folder_makes_it(tmp_path, table_photo):
    target = tmp_path / "no" / "such" / "table.json"
    assert run_main("calibrate", "table", str(table_photo), "-o", str(target)).code == 0
    assert target.is_file()


# -- standard input and output in a strict encoding ----------------------------------------------

def test_non_utf8_bytes_on_standard_input_are_one_line():
    result = run_main("mine-deeper", "check", "-", stdin=b"R R \xff\xfe R\n")
    assert result.code == 2
    one_short_line(result.err, "standard input", "not UTF-8")


def test_names_a_strict_ascii_terminal_cannot_show_are_escaped(tmp_path):
    scores = {"players": [{"name": "Zoë", "fulfilled": [["gold"]]},
                          {"name": "Björn", "fulfilled": []}], "season": 1}
    ascii_only = {"PYTHONIOENCODING": "ascii:strict", "LC_ALL": "C", "PYTHONUTF8": "0"}
    result = companion("deep-claim", "score", "-", stdin=json.dumps(scores), env=ascii_only)
    assert result.code == 0, result.err
    assert "Zo\\xeb" in result.out
    strict_utf8 = {"PYTHONIOENCODING": "utf-8:strict"}
    for strict in (ascii_only, strict_utf8):  # a file name of bytes that are not UTF-8
        result = companion("mine-deeper", "check", str(tmp_path / "bad") + "\udcff", env=strict)
        assert result.code == 2
        one_short_line(result.err, "no such file", "bad\\udcff")
        result = companion("mine-deeper", "keycard", "-", stdin="R\n", env=strict)
        assert result.code == 2
        one_short_line(result.err, "standard input")


@pytest.mark.parametrize("args", [("dig", "gallery", "/dev/zero"), ("vision", "wall", "/dev/zero"),
                                  ("mine-deeper", "hint", "/dev/zero")])
def test_an_endless_file_is_refused_after_a_limit_not_read_into_memory(args):
    result = run_main(*args)
    assert result.code == 2
    one_short_line(result.err, "/dev/zero: larger than")


def test_endless_standard_input_is_refused_after_a_limit():
    with open("/dev/zero", "rb") as zeros:
        done = subprocess.run([sys.executable, "-m", "companion", "dig", "gallery", "-"],
                              stdin=zeros, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    one_short_line(done.stderr, "standard input: larger than 64 MB")


def test_a_long_name_used_twice_is_quoted_by_an_excerpt():
    from tests.companion.games.deep_shelf.sheets import CONTRACT_EXAMPLE

    name = "n" * 100_000
    shelf = {"players": [{**CONTRACT_EXAMPLE, "name": name}] * 2}
    result = run_main("deep-shelf", "score", "-", stdin=json.dumps(shelf))
    assert result.code == 2
    one_short_line(result.err, "is used twice")
    claim = {"season": 1, "players": [{"name": name, "fulfilled": []}] * 2}
    result = run_main("deep-claim", "score", "-", stdin=json.dumps(claim))
    assert result.code == 1 and len(result.out) < 400
