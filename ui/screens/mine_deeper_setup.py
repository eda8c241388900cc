"""Mine Deeper set-up: both players' names and walls, and who pushes first."""

from kivy.app import App
from kivy.properties import NumericProperty, ObjectProperty, StringProperty
from kivy.uix.screenmanager import Screen

from companion.errors import CompanionError
from companion.sessions.mine_deeper import MineDeeperSession
from ui.kv import load_beside
from ui.widgets import wall_editor  # noqa: F401  (WallEditor is used in the .kv)

DEFAULT_NAMES = ("Player 1", "Player 2")


class MineDeeperSetupScreen(Screen):
    first = NumericProperty(0)  # the seat that pushes first
    message = StringProperty("")
    match = ObjectProperty(None, allownone=True)  # the match whose next game is being set up

    def new_match(self) -> None:
        self.match = None
        self.first = 0
        for editor in (self.ids.north, self.ids.south):
            editor.ids.name.text = ""
            editor.clear()

    def continue_match(self, session: MineDeeperSession) -> None:
        """Set up the next game of `session`: same players, the loser of the last game first."""
        self.match = session
        for editor, name in zip((self.ids.north, self.ids.south), session.players, strict=True):
            editor.ids.name.text = name
            editor.clear()  # the walls are filled afresh for the next game
        self.first = session.match.next_first()

    def names(self) -> list[str]:
        editors = (self.ids.north, self.ids.south)
        return [editor.player or default
                for editor, default in zip(editors, DEFAULT_NAMES, strict=True)]

    def start(self) -> None:
        """Write the new match and open the live table; a wall that breaks a rule is refused."""
        app = App.get_running_app()
        layouts = (self.ids.north.layout, self.ids.south.layout)
        try:
            if self.match is None:
                session = MineDeeperSession.start(app.store, self.names(), layouts,
                                                  first=self.first)
            else:
                session = self.match
                session.next_game(layouts)
        except CompanionError as refused:
            self.message = str(refused)
            return
        self.message = ""
        app.play(session)


load_beside(__file__)
