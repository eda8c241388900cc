"""What `companion doctor` reports about the hardware."""

import subprocess
import sys

from hardware.probe import describe


def test_off_a_pi_it_reports_the_fallback_to_simulated_and_why(configure):
    lines = dict(describe(configure()))
    assert lines["board"] == "not a Raspberry Pi (no /proc/device-tree/model)"
    assert lines["sensors"] == ("simulated wall, both faces, pushed from the screen "
                                "(auto: not a Raspberry Pi)")
    assert lines["leds"] == "simulated, on screen only (auto: not a Raspberry Pi)"
    assert lines["gpio pin factory"].startswith("not needed")
    assert lines["pins"] == "no GPIO pin used twice"


def test_on_a_pi_it_names_the_board_the_matrix_and_the_pin_factory(configure, raspberry_pi,
                                                                   monkeypatch):
    monkeypatch.setenv("GPIOZERO_PIN_FACTORY", "lgpio")
    lines = dict(describe(configure()))
    assert lines["board"] == "Raspberry Pi 4 Model B Rev 1.4"
    assert lines["sensors"].startswith("gpio-matrix, 10 rows x 5 columns at 250 Hz")
    assert lines["leds"].startswith("GPIO")
    assert lines["gpio pin factory"] == "lgpio (from GPIOZERO_PIN_FACTORY)"


def test_it_reports_shared_pins_and_a_missing_serial_port(configure, raspberry_pi, tmp_path):
    config = configure(f'[sensors]\nbackend = "gpio-direct"\n'
                       f'[sensors.serial]\nport = "{tmp_path / "ttyACM9"}"\n')
    lines = dict(describe(config))
    assert "GPIO3: sensor north E5 and LED seat 4" in lines["pins"]
    assert lines["serial port"].endswith("ttyACM9: not found (not in use)")


def test_importing_the_probe_does_not_load_gpiozero():
    code = "import sys, hardware.probe; print('gpiozero' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.stdout.strip() == "False"


def test_a_serial_port_in_use_is_reported_present(configure, tmp_path):
    port = tmp_path / "ttyACM0"
    port.touch()
    config = configure(f'[sensors]\nbackend = "serial"\n[sensors.serial]\nport = "{port}"\n')
    lines = dict(describe(config))
    assert lines["serial port"] == f"{port}: present"
    assert lines["sensors"] == f"serial board on {port} at 115200 Bd (sensors.backend = serial)"
