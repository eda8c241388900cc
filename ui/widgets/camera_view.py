"""The camera's picture with the recognised cards outlined (and named, when it is shown big
enough for the names not to cover each other).

`show(frame, outlines)` takes a BGR frame (numpy, as OpenCV gives it) and the outlines as
(four corners in frame pixels, label); the picture keeps its aspect ratio inside the widget.
"""

from collections.abc import Sequence

import numpy as np
from kivy.graphics import Color, Line
from kivy.graphics.texture import Texture
from kivy.properties import ListProperty, ObjectProperty, StringProperty
from kivy.uix.label import CoreLabel
from kivy.uix.widget import Widget

from ui.kv import load_beside

Outline = tuple[Sequence[Sequence[float]], str]
LABEL_SCALE = 0.6  # cards are named on the picture from this scale (screen px per frame px)


class CameraView(Widget):
    texture = ObjectProperty(None, allownone=True)
    picture = ListProperty([0, 0, 0, 0])  # x, y, width, height of the picture on screen
    status = StringProperty("No camera picture: moves are entered by tap")

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._frame_size = (1, 1)
        self._outlines: list[Outline] = []
        self.bind(pos=self._redraw, size=self._redraw)

    def show(self, frame: np.ndarray, outlines: list[Outline]) -> None:
        height, width = frame.shape[:2]
        if self.texture is None or self.texture.size != (width, height):
            self.texture = Texture.create(size=(width, height), colorfmt="bgr")
            self.texture.flip_vertical()
        self.texture.blit_buffer(np.ascontiguousarray(frame).tobytes(), colorfmt="bgr",
                                 bufferfmt="ubyte")
        self._frame_size = (width, height)
        self._outlines = outlines
        self.status = ""
        self._redraw()

    def clear(self, status: str) -> None:
        """No picture (any more): only `status` is shown."""
        self.texture = None
        self._outlines = []
        self.status = status
        self.canvas.after.clear()

    def _redraw(self, *_args) -> None:
        width, height = self._frame_size
        scale = min(self.width / width, self.height / height)
        shown = (width * scale, height * scale)
        left = self.x + (self.width - shown[0]) / 2
        bottom = self.y + (self.height - shown[1]) / 2
        self.picture = [left, bottom, *shown]
        self.canvas.after.clear()
        with self.canvas.after:
            Color(0.2, 1, 0.4, 1)
            for corners, label in self._outlines:
                points = [(left + x * scale, bottom + (height - y) * scale) for x, y in corners]
                Line(points=[v for p in points for v in p], close=True, width=1.5)
                if scale >= LABEL_SCALE:  # on a small picture the names would cover each other
                    self._label(label, points[0])

    def _label(self, text: str, at: tuple[float, float]) -> None:
        from kivy.graphics import Rectangle

        core = CoreLabel(text=text, font_size=12)
        core.refresh()
        Rectangle(texture=core.texture, pos=at, size=core.texture.size)


load_beside(__file__)
