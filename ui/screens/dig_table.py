"""The live DIG table: the band (who the table waits for and for what, every player's gems),
every player's galleries side by side (cards, recruits, gems, where the next gems fall, what
closing now gives) with their crystals and hands, the tavern, the camera's view, and what the
table must do next.

Cards reach the session from the camera (a card laid in a gallery row or beside: see
companion/sessions/dig_camera.py) or by tap; the decisions the camera cannot see (a recruit
placed, a card kept or used, a shield, the tavern) are the buttons along the bottom. The gems
to place by hand are prompted under the band ("Place 1 gem on card 10 of Ann's second
gallery"); a card the camera cannot place is an alert until "Seen"; a card that can mean two
digs is asked; a move the rules refuse is held with its reason and the table's three ways out.
"""

from collections.abc import Callable

from kivy.app import App
from kivy.clock import Clock
from kivy.properties import (
    BooleanProperty,
    ListProperty,
    NumericProperty,
    ObjectProperty,
    StringProperty,
)
from kivy.uix.boxlayout import BoxLayout

from companion.games.dig import actions as a
from companion.games.dig.tasks import Arrival, Attack, DrawTo, FaceDown, Pick
from companion.games.dig.words import card_name
from companion.sessions.dig import DigSession
from ui import theme
from ui.kv import load_beside
from ui.screens.camera_table import CameraTableScreen
from ui.widgets import buttons, camera_view, gallery_strip, look  # noqa: F401  (used in the .kv)
from ui.widgets.buttons import BigButton
from ui.widgets.move_picker import MovePicker

GROUPED = 4  # a drawn card's answers of one kind, side by side up to this many; a turn's
# moves of one kind are one button opening their list when there are several


class GalleryRow(BoxLayout):
    """One gallery place of a player: its strip and its numbers in words."""

    gallery = ObjectProperty(None, allownone=True)
    colour = ListProperty([1, 1, 1, 1])
    place = NumericProperty(1)
    words = StringProperty("")


class PlayerBoard(BoxLayout):
    """One player: seat badge and name, four gallery places, the hand."""

    seat = NumericProperty(0)
    name = StringProperty("")
    crystals = StringProperty("")  # "12 cr": what the hand pays at the tavern
    hand = StringProperty("")
    turn = BooleanProperty(False)


class DigTableScreen(CameraTableScreen):
    UNIT = "gems"
    prompt_text = StringProperty("")
    notice_text = StringProperty("")  # an alert or a camera question
    notice_kind = StringProperty("")  # "", "alert", "question"
    held_move = StringProperty("")
    tavern_text = StringProperty("")
    over = BooleanProperty(False)
    boards_height = NumericProperty(0)  # the tallest board's: the boards stand side by side

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._redraw_soon = Clock.create_trigger(lambda _dt: self._redraw())  # once a frame

    @property
    def session(self) -> DigSession:
        return App.get_running_app().session

    # -- what the screen shows -------------------------------------------------------------------
    def refresh(self) -> None:
        """Redrawn once a frame however many updates a move brings."""
        self._redraw_soon()

    def _redraw(self) -> None:
        session = self.session
        if session is None or not isinstance(session, DigSession):
            return
        game = session.game
        view = session.view()
        self.over = game.over
        band = self.ids.band
        band.scores = [(p.seat, p.name, p.total) for p in view.players]
        if game.over:
            band.show(session, " and ".join(session.players[s] for s in game.winners())
                      + " won")
        else:
            band.show(session, _waiting_words(game))
        self.prompt_text = "\n".join(session.prompts)
        self._notices()
        boards = self.ids.boards
        boards.clear_widgets()
        for player in view.players:
            board = self._board(player, view.turn)
            board.bind(minimum_height=self._fit_boards)
            boards.add_widget(board)
        self.tavern_text = _tavern_words(view)
        self._choices()

    def _fit_boards(self, *_args) -> None:
        self.boards_height = max(board.minimum_height for board in self.ids.boards.children)

    def _notices(self) -> None:
        session = self.session
        held = session.held
        self.held_move = "" if held is None else f"HELD: {session.describe(held.action)}"
        self.held_text = "" if held is None else session.public_reason(held)
        if session.question is not None:
            self.notice_kind, self.notice_text = "question", session.question.text
        elif session.alert is not None:
            self.notice_kind, self.notice_text = "alert", session.alert.text
        else:
            self.notice_kind, self.notice_text = "", ""
        box = self.ids.answers
        box.clear_widgets()
        if session.question is not None:
            for index, (label, _moves) in enumerate(session.question.choices):
                self._button(box, label, lambda i=index: session.answer(i))

    def _board(self, player, turn: int | None) -> PlayerBoard:
        colour = list(theme.seat_colour(player.seat))
        board = PlayerBoard(seat=player.seat, name=player.name, turn=player.seat == turn,
                            crystals=f"{player.crystals} cr", hand=_hand_words(player))
        for place, gallery in enumerate(player.galleries, start=1):
            board.ids.galleries.add_widget(GalleryRow(gallery=gallery, colour=colour,
                                                      place=place,
                                                      words=_gallery_words(place, gallery)))
        return board

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
        direct = GROUPED if session.game.state.tasks else 1  # a card's few answers side by side
        for group, moves in groups.items():
            if len(moves) <= direct:
                for move in moves:
                    self._button(box, _short(move), lambda m=move: self._propose(m))
            else:
                self._button(box, f"{group}...", lambda m=moves, g=group: self._pick(g, m))

    @staticmethod
    def _button(box, text: str, then: Callable[[], None]) -> None:
        button = BigButton(text=text, size_hint_x=None)
        button.bind(texture_size=lambda b, size: setattr(b, "width",
                                                          max(size[0] + 32, theme.TARGET)))
        button.bind(on_release=lambda _b: then())
        box.add_widget(button)

    def _propose(self, action) -> None:
        self.session.propose(action, "tap")

    def _pick(self, title: str, moves: list) -> None:
        MovePicker(title, [(_short(m) if isinstance(m, a.Reveal) else self.session.describe(m),
                            lambda m=m: self._propose(m)) for m in moves],
                   columns=3 if all(isinstance(m, a.Reveal) for m in moves) else 2).show()

    def enter_move(self) -> None:
        """Every legal move, described in full."""
        self._pick("Which move was made?", self.session.choices())

    def correct(self) -> None:
        MovePicker("What really happened?",
                   [(self.session.describe(m), lambda m=m: self.session.correct(m))
                    for m in self.session.choices()]).show()

    def seen(self) -> None:
        self.session.question = None
        self.session.clear_alert()
        self.refresh()


def _waiting_words(game) -> str:
    """What the table waits for, short enough for the band."""
    state = game.state
    if not state.tasks:
        return {"start": "DIG, TAVERN OR CLOSE", "tavern": "HIRE OR LEAVE",
                "dug": "EQUIPMENT OR END"}[state.phase]
    task = state.tasks[-1]
    match task:
        case Arrival(card=card):
            return f"THE {card_name(card).upper()}?"
        case DrawTo() | FaceDown() | Pick(to_draw=1 | 2 | 3):
            return "TURN UP THE CARD"
        case Pick():
            return "CHOOSE A CARD"
        case Attack(enemy=enemy):
            return f"SHIELD FROM THE {enemy.upper()}?"
    return "DECIDE"


def _gallery_words(place: int, gallery) -> str:
    """Under a gallery's strip (its cards, numbered by its place): "gem 15, close 2", the
    next card a gem falls on and what closing it now gives (gems, and runes as "+1r")."""
    if gallery is None:
        return f"{place}: free"
    first = f"gem {gallery.next_gems[0][0]}" if gallery.next_gems else (
        "snake" if gallery.snake else "no gem")
    runes = f"+{gallery.closing_runes}r" if gallery.closing_runes else ""
    return f"{first}, close {gallery.closing_gems}{runes}"


def _hand_words(player) -> str:
    """Recruits in hand and in the tavern (and eaten), then the stones, equipment and
    companions held, a line each when there are any."""
    lines = [f"recruits {player.recruits} + {player.in_tavern} tavern"
             + (f", {player.eaten} eaten" if player.eaten else "")]
    if player.stones:
        lines.append(" ".join(f"{count} {stone}" for stone, count in player.stones))
    if player.equipment:
        lines.append(", ".join(player.equipment))
    if player.companions:
        lines.append(", ".join(player.companions))
    return "\n".join(lines)


def _tavern_words(view) -> str:
    companions = "\n".join(f"{name}: {', '.join(price)}" for name, price in view.tavern)
    return (f"Tavern (recruit 5 crystals)\n{companions}\n{view.supply} gems left\n"
            f"hill {view.hill}, discard {view.discard}")


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
            return "Dig in each"
        case a.Dig(gallery=None):
            return "Dig beside"
        case a.Dig(gallery=place):
            return f"Dig in {place}"
        case a.Close(gallery=place):
            return f"Close {place}"
        case a.PlaceCard(recruit=True):
            return "With a recruit"
        case a.PlaceCard():
            return "No recruit"
        case a.StartGallery(gallery=place):
            return f"Start {place}"
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
        case a.HireRecruits(count=count, pay=pay):
            return f"{count} recruit{'s' * (count > 1)}: {', '.join(pay)}"
        case a.HireCompanion(companion=companion, pay=pay):
            return f"{companion}: {', '.join(pay)}"
        case a.Accept():
            return "Let it act"
        case a.LeaveTavern():
            return "Leave"
        case a.EndTurn():
            return "End turn"
    return type(action).__name__


load_beside(__file__)
