"""Set-up for the games the companion scores rather than referees (Deep Shelf, DIG): 1-4
players by name."""

from kivy.app import App
from kivy.properties import NumericProperty, StringProperty
from kivy.uix.screenmanager import Screen

from companion.errors import CompanionError
from companion.sessions.deep_shelf import DeepShelfSession
from companion.sessions.dig import DigSession
from ui.kv import load_beside
from ui.widgets import buttons  # noqa: F401  (BigButton, BarButton are used in the .kv)

SESSIONS = {"deep-shelf": DeepShelfSession, "dig": DigSession}


class PlayersSetupScreen(Screen):
    game = StringProperty("")
    title = StringProperty("")
    seats = NumericProperty(2)
    message = StringProperty("")

    def new_match(self) -> None:
        self.message = ""

    def start(self) -> None:
        names = [self.ids[f"name{n}"].text.strip() or f"Player {n + 1}"
                 for n in range(self.seats)]
        if len(set(names)) != len(names):
            self.message = "Two players have the same name; give each its own."
            return
        app = App.get_running_app()
        try:
            session = SESSIONS[self.game].start(app.store, names)
        except CompanionError as refused:  # a set-up the rules refuse (DIG: 2 to 4 players)
            self.message = str(refused)
            return
        app.play(session)


load_beside(__file__)
