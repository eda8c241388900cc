"""What every game screen shares, through the Session base only: the table band, undo that
says what it takes back (and says so when there is nothing, touching nothing else), the log
behind a tap, and the full-screen winner card once the game is over. Screens of refereed games
also share the held move: it takes the middle of the screen until the table resolves it."""

from kivy.app import App
from kivy.properties import StringProperty
from kivy.uix.screenmanager import Screen

from companion.errors import IllegalMove
from companion.sessions.base import Session, Update
from ui.widgets import table_band  # noqa: F401  (TableBand is used in the screens' .kv)
from ui.widgets.dialogs import ask, show_log, tell
from ui.widgets.winner_card import winner_card


class TableScreen(Screen):
    UNIT = ""  # what the scores count, on the winner card ("VP", "gems")

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._bound: Session | None = None
        self._was_over = False

    @property
    def session(self) -> Session:
        return App.get_running_app().session

    def on_pre_enter(self, *_args) -> None:
        if self._bound is not self.session:
            self._bound = self.session
            self.session.subscribe(self._heard)
            self._was_over = self.session.over
        self.refresh()

    def _heard(self, update: Update) -> None:
        if self.session is not self._bound:  # another game is at the table now
            return
        self.heard(update)
        self.refresh()
        if self.session.over and not self._was_over:
            self.show_winner()
        self._was_over = self.session.over

    def heard(self, update: Update) -> None:
        """A screen's own reaction to an update, before it is redrawn."""

    def refresh(self) -> None:
        raise NotImplementedError

    def show_winner(self) -> None:
        winner_card(self.session, self.UNIT)

    # -- the table's choices ---------------------------------------------------------------------
    def undo(self) -> None:
        """Ask before taking back the last move, naming it; or say there is none."""
        what = self.session.undoable()
        if what is None:
            tell("Nothing to undo.")
            return
        ask(f"Undo: {what}?", "Undo it", self._undo, no="Keep it")

    def _undo(self) -> None:
        try:
            self.session.undo()
        except IllegalMove as refused:
            tell(f"Not undone: {refused}.")
        self.refresh()

    def show_log(self) -> None:
        show_log(self.session.log)


class RefereedTableScreen(TableScreen):
    """The screen of a game refereed by a turn engine (companion/sessions/refereed.py)."""

    MIDDLE = ("held", "table")  # ids of the panels that take turns in the `content` box
    held_text = StringProperty("")  # why the held move was refused; "" when none is held
    _middle: dict = {}  # filled once the .kv is applied

    def on_kv_post(self, _base) -> None:
        self._middle = {name: self.ids[name].__self__ for name in self.MIDDLE}
        for panel in self._middle.values():
            panel.parent.remove_widget(panel)
        self.show_middle()

    def middle(self) -> str:
        """The panel to show now: the held move while there is one."""
        return "held" if self.held_text else "table"

    def show_middle(self) -> None:
        if not self._middle:
            return
        content, shown = self.ids.content.__self__, self._middle[self.middle()]
        if shown.parent is not content:
            content.clear_widgets()
            content.add_widget(shown)

    def on_held_text(self, *_args) -> None:
        self.show_middle()

    def withdraw(self) -> None:
        self.session.withdraw()

    def override(self) -> None:
        """The held move as a house rule, asked first: the engine's record goes on without it."""
        held = self.session.held
        if held is not None:
            ask(f"Play it as a house rule? {self.session.describe(held.action)}: the engine's "
                "record goes on without it.", "House rule", self.session.override)

    def clear_alert(self) -> None:
        self.session.clear_alert()
