"""The demo: a scripted Deep Claim game on the synthetic table, stepped by touch, whose visible
moves travel the whole camera path (render, detect, track, propose, session)."""

from companion.games.deep_claim import action_to_json
from companion.sessions.deep_claim import DeepClaimSession
from tests.ui.driver import find, frames, screenshot, tap, wait_until
from ui.widgets.buttons import BigButton


def test_next_move_puts_cards_on_the_synthetic_table_and_the_camera_plays_them(app):
    tap(find(app.root, BigButton, text="Demo: a scripted game")[0])
    screen = app.screens.current_screen
    assert app.screens.current == "deep_claim_table" and screen.ids.next_move.opacity == 1
    session: DeepClaimSession = app.session
    seen = lambda: [e for e in app.store.entries(session.id)  # noqa: E731
                    if e.payload.get("source") == "camera"]
    while not seen():
        wait_until(lambda: not screen.ids.next_move.disabled, timeout=30)
        tap(screen.ids.next_move)
        assert screen.demo_text
    wait_until(lambda: screen.ids.camera.texture is not None, timeout=10)
    assert screen.ids.camera.status == ""
    played = [action_to_json(move) for move in session.moves]
    assert all(entry.payload["action"] in played for entry in seen())
    assert session.log
    screenshot("demo_deep_claim_camera")
    app.show("home")
    frames()
    assert screen.feed is None  # the camera stops with the screen
