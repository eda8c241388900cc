"""Collects what a sensor grid reports, and waits for it without fixed sleeps."""

import threading

from hardware.sensors.events import SensorAnomaly, SquarePushed


class Recorder:
    def __init__(self, grid):
        self.events: list[SquarePushed | SensorAnomaly] = []
        self._changed = threading.Condition()
        grid.when_pushed = self._add
        grid.when_anomaly = self._add

    def _add(self, event) -> None:
        with self._changed:
            self.events.append(event)
            self._changed.notify_all()

    def wait_for(self, count: int, timeout: float = 10.0) -> list:
        """The first `count` events, once that many have arrived (or all there are at timeout)."""
        with self._changed:
            self._changed.wait_for(lambda: len(self.events) >= count, timeout)
            return list(self.events[:count])

    def kinds(self) -> list[str]:
        with self._changed:
            return [getattr(event, "kind", "push") for event in self.events]
