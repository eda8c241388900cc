"""A Deep Shelf game at one table: the players, then each one's endgame tally, then the score.

Deep Shelf is scored, not refereed, here: each tally is logged as it is entered (the latest
tally of a player counts), and scoring the table finishes the session with every player's
breakdown. An impossible table (two Deep Explorer tokens, a stack of four anomalies) is refused
with its rule and nothing is finished.
"""

from collections.abc import Callable
from typing import Any

from companion.games.deep_shelf import Breakdown, PlayerSheet, score
from companion.sessions.store import SessionStore

GAME = "deep-shelf"


class DeepShelfSession:
    turn = None  # no turns are followed: the seat LEDs stay dark
    phase = None

    def __init__(self, store: SessionStore, session_id: int):
        self.store = store
        self.id = session_id
        self.players: list[str] = store.get(session_id).players
        self.tallies: dict[str, dict] = {}
        for entry in store.entries(session_id):
            if entry.kind == "tally":
                self.tallies[entry.payload["name"]] = entry.payload
        self._listeners: list[Callable[[Any], None]] = []

    @classmethod
    def start(cls, store: SessionStore, players: list[str]) -> "DeepShelfSession":
        return cls(store, store.create(GAME, players, {}))

    def subscribe(self, listener: Callable[[Any], None]) -> None:
        self._listeners.append(listener)

    def record(self, tally: dict) -> None:
        """One player's tally in the score sheet's JSON form (scoresheet.schema.json)."""
        PlayerSheet.from_json(tally)  # refuses a tally of the wrong shape before it is logged
        self.store.append(self.id, "tally", tally)
        self.tallies[tally["name"]] = tally

    def score(self) -> dict[str, Breakdown]:
        """Every player's breakdown; IllegalMove names the rule an impossible table breaks.
        The session is finished with the result."""
        points = score([PlayerSheet.from_json(self.tallies[name]) for name in self.players])
        totals = {name: points[name].total for name in self.players}
        best = max(totals.values())
        self.store.finish(self.id, {
            "winner": " and ".join(name for name, vp in totals.items() if vp == best),
            "scores": totals,
            "breakdowns": {name: points[name].as_json() for name in self.players},
        })
        return points
