"""`companion vision scan`, driven as a user would from the shell."""

import json

import cv2
import numpy as np
import pytest

from companion.cli.main import main
from vision.sources import SyntheticSource
from vision.synthetic import render_scene


@pytest.fixture(autouse=True)
def own_dirs(tmp_path, monkeypatch):
    for name in ("CONFIG", "DATA", "CACHE"):
        monkeypatch.setenv(f"COMPANION_{name}_DIR", str(tmp_path / name.lower()))


@pytest.fixture(scope="module")
def scene():
    return render_scene("deep-claim", seed=11, difficulty="easy")


@pytest.fixture
def photo(tmp_path, scene):
    path = tmp_path / "table.png"
    cv2.imwrite(str(path), scene.image)
    return path


def scan_json(capsys, *argv: str) -> tuple[int, dict]:
    code = main(["vision", "scan", *argv, "--json"])
    return code, json.loads(capsys.readouterr().out)


def test_a_photo_lists_every_visible_card_in_its_zone(capsys, photo, scene):
    code, result = scan_json(capsys, str(photo), "--game", "deep-claim", "--reveal")
    assert code == 0 and result["frames"] == 1
    listed = {card["card"]: zone for zone, cards in result["zones"].items() for card in cards}
    assert listed == {c.component.name: c.zone for c in scene.visible_cards()}


def test_face_down_digs_stay_hidden_unless_revealed(capsys, photo):
    _, result = scan_json(capsys, str(photo), "--game", "deep-claim")
    digs = [card for zone, cards in result["zones"].items() if zone.endswith("/digs")
            for card in cards]
    assert digs and all(card["card"] is None and not card["face_up"] for card in digs)


def test_the_readable_table_names_zones_and_cards(capsys, photo, scene):
    assert main(["vision", "scan", str(photo), "--game", "deep-claim"]) == 0
    out = capsys.readouterr().out
    shown = next(c for c in scene.visible_cards() if c.face_up)
    assert f"  {shown.zone}\n" in out and shown.component.name in out


def test_a_video_prints_the_stable_snapshot(capsys, tmp_path):
    path = tmp_path / "table.avi"
    source = SyntheticSource("dig", seed=4, difficulty="easy", size=(1280, 720), frames=5)
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter_fourcc(*"MJPG"), 10, (1280, 720))
    for frame in source:
        writer.write(frame)
    writer.release()
    code, result = scan_json(capsys, str(path), "--game", "dig")  # 0.4 s of video
    assert code == 0 and result["frames"] == 5
    listed = {card["card"] for cards in result["zones"].values() for card in cards}
    visible = {c.component.name for c in source.last_scene.visible_cards()}
    assert listed <= visible  # nothing invented; a marker lost to video compression may miss
    assert len(listed) >= 0.95 * len(visible)


def test_another_games_photo_finds_no_card_and_says_why(capsys, photo):
    code, result = scan_json(capsys, str(photo), "--game", "dig")
    assert code == 0 and result["cards"] == 0 and len(result["unknown_ids"]) > 10


def test_a_photo_without_corner_markers_is_invalid(capsys, tmp_path):
    path = tmp_path / "wall.png"
    cv2.imwrite(str(path), np.full((720, 1280, 3), 128, np.uint8))
    code, result = scan_json(capsys, str(path), "--game", "deep-claim")
    assert code == 1 and result["mapped_frames"] == 0


def test_a_missing_file_is_one_line_on_stderr_and_exit_2(capsys, tmp_path):
    assert main(["vision", "scan", str(tmp_path / "none.png"), "--game", "dig"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "none.png: no such file" in err
