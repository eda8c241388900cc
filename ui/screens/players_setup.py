"""Set-up for Deep Shelf's score pad (1-4 players by name; also "Follow the turns", its refereed
game for 2-4 players) and DIG (2-4 players: a set-up the rules refuse is said, not started)."""

import random

from kivy.app import App
from kivy.properties import BooleanProperty, NumericProperty, StringProperty
from kivy.uix.screenmanager import Screen

from companion.errors import CompanionError
from companion.sessions.deep_shelf import DeepShelfSession
from companion.sessions.deep_shelf_turns import DeepShelfTurnsSession
from companion.sessions.dig import DigSession
from ui.kv import load_beside
from ui.widgets import buttons  # noqa: F401  (BigButton, BarButton are used in the .kv)

SESSIONS = {"deep-shelf": DeepShelfSession, "dig": DigSession}


class PlayersSetupScreen(Screen):
    game = StringProperty("")
    title = StringProperty("")
    seats = NumericProperty(2)
    message = StringProperty("")
    turns = BooleanProperty(False)  # the game can also be followed turn by turn (Deep Shelf)

    def new_match(self) -> None:
        self.message = ""
        self.ids.first_game.state = "normal"

    def _names(self) -> list[str] | None:
        names = [self.ids[f"name{n}"].text.strip() or f"Player {n + 1}"
                 for n in range(self.seats)]
        if len(set(names)) != len(names):
            self.message = "Two players have the same name; give each its own."
            return None
        return names

    def start(self) -> None:
        names = self._names()
        if names is None:
            return
        app = App.get_running_app()
        try:
            session = SESSIONS[self.game].start(app.store, names)
        except CompanionError as refused:  # a set-up the rules refuse (DIG: 2 to 4 players)
            self.message = str(refused)
            return
        app.play(session)

    def start_turns(self) -> None:
        """Deep Shelf refereed turn by turn (2-4 players)."""
        names = self._names()
        if names is None:
            return
        if len(names) < 2:
            self.message = "Following the turns needs 2-4 players."
            return
        app = App.get_running_app()
        first_game = self.ids.first_game.state == "down"
        app.play(DeepShelfTurnsSession.start(app.store, names, random.randrange(1, 10**6),
                                             first_game=first_game))


load_beside(__file__)
