"""A game of Deep Shelf on the engine protocol (companion/games/base.py).

`Game` is a frozen value over the mutable `State` (state.py), cloned before every action. The
front of the decision queue says who decides what; `legal_actions` lists its choices, `check`
refuses anything else naming the rule, `apply` carries an action out and moves the game on
(flow.py) to the next decision. `to_json` holds the set-up, the action log and a snapshot of the
state; `from_json` replays the log and refuses a snapshot that disagrees with its own replay.

Where the rulebook is open, the reading taken is written in the module of the rule it concerns
and collected in docs/rules-notes/deep-shelf.md. The board is part 2's: part 1 plays with the
ledger board (ledger.py), on which the table reports what happened on its physical board.
"""

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from companion.errors import IllegalMove, InputError
from companion.games import base
from companion.games.deep_shelf import actions, cards, flow, market, words
from companion.games.deep_shelf.actions import ENGINE_ACTIONS, Buy, Done, Power, Sell
from companion.games.deep_shelf.events import Told
from companion.games.deep_shelf.setup import BOARD, PLAYERS, new_state
from companion.games.deep_shelf.state import State
from companion.games.deep_shelf.steps import check_programs, choices, step
from companion.games.deep_shelf.view import View, snapshot

Action = Any  # one of ENGINE_ACTIONS or of the board's ACTIONS
_REPLAYED: dict[str, "Game"] = {}  # the last game replayed, by its set-up


@dataclass(frozen=True)
class Game(base.Game[Action, Told, View]):
    NAME = "deep-shelf"
    TITLE = "Deep Shelf"
    PLAYERS = PLAYERS
    OPTIONS = {"first_game": False}

    _state: State

    @classmethod
    def new(cls, names: Sequence[str], seed: int, first_game: bool = False) -> "Game":
        check_programs(BOARD)
        state = new_state(list(names), seed, first_game)
        flow.advance(state, [])
        return cls(state)

    @classmethod
    def actions(cls) -> tuple[type, ...]:
        return ENGINE_ACTIONS + BOARD.ACTIONS

    # -- reading -------------------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The state, for reading only (tests, the view)."""
        return self._state

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self._state.players)

    @property
    def over(self) -> bool:
        return self._state.stage == "over"

    @property
    def turn(self) -> int | None:
        """The seat the game waits on."""
        waiting = self._state.waiting
        return None if self.over or waiting is None else waiting["seat"]

    @property
    def waiting(self) -> dict[str, Any] | None:
        """The decision the game waits on: {"kind", "seat", ...}."""
        return None if self.over else dict(self._state.waiting)

    def winners(self) -> list[int]:
        final = self._state.final
        return list(final["winners"]) if final else []

    def points(self) -> list[base.Points]:
        """Nothing scores during play; once the game ends, each endgame category."""
        final = self._state.final
        if final is None:
            return [base.Points() for _ in self._state.players]
        return [base.Points(tuple(base.PointItem(vp, source, why)
                                  for vp, source, why in player["items"]))
                for player in final["players"]]

    def view(self, seat: int | None) -> View:
        """Deep Shelf hides nothing from a seat that it shows the table."""
        return snapshot(self._state)

    # -- rules ---------------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        waiting = self._state.waiting
        return [] if self.over or waiting is None else choices(self._state, waiting)

    def check(self, action: Action) -> Action:
        state = self._state
        if type(action) not in self.actions():
            raise IllegalMove("action", f"{type(action).__name__} is no Deep Shelf action")
        if self.over:
            raise IllegalMove("game-over", "the game is over")
        if action.seat not in state.seats:
            raise IllegalMove("seat", f"seat {action.seat} does not exist; seats are "
                              f"0-{len(state.players) - 1}")
        d = state.waiting
        if isinstance(action, Power) and d["kind"] != "power":
            raise cards.refuse_power(state, action.seat)
        if isinstance(action, Buy | Sell) and d["kind"] != "market":
            raise market.refuse_outside(state, action.seat)
        if action.seat != d["seat"]:
            raise IllegalMove("turn", f"the game waits for {words.waiting(self.names, d)}")
        handler = step(state, d["kind"])
        if isinstance(action, Done):
            if handler.optional:
                return action
            raise IllegalMove("must", f"{self.names[d['seat']]} must "
                              f"{words.step_words(d['kind'])}: it cannot be skipped")
        candidates = list(handler.candidates(state, d))
        if type(action) not in (set(handler.actions) or {type(c) for c in candidates}):
            raise IllegalMove("step", f"the game waits for {words.waiting(self.names, d)}, "
                              f"not: {self.describe_action(action)}")
        handler.refuse(state, d, action)
        if action not in candidates:
            raise IllegalMove("action", f"{self.describe_action(action)} is not one of the "
                              "choices now")
        return action

    def apply(self, action: Action) -> tuple["Game", list[Told]]:
        action = self.check(action)
        state = self._state.clone()
        d = state.queue[0]
        events: list[Told] = []
        state.urgent = 0
        if isinstance(action, Done):
            state.finish(d)
        else:
            step(state, d["kind"]).carry_out(state, d, action, events)
            if any(waiting is d for waiting in state.queue) and not choices(state, d):
                state.finish(d)
        state.log.append(self.action_to_json(action))
        flow.advance(state, events)
        return Game(state), events

    # -- words ---------------------------------------------------------------------------------
    def describe_action(self, action: Action, viewer: int | None = None) -> str:
        if type(action) in BOARD.ACTIONS:
            return self._state.board.describe(action, self.names)
        return words.action(action, self.names, [p.faction for p in self._state.players])

    def describe_event(self, event: Told, viewer: int | None = None) -> str:
        return event.text

    # -- plain JSON ----------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        state = self._state
        return {
            "game": self.NAME,
            "catalog": self.catalog_version(),
            "setup": {"names": list(self.names), "seed": state.seed,
                      "first_game": state.first_game},
            "log": list(state.log),  # its entries are never changed: shared, not copied
            "state": _state_json(state),
        }

    @classmethod
    def from_json(cls, data: Any) -> "Game":
        """Replays the set-up and log; refuses a snapshot its own replay disagrees with."""
        try:
            game = cls.replay(data["setup"], data["log"])
        except (IllegalMove, InputError) as exc:
            raise InputError(f"not a Deep Shelf game ({exc})") from None
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise InputError(f"not a Deep Shelf game ({type(exc).__name__}: {exc})"[:200]
                             ) from None
        if game.to_json() != data:
            raise InputError("not a Deep Shelf game: the snapshot does not match the replay of "
                             "its own log")
        return game

    @classmethod
    def replay(cls, setup: dict[str, Any], log: list[Any]) -> "Game":
        """The game after `log` (actions as JSON) from `setup`; InputError names the first
        action that cannot be played. The last game replayed is kept: a log that goes on from it
        (a session saved after each move) replays only its new actions."""
        key = json.dumps(setup, sort_keys=True)
        game = _REPLAYED.get(key)
        if game is None or game._state.log != log[:len(game._state.log)]:
            game = cls.new(setup["names"], setup["seed"], bool(setup.get("first_game")))
        for number in range(len(game._state.log), len(log)):
            try:
                game, _ = game.apply(cls.action_from_json(log[number]))
            except (IllegalMove, InputError) as exc:
                raise InputError(f"action {number + 1}: {exc}") from None
        _REPLAYED.clear()
        _REPLAYED[key] = game
        return game

    @classmethod
    def action_to_json(cls, action: Action) -> dict[str, Any]:
        return actions.to_json(action)

    @classmethod
    def action_from_json(cls, data: Any) -> Action:
        return actions.from_json(data, cls.actions())


def _state_json(state: State) -> dict[str, Any]:
    """The state as plain JSON, every container a copy."""
    return {
        "stage": state.stage, "order": list(state.order), "rounds": state.rounds,
        "turn": state.turn.to_json() if state.turn else None,
        "players": [p.to_json() for p in state.players], "board": state.board.to_json(),
        "market": dict(state.market), "discounts": dict(state.discounts),
        "stacks": {tech: [list(c) for c in copies] for tech, copies in state.stacks.items()},
        "exploitation": state.exploitation, "impending": state.impending,
        "deck": list(state.deck), "drawn": list(state.drawn), "shuffles": state.shuffles,
        "supply": dict(state.supply),
        "explorer": state.explorer, "trigger": dict(state.trigger) if state.trigger else None,
        "last_turns": list(state.last_turns) if state.last_turns is not None else None,
        "queue": json.loads(json.dumps(state.queue)), "final": json.loads(json.dumps(state.final)),
    }
