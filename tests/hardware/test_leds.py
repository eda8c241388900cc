"""The LEDs on gpiozero mock pins, checked pin by pin as a player would see them."""

import time

import pytest
from gpiozero.pins.mock import MockFactory

import hardware.leds
from hardware.leds import Leds, LedState, open_leds

PHASES, SEATS, ALERT = [4, 18, 7, 8, 9, 10], [11, 14, 15, 3], 2


@pytest.fixture
def factory():
    return MockFactory()


@pytest.fixture
def leds(factory):
    with Leds(PHASES, SEATS, ALERT, pin_factory=factory) as leds:
        yield leds


def lit(factory, pins):
    return [bool(factory.pin(pin).state) for pin in pins]


def test_the_seat_led_of_the_player_to_move_is_the_only_one_lit(leds, factory):
    leds.show_turn(2)
    assert lit(factory, SEATS) == [False, False, True, False]
    leds.show_turn(0)
    assert lit(factory, SEATS) == [True, False, False, False]
    leds.show_turn(None)
    assert lit(factory, SEATS) == [False] * 4
    assert leds.state().seats == (False,) * 4


def test_the_phase_led_follows_deep_claims_phase(leds, factory):
    leds.show_phase(4)
    assert lit(factory, PHASES) == [False, False, False, True, False, False]
    assert leds.state().phases == (False, False, False, True, False, False)


def test_the_alert_led_blinks_until_cleared(leds, factory, monkeypatch):
    monkeypatch.setattr(hardware.leds, "BLINK_S", 0.01)
    pin = factory.pin(ALERT)
    pin.clear_states()
    leds.alert()
    time.sleep(0.2)
    assert leds.state().alert == "blinking"
    assert sum(1 for state in pin.states if state.state) >= 2  # lit again and again
    leds.clear_alert()
    pin.clear_states()
    time.sleep(0.05)
    assert not pin.state
    assert [state.state for state in pin.states] == [False]
    assert leds.state().alert == "off"


def test_the_lamp_test_lights_everything_then_shows_what_the_game_asked_for(leds, factory):
    leds.lamp_test(0.2)
    leds.show_turn(1)
    assert all(lit(factory, PHASES + SEATS + [ALERT]))
    assert leds.state() == LedState((True,) * 6, (True,) * 4, "on")
    time.sleep(0.35)
    assert lit(factory, SEATS) == [False, True, False, False]
    assert not any(lit(factory, PHASES + [ALERT]))
    assert leds.state().seats == (False, True, False, False)


def test_a_seat_or_phase_that_is_not_wired_is_refused(leds):
    with pytest.raises(ValueError, match="no seat LED 4"):
        leds.show_turn(4)
    with pytest.raises(ValueError, match="no phase 7"):
        leds.show_phase(7)


def test_open_leds_off_a_pi_is_simulated_and_starts_with_the_lamp_test(configure):
    with open_leds(configure()) as leds:
        assert leds.state() == LedState((True,) * 6, (True,) * 4, "on")
    with open_leds(configure("[leds]\nlamp_test_s = 0\n")) as leds:
        assert leds.state() == LedState((False,) * 6, (False,) * 4, "off")


def test_open_leds_on_a_pi_drives_gpiozeros_pins(configure, raspberry_pi, mock_pin_env):
    from gpiozero import Device

    with open_leds(configure("[leds]\nlamp_test_s = 0\n")) as leds:
        leds.show_turn(3)
        assert Device.pin_factory.pin(SEATS[3]).state
