"""The live Deep Claim table: moves by tap, an illegal move held with its reason, the LEDs, the
band read from across the table, secrets kept, undo that never leaves the table stuck."""

import random

from kivy.core.window import Window
from kivy.uix.button import Button
from kivy.uix.label import Label

from companion.games.deep_claim import Forfeit, PlayBid, PlayDig
from companion.sessions.deep_claim import DeepClaimSession
from companion.sessions.inputs import Bid
from tests.companion.games.deep_claim.play import unpayable_dig
from tests.ui.audit import assert_readable, band_needs, on_top
from tests.ui.driver import find, frames, screenshot, tap, wait_until
from ui import theme
from ui.widgets.dialogs import Dialog, LogView
from ui.widgets.hand_off import HandOff
from ui.widgets.move_picker import MovePicker
from ui.widgets.winner_card import WinnerCard


def open_table(app, until):
    session = DeepClaimSession.start(app.store, ["Ana", "Ben"], 2)
    rng = random.Random(0)
    while not until(session):
        session.propose(rng.choice(session.choices()))
    app.play(session)
    wait_until(lambda: app.leds.state().alert != "on", timeout=10)  # the lamp test is over
    frames(3)  # the screen is laid out
    return session, app.screens.current_screen


def deploying(session):
    return session.game.phase == "deploy"


def button(root, text):
    return next(b for b in find(root, Button) if b.text == text)


def on_window_texts():
    return [w.text for top in Window.children for w in top.walk() if isinstance(w, Label)]


def hand(session, seat):
    return list(session.game.view(seat).players[seat].hand)


def test_the_band_says_whose_turn_and_what_to_do_big_on_the_seats_colour(app):
    session, screen = open_table(app, deploying)
    seat = session.turn
    band = screen.ids.band
    assert band.ids.turn.text == f"{session.players[seat].upper()} — DEPLOY A CARD"
    assert band.ids.badge.text == theme.seat_mark(seat)
    assert band.seat == seat and band.ids.phase.text == "I"
    assert [chip.value for chip in reversed(band.ids.scores.children)] == [
        str(p.vp) for p in session.view().players]
    assert_readable(at_least=band_needs(band))
    screenshot("deep_claim_table")


def test_a_bid_entered_by_tap_offers_every_card_and_is_applied(app):
    session, screen = open_table(app, deploying)
    seat = session.turn
    name = session.players[seat]
    tap(screen.ids.enter)
    picker = on_top(MovePicker)
    assert_readable(picker)
    screenshot("deep_claim_enter_move")
    tap(button(picker, f"{name} bids at location 1"))
    cards = on_top(MovePicker)
    assert [b.text for b in find(cards, Button) if b.text.startswith("Card")] == [
        f"Card {n}" for n in range(7)]
    assert_readable(cards)
    tap(button(cards, f"Card {hand(session, seat)[0]}"))
    assert session.game.to_json()["players"][seat]["deployed"] == 1
    tap(screen.ids.log)
    log = on_top(LogView)
    assert log.ids.lines.text.splitlines()[0].startswith(f"{name} bids")
    assert_readable(log)
    log.close()


def test_a_face_down_dig_is_handed_off_and_no_list_or_label_mirrors_the_hand(app):
    """The hidden card never shows on the shared screen, not even as a value left out."""
    session, screen = open_table(app, deploying)
    seat = session.turn
    name = session.players[seat]
    card = hand(session, seat)[3]
    tap(screen.ids.enter)
    tap(button(on_top(MovePicker), f"{name}: face-down dig at location 1"))
    handoff = on_top(HandOff)
    assert handoff.ids.only.text == f"ONLY {name.upper()} LOOKS"
    assert not any(label.text.isdigit() for label in find(handoff, Label))  # nothing yet
    assert_readable(handoff)
    screenshot("deep_claim_hand_off")
    tap(handoff.ids.reveal)
    assert [b.text for b in find(handoff, Button) if b.text.isdigit()] == [
        str(n) for n in range(7)]
    assert_readable(handoff)
    screenshot("deep_claim_hand_off_private")
    tap(button(handoff, str(card)))
    assert not any(isinstance(w, HandOff) for w in Window.children)  # it hid itself
    assert session.game.log[-1] == PlayDig(seat, card, 0)
    assert [d.card for d in session.view().locations[0].digs] == [None]
    while session.turn != seat:  # round to the same player's next card
        session.propose(next(a for a in session.choices() if isinstance(a, PlayBid)))
    frames(1)
    tap(screen.ids.enter)
    tap(button(on_top(MovePicker), f"{name} bids at location 2"))
    offered = [b.text for b in find(on_top(MovePicker), Button) if b.text.startswith("Card")]
    assert offered == [f"Card {n}" for n in range(7)]  # card included though it is face down
    on_top(MovePicker).close()
    shown = " ".join(on_window_texts()) + " ".join(session.log)
    assert f"dig {card}" not in shown and f"card {card}" not in shown.lower()


def test_a_seventh_card_is_held_within_a_frame_the_alert_blinks_and_taking_it_back_restores(app):
    """Rulebook, Deploy: "Play passes round and round until every player has deployed six
    cards. The seventh card stays in hand." """
    session, screen = open_table(app, lambda s: s.game.phase not in ("setup", "deploy"))
    before = session.game.to_json()
    kept = before["players"][0]["hand"][0]
    screen._proposed([Bid("green", kept, 1)])  # the camera's snapshot shows a seventh card
    frames(1)  # one frame later it is on screen
    assert "Deploy six. Keep one" in screen.ids.held_label.text
    assert screen.ids.held.parent == screen.ids.content
    assert app.leds.state().alert == "blinking"
    assert app.root.ids.led_bar.alert == "blinking"
    assert_readable(at_least={screen.ids.held_move: theme.READ_SP, **band_needs(screen.ids.band)})
    screenshot("deep_claim_held_seventh_card")
    tap(button(screen.ids.held, "Taken back"))
    assert session.held is None and session.game.to_json() == before
    assert screen.ids.held.parent is None
    assert app.leds.state().alert == "off"


def test_nothing_to_undo_is_said_and_the_table_is_not_stuck(app):
    """It used to show in the held-move banner, disable Enter move, and leave "Taken back"
    failing with "no move is held"."""
    session, screen = open_table(app, lambda s: True)
    tap(screen.ids.undo)
    notice = on_top(Dialog)
    assert notice.question == "Nothing to undo."
    assert screen.held_text == "" and screen.ids.held.parent is None
    assert_readable(notice)
    tap(button(notice, "OK"))
    assert not screen.ids.enter.disabled
    tap(screen.ids.enter)
    assert on_top(MovePicker) is not None
    on_top(MovePicker).close()


def test_undo_says_what_it_undoes_and_asks_first(app):
    session, screen = open_table(app, deploying)
    seat = session.turn
    session.propose(PlayBid(seat, hand(session, seat)[0], 0))
    frames(1)
    before = len(session.moves)
    tap(screen.ids.undo)
    question = on_top(Dialog)
    card = session.moves[-1].card
    assert question.question == f"Undo: {session.players[seat]} bids {card} at location 1?"
    screenshot("deep_claim_undo")
    tap(button(question, "Undo it"))
    assert len(session.moves) == before - 1


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
    assert screen.ids.band.ids.phase.text == "III"
    screenshot("deep_claim_recruit")


def test_final_scores_show_where_every_point_came_from_and_the_race(app):
    session, screen = open_table(app, lambda s: s.game.over)
    tap(screen.ids.scores)
    scores = app.screens.current_screen
    assert scores.ids.title.text == "Final scores"
    vp = session.game.scores()["vp"]
    cells = [w.text for w in reversed(scores.ids.table.children)]
    assert cells[:8] == ["Player", "I", "II", "III", "IV", "Play", "End", "VP"]
    assert cells[8].endswith("Ana") and cells[15] == str(vp["Ana"])
    assert sum(int(c) for c in cells[9:15]) == vp["Ana"]
    assert scores.ids.chart.race["Ana"][-1] == vp["Ana"]
    assert_readable()
    screenshot("deep_claim_final_scores")
    tap(scores.ids.why)
    why = on_top(LogView)
    reasons = why.ids.lines.text
    for name, points in zip(session.players, session.game.points(), strict=True):
        assert f"{name}: {points.total} VP" in reasons
        for item in points.items:  # where every point came from: they add up to the total
            assert f"{item.vp:>3}  {item.why}" in reasons
    assert "Season 4: " in reasons and "Game end, economy: " in reasons
    assert "Season 4, the chart:" in reasons
    assert_readable(why)
    screenshot("deep_claim_final_scores_why")
    why.close()


def test_the_last_move_brings_a_full_screen_winner_card(app):
    session, screen = open_table(app, lambda s: len(s.game.legal_actions()) and s.game.season
                                 == 4 and s.game.phase == "contract")
    rng = random.Random(3)
    while not session.over:
        session.propose(rng.choice(session.choices()))
    frames(2)
    card = on_top(WinnerCard)
    winners = [session.players[s] for s in session.game.winners()]
    assert winners[0].upper() in card.ids.winner.text and "WIN" in card.ids.winner.text
    assert_readable(card, at_least={card.ids.winner: theme.BAND_SP,
                                    card.ids.scores: theme.READ_SP})
    screenshot("deep_claim_winner")
    tap(button(card, "Close"))


def test_a_dig_the_player_cannot_pay_is_held_then_corrected_to_a_forfeit_by_touch(app):
    """Rulebook, Mine: "places its miners on ore in the mine, pays the cost in pickaxes"."""
    session, screen = open_table(app, lambda s: unpayable_dig(s.game) is not None)
    dig = unpayable_dig(session.game)
    session.propose(dig)
    frames(1)
    assert "pickaxes" in screen.ids.held_label.text and app.leds.state().alert == "blinking"
    screenshot("deep_claim_held_unpaid_dig")
    tap(button(screen.ids.held, "Correct it"))
    forfeit = next(b for b in find(on_top(MovePicker), Button) if "orfeit" in b.text)
    tap(forfeit)
    assert session.held is None and isinstance(session.moves[-1], Forfeit)
    assert app.leds.state().alert == "off"


def test_a_house_rule_is_confirmed_keeps_the_move_on_record_and_the_game_goes_on(app):
    session, screen = open_table(app, deploying)
    before = session.game.to_json()
    out_of_turn = 1 - session.turn
    session.propose(PlayBid(out_of_turn, 0, 0))
    frames(1)
    tap(button(screen.ids.held, "House rule"))
    question = on_top(Dialog)
    assert question.question.startswith("Play it as a house rule?")
    assert session.held is not None  # nothing happens before the table says yes
    assert_readable(question)
    tap(button(question, "House rule"))
    assert session.held is None and session.game.to_json() == before
    assert session.log[-1].startswith("House rule:")


def test_the_scores_open_by_themselves_when_a_season_is_scored(app):
    session, screen = open_table(app, lambda s: s.game.phase == "contract")
    rng = random.Random(2)
    while session.game.season == 1:
        session.propose(rng.choice(session.choices()))
    frames(1)
    assert app.screens.current == "scores"
    assert app.screens.current_screen.ids.title.text == "Scores after 1 season"
    screenshot("deep_claim_season_scores")
    tap(app.screens.current_screen.ids.why)
    reasons = on_top(LogView).ids.lines.text
    assert "Season 1, the chart:" in reasons and "Ana: " in reasons
    on_top(LogView).close()


def test_a_sensor_anomaly_during_deep_claim_is_shown_as_an_alert_until_seen(app):
    """The sensor grid reports through the app to whatever session is at the table; Deep Claim
    uses no wall, so a glitch is an alert on its screen and on the alert LED, never a crash."""
    from hardware.sensors.events import SensorAnomaly

    session, screen = open_table(app, deploying)
    app._sensed(SensorAnomaly("glitch", "north", (7,), "B3 on the north face flickered", 0.0))
    frames(2)
    assert "B3 on the north face flickered" in screen.ids.alert_label.text
    assert app.leds.state().alert == "blinking"
    assert_readable(at_least=band_needs(screen.ids.band))
    screenshot("deep_claim_sensor_alert")
    tap(button(screen.ids.alert, "Seen"))
    frames(2)
    assert screen.ids.alert.opacity == 0 and session.alert is None
    assert app.leds.state().alert == "off"
