"""The table's hardware as the app sees it: the Mine Deeper sensor grid and the LEDs.

Off a Pi both are the simulated backends of `hardware/`; in demo mode a tap on the screen drives
the simulated wall (`sensors.wall`), so a push travels the same path a real one does. A device
that cannot be opened is left out with its one-line reason in `problems`; the app still runs
(taps stand in for the sensors, the screen for the LEDs).
"""

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from companion.config import Config
from companion.errors import CompanionError

if TYPE_CHECKING:  # imported when opened, to keep the app's start quick
    from hardware.leds import Leds
    from hardware.sensors.grid import SensorGrid
    from hardware.sensors.simulated import SimulatedWall


@dataclass
class Devices:
    sensors: "SensorGrid | None"
    leds: "Leds | None"
    problems: list[str] = field(default_factory=list)

    @property
    def wall(self) -> "SimulatedWall | None":
        """The simulated wall whose squares a tap can push, or None on real hardware."""
        from hardware.sensors.simulated import SimulatedGrid

        return self.sensors.wall if isinstance(self.sensors, SimulatedGrid) else None

    def close(self) -> None:
        for device in (self.sensors, self.leds):
            if device is not None:
                device.close()


def open_devices(config: Config) -> Devices:
    from hardware.leds import open_leds
    from hardware.sensors.factory import open_sensor_grid

    devices = Devices(None, None)
    try:
        devices.sensors = open_sensor_grid(config)
    except CompanionError as problem:
        devices.problems.append(str(problem))
    try:
        devices.leds = open_leds(config)
    except CompanionError as problem:
        devices.problems.append(str(problem))
    return devices
