"""LED prompts follow the session: whose turn, Deep Claim's phase, the alert while it matters."""

import pytest
from gpiozero.pins.mock import MockFactory

from companion.games.deep_claim import PlayBid
from companion.sessions.deep_claim import DeepClaimSession
from companion.sessions.dig import DigSession
from companion.sessions.inputs import SensorFault
from companion.sessions.store import SessionStore
from hardware.leds import Leds
from hardware.prompts import LedPrompts


@pytest.fixture
def leds():
    with Leds(range(2, 8), range(8, 12), 12, pin_factory=MockFactory()) as opened:
        yield opened


@pytest.fixture
def store():
    with SessionStore(":memory:") as opened:
        yield opened


def deploying(store) -> DeepClaimSession:
    """A 2-player Deep Claim game past its contract draft, in phase I."""
    session = DeepClaimSession.start(store, ["Ana", "Ben"], seed=4)
    while session.game.phase != "deploy":
        session.propose(session.choices()[0])
    return session


def test_the_seat_and_phase_leds_follow_the_table_and_the_screen_is_told(leds, store):
    told = []
    session = deploying(store)
    LedPrompts(leds, lambda: told.append(leds.state())).follow(session)
    first = session.turn
    assert leds.state().seats == tuple(seat == first for seat in range(4))
    assert leds.state().phases == (True, False, False, False, False, False)
    session.propose(next(a for a in session.choices() if isinstance(a, PlayBid)))
    assert leds.state().seats == tuple(seat == 1 - first for seat in range(4))
    assert len(told) >= 2


def test_the_alert_blinks_while_a_move_is_held_and_stops_when_it_is_taken_back(leds, store):
    session = deploying(store)
    LedPrompts(leds).follow(session)
    session.propose(PlayBid(1 - session.turn, 0, 0), source="camera")  # out of turn: held
    assert leds.state().alert == "blinking"
    session.withdraw()
    assert leds.state().alert == "off"


def test_a_sensor_anomaly_during_deep_claim_is_an_alert_until_the_next_move(leds, store):
    """The sensor grid belongs to Mine Deeper, but a glitch while Deep Claim is at the table
    must reach the players, not crash the app."""
    session = deploying(store)
    heard = []
    session.subscribe(heard.append)
    LedPrompts(leds).follow(session)
    session.observe(SensorFault("two squares at once on the north face", "north", (3, 4)))
    assert heard[-1].kind == "alert" and "two squares at once" in heard[-1].text
    assert session.alert is not None and leds.state().alert == "blinking"
    session.propose(next(a for a in session.choices() if isinstance(a, PlayBid)))
    assert session.alert is None and leds.state().alert == "off"


def test_an_alert_can_be_cleared_by_the_table_and_stays_cleared_after_a_restart(leds, store):
    session = DigSession.start(store, ["Ann", "Bo"])
    LedPrompts(leds).follow(session)
    session.observe(SensorFault("serial board disconnected"))
    assert leds.state().alert == "blinking"
    session.clear_alert()
    assert leds.state().alert == "off"
    again = DigSession(store, session.id)
    assert again.alert is None and [a.text for a in again.alerts] == [
        "Sensor: serial board disconnected"]


def test_a_seat_with_no_led_lights_none(store):
    with Leds(range(2, 8), range(8, 10), 12, pin_factory=MockFactory()) as two_seats:
        session = DeepClaimSession.start(store, ["Ana", "Ben", "Cy"], seed=1)
        while session.turn != 2:
            session.propose(session.choices()[0])
        LedPrompts(two_seats).follow(session)
        assert not any(two_seats.state().seats)


def test_the_score_led_lights_while_the_table_is_in_phase_six(leds, store):
    """"VI Score" is a phase of its own: with Sly Foxworth at the table the Score phase waits
    for him to name his extra icon, and the sixth phase LED is lit meanwhile."""
    from companion.games.deep_claim import ChooseMagnate, Done, Forfeit
    from companion.games.deep_claim.economy import MAGNATES

    sly = MAGNATES["Sly Foxworth"]
    session = next(s for s in (DeepClaimSession.start(store, ["Ana", "Ben"], seed, magnates=True)
                               for seed in range(40))
                   if ChooseMagnate(0, sly) in s.choices())
    LedPrompts(leds).follow(session)
    while session.game.phase != "score":
        choices, turn = session.choices(), session.turn
        wanted = (ChooseMagnate(0, sly), Done(turn), Forfeit(turn))
        session.propose(next((a for a in choices if a in wanted), choices[0]))
    assert session.phase == 6
    assert leds.state().phases == (False, False, False, False, False, True)
