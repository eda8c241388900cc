"""Which GPIO pin each configured device uses, and the pins claimed twice."""

from typing import Any

from hardware.choice import led_backend, sensor_backend
from hardware.errors import HardwareError
from hardware.sensors.events import FACES, square_name

PHASE_NAMES = ("I", "II", "III", "IV", "V", "VI")


def sensor_pins(config: Any, backend: str) -> dict[str, int]:
    """{what: BCM pin} of the sensor backend ("gpio-direct" or "gpio-matrix"; else empty)."""
    sensors = config["sensors"]
    if backend == "gpio-direct":
        return {f"sensor {face} {square_name(cell)}": pin
                for face in FACES for cell, pin in enumerate(sensors["direct"][face])}
    if backend == "gpio-matrix":
        rows = {f"matrix row {FACES[i // 5]} {'ABCDE'[i % 5]}": pin
                for i, pin in enumerate(sensors["matrix"]["rows"])}
        columns = {f"matrix column {i + 1}": pin
                   for i, pin in enumerate(sensors["matrix"]["columns"])}
        return rows | columns
    return {}


def led_pins(config: Any) -> dict[str, int]:
    leds = config["leds"]
    phases = {f"LED phase {name}": pin
              for name, pin in zip(PHASE_NAMES, leds["phase"], strict=True)}
    seats = {f"LED seat {i + 1}": pin for i, pin in enumerate(leds["seats"])}
    return phases | seats | {"LED alert": leds["alert"]}


def pin_conflicts(config: Any) -> list[str]:
    """One line per pin the resolved GPIO backends claim more than once."""
    uses = sensor_pins(config, sensor_backend(config)[0])
    if led_backend(config)[0] == "gpio":
        uses |= led_pins(config)
    users: dict[int, list[str]] = {}
    for what, pin in uses.items():
        users.setdefault(pin, []).append(what)
    return [f"GPIO{pin}: {' and '.join(names)}"
            for pin, names in sorted(users.items()) if len(names) > 1]


def check_pins(config: Any) -> None:
    conflicts = pin_conflicts(config)
    if conflicts:
        raise HardwareError("pins used twice (fix [sensors]/[leds] in the config, or set "
                            "[leds] backend = \"simulated\"): " + "; ".join(conflicts))
