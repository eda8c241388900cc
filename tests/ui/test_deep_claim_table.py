"""The live Deep Claim table: moves by tap, an illegal move held with its reason, the LEDs."""

import random

from kivy.core.window import Window
from kivy.uix.button import Button

from companion.games.deep_claim import Forfeit, PlayBid, PlayDig
from companion.sessions.deep_claim import DeepClaimSession
from companion.sessions.inputs import Bid
from tests.deep_claim.play import unpayable_dig
from tests.ui.driver import find, frames, screenshot, tap, wait_until
from ui.widgets.move_picker import MovePicker


def open_table(app, until):
    session = DeepClaimSession.start(app.store, ["Ana", "Ben"], 2)
    rng = random.Random(0)
    while not until(session):
        session.propose(rng.choice(session.choices()))
    app.play(session)
    wait_until(lambda: app.leds.state().alert != "on", timeout=3)  # the lamp test is over
    return session, app.screens.current_screen


def deploying(session):
    return session.game.phase == "deploy"


def open_picker():
    """The move picker on top (the window's newest child comes first)."""
    return next(w for w in Window.children if isinstance(w, MovePicker))


def test_a_move_entered_by_tap_is_applied_and_logged(app):
    session, screen = open_table(app, deploying)
    seat = session.turn
    tap(screen.ids.enter)
    picker = open_picker()
    screenshot("deep_claim_enter_move")
    bid = next(b for b in find(picker, Button) if " bids " in b.text)
    tap(bid)
    assert session.game.to_json()["players"][seat]["deployed"] == 1
    assert "bids" in screen.ids.log.text.splitlines()[0]


def test_a_face_down_dig_is_picked_by_location_and_its_card_stays_off_the_table(app):
    session, screen = open_table(app, deploying)
    tap(screen.ids.enter)
    picker = open_picker()
    labels = [b.text for b in find(picker, Button)]
    assert any("face-down dig at location" in text for text in labels)
    digs = [text for text in labels if "dig" in text]
    assert digs and not any("card" in text.lower() for text in digs)
    tap(next(b for b in find(picker, Button) if "face-down dig at location 1" in b.text))
    private = open_picker()
    assert private.title.endswith("only: which card goes face down?")
    tap(find(private, Button)[0])
    assert isinstance(session.game.log[-1], PlayDig)
    assert [d.card for d in session.view().locations[0].digs] == [None]
    assert f"card {session.game.log[-1].card}" not in screen.ids.log.text
    assert "Card" not in screen.ids.log.text


def test_a_seventh_card_is_held_within_a_frame_the_alert_blinks_and_taking_it_back_restores(app):
    """Rulebook, Deploy: "Play passes round and round until every player has deployed six
    cards. The seventh card stays in hand." """
    session, screen = open_table(app, lambda s: s.game.phase not in ("setup", "deploy"))
    before = session.game.to_json()
    kept = before["players"][0]["hand"][0]
    screen._proposed([Bid("green", kept, 1)])  # the camera's snapshot shows a seventh card
    frames(1)  # one frame later it is on screen
    assert "Deploy six. Keep one" in screen.ids.held_label.text
    assert screen.ids.held.opacity == 1
    assert app.leds.state().alert == "blinking"
    assert app.root.ids.led_bar.alert == "blinking"
    screenshot("deep_claim_held_seventh_card")
    tap(find(screen.ids.held, Button, text="Taken back")[0])
    assert session.held is None and session.game.to_json() == before
    assert screen.ids.held.opacity == 0
    assert app.leds.state().alert == "off"


def test_the_phase_led_follows_the_phase(app):
    session, screen = open_table(app, deploying)
    assert app.leds.state().phases == (True, False, False, False, False, False)
    assert app.root.ids.led_bar.phases[0]
    assert app.leds.state().seats[session.turn]
    rng = random.Random(1)
    while session.game.phase != "recruit":
        session.propose(rng.choice(session.choices()))
    frames(1)
    assert app.leds.state().phases[2] and app.root.ids.led_bar.phases[2]
    assert "III Recruit" in screen.ids.season.text
    screenshot("deep_claim_recruit")


def test_final_scores_give_a_reason_for_every_number_and_the_race(app):
    session, screen = open_table(app, lambda s: s.game.over)
    tap(screen.ids.scores)
    scores = app.screens.current_screen
    assert scores.ids.title.text == "Final scores"
    vp = session.game.scores()["vp"]
    cells = [w.text for w in reversed(scores.ids.table.children)]
    assert cells[:8] == ["Player", "I", "II", "III", "IV", "In play", "End", "VP"]
    assert cells[8] == "Ana" and cells[15] == str(vp["Ana"])
    assert sum(int(c) for c in cells[9:15]) == vp["Ana"]
    assert "Season 4:" in scores.ids.reasons.text and "End, Ben: economy" in scores.ids.reasons.text
    assert scores.ids.chart.race["Ana"][-1] == vp["Ana"]
    screenshot("deep_claim_final_scores")


def test_a_dig_the_player_cannot_pay_is_held_then_corrected_to_a_forfeit_by_touch(app):
    """Rulebook, Mine: "places its miners on ore in the mine, pays the cost in pickaxes"."""
    session, screen = open_table(app, lambda s: unpayable_dig(s.game) is not None)
    dig = unpayable_dig(session.game)
    session.propose(dig)
    frames(1)
    assert "pickaxes" in screen.ids.held_label.text and app.leds.state().alert == "blinking"
    screenshot("deep_claim_held_unpaid_dig")
    tap(find(screen.ids.held, Button, text="Correct it")[0])
    forfeit = next(b for b in find(open_picker(), Button) if "Forfeit" in b.text)
    tap(forfeit)
    assert session.held is None and isinstance(session.moves[-1], Forfeit)
    assert app.leds.state().alert == "off"


def test_a_house_rule_keeps_the_move_on_record_and_the_game_goes_on(app):
    session, screen = open_table(app, deploying)
    before = session.game.to_json()
    out_of_turn = 1 - session.turn
    session.propose(PlayBid(out_of_turn, 0, 0))
    frames(1)
    tap(find(screen.ids.held, Button, text="House rule")[0])
    assert session.held is None and session.game.to_json() == before
    assert screen.ids.log.text.splitlines()[0].startswith("House rule:")


def test_the_scores_open_by_themselves_when_a_season_is_scored(app):
    session, screen = open_table(app, lambda s: s.game.phase == "contract")
    rng = random.Random(2)
    while session.game.season == 1:
        session.propose(rng.choice(session.choices()))
    frames(1)
    assert app.screens.current == "scores"
    assert app.screens.current_screen.ids.title.text == "Scores after 1 season(s)"
    assert "Season 1:" in app.screens.current_screen.ids.reasons.text
    screenshot("deep_claim_season_scores")


def test_a_sensor_anomaly_during_deep_claim_is_shown_as_an_alert_until_seen(app):
    """The sensor grid reports through the app to whatever session is at the table; Deep Claim
    uses no wall, so a glitch is an alert on its screen and on the alert LED, never a crash."""
    from hardware.sensors.events import SensorAnomaly

    session, screen = open_table(app, deploying)
    app._sensed(SensorAnomaly("glitch", "north", (7,), "B3 on the north face flickered", 0.0))
    frames(2)
    assert "B3 on the north face flickered" in screen.ids.alert.text
    assert app.leds.state().alert == "blinking"
    screenshot("deep_claim_sensor_alert")
    tap(screen.ids.alert)
    frames(2)
    assert screen.ids.alert.text == "" and session.alert is None
    assert app.leds.state().alert == "off"
