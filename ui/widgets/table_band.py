"""The band across the top of every game screen, read from across the table: whose turn and
what to do ("ANA — DEPLOY A CARD", 40 sp, on the seat's colour with its shape and number), the
phase as a big numeral, the app's turn timer when it runs, and each player's score as a big
number.

It reads only the Session base (players, turn, over); the screen says what the table must do
and what counts as the phase and the scores. A tap on the scores tells the screen
(`on_details`), which opens what lies behind them.
"""

from kivy.properties import ListProperty, NumericProperty, StringProperty
from kivy.uix.behaviors import ButtonBehavior
from kivy.uix.boxlayout import BoxLayout

from companion.sessions.base import Session
from ui import theme
from ui.kv import load_beside
from ui.widgets import look  # noqa: F401  (SeatBadge is used in the .kv)


class ScoreChip(BoxLayout):
    seat = NumericProperty(0)
    name = StringProperty("")
    value = StringProperty("")


class ScoreBoard(ButtonBehavior, BoxLayout):
    """The players' scores side by side; the whole row is one target."""


class TableBand(BoxLayout):
    seat = NumericProperty(-1)  # whose turn (-1: no one's)
    headline = StringProperty("")  # "ANA — DEPLOY A CARD"
    ink = ListProperty(list(theme.TEXT))  # the text colour that reads on the seat's colour
    phase = StringProperty("")  # "II"
    caption = StringProperty("")  # "SEASON 2"
    scores = ListProperty([])  # [(seat, name, "12"), ...]

    __events__ = ("on_details",)

    def on_seat(self, *_args) -> None:
        self.ink = list(theme.text_on(theme.seat_colour(self.seat if self.seat >= 0 else None)))

    def on_details(self) -> None:
        pass

    def on_scores(self, *_args) -> None:
        board = self.ids.scores
        if len(board.children) != len(self.scores):
            board.clear_widgets()
            for _ in self.scores:
                board.add_widget(ScoreChip())
        for chip, (seat, name, value) in zip(reversed(board.children), self.scores,
                                             strict=True):
            chip.seat, chip.name, chip.value = seat, name, str(value)

    def show(self, session: Session, what: str, seat: int | None = None) -> None:
        """`what` the table must do, for the seat whose turn it is (or `seat`, when the game
        waits on someone else, or on no one with None and an empty turn)."""
        seat = session.turn if seat is None else seat
        if seat is None or session.over:
            self.announce(what)
            return
        self.announce(f"{session.players[seat]} — {what}", seat)

    def announce(self, text: str, seat: int | None = None) -> None:
        """`text` as it is, on `seat`'s colour (or no one's)."""
        self.seat = -1 if seat is None else seat
        self.headline = text.upper()


load_beside(__file__)
