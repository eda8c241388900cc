import pytest

from companion.config import load_config
from companion.errors import ConfigError


def write(tmp_path, text):
    path = tmp_path / "config.toml"
    path.write_text(text)
    return path


def test_defaults_alone_are_valid(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_CONFIG_DIR", str(tmp_path))
    config = load_config()
    assert config.source is None
    assert config["sensors"]["backend"] == "auto"
    assert config["camera"]["width"] == 2304


def test_user_file_overrides_only_what_it_names(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_CONFIG_DIR", str(tmp_path))
    write(tmp_path, '[sensors]\nbackend = "serial"\n[sensors.serial]\nport = "/dev/ttyUSB1"\n')
    config = load_config()
    assert config.source == tmp_path / "config.toml"
    assert config["sensors"]["backend"] == "serial"
    assert config["sensors"]["serial"] == {"port": "/dev/ttyUSB1", "baudrate": 115200}
    assert config["sensors"]["settle_ms"] == 10


@pytest.mark.parametrize("text, message", [
    ('[sensors]\nbackend = "carrier-pigeon"\n',
     "sensors.backend: expected one of 'auto', 'gpio-direct'"),
    ("[camera]\nwidth = 20\n", "camera.width: expected at least 160, got 20"),
    ('[leds]\nalert = "red"\n', "leds.alert: expected an integer, got 'red'"),
    ("[leds]\nseats = [5, 5]\n", "leds.seats: expected no pin listed twice"),
    ("[sensors]\nbackned = 'auto'\n", "'backned' was unexpected"),
    ("[ui]\nrotation = 45\n", "ui.rotation: expected one of 0, 90, 180, 270, got 45"),
])
def test_bad_values_name_the_key_and_what_was_expected(tmp_path, text, message):
    with pytest.raises(ConfigError) as refused:
        load_config(write(tmp_path, text))
    assert message in str(refused.value)
    assert str(tmp_path / "config.toml") in str(refused.value)


def test_a_file_that_is_not_toml_is_named(tmp_path):
    with pytest.raises(ConfigError, match="not valid TOML"):
        load_config(write(tmp_path, "[sensors\nbackend = \n"))


def test_paths_follow_the_user_data_directory(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("COMPANION_CONFIG_DIR", str(tmp_path))
    config = load_config()
    assert config.sessions_database() == tmp_path / "data" / "sessions.sqlite3"
    assert config.calibration_dir() == tmp_path / "data" / "calibration"
