"""The live DIG table: every player's galleries side by side (cards, recruits, gems, where the
next gems fall, what closing now gives), their gems, crystals and hands, the tavern, the
camera's view, and what the table must do next.

Cards reach the session from the camera (a card laid in a gallery row or beside: see
companion/sessions/dig_camera.py) or by tap; the decisions the camera cannot see (a recruit
placed, a card kept or used, a shield, the tavern) are the buttons under the galleries. The
gems to place by hand are prompted in purple ("Place 1 gem on card 10 of Ann's second
gallery"); a card the camera cannot place is an alert until "Seen" is tapped; a move the rules
refuse is held with its reason and the table's three ways out.
"""

from collections.abc import Callable

from kivy.app import App
from kivy.clock import Clock, mainthread
from kivy.properties import (
    BooleanProperty,
    ListProperty,
    NumericProperty,
    ObjectProperty,
    StringProperty,
)
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.screenmanager import Screen

from companion.errors import IllegalMove
from companion.games.dig import actions as a
from companion.games.dig.galleries import gallery_name
from companion.games.dig.words import card_name, waiting
from companion.sessions.base import Update
from companion.sessions.dig import DigSession
from companion.sessions.inputs import Proposal
from ui.camera_feed import CameraFeed
from ui.kv import load_beside
from ui.widgets import buttons, camera_view, gallery_strip  # noqa: F401  (used in the .kv)
from ui.widgets.buttons import BigButton
from ui.widgets.move_picker import MovePicker

SEAT_COLOURS = ((0.86, 0.30, 0.25, 1), (0.25, 0.50, 0.90, 1), (0.30, 0.70, 0.35, 1),
                (0.95, 0.75, 0.20, 1))  # the four recruit colours, by seat
GROUPED = 4  # more choices of one kind than this go into a list of their own


class GalleryRow(BoxLayout):
    """One gallery place of a player: its strip and its numbers in words."""

    gallery = ObjectProperty(None, allownone=True)
    colour = ListProperty([1, 1, 1, 1])
    place = ObjectProperty(1)
    words = StringProperty("")


class PlayerBoard(BoxLayout):
    """One player: name and gems on their seat colour, four gallery places, the hand."""

    colour = ListProperty([1, 1, 1, 1])
    title = StringProperty("")
    hand = StringProperty("")
    turn = BooleanProperty(False)


class DigTableScreen(Screen):
    turn_text = StringProperty("")
    prompt_text = StringProperty("")
    banner_text = StringProperty("")
    banner_kind = StringProperty("")  # "", "alert", "question", "held"
    tavern_text = StringProperty("")
    over = BooleanProperty(False)
    boards_height = NumericProperty(0)  # the tallest board's: boards stand side by side

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._bound: DigSession | None = None
        self.feed: CameraFeed | None = None
        self._refresh_soon = Clock.create_trigger(lambda _dt: self.refresh())  # once a frame

    @property
    def session(self) -> DigSession:
        return App.get_running_app().session

    def on_pre_enter(self, *_args) -> None:
        if self._bound is not self.session:
            self._bound = self.session
            self.session.subscribe(self._heard)
        self.refresh()

    def on_enter(self, *_args) -> None:
        self._start_camera()

    def on_leave(self, *_args) -> None:
        if self.feed is not None:
            self.feed.stop()
            self.feed = None

    def _heard(self, _update: Update) -> None:
        if self.session is self._bound:
            self._refresh_soon()

    # -- the camera ------------------------------------------------------------------------------
    def _start_camera(self) -> None:
        app = App.get_running_app()
        source, why = app.camera_for(self.session)
        if source is None:
            self.ids.camera.clear(f"No camera picture ({why}): cards are entered by tap.")
            return
        from vision.scanner import Scanner

        config = app.table_config
        self.ids.camera.clear("Starting the camera...")
        self.feed = CameraFeed(source, Scanner.from_config(config, "dig"), self._proposed,
                               self._picture,
                               warmup_s=2 * config["vision"]["present_s"])
        self.feed.start()

    @mainthread
    def _proposed(self, proposals: list[Proposal]) -> None:
        for proposal in proposals:
            self.session.observe(proposal)

    @mainthread
    def _picture(self, frame, outlines) -> None:
        if self.feed is not None:
            self.ids.camera.show(frame, outlines)

    # -- what the screen shows -------------------------------------------------------------------
    def refresh(self) -> None:
        session = self.session
        if session is None:
            return
        game = session.game
        view = session.view()
        self.over = game.over
        self.turn_text = waiting(game.state) if not game.over else self._result_words()
        self.prompt_text = "\n".join(session.prompts)
        self._banner()
        boards = self.ids.boards
        boards.clear_widgets()
        for player in view.players:
            board = self._board(player, view.turn)
            board.bind(minimum_height=self._fit_boards)
            boards.add_widget(board)
        self.tavern_text = self._tavern_words(view)
        self._choices()

    def _fit_boards(self, *_args) -> None:
        self.boards_height = max(board.minimum_height for board in self.ids.boards.children)

    def _result_words(self) -> str:
        names = [self.session.players[s] for s in self.session.game.winners()]
        return f"Game over: {' and '.join(names)} " + (
            "share the win" if len(names) > 1 else "is King of the Hill")

    def _banner(self) -> None:
        session = self.session
        if session.held is not None:
            self.banner_kind = "held"
            self.banner_text = (f"Held: {session.describe(session.held.action)}\n"
                                f"{session.public_reason(session.held)}")
        elif session.question is not None:
            self.banner_kind, self.banner_text = "question", session.question.text
        elif session.alert is not None:
            self.banner_kind, self.banner_text = "alert", session.alert.text
        else:
            self.banner_kind, self.banner_text = "", ""
        box = self.ids.banner_choices
        box.clear_widgets()
        if self.banner_kind == "question":
            for index, (label, _moves) in enumerate(session.question.choices):
                self._button(box, label, lambda i=index: session.answer(i))

    def _board(self, player, turn: int | None) -> PlayerBoard:
        colour = SEAT_COLOURS[player.seat]
        board = PlayerBoard(colour=colour, turn=player.seat == turn,
                            title=f"[b]{player.name}[/b]  {player.total} gems"
                                  + (f" ({player.runes} runes)" if player.runes else ""))
        for place, gallery in enumerate(player.galleries, start=1):
            board.ids.galleries.add_widget(GalleryRow(gallery=gallery, colour=colour,
                                                      place=place,
                                                      words=_gallery_words(place, gallery)))
        board.hand = _hand_words(player)
        return board

    @staticmethod
    def _tavern_words(view) -> str:
        companions = "; ".join(f"{name} ({', '.join(price)})" for name, price in view.tavern)
        return (f"Tavern: {companions}. Recruits 5 crystals. {view.supply} gems left; hill "
                f"{view.hill} cards, discard {view.discard}.")

    # -- the table's choices ---------------------------------------------------------------------
    def _choices(self) -> None:
        """The legal moves as buttons: a kind with few moves one button each, a kind with many
        one button opening their list."""
        box = self.ids.choices
        box.clear_widgets()
        session = self.session
        if session.game.over or session.held is not None:
            return
        groups: dict[str, list] = {}
        for action in session.choices():
            groups.setdefault(_group(action), []).append(action)
        for group, moves in groups.items():
            if len(moves) <= GROUPED:
                for move in moves:
                    self._button(box, _short(move), lambda m=move: self._propose(m))
            else:
                self._button(box, f"{group}...", lambda m=moves, g=group: self._pick(g, m))

    def _button(self, box, text: str, then: Callable[[], None]) -> None:
        button = BigButton(text=text, size_hint=(None, None), height="52dp")
        button.bind(texture_size=lambda b, size: setattr(b, "width", size[0] + 28))
        button.bind(on_release=lambda _b: then())
        box.add_widget(button)

    def _propose(self, action) -> None:
        self.session.propose(action, "tap")

    def _pick(self, title: str, moves: list) -> None:
        MovePicker(title, [(_short(m) if isinstance(m, a.Reveal) else self.session.describe(m),
                            lambda m=m: self._propose(m)) for m in moves]).show()

    def enter_move(self) -> None:
        """Every legal move, described in full."""
        self._pick("Enter the move", self.session.choices())

    def correct(self) -> None:
        MovePicker("What really happened?",
                   [(self.session.describe(m), lambda m=m: self.session.correct(m))
                    for m in self.session.choices()]).show()

    def withdraw(self) -> None:
        self.session.withdraw()

    def override(self) -> None:
        self.session.override()

    def seen(self) -> None:
        self.session.question = None
        self.session.clear_alert()
        self.refresh()

    def undo(self) -> None:
        try:
            self.session.undo()
        except IllegalMove as refused:
            self.session.raise_alert(str(refused))


def _gallery_words(place: int, gallery) -> str:
    """"2: 10 cards, gem 15, close 2": its place, length, the next card a gem falls on, and
    what closing it now gives (gems, and runes as "+1r")."""
    if gallery is None:
        return f"{place}: free"
    parts = [f"{len(gallery.cards)} cards"]
    if gallery.next_gems:
        parts.append(f"gem {gallery.next_gems[0][0]}")
    elif gallery.snake:
        parts.append("snake")
    parts.append(f"close {gallery.closing_gems}"
                 + (f"+{gallery.closing_runes}r" if gallery.closing_runes else ""))
    return f"{place}: " + ", ".join(parts)


def _hand_words(player) -> str:
    stones = " ".join(f"{count} {stone}" for stone, count in player.stones)
    lines = [f"{player.crystals} crystals" + (f": {stones}" if stones else ""),
             f"recruits: {player.recruits} hand, {player.in_tavern} tavern"
             + (f", {player.eaten} eaten" if player.eaten else "")]
    if player.equipment:
        lines.append(", ".join(player.equipment))
    if player.companions:
        lines.append(", ".join(player.companions))
    return "\n".join(lines)


GROUP_NAMES = {"Dig": "Dig", "Close": "Close", "HireRecruits": "Recruits",
               "HireCompanion": "Companions", "Use": "Equipment", "Reveal": "Card drawn",
               "Choose": "Choose", "StartGallery": "New gallery"}


def _group(action) -> str:
    name = type(action).__name__
    return GROUP_NAMES.get(name, name)


def _short(action) -> str:
    """A button's words for a move."""
    match action:
        case a.Dig(each=True):
            return "Dig in each gallery"
        case a.Dig(gallery=None):
            return "Dig beside"
        case a.Dig(gallery=place):
            return f"Dig in {gallery_name(place)}"
        case a.Close(gallery=place):
            return f"Close {gallery_name(place)}"
        case a.PlaceCard(recruit=True):
            return "Add it with a recruit"
        case a.PlaceCard():
            return "Add it, no recruit"
        case a.StartGallery(gallery=place):
            return f"Recruit: new {gallery_name(place)}"
        case a.Reveal(card=card, gallery=place):
            return card_name(card) + (f" ({place})" if place else "")
        case a.Choose(card=card):
            return f"Choose {card_name(card)}"
        case a.Use(equipment=equipment, victim=None, gallery=None, each=False):
            return f"Use {equipment}"
        case a.Use(equipment=equipment, each=True):
            return f"{equipment.capitalize()} in each"
        case a.Use(equipment=equipment, victim=None, gallery=place):
            return f"{equipment.capitalize()} in {place}"
        case a.Accept():
            return "Let it act"
        case a.HireRecruits(count=count, pay=pay):
            return f"{count} recruit{'s' * (count > 1)}: {', '.join(pay)}"
        case a.HireCompanion(companion=companion, pay=pay):
            return f"{companion}: {', '.join(pay)}"
        case a.LeaveTavern():
            return "Leave the tavern"
        case a.EndTurn():
            return "End the turn"
    return type(action).__name__


load_beside(__file__)
