"""A Deep Claim game at one table: proposed moves checked by the engine, illegal ones held.

Every observed move (a camera snapshot's proposal or a tap) is proposed. A legal one is applied
and logged. An illegal one is held with the engine's reason, logged as held, and stays on the
screen until the table resolves it in one of three ways, each logged:
- withdrawn: the move was taken back on the table ("undo on the table");
- correction: the camera or a finger got it wrong; the move that really happened (legal) is
  applied in its place;
- override: the table plays it as a house rule. The engine cannot play an illegal move, so the
  move is recorded with its reason and the engine's state goes on without it (written in
  docs/rules-notes/deep-claim-sessions.md).
Moves proposed while one is held wait behind it and are checked again, in order, once it is
resolved. The state is always the replay of the log, so a restart rebuilds it exactly,
held moves included.

Hidden information: log lines come from the engine's events, which never name a face-down dig's
card; the session describes a held dig without its card either.
"""

import hashlib
import threading
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources

from companion.errors import IllegalMove
from companion.games.deep_claim import (
    Action,
    Event,
    Game,
    PlayBid,
    PlayDig,
    Recruit,
    action_from_json,
    action_to_json,
)
from companion.sessions.store import SessionStore

GAME = "deep-claim"
PHASE_NUMBERS = {"deploy": 1, "income": 2, "recruit": 3, "mine": 4, "contract": 5}
"""The six phases printed on the player boards, I-VI; VI (Score) is played at once by the engine
as the Contract phase ends, so the Score LED lights only once the game is over."""


def catalog_version() -> str:
    """The card catalogs the game is played with: a digest of the engine's data files, so a
    session says which (possibly edited) catalog its replay needs."""
    digest = hashlib.sha256()
    data = resources.files("companion.games.deep_claim").joinpath("data")
    for item in sorted(data.iterdir(), key=lambda entry: entry.name):
        if item.name.endswith(".json"):
            digest.update(item.name.encode() + item.read_bytes())
    return digest.hexdigest()[:12]


@dataclass(frozen=True)
class Held:
    """An illegal move the table has not resolved yet."""

    seq: int  # the log entry that holds it
    action: Action
    reason: str
    rule: str
    source: str  # "camera" | "tap"


@dataclass(frozen=True)
class Update:
    """kind: action, held, withdrawn, correction, override, undo, alert, over; text: one
    sentence."""

    kind: str
    text: str
    seat: int | None = None


class DeepClaimSession:
    def __init__(self, store: SessionStore, session_id: int):
        self.store = store
        self.id = session_id
        info = store.get(session_id)
        self.players: list[str] = info.players
        self.setup = {"seats": len(info.players), "seed": info.seed, "names": info.players,
                      **info.setup}
        self._lock = threading.RLock()
        self._listeners: list[Callable[[Update], None]] = []
        self.log: list[str] = []
        self.pending: list[Held] = []
        self._actions: list[Action] = []
        self.game = Game.new(**self.setup)
        self._replay()
        if self.game.over and info.finished is None:  # a power cut between last move and end
            self._finish()
        if info.catalog_version != catalog_version():
            self.log.append(f"The card catalog changed since this game began (catalog "
                            f"{info.catalog_version}, now {catalog_version()}); the replay "
                            "uses the current one.")

    @classmethod
    def start(cls, store: SessionStore, players: list[str], seed: int, objectives: bool = False,
              magnates: bool = False) -> "DeepClaimSession":
        Game.new(len(players), seed, players, objectives, magnates)  # refuses a bad set-up
        session_id = store.create(GAME, players, {"objectives": objectives,
                                                  "magnates": magnates}, seed=seed,
                                  catalog_version=catalog_version())
        return cls(store, session_id)

    # -- what the screen reads ------------------------------------------------------------------
    @property
    def held(self) -> Held | None:
        """The illegal move on show, waiting for the table's choice."""
        return self.pending[0] if self.pending else None

    @property
    def moves(self) -> tuple[Action, ...]:
        """The moves the table made, as logged (the engine's log adds its automatic steps)."""
        return tuple(self._actions)

    @property
    def turn(self) -> int | None:
        waiting = self.game.waiting_for
        return None if waiting is None else waiting[1]

    @property
    def phase(self) -> int | None:
        """The phase LED to light, 1..6 (I-VI), or None during set-up."""
        if self.game.over:
            return 6
        return PHASE_NUMBERS.get(self.game.phase)

    def view(self) -> dict:
        """What the table may see: no hands, objectives or face-down dig values."""
        return self.game.visible_to(None)

    def choices(self) -> list[Action]:
        """The legal moves now: what a correction may replace the held move with."""
        return self.game.legal_actions()

    def race(self) -> dict[str, list[int]]:
        """Each player's VP as every season played so far ended: the race chart's points."""
        game = Game.new(**self.setup)
        race: dict[str, list[int]] = {name: [0] for name in self.players}
        for action in self._actions:
            season = game.season
            game, _ = game.apply(action)
            if game.season != season or game.over:
                for name, vp in game.scores()["vp"].items():
                    race[name].append(vp)
        return race

    def describe(self, action: Action) -> str:
        """The move in words, never naming a face-down dig's card."""
        name = self.players[action.seat]
        if isinstance(action, PlayDig):
            return f"{name} deploys a face-down dig at location {action.location + 1}"
        if isinstance(action, PlayBid):
            return f"{name} bids {action.card} at location {action.location + 1}"
        if isinstance(action, Recruit):
            return f"{name} recruits {action.item.replace(':', ' ')}"
        fields = {k: v for k, v in action_to_json(action).items() if k not in ("type", "seat")}
        details = ", ".join(f"{k} {v}" for k, v in fields.items())
        return f"{name}: {type(action).__name__} {details}".rstrip()

    def public_reason(self, held: Held) -> str:
        if isinstance(held.action, PlayDig):
            return held.reason.replace(f"card {held.action.card} ", "that card ")
        return held.reason

    # -- what happens at the table --------------------------------------------------------------
    def subscribe(self, listener: Callable[[Update], None]) -> None:
        self._listeners.append(listener)

    def propose(self, action: Action, source: str = "tap") -> bool:
        """Apply `action` if legal (True); otherwise hold it with its reason (False)."""
        with self._lock:
            if not self.pending and self._try(action, "action", {"source": source}):
                return True
            try:
                self.game.check(action)
                reason, rule = "another move is held: resolve it first", "held"
            except IllegalMove as refused:
                reason, rule = str(refused), refused.rule
            seq = self._write("held", {"action": action_to_json(action), "reason": reason,
                                       "rule": rule, "source": source})
            held = Held(seq, action, reason, rule, source)
            self.pending.append(held)
            if held is self.held:
                self._notify(Update("held", f"Held: {self.describe(action)}: "
                                    f"{self.public_reason(held)}", action.seat))
            return False

    def withdraw(self) -> None:
        """The held move was taken back on the table."""
        held = self._first_held()
        self._write("withdrawn", {"held": held.seq})
        self._release(Update("withdrawn", f"Taken back: {self.describe(held.action)}.",
                             held.action.seat))

    def correct(self, action: Action) -> None:
        """What really happened instead of the held move; raises IllegalMove if it is illegal."""
        held = self._first_held()
        with self._lock:
            self.game.check(action)
            self._write("correction", {"held": held.seq, "action": action_to_json(action)})
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
        """Something seen that is no move at all (a card the camera cannot place): logged and
        shown, never applied."""
        with self._lock:
            self._write("alert", {"text": text})
            self._notify(Update("alert", text))

    def undo(self) -> None:
        """Take back the last applied move."""
        with self._lock:
            if not self._actions:
                raise IllegalMove("undo", "nothing to undo")
            if self.game.over:
                raise IllegalMove("game-over", "the game is over and its result is recorded")
            self._write("undo", {})
            undone = self._actions.pop()
            self.game = Game.replay(self.setup, [action_to_json(a) for a in self._actions])
            self._notify(Update("undo", f"Undone: {self.describe(undone)}.", undone.seat))

    # -- internals ------------------------------------------------------------------------------
    def _first_held(self) -> Held:
        if not self.pending:
            raise IllegalMove("nothing-held", "no move is held")
        return self.pending[0]

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
                self._notify(Update("held", f"Held: {self.describe(waiting.action)}: "
                                    f"{self.public_reason(self.pending[0])}",
                                    waiting.action.seat))
                return
            self.pending.pop(0)
            self._write("action", {"action": action_to_json(waiting.action),
                                   "source": waiting.source, "held": waiting.seq})
            self._apply(waiting.action, "action")

    def _try(self, action: Action, kind: str, extra: dict) -> bool:
        try:
            self.game.check(action)
        except IllegalMove:
            return False
        self._write(kind, {"action": action_to_json(action), **extra})
        self._apply(action, kind)
        return True

    def _apply(self, action: Action, kind: str, prefix: str = "") -> None:
        self.game, events = self.game.apply(action)
        self._actions.append(action)
        for event in events:
            self._notify(Update(kind, prefix + _public(event), event.seat))
            prefix = ""
        if self.game.over:
            self._finish()

    def _finish(self) -> None:
        scores = self.game.scores()
        winners = scores["final"]["winners"] if scores.get("final") else []
        self.store.finish(self.id, {"winner": " and ".join(winners), "scores": scores["vp"]})
        self._notify(Update("over", f"Game over: {' and '.join(winners)} won."))

    def _write(self, kind: str, payload: dict) -> int:
        return self.store.append(self.id, kind, payload)

    def _notify(self, update: Update) -> None:
        self.log.append(update.text)
        for listener in list(self._listeners):
            listener(update)

    def _replay(self) -> None:
        """Rebuild the game and the held moves from the log, without writing or notifying."""
        actions: list[Action] = []
        pending: dict[int, Held] = {}
        for entry in self.store.entries(self.id):
            payload = entry.payload
            if entry.kind in ("action", "correction"):
                actions.append(action_from_json(payload["action"]))
            if entry.kind == "held":
                pending[entry.seq] = Held(entry.seq, action_from_json(payload["action"]),
                                          payload["reason"], payload["rule"], payload["source"])
            elif "held" in payload:
                pending.pop(payload["held"], None)
            elif entry.kind == "undo":
                actions.pop()
        for action in actions:
            self.game, events = self.game.apply(action)
            self.log += [_public(event) for event in events]
        self._actions = actions
        self.pending = list(pending.values())


def _public(event: Event) -> str:
    """The event's sentence as the table may read it: a drafted contract goes to a private
    hand ("Contracts stay private in your hand from the moment you take one")."""
    if event.kind == "draft" and event.seat is not None:
        return event.text.split(" drafts ")[0] + " drafts a contract"
    return event.text
