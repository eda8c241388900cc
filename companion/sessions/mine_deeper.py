"""A Mine Deeper match at one table, driven by the sensor grid, a camera on a wall face, or taps.

Set-up registers both walls (typed in, or a key card and the way it was laid). Each square seen
pushed becomes a push by the opponent of the player who filled that face; the engine accepts it
or refuses it with its rule, and a refused push or a sensor anomaly is kept as an alert and
shown, never counted. The log holds only accepted pushes, undos, new games and alerts, so the
match is rebuilt exactly by replaying it after a restart.

A square back in the wall: while a game is being played, putting back the square of the last
push undoes it (the push was a mistake), and any other square back is an alert. Once the game
is won, the walls are refilled for the next game: squares coming back are expected and undo
nothing. A winning push taken back by tap reopens the game, and the match if it decided it.
"""

from collections.abc import Sequence

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
from companion.sessions.base import Session, Update
from companion.sessions.store import Entry, SessionStore

GAME = Game.NAME
DEFAULT_FACES = {"north": 0, "south": 1}  # which seat filled which wall face


class MineDeeperSession(Session):
    GAME = GAME

    def __init__(self, store: SessionStore, session_id: int):
        super().__init__(store, session_id)
        self.faces: dict[str, int] = self.info.setup.get("faces", DEFAULT_FACES)
        self.games: list[Game] = []
        self._replay()

    # -- set-up ---------------------------------------------------------------------------------
    @classmethod
    def start(cls, store: SessionStore, players: Sequence[str], layouts: tuple[Layout, Layout],
              first: int = 0, faces: dict[str, int] | None = None) -> "MineDeeperSession":
        """A new match; the walls are checked before anything is written."""
        Game.new(players, layouts=layouts, first=first)
        session_id = store.create(GAME, list(players), {"faces": faces or DEFAULT_FACES},
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
            game = self._new_game(layouts, first)  # checks both walls before anything is written
            self._write("game", _game_payload(layouts, first))
            self.games.append(game)
            self._accepted()
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

    @property
    def over(self) -> bool:
        return self.match.winner is not None

    def board(self, seat: int) -> MemoryBoard:
        return self.game.board(seat)

    def result(self) -> dict:
        return {"winner": self.players[self.match.winner], "games": list(self.match.winners)}

    def undoable(self) -> str | None:
        if not self.game.pushes:
            return None
        return self.game.describe_action(self.game.pushes[-1])

    # -- what happens at the table --------------------------------------------------------------
    def on_square_pushed(self, face: str, cell: int) -> None:
        """A square of `face` was seen pushed out."""
        owner = self.faces.get(face)
        if owner is None:
            self.raise_alert(f"a square moved on the {face} face, which no player filled", cell)
            return
        self.push(opponent(owner), cell)

    def on_square_back(self, face: str, cell: int) -> None:
        """A square of `face` reads present again (see the module docstring)."""
        with self._lock:
            owner = self.faces.get(face)
            if owner is None or self.game.over:
                return  # refilling for the next game
            if cell not in self.board(opponent(owner)).pushed():
                return  # its push was already undone
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
            self._accepted()
            for event in events:
                self._announce(event)

    def undo(self) -> None:
        """Take back the last push of this game (the square was put back, or by tap)."""
        with self._lock:
            if not self.game.pushes:
                raise IllegalMove("undo", "nothing to undo in this game")
            last = self.game.pushes[-1]
            text = f"Undone: {self.game.describe_action(last)}."
            self._write("undo", {"seat": last.seat, "cell": cell_name(last.cell)})
            self.games[-1] = self.game.undone()
            self._record_result()
            self._notify(Update("undo", text, last.seat, last.cell))

    # -- internals ------------------------------------------------------------------------------
    def _new_game(self, layouts: tuple[Layout, Layout], first: int) -> Game:
        return Game.new(self.players, layouts=layouts, first=first)

    def _announce(self, event: PieceFell | GameWon) -> None:
        if isinstance(event, PieceFell):
            self._notify(Update("push", self.game.describe_event(event), event.seat,
                                event.cell))
            return
        name = self.players[event.seat]
        self._notify(Update("win", f"{name} found all 5 red gems and wins the game!", event.seat))
        if self.match.winner is not None:
            self._record_result()
            self._notify(Update("match", f"{name} wins the match "
                                f"{self.match.wins(event.seat)}-"
                                f"{self.match.wins(opponent(event.seat))}!", event.seat))

    def _replay_entry(self, entry: Entry) -> None:
        if entry.kind == "game":
            layouts = tuple(Layout(tuple(text)) for text in entry.payload["layouts"])
            self.games.append(self._new_game((layouts[0], layouts[1]), entry.payload["first"]))
        elif entry.kind == "action":
            push = Push(entry.payload["seat"], cell_index(entry.payload["cell"]))
            self.games[-1], _ = self.games[-1].apply(push)
            self.alert = None
        elif entry.kind == "undo":
            self.games[-1] = self.games[-1].undone()


def _game_payload(layouts: tuple[Layout, Layout], first: int) -> dict:
    return {"layouts": ["".join(layout.cells) for layout in layouts], "first": first}
