"""What `companion doctor` says about the hardware: found, chosen, and fallen back to.

Cheap to import and never raises: it reads the device tree and the configuration and asks
importlib which GPIO libraries are installed, without loading gpiozero or opening a device.
"""

import importlib.util
import os
from pathlib import Path
from typing import Any

from hardware.choice import board_model, led_backend, sensor_backend
from hardware.pins import pin_conflicts

# gpiozero's own order of preference when GPIOZERO_PIN_FACTORY is not set.
PIN_LIBRARIES = (("lgpio", "lgpio"), ("rpigpio", "RPi.GPIO"), ("pigpio", "pigpio"))


def describe(config: Any) -> list[tuple[str, str]]:
    """(what, finding) lines: board, pin factory, sensors, LEDs, pins, serial port."""
    sensors, sensors_why = sensor_backend(config)
    leds, leds_why = led_backend(config)
    uses_gpio = sensors.startswith("gpio") or leds == "gpio"
    conflicts = pin_conflicts(config)
    return [
        ("board", board_model() or "not a Raspberry Pi (no /proc/device-tree/model)"),
        ("gpio pin factory", _pin_factory() if uses_gpio
         else "not needed: simulated devices run on gpiozero's MockFactory"),
        ("sensors", f"{_sensor_detail(sensors, config)} ({sensors_why})"),
        ("leds", f"{'GPIO' if leds == 'gpio' else 'simulated, on screen only'} ({leds_why})"),
        ("pins", "; ".join(conflicts) if conflicts else "no GPIO pin used twice"),
        ("serial port", _serial_port(config["sensors"]["serial"]["port"])
         + ("" if sensors == "serial" else " (not in use)")),
    ]


def _pin_factory() -> str:
    chosen = os.environ.get("GPIOZERO_PIN_FACTORY")
    if chosen:
        return f"{chosen} (from GPIOZERO_PIN_FACTORY)"
    for name, module in PIN_LIBRARIES:
        try:
            if importlib.util.find_spec(module) is not None:
                return f"{name} ({module} is installed)"
        except (ImportError, ValueError):
            continue
    return "native (no lgpio, RPi.GPIO or pigpio installed; gpiozero's pure-Python fallback)"


def _sensor_detail(backend: str, config: Any) -> str:
    sensors = config["sensors"]
    if backend == "gpio-matrix":
        matrix = sensors["matrix"]
        return (f"gpio-matrix, {len(matrix['rows'])} rows x 5 columns at {matrix['scan_hz']:g} Hz")
    if backend == "gpio-direct":
        faces = [face for face, pins in sensors["direct"].items() if pins]
        return f"gpio-direct, faces wired: {', '.join(faces) or 'none'}"
    if backend == "serial":
        return f"serial board on {sensors['serial']['port']} at {sensors['serial']['baudrate']} Bd"
    return "simulated wall, both faces, pushed from the screen"


def _serial_port(port: str) -> str:
    if "://" in port:
        return f"{port}: a pyserial URL, checked when opened"
    return f"{port}: {'present' if Path(port).exists() else 'not found'}"
