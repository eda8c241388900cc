"""vision.calibration_files: calibration files that are whole or absent, never half."""

import pytest

from companion.errors import InputError
from vision import calibration_files as store


def test_saved_data_loads_back_and_absence_is_none(tmp_path):
    path = tmp_path / "deep" / "colours.json"
    assert store.load(store.COLOURS, path) is None
    store.save(store.COLOURS, {"a": 1}, path)
    assert store.load(store.COLOURS, path) == {"a": 1}
    assert not list(path.parent.glob("*.tmp"))


def test_the_default_folder_follows_the_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("COMPANION_CONFIG_DIR", str(tmp_path / "config"))
    assert store.save(store.TABLE, {"ok": True}) == tmp_path / "calibration" / "table.json"


def test_a_corrupt_file_is_a_one_line_error(tmp_path):
    path = tmp_path / "camera.json"
    path.write_text("{not json")
    with pytest.raises(InputError, match="camera.json: not valid JSON"):
        store.load(store.CAMERA, path)
