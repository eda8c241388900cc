"""One gpiozero input per square, on a MockFactory wired like the default north face."""

import time

import pytest
from gpiozero import DigitalInputDevice
from gpiozero.pins.mock import MockFactory

from companion.config import load_config
from hardware.sensors.direct import DirectGrid, direct_inputs
from tests.hardware.recorder import Recorder

SETTLE = 0.03  # wide enough that a busy machine cannot split a burst of edges
PINS = load_config()["sensors"]["direct"]["north"]


@pytest.fixture
def factory():
    return MockFactory()


def open_grid(factory, bounce_s=0.0):
    inputs = direct_inputs(PINS, bounce_s=bounce_s, present_level="low", pin_factory=factory)
    for pin in PINS:  # every piece in place: reed switches closed to ground
        factory.pin(pin).drive_low()
    return DirectGrid({"north": inputs}, SETTLE)


def test_a_switch_opening_on_pin_of_a_square_is_a_push_of_that_square(factory):
    with open_grid(factory, bounce_s=0.005) as grid:
        recorder = Recorder(grid)
        factory.pin(PINS[7]).drive_high()
        [event] = recorder.wait_for(1)
        assert (event.face, event.cell) == ("north", 7)


def test_bounce_time_reaches_the_pin(factory):
    with open_grid(factory, bounce_s=0.005):
        assert factory.pin(PINS[0]).bounce == 0.005


def test_a_swallowed_last_edge_is_caught_by_reading_the_pin_at_the_deadline(factory):
    """RPi.GPIO's bounce filter can drop the edge back to present; that is a glitch, no push."""
    with open_grid(factory) as grid:
        recorder = Recorder(grid)
        pin = factory.pin(PINS[3])
        pin.drive_high()
        pin.edges = "rising"  # the falling edge that follows reaches nobody
        pin.drive_low()
        [event] = recorder.wait_for(1)
        time.sleep(3 * SETTLE)
        assert recorder.kinds() == ["glitch"]
        assert 3 in grid.state()["north"]


def test_a_sensor_that_reads_high_when_present_is_read_the_other_way_round(factory):
    pins = [*range(4, 28), 1]  # not GPIO2/3: their pull-ups are fixed, no pull-down possible
    inputs = direct_inputs(pins, bounce_s=0.0, present_level="high", pin_factory=factory)
    for pin in pins:
        factory.pin(pin).drive_high()
    with DirectGrid({"north": inputs}, SETTLE) as grid:
        recorder = Recorder(grid)
        factory.pin(pins[20]).drive_low()
        [event] = recorder.wait_for(1)
        assert (event.face, event.cell) == ("north", 20)


def test_closing_the_grid_frees_its_pins(factory):
    with open_grid(factory):
        pass
    DigitalInputDevice(PINS[0], pin_factory=factory).close()  # no GPIOPinInUse
