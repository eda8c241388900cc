"""A game of DIG on the engine protocol (companion/games/base.py).

`Game.new(names, seed, table_hill=False, first=0, tavern=None)`: a seeded game shuffles its own
hill and tavern with the seed; with `table_hill` the table shuffles a real hill and tells the
engine each card drawn (`Reveal`, from the camera or a tap), the engine keeping only the counts.
`tavern` names the six companions set out (default: drawn with the seed). The rules and the
readings taken where the rulebook is open are written in the module of the part they concern
(turns, arrival, enemies, equipment, galleries, gallery, payment, catalog) and gathered in
docs/rules-notes/dig.md.
"""

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from companion.errors import IllegalMove, InputError
from companion.games import base
from companion.games.dig import actions, turns, words
from companion.games.dig.catalog import default_catalog
from companion.games.dig.reasons import explain
from companion.games.dig.setup import PLAYERS, new_state
from companion.games.dig.state import State
from companion.games.dig.table_events import Event, TurnBegins
from companion.games.dig.view import TableView, table_view


@dataclass(frozen=True)
class Game(base.Game[actions.Action, Event, TableView]):
    NAME = "dig"
    TITLE = "DIG"
    PLAYERS = PLAYERS
    OPTIONS = {"table_hill": False, "first": 0}
    POINTS = "gems"

    _state: State
    _setup: dict[str, Any] = field(compare=False)
    _log: tuple[dict[str, Any], ...] = ()

    @classmethod
    def new(cls, names: Sequence[str], seed: int, table_hill: bool = False, first: int = 0,
            tavern: Sequence[str] | None = None) -> "Game":
        state = new_state(list(names), seed, table_hill, first, tavern, default_catalog())
        setup = {"names": list(names), "seed": seed, "table_hill": table_hill, "first": first,
                 "tavern": list(state.tavern)}
        return cls(state, setup)

    # -- reading ---------------------------------------------------------------------------
    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self._state.players)

    @property
    def over(self) -> bool:
        return self._state.phase == "over"

    @property
    def turn(self) -> int | None:
        """The seat the game waits on: the player whose turn it is, or the one who must decide
        on a card (a shield against an enemy sent by another's scepter)."""
        if self.over:
            return None
        return self._state.tasks[-1].seat if self._state.tasks else self._state.turn

    @property
    def player_turn(self) -> int | None:
        """Whose turn it is (the seat LED), even while another player decides on a card."""
        return None if self.over else self._state.turn

    @property
    def state(self) -> State:
        """The state behind the game, for views and invariants: never to be changed."""
        return self._state

    def winners(self) -> list[int]:
        return list(self._state.winners)

    def points(self) -> list[base.Points]:
        return [base.Points(tuple(p.items)) for p in self._state.players]

    def view(self, seat: int | None) -> TableView:
        return table_view(self._state, seat, self.turn)

    # -- rules ------------------------------------------------------------------------------
    @cached_property
    def _legal(self) -> list[actions.Action]:
        return turns.options(self._state)

    def legal_actions(self) -> list[actions.Action]:
        return list(self._legal)

    def check(self, action: actions.Action) -> actions.Action:
        action = actions.normalised(action)
        if type(action).__name__ in actions.ACTION_TYPES and action in self._legal:
            return action
        raise explain(self._state, action)

    def apply(self, action: actions.Action) -> tuple["Game", list[Event]]:
        action = self.check(action)
        state = self._state.clone()
        events: list[Event] = []
        turns.carry_out(state, action, events)
        return Game(state, self._setup, (*self._log, actions.action_to_json(action))), events

    # -- words ------------------------------------------------------------------------------
    def describe_action(self, action: actions.Action, viewer: int | None = None) -> str:
        return words.describe_action(self._state, action, viewer)

    def describe_event(self, event: Event, viewer: int | None = None) -> str:
        return words.describe_event(self._state, event, viewer)

    def opening_events(self) -> list[Event]:
        """What the table hears as the game begins."""
        return [TurnBegins(self._state.turn)]

    # -- plain JSON -------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"game": self.NAME, "catalog": self.catalog_version(), "setup": dict(self._setup),
                "actions": list(self._log), "state": self._state.to_json()}

    @classmethod
    def from_json(cls, data: Any) -> "Game":
        """Replays the set-up and actions; refuses a snapshot its own replay disagrees with."""
        try:
            game = cls.new(**data["setup"])
            for number, action in enumerate(data["actions"], start=1):
                try:
                    game, _ = game.apply(cls.action_from_json(action))
                except IllegalMove as exc:
                    raise InputError(f"action {number} {json.dumps(action)[:80]}: {exc}"
                                     ) from None
        except IllegalMove as exc:
            raise InputError(f"not a DIG game: {exc}") from None
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise InputError(f"not a DIG game ({type(exc).__name__}: {exc})"[:200]) from None
        if game.to_json() != data:
            raise InputError("not a DIG game: the snapshot does not match the replay of its "
                             "own actions")
        return game

    @classmethod
    def action_to_json(cls, action: actions.Action) -> dict[str, Any]:
        return actions.action_to_json(action)

    @classmethod
    def action_from_json(cls, data: Any) -> actions.Action:
        return actions.action_from_json(data)
