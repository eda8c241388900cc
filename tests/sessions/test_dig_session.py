"""DIG at the table: galleries dug card by card, gems counted, the winner at 10 gems."""

import pytest

from companion.errors import IllegalMove
from companion.sessions.dig import DigSession
from companion.sessions.store import SessionStore


@pytest.fixture
def store(tmp_path):
    with SessionStore(tmp_path / "s.sqlite3") as opened:
        yield opened


def test_a_closed_gallery_adds_its_gems_and_runes_to_its_owner(store):
    """Rulebook: "Rune: Worth 1 Gem. Keep this card after the Gallery closes"."""
    session = DigSession.start(store, ["Ana", "Ben"])
    session.open_gallery(1)
    session.draw("iron", recruit=True)
    session.draw("rune")
    session.draw("exit")
    assert session.digger is None
    assert (session.gems(1), session.runes(1)) == (1, 1)
    assert DigSession(store, session.id).gems(1) == 1  # replayed after a restart


def test_an_impossible_draw_is_refused_with_its_rule_and_not_logged(store):
    session = DigSession.start(store, ["Ana", "Ben"])
    session.open_gallery(0)
    with pytest.raises(IllegalMove, match="first card"):
        session.draw("iron")
    assert [e.kind for e in store.entries(session.id)] == ["gallery"]


def test_the_most_gems_win_and_runes_break_a_tie(store):
    """Rulebook: "If there is a tie, the tied player who has collected the most Runes is
    declared winner!" """
    session = DigSession.start(store, ["Ana", "Ben"])
    with pytest.raises(IllegalMove, match="10 gems"):
        session.finish()
    session.adjust(0, 10)
    session.open_gallery(1)
    session.draw("gold", recruit=True)
    for _ in range(4):
        session.draw("rune")  # the fourth is card 5: the recruit puts a gem on it
    session.draw("exit")
    assert (session.gems(1), session.runes(1)) == (5, 4)
    session.adjust(1, 5)
    assert session.finish() == "Ben"
    assert store.history()[0].result["scores"] == {"Ana": 10, "Ben": 10}
