"""`companion vision wall IMAGE`: check a placement by showing it."""

import json

import cv2

from companion.games.mine_deeper import Layout
from tests.companion.cli.run import companion
from vision.synthetic.wall import LIGHTS, render_wall

VALID = "YR...\n.RPR.\n.....\nRY..Y\n....R\n"
INVALID = ".....\n.YR..\n..R..\nRPRYR\n..Y..\n"


def photo(tmp_path, text: str, light=LIGHTS[0], name="wall.png") -> str:
    path = tmp_path / name
    cv2.imwrite(str(path), render_wall(Layout.parse(text), 3, light).image)
    return str(path)


def env(tmp_path) -> dict[str, str]:
    return {"COMPANION_DATA_DIR": str(tmp_path / "data"),
            "COMPANION_CONFIG_DIR": str(tmp_path / "config")}


def test_a_valid_wall_in_daylight_is_valid(tmp_path):
    result = companion("vision", "wall", photo(tmp_path, VALID), "--json", env=env(tmp_path))
    assert result.code == 0, result.err
    report = json.loads(result.out)
    assert report["valid"] and Layout.parse(report["layout"]) == Layout.parse(VALID)
    assert report["calibrated"] is False


def test_an_invalid_wall_lists_its_problems_under_a_calibrated_cold_light(tmp_path):
    known = tmp_path / "known.txt"
    known.write_text(VALID)
    calibrate = companion("calibrate", "colours", photo(tmp_path, VALID, LIGHTS[4], "k.png"),
                          "--layout", str(known), env=env(tmp_path))
    assert calibrate.code == 0, calibrate.err
    result = companion("vision", "wall", photo(tmp_path, INVALID, LIGHTS[4]), env=env(tmp_path))
    assert result.code == 1
    assert "INVALID, 3 problem(s)" in result.out and "D4  yellow" in result.out


def test_a_photo_without_the_wall_is_one_line(tmp_path):
    blank = tmp_path / "blank.png"
    cv2.imwrite(str(blank), 128 * __import__("numpy").ones((100, 100, 3), "uint8"))
    result = companion("vision", "wall", str(blank), env=env(tmp_path))
    assert result.code == 2 and "corner marker(s) not found" in result.err


def test_a_wall_with_a_pushed_square_is_one_line_naming_it(tmp_path):
    path = tmp_path / "pushed.png"
    cv2.imwrite(str(path), render_wall(Layout.parse(VALID), 3, empty={13}).image)
    result = companion("vision", "wall", str(path), env=env(tmp_path))
    assert result.code == 2 and result.out == ""
    assert result.err.strip().splitlines() == [
        "companion: wall photo: square(s) C4 empty; fill every square before checking the wall"]
