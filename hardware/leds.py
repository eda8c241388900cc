"""The LEDs: a seat LED per seat (whose turn), Deep Claim's six phase LEDs, one alert LED.

Built from gpiozero `LEDBoard`s; `open_leds` picks real pins or `MockFactory` pins. The lamp
test lights everything for `lamp_test_s` in the background; what the game asks for meanwhile
is shown as soon as it ends. `state()` is what a player sees, for the screen to mirror.
"""

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hardware.choice import led_backend
from hardware.errors import HardwareError
from hardware.pins import check_pins

BLINK_S = 0.25


@dataclass(frozen=True)
class LedState:
    phases: tuple[bool, ...]  # I..VI
    seats: tuple[bool, ...]
    alert: str  # "off", "on" (lamp test) or "blinking"


class Leds:
    def __init__(self, phase_pins: Sequence[int], seat_pins: Sequence[int], alert_pin: int, *,
                 pin_factory: Any = None):
        from gpiozero import LEDBoard

        self._board = LEDBoard(phases=LEDBoard(*phase_pins, pin_factory=pin_factory),
                               seats=LEDBoard(*seat_pins, pin_factory=pin_factory),
                               alert=alert_pin, pin_factory=pin_factory)
        self._lock = threading.Lock()
        self._turn: int | None = None
        self._phase: int | None = None
        self._alerting = False
        self._lamp_test: threading.Timer | None = None

    def show_turn(self, seat: int | None) -> None:
        """Light the LED of `seat` (0-based) alone; None: no seat lit."""
        if seat is not None and not 0 <= seat < len(self._board.seats):
            raise ValueError(f"no seat LED {seat}: {len(self._board.seats)} are wired")
        with self._lock:
            self._turn = seat
            self._show_seats()

    def show_phase(self, phase: int | None) -> None:
        """Light the LED of Deep Claim phase 1..6 (I-VI) alone; None: none lit."""
        if phase is not None and not 1 <= phase <= 6:
            raise ValueError(f"no phase {phase}: phases are 1 to 6")
        with self._lock:
            self._phase = phase
            self._show_phases()

    def alert(self) -> None:
        """Blink the alert LED (an anomaly, an illegal move) until `clear_alert`."""
        with self._lock:
            if not self._alerting:
                self._alerting = True
                self._show_alert()

    def clear_alert(self) -> None:
        with self._lock:
            self._alerting = False
            self._show_alert()

    def lamp_test(self, seconds: float) -> None:
        """Every LED on for `seconds`, then back to what the game shows."""
        with self._lock:
            if self._lamp_test is not None:
                self._lamp_test.cancel()
            self._board.on()
            self._lamp_test = threading.Timer(seconds, self._end_lamp_test)
            self._lamp_test.daemon = True
            self._lamp_test.start()

    def state(self) -> LedState:
        with self._lock:
            if self._lamp_test is not None:
                return LedState((True,) * 6, (True,) * len(self._board.seats), "on")
            return LedState(tuple(self._phase == n for n in range(1, 7)),
                            tuple(self._turn == n for n in range(len(self._board.seats))),
                            "blinking" if self._alerting else "off")

    def close(self) -> None:
        with self._lock:
            if self._lamp_test is not None:
                self._lamp_test.cancel()
            self._board.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc_info) -> None:
        self.close()

    def _end_lamp_test(self) -> None:
        with self._lock:
            if self._board.closed:
                return
            self._lamp_test = None
            self._show_seats()
            self._show_phases()
            self._show_alert()

    # The _show_* methods run with the lock held and leave the LEDs alone during a lamp test.

    def _show_seats(self) -> None:
        if self._lamp_test is None:
            for n, led in enumerate(self._board.seats):
                led.value = n == self._turn

    def _show_phases(self) -> None:
        if self._lamp_test is None:
            for n, led in enumerate(self._board.phases, start=1):
                led.value = n == self._phase

    def _show_alert(self) -> None:
        if self._lamp_test is None:
            if self._alerting:
                self._board.alert.blink(on_time=BLINK_S, off_time=BLINK_S)
            else:
                self._board.alert.off()


def open_leds(config: Any) -> Leds:
    """The LEDs the configuration picks, real or on mock pins, with the lamp test started."""
    backend, _ = led_backend(config)
    leds = config["leds"]
    if backend == "gpio":
        check_pins(config)
        pin_factory = None
    else:
        from gpiozero.pins.mock import MockFactory

        pin_factory = MockFactory()
    from gpiozero import GPIOZeroError

    try:
        opened = Leds(leds["phase"], leds["seats"], leds["alert"], pin_factory=pin_factory)
    except (GPIOZeroError, OSError) as exc:
        raise HardwareError(f"LEDs: {exc}") from None
    if leds["lamp_test_s"] > 0:
        opened.lamp_test(leds["lamp_test_s"])
    return opened
