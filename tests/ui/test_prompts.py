"""LED prompts follow the session: whose turn, Deep Claim's phase, the alert while it matters."""

from dataclasses import dataclass, field

import pytest
from gpiozero.pins.mock import MockFactory

from hardware.leds import Leds
from ui.prompts import LedPrompts


@dataclass
class Table:
    """A session as the prompts see it: turn, phase, a held move, updates to subscribe to."""

    turn: int | None = 0
    phase: int | None = 1
    held: object | None = None
    listeners: list = field(default_factory=list)

    def subscribe(self, listener) -> None:
        self.listeners.append(listener)

    def tell(self, kind: str) -> None:
        for listener in self.listeners:
            listener(type("Update", (), {"kind": kind})())


@pytest.fixture
def leds():
    with Leds(range(2, 8), range(8, 12), 12, pin_factory=MockFactory()) as opened:
        yield opened


def test_the_seat_and_phase_leds_follow_the_table_and_the_screen_is_told(leds):
    told = []
    table = Table(turn=1, phase=3)
    LedPrompts(leds, lambda: told.append(leds.state())).follow(table)
    assert leds.state().seats == (False, True, False, False)
    assert leds.state().phases == (False, False, True, False, False, False)
    table.turn, table.phase = None, None  # set-up, or the game is over
    table.tell("action")
    assert not any(leds.state().seats) and not any(leds.state().phases)
    assert len(told) == 2


def test_the_alert_blinks_after_an_alert_and_while_a_move_is_held(leds):
    table = Table()
    LedPrompts(leds).follow(table)
    table.tell("alert")
    assert leds.state().alert == "blinking"
    table.tell("action")
    assert leds.state().alert == "off"
    table.held = object()
    table.tell("held")
    assert leds.state().alert == "blinking"
    table.held = None
    table.tell("withdrawn")
    assert leds.state().alert == "off"


def test_a_seat_with_no_led_lights_none(leds):
    LedPrompts(leds).follow(Table(turn=5))
    assert not any(leds.state().seats)
