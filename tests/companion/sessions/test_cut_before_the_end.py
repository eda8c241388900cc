"""A power cut between a game's last move and the record of its end (two writes): the game was
over, the session still unfinished, and resuming it failed (no move left to choose, or "has won
the match"). Found by the power-cut test; opening such a session now records its end."""

import random

from companion.sessions.autoplay import random_wall
from companion.sessions.deep_claim import DeepClaimSession
from companion.sessions.mine_deeper import MineDeeperSession
from companion.sessions.resume import open_session
from companion.sessions.store import SessionStore


def cut_before_the_end(store: SessionStore, session_id: int) -> dict:
    """The store as the cut left it: every move, no end. Returns the end that was recorded."""
    result = store.get(session_id).result
    store._db.execute("UPDATE sessions SET finished = NULL, result = NULL WHERE id = ?",
                      (session_id,))
    assert [info.id for info in store.unfinished()] == [session_id]
    return result


def test_a_deep_claim_game_over_but_not_ended_is_ended_when_opened(tmp_path):
    with SessionStore(tmp_path / "s.sqlite3") as store:
        session, rng = DeepClaimSession.start(store, ["Ana", "Ben"], 3), random.Random(3)
        while not session.game.over:
            session.propose(rng.choice(session.choices()))
        ended = cut_before_the_end(store, session.id)
        open_session(store, store.get(session.id))
        assert store.unfinished() == [] and store.get(session.id).result == ended


def test_a_mine_deeper_match_won_but_not_ended_is_ended_when_opened(tmp_path):
    with SessionStore(tmp_path / "s.sqlite3") as store:
        rng = random.Random(5)
        session = MineDeeperSession.start(store, ["Cy", "Di"], (random_wall(rng),
                                                                random_wall(rng)))
        while session.match.winner is None:
            if session.game.winner is None:
                push = rng.choice(session.game.legal_actions())
                session.push(push.seat, push.cell)
            else:
                session.next_game((random_wall(rng), random_wall(rng)))
        ended = cut_before_the_end(store, session.id)
        open_session(store, store.get(session.id))
        assert store.unfinished() == [] and store.get(session.id).result == ended
