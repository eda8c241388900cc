"""Backend (b): a scanned switch matrix, rows driven low one at a time, columns read.

Rows 0-4 are rows A-E of the first face, rows 5-9 those of the second. Columns have the Pi's
pull-ups; a closed switch (piece in place) joins its column to its row through a diode, so the
column reads low while that row is driven. The diodes stop ghosting: with most switches closed,
current could otherwise run backwards through three closed switches and make an open one read
closed. gpiozero has no matrix helper, so a cell's level is taken after `stable_scans` identical
scans, and passed on with the time of the first of them.
"""

import threading
import time
from collections.abc import Sequence
from typing import Any

from hardware.sensors.events import FACES
from hardware.sensors.grid import SensorGrid


def matrix_devices(rows: Sequence[int], columns: Sequence[int],
                   pin_factory: Any = None) -> tuple[list[Any], list[Any]]:
    """Row outputs (on = driven low) and column inputs with pull-ups (active = low)."""
    from gpiozero import DigitalInputDevice, DigitalOutputDevice

    devices: list[Any] = []
    try:
        for pin in rows:
            devices.append(DigitalOutputDevice(pin, active_high=False, pin_factory=pin_factory))
        for pin in columns:
            devices.append(DigitalInputDevice(pin, pull_up=True, pin_factory=pin_factory))
    except Exception:
        for device in devices:
            device.close()
        raise
    return devices[:len(rows)], devices[len(rows):]


class MatrixGrid(SensorGrid):
    """Scans `rows` x `columns` (5 or 10 rows, 5 columns) at `scan_hz`; owns the devices."""

    def __init__(self, rows: Sequence[Any], columns: Sequence[Any], *, settle_s: float,
                 scan_hz: float, stable_scans: int):
        super().__init__(settle_s)
        self._rows, self._columns = list(rows), list(columns)
        self._faces = FACES[:len(self._rows) // 5]
        self._period = 1 / scan_hz
        self._stable_scans = stable_scans
        self._accepted = self._scan()
        self._streak = [0] * len(self._accepted)
        self._first_seen = [0.0] * len(self._accepted)
        self._stop = threading.Event()
        self._watch({face: [cell for cell in range(25) if self._accepted[index * 25 + cell]]
                     for index, face in enumerate(self._faces)})
        self._scanner = threading.Thread(target=self._run, name="matrix-scan", daemon=True)
        self._scanner.start()

    def _scan(self) -> list[bool]:
        """Closed switches, row by row: index = row * 5 + column."""
        closed: list[bool] = []
        for row in self._rows:
            row.on()
            closed.extend(column.is_active for column in self._columns)
            row.off()
        return closed

    def _run(self) -> None:
        next_scan = time.monotonic()
        while not self._stop.wait(max(0.0, next_scan - time.monotonic())):
            next_scan += self._period
            now = time.monotonic()
            next_scan = max(next_scan, now)  # after a stall, do not scan in a burst
            self._debounce(self._scan(), now)

    def _debounce(self, levels: list[bool], now: float) -> None:
        for index, level in enumerate(levels):
            if level == self._accepted[index]:
                self._streak[index] = 0
                continue
            if self._streak[index] == 0:
                self._first_seen[index] = now
            self._streak[index] += 1
            if self._streak[index] >= self._stable_scans:
                self._accepted[index] = level
                self._streak[index] = 0
                face, cell = self._faces[index // 25], index % 25
                self._level(face, cell, level, self._first_seen[index])

    def close(self) -> None:
        self._stop.set()
        self._scanner.join()
        for device in self._rows + self._columns:
            device.close()
        super().close()
