"""DIG at the table: the band (whose gallery is open, every player's gems as big numbers), each
player's row (Dig, +1 and, apart from it, -1), and while a gallery is open the cards to tap as
they are drawn.

Tap a player's "Dig" to open their gallery, then each card as it is drawn (with "Recruit on
it" down when a recruit is placed on it). The engine places the gems and refuses an impossible
draw with its rule. When the gallery closes, what its owner takes is added to their gems.
"+1" / "-1" count gems won or paid outside galleries. "Finish" (once someone has 10, after a
confirmation) shows the winner card.
"""

from kivy.app import App
from kivy.properties import BooleanProperty, NumericProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout

from companion.errors import CompanionError
from companion.games.dig import CARD_NAMES
from companion.sessions.dig import GOAL, DigSession
from ui.kv import load_beside
from ui.screens.table_screen import TableScreen
from ui.widgets import look  # noqa: F401  (SeatBadge is used in the .kv)
from ui.widgets.buttons import BarButton
from ui.widgets.dialogs import ask

CARD_ORDER = ("iron", "gold", "diamond", "ruby", "rune", "gem-egg", "snake", "spider", "ghost",
              "skeleton", "thief", "orc", "werewolf", "exit", "gem-room", "collapse", "close")
assert set(CARD_ORDER) == set(CARD_NAMES)


class DigPlayerRow(BoxLayout):
    seat = NumericProperty(0)
    player = StringProperty("")

    __events__ = ("on_action",)

    def on_action(self, action: str) -> None:
        pass


class DigTableScreen(TableScreen):
    UNIT = "gems"
    recruit = BooleanProperty(False)
    gallery_text = StringProperty("")
    message = StringProperty("")
    finished = BooleanProperty(False)
    can_finish = BooleanProperty(False)  # someone has 10 gems
    _middle: dict = {}

    @property
    def session(self) -> DigSession:
        return App.get_running_app().session

    def on_kv_post(self, _base) -> None:
        self._middle = {False: self.ids.players.__self__, True: self.ids.gallery_panel.__self__}
        for panel in self._middle.values():
            panel.parent.remove_widget(panel)
        for card in CARD_ORDER:
            button = BarButton(text=card, font_size="20sp")
            button.bind(on_release=lambda _b, c=card: self.draw(c))
            self.ids.cards.add_widget(button)

    def on_pre_enter(self, *_args) -> None:
        self.finished = self.session.over
        self.message = "Tap Dig beside a player to open their gallery."
        super().on_pre_enter()

    def refresh(self) -> None:
        session = self.session
        players = self.ids.players
        if len(players.children) != len(session.players):
            players.clear_widgets()
            for seat, name in enumerate(session.players):
                row = DigPlayerRow(seat=seat, player=name)
                row.bind(on_action=lambda _row, action, s=seat: self.act(s, action))
                players.add_widget(row)
        band = self.ids.band
        band.scores = [(seat, name, session.gems(seat))
                       for seat, name in enumerate(session.players)]
        self.can_finish = max(session.gems(s) for s in range(len(session.players))) >= GOAL
        digging = session.digger is not None
        self._show(digging)
        if session.over:
            band.announce(f"{session.result()['winner']} wins")
        elif digging:
            band.show(session, "tap each card")
            slots = [f"{n}. {slot.card}" + (" (recruit)" if slot.recruit else "")
                     + (f" [{slot.gems} gem]" if slot.gems else "")
                     for n, slot in enumerate(session.gallery.slots, start=1)]
            taken = session.gallery.result()
            self.gallery_text = (f"{session.players[session.digger]}'s gallery: "
                                 + (", ".join(slots) or "empty")
                                 + f"\nClosing now takes {taken.gems} gems, {taken.runes} runes.")
        else:
            band.announce("Who digs? Tap Dig")
            self.gallery_text = "No gallery open."

    def _show(self, digging: bool) -> None:
        content, shown = self.ids.content, self._middle[digging]
        if shown.parent is not content:
            content.clear_widgets()
            content.add_widget(shown)

    def _try(self, act) -> bool:
        try:
            act()
        except CompanionError as refused:
            self.message = f"Not counted: {refused}"
            return False
        return True

    def act(self, seat: int, action: str) -> None:
        if action == "dig":
            self.open_gallery(seat)
        else:
            self.adjust(seat, 1 if action == "plus" else -1)

    def open_gallery(self, seat: int) -> None:
        if self._try(lambda: self.session.open_gallery(seat)):
            self.message = f"{self.session.players[seat]} digs: tap each card drawn."
        self.refresh()

    def draw(self, card: str) -> None:
        happened: list[str] = []
        if self._try(lambda: happened.extend(self.session.draw(card, self.recruit))):
            self.message = "; ".join(happened) or f"{card}: nothing happens"
            self.recruit = False
        self.refresh()

    def adjust(self, seat: int, change: int) -> None:
        self._try(lambda: self.session.adjust(seat, change))
        self.refresh()

    def finish(self) -> None:
        """Asks first: the game ends for good."""
        leader = self.session.players[self.session.leader()]
        ask(f"Finish the game? {leader} wins with {self.session.gems(self.session.leader())} "
            "gems.", "Finish", self._finish, no="Not yet")

    def _finish(self) -> None:
        if self._try(self.session.finish):
            self.message = "The game is in the history."
            self.finished = True
        self.refresh()


load_beside(__file__)
