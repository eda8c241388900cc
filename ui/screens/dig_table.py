"""DIG at the table: each player's gems and runes, and the open gallery dug card by card.

Tap a player's "Dig" to open their gallery, then each card as it is drawn (with "recruit" down
when a recruit is placed on it). The engine places the gems and refuses an impossible draw with
its rule. When the gallery closes, what its owner takes is added to their gems. "+1" / "-1"
count gems won or paid outside galleries. "Finish" names the winner once someone has 10.
"""

from kivy.app import App
from kivy.properties import BooleanProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.label import Label
from kivy.uix.screenmanager import Screen
from kivy.uix.widget import Widget

from companion.errors import CompanionError
from companion.games.dig import CARD_NAMES
from companion.sessions.dig import DigSession
from ui.kv import load_beside
from ui.widgets.buttons import BarButton

CARD_ORDER = ("iron", "gold", "diamond", "ruby", "rune", "gem-egg", "snake", "spider", "ghost",
              "skeleton", "thief", "orc", "werewolf", "exit", "gem-room", "collapse", "close")
assert set(CARD_ORDER) == set(CARD_NAMES)


class DigTableScreen(Screen):
    recruit = BooleanProperty(False)
    gallery_text = StringProperty("")
    message = StringProperty("")
    finished = BooleanProperty(False)

    @property
    def session(self) -> DigSession:
        return App.get_running_app().session

    def on_pre_enter(self, *_args) -> None:
        cards = self.ids.cards
        if not cards.children:
            for card in CARD_ORDER:
                button = BarButton(text=card, font_size="15sp")
                button.bind(on_release=lambda _b, c=card: self.draw(c))
                cards.add_widget(button)
        self.finished = False
        self.message = "Tap Dig beside a player to open their gallery."
        self.refresh()

    def refresh(self) -> None:
        session = self.session
        box = self.ids.players
        box.clear_widgets()
        for seat, name in enumerate(session.players):
            row = BoxLayout(size_hint_y=None, height="50dp", spacing="4dp")
            count = Label(text=f"{name}: {session.gems(seat)} gems\n"
                               f"({session.runes(seat)} runes)", font_size="15sp",
                          halign="left", valign="middle")
            count.bind(size=lambda label, size: setattr(label, "text_size", size))
            row.add_widget(count)
            for text, action in (("-1", lambda s=seat: self.adjust(s, -1)),
                                 ("+1", lambda s=seat: self.adjust(s, 1)),
                                 ("Dig", lambda s=seat: self.open_gallery(s))):
                button = BarButton(text=text, size_hint_x=None, width="50dp", height="50dp")
                button.bind(on_release=lambda _b, act=action: act())
                row.add_widget(button)
            box.add_widget(row)
        box.add_widget(Widget())  # rows from the top
        if session.digger is None:
            self.gallery_text = "No gallery open."
        else:
            slots = [f"{n}. {slot.card}" + (" (recruit)" if slot.recruit else "")
                     + (f" [{slot.gems} gem]" if slot.gems else "")
                     for n, slot in enumerate(session.gallery.slots, start=1)]
            taken = session.gallery.result()
            self.gallery_text = (f"{session.players[session.digger]}'s gallery: "
                                 + (", ".join(slots) or "empty")
                                 + f"\nClosing now takes {taken.gems} gems, {taken.runes} runes.")

    def _try(self, act) -> bool:
        try:
            act()
        except CompanionError as refused:
            self.message = f"Not counted: {refused}"
            return False
        return True

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
        winner: list[str] = []
        if self._try(lambda: winner.append(self.session.finish())):
            self.message = f"{winner[0]} wins and is King of the Hill! The game is in the history."
            self.finished = True


load_beside(__file__)
