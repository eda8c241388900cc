"""Home: new game, resume an unfinished session, history."""

import json

from kivy.uix.label import Label

from companion.sessions.mine_deeper import MineDeeperSession
from tests.companion.games.mine_deeper.layouts import VALID
from tests.ui.driver import find, frames, screenshot, tap
from ui.screens.history import exports_dir
from ui.widgets.buttons import BarButton


def test_an_unfinished_session_is_offered_and_resumes_where_it_stopped(app):
    session = MineDeeperSession.start(app.store, ["Ana", "Ben"], (VALID, VALID), first=0)
    session.push(0, 0)
    app.show("history")
    app.show("home")
    offered = find(app.screens.current_screen, BarButton, text="Mine Deeper: Ana vs Ben")
    screenshot("home_with_resume")
    tap(offered[0])
    assert app.screens.current == "mine_deeper_table"
    assert app.session.id == session.id
    frames(2)
    assert app.screens.current_screen.ids.band.ids.turn.text == "BEN — PUSH A SQUARE"
    assert app.screens.current_screen.boards[0][0] != "?"  # Ana's push, replayed


def test_with_nothing_to_resume_home_says_so(app):
    assert app.screens.current_screen.ids.resume_title.text == "No unfinished game to resume"
    screenshot("home")


def test_history_lists_finished_games_with_winner_and_scores_and_exports_them(app, tmp_path):
    done = app.store.create("deep-claim", ["Ana", "Ben"], {})
    app.store.finish(done, {"winner": "Ben", "scores": {"Ana": 23, "Ben": 37}})
    tap(find(app.screens.current_screen, BarButton, text="History")[0])
    history = app.screens.current_screen
    texts = [w.text for w in find(history.ids.games, Label)]
    assert any(t.endswith("Deep Claim: Ana vs Ben, won by Ben (Ana 23, Ben 37)") for t in texts)
    screenshot("history")
    tap(find(history.ids.games, BarButton, text="Export")[0])
    saved = exports_dir() / f"session-{done}.bgsplay"
    assert json.loads(saved.read_text())["plays"][0]["playerScores"][1]["winner"] is True
    assert history.ids.message.text.startswith("Saved to")
