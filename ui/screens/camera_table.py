"""The screen of a refereed game that the camera follows (Deep Claim, DIG): the feed runs while
the screen is shown, what it sees change goes to the session as proposals, the picture is drawn
with the markers' outlines, and what the camera cannot make sense of (or its failure) is told
in `camera_warning`. Without a camera, `no_camera` says why and moves are entered by tap."""

from kivy.app import App
from kivy.clock import mainthread
from kivy.properties import StringProperty

from companion.sessions.inputs import Proposal
from ui.camera_feed import CameraFeed
from ui.screens.table_screen import RefereedTableScreen


class CameraTableScreen(RefereedTableScreen):
    camera_warning = StringProperty("")  # what the camera cannot make sense of right now

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.feed: CameraFeed | None = None
        self.no_camera = ""  # why there is no picture; "" while the camera runs

    def on_enter(self, *_args) -> None:
        self._start_camera()

    def on_leave(self, *_args) -> None:
        if self.feed is not None:
            self.feed.stop()
            self.feed = None
        self.camera_warning = ""

    def _start_camera(self) -> None:
        app = App.get_running_app()
        source, why = app.camera_for(self.session)
        if source is None:
            self.no_camera = f"No camera ({why}): enter moves by tap."
            self.ids.camera.clear(self.no_camera)
            self.refresh()
            return
        self.no_camera = ""
        from vision.scanner import Scanner  # OpenCV only once a camera is used: a faster start

        config = app.table_config
        scanner = Scanner.from_config(config, self.session.GAME)
        self.ids.camera.clear("Starting the camera...")
        self.feed = CameraFeed(source, scanner, self._proposed, self._picture,
                               warmup_s=2 * config["vision"]["present_s"],
                               on_warnings=self._warned)
        self.feed.start()

    @mainthread
    def _proposed(self, proposals: list[Proposal]) -> None:
        """What the camera saw change: the session checks each one."""
        for proposal in proposals:
            self.session.observe(proposal)

    @mainthread
    def _warned(self, warnings: list[str]) -> None:
        self.camera_warning = "; ".join(warnings)
        if self.feed is not None and self.feed.failure:
            self.no_camera = "The camera stopped: enter moves by tap."
            self.ids.camera.clear(self.no_camera)
            self.refresh()

    @mainthread
    def _picture(self, frame, outlines) -> None:
        if self.feed is not None:
            self.ids.camera.show(frame, outlines)
            self.pictured()

    def pictured(self) -> None:
        """A screen's own reaction to a new picture."""
