"""`companion calibrate intrinsics|table|colours`."""

import json

import cv2

from companion.games.mine_deeper import Layout
from tests.calibration.test_intrinsics import POSES, board_photo
from tests.companion.cli.run import companion
from vision.synthetic import render_scene
from vision.synthetic.wall import LIGHTS, render_wall

KNOWN = "YR...\n.RPR.\n.....\nRY..Y\n....R\n"


def env(tmp_path) -> dict[str, str]:
    return {"COMPANION_DATA_DIR": str(tmp_path / "data"),
            "COMPANION_CONFIG_DIR": str(tmp_path / "config")}


def test_intrinsics_reports_the_error_and_writes_the_file(tmp_path):
    paths = []
    for n, (rvec, tvec) in enumerate(POSES[:3]):
        paths.append(str(tmp_path / f"board{n}.png"))
        cv2.imwrite(paths[-1], board_photo(rvec, tvec))
    result = companion("calibrate", "intrinsics", *paths, "--json", env=env(tmp_path))
    assert result.code == 0, result.err
    report = json.loads(result.out)
    assert report["views"] == 3 and report["rms_px"] < 0.5
    assert (tmp_path / "data" / "calibration" / "camera.json").exists()


def test_table_check_passes_on_a_true_table(tmp_path):
    photo = tmp_path / "table.png"
    cv2.imwrite(str(photo), render_scene("deep-claim", 2, "easy").image)
    result = companion("calibrate", "table", str(photo), env=env(tmp_path))
    assert result.code == 0 and "all four corner markers found" in result.out


def test_colours_writes_the_classes_of_this_light(tmp_path):
    known, photo = tmp_path / "known.txt", tmp_path / "known.png"
    known.write_text(KNOWN)
    cv2.imwrite(str(photo), render_wall(Layout.parse(KNOWN), 1, LIGHTS[4]).image)
    result = companion("calibrate", "colours", str(photo), "--layout", str(known), "--json",
                       env=env(tmp_path))
    assert result.code == 0, result.err
    saved = json.loads((tmp_path / "data" / "calibration" / "colours.json").read_text())
    assert saved["prototypes"] == json.loads(result.out)["prototypes"]


def test_a_bad_layout_file_is_one_line(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("RRR\n")
    result = companion("calibrate", "colours", str(bad), "--layout", str(bad), env=env(tmp_path))
    assert result.code == 2 and result.err.startswith("companion: ") and "Traceback" not in \
        result.err
