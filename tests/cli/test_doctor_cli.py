"""`companion doctor` off a Pi: it finds no hardware and says what it falls back to."""

from tests.cli.run import companion


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
