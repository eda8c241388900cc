"""The Raspberry Pi camera through picamera2 (imported here only, so only on a Pi).

Speed: the sensor runs in its smallest mode that still covers the requested size, frame rate
and the whole field of view (a 2x2 binned mode on the Pi cameras), and the ISP scales straight to
the detector's size. In grey mode (the default: markers need no colour) the stream is YUV420 and
a frame is the Y plane, a view into the captured array: one copy out of the camera buffer by
`capture_array`, none after. Colour mode asks for "RGB888", which picamera2 lays out as B, G, R:
OpenCV's order, so no conversion either.
"""

import numpy as np

from companion.errors import InputError
from vision.sources.base import FrameSource


def choose_sensor_mode(modes: list[dict], size: tuple[int, int], fps: float) -> dict | None:
    """The fastest-to-read mode: full field of view, at least `size` and `fps`, fewest pixels.
    None if no mode qualifies (picamera2 then picks its own)."""
    if not modes:
        return None
    widest = max(m["crop_limits"][2] * m["crop_limits"][3] for m in modes)
    fitting = [m for m in modes
               if m["crop_limits"][2] * m["crop_limits"][3] == widest
               and m["size"][0] >= size[0] and m["size"][1] >= size[1] and m["fps"] >= fps]
    return min(fitting, key=lambda m: m["size"][0] * m["size"][1], default=None)


class PicameraSource(FrameSource):
    def __init__(self, width: int, height: int, fps: float, colour: bool = False):
        try:
            from picamera2 import Picamera2
        except ImportError:
            raise InputError("picamera2 is not installed (on a Pi: apt install "
                             "python3-picamera2)") from None
        try:
            self._camera = Picamera2()
        except (RuntimeError, IndexError) as exc:
            raise InputError(f"no Pi camera found ({exc})") from None
        self.description = f"Pi camera {self._camera.camera_properties.get('Model', '')}"
        self._height, self._colour = height, colour
        mode = choose_sensor_mode(self._camera.sensor_modes, (width, height), fps)
        sensor = {"output_size": mode["size"], "bit_depth": mode["bit_depth"]} if mode else None
        config = self._camera.create_video_configuration(
            main={"size": (width, height), "format": "RGB888" if colour else "YUV420"},
            sensor=sensor, buffer_count=4, controls={"FrameRate": fps})
        self._camera.configure(config)
        self._camera.start()

    def read(self) -> np.ndarray | None:
        frame = self._camera.capture_array("main")
        return frame if self._colour else frame[: self._height]

    def close(self) -> None:
        self._camera.close()
