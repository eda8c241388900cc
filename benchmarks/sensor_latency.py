"""Time from a sensor change to the `SquarePushed` callback, per backend, with the default config.

- direct: a gpiozero `MockPin` driven high (switch opens) under `DigitalInputDevice` with the
  default `bounce_ms`, through the shared detector with the default `settle_ms`. `MockPin`
  stores `bounce_time` but filters nothing; a real pin library's filter (lgpio) adds up to
  `bounce_ms` before the edge reaches the detector;
- matrix: a switch opened in a `MockMatrix` scanned at the default `scan_hz` and
  `stable_scans`;
- serial: a change line written by the board emulator into a pty at the default baud rate.
Each push is followed by putting the piece back (a "came-back") before the next one. Figures
are medians and 90th percentiles in milliseconds; the budget is 20 ms, debounce included.
The CPU line is the matrix scanner's own cost while idle (process time per wall-clock second).

    python benchmarks/sensor_latency.py [--pushes 100]
"""

import argparse
import statistics
import tempfile
import threading
import time
from pathlib import Path

from gpiozero.pins.mock import MockFactory

from companion.config import load_config
from hardware.sensors.board_emulator import BoardEmulator
from hardware.sensors.matrix import MatrixGrid, matrix_devices
from hardware.sensors.matrix_mock import MockMatrix
from hardware.sensors.serial_board import SerialGrid
from hardware.sensors.simulated import SimulatedGrid

BUDGET_MS = 20.0


class Stopwatch:
    """Times one change to the next event of the grid."""

    def __init__(self, grid):
        self._event = threading.Event()
        self._arrived = 0.0
        self.pushes = 0
        grid.when_pushed = self._push
        grid.when_anomaly = self._other

    def _push(self, _event) -> None:
        self.pushes += 1
        self._other(_event)

    def _other(self, _event) -> None:
        self._arrived = time.perf_counter()
        self._event.set()

    def time(self, change) -> float:
        """Milliseconds from calling `change()` to the next event."""
        self._event.clear()
        started = time.perf_counter()
        change()
        if not self._event.wait(1.0):
            raise RuntimeError("no event within 1 s")
        return (self._arrived - started) * 1000


def measure(grid, push, put_back, pushes: int) -> list[float]:
    watch = Stopwatch(grid)
    times = []
    for n in range(pushes):
        times.append(watch.time(lambda n=n: push(n % 25)))
        watch.time(lambda n=n: put_back(n % 25))
    if watch.pushes != pushes:
        raise RuntimeError(f"{watch.pushes} pushes seen for {pushes}")
    return times


def direct(config, pushes: int) -> list[float]:
    sensors = config["sensors"]
    with SimulatedGrid(sensors["settle_ms"] / 1000, sensors["bounce_ms"] / 1000) as grid:
        return measure(grid, lambda cell: grid.wall.push("north", cell),
                       lambda cell: grid.wall.put_back("north", cell), pushes)


def matrix(config, pushes: int) -> tuple[list[float], float]:
    sensors, wiring = config["sensors"], config["sensors"]["matrix"]
    factory = MockFactory()
    switches = MockMatrix(factory, wiring["rows"], wiring["columns"])
    for row in range(len(wiring["rows"])):
        for column in range(5):
            switches.connect(row, column)
    rows, columns = matrix_devices(wiring["rows"], wiring["columns"], factory)
    with MatrixGrid(rows, columns, settle_s=sensors["settle_ms"] / 1000,
                    scan_hz=wiring["scan_hz"], stable_scans=wiring["stable_scans"]) as grid:
        times = measure(grid, lambda cell: switches.disconnect(cell // 5, cell % 5),
                        lambda cell: switches.connect(cell // 5, cell % 5), pushes)
        before = time.process_time()
        time.sleep(1.0)
        cpu = time.process_time() - before
    return times, cpu


def serial(config, pushes: int) -> list[float]:
    sensors = config["sensors"]
    with tempfile.TemporaryDirectory() as folder:
        board = BoardEmulator(Path(folder) / "ttyBOARD")
        try:
            with SerialGrid(str(board.link), sensors["serial"]["baudrate"],
                            sensors["settle_ms"] / 1000) as grid:
                return measure(grid, lambda cell: board.change("south", cell, False),
                               lambda cell: board.change("south", cell, True), pushes)
        finally:
            board.close()


def line(name: str, times: list[float]) -> str:
    median = statistics.median(times)
    p90 = statistics.quantiles(times, n=10)[-1]
    verdict = "within" if p90 < BUDGET_MS else "OVER"
    return (f"{name:7} median {median:6.2f} ms   p90 {p90:6.2f} ms   max {max(times):6.2f} ms"
            f"   ({verdict} the {BUDGET_MS:.0f} ms budget at p90; n={len(times)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pushes", type=int, default=100)
    args = parser.parse_args()
    config = load_config()
    sensors, wiring = config["sensors"], config["sensors"]["matrix"]
    print(f"settle_ms={sensors['settle_ms']} bounce_ms={sensors['bounce_ms']} "
          f"scan_hz={wiring['scan_hz']} stable_scans={wiring['stable_scans']}")
    print(line("direct", direct(config, args.pushes)))
    matrix_times, cpu = matrix(config, args.pushes)
    print(line("matrix", matrix_times))
    print(line("serial", serial(config, args.pushes)))
    print(f"matrix scanner CPU while idle: {cpu * 100:.0f} % of one core")


if __name__ == "__main__":
    main()
