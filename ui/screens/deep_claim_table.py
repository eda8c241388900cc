"""The live Deep Claim table: the band (whose turn and what to do, season and phase, VP), a held
illegal move or an alert with the table's ways out, the camera's view, each player's tracks.
The log is behind a tap.

Moves reach the session from the camera (see ui/camera_feed.py) or from "Enter move". That list
never mirrors a hand: a bid is entered as a location and then any card 0-6 (the engine refuses
a card that is not in hand); what goes into a hand or comes out of it unseen (a face-down dig's
card, a magnate, a drafted or fulfilled contract) is picked after a hand-off, for the player's
eyes only.
"""

from collections.abc import Callable

from kivy.app import App
from kivy.metrics import sp
from kivy.properties import BooleanProperty, StringProperty
from kivy.uix.label import Label

from companion.games.deep_claim import (
    Action,
    ChooseMagnate,
    DraftContract,
    Fulfil,
    LocationView,
    PlayBid,
    PlayDig,
    PlayerView,
    TableView,
)
from companion.sessions.base import Update
from companion.sessions.deep_claim import DeepClaimSession
from ui import theme
from ui.kv import load_beside
from ui.screens.camera_table import CameraTableScreen
from ui.widgets import buttons, camera_view, look  # noqa: F401  (classes used in the .kv)
from ui.widgets.hand_off import choose_privately
from ui.widgets.move_picker import MovePicker
from ui.widgets.winner_card import winner_card

ROMAN = ("", "I", "II", "III", "IV", "V", "VI")
PHASE_WORDS = {1: "DEPLOY", 2: "INCOME", 3: "RECRUIT", 4: "MINE", 5: "CONTRACT", 6: "SCORE"}
WAITING_WORDS = {  # what the table waits for, short enough for the band at 40 sp
    "magnate": "KEEP A MAGNATE", "draft": "DRAFT A CONTRACT", "deploy": "DEPLOY A CARD",
    "deploy_extra": "A SECOND CARD?", "income": "TAKE INCOME", "beavers": "BEAVERS",
    "beaver": "A BEAVER", "recruit": "RESOLVE A BID", "dig": "RESOLVE A DIG",
    "take_ore": "COAL OR SILVER", "upgrade": "UPGRADE AN ORE", "resources": "COINS OR PICKS",
    "contract": "FULFIL CONTRACTS", "rocky": "CLAIM A CARD?", "waldo": "REUSE A VEIN?",
}
CARDS = range(7)  # action cards 0-6: every value is offered, whatever is in hand
HAND = ChooseMagnate | DraftContract | Fulfil  # into or out of a hand: chosen by its player alone
TRACKS = ("", "coins", "picks", "ore", "contracts")


class DeepClaimTableScreen(CameraTableScreen):
    UNIT = "VP"
    log_text = StringProperty("")
    held_move = StringProperty("")  # the held move, read from the chairs
    alert_text = StringProperty("")
    table_text = StringProperty("")  # the locations in words, when there is no camera picture
    over = BooleanProperty(False)
    demo = BooleanProperty(False)  # the demo's scripted game is on this table
    demo_text = StringProperty("")
    demo_busy = BooleanProperty(False)  # the camera has yet to see the last scripted card

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._seen_season = (0, False)

    @property
    def session(self) -> DeepClaimSession:
        return App.get_running_app().session

    def on_pre_enter(self, *_args) -> None:
        self._seen_season = (self.session.game.season, self.session.game.over)
        app = App.get_running_app()
        self.demo = app.director is not None and app.director.session is self.session
        self.demo_text = "Tap Next move to play the scripted game." if self.demo else ""
        super().on_pre_enter()

    def heard(self, _update: Update) -> None:
        season, over = self.session.game.season, self.session.game.over
        if (season, over) != self._seen_season and self.manager.current == self.name:
            self.manager.current = "scores"  # a season was scored: its table, with reasons
        self._seen_season = (season, over)

    def show_winner(self) -> None:
        winner_card(self.session, self.UNIT, [("Scores", lambda: App.get_running_app()
                                                .show("scores"))])

    # -- the demo --------------------------------------------------------------------------------
    def step_demo(self) -> None:
        self.demo_text = App.get_running_app().director.step()
        self._update_demo_busy()

    def pictured(self) -> None:
        self._update_demo_busy()

    def _update_demo_busy(self) -> None:
        director = App.get_running_app().director
        if self.demo and director is not None:
            ready = self.feed is not None and self.feed.ready.is_set()
            self.demo_busy = director.waiting_for_camera or not ready

    # -- the table's choices ---------------------------------------------------------------------
    def enter_move(self) -> None:
        """Pick the move that was made."""
        self._pick("Which move was made?", self.session.propose)

    def correct(self) -> None:
        self._pick("What really happened?", self.session.correct)

    def _pick(self, title: str, then: Callable[[Action], object]) -> None:
        """The public moves as they are; bids and digs by location; private moves behind a
        hand-off to their player."""
        legal = self.session.choices()
        choices = [(self.session.describe(a), lambda a=a: then(a))
                   for a in legal if not isinstance(a, PlayBid | PlayDig | HAND)]
        names = self.session.players
        deploying = sorted({a.seat for a in legal if isinstance(a, PlayBid | PlayDig)})
        locations = range(len(self.session.view().locations))
        for seat in deploying:
            for location in locations:
                choices.append((f"{names[seat]} bids at location {location + 1}",
                                lambda s=seat, n=location: self._pick_bid(s, n, then)))
                choices.append((f"{names[seat]}: face-down dig at location {location + 1}",
                                lambda s=seat, n=location: self._pick_dig(s, n, then)))
        for seat in sorted({a.seat for a in legal if isinstance(a, HAND)}):
            private = [a for a in legal if isinstance(a, HAND) and a.seat == seat]
            choices.append((f"{names[seat]}: a choice only {names[seat]} sees",
                            lambda s=seat, p=private: self._pick_private(s, p, then)))
        MovePicker(title, choices).show()

    def _pick_bid(self, seat: int, location: int, then: Callable[[Action], object]) -> None:
        """A bid is face up: its card is picked on the shared screen, from every value."""
        name = self.session.players[seat]
        MovePicker(f"{name}'s bid at location {location + 1}: which card?",
                   [(f"Card {card}", lambda c=card: then(PlayBid(seat, c, location)))
                    for card in CARDS], columns=4).show()

    def _pick_dig(self, seat: int, location: int, then: Callable[[Action], object]) -> None:
        """A face-down dig's card: for its player's eyes only, from every value."""
        name = self.session.players[seat]
        choose_privately(seat, name, "a face-down card",
                         f"Which card goes face down at location {location + 1}?",
                         [(str(card), card) for card in CARDS],
                         lambda card: then(PlayDig(seat, card, location)))

    def _pick_private(self, seat: int, options: list[Action],
                      then: Callable[[Action], object]) -> None:
        name = self.session.players[seat]
        choose_privately(seat, name, "a choice from the hand", f"{name}: which one?",
                         [(self.session.game.describe_action(a, seat), a) for a in options],
                         then)

    # -- what the screen shows -------------------------------------------------------------------
    def refresh(self) -> None:
        session = self.session
        if session is None:
            return
        game = session.game
        self.over = game.over
        band = self.ids.band
        phase = session.phase
        band.phase = ROMAN[phase] if phase else ""
        band.caption = f"SEASON {game.season}" if phase else "SET-UP"
        waiting = game.waiting_for
        if waiting is None:
            winners = " and ".join(session.players[s] for s in game.winners())
            band.show(session, f"{winners} won")
        else:
            kind, seat = waiting
            band.show(session, WAITING_WORDS.get(kind, game.waiting_words or ""), seat)
        view = session.view()
        band.scores = [(seat, p.name, p.vp) for seat, p in enumerate(view.players)]
        self._fill_tracks(view.players)
        self.table_text = "\n".join(self._table_lines(view)) if self.no_camera else ""
        held = session.held
        self.held_move = "" if held is None else f"HELD: {session.describe(held.action)}"
        self.held_text = "" if held is None else session.public_reason(held)
        self.alert_text = "" if session.alert is None else session.alert.text
        self._update_demo_busy()

    def _fill_tracks(self, players: tuple[PlayerView, ...]) -> None:
        """Each player's coins, pickaxes, ore and contracts in hand, under a header."""
        grid = self.ids.tracks
        rows = [TRACKS] + [(p.name, p.coins, p.pickaxes, p.ore, p.contracts_in_hand)
                           for p in players]
        cells = [str(cell) for row in rows for cell in row]
        if len(grid.children) != len(cells):
            grid.clear_widgets()
            for n, _cell in enumerate(cells):
                header, name = n < len(TRACKS), n % len(TRACKS) == 0
                label = Label(font_size=sp(theme.MIN_SP if header else theme.TEXT_SP),
                              color=theme.MUTED if header else theme.TEXT, bold=name,
                              shorten=True, halign="left" if name else "center",
                              valign="middle", size_hint_x=1.6 if name else 1)
                label.bind(size=lambda w, size: setattr(w, "text_size", size))
                grid.add_widget(label)
        for label, text in zip(reversed(grid.children), cells, strict=True):
            label.text = text

    def _table_lines(self, view: TableView) -> list[str]:
        """The locations in words, for a table with no camera picture."""
        return [self._location_line(location) for location in view.locations]

    def _location_line(self, location: LocationView) -> str:
        bids = ", ".join(f"{self.session.players[b.seat]} {b.card}"
                         for b in location.bids) or "none"
        digs = len(location.digs)
        return f"Location {location.number}: bids {bids}; {digs} {'dig' if digs == 1 else 'digs'}"


load_beside(__file__)
