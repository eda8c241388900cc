"""A switch matrix with a diode per switch, on gpiozero's mock pins, for tests and benchmarks.

`MockMatrix(factory, rows, columns)` creates the column pins as `MatrixColumnPin`s before any
device claims them; a column then reads low while a row joined to it by a closed switch is an
output driven low, and follows its pull otherwise (the diodes mean no other path exists).
"""

from collections.abc import Sequence
from typing import Any

from gpiozero.pins.mock import MockPin


class MatrixColumnPin(MockPin):
    def __init__(self, factory: Any, info: Any, matrix: "MockMatrix", column: int):
        super().__init__(factory, info)
        self._matrix = matrix
        self._column = column

    def _get_state(self) -> bool:
        return False if self._matrix.pulled_low(self._column) else super()._get_state()


class MockMatrix:
    """Switches at (row, column), all open until `connect`ed."""

    def __init__(self, factory: Any, rows: Sequence[int], columns: Sequence[int]):
        self._row_pins = [factory.pin(pin) for pin in rows]
        self._closed: set[tuple[int, int]] = set()
        for index, pin in enumerate(columns):
            factory.pin(pin, pin_class=MatrixColumnPin, matrix=self, column=index)

    def connect(self, row: int, column: int) -> None:
        self._closed.add((row, column))

    def disconnect(self, row: int, column: int) -> None:
        self._closed.discard((row, column))

    def pulled_low(self, column: int) -> bool:
        return any(pin.function == "output" and not pin.state and (row, column) in self._closed
                   for row, pin in enumerate(self._row_pins))
