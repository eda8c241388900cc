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


# -- configuration that used to pass and then break the app (issue 9) ---------------------------

def number_keys(schema: dict, path: tuple = ()):
    """(section, key) path and its schema, for every number the configuration holds."""
    definitions = schema.get("$defs", {})
    for key, value in schema.get("properties", {}).items():
        if "$ref" in value:
            value = {**definitions[value["$ref"].rsplit("/", 1)[1]], **value}
        if value.get("type") in ("number", "integer"):
            yield (*path, key), value
        yield from number_keys({**value, "$defs": definitions}, (*path, key))


def config_schema() -> dict:
    import json
    from importlib import resources

    return json.loads(resources.files("companion.config").joinpath("schema.json").read_text())


NUMBERS = [path for path, _ in number_keys(config_schema())]


def toml_setting(path: tuple, value: str) -> str:
    return f"[{'.'.join(path[:-1])}]\n{path[-1]} = {value}\n"


@pytest.mark.parametrize("path", NUMBERS, ids=".".join)
@pytest.mark.parametrize("value", ["nan", "inf", "-inf"])
def test_nan_and_infinity_are_refused_for_every_number(tmp_path, path, value):
    """`settle_ms = nan` passed the range check (every comparison with nan is false) and then no
    push was ever detected."""
    with pytest.raises(ConfigError) as refused:
        load_config(write(tmp_path, toml_setting(path, value)))
    assert f"{'.'.join(path)}: expected a finite number, got {value.lstrip('+')}" in \
        str(refused.value)


def test_every_number_of_the_configuration_has_a_range():
    """A 100000-pixel window was accepted: each number needs both ends of its range."""
    for path, rule in number_keys(config_schema()):
        assert "maximum" in rule and ("minimum" in rule or "exclusiveMinimum" in rule), path


@pytest.mark.parametrize("text", ["[ui]\nwidth = 100000\n", "[ui]\nheight = 100000\n",
                                  "[camera]\ndevice = 100000\n"])
def test_a_window_or_device_out_of_any_real_range_is_refused(tmp_path, text):
    with pytest.raises(ConfigError, match="expected at most"):
        load_config(write(tmp_path, text))


def test_a_config_file_that_is_not_utf8_is_named_in_one_line(tmp_path):
    path = tmp_path / "config.toml"
    path.write_bytes(b'[ui]\ndemo = "\xff\xfe"\n')
    with pytest.raises(ConfigError, match="config.toml: not valid TOML .not UTF-8 text."):
        load_config(path)


def test_a_path_with_a_nul_character_is_refused(tmp_path):
    with pytest.raises(ConfigError, match="sessions.database: expected a path without NUL"):
        load_config(write(tmp_path, '[sessions]\ndatabase = "a\\u0000b"\n'))


def test_a_long_bad_value_is_quoted_by_an_excerpt(tmp_path):
    with pytest.raises(ConfigError) as refused:
        load_config(write(tmp_path, f'[sensors]\nbackend = "{"x" * 100_000}"\n'))
    assert len(str(refused.value)) < 400


def test_a_text_that_breaks_its_pattern_is_named_with_the_pattern(tmp_path):
    with pytest.raises(ConfigError, match=r"sound.voice_name: expected text matching"):
        load_config(write(tmp_path, '[sound]\nvoice_name = "en us"\n'))
