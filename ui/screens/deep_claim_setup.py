"""Deep Claim set-up: 2-4 players in seat order (by the colour of their action cards: green,
yellow, blue, red; on screen each seat is its shape and number), the first player ("Choose a
first player and give them the hammer"), the objectives and magnates modules. The deal's seed is
drawn here and kept with the session, not shown."""

import random

from kivy.app import App
from kivy.properties import BooleanProperty, NumericProperty, StringProperty
from kivy.uix.screenmanager import Screen

from companion.errors import CompanionError
from companion.sessions.deep_claim import DeepClaimSession
from ui.kv import load_beside
from ui.widgets import buttons  # noqa: F401  (BigButton, BarButton are used in the .kv)

CARD_COLOURS = ("green", "yellow", "blue", "red")  # the seats' action cards


class DeepClaimSetupScreen(Screen):
    seats = NumericProperty(3)
    first = NumericProperty(0)  # the seat holding the hammer in the first season
    objectives = BooleanProperty(False)
    magnates = BooleanProperty(False)
    seed = NumericProperty(0)
    message = StringProperty("")

    def on_seats(self, _screen, seats: int) -> None:
        if self.first >= seats:
            self.first = 0

    def new_match(self) -> None:
        self.seed = random.randrange(1, 10_000)
        self.message = ""

    def names(self) -> list[str]:
        inputs = [self.ids[f"name{seat}"] for seat in range(self.seats)]
        return [field.text.strip() or CARD_COLOURS[seat].title()
                for seat, field in enumerate(inputs)]

    def start(self) -> None:
        names = self.names()
        if len(set(names)) != len(names):
            self.message = "Two players have the same name; give each seat its own."
            return
        app = App.get_running_app()
        try:
            session = DeepClaimSession.start(app.store, names, self.seed,
                                             objectives=self.objectives, magnates=self.magnates,
                                             first=int(self.first))
        except CompanionError as refused:
            self.message = str(refused)
            return
        app.play(session)


load_beside(__file__)
