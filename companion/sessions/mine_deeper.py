"""A Mine Deeper match at one table, driven by the sensor grid (or by taps on the screen).

Set-up registers both walls (typed in, or a key card and the way it was laid). Each square the
grid reports pushed becomes a push by the opponent of the player who filled that face; the
engine accepts it or refuses it with its rule, and a refused push or a sensor anomaly is kept
as an alert and shown, never counted. The log holds only accepted pushes, undos, new games and
alerts, so the match is rebuilt exactly by replaying it after a restart.
"""

import threading
from collections.abc import Callable
from dataclasses import dataclass

from companion.errors import IllegalMove
from companion.games.mine_deeper import (
    Game,
    GameWon,
    Layout,
    Match,
    PieceFell,
    Push,
    cell_index,
    cell_name,
)
from companion.games.mine_deeper.game import opponent
from companion.games.mine_deeper.layout import MemoryBoard
from companion.sessions.store import SessionStore

GAME = "mine-deeper"
DEFAULT_FACES = {"north": 0, "south": 1}  # which seat filled which wall face


@dataclass(frozen=True)
class Update:
    """What a screen or the LEDs need to hear: kind is "push", "win", "match", "undo",
    "game" or "alert"; text is one sentence for the action log."""

    kind: str
    text: str
    seat: int | None = None
    cell: int | None = None


class MineDeeperSession:
    def __init__(self, store: SessionStore, session_id: int):
        self.store = store
        self.id = session_id
        info = store.get(session_id)
        self.players: list[str] = info.players
        self.faces: dict[str, int] = info.setup.get("faces", DEFAULT_FACES)
        self._lock = threading.RLock()
        self._listeners: list[Callable[[Update], None]] = []
        self.log: list[str] = []
        self.games, self.alerts = self._replay()
        if self.match.winner is not None and info.finished is None:  # a power cut between the
            self._finish_match()  # winning push and the match's end: the end is recorded now

    # -- set-up ---------------------------------------------------------------------------------
    @classmethod
    def start(cls, store: SessionStore, players: list[str], layouts: tuple[Layout, Layout],
              first: int = 0, faces: dict[str, int] | None = None) -> "MineDeeperSession":
        """A new match; the walls are checked before anything is written."""
        Game(layouts, first)
        session_id = store.create(GAME, players, {"faces": faces or DEFAULT_FACES},
                                  first_entry=("game", _game_payload(layouts, first)))
        return cls(store, session_id)

    def next_game(self, layouts: tuple[Layout, Layout]) -> None:
        """The next game of the best of three; the loser of the last game goes first."""
        with self._lock:
            if self.game.winner is None:
                raise IllegalMove("game-on", "finish this game before starting the next one")
            if self.match.winner is not None:
                raise IllegalMove("match-over", f"{self.players[self.match.winner]} has won "
                                  "the match")
            first = self.match.next_first()
            game = Game(layouts, first)  # checks both walls before anything is written
            self._write("game", _game_payload(layouts, first))
            self.games.append(game)
            self._notify(Update("game", f"Game {len(self.games)}: "
                                f"{self.players[first]} pushes first.", seat=first))

    # -- derived state --------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self.games[-1]

    @property
    def match(self) -> Match:
        return Match(tuple(game.winner for game in self.games if game.winner is not None))

    @property
    def turn(self) -> int | None:
        return self.game.turn

    def board(self, seat: int) -> MemoryBoard:
        return self.game.board(seat)

    # -- what happens at the table --------------------------------------------------------------
    def subscribe(self, listener: Callable[[Update], None]) -> None:
        self._listeners.append(listener)

    def on_square_pushed(self, face: str, cell: int) -> None:
        """The sensor grid saw a square of `face` pushed out."""
        owner = self.faces.get(face)
        if owner is None:
            self.raise_alert(f"a square moved on the {face} face, which no player filled", cell)
            return
        self.push(opponent(owner), cell)

    def on_square_back(self, face: str, cell: int) -> None:
        """The grid reads a square present again. Putting back the last push undoes it; a square
        whose push was already undone, or refilled for the next game, is expected; any other
        square back in the wall is an alert, and its push still counts."""
        with self._lock:
            owner = self.faces.get(face)
            if owner is None or cell not in self.board(opponent(owner)).pushed():
                return
            if self.game.pushes[-1] == Push(opponent(owner), cell):
                self.undo()
            else:
                self.raise_alert(f"{cell_name(cell)} of the {face} face is back in the wall but "
                                 "it was not the last push: its push still counts", cell,
                                 opponent(owner))

    def push(self, seat: int, cell: int) -> None:
        with self._lock:
            try:
                after, events = self.game.apply(Push(seat, cell))
            except IllegalMove as refused:
                self.raise_alert(f"{self.players[seat]} pushed {cell_name(cell)}: not counted, "
                                 f"{refused}", cell, seat)
                return
            self._write("action", {"seat": seat, "cell": cell_name(cell)})
            self.games[-1] = after
            for event in events:
                self._announce(event)

    def undo(self) -> None:
        """Take back the last push of this game (the square was put back)."""
        with self._lock:
            if not self.game.pushes:
                raise IllegalMove("undo", "nothing to undo in this game")
            last = self.game.pushes[-1]
            self._write("undo", {"seat": last.seat, "cell": cell_name(last.cell)})
            self.games[-1] = Game(self.game.layouts, self.game.first, self.game.pushes[:-1])
            self._notify(Update("undo", f"Undone: {self.players[last.seat]}'s push of "
                                f"{cell_name(last.cell)}.", last.seat, last.cell))

    def raise_alert(self, text: str, cell: int | None = None, seat: int | None = None) -> None:
        """A sensor anomaly or a refused push: logged and shown, never counted as a move."""
        with self._lock:
            self._write("alert", {"text": text})
            update = Update("alert", text, seat, cell)
            self.alerts.append(update)
            self._notify(update)

    # -- internals ------------------------------------------------------------------------------
    def _announce(self, event: PieceFell | GameWon) -> None:
        if isinstance(event, PieceFell):
            names = (self.players[0], self.players[1])
            self._notify(Update("push", self.game.describe(event, names), event.seat, event.cell))
            return
        name = self.players[event.seat]
        self._notify(Update("win", f"{name} found all 5 red gems and wins the game!", event.seat))
        if self.match.winner is not None:
            self._finish_match()
            self._notify(Update("match", f"{name} wins the match "
                                f"{self.match.wins(event.seat)}-"
                                f"{self.match.wins(opponent(event.seat))}!", event.seat))

    def _finish_match(self) -> None:
        self.store.finish(self.id, {"winner": self.players[self.match.winner],
                                    "games": list(self.match.winners)})

    def _write(self, kind: str, payload: dict) -> None:
        self.store.append(self.id, kind, payload)

    def _notify(self, update: Update) -> None:
        self.log.append(update.text)
        for listener in list(self._listeners):
            listener(update)

    def _replay(self) -> tuple[list[Game], list[Update]]:
        games: list[Game] = []
        alerts: list[Update] = []
        for entry in self.store.entries(self.id):
            if entry.kind == "game":
                layouts = tuple(Layout(tuple(text)) for text in entry.payload["layouts"])
                games.append(Game((layouts[0], layouts[1]), entry.payload["first"]))
            elif entry.kind == "action":
                push = Push(entry.payload["seat"], cell_index(entry.payload["cell"]))
                games[-1], _ = games[-1].apply(push)
            elif entry.kind == "undo":
                game = games[-1]
                games[-1] = Game(game.layouts, game.first, game.pushes[:-1])
            elif entry.kind == "alert":
                alerts.append(Update("alert", entry.payload["text"]))
        return games, alerts


def _game_payload(layouts: tuple[Layout, Layout], first: int) -> dict:
    return {"layouts": ["".join(layout.cells) for layout in layouts], "first": first}
