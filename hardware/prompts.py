"""LED prompts: what the LEDs show follows the session at the table.

The seat LED of the player whose turn it is; the phase LED of games with phases (Deep Claim's
I-VI); the alert LED blinks while the session shows an alert or holds an illegal move, and stops
once the table has dealt with it. Any game's session works: the LEDs read only `Session`.
"""

from collections.abc import Callable

from companion.sessions.base import Session, Update
from hardware.leds import Leds


class LedPrompts:
    def __init__(self, leds: Leds, changed: Callable[[], None] = lambda: None):
        self.leds = leds
        self.changed = changed  # told after every change, to mirror the LEDs on screen

    def show(self, session: Session) -> None:
        turn = session.turn
        self.leds.show_turn(turn if turn is not None and turn < self.seat_count() else None)
        self.leds.show_phase(session.phase)
        if session.alert is not None or session.held is not None:
            self.leds.alert()
        else:
            self.leds.clear_alert()
        self.changed()

    def follow(self, session: Session) -> Callable[[Update], None]:
        """Show `session` now and after each of its updates; the listener, to unsubscribe."""

        def heard(_update: Update) -> None:
            self.show(session)

        session.subscribe(heard)
        self.show(session)
        return heard

    def seat_count(self) -> int:
        return len(self.leds.state().seats)
