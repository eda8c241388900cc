"""The live Mine Deeper table: the band (whose turn, the match score), both memory boards with
each player's red gems found, alerts with their reason (the square outlined) in place of the
boards' headers, undo, the log behind a tap, and a winner card after every game.

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

from companion.games.mine_deeper import hints
from companion.games.mine_deeper.game import opponent
from companion.sessions.base import Update
from companion.sessions.mine_deeper import MineDeeperSession
from ui.kv import load_beside
from ui.screens.table_screen import TableScreen
from ui.widgets import buttons, look, wall_grid  # noqa: F401  (classes used in the .kv)
from ui.widgets.winner_card import winner_card


class BoardHeader(BoxLayout):
    """A memory board's owner (badge and name) and the red gems they have found, of 5."""

    seat = NumericProperty(0)
    player = StringProperty("")
    reds = NumericProperty(0)


class MineDeeperTableScreen(TableScreen):
    alert_text = StringProperty("")
    names = ListProperty(["", ""])
    boards = ListProperty([["?"] * 25, ["?"] * 25])
    heat = ListProperty([[], []])
    marked = ListProperty([[], []])
    training = BooleanProperty(False)
    game_over = BooleanProperty(False)
    match_over = BooleanProperty(False)
    _above: dict = {}  # the alert, or the boards' headers, above the boards

    @property
    def session(self) -> MineDeeperSession:
        return App.get_running_app().session

    def on_kv_post(self, _base) -> None:
        self._above = {True: [self.ids.alert.__self__],
                       False: [self.ids.header0.__self__, self.ids.header1.__self__]}
        for widgets in self._above.values():
            for widget in widgets:
                widget.parent.remove_widget(widget)
        self.on_alert_text()

    def on_alert_text(self, *_args) -> None:
        if not self._above:
            return
        row, shown = self.ids.headers, self._above[bool(self.alert_text)]
        if shown[0].parent is not row:
            row.clear_widgets()
            for widget in shown:
                row.add_widget(widget)

    def on_pre_enter(self, *_args) -> None:
        if self._bound is not self.session:
            self.alert_text = "" if self.session.alert is None else self.session.alert.text
        self._refill_wall()
        super().on_pre_enter()

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

    def _undo(self) -> None:
        super()._undo()
        self._refill_wall()

    def clear_alert(self) -> None:
        self.session.clear_alert()

    def next_game(self) -> None:
        app = App.get_running_app()
        app.screens.get_screen("mine_deeper_setup").continue_match(self.session)
        app.show("mine_deeper_setup")

    def on_training(self, *_args) -> None:
        if self.training and hints.hint_index.cache_info().currsize == 0:
            self.ids.band.headline = "WORKING OUT THE CHANCES..."
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
    def heard(self, update: Update) -> None:
        if update.kind == "alert":
            self._refill_wall()  # demo: a refused push's square goes back, as players would do
            self.alert_text = update.text
            seat = update.seat if update.seat is not None else 0
            self.marked = [[update.cell] if s == seat and update.cell is not None else []
                           for s in (0, 1)]
        else:
            self.alert_text = ""
            self.marked = [[], []]
        if update.kind == "win" and self.session.match.winner is None:
            self._game_card(update.seat)

    def _game_card(self, seat: int | None) -> None:
        """One game of the match is won: its card, with the next game one tap away."""
        session = self.session
        wins = {name: session.match.wins(s) for s, name in enumerate(session.players)}
        winner_card(session, "games won", [("Next game", self.next_game)],
                    winner=session.players[seat] if seat is not None else "", scores=wins)

    def show_winner(self) -> None:
        session = self.session
        winner_card(session, "games won", scores={
            name: session.match.wins(s) for s, name in enumerate(session.players)})

    def refresh(self) -> None:
        session = self.session
        if session is None:
            return
        names = session.players
        self.names = list(names)
        match = session.match
        self.boards = [list(session.board(seat).cells) for seat in (0, 1)]
        self.game_over = session.game.winner is not None
        self.match_over = match.winner is not None
        band = self.ids.band
        band.phase = f"{match.wins(0)}–{match.wins(1)}"
        band.caption = f"GAME {len(session.games)}"
        if match.winner is not None:
            band.announce(f"{names[match.winner]} wins the match", match.winner)
        elif self.game_over:
            band.announce(f"{names[session.game.winner]} wins", session.game.winner)
        else:
            band.show(session, "push a square")
        self.heat = [self._chances(seat) for seat in (0, 1)]

    def _chances(self, seat: int) -> list[float]:
        if not self.training or hints.hint_index.cache_info().currsize == 0:
            return []
        posterior = hints.posterior(self.session.board(seat))
        if posterior.red is None:
            return []
        return [chance for row in posterior.red for chance in row]


load_beside(__file__)
