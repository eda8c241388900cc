"""A game of Deep Claim: set-up, four seasons of six phases, and the game end.

`Game` is the public face: `legal_actions()`, `apply(action) -> (game, events)` raising
`IllegalMove(rule, message)`, `to_json()`/`from_json()` (a snapshot that replays from seed and
action log), and `visible_to(seat)` for what one player may see. Rule readings where the
rulebook is open are written in the module of the phase they concern and in
docs/rules-notes/deep-claim.md.
"""

import json
from dataclasses import dataclass, replace

from companion.errors import IllegalMove, InputError
from companion.games.deep_claim import bears, flow
from companion.games.deep_claim.actions import (
    Action,
    Activate,
    Excavate,
    Fulfil,
    UseBear,
    action_from_json,
)
from companion.games.deep_claim.catalog import ORES
from companion.games.deep_claim.contract import normalised
from companion.games.deep_claim.events import Event
from companion.games.deep_claim.reasons import explain
from companion.games.deep_claim.setup import new_state
from companion.games.deep_claim.state import State
from companion.games.deep_claim.view import snapshot


@dataclass(frozen=True)
class Game:
    _state: State

    @classmethod
    def new(cls, seats: int, seed: int, names: list[str] | None = None,
            objectives: bool = False, magnates: bool = False) -> "Game":
        state = new_state(seats, seed, names, objectives, magnates)
        flow.advance(state, [])
        return cls(state)

    # -- reading ---------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return self._state.phase

    @property
    def season(self) -> int:
        return self._state.season

    @property
    def over(self) -> bool:
        return self._state.phase == "over"

    @property
    def waiting_for(self) -> tuple[str, int] | None:
        """(decision kind, seat) the game waits on, or None once it is over."""
        return None if self.over else self._state.queue[0][:2]

    @property
    def log(self) -> list[Action]:
        return list(self._state.log)

    def scores(self) -> dict:
        """VP per player so far, each season's breakdown, and the game end once played."""
        s = self._state
        return {"vp": {p.name: p.vp for p in s.players}, "seasons": s.season_scores,
                "final": s.final}

    # -- rules ------------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        return flow.decision_options(self._state) + bears.free_options(self._state)

    def check(self, action: Action) -> Action:
        """The action as the engine lists it; raises IllegalMove naming the rule if illegal."""
        action = _normalised(action)
        state = self._state
        if not self.over:
            if isinstance(action, UseBear) and action.bear in bears.FREE:
                if action in bears.free_options(state):
                    return action
            elif action in flow.decision_options(state):
                return action
        raise explain(state, action)

    def apply(self, action: Action) -> tuple["Game", list[Event]]:
        action = self.check(action)
        state = self._state.clone()
        events: list[Event] = []
        flow.carry_out(state, action, events)
        return Game(state), events

    # -- JSON -------------------------------------------------------------------------------
    def to_json(self) -> dict:
        return snapshot(self._state, None, full=True)

    def visible_to(self, seat: int | None) -> dict:
        """What `seat` may see (None: a spectator): other hands, objectives and face-down digs
        are hidden; a dig's value shows once its mine is turned face up in the Mine phase."""
        return snapshot(self._state, seat)

    @classmethod
    def replay(cls, setup: dict, actions: list) -> "Game":
        """Plays `actions` (JSON) from the set-up; IllegalMove says which action failed."""
        game = cls.new(**setup)
        for number, data in enumerate(actions, 1):
            try:
                action = action_from_json(data)
            except InputError as exc:
                raise InputError(f"action {number}: {exc}") from None
            try:
                game, _ = game.apply(action)
            except IllegalMove as exc:
                raise IllegalMove(exc.rule, f"action {number} {json.dumps(data)}: {exc}"
                                  ) from None
        return game

    @classmethod
    def from_json(cls, data: dict) -> "Game":
        """Replays the snapshot's set-up and log; refuses a snapshot the replay disagrees with."""
        try:
            game = cls.replay(data["setup"], data["log"])
        except (KeyError, TypeError, ValueError) as exc:
            raise InputError(f"not a Deep Claim game snapshot ({exc})") from None
        if game.to_json() != data:
            raise InputError("the snapshot does not match the replay of its own log")
        return game


def _normalised(action: Action) -> Action:
    """The action written the way `legal_actions` lists it (cells and ores in order)."""
    if isinstance(action, Fulfil):
        return normalised(action)
    if isinstance(action, Excavate) and all(isinstance(c, int) for c in action.cells):
        return replace(action, cells=tuple(sorted(action.cells)))
    if isinstance(action, Activate) and all(o in ORES for o in action.ores):
        return replace(action, ores=tuple(sorted(action.ores, key=ORES.index)))
    return action
