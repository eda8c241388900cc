"""The table's hardware as the app sees it: the Mine Deeper sensor grid and the LEDs.

Off a Pi both are the simulated backends of `hardware/`; in demo mode a tap on the screen drives
the simulated wall (`grid.wall`), so a push travels the same path a real one does.
"""

from dataclasses import dataclass
from typing import Any

from companion.config import Config


@dataclass
class Devices:
    sensors: Any  # a hardware sensor grid: when_pushed, when_anomaly, state(), close()
    leds: Any | None  # hardware LEDs: seat, phase, alert, lamp test, state(); None if absent

    @property
    def wall(self) -> Any | None:
        """The simulated wall whose squares a tap can push, or None on real hardware."""
        return getattr(self.sensors, "wall", None)

    def close(self) -> None:
        for device in (self.sensors, self.leds):
            if device is not None:
                device.close()


def open_devices(config: Config) -> Devices:
    from hardware.sensors.simulated import SimulatedGrid

    sensors = config["sensors"]
    grid = SimulatedGrid(settle_s=sensors["settle_ms"] / 1000, bounce_s=sensors["bounce_ms"] / 1000)
    return Devices(grid, None)
