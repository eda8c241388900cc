"""Which backend the configuration resolves to, and the reason given for it."""

from hardware.choice import board_model, led_backend, sensor_backend


def test_off_a_pi_everything_falls_back_to_simulated(configure):
    config = configure()
    assert board_model() is None
    assert sensor_backend(config) == ("simulated", "auto: not a Raspberry Pi")
    assert led_backend(config) == ("simulated", "auto: not a Raspberry Pi")


def test_on_a_pi_auto_is_the_matrix_and_gpio_leds(configure, raspberry_pi):
    config = configure()
    assert board_model() == "Raspberry Pi 4 Model B Rev 1.4"
    assert sensor_backend(config) == (
        "gpio-matrix", "sensors.backend = auto, auto: Raspberry Pi 4 Model B Rev 1.4")
    assert led_backend(config)[0] == "gpio"


def test_a_gpio_sensor_backend_off_a_pi_falls_back_and_says_why(configure):
    assert sensor_backend(configure('[sensors]\nbackend = "gpio-direct"\n')) == (
        "simulated", "auto: not a Raspberry Pi")


def test_hardware_gpio_insists_on_pins_anywhere(configure):
    config = configure('[hardware]\nbackend = "gpio"\n')
    assert sensor_backend(config) == (
        "gpio-matrix", "sensors.backend = auto, hardware.backend = gpio")
    assert led_backend(config) == ("gpio", "hardware.backend = gpio")


def test_the_serial_board_needs_no_pi_but_hardware_simulated_stops_it(configure):
    serial = '[sensors]\nbackend = "serial"\n'
    assert sensor_backend(configure(serial))[0] == "serial"
    assert sensor_backend(configure(serial + '[hardware]\nbackend = "simulated"\n')) == (
        "simulated", "hardware.backend = simulated")


def test_leds_can_stay_on_screen_while_the_sensors_use_gpio(configure, raspberry_pi):
    config = configure('[sensors]\nbackend = "gpio-direct"\n[leds]\nbackend = "simulated"\n')
    assert sensor_backend(config)[0] == "gpio-direct"
    assert led_backend(config) == ("simulated", "leds.backend = simulated")
