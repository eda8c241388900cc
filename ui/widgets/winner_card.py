"""The end of a game, full screen: who won, big, on the winner's colour with their shape and
number, and every player's score. Read only from the Session base: players and result()."""

from collections.abc import Callable, Sequence

from kivy.core.window import Window
from kivy.properties import NumericProperty, StringProperty

from companion.sessions.base import Session
from ui import theme
from ui.kv import load_beside
from ui.widgets.buttons import BarButton, BigButton
from ui.widgets.dialogs import FullScreen


class WinnerCard(FullScreen):
    seat = NumericProperty(-1)  # the winner's seat; -1 for a shared win
    headline = StringProperty("")
    scores = StringProperty("")

    def __init__(self, headline: str, seat: int | None, scores: str,
                 buttons: Sequence[tuple[str, Callable[[], None] | None]] = (), **kwargs):
        super().__init__(headline=headline, seat=-1 if seat is None else seat, scores=scores,
                         **kwargs)
        for number, (label, then) in enumerate([*buttons, ("Close", None)]):
            button = (BigButton if number == 0 else BarButton)(text=label)
            button.bind(on_release=lambda _b, then=then: self._chosen(then))
            self.ids.buttons.add_widget(button)

    def _chosen(self, then: Callable[[], None] | None) -> None:
        self.close()
        if then is not None:
            then()


def winner_card(session: Session, unit: str = "",
                buttons: Sequence[tuple[str, Callable[[], None] | None]] = (),
                winner: str | None = None, scores: dict | None = None) -> WinnerCard:
    """The card for a finished `session` (its result(): winner and scores), or for `winner`
    and `scores` given (a game of a match)."""
    if winner is None or scores is None:
        result = session.result() or {}
        winner = result.get("winner", "") if winner is None else winner
        scores = result.get("scores", {}) if scores is None else scores
    names = list(session.players)
    winners = winner.split(" and ")
    seat = names.index(winners[0]) if len(winners) == 1 and winners[0] in names else None
    mark = f"{theme.seat_mark(seat)} " if seat is not None else ""
    headline = f"{mark}{winner.upper()} WIN{'S' if len(winners) == 1 else ''}!"
    lines = [f"{theme.seat_mark(names.index(name)) if name in names else ''} {name}   "
             f"{value}{' ' + unit if unit else ''}"
             for name, value in sorted(scores.items(), key=lambda item: -_number(item[1]))]
    for earlier in [w for w in Window.children if isinstance(w, WinnerCard)]:
        earlier.close()  # one card at a time: the newest result
    card = WinnerCard(headline, seat, "\n".join(lines), buttons)
    return card.show()


def _number(value) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return 0.0


load_beside(__file__)
