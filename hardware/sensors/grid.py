"""What every sensor-grid backend offers: callbacks, `state()`, `close()`, the settle timer.

A backend feeds raw levels through `_level`; one timer thread per grid wakes at the detector's
next deadline, so a push is reported `settle_ms` after its last edge and not a poll period later.
Callbacks run on a grid thread (the settle timer; the serial backend's link anomalies come from
its reader and supervisor threads), so a UI hands them on to its own thread. An exception in a
callback is logged and does not stop the grid.
"""

import logging
import threading
import time
from collections.abc import Callable, Iterable, Mapping

from hardware.sensors.detector import Event, PushDetector
from hardware.sensors.events import SensorAnomaly, SquarePushed

log = logging.getLogger(__name__)


class SensorGrid:
    """A wall's presence sensors. Set `when_pushed` / `when_anomaly` to callables of one event."""

    def __init__(self, settle_s: float):
        self.when_pushed: Callable[[SquarePushed], None] | None = None
        self.when_anomaly: Callable[[SensorAnomaly], None] | None = None
        self._settle_s = settle_s
        self._wake = threading.Condition()
        self._detector: PushDetector | None = None
        self._closed = False
        self._timer = threading.Thread(target=self._run_timer, name="settle-timer", daemon=True)

    def state(self) -> dict[str, frozenset[int]]:
        """For each wired face, the cells whose piece is in place (settled levels)."""
        with self._wake:
            return self._detector.present() if self._detector else {}

    def close(self) -> None:
        with self._wake:
            self._closed = True
            self._wake.notify()
        if self._timer.is_alive() and self._timer is not threading.current_thread():
            self._timer.join()

    def __enter__(self):
        return self

    def __exit__(self, *exc_info) -> None:
        self.close()

    # -- for backends

    def _watch(self, present: Mapping[str, Iterable[int]]) -> None:
        """Start watching from these present cells per face (no event for the starting state)."""
        self._detector = PushDetector(self._settle_s, present)
        self._timer.start()

    def _level(self, face: str, cell: int, present: bool, at: float | None = None) -> None:
        """A raw level change of one square, `at` the time it was first seen (default: now)."""
        with self._wake:
            self._detector.feed(face, cell, present, time.monotonic() if at is None else at)
            self._wake.notify()

    def _read(self, face: str, cell: int) -> bool | None:
        """The square's level read right now, if the backend can; checked before a decision."""
        return None

    def _report(self, events: Iterable[Event]) -> None:
        for event in events:
            callback = self.when_pushed if isinstance(event, SquarePushed) else self.when_anomaly
            if callback is None:
                continue
            try:
                callback(event)
            except Exception:
                log.exception("sensor grid callback failed on %s", event)

    # -- the timer thread

    def _run_timer(self) -> None:
        while True:
            with self._wake:
                events = self._next_events()
            if events is None:
                return
            self._report(events)

    def _next_events(self) -> list[Event] | None:
        """Wait (holding the condition) until something is due; None once closed."""
        while not self._closed:
            deadline = self._detector.next_deadline()
            now = time.monotonic()
            if deadline is None or deadline > now:
                self._wake.wait(None if deadline is None else deadline - now)
                continue
            for face, cell in self._detector.due(now):
                level = self._read(face, cell)
                if level is not None:
                    self._detector.feed(face, cell, level, now)
            return self._detector.expire(now)
        return None
