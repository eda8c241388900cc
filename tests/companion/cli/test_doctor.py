"""`companion doctor` off a Pi: it finds no hardware and says what it falls back to."""

import pytest

from tests.companion.cli.run import companion


def test_doctor_reports_the_fallbacks_off_a_pi(tmp_path):
    env = {"COMPANION_CONFIG_DIR": str(tmp_path / "cfg"), "COMPANION_DATA_DIR": str(tmp_path)}
    result = companion("doctor", env=env)
    assert result.code == 0, result.err
    assert "not a Raspberry Pi" in result.out
    assert "simulated" in result.out  # sensors and LEDs
    assert "synthetic table" in result.out  # the camera
    assert str(tmp_path / "sessions.sqlite3") in result.out


def test_doctor_names_a_bad_config_key_in_one_line(tmp_path):
    (tmp_path / "config.toml").write_text('[camera]\nsource = "telescope"\n')
    result = companion("doctor", env={"COMPANION_CONFIG_DIR": str(tmp_path)})
    assert result.code == 2
    assert result.err.count("\n") == 1 and "Traceback" not in result.err
    assert "camera.source: expected one of" in result.err


def doctor_with(tmp_path, config: str):
    (tmp_path / "config.toml").write_text(config)
    return companion("doctor", env={"COMPANION_CONFIG_DIR": str(tmp_path),
                                    "COMPANION_DATA_DIR": str(tmp_path / "data")})


def test_a_config_file_that_is_not_utf8_is_one_line(tmp_path):
    (tmp_path / "config.toml").write_bytes(b"[ui]\ndemo = '\xe9t\xe9'\n")
    result = companion("doctor", env={"COMPANION_CONFIG_DIR": str(tmp_path)})
    assert result.code == 2
    assert result.err.count("\n") == 1 and "not UTF-8" in result.err


@pytest.mark.parametrize("make", ["a folder", "not a database", "under a file"])
def test_a_sessions_database_the_app_cannot_open_is_reported(tmp_path, make):
    database = tmp_path / "games.sqlite3"
    if make == "a folder":
        database.mkdir()
    elif make == "not a database":
        database.write_text("these are my notes, not a database\n" * 200)
    else:
        (tmp_path / "notes").write_text("x")
        database = tmp_path / "notes" / "games.sqlite3"
    result = doctor_with(tmp_path, f'[sessions]\ndatabase = "{database}"\n')
    assert result.code == 1
    line = next(line for line in result.out.splitlines() if "sessions database" in line)
    assert "PROBLEM" in line and str(database) in line


def test_a_sessions_database_yet_to_be_made_is_fine(tmp_path):
    result = doctor_with(tmp_path, f'[sessions]\ndatabase = "{tmp_path / "new" / "s.db"}"\n')
    assert result.code == 0
    assert "made at the first game" in result.out
    assert not (tmp_path / "new").exists()  # the doctor looks, it makes nothing


def test_a_camera_that_does_not_exist_is_not_listed_as_if_it_did(tmp_path):
    result = doctor_with(tmp_path, '[camera]\nsource = "device"\ndevice = 77\n')
    assert "USB camera /dev/video77: NOT FOUND" in result.out
    result = doctor_with(tmp_path, f'[camera]\nsource = "file"\npath = "{tmp_path / "x.mp4"}"\n')
    assert f"file {tmp_path / 'x.mp4'}: NOT FOUND" in result.out
