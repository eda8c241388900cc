"""Deep Shelf at the table: tallies logged as entered, the table scored into the history."""

import pytest

from companion.errors import IllegalMove
from companion.sessions.deep_shelf import DeepShelfSession
from companion.sessions.store import SessionStore


def tally(name, shallows=0, explorer=False, credits=0, stacks=()):
    return {"name": name, "structures": {"shallows": shallows, "deep": 0},
            "deep_explorer": explorer, "tech_tiles": {"gold": 0, "palladium": 0, "osmium": 0},
            "research": {"ecology": 0, "mineralogy": 0, "zoology": 0},
            "research_vp_markers": 0, "credits": credits, "refined_ore": 0,
            "anomaly_stacks": list(stacks), "other_vp": 0}


@pytest.fixture
def store(tmp_path):
    with SessionStore(tmp_path / "s.sqlite3") as opened:
        yield opened


def test_the_most_shallows_structures_win_7_vp_and_the_game(store):
    """Rulebook, Endgame Scoring: shallows majorities pay 7 / 3 / 1."""
    session = DeepShelfSession.start(store, ["Ana", "Ben"])
    session.record(tally("Ana", shallows=4, credits=10))
    session.record(tally("Ben", shallows=2))
    points = session.score()
    assert (points["Ana"].shallows, points["Ben"].shallows) == (7, 3)
    assert points["Ana"].credits == 2
    (info,) = store.history()
    assert info.result["winner"] == "Ana" and info.result["scores"] == {"Ana": 9, "Ben": 3}


def test_a_corrected_tally_replaces_the_first_and_survives_a_restart(store):
    session = DeepShelfSession.start(store, ["Ana", "Ben"])
    session.record(tally("Ana", shallows=1))
    session.record(tally("Ana", shallows=3))
    assert DeepShelfSession(store, session.id).tallies["Ana"]["structures"]["shallows"] == 3


def test_two_deep_explorer_tokens_are_refused_and_nothing_is_finished(store):
    """Rulebook: there is one Deep Explorer token."""
    session = DeepShelfSession.start(store, ["Ana", "Ben"])
    session.record(tally("Ana", explorer=True))
    session.record(tally("Ben", explorer=True))
    with pytest.raises(IllegalMove, match="only one"):
        session.score()
    assert store.history() == []
