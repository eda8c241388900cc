"""The live Deep Claim table: season and phase, whose turn, the players' tracks, the camera's
view, the action log, and a held illegal move with the table's three ways out.

Moves reach the session from the camera (see ui/camera_feed.py) or from "Enter move", a list
of the legal moves of the player the table waits for. Only public information is drawn: the
session's view hides hands, objectives and face-down digs.
"""

from kivy.app import App
from kivy.clock import mainthread
from kivy.properties import BooleanProperty, StringProperty
from kivy.uix.screenmanager import Screen

from companion.errors import IllegalMove
from companion.games.deep_claim import LocationView, PlayDig, PlayerView, TableView
from companion.sessions.base import Update
from companion.sessions.deep_claim import DeepClaimSession
from companion.sessions.inputs import Proposal
from ui.camera_feed import CameraFeed
from ui.kv import load_beside
from ui.widgets import buttons, camera_view  # noqa: F401  (classes used in the .kv)
from ui.widgets.move_picker import MovePicker

PHASE_NAMES = {1: "I Deploy", 2: "II Income", 3: "III Recruit", 4: "IV Mine", 5: "V Contract",
               6: "VI Score"}
LOG_LINES = 40


class DeepClaimTableScreen(Screen):
    season_text = StringProperty("")
    turn_text = StringProperty("")
    players_text = StringProperty("")
    log_text = StringProperty("")
    held_text = StringProperty("")
    alert_text = StringProperty("")  # the session's alert on show; a tap says it was seen
    over = BooleanProperty(False)
    demo = BooleanProperty(False)  # the demo's scripted game is on this table
    demo_text = StringProperty("")
    demo_busy = BooleanProperty(False)  # the camera has yet to see the last scripted card
    camera_warning = StringProperty("")  # what the camera cannot make sense of right now

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._bound: DeepClaimSession | None = None
        self.feed: CameraFeed | None = None
        self.no_camera = ""  # why there is no picture; the locations are told in words instead
        self._seen_season = (0, False)

    @property
    def session(self) -> DeepClaimSession:
        return App.get_running_app().session

    def on_pre_enter(self, *_args) -> None:
        if self._bound is not self.session:
            self._bound = self.session
            self.session.subscribe(self._heard)
        self._seen_season = (self.session.game.season, self.session.game.over)
        app = App.get_running_app()
        self.demo = app.director is not None and app.director.session is self.session
        self.demo_text = "Tap Next move to play the scripted game." if self.demo else ""
        self.refresh()

    def on_enter(self, *_args) -> None:
        self._start_camera()

    def on_leave(self, *_args) -> None:
        if self.feed is not None:
            self.feed.stop()
            self.feed = None
        self.camera_warning = ""

    def _heard(self, _update: Update) -> None:
        if self.session is not self._bound:  # another game is at the table now
            return
        season, over = self.session.game.season, self.session.game.over
        self.refresh()
        if (season, over) != self._seen_season and self.manager.current == self.name:
            self.manager.current = "scores"  # a season was scored: its table, with reasons
        self._seen_season = (season, over)

    # -- the camera ------------------------------------------------------------------------------
    def _start_camera(self) -> None:
        app = App.get_running_app()
        source, why = app.camera_for(self.session)
        if source is None:
            self.no_camera = f"No camera picture ({why}): moves are entered by tap."
            self.refresh()
            return
        self.no_camera = ""
        from vision.scanner import Scanner

        config = app.table_config
        self.ids.camera.status = "Starting the camera..."
        self.feed = CameraFeed(source, Scanner.from_config(config, "deep-claim"),
                               self._proposed, self._picture,
                               warmup_s=2 * config["vision"]["present_s"],
                               on_warnings=self._warned)
        self.feed.start()

    @mainthread
    def _proposed(self, proposals: list[Proposal]) -> None:
        """What the camera saw change: the session checks each one."""
        for proposal in proposals:
            self.session.observe(proposal)

    @mainthread
    def _warned(self, warnings: list[str]) -> None:
        self.camera_warning = "; ".join(warnings)

    @mainthread
    def _picture(self, frame, outlines) -> None:
        if self.feed is not None:
            self.ids.camera.show(frame, outlines)
            self._update_demo_busy()

    # -- the demo --------------------------------------------------------------------------------
    def step_demo(self) -> None:
        self.demo_text = App.get_running_app().director.step()
        self._update_demo_busy()

    def _update_demo_busy(self) -> None:
        director = App.get_running_app().director
        if self.demo and director is not None:
            ready = self.feed is not None and self.feed.ready.is_set()
            self.demo_busy = director.waiting_for_camera or not ready

    # -- the table's choices ---------------------------------------------------------------------
    def enter_move(self) -> None:
        """Pick the move that was made from the legal moves now."""
        self._pick("Enter the move", self.session.propose)

    def correct(self) -> None:
        self._pick("What really happened?", self.session.correct)

    def withdraw(self) -> None:
        self.session.withdraw()

    def clear_alert(self) -> None:
        self.session.clear_alert()

    def override(self) -> None:
        self.session.override()

    def undo(self) -> None:
        try:
            self.session.undo()
        except IllegalMove as refused:
            self.held_text = str(refused)

    def _pick(self, title: str, then) -> None:
        choices, digs = [], {}
        for action in self.session.choices():
            if isinstance(action, PlayDig):
                digs.setdefault(action.location, []).append(action)
                continue
            choices.append((self.session.describe(action), lambda a=action: then(a)))
        for _location, options in sorted(digs.items()):
            label = self.session.describe(options[0])
            choices.append((label, lambda o=options: self._pick_dig_card(o, then)))
        MovePicker(title, choices).show()

    def _pick_dig_card(self, options: list[PlayDig], then) -> None:
        """The card of a face-down dig: for the deploying player's eyes only."""
        name = self.session.players[options[0].seat]
        MovePicker(f"{name} only: which card goes face down?",
                   [(f"Card {a.card}", lambda a=a: then(a)) for a in options]).show()

    # -- what the screen shows -------------------------------------------------------------------
    def refresh(self) -> None:
        session = self.session
        if session is None:
            return
        game = session.game
        self.over = game.over
        phase = PHASE_NAMES.get(session.phase, "Contract draft")
        self.season_text = f"Season {game.season} of 4    Phase {phase}"
        if game.over:
            self.turn_text = "Game over"
        else:
            self.turn_text = f"{session.players[game.turn]}: {game.waiting_words}"
        view = session.view()
        self.players_text = "\n".join(self._player_line(p) for p in view.players)
        if self.no_camera:
            self.ids.camera.status = "\n".join([self.no_camera, "", *self._table_lines(view)])
        alert = session.alert
        self.alert_text = "" if alert is None else f"{alert.text}  (tap: seen)"
        held = session.held
        self.held_text = ("" if held is None else f"Held: {session.describe(held.action)}\n"
                          f"{session.public_reason(held)}")
        self.log_text = "\n".join(reversed(session.log[-LOG_LINES:]))
        self._update_demo_busy()

    def _table_lines(self, view: TableView) -> list[str]:
        """The locations in words, for a table with no camera picture."""
        return [self._location_line(location) for location in view.locations]

    def _location_line(self, location: LocationView) -> str:
        bids = ", ".join(f"{self.session.players[b.seat]} {b.card}"
                         for b in location.bids) or "none"
        shown = ", ".join(item.replace(":", " ") for item in location.display if item)
        return (f"Location {location.number}: bids {bids}; {len(location.digs)} dig(s); "
                f"on display {shown or 'nothing'}")

    @staticmethod
    def _player_line(player: PlayerView) -> str:
        return (f"[b]{player.name}[/b]  {player.vp} VP   {player.coins} coins   "
                f"{player.pickaxes} picks   {player.ore} ore   {player.contracts_in_hand} "
                "contracts")


load_beside(__file__)
