"""A game of Deep Claim: set-up, four seasons of six phases, and the game end.

`Game` is the public face (companion/games/base.py): `legal_actions()`, `check(action)` and
`apply(action) -> (game, typed events)` raising `IllegalMove(rule, message, quote)` from the
rules (rules.py), `to_json()`/`from_json()` (a snapshot that replays from seed and action log),
and `view(seat)` for what one player may see. Rule readings where the rulebook is open are
written in the module of the phase they concern and in docs/rules-notes/deep-claim.md.
"""

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from companion.errors import IllegalMove, InputError
from companion.games import base
from companion.games.deep_claim import flow, rules, words
from companion.games.deep_claim.actions import (
    Action,
    Activate,
    Excavate,
    Fulfil,
    action_from_json,
    action_to_json,
)
from companion.games.deep_claim.catalog import ORES
from companion.games.deep_claim.contract import normalised
from companion.games.deep_claim.events import Event
from companion.games.deep_claim.setup import PLAYER_COUNTS, new_state
from companion.games.deep_claim.snapshot import snapshot
from companion.games.deep_claim.state import COLOURS, State
from companion.games.deep_claim.steps import refuse
from companion.games.deep_claim.view import TableView, table_view


@dataclass(frozen=True)
class Game(base.Game[Action, Event, TableView]):
    NAME = "deep-claim"
    TITLE = "Deep Claim"
    PLAYERS = PLAYER_COUNTS
    OPTIONS = {"objectives": False, "magnates": False, "first": 0}

    @classmethod
    def default_names(cls, count: int) -> list[str]:
        """The players named by their colours, in seat order."""
        return list(COLOURS[:count])

    _state: State

    @classmethod
    def new(cls, names: Sequence[str], seed: int, objectives: bool = False,
            magnates: bool = False, first: int = 0) -> "Game":
        """A new game; `first` is the seat chosen as first player ("Choose a first player and
        give them the hammer")."""
        if type(first) is not int or not 0 <= first < len(names):
            raise refuse("first-player", f"the first player is one of the seats 0 to "
                         f"{len(names) - 1}, not {first}",
                         "Choose a first player and give them the hammer.")
        try:
            state = new_state(len(names), seed, list(names), objectives, magnates, first)
        except ValueError as exc:
            raise IllegalMove("players", str(exc)) from None
        flow.advance(state, [])
        return cls(state)

    # -- reading ---------------------------------------------------------------------------
    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self._state.players)

    @property
    def turn(self) -> int | None:
        return None if self.over else self._state.queue[0].seat

    def winners(self) -> list[int]:
        final = self._state.final
        if final is None:
            return []
        return [seat for seat, p in enumerate(self._state.players) if p.name in final["winners"]]

    def points(self) -> list[base.Points]:
        """Every VP on each player's track with its source ("chart", "contract", "vein",
        "beaver", "bear", "magnate", "game-end") and the sentence saying where it came from."""
        return [base.Points(tuple(p.points)) for p in self._state.players]

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
    def waiting_words(self) -> str | None:
        """What the table waits for, in words ("deploy a card"), or None once it is over."""
        return None if self.over else rules.STEPS[self._state.queue[0].kind].waiting

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
        return list(rules.legal_actions(self._state))

    def check(self, action: Action) -> Action:
        """The action as the engine lists it; raises IllegalMove naming the rule if illegal."""
        action = _normalised(action)
        refused = rules.refusal(self._state, action)
        if refused is not None:
            raise refused
        return action

    def apply(self, action: Action) -> tuple["Game", list[Event]]:
        action = self.check(action)
        state = self._state.clone()
        events: list[Event] = []
        flow.carry_out(state, action, events)
        return Game(state), events

    # -- JSON -------------------------------------------------------------------------------
    def to_json(self) -> dict:
        return snapshot(self._state)

    def view(self, seat: int | None) -> TableView:
        """What `seat` may see (None: the shared table screen): other hands, objectives and
        face-down digs are hidden; a dig's card shows once its mine is turned face up."""
        return table_view(self._state, seat)

    @classmethod
    def action_to_json(cls, action: Action) -> dict[str, Any]:
        return action_to_json(action)

    @classmethod
    def action_from_json(cls, data: Any) -> Action:
        return action_from_json(data)

    # -- words ------------------------------------------------------------------------------
    def describe_action(self, action: Action, viewer: int | None = None) -> str:
        """The move in table words (words.py), never naming a hidden card to anyone but its
        owner."""
        state = self._state
        return words.describe(action, self.names, viewer, state.queue[0] if state.queue else None)

    def describe_event(self, event: Event, viewer: int | None = None) -> str:
        """The event's sentence as `viewer` may read it (events.py)."""
        return event.words(self.names, viewer)

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
    def from_json(cls, data: Any) -> "Game":
        """Replays the snapshot's set-up and log; refuses a snapshot the replay disagrees with."""
        try:
            game = cls.replay(data["setup"], data["log"])
        except IllegalMove as exc:
            raise InputError(f"not a Deep Claim game snapshot ({exc})") from None
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
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


default_names = Game.default_names
