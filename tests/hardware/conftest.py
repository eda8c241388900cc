"""Hardware tests see no Raspberry Pi unless a test says otherwise, and no user config."""

import pytest

import hardware.choice


@pytest.fixture(autouse=True)
def no_pi_and_no_user_config(tmp_path, monkeypatch):
    monkeypatch.setattr(hardware.choice, "MODEL_FILE", tmp_path / "no-device-tree-model")
    for name in ("COMPANION_CONFIG_DIR", "COMPANION_DATA_DIR", "COMPANION_CACHE_DIR"):
        monkeypatch.setenv(name, str(tmp_path / name.lower()))
    monkeypatch.delenv("COMPANION_CONFIG", raising=False)
    monkeypatch.delenv("GPIOZERO_PIN_FACTORY", raising=False)


@pytest.fixture
def configure(tmp_path):
    """`configure(toml_text)`: the defaults with that text merged in, as `load_config` gives."""
    from companion.config import load_config

    def load(text: str = ""):
        path = tmp_path / "config.toml"
        path.write_text(text)
        return load_config(path)

    return load


@pytest.fixture
def raspberry_pi(tmp_path, monkeypatch):
    model = tmp_path / "model"
    model.write_bytes(b"Raspberry Pi 4 Model B Rev 1.4\x00")
    monkeypatch.setattr(hardware.choice, "MODEL_FILE", model)


@pytest.fixture
def mock_pin_env(monkeypatch):
    """gpiozero's own default factory, told by its environment variable to be the mock one."""
    from gpiozero import Device

    monkeypatch.setenv("GPIOZERO_PIN_FACTORY", "mock")
    monkeypatch.setattr(Device, "pin_factory", None)
    yield
    if Device.pin_factory is not None:
        Device.pin_factory.close()
