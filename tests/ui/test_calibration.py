"""Calibration: the table's corner markers checked from one picture and saved when they fit."""

import json

from companion.config import load_config
from tests.ui.driver import screenshot, tap


def test_the_demo_table_fits_its_four_corners_and_the_fit_is_saved(app):
    app.show("calibration")
    screen = app.screens.current_screen
    assert "camera" in screen.ids.findings.text.lower()
    tap(screen.ids.check)
    assert screen.ids.result.text.startswith("All four corners found"), screen.ids.result.text
    saved = json.loads((load_config().calibration_dir() / "table.json").read_text())
    assert saved["ok"] is True
    assert screen.ids.camera.texture is not None
    screenshot("calibration")
