"""`open_sensor_grid(config)`: the backend the configuration picks (see `hardware.choice`)."""

from typing import Any

from hardware.choice import sensor_backend
from hardware.errors import HardwareError
from hardware.pins import check_pins
from hardware.sensors.events import FACES
from hardware.sensors.grid import SensorGrid


def open_sensor_grid(config: Any) -> SensorGrid:
    """Open the wall's sensors; raises `HardwareError` (one line) when they cannot be used."""
    backend, _ = sensor_backend(config)
    sensors = config["sensors"]
    settle_s, bounce_s = sensors["settle_ms"] / 1000, sensors["bounce_ms"] / 1000
    if backend == "simulated":
        from hardware.sensors.simulated import SimulatedGrid

        return SimulatedGrid(settle_s, bounce_s)
    if backend == "serial":
        from hardware.sensors.serial_board import SerialGrid

        return SerialGrid(sensors["serial"]["port"], sensors["serial"]["baudrate"], settle_s)
    check_pins(config)
    from gpiozero import GPIOZeroError

    try:
        return _open_gpio(backend, sensors, settle_s, bounce_s)
    except (GPIOZeroError, OSError) as exc:
        raise HardwareError(f"{backend} sensors: {exc}") from None


def _open_gpio(backend: str, sensors: Any, settle_s: float, bounce_s: float) -> SensorGrid:
    if backend == "gpio-matrix":
        from hardware.sensors.matrix import MatrixGrid, matrix_devices

        wiring = sensors["matrix"]
        rows, columns = matrix_devices(wiring["rows"], wiring["columns"])
        return MatrixGrid(rows, columns, settle_s=settle_s, scan_hz=wiring["scan_hz"],
                          stable_scans=wiring["stable_scans"])
    from hardware.sensors.direct import DirectGrid, direct_inputs

    wired = {face: sensors["direct"][face] for face in FACES if sensors["direct"][face]}
    if not wired:
        raise HardwareError("gpio-direct sensors: no face has pins in [sensors.direct]")
    inputs: dict[str, list[Any]] = {}
    try:
        for face, pins in wired.items():
            inputs[face] = direct_inputs(pins, bounce_s=bounce_s,
                                         present_level=sensors["present_level"])
    except Exception:
        for devices in inputs.values():
            for device in devices:
                device.close()
        raise
    return DirectGrid(inputs, settle_s)
