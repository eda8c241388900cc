"""The Deep Shelf score pad at one table: the players, then each one's endgame tally, then the
score (for tables that only want scoring; deep_shelf_turns.py follows a whole game).

Each tally is logged as it is entered (the latest tally of a player counts), and scoring the
table finishes the session with every player's breakdown and the winner, the rulebook's
tie-breakers (most ore controlled, then fewest facilities left) settling equal totals. An
impossible table (two Deep Explorer tokens, a stack of four anomalies) is refused with its rule
and nothing is finished.
"""

from typing import Any

from companion.games.deep_shelf import Breakdown, PlayerSheet, score, winners
from companion.sessions.base import Session
from companion.sessions.store import Entry, SessionStore

GAME = "deep-shelf"


class DeepShelfSession(Session):
    GAME = GAME
    turn = None  # no turns are followed: the seat LEDs stay dark

    def __init__(self, store: SessionStore, session_id: int):
        super().__init__(store, session_id)
        self.tallies: dict[str, dict] = {}
        self.scored = False
        self._replay()

    @classmethod
    def start(cls, store: SessionStore, players: list[str]) -> "DeepShelfSession":
        return cls(store, store.create(GAME, players, {}))

    @property
    def over(self) -> bool:
        return self.scored

    def _replay_entry(self, entry: Entry) -> None:
        if entry.kind == "tally":
            self.tallies[entry.payload["name"]] = entry.payload
        elif entry.kind == "scored":
            self.scored = True

    def record(self, tally: dict) -> None:
        """One player's tally in the score sheet's JSON form (scoresheet.schema.json)."""
        PlayerSheet.from_json(tally)  # refuses a tally of the wrong shape before it is logged
        self._write("tally", tally)
        self.tallies[tally["name"]] = tally

    def score(self) -> dict[str, Breakdown]:
        """Every player's breakdown; IllegalMove names the rule an impossible table breaks.
        The session is finished with the result."""
        points = self._points()
        self._write("scored", {})
        self.scored = True
        self._record_result()
        return points

    def _sheets(self) -> list[PlayerSheet]:
        return [PlayerSheet.from_json(self.tallies[name]) for name in self.players]

    def _points(self) -> dict[str, Breakdown]:
        return score(self._sheets())

    def result(self) -> dict[str, Any]:
        points = self._points()
        totals = {name: points[name].total for name in self.players}
        return {
            "winner": " and ".join(winners(self._sheets(), points)),
            "scores": totals,
            "breakdowns": {name: points[name].as_json() for name in self.players},
        }
