"""open_sensor_grid picks the backend from the configuration, never from code."""

import pytest

from hardware.errors import HardwareError
from hardware.sensors.board_emulator import BoardEmulator
from hardware.sensors.direct import DirectGrid
from hardware.sensors.events import SquarePushed
from hardware.sensors.factory import open_sensor_grid
from hardware.sensors.matrix import MatrixGrid
from hardware.sensors.serial_board import SerialGrid
from hardware.sensors.simulated import SimulatedGrid
from tests.hardware.recorder import Recorder


def test_the_default_config_off_a_pi_is_the_simulated_wall_and_a_push_counts(configure):
    """The default settle and bounce times, once, end to end."""
    with open_sensor_grid(configure()) as grid:
        assert isinstance(grid, SimulatedGrid)
        recorder = Recorder(grid)
        grid.wall.push("north", 12)
        assert recorder.wait_for(1) == [SquarePushed("north", 12, recorder.events[0].at)]


def test_on_a_pi_auto_means_the_gpio_matrix(configure, raspberry_pi, mock_pin_env):
    with open_sensor_grid(configure()) as grid:
        assert isinstance(grid, MatrixGrid)
        assert grid.state() == {"north": frozenset(), "south": frozenset()}  # nothing wired


def test_hardware_gpio_asks_gpiozero_for_its_pin_factory(configure, mock_pin_env):
    config = configure('[hardware]\nbackend = "gpio"\n[sensors]\nbackend = "gpio-matrix"\n')
    with open_sensor_grid(config) as grid:
        assert isinstance(grid, MatrixGrid)


def test_hardware_simulated_wins_over_a_gpio_sensor_backend(configure, raspberry_pi):
    config = configure('[hardware]\nbackend = "simulated"\n[sensors]\nbackend = "gpio-direct"\n')
    with open_sensor_grid(config) as grid:
        assert isinstance(grid, SimulatedGrid)


def test_gpio_direct_beside_gpio_leds_is_refused_naming_the_shared_pins(configure, raspberry_pi):
    config = configure('[sensors]\nbackend = "gpio-direct"\n')
    with pytest.raises(HardwareError, match="GPIO4: sensor north A1 and LED phase I"):
        open_sensor_grid(config)


def test_gpio_direct_with_the_leds_on_screen_opens(configure, raspberry_pi, mock_pin_env):
    config = configure('[sensors]\nbackend = "gpio-direct"\n[leds]\nbackend = "simulated"\n')
    with open_sensor_grid(config) as grid:
        assert isinstance(grid, DirectGrid)
        assert set(grid.state()) == {"north"}


def test_gpio_direct_with_no_face_wired_says_so(configure, raspberry_pi, mock_pin_env):
    config = configure('[sensors]\nbackend = "gpio-direct"\n[sensors.direct]\nnorth = []\n'
                       '[leds]\nbackend = "simulated"\n')
    with pytest.raises(HardwareError, match=r"no face has pins in \[sensors.direct\]"):
        open_sensor_grid(config)


def test_no_pin_factory_at_all_is_one_line(configure, monkeypatch):
    from gpiozero import Device

    monkeypatch.setenv("GPIOZERO_PIN_FACTORY", "no-such-factory")
    monkeypatch.setattr(Device, "pin_factory", None)
    config = configure('[hardware]\nbackend = "gpio"\n')
    with pytest.raises(HardwareError, match="^gpio-matrix sensors: "):
        open_sensor_grid(config)


def test_serial_opens_the_configured_port_on_any_machine(configure, tmp_path):
    board = BoardEmulator(tmp_path / "ttyBOARD")
    try:
        config = configure(f'[sensors]\nbackend = "serial"\n[sensors.serial]\nport = '
                           f'"{board.link}"\n')
        with open_sensor_grid(config) as grid:
            assert isinstance(grid, SerialGrid)
            assert grid.state()["south"] == frozenset(range(25))
    finally:
        board.close()
