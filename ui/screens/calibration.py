"""Calibration: the camera and the calibration files found, and a check of the table's four
corner markers from one picture (saved when it fits). The lens and the wall colours are
calibrated from several photos with `companion calibrate intrinsics|colours` (docs/vision.md).

In demo mode, with no camera, the picture is a synthetic table.
"""

from kivy.app import App
from kivy.properties import StringProperty
from kivy.uix.screenmanager import Screen

from companion.errors import CompanionError
from ui.kv import load_beside
from ui.widgets import camera_view  # noqa: F401  (CameraView is used in the .kv)

HOW_TO = ("Lens: print the ChArUco board (companion markers), take 10-20 photos of it across "
          "the view, then run `companion calibrate intrinsics PHOTOS`. Wall colours: photograph "
          "a filled wall face under the table light and run `companion calibrate colours`.")


class CalibrationScreen(Screen):
    findings = StringProperty("")
    result = StringProperty("")
    how_to = StringProperty(HOW_TO)

    def on_pre_enter(self, *_args) -> None:
        from vision.probe import describe

        config = App.get_running_app().table_config
        self.findings = "\n".join(f"{what}: {finding}" for what, finding in describe(config))
        self.result = "Lay the table mat with its four corner markers in view, then check."

    def check_table(self) -> None:
        """One picture: are the four corner markers there, and how well do they fit?"""
        from calibration.table import TOLERANCE_MM
        from calibration.table import check_table as fit_corners
        from vision import calibration_files as store
        from vision.zones import load_layout

        frame = self._picture()
        if frame is None:
            return
        try:
            fit = fit_corners(frame, load_layout("deep-claim"))
        except CompanionError as problem:
            self.result = f"Not fitted: {problem}"
            return
        if not fit.ok:
            self.result = (f"Corner fit error {fit.error_mm:.2f} mm, over {TOLERANCE_MM:g} mm: "
                           "is the mat flat and printed at 100 %?")
            return
        path = store.save(store.TABLE, fit.to_json())
        self.result = f"All four corners found, fit error {fit.error_mm:.2f} mm. Saved {path}"

    def _picture(self):
        from vision.sources import SyntheticSource, open_source

        app = App.get_running_app()
        try:
            source = open_source(app.table_config, "deep-claim")
        except CompanionError as problem:
            self.result = f"No camera: {problem}"
            return None
        if isinstance(source, SyntheticSource) and not app.demo:
            self.result = "No camera found (the synthetic table is for the demo only)."
            return None
        with source:
            frame = source.read()
        if frame is None:
            self.result = "The camera gave no picture."
            return None
        self.ids.camera.show(frame, [])
        return frame


load_beside(__file__)
