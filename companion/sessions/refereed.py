"""A session refereed by a turn engine: proposed moves checked, illegal ones held.

Every observed move (a camera proposal or a tap) is proposed. A legal one is applied and logged.
An illegal one is held with the engine's reason, logged as held, and stays on the screen until
the table resolves it in one of three ways, each logged:
- withdrawn: the move was taken back on the table;
- correction: the camera or a finger got it wrong; the move that really happened (legal) is
  applied in its place;
- override: the table plays it as a house rule. The engine cannot play an illegal move, so the
  move is recorded with its reason and the engine's state goes on without it.
Moves proposed while one is held wait behind it and are checked again, in order, once it is
resolved. The state is always the replay of the log, held moves included.

Hidden information: every sentence comes from the engine's `describe_*` for the whole table
(viewer None), which never names a face-down card; `public_reason` does the same for a refusal.
"""

from collections.abc import Sequence
from typing import Any, ClassVar, Generic, TypeVar

from companion.errors import IllegalMove
from companion.games import base
from companion.sessions.base import Held, Session, Update
from companion.sessions.store import Entry, SessionStore

A = TypeVar("A")  # the engine's action type


class RefereedSession(Session, Generic[A]):
    ENGINE: ClassVar[type[base.Game]]

    def __init__(self, store: SessionStore, session_id: int):
        super().__init__(store, session_id)
        self.setup: dict[str, Any] = {"names": self.players, "seed": self.info.seed,
                                      **self.info.setup}
        self.pending: list[Held[A]] = []
        self._actions: list[A] = []
        self.game = self.ENGINE.new(**self.setup)
        self._replay()
        if self.info.catalog_version not in ("1", self.ENGINE.catalog_version()):
            self.log.append(f"The {self.ENGINE.TITLE} card catalog changed since this game "
                            f"began (catalog {self.info.catalog_version}, now "
                            f"{self.ENGINE.catalog_version()}); the replay uses the current one.")

    @classmethod
    def start(cls, store: SessionStore, players: Sequence[str], seed: int,
              **options: Any) -> "RefereedSession":
        """A new game at the table; a set-up the rules refuse is refused before anything is
        written."""
        cls.ENGINE.new(list(players), seed, **options)
        session_id = store.create(cls.GAME, list(players), options, seed=seed,
                                  catalog_version=cls.ENGINE.catalog_version())
        return cls(store, session_id)

    # -- what the table shows -------------------------------------------------------------------
    @property
    def turn(self) -> int | None:
        return self.game.turn

    @property
    def over(self) -> bool:
        return self.game.over

    @property
    def held(self) -> Held[A] | None:
        return self.pending[0] if self.pending else None

    @property
    def moves(self) -> tuple[A, ...]:
        """The moves the table made, as logged."""
        return tuple(self._actions)

    def view(self) -> Any:
        """What the whole table may see."""
        return self.game.view(None)

    def choices(self) -> list[A]:
        """The legal moves now: what a correction may replace the held move with."""
        return self.game.legal_actions()

    def describe(self, action: A) -> str:
        return self.game.describe_action(action, None)

    def public_reason(self, held: Held[A]) -> str:
        """The held move's reason as the whole table may read it."""
        return held.reason

    def undoable(self) -> str | None:
        if not self._actions or self.game.over:
            return None
        return self.describe(self._actions[-1])

    def result(self) -> dict[str, Any]:
        winners = [self.players[s] for s in self.game.winners()]
        return {"winner": " and ".join(winners),
                "scores": {name: points.total
                           for name, points in zip(self.players, self.game.points(),
                                                   strict=True)}}

    # -- what happens at the table --------------------------------------------------------------
    def propose(self, action: A, source: str = "tap") -> bool:
        """Apply `action` if legal (True); otherwise hold it with its reason (False)."""
        with self._lock:
            if not self.pending and self._try(action, {"source": source}):
                return True
            try:
                self.game.check(action)
                reason, rule = "another move is held: resolve it first", "held"
            except IllegalMove as refused:
                reason, rule = str(refused), refused.rule
            seq = self._write("held", {"action": self.ENGINE.action_to_json(action),
                                       "reason": reason, "rule": rule, "source": source})
            held = Held(seq, action, reason, rule, source)
            self.pending.append(held)
            if held is self.held:
                self._tell_held(held)
            return False

    def withdraw(self) -> None:
        """The held move was taken back on the table."""
        held = self._first_held()
        self._write("withdrawn", {"held": held.seq})
        self._release(Update("withdrawn", f"Taken back: {self.describe(held.action)}.",
                             held.action.seat))

    def correct(self, action: A) -> None:
        """What really happened instead of the held move; raises IllegalMove if it is illegal."""
        held = self._first_held()
        with self._lock:
            self.game.check(action)
            self._write("correction", {"held": held.seq,
                                       "action": self.ENGINE.action_to_json(action)})
            self.pending.pop(0)
            self._apply(action, "correction", f"Corrected {self.describe(held.action)} to ")
            self._recheck()

    def override(self) -> None:
        """The table plays the held move as a house rule; the engine goes on without it."""
        held = self._first_held()
        self._write("override", {"held": held.seq})
        self._release(Update("override", f"House rule: {self.describe(held.action)} stands "
                             f"({self.public_reason(held)}); the engine's record goes on "
                             "without it.", held.action.seat))

    def note(self, text: str) -> None:
        """Something seen that is no move at all: logged and shown, never applied."""
        self.raise_alert(text)

    def undo(self) -> None:
        """Take back the last applied move; a held move stays held."""
        with self._lock:
            if not self._actions:
                raise IllegalMove("undo", "nothing to undo")
            if self.game.over:
                raise IllegalMove("game-over", "the game is over and its result is recorded")
            undone = self._actions[-1]
            text = f"Undone: {self.describe(undone)}."
            self._write("undo", {})
            self._actions.pop()
            self.game = self._replayed(self._actions)
            self._notify(Update("undo", text, undone.seat))

    # -- internals ------------------------------------------------------------------------------
    def _first_held(self) -> Held[A]:
        if not self.pending:
            raise IllegalMove("nothing-held", "no move is held")
        return self.pending[0]

    def _tell_held(self, held: Held[A]) -> None:
        self._notify(Update("held", f"Held: {self.describe(held.action)}: "
                            f"{self.public_reason(held)}", held.action.seat))

    def _release(self, update: Update) -> None:
        with self._lock:
            self.pending.pop(0)
            self._notify(update)
            self._recheck()

    def _recheck(self) -> None:
        """Moves that waited behind a held one: legal ones apply, the first illegal one shows."""
        while self.pending:
            waiting = self.pending[0]
            try:
                self.game.check(waiting.action)
            except IllegalMove as refused:
                self.pending[0] = Held(waiting.seq, waiting.action, str(refused), refused.rule,
                                       waiting.source)
                self._tell_held(self.pending[0])
                return
            self.pending.pop(0)
            self._write("action", {"action": self.ENGINE.action_to_json(waiting.action),
                                   "source": waiting.source, "held": waiting.seq})
            self._apply(waiting.action, "action")

    def _try(self, action: A, extra: dict[str, Any]) -> bool:
        try:
            self.game.check(action)
        except IllegalMove:
            return False
        self._write("action", {"action": self.ENGINE.action_to_json(action), **extra})
        self._apply(action, "action")
        return True

    def _apply(self, action: A, kind: str, prefix: str = "") -> None:
        self.game, events = self.game.apply(action)
        self._actions.append(action)
        self._accepted()
        self._applied(events)
        for event in events:
            self._notify(Update(kind, prefix + self.game.describe_event(event, None),
                                event.seat))
            prefix = ""
        if self.game.over:
            self.store.finish(self.id, self.result())
            winners = " and ".join(self.players[s] for s in self.game.winners())
            self._notify(Update("over", f"Game over: {winners} won."))

    def _applied(self, events: list[base.Event]) -> None:  # noqa: B027  (most games need none)
        """What a move caused, heard before the table is told (DIG's gem prompts)."""

    def _replayed(self, actions: list[A]) -> base.Game:
        game = self.ENGINE.new(**self.setup)
        for action in actions:
            game, _ = game.apply(action)
        return game

    def _replay_entry(self, entry: Entry) -> None:
        payload = entry.payload
        if entry.kind in ("action", "correction"):
            self._actions.append(self.ENGINE.action_from_json(payload["action"]))
            self.alert = None
        if entry.kind == "held":
            self.pending.append(Held(entry.seq, self.ENGINE.action_from_json(payload["action"]),
                                     payload["reason"], payload["rule"], payload["source"]))
        elif "held" in payload:
            self.pending = [h for h in self.pending if h.seq != payload["held"]]
        elif entry.kind == "undo":
            self._actions.pop()

    def _after_replay(self) -> None:
        """The engine state from the replayed moves, with the log's sentences."""
        for action in self._actions:
            self.game, events = self.game.apply(action)
            self.log += [self.game.describe_event(event, None) for event in events]
