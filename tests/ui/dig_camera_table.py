"""A synthetic DIG table the camera films in the UI tests: the test lays cards in gallery rows
and beside them as players would, and the frames are vision's rendered scenes (vision/synthetic)
seen by a still camera as a real mount sees the table ("medium": 1.25-1.6 m up, tilted, with
glare, blur and noise): one picture per change of the table, served at 30 frames a second."""

import threading
import time

import numpy as np

from vision.markers import registry
from vision.synthetic import Placement, Table, render_table
from vision.synthetic.deal import SLOT_MM
from vision.zones import load_layout

FRAME_SIZE = (960, 540)


class DigCameraTable:
    description = "a synthetic DIG table"

    def __init__(self, seed: int = 1):
        self.layout = load_layout("dig")
        self.seed = seed
        self._components = {c.name: c for c in registry().components("dig")}
        self._cards: dict[str, Placement] = {}
        self._image: np.ndarray | None = None
        self._lock = threading.Lock()

    def lay(self, name: str, zone: str, slot: int) -> None:
        """Put card `name` at place `slot` (0 first) of `zone`: left to right in a gallery row,
        top to bottom beside the galleries; a card already on the table moves there."""
        area = self.layout.zone(zone)
        if area.width >= area.height:
            x, y = area.x + (slot + 0.5) * SLOT_MM, area.y + area.height / 2
        else:
            x, y = area.x + area.width / 2, area.y + (slot + 0.5) * SLOT_MM
        assert area.contains((x, y)), f"{zone} has no place {slot}"
        with self._lock:
            self._cards[name] = Placement(self._components[name], zone, x, y, 0.0, True)
            self._image = None

    def take(self, *names: str) -> None:
        """Cards picked up: into a hand, collected from a closed gallery, discarded."""
        with self._lock:
            for name in names:
                del self._cards[name]
            self._image = None

    def read(self) -> np.ndarray:
        time.sleep(1 / 30)
        with self._lock:
            if self._image is None:
                table = Table(self.layout, tuple(self._cards.values()))
                self._image = render_table(table, self.seed, "medium", FRAME_SIZE, hands=0,
                                           camera_seed=self.seed).image
            return self._image

    def close(self) -> None:
        pass
