"""Backend (a): one GPIO input per square, debounced by gpiozero's `bounce_time`.

gpiozero devices are built by the caller (see `direct_inputs`) so that real pins and the
simulated wall's mock pins run through the same code.
"""

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from hardware.sensors.grid import SensorGrid


def direct_inputs(pins: Sequence[int], *, bounce_s: float, present_level: str,
                  pin_factory: Any = None) -> list[Any]:
    """One `DigitalInputDevice` per square of a face, active while the piece is in place.

    "low": a switch to ground with the Pi's pull-up; "high": a sensor that drives the pin high,
    read with a pull-down.
    """
    from gpiozero import DigitalInputDevice

    inputs: list[Any] = []
    try:
        for pin in pins:
            inputs.append(DigitalInputDevice(pin, pull_up=present_level == "low",
                                             bounce_time=bounce_s or None,
                                             pin_factory=pin_factory))
    except Exception:
        for device in inputs:
            device.close()
        raise
    return inputs


class DirectGrid(SensorGrid):
    """Reads `inputs[face][cell]`: 25 gpiozero input devices per wired face, owned and closed."""

    def __init__(self, inputs: Mapping[str, Sequence[Any]], settle_s: float):
        super().__init__(settle_s)
        self._inputs = {face: list(devices) for face, devices in inputs.items()}
        self._watch({face: [cell for cell, device in enumerate(devices) if device.is_active]
                     for face, devices in self._inputs.items()})
        for face, devices in self._inputs.items():
            for cell, device in enumerate(devices):
                device.when_activated = partial(self._level, face, cell, True)
                device.when_deactivated = partial(self._level, face, cell, False)
                self._level(face, cell, device.is_active)  # an edge between reading and wiring

    def _read(self, face: str, cell: int) -> bool:
        # An edge-ignoring bounce filter (RPi.GPIO's) can swallow the last edge of a burst; the
        # pin read at the deadline keeps such a glitch from passing for a push.
        return self._inputs[face][cell].is_active

    def close(self) -> None:
        for devices in self._inputs.values():
            for device in devices:
                device.close()
        super().close()
