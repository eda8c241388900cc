"""LED prompts: what the LEDs show follows the session at the table.

The seat LED of the player whose turn it is; Deep Claim's phase LED (sessions with a `phase`,
1..6); the alert LED blinks after an alert and while a session holds an illegal move, and stops
at the next accepted action. No Kivy here: the headless driver uses it too.
"""

from collections.abc import Callable
from typing import Any


class LedPrompts:
    def __init__(self, leds: Any, changed: Callable[[], None] = lambda: None):
        self.leds = leds
        self.changed = changed  # told after every change, to mirror the LEDs on screen

    def show(self, session: Any, alert: bool = False) -> None:
        turn = session.turn
        self.leds.show_turn(turn if turn is not None and turn < self.seat_count() else None)
        self.leds.show_phase(getattr(session, "phase", None))
        if alert or getattr(session, "held", None) is not None:
            self.leds.alert()
        else:
            self.leds.clear_alert()
        self.changed()

    def follow(self, session: Any) -> None:
        """Show `session` now and after each of its updates."""
        session.subscribe(lambda update: self.show(session, update.kind == "alert"))
        self.show(session)

    def seat_count(self) -> int:
        return len(self.leds.state().seats)
