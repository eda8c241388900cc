"""A camera on a Mine Deeper wall face (`[camera] wall_face` = "north" or "south").

During a game it watches that face: a `WallWatch` turns steady empty squares into pushes, which
reach the session as the sensor grid's would. The squares are read on the camera's thread; what
settles is handed to the session on Kivy's main thread, the only one that touches sessions.
At set-up it reads key cards (`key_card`): a side taught before fills the wall editor; a side
not known yet is taught from the face the camera watches, filled from that card.
Vision is imported only when a wall camera is used: the app starts without OpenCV.
"""

import threading
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from kivy.clock import Clock

from companion.config import Config
from companion.errors import CompanionError, InputError
from companion.games.mine_deeper import Layout
from companion.sessions.mine_deeper import MineDeeperSession

if TYPE_CHECKING:
    import numpy as np

    from vision.key_cards import KeyCardBook
    from vision.wall_colours import ColourClasses

KEY_CARD_FRAMES = 15  # frames read when the key-card button is pressed
BOOK = "key-cards.json"  # in the calibration folder


def colour_classes(config: Config) -> "ColourClasses":
    """The wall colours calibrated under this table's light, or the nominal ones."""
    from vision.calibration_files import COLOURS, load
    from vision.wall_colours import NOMINAL, ColourClasses

    data = load(COLOURS)
    if data is None:
        return NOMINAL
    return ColourClasses.from_json(data, str(config.calibration_dir() / COLOURS))


def read_key_card(frames: Iterable["np.ndarray"], book: "KeyCardBook", face: str,
                  classes: "ColourClasses") -> tuple[str, Layout | None]:
    """What the frames say about the key card shown: its layout when the side is known or can
    be taught from the face in view, and a sentence for the screen."""
    from vision.key_cards import card_name, key_card_in
    from vision.wall_reader import read_wall

    card, wall, problem = None, None, "no frame from the camera"
    for frame in frames:
        try:
            card = key_card_in(frame) if card is None else card
        except InputError as nothing:
            problem = str(nothing)
        if card is not None and card in book.layouts:
            return book.recognise(frame)[0], book.layouts[card]
        try:
            wall = read_wall(frame, classes) if wall is None else wall
        except InputError:
            pass
        if card is not None and wall is not None:
            return f"{book.teach(card, wall)} from the {face} face", wall
    if card is not None:
        return (f"{card_name(card)} is not known yet: fill the {face} face from it, keep the "
                "face and the card in view, and press again"), None
    return problem, None


class WallCamera:
    def __init__(self, config: Config):
        self.config = config
        self.face: str = config["camera"]["wall_face"]
        self.book_path = config.calibration_dir() / BOOK
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def follow(self, session: Any) -> None:
        """Watch the wall for `session` when it is a Mine Deeper game (and stop any watch)."""
        self.stop()
        if not self.face or not isinstance(session, MineDeeperSession):
            return
        from vision.wall_watch import WallWatch

        watch = WallWatch.from_config(session, self.face, colour_classes(self.config),
                                      self.config)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._watch, args=(watch, self._stop),
                                        name="wall-camera", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None and self._thread.is_alive():
            self._thread.join(timeout=5)
        self._thread = None

    def _watch(self, watch: Any, stop: threading.Event) -> None:
        try:
            with self._open() as source:
                while not stop.is_set() and (frame := source.read()) is not None:
                    reading, at = watch.look(frame), time.monotonic()
                    Clock.schedule_once(lambda _dt, r=reading, t=at: watch.take(*r, t))
        except CompanionError as failure:
            told = f"The wall camera stopped: {failure}"
            Clock.schedule_once(lambda _dt: watch.session.raise_alert(told))

    def _open(self) -> Any:
        from vision.sources import open_source

        return open_source(self.config, "mine-deeper")

    def key_card(self) -> tuple[str, Layout | None]:
        """Read the key card held up to the wall camera (on the calling thread)."""
        from vision.key_cards import KeyCardBook

        if not self.face:
            return "no wall camera: set [camera] wall_face to the face it watches", None
        try:
            book = KeyCardBook(self.book_path)
            with self._open() as source:
                frames = (source.read() for _ in range(KEY_CARD_FRAMES))
                return read_key_card((f for f in frames if f is not None), book, self.face,
                                     colour_classes(self.config))
        except CompanionError as problem:
            return str(problem), None
