"""The live Mine Deeper table: both memory boards, whose turn, the action log, alerts and undo.

Pushes arrive from the sensor grid (through the app). In demo mode a tap on a memory board
pushes that square of the simulated wall, so it travels the same path as a real push; with real
sensors a tap enters a push the grid missed. Training mode shades every square not pushed yet by
its chance of hiding a red gem, from the hint posterior over all valid layouts.
"""

import threading

from kivy.app import App
from kivy.clock import mainthread
from kivy.properties import BooleanProperty, ListProperty, NumericProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.screenmanager import Screen

from companion.errors import IllegalMove
from companion.games.mine_deeper import hints
from companion.games.mine_deeper.game import opponent
from companion.sessions.base import Update
from companion.sessions.mine_deeper import MineDeeperSession
from ui.kv import load_beside
from ui.widgets import wall_grid  # noqa: F401  (WallGrid is used in the .kv)

LOG_LINES = 30


class MemoryBoardPanel(BoxLayout):
    """One player's memory board with their name (lit on their turn) and red gems found."""

    player = StringProperty("")
    symbols = ListProperty(["?"] * 25)
    heat = ListProperty([])
    marked = ListProperty([])
    active = BooleanProperty(False)
    reds = NumericProperty(0)  # red gems found on this board

    __events__ = ("on_square",)

    def on_symbols(self, *_args) -> None:
        self.reds = self.symbols.count("R")

    def on_square(self, cell: int) -> None:
        pass


class MineDeeperTableScreen(Screen):
    title = StringProperty("")
    turn_text = StringProperty("")
    alert_text = StringProperty("")
    log_text = StringProperty("")
    names = ListProperty(["", ""])
    boards = ListProperty([["?"] * 25, ["?"] * 25])
    heat = ListProperty([[], []])
    marked = ListProperty([[], []])
    turn = NumericProperty(-1)  # the seat to push, -1 once the game is won
    training = BooleanProperty(False)
    game_over = BooleanProperty(False)
    match_over = BooleanProperty(False)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._bound: MineDeeperSession | None = None

    @property
    def session(self) -> MineDeeperSession:
        return App.get_running_app().session

    def on_pre_enter(self, *_args) -> None:
        if self._bound is not self.session:
            self._bound = self.session
            self.session.subscribe(self._heard)
            self.alert_text = self.session.alerts[-1].text if self.session.alerts else ""
        self._refill_wall()
        self.refresh()

    def _refill_wall(self) -> None:
        """Demo: put back every square of the simulated wall not pushed in this game."""
        wall = App.get_running_app().devices.wall
        if wall is None:
            return
        for face, owner in self.session.faces.items():
            pushed = self.session.board(opponent(owner)).pushed()
            for cell in set(range(25)) - set(pushed):
                wall.put_back(face, cell)

    # -- what the players do ---------------------------------------------------------------------
    def tap(self, seat: int, cell: int) -> None:
        """`seat` touched `cell` on their memory board: a push of the opponent's wall there."""
        wall = App.get_running_app().devices.wall
        if wall is None:
            self.session.push(seat, cell)
            return
        wall.push(self._face_of(opponent(seat)), cell)

    def _face_of(self, seat: int) -> str:
        return next(face for face, owner in self.session.faces.items() if owner == seat)

    def undo(self) -> None:
        try:
            self.session.undo()
        except IllegalMove as refused:
            self.alert_text = str(refused)
            return
        self._refill_wall()

    def next_game(self) -> None:
        app = App.get_running_app()
        app.screens.get_screen("mine_deeper_setup").continue_match(self.session)
        app.show("mine_deeper_setup")

    def on_training(self, *_args) -> None:
        if self.training and hints.hint_index.cache_info().currsize == 0:
            self.turn_text = "Working out the chances..."
            threading.Thread(target=self._build_hints, daemon=True).start()
            return
        self.refresh()

    def _build_hints(self) -> None:
        hints.hint_index()
        self._after_hints()

    @mainthread
    def _after_hints(self) -> None:
        self.refresh()

    # -- what the screen shows -------------------------------------------------------------------
    def _heard(self, update: Update) -> None:
        if self.session is not self._bound:  # another game is at the table now
            return
        if update.kind == "alert":
            self._refill_wall()  # demo: a refused push's square goes back, as players would do
            self.alert_text = update.text
            seat = update.seat if update.seat is not None else 0
            self.marked = [[update.cell] if s == seat and update.cell is not None else []
                           for s in (0, 1)]
        else:
            self.alert_text = ""
            self.marked = [[], []]
        self.refresh()

    def refresh(self) -> None:
        session = self.session
        if session is None:
            return
        names = session.players
        self.names = list(names)
        match = session.match
        self.title = (f"Mine Deeper  game {len(session.games)}   "
                      f"{names[0]} {match.wins(0)} - {match.wins(1)} {names[1]}")
        self.boards = [list(session.board(seat).cells) for seat in (0, 1)]
        self.game_over = session.game.winner is not None
        self.turn = -1 if session.turn is None else session.turn
        self.match_over = match.winner is not None
        if match.winner is not None:
            self.turn_text = f"{names[match.winner]} wins the match!"
        elif self.game_over:
            self.turn_text = f"{names[session.game.winner]} wins game {len(session.games)}!"
        else:
            self.turn_text = f"{names[session.turn]}'s turn"
        lines = session.log[-LOG_LINES:] or [
            f"Resumed: game {len(session.games)}, {len(session.game.pushes)} push(es) so far."]
        self.log_text = "\n".join(reversed(lines))
        self.heat = [self._chances(seat) for seat in (0, 1)]

    def _chances(self, seat: int) -> list[float]:
        if not self.training or hints.hint_index.cache_info().currsize == 0:
            return []
        posterior = hints.posterior(self.session.board(seat))
        if posterior.red is None:
            return []
        return [chance for row in posterior.red for chance in row]


load_beside(__file__)
