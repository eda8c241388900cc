"""Backend (d): the direct backend on gpiozero's mock pins, plus a wall you can push by hand.

Each face gets its own `MockFactory` with cells 0..24 on GPIO2..GPIO26, so both faces fit
(a real Pi has only 26 usable pins). The wall starts full: every switch closed (pin low).
"""

from typing import Any

from hardware.sensors.direct import DirectGrid, direct_inputs
from hardware.sensors.events import FACES

SIMULATED_PINS = tuple(range(2, 27))


class SimulatedWall:
    """Drives the mock pins behind the squares the way a reed switch to ground would."""

    def __init__(self, factories: dict[str, Any]):
        self._factories = factories

    def pin(self, face: str, cell: int) -> Any:
        """The gpiozero `MockPin` behind a square (to play bounce and glitch patterns)."""
        return self._factories[face].pin(SIMULATED_PINS[cell])

    def push(self, face: str, cell: int) -> None:
        """The piece falls out: the switch opens and the pull-up takes the pin high."""
        self.pin(face, cell).drive_high()

    def put_back(self, face: str, cell: int) -> None:
        self.pin(face, cell).drive_low()


class SimulatedGrid(DirectGrid):
    """A full two-face wall on mock pins; `wall` pushes its squares."""

    def __init__(self, settle_s: float, bounce_s: float):
        from gpiozero.pins.mock import MockFactory

        factories = {face: MockFactory() for face in FACES}
        self.wall = SimulatedWall(factories)
        inputs = {face: direct_inputs(SIMULATED_PINS, bounce_s=bounce_s, present_level="low",
                                      pin_factory=factories[face])
                  for face in FACES}
        for face in FACES:
            for cell in range(25):
                self.wall.put_back(face, cell)
        super().__init__(inputs, settle_s)
