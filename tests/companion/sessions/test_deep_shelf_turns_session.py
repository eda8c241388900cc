"""A Deep Shelf game followed turn by turn at a table: legal moves applied and logged, illegal
ones held with the engine's reason, a restart replaying to the same game, the result stored."""

import random

import pytest

from companion.games.deep_shelf.actions import ChooseFaction, Done, PlayCard
from companion.games.deep_shelf.ocean_actions import ClaimDock, PlaceTile, Stop
from companion.sessions.deep_shelf_turns import DeepShelfTurnsSession
from companion.sessions.resume import describe, open_session
from companion.sessions.store import SessionStore


@pytest.fixture
def store(tmp_path):
    with SessionStore(tmp_path / "s.sqlite3") as opened:
        yield opened


def past_setup(store):
    session = DeepShelfTurnsSession.start(store, ["Ana", "Ben"], seed=4, first_game=True)
    for action in (ChooseFaction(0, "mobius"), ChooseFaction(1, "cogent")):
        assert session.propose(action)
    while session.game.waiting["kind"] == "setup_tile":  # the Trench and Dock tiles
        (place,) = [a for a in session.choices() if isinstance(a, PlaceTile)][:1]
        assert session.propose(place)
    for action in (ClaimDock(0, 2), ClaimDock(1, 3)):  # Mobius docks before Cogent
        assert session.propose(action)
    return session


def test_a_turn_is_followed_and_a_reopened_session_replays_to_the_same_game(store):
    session = past_setup(store)
    assert session.turn == 1  # Cogent plays first
    assert session.propose(PlayCard(1, "process"))
    assert session.propose(PlayCard(1, "home")) and session.propose(Done(1))
    again = open_session(store, store.get(session.id))
    assert isinstance(again, DeepShelfTurnsSession)
    assert again.game.to_json() == session.game.to_json() and again.log == session.log
    assert again.view().players[1].overworked == "Home Base"


def test_playing_the_overworked_card_is_held_with_its_reason_until_taken_back(store):
    session = past_setup(store)
    for action in (PlayCard(1, "process"), PlayCard(1, "home"), Done(1), PlayCard(0, "process"),
                   PlayCard(0, "move"), Stop(0)):
        assert session.propose(action)
    before = session.game.to_json()
    heard = []
    session.subscribe(heard.append)
    assert not session.propose(PlayCard(1, "home"))
    assert session.held.rule == "overworked"
    assert heard[-1].text == ("Held: Ben plays Home Base: Home Base is Overworked: it was Ben's "
                              "second card last turn")
    assert session.game.to_json() == before
    assert DeepShelfTurnsSession(store, session.id).held.action == PlayCard(1, "home")
    session.correct(PlayCard(1, "build"))
    assert session.held is None and session.view().players[1].first == "Build"


def test_a_whole_game_at_the_table_is_stored_with_its_winner(store):
    session = DeepShelfTurnsSession.start(store, ["Ana", "Ben", "Cy"], seed=9)
    rng = random.Random(9)
    while not session.over:
        assert session.propose(rng.choice(session.choices()))
    (info,) = store.history()
    assert info.game == "deep-shelf-turns" and info.result["winner"]
    assert set(info.result["scores"]) == {"Ana", "Ben", "Cy"}
    assert describe(info).startswith("Deep Shelf: Ana vs Ben vs Cy, won by")
