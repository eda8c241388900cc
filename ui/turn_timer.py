"""An optional turn timer: it counts down from the configured seconds each time the turn
changes and tells the table once when the time is up. Off when the config gives 0 seconds."""

from kivy.clock import Clock
from kivy.event import EventDispatcher
from kivy.properties import NumericProperty, StringProperty


class TurnTimer(EventDispatcher):
    seconds = NumericProperty(0)  # a turn's time; 0: no timer
    left = NumericProperty(0.0)
    text = StringProperty("")  # "1:25" while it runs, "" when off

    __events__ = ("on_expired",)

    def __init__(self, seconds: int, **kwargs):
        super().__init__(seconds=seconds, **kwargs)
        self._event = None

    def restart(self, seat: int | None) -> None:
        """A new turn (`seat`), or none (None): the countdown starts again, or stops."""
        self.stop()
        if not self.seconds or seat is None:
            return
        self.left = self.seconds
        self._show()
        self._event = Clock.schedule_interval(self.tick, 1.0)

    def stop(self) -> None:
        if self._event is not None:
            self._event.cancel()
            self._event = None
        self.text = ""

    def tick(self, elapsed: float) -> None:
        if self.left <= 0:
            return  # told once already
        self.left = max(0.0, self.left - elapsed)
        self._show()
        if self.left <= 0:
            if self._event is not None:
                self._event.cancel()
                self._event = None
            self.dispatch("on_expired")

    def _show(self) -> None:
        whole = int(self.left + 0.999)
        self.text = f"{whole // 60}:{whole % 60:02d}"

    def on_expired(self) -> None:
        pass
