"""The pin budget: no GPIO pin claimed twice by the backends the config resolves to."""

import pytest

from hardware.errors import HardwareError
from hardware.pins import check_pins, led_pins, pin_conflicts, sensor_pins


def test_the_default_matrix_and_leds_share_no_pin_and_use_gpio2_to_27(configure):
    config = configure()
    pins = list(sensor_pins(config, "gpio-matrix").values()) + list(led_pins(config).values())
    assert sorted(pins) == list(range(2, 28))


def test_the_default_config_on_a_pi_passes_the_check(configure, raspberry_pi):
    check_pins(configure())


def test_gpio_direct_with_gpio_leds_lists_every_shared_pin(configure, raspberry_pi):
    conflicts = pin_conflicts(configure('[sensors]\nbackend = "gpio-direct"\n'))
    assert "GPIO2: LED alert" not in " ".join(conflicts)  # GPIO2 is not a direct sensor pin
    assert "GPIO3: sensor north E5 and LED seat 4" in conflicts
    assert len(conflicts) == 10


def test_a_pin_both_a_matrix_row_and_a_column_is_named(configure, raspberry_pi):
    config = configure("[sensors.matrix]\ncolumns = [5, 27, 22, 23, 24]\n")
    with pytest.raises(HardwareError, match="GPIO5: matrix row north A and matrix column 1"):
        check_pins(config)


def test_simulated_devices_claim_no_pins(configure):
    assert pin_conflicts(configure('[sensors]\nbackend = "gpio-direct"\n')) == []
