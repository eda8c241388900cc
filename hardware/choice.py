"""Which backend the configuration picks for the sensors and the LEDs, and why.

Cheap to import (no gpiozero): `companion doctor` uses it too. `[hardware] backend` rules:
"simulated" never touches hardware, "gpio" insists on real pins, "auto" means real pins on a
Raspberry Pi only. A gpio sensor backend names the wiring; off a Pi under "auto" it falls back to
the simulated wall. The serial sensor board works on any machine: only "simulated" stops it.
"""

from pathlib import Path
from typing import Any

MODEL_FILE = Path("/proc/device-tree/model")


def board_model() -> str | None:
    """The board's model string ("Raspberry Pi 4 Model B Rev 1.4"), None off a device tree."""
    try:
        return MODEL_FILE.read_bytes().rstrip(b"\x00").decode("ascii", "replace").strip()
    except OSError:
        return None


def gpio_choice(config: Any) -> tuple[bool, str]:
    """Whether real GPIO is to be used, with the reason in words."""
    backend = config["hardware"]["backend"]
    if backend != "auto":
        return backend == "gpio", f"hardware.backend = {backend}"
    model = board_model()
    if model and "Raspberry Pi" in model:
        return True, f"auto: {model}"
    return False, "auto: not a Raspberry Pi"


def sensor_backend(config: Any) -> tuple[str, str]:
    """("gpio-direct" | "gpio-matrix" | "serial" | "simulated", why)."""
    chosen = config["sensors"]["backend"]
    if chosen == "simulated":
        return "simulated", "sensors.backend = simulated"
    if config["hardware"]["backend"] == "simulated":
        return "simulated", "hardware.backend = simulated"
    if chosen == "serial":
        return "serial", "sensors.backend = serial"
    use_gpio, why = gpio_choice(config)
    if not use_gpio:
        return "simulated", why
    if chosen == "auto":
        return "gpio-matrix", f"sensors.backend = auto, {why}"
    return chosen, f"sensors.backend = {chosen}, {why}"


def led_backend(config: Any) -> tuple[str, str]:
    """("gpio" | "simulated", why); `[leds] backend = "simulated"` frees the LED pins."""
    if config["leds"]["backend"] == "simulated":
        return "simulated", "leds.backend = simulated"
    use_gpio, why = gpio_choice(config)
    return ("gpio" if use_gpio else "simulated"), why
