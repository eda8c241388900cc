"""One game at one table: what every session shares, whatever the game.

A session owns its rows in the store: the set-up, then an append-only log of entries (accepted
moves, corrections, undos, alerts...). Its state is always the replay of that log, so a restart
rebuilds it exactly. The app, the LED prompts and the camera and sensor feeds know sessions only
through this class:

- `turn`, `phase`, `held`, `alert`, `over`: what the table screen and the LEDs show;
- `subscribe(listener)`: every change is told as one `Update` with one sentence for the log;
- `observe(seen)`: sensor and camera input, routed by type to the game's own handlers; what a
  game cannot use becomes an alert, never an exception;
- `raise_alert` / `clear_alert`: every game can show one alert (a sensor anomaly, a card the
  camera cannot place, a refused push) until it is cleared or the next move is accepted;
- `undo()` and `undoable()`: take back the last move, saying what it was.
"""

import threading
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from companion.errors import IllegalMove
from companion.sessions.inputs import (
    Observation,
    Proposal,
    SensorFault,
    SquareBack,
    SquarePushed,
    describe,
)
from companion.sessions.store import Entry, SessionStore


@dataclass(frozen=True)
class Update:
    """What a screen or the LEDs need to hear. kind: "action", "held", "withdrawn",
    "correction", "override", "undo", "alert", "cleared", "game", "win", "match", "over"...;
    text: one sentence for the action log; seat and cell: what it concerns, when it is one."""

    kind: str
    text: str
    seat: int | None = None
    cell: int | None = None


A = TypeVar("A")


@dataclass(frozen=True)
class Held(Generic[A]):
    """A move the engine refused, shown until the table resolves it."""

    seq: int  # the log entry that holds it
    action: A
    reason: str
    rule: str
    source: str  # "camera" | "tap"


class Session(ABC):
    GAME: ClassVar[str]  # the store's name for the game, as `Game.NAME`

    def __init__(self, store: SessionStore, session_id: int):
        self.store = store
        self.id = session_id
        self.info = store.get(session_id)
        self.players: list[str] = self.info.players
        self.log: list[str] = []  # every update's sentence, oldest first
        self.alerts: list[Update] = []  # every alert raised in this session
        self.alert: Update | None = None  # the alert on show
        self._lock = threading.RLock()
        self._listeners: list[Callable[[Update], None]] = []

    # -- what the table shows -------------------------------------------------------------------
    @property
    @abstractmethod
    def turn(self) -> int | None:
        """The seat whose turn it is (its seat LED), or None."""

    @property
    @abstractmethod
    def over(self) -> bool:
        """The session has ended (a game or match won, a table scored)."""

    @property
    def phase(self) -> int | None:
        """The phase LED to light (Deep Claim's I-VI as 1..6), or None for games without."""
        return None

    @property
    def held(self) -> Held[Any] | None:
        """An illegal move waiting for the table's choice, in games that hold them."""
        return None

    def undoable(self) -> str | None:
        """What `undo` would take back, in words, or None when there is nothing."""
        return None

    def undo(self) -> None:
        """Take back the last move; IllegalMove when there is none."""
        raise IllegalMove("undo", "nothing to undo")

    # -- listeners ------------------------------------------------------------------------------
    def subscribe(self, listener: Callable[[Update], None]) -> None:
        self._listeners.append(listener)

    def unsubscribe(self, listener: Callable[[Update], None]) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def _notify(self, update: Update) -> None:
        self.log.append(update.text)
        for listener in list(self._listeners):
            listener(update)

    # -- alerts ---------------------------------------------------------------------------------
    def raise_alert(self, text: str, cell: int | None = None, seat: int | None = None) -> None:
        """Something that is no move (a sensor anomaly, a refused push, a card the camera
        cannot place): logged and shown until cleared or the next accepted move."""
        with self._lock:
            self._write("alert", {"text": text, "seat": seat, "cell": cell})
            update = Update("alert", text, seat, cell)
            self.alerts.append(update)
            self.alert = update
            self._notify(update)

    def clear_alert(self) -> None:
        """The table has seen the alert."""
        with self._lock:
            if self.alert is None:
                return
            self._write("cleared", {})
            self.alert = None
            self._notify(Update("cleared", "Alert cleared."))

    def _accepted(self) -> None:
        """A move was accepted: the alert on show has been dealt with."""
        self.alert = None

    # -- input from the table -------------------------------------------------------------------
    def observe(self, seen: Observation) -> None:
        """Sensor or camera input, routed by its type."""
        with self._lock:
            match seen:
                case SensorFault(message=message, cells=cells):
                    self.raise_alert(f"Sensor: {message}", cells[0] if cells else None)
                case SquarePushed(face=face, cell=cell):
                    self.on_square_pushed(face, cell)
                case SquareBack(face=face, cell=cell):
                    self.on_square_back(face, cell)
                case _:
                    self.on_proposal(seen)

    def on_square_pushed(self, face: str, cell: int) -> None:
        self._unusable(SquarePushed(face, cell))

    def on_square_back(self, face: str, cell: int) -> None:
        self._unusable(SquareBack(face, cell))

    def on_proposal(self, proposal: Proposal) -> None:
        """A move the camera saw; games that follow the camera turn it into an action."""
        self._unusable(proposal)

    def _unusable(self, seen: Observation) -> None:
        title = self.GAME.replace("-", " ").title()
        self.raise_alert(f"Seen: {describe(seen)}, which is no move in {title}: not counted")

    # -- the log --------------------------------------------------------------------------------
    def _write(self, kind: str, payload: dict[str, Any]) -> int:
        return self.store.append(self.id, kind, payload)

    def _replay(self) -> None:
        """Rebuild from the log, without writing or notifying."""
        for entry in self.store.entries(self.id):
            if entry.kind == "alert":
                payload = entry.payload
                update = Update("alert", payload["text"], payload.get("seat"),
                                payload.get("cell"))
                self.alerts.append(update)
                self.alert = update
                self.log.append(update.text)
            elif entry.kind == "cleared":
                self.alert = None
            else:
                self._replay_entry(entry)
        self._after_replay()
        self._record_result()

    def _after_replay(self) -> None:  # noqa: B027  (most sessions derive nothing more)
        """Derive what the replayed entries imply (the engine state, say)."""

    @abstractmethod
    def _replay_entry(self, entry: Entry) -> None:
        """Take one logged entry of the game's own kinds back in."""

    # -- the result -----------------------------------------------------------------------------
    def result(self) -> dict[str, Any] | None:
        """What the store keeps once the session is over ({"winner": ..., "scores": ...})."""
        return None

    def _record_result(self) -> None:
        """Make the stored result agree with the log: finished with its result once over,
        open again when an undo reopened it (also after a power cut between the two writes)."""
        finished = self.store.get(self.id).finished is not None
        if self.over and not finished:
            self.store.finish(self.id, self.result() or {})
        elif not self.over and finished:
            self.store.reopen(self.id)
