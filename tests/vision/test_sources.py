"""Camera sources: one interface over images, videos, cameras and the synthetic table."""

import builtins

import cv2
import numpy as np
import pytest

from companion.config import load_config
from companion.errors import InputError
from vision import sources
from vision.sources import CaptureSource, ImagesSource, open_path, open_source
from vision.sources.picamera import PicameraSource, choose_sensor_mode


def _frames(count: int) -> list[np.ndarray]:
    return [np.full((48, 64, 3), 40 * (i + 1), np.uint8) for i in range(count)]


def test_a_folder_gives_its_images_in_name_order_then_ends(tmp_path):
    for name, frame in zip(["b.png", "a.png"], _frames(2), strict=True):
        cv2.imwrite(str(tmp_path / name), frame)
    (tmp_path / "notes.txt").write_text("not an image")
    with ImagesSource(tmp_path) as source:
        levels = [int(frame[0, 0, 0]) for frame in source]
    assert levels == [80, 40]


def test_an_empty_folder_and_a_broken_image_are_clear_errors(tmp_path):
    with pytest.raises(InputError, match="no images"):
        ImagesSource(tmp_path)
    broken = tmp_path / "table.png"
    broken.write_bytes(b"not a png")
    with pytest.raises(InputError, match="table.png: not an image"):
        ImagesSource(broken).read()


def test_a_video_file_plays_every_frame(tmp_path):
    path = tmp_path / "table.avi"
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter_fourcc(*"MJPG"), 10, (64, 48))
    for frame in _frames(3):
        writer.write(frame)
    writer.release()
    with open_path(path) as source:
        assert isinstance(source, CaptureSource)
        assert len(list(source)) == 3


def test_a_missing_path_or_camera_is_an_input_error(tmp_path):
    with pytest.raises(InputError, match="no such file"):
        open_path(tmp_path / "nowhere.mp4")
    with pytest.raises(InputError, match="cannot be opened|does not exist"):
        CaptureSource(97)


def _config(tmp_path, text: str):
    path = tmp_path / "config.toml"
    path.write_text(text)
    return load_config(path)


def test_the_synthetic_source_gives_frames_of_the_configured_size(tmp_path):
    config = _config(tmp_path, '[camera]\nsource = "synthetic"\nwidth = 640\nheight = 360\n')
    with open_source(config) as source:
        assert source.read().shape == (360, 640, 3)
        assert source.last_scene.cards


def test_auto_falls_back_to_the_synthetic_table_with_no_camera(tmp_path, monkeypatch):
    monkeypatch.setattr(sources, "PI_MODEL_FILE", tmp_path / "no-model")
    config = _config(tmp_path, '[camera]\nsource = "auto"\ndevice = 97\n')
    assert open_source(config).description.startswith("synthetic")


def test_a_file_source_with_no_path_says_which_key_is_missing(tmp_path):
    with pytest.raises(InputError, match="camera.path is empty"):
        open_source(_config(tmp_path, '[camera]\nsource = "file"\n'))


IMX708_MODES = [  # as picamera2 lists them for the Camera Module 3
    {"size": (1536, 864), "fps": 120.13, "bit_depth": 10, "crop_limits": (768, 432, 3072, 1728)},
    {"size": (2304, 1296), "fps": 56.03, "bit_depth": 10, "crop_limits": (0, 0, 4608, 2592)},
    {"size": (4608, 2592), "fps": 14.35, "bit_depth": 10, "crop_limits": (0, 0, 4608, 2592)},
]


def test_the_pi_camera_runs_its_binned_full_view_mode_for_720p():
    assert choose_sensor_mode(IMX708_MODES, (1280, 720), 30)["size"] == (2304, 1296)
    assert choose_sensor_mode(IMX708_MODES, (2304, 1296), 30)["size"] == (2304, 1296)
    assert choose_sensor_mode(IMX708_MODES, (2560, 1440), 10)["size"] == (4608, 2592)
    assert choose_sensor_mode(IMX708_MODES, (1280, 720), 90) is None


def test_without_picamera2_the_pi_source_says_how_to_install_it(monkeypatch):
    real_import = builtins.__import__

    def no_picamera2(name, *args, **kwargs):
        if name == "picamera2":
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_picamera2)
    with pytest.raises(InputError, match="apt install python3-picamera2"):
        PicameraSource(1280, 720, 30)
