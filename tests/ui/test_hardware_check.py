"""Hardware check: findings, the LEDs by touch, and the wall's sensors square by square."""

from companion.games.mine_deeper import cell_index
from tests.ui.driver import frames, screenshot, tap, wait_until


def test_a_tapped_square_of_the_simulated_wall_reads_pushed_and_back(app):
    app.show("hardware_check")
    screen = app.screens.current_screen
    assert "sensors:" in screen.ids.findings.text and "leds:" in screen.ids.findings.text
    assert screen.ids.face.text == "North face"
    square = screen.ids.grid.squares[cell_index("B2")]
    assert square.symbol == "."
    tap(square)
    wait_until(lambda: square.symbol == "?")
    assert screen.ids.heard.text == "pushed: north B2"
    tap(square)
    wait_until(lambda: square.symbol == ".")
    assert "reads present again" in screen.ids.heard.text
    screenshot("hardware_check")


def test_phase_and_alert_leds_are_driven_and_mirrored(app):
    app.show("hardware_check")
    wait_until(lambda: app.leds.state().alert != "on", timeout=10)
    screen = app.screens.current_screen
    tap(screen.ids.next_phase)
    tap(screen.ids.next_phase)
    assert app.leds.state().phases == (False, True, False, False, False, False)
    assert app.root.ids.led_bar.phases[1]
    tap(screen.ids.alert)
    assert app.leds.state().alert == "blinking" and app.root.ids.led_bar.alert == "blinking"
    app.show("home")
    frames()
    assert app.leds.state().alert == "off" and not any(app.leds.state().phases)
