"""Sound cues and spoken prompts, headless: each cue is produced when the table changes, each
prompt is rendered by espeak-ng into a WAV that is not empty, all switched off by Settings; the
optional turn timer counts down the turn and tells the table once when it is up."""

import random
import wave

from companion.games.deep_claim import PlayBid
from companion.sessions.deep_claim import DeepClaimSession
from tests.ui.driver import frames, wait_until
from ui import cues, voice


def seconds(path) -> float:
    with wave.open(str(path)) as sound:
        return sound.getnframes() / sound.getframerate()


def test_every_cue_is_a_wav_of_its_notes(tmp_path):
    for name, notes in cues.CUES.items():
        path = cues.render(name, tmp_path)
        assert abs(seconds(path) - sum(s for _f, s in notes)) < 0.01


def test_a_prompt_is_spoken_into_a_wav_that_is_not_empty(tmp_path):
    path = voice.render("Ana's turn: deploy a card", tmp_path)
    assert path.read_bytes()[:4] == b"RIFF" and seconds(path) > 0.5
    assert voice.render("Ana's turn: deploy a card", tmp_path) == path  # rendered once


def start(app):
    session = DeepClaimSession.start(app.store, ["Ana", "Ben"], 2)
    rng = random.Random(0)
    while session.game.phase != "deploy":
        session.propose(rng.choice(session.choices()))
    app.play(session)
    frames(2)
    return session


def played(app):
    return [what for what, _path, _ok in app.announcer.heard]


def test_the_table_hears_a_cue_for_a_turn_a_held_move_an_alert_and_the_end(app):
    announcer = app.announcer
    announcer.heard.clear()
    session = start(app)
    seat = session.turn
    card = session.game.to_json()["players"][seat]["hand"][0]
    session.propose(PlayBid(seat, card, 0))
    assert played(app)[-1] == "turn"
    session.propose(PlayBid(seat, card, 0))  # out of turn: held
    assert played(app)[-1] == "held"
    session.withdraw()
    session.raise_alert("a card the camera cannot place")
    assert played(app)[-1] == "alert"
    rng = random.Random(4)
    while not session.over:
        session.propose(rng.choice(session.choices()))
    assert played(app)[-1] == "end"
    for _what, path, ok in announcer.heard:
        assert path.stat().st_size > 44 and ok  # more than a WAV header; Kivy loaded it


def test_the_voice_speaks_whose_turn_it_is(app):
    announcer = app.announcer
    announcer.heard.clear()
    announcer.voice_on = True
    try:
        session = start(app)
        seat = session.turn
        session.propose(PlayBid(seat, session.game.to_json()["players"][seat]["hand"][0], 0))
        other = session.players[session.turn]
        wait_until(lambda: f"{other}'s turn" in played(app), timeout=30)
        spoken = next(p for what, p, _ok in announcer.heard if what == f"{other}'s turn")
        assert spoken.read_bytes()[:4] == b"RIFF" and seconds(spoken) > 0.3
    finally:
        announcer.voice_on = False


def test_switched_off_the_table_is_silent(app):
    announcer = app.announcer
    announcer.heard.clear()
    announcer.cues_on = False
    try:
        session = start(app)
        seat = session.turn
        session.propose(PlayBid(seat, session.game.to_json()["players"][seat]["hand"][0], 0))
        assert announcer.heard == []
    finally:
        announcer.cues_on = True


def test_the_turn_timer_counts_down_and_tells_the_table_once(app):
    timer = app.turn_timer
    timer.seconds = 90
    try:
        session = start(app)
        band = app.screens.current_screen.ids.band
        timer.restart(session.turn)
        frames(1)
        assert band.ids.timer.text == "1:30"
        app.announcer.heard.clear()
        timer.tick(89.5)
        assert band.ids.timer.text == "0:01" and app.announcer.heard == []
        timer.tick(1.0)
        assert band.ids.timer.text == "0:00"
        assert played(app) == ["alert"]
        timer.tick(1.0)  # no second warning
        assert played(app) == ["alert"]
        seat = session.turn
        session.propose(PlayBid(seat, session.game.to_json()["players"][seat]["hand"][0], 0))
        assert band.ids.timer.text == "1:30"  # the next turn starts afresh
    finally:
        timer.seconds = 0
        timer.stop()
