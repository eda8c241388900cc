"""Exports of a session: the whole log as JSON, and a BG Stats play with scores and winners."""

import random

import pytest

from companion.errors import InputError
from companion.sessions.deep_claim import DeepClaimSession
from companion.sessions.export import export_bgstats, export_json
from companion.sessions.store import SessionStore


@pytest.fixture
def store(tmp_path):
    with SessionStore(tmp_path / "s.sqlite3") as opened:
        yield opened


def finished_game(store):
    session = DeepClaimSession.start(store, ["Ana", "Ben"], 2)
    rng = random.Random(0)
    while not session.game.over:
        session.propose(rng.choice(session.choices()))
    return session


def test_the_json_export_holds_the_setup_the_result_and_every_move(store):
    session = finished_game(store)
    exported = export_json(store, session.id)
    assert exported["players"] == ["Ana", "Ben"] and exported["seed"] == 2
    assert [e["action"] for e in exported["log"] if e["kind"] == "action"] == [
        e.payload["action"] for e in store.entries(session.id)]
    assert exported["result"]["scores"] == session.game.scores()["vp"]


def test_the_bgstats_play_names_each_players_score_and_the_winner(store):
    session = finished_game(store)
    vp = session.game.scores()["vp"]
    play = export_bgstats(store, session.id)
    (game,) = play["games"]
    assert game["name"] == "Deep Claim" and game["highestWins"]
    names = {p["id"]: p["name"] for p in play["players"]}
    scores = {names[s["playerRefId"]]: s for s in play["plays"][0]["playerScores"]}
    assert {name: int(s["score"]) for name, s in scores.items()} == vp
    winner = max(vp, key=vp.get)
    assert scores[winner]["winner"] and scores[winner]["rank"] == 1
    assert [s["winner"] for s in scores.values()].count(True) == 1


def test_an_unfinished_session_has_no_play_to_export(store):
    session = DeepClaimSession.start(store, ["Ana", "Ben"], 2)
    with pytest.raises(InputError, match="not finished"):
        export_bgstats(store, session.id)
    with pytest.raises(InputError, match="no session 99"):
        export_json(store, 99)
